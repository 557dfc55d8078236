// The layoutd playground: asks /fit for the JSON answer and the picture as the inputs change. Plain JavaScript, no
// dependencies; everything it needs is served by layoutd itself. The question lives in the page's URL (shareable;
// back and forward restore it); input is checked at the field and only a whole question is asked.
"use strict";

const $ = (id) => document.getElementById(id);
const fields = ["source", "device", "orientation", "region", "keyboard", "container", "aspectRatio", "content",
  "mode"];
const field = (name) => $("q-" + name);
const defaults = { source: "device", device: "iphone-16-pro", orientation: "portrait", region: "safeArea",
  keyboard: "predictive",
  container: "852x393", aspectRatio: "16:9", content: "", mode: "scaleAspectFit" };
const sizePattern = /^\d+(\.\d+)?\s*[x×]\s*\d+(\.\d+)?$/i;
const ratioPattern = /^\d+(\.\d+)?(:\d+(\.\d+)?)?$/;
let devices = new Map(), asked = 0, zoomFactor = 1, timer = 0, latest = { json: "", svg: "", query: "" };

/** The inputs as URL parameters of this page (defaults left out), zoom included when not 1. */
function pageQuery() {
  const q = new URLSearchParams();
  for (const name of fields) {
    const value = field(name).value.trim();
    const hidden = field(name).closest("[hidden]");
    if (!hidden && value !== defaults[name]) q.set(name, value);
  }
  if (zoomFactor !== 1) q.set("zoom", String(zoomFactor));
  if (!$("q-legend").checked) q.set("legend", "false");
  if (field("source").value === "device") zoomQuery(q);
  return q.toString().replace(/%3A/g, ":");
}

/** The /fit question of the inputs (without format and zoom). */
function fitQuery() {
  const q = new URLSearchParams();
  if (field("source").value === "device") {
    for (const name of ["device", "orientation", "region"]) q.set(name, field(name).value);
    keyboardQuery(q);
    zoomQuery(q);
  } else {
    q.set("container", field("container").value.trim().replace(/\s/g, "").replace("×", "x"));
  }
  const ratio = field("aspectRatio").value.trim(), content = field("content").value.trim();
  if (ratio) q.set("aspectRatio", ratio);
  if (content) q.set("content", content.replace(/\s/g, "").replace("×", "x"));
  if (field("mode").value !== "scaleAspectFit") q.set("mode", field("mode").value);
  return q.toString().replace(/%3A/g, ":");
}

/** Marks a field valid or not, with its note. */
function mark(name, message, bad) {
  field(name).setAttribute("aria-invalid", bad ? "true" : "false");
  const note = $(`q-${name}-note`);
  if (note) { note.textContent = message; note.classList.toggle("pg-bad", bad); }
}

/** Checks every field; clears the field that conflicts with the one just edited. Whether the question is whole. */
function validate(edited) {
  let ok = true;
  const ratio = field("aspectRatio"), content = field("content");
  if (edited === "content" && content.value.trim() && ratio.value.trim()) {
    ratio.value = "";
    mark("aspectRatio", "cleared: a content size replaces the aspect ratio", false);
  } else if (edited === "aspectRatio" && ratio.value.trim() && content.value.trim()) {
    content.value = "";
    mark("content", "cleared: an aspect ratio replaces the content size", false);
  } else {
    mark("aspectRatio", "", false);
    mark("content", "", false);
  }
  const r = ratio.value.trim(), c = content.value.trim();
  if (r && !(ratioPattern.test(r) && !/(^|:)0+(\.0+)?$/.test(r))) {
    mark("aspectRatio", "W:H, e.g. 16:9 or 2.39", true);
    ok = false;
  }
  if (c && !sizePattern.test(c)) { mark("content", "W×H in points, e.g. 1920x1080", true); ok = false; }
  if (!r && !c) { mark("aspectRatio", "give an aspect ratio or a content size", true); ok = false; }
  if (field("source").value === "container") {
    const good = sizePattern.test(field("container").value.trim());
    mark("container", good ? "" : "W×H in points, e.g. 852x393", !good);
    ok = ok && good;
  }
  return ok;
}

/** Restricts orientation and region to what the chosen device has (a Watch is portrait, a TV landscape). */
function fitToDevice() {
  const d = devices.get(field("device").value);
  if (!d) return;
  const landscape = d.orientations.some((x) => x.startsWith("landscape"));
  const has = (o) => d.orientations.includes(o) || (o === "landscape" && landscape);
  for (const option of field("orientation").options) option.disabled = !has(option.value);
  if (field("orientation").selectedOptions[0]?.disabled) field("orientation").value = d.orientations[0];
  const key = field("orientation").value === "portrait" ? "portrait" : "landscape";
  const insets = d.safeAreaInsets && d.safeAreaInsets[key];
  for (const option of field("region").options) {
    option.disabled = option.value !== "window" && (!insets || (option.value === "aspectFitGuide" && !d.radius));
  }
  if (field("region").selectedOptions[0]?.disabled) field("region").value = "window";
  const css = document.querySelector("[data-copy=css]");
  css.disabled = field("source").value !== "device" || !["phone", "pad"].includes(d.idiom);
  css.title = css.disabled ? "CSS is for an iPhone, iPad or iPod touch" : "Copy /devices/{id}/css";
  fitKeyboardAndZoom(d);
}

