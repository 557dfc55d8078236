// playground/stage.js: served as part of /playground.js (scripts/generate/embedded.py joins the files).
// --- The stage, for designers ----------------------------------------------------------------------------------------
// The device list newest first with the current flagship as the default (both from the catalog's data, never a
// literal id); a device drawn on its own while no aspect ratio or content size is given (/devices/{id}?format=svg);
// the legend as a strip of the stage below the drawing, so it never covers it and is never cut off; a zoom label
// that says how many CSS px a point is drawn.

/** The order families are listed in: what designers reach for first. */
const FAMILY_ORDER = ["iPhone", "iPad", "Apple Watch", "Apple Vision Pro", "Apple TV", "iPod touch"];

/**
 * The catalog's models newest first within each family, and the flagship: the newest iPhone whose name is
 * "iPhone <n> Pro". A model with no sourced release year takes the year of the model before it in the catalog
 * (which lists each family oldest first), so it is neither buried nor promoted.
 * Example: with iphone-16-pro (2024) and iphone-17-pro (2025) → flagship "iphone-17-pro", iPhones from the 17s down.
 */
function orderDevices(list) {
  const years = new Map();
  let last = 0;
  list.forEach((d, index) => {
    const year = d.released && d.released.value;
    if (year) last = year;
    years.set(d.id, { year: year || last, index });
  });
  const newestFirst = (a, b) => (years.get(b.id).year - years.get(a.id).year)
    || (years.get(b.id).index - years.get(a.id).index);
  const families = [...new Set(list.map((d) => d.family))].sort((a, b) => {
    const rank = (f) => (FAMILY_ORDER.includes(f) ? FAMILY_ORDER.indexOf(f) : FAMILY_ORDER.length);
    return rank(a) - rank(b);
  });
  const groups = families.map((family) => [family, list.filter((d) => d.family === family).sort(newestFirst)]);
  const iphones = (groups.find(([family]) => family === "iPhone") || [null, []])[1];
  const flagship = iphones.find((d) => /^iPhone \d+ Pro$/.test(d.name)) || iphones[0] || list[0];
  return { groups, flagship: flagship ? flagship.id : "" };
}

/** Whether the question is a device on its own: a device, and neither an aspect ratio nor a content size. */
function deviceAlone() {
  return field("source").value === "device" && !field("aspectRatio").value.trim() && !field("content").value.trim();
}

/** The picture's query of a device on its own: the orientation, and the keyboard with the keyboard region. */
function deviceQuery() {
  const q = new URLSearchParams();
  displayQuery(q);
  q.set("orientation", field("orientation").value);
  if (field("region").value === "keyboardLayoutGuide") q.set("keyboard", field("keyboard").value);
  return q.toString();
}

/** The drawing's size in points of a device on its own: its screen as held in the orientation asked. */
function deviceViewSize(answer) {
  const { width, height } = answer.screen;
  const wide = field("orientation").value !== "portrait";
  return wide ? { width: Math.max(width, height), height: Math.min(width, height) } : { width, height };
}

/**
 * The zoom (CSS px per point) that fits a drawing of `size` points into a stage (the /fit picture by default), times
 * a factor (the user's zoom by default; the SwiftUI mode's stage passes its own element and 1).
 */
function fitZoom(size, stage = $("picture"), factor = zoomFactor) {
  const fit = Math.min((stage.clientWidth - 16) / size.width, (stage.clientHeight - 16) / size.height);
  return Math.min(20, Math.max(0.01, Math.round(fit * factor * 1000) / 1000));
}

/** The legend's entries of a picture drawn with its legend: each swatch's class and its words. */
function legendEntries(svgText) {
  const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const legend = doc.querySelector("svg > g.legend");
  if (!legend) return [];
  // A swatch drawn over the display's colour has that colour behind it (`data-backdrop`): not an entry of its own.
  const swatches = [...legend.querySelectorAll("rect")]
    .filter((r) => !r.classList.contains("legend-card") && !r.hasAttribute("data-backdrop"));
  const words = [...legend.querySelectorAll("text")];
  return words.map((text, i) => ({ kind: swatches[i] ? swatches[i].getAttribute("class") : "unknown",
    words: text.textContent }));
}

