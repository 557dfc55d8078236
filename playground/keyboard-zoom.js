// playground/keyboard-zoom.js: served as part of /playground.js (scripts/generate/embedded.py joins the files).
// ---- Keyboard and Display Zoom -------------------------------------------------------------------------------------
// region=keyboardLayoutGuide with keyboard=predictive|noPredictive|hidden, and displayZoom=true (the window only: no
// source gives zoomed insets). What a device offers comes from its /devices entry: `keyboard` (heights per OS, newest
// first; null where no source gives them) and `displayZoom` (null where no source gives the zoomed window).

let regionBeforeZoom = "";

/** The keyboard asked for: only with region=keyboardLayoutGuide, and only when not the default (predictive). */
function keyboardQuery(q) {
  const keyboard = field("keyboard").value;
  if (field("region").value === "keyboardLayoutGuide" && keyboard && keyboard !== defaults.keyboard) {
    q.set("keyboard", keyboard);
  }
}

/** displayZoom=true when the toggle is on (it is off and disabled on a device without Display Zoom figures). */
function zoomQuery(q) {
  if (field("displayZoom").checked && !field("displayZoom").disabled) q.set("displayZoom", "true");
}

/** Sets a note under a field (a hint, not an error: the choices it rules out are disabled). */
function hint(name, text) {
  $(`q-${name}-note`).textContent = text;
}

/** The orientation key of a device's figures (portrait or landscape). */
function figureKey() {
  return field("orientation").value === "portrait" ? "portrait" : "landscape";
}

/** Offers the keyboard region, the keyboards and Display Zoom only where the device's figures allow them. */
function fitKeyboardAndZoom(d) {
  const zoom = field("displayZoom"), region = field("region"), keyboard = field("keyboard");
  const zoomed = d.displayZoom && d.displayZoom.value;
  zoom.disabled = !zoomed;
  if (!zoomed) zoom.checked = false;
  const swap = figureKey() === "landscape";
  hint("displayZoom", zoomed ? `a ${swap ? zoomed.height : zoomed.width} × ${swap ? zoomed.width : zoomed.height} pt `
    + "window (no source gives its safe area)" : d.idiom === "phone"
    ? `no source gives the ${d.name}'s Display Zoom window` : "Display Zoom is an iPhone setting");
  const guide = [...region.options].find((option) => option.value === "keyboardLayoutGuide");
  if (!["phone", "pad"].includes(d.idiom)) guide.disabled = true;
  if (zoom.checked) for (const option of region.options) option.disabled ||= option.value !== "window";
  if (region.selectedOptions[0]?.disabled) region.value = "window";
  hint("region", zoom.checked ? "Display Zoom: the window only"
    : guide.disabled ? "keyboardLayoutGuide: an iPhone, iPod touch or iPad with sourced safe-area insets" : "");
  const heights = d.keyboard && d.keyboard[0] && d.keyboard[0][figureKey()];
  const sized = Boolean(heights && heights.height !== null);
  for (const option of keyboard.options) option.disabled = option.value !== "hidden" && !sized;
  if (!keyboard.value) keyboard.value = sized ? defaults.keyboard : "hidden";
  if (keyboard.selectedOptions[0]?.disabled) {
    keyboard.value = "hidden";
    keyboard.dataset.forced = "true"; // given back on the next device that has a keyboard height
  } else if (sized && keyboard.dataset.forced) {
    keyboard.value = defaults.keyboard;
    delete keyboard.dataset.forced;
  }
  keyboard.dataset.hint = sized ? "" : `no source gives the ${d.name}'s keyboard height in ${figureKey()}: hidden only`;
  hint("keyboard", keyboard.dataset.hint);
  showKeyboardChoice();
}

/** The keyboard choice shows with the keyboard region only (hidden, it is left out of the page's URL). */
function showKeyboardChoice() {
  document.querySelectorAll(".pg-keyboard-only").forEach((e) => {
    e.hidden = field("region").value !== "keyboardLayoutGuide";
  });
}

/** After an answer: the keyboard's figures from the JSON (what the picture draws as #keyboard and above it). */
function showKeyboardFigures(answer) {
  const region = answer.deviceRegion, keyboard = region && region.keyboard;
  if (!keyboard) return;
  const round = (v) => Math.round(v * 100) / 100, above = answer.container;
  const prefix = field("keyboard").dataset.hint ? `${field("keyboard").dataset.hint}. ` : "";
  hint("keyboard", prefix + (keyboard.height === null
    ? `no keyboard: the area above reaches the safe area's bottom, ${round(above.width)} × ${round(above.height)} pt`
    : `keyboard ${round(keyboard.height)} pt` + (keyboard.predictiveBar
      ? `: ${round(keyboard.keyboardHeight)} + predictive bar ${round(keyboard.predictiveBar)}` : ", no predictive bar")
      + ` (${keyboard.sources.join(", ")}, iOS ${keyboard.os}); above it ${round(above.width)} × `
      + `${round(above.height)} pt`));
}

/** Display Zoom on: the region becomes the window (kept to go back to when it is turned off); then the question. */
function zoomToggled() {
  const region = field("region");
  if (field("displayZoom").checked) {
    regionBeforeZoom = region.value;
  } else if (regionBeforeZoom) {
    for (const option of region.options) option.disabled = false;
    region.value = regionBeforeZoom;
    regionBeforeZoom = "";
  }
  fitToDevice();
  edited("displayZoom");
}

function wireKeyboardAndZoom() {
  field("displayZoom").addEventListener("change", zoomToggled);
  field("region").addEventListener("change", showKeyboardChoice);
  field("region").addEventListener("input", showKeyboardChoice);
  field("keyboard").addEventListener("change", () => { delete field("keyboard").dataset.forced; });
}