/** The drawing's size in points, from the JSON answer (the picture's viewBox). */
function viewSize(answer) {
  if (answer.deviceRegion) return answer.deviceRegion.window;
  const a = answer.container, b = answer.unroundedRect || a;
  const minX = Math.min(a.x, b.x), minY = Math.min(a.y, b.y);
  return { width: Math.max(a.x + a.width, b.x + b.width) - minX,
    height: Math.max(a.y + a.height, b.y + b.height) - minY };
}

/** Asks the whole question: the JSON answer, then the picture at the zoom that fits it to the stage. */
async function ask() {
  const q = fitQuery(), mine = ++asked;
  const origin = window.location.origin;
  $("curl").textContent = `curl -s '${origin}/fit?${q}' | jq .\ncurl -s '${origin}/fit?${q}&format=svg' > answer.svg`;
  $("status").textContent = "asking…";
  const response = await fetch(`/fit?${q}`);
  const text = await response.text();
  if (mine !== asked) return;
  let answer = null;
  try { answer = JSON.parse(text); } catch (error) { answer = null; }
  $("answer").textContent = answer ? JSON.stringify(answer, null, 2) : text;
  if (!response.ok || !answer) {
    $("q-problem").hidden = false;
    $("q-problem").textContent = answer && answer.detail ? answer.detail : `HTTP ${response.status}`;
    $("status").textContent = `(${response.status})`;
    return;
  }
  $("q-problem").hidden = true;
  showKeyboardFigures(answer);
  const stage = $("picture"), size = viewSize(answer);
  const fit = Math.min((stage.clientWidth - 16) / size.width, (stage.clientHeight - 16) / size.height);
  const zoom = Math.min(20, Math.max(0.01, Math.round(fit * zoomFactor * 1000) / 1000));
  const legend = $("q-legend").checked ? "" : "&legend=false";
  const svg = await fetch(`/fit?${q}&format=svg&zoom=${zoom}${legend}`).then((r) => r.text());
  if (mine !== asked) return;
  stage.innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, "");
  latest = { json: $("answer").textContent, svg, query: q };
  const link = $("q-download");
  if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  link.download = `layoutd-${(field("source").value === "device" ? field("device").value : "container")}.svg`;
  $("q-zoom-level").textContent = `${Math.round(zoomFactor * 100)} %`;
  const round = (v) => Math.round(v * 100) / 100;
  $("status").textContent = `(${response.status}) ${round(size.width)} × ${round(size.height)} pt`;
  document.body.dataset.answered = String(mine);
}

/** Writes the question into the URL (a new history entry when it changed) and asks it. */
function commit(push) {
  const query = pageQuery(), url = query ? `/?${query}` : "/";
  if (push && url !== window.location.pathname + window.location.search) history.pushState(null, "", url);
  ask().catch((error) => { $("status").textContent = String(error); });
}

/** Shows the inputs of the source chosen. */
function showSource() {
  const device = field("source").value === "device";
  document.querySelectorAll(".pg-device-only").forEach((e) => { e.hidden = !device; });
  document.querySelectorAll(".pg-container-only").forEach((e) => { e.hidden = device; });
}

/** Input in a field: checked at once, asked 300 ms after the typing stops and only when whole. */
function edited(name) {
  if (name === "source") showSource();
  if (name === "device" || name === "orientation" || name === "source") fitToDevice();
  clearTimeout(timer);
  if (!validate(name)) { $("status").textContent = "waiting for a whole question"; return; }
  timer = setTimeout(() => commit(true), 300);
}

/** Sets the inputs from the page's URL (on load, back and forward). */
function restore() {
  const q = new URLSearchParams(window.location.search);
  for (const name of fields) field(name).value = q.get(name) ?? defaults[name];
  zoomFactor = Number(q.get("zoom")) > 0 ? Number(q.get("zoom")) : 1;
  $("q-legend").checked = q.get("legend") !== "false";
  field("displayZoom").checked = q.get("displayZoom") === "true";
  showSource();
  fitToDevice();
  validate("");
}

/** Fills the device list from /devices: every model, grouped by family. */
async function loadDevices() {
  const members = "id,name,family,idiom,orientations,safeAreaInsets,displayCornerRadius,displayZoom,keyboard";
  const response = await fetch(`/devices?fields=${members}&limit=1000`);
  const list = (await response.json()).devices;
  const groups = new Map();
  for (const d of list) {
    devices.set(d.id, { ...d, radius: d.displayCornerRadius && d.displayCornerRadius.value });
    if (!groups.has(d.family)) groups.set(d.family, []);
    groups.get(d.family).push(d);
  }
  field("device").replaceChildren(...[...groups].map(([family, members]) => {
    const group = document.createElement("optgroup");
    group.label = family;
    group.append(...members.map((d) => new Option(d.name, d.id)));
    return group;
  }));
}