/** Writes the legend strip under the drawing (empty and hidden without the legend); `list`: the SwiftUI mode's. */
function showLegend(entries, list = $("picture-legend")) {
  list.replaceChildren(...entries.map(({ kind, words }) => {
    const item = document.createElement("li");
    const label = / \(label\)$/.test(words);
    item.innerHTML = `<svg width="12" height="12" aria-hidden="true"><rect class="${kind}" x="0.5" y="0.5" `
      + `width="11" height="11" rx="2"/></svg>`;
    item.append(label ? words.replace(/ \(label\)$/, "") : words);
    if (label) item.title = "a label with no free place on the drawing";
    return item;
  }));
  list.hidden = entries.length === 0;
}

/** Says what the zoom shows: how many CSS px a point is drawn, and whether that is the fit. */
function showZoom(zoom) {
  const percent = `${Math.round(zoom * 100)} %`;
  const output = $("q-zoom-level");
  output.textContent = zoomFactor === 1 ? `fit · ${percent}` : percent;
  output.title = `1 pt is drawn ${Math.round(zoom * 1000) / 1000} CSS px`
    + (zoomFactor === 1 ? " (fitted to the stage)" : ` (${Math.round(zoomFactor * 100)} % of the fit)`);
}

/**
 * Draws the picture at the zoom that fits the stage: the drawing without its legend, the legend as the strip below
 * it (measured before the fit, so neither covers or crops the other), and the picture with its legend kept for the
 * download and copy. Two rounds at most: the strip's height may change with the labels that find no place.
 * - Parameters: base, the picture's path and query without zoom and legend; size, the drawing in points; mine, the
 *   question's number (a newer one wins).
 * Returns the picture with its legend (or without, when the legend is off), or null when a newer question came.
 */
async function drawPicture(base, size, mine) {
  const legendOn = $("q-legend").checked;
  let zoom = fitZoom(size), full = "", drawing = "";
  for (let round = 0; round < 2; round++) {
    const get = (legend) => fetch(`${base}&zoom=${zoom}${legend ? "" : "&legend=false"}`).then((r) => r.text());
    [drawing, full] = await Promise.all([get(false), legendOn ? get(true) : Promise.resolve("")]);
    if (mine !== asked) return null;
    showLegend(legendOn ? legendEntries(full) : []);
    const next = fitZoom(size);
    if (Math.abs(next - zoom) <= zoom * 0.02) break;
    zoom = next;
  }
  $("picture").innerHTML = drawing.replace(/^<\?xml[^>]*>\s*/, "");
  showZoom(zoom);
  return legendOn ? full : drawing;
}

// --- Copy as -----------------------------------------------------------------------------------------------------
// The question shown, for a design tool or code: a Figma frame (the drawing as SVG at 1 pt = 1 px, without its
// legend, in export=figma's form: colours as attributes, ids as layer names; Figma pastes SVG markup as a frame of
// vector layers), the device's CSS and tokens (the buttons beside), and
// SwiftUI constants of the figures for a preview or a test.