/** Copies text to the clipboard (or, where the page may not, selects it in a text area). */
async function copy(what) {
  let text = { curl: $("curl").textContent, json: latest.json, svg: latest.svg }[what];
  if (what === "css") {
    const d = field("device").value, r = await fetch(`/devices/${encodeURIComponent(d)}/css`);
    text = r.ok ? await r.text() : "";
    if (!r.ok) { $("q-copied").textContent = "CSS is for an iPhone, iPad or iPod touch"; return; }
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    const area = document.createElement("textarea");
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  $("q-copied").textContent = `${what} copied (${text.length} characters)`;
}

function setZoom(factor) {
  zoomFactor = Math.min(16, Math.max(0.25, factor));
  commit(true);
}

window.addEventListener("DOMContentLoaded", async () => {
  await loadDevices();
  restore();
  for (const name of fields) {
    field(name).addEventListener("input", () => edited(name));
    field(name).addEventListener("change", () => edited(name));
  }
  $("q-fit").addEventListener("click", () => setZoom(1));
  $("q-legend").addEventListener("change", () => commit(true));
  $("q-zoom-in").addEventListener("click", () => setZoom(zoomFactor * 1.5));
  $("q-zoom-out").addEventListener("click", () => setZoom(zoomFactor / 1.5));
  $("picture").addEventListener("keydown", (event) => {
    if (event.key === "+" || event.key === "=") setZoom(zoomFactor * 1.5);
    if (event.key === "-") setZoom(zoomFactor / 1.5);
    if (event.key === "0") setZoom(1);
  });
  wireKeyboardAndZoom();
  document.querySelectorAll("[data-copy]").forEach((b) => b.addEventListener("click", () => copy(b.dataset.copy)));
  window.addEventListener("popstate", () => { restore(); commit(false); });
  let resized = 0;
  window.addEventListener("resize", () => { clearTimeout(resized); resized = setTimeout(() => commit(false), 200); });
  if (validate("")) commit(false);
});

// --- Design tokens -----------------------------------------------------------------------------------------------
// The selected device's DTCG tokens (/devices/{id}/tokens): copied or downloaded, with a note counting the tokens
// and the figures no source gives. Separate from the question above: it reads only the device field.

/** The tokens' path for the selected device, e.g. `/devices/iphone-16-pro/tokens?dimensions=string`. */
function tokensPath() {
  const id = encodeURIComponent(field("device").value);
  return `/devices/${id}/tokens` + ($("q-tokens-string").checked ? "?dimensions=string" : "");
}

/** Counts a token document's tokens (objects with `$value`) and unknown figures (`$extensions.layoutd.unknown`). */
function countTokens(node) {
  if (!node || typeof node !== "object") return { tokens: 0, unknown: 0 };
  if ("$value" in node) return { tokens: 1, unknown: 0 };
  const unknown = node.$extensions && node.$extensions.layoutd && node.$extensions.layoutd.unknown;
  const count = { tokens: 0, unknown: unknown ? unknown.length : 0 };
  for (const [name, child] of Object.entries(node)) {
    if (name.startsWith("$")) continue;
    const inner = countTokens(child);
    count.tokens += inner.tokens;
    count.unknown += inner.unknown;
  }
  return count;
}

/** Enables the tokens' controls for a device question (a container has no tokens) and points the download at it. */
function updateTokens() {
  const off = field("source").value !== "device";
  const link = $("q-tokens-download");
  $("q-tokens-copy").disabled = off;
  link.setAttribute("aria-disabled", String(off));
  link.href = off ? "#" : tokensPath();
  link.download = `${field("device").value}.tokens.json`;
}

/** Copies the selected device's tokens; the note says how many tokens and unknown figures they hold. */
async function copyTokens() {
  const response = await fetch(tokensPath());
  const text = await response.text();
  if (!response.ok) { $("q-tokens-note").textContent = `no tokens (${response.status})`; return; }
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    const area = document.createElement("textarea");
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  const count = countTokens(JSON.parse(text));
  $("q-tokens-note").textContent = `tokens copied: ${count.tokens} tokens, ${count.unknown} figures no source gives `
    + `(left out, never 0), ${text.length} characters`;
}

window.addEventListener("DOMContentLoaded", () => {
  updateTokens();
  $("inputs").addEventListener("change", updateTokens);
  $("q-tokens-string").addEventListener("change", updateTokens);
  window.addEventListener("popstate", updateTokens);
  $("q-tokens-copy").addEventListener("click", copyTokens);
  $("q-tokens-download").addEventListener("click", (event) => {
    if (field("source").value !== "device") { event.preventDefault(); return; }
    updateTokens(); // the device may have been restored from the URL since the last change
  });
});

// ---- Keyboard and Display Zoom (issue 26) --------------------------------------------------------------------------
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