/** A number as Swift writes a literal: at most three decimals, no trailing zeros. */
function swiftNumber(value) {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * SwiftUI constants of the answer shown: the screen, safe-area insets and corner radius of a device on its own;
 * the container and fitted rect (and the device's window and safe area) of a fit. A figure no source gives is a
 * comment, never a 0.
 * Example: iPhone 17 Pro in portrait → `let screenSize = CGSize(width: 402, height: 874)`,
 * `let safeAreaInsets = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)`,
 * `let displayCornerRadius: CGFloat = 62`.
 */
function swiftUIConstants(answer, alone) {
  const n = swiftNumber;
  const rect = (name, r) => `let ${name} = CGRect(x: ${n(r.x)}, y: ${n(r.y)}, `
    + `width: ${n(r.width)}, height: ${n(r.height)})`;
  const lines = [];
  if (alone) {
    const size = deviceViewSize(answer), key = field("orientation").value === "portrait" ? "portrait" : "landscape";
    const insets = answer.safeAreaInsets && answer.safeAreaInsets[key];
    const radius = answer.displayCornerRadius && answer.displayCornerRadius.value;
    lines.push(`// ${answer.name} in ${field("orientation").value}, from layoutd /devices/${answer.id} (points).`,
      `let screenSize = CGSize(width: ${n(size.width)}, height: ${n(size.height)})`,
      insets ? `let safeAreaInsets = EdgeInsets(top: ${n(insets.top)}, leading: ${n(insets.left)}, `
        + `bottom: ${n(insets.bottom)}, trailing: ${n(insets.right)})` : "// no source gives the safe-area insets",
      radius === null || radius === undefined ? "// no source gives the display's corner radius"
        : `let displayCornerRadius: CGFloat = ${n(radius)}`);
  } else {
    const region = answer.deviceRegion;
    lines.push(`// layoutd /fit?${latest.query} (points, ${answer.semantics}).`);
    if (region) lines.push(rect("window", region.window), region.safeArea ? rect("safeArea", region.safeArea)
      : "// no source gives the safe area");
    if (answer.container) lines.push(rect("container", answer.container));
    if (answer.rect) lines.push(rect("fittedRect", answer.rect),
      "// e.g. content.frame(width: fittedRect.width, height: fittedRect.height)"
        + ".position(x: fittedRect.midX, y: fittedRect.midY)");
  }
  return lines.join("\n") + "\n";
}

/** The text of a "Copy as" choice, or null when the question shown has none (a container has no CSS). */
async function copyAsText(what) {
  if (what === "figma") {
    const svg = await fetch(`${latest.picture}&zoom=1&legend=false&export=figma`).then((r) => r.text());
    return svg.replace(/^<\?xml[^>]*>\s*/, "");
  }
  if (what === "swiftui") return swiftUIConstants(JSON.parse(latest.json), latest.alone);
  return null;
}

// --- Displays --------------------------------------------------------------------------------------------------------
// A model with more than one display (the iPhone Duo: outer folded, inner open) gets a Display list filled from its
// /devices entry's `displays` (ids and names from the catalog, never literals here); the question asks display=, so
// the JSON and the picture are the chosen display's, and orientation, region, keyboard and Display Zoom follow that
// display's own figures. The list is a plain <select>: Tab reaches it, the arrow keys choose.

let wantedDisplay = "";

/** display= of the chosen display, when the device has more than one. */
function displayQuery(q) {
  if (!field("display").closest("[hidden]") && field("display").value) q.set("display", field("display").value);
}

/**
 * Shows the Display list for a model with more than one display (hidden otherwise) and returns the model as the
 * chosen display has it: its orientations, insets, corner radius and keyboard in place of the default display's.
 * Example: the iPhone Duo with "inner" chosen → orientations and safeAreaInsets of its 669 × 951 pt display.
 */
function fitDisplays(model) {
  const list = field("display"), box = list.closest(".pg-display-only");
  const displays = model.displays || [];
  box.hidden = displays.length < 2;
  if (box.hidden) {
    list.replaceChildren();
    return model;
  }
  const wanted = list.options.length ? list.value : wantedDisplay;
  if (list.dataset.device !== model.id) {
    list.replaceChildren(...displays.map((x) => new Option(x.name, x.id)));
    list.dataset.device = model.id;
  }
  const fallback = (displays.find((x) => x.default) || displays[0]).id;
  list.value = displays.some((x) => x.id === wanted) ? wanted : fallback;
  wantedDisplay = list.value;
  const chosen = displays.find((x) => x.id === list.value);
  const screen = chosen.screen;
  hint("display", `${screen.width} × ${screen.height} pt, each display's own figures`);
  return { ...model, orientations: chosen.orientations, safeAreaInsets: chosen.safeAreaInsets,
    radius: chosen.displayCornerRadius && chosen.displayCornerRadius.value, keyboard: chosen.keyboard,
    displayZoom: null };
}
