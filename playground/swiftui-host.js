// playground/swiftui-host.js: served as part of /playground.js (scripts/generate/embedded.py joins the files).
// MARK: SwiftUI mode: the device the tree is hosted on, and its stage
// The body's device, display, orientation and region as controls beside the picture. Choosing one rewrites the body
// in the editor (a device replaces the proposal and the scale, the device's own then; "none" brings the last
// proposal back) and asks it; a body typed by hand sets the controls. With a device, POST /swiftui/layout answers
// frames in the screen's coordinates and its SVG draws the device under the views (outline, corner radius, notch or
// Dynamic Island, safe area): the stage shows that SVG as the server draws it, fitted to the stage, its legend moved
// into a strip under the drawing.

let swiftUIProposal = { width: 402, height: 300 }; // the last proposal a body had, brought back by "none"

/** The model as the chosen display has it (the iPhone Duo's inner one: its screen, orientations and insets). */
function swiftUIModel(id, display) {
  const model = devices.get(id);
  if (!model || !model.displays || !model.displays.length) return model || null;
  const chosen = model.displays.find((x) => x.id === display) || model.displays.find((x) => x.default)
    || model.displays[0];
  return { ...model, display: chosen.id, orientations: chosen.orientations, safeAreaInsets: chosen.safeAreaInsets,
    screen: chosen.screen };
}

/** The orientation a body asks: its own, else the model's default (a TV is landscape, a phone portrait). */
function swiftUIOrientation(body, model) {
  if (typeof body.orientation === "string") return body.orientation;
  return model && !model.orientations.includes("portrait") ? "landscape" : "portrait";
}

/** Fills the device list once: the /fit mode's catalog list, in its order. */
function swiftUIFillDevices() {
  const select = $("su-device");
  if (select.querySelector("optgroup") || !devices.size) return;
  select.append(...deviceGroups(orderDevices([...devices.values()]).groups, ""));
}

/** Sets the host controls from a body (typed, restored or built): its device, display, orientation and region. */
function swiftUIHostFromBody(body) {
  if (body.proposal && typeof body.proposal === "object") swiftUIProposal = body.proposal;
  const id = typeof body.device === "string" ? body.device : "", select = $("su-device");
  select.querySelectorAll("option[data-typed]").forEach((option) => option.remove());
  if (id && !devices.has(id)) { // a name, identifier or group: offered as written
    const typed = new Option(`${id} (as written)`, id);
    typed.dataset.typed = "true";
    select.append(typed);
  }
  select.value = id;
  $("su-orientation").value = swiftUIOrientation(body, swiftUIModel(id, body.display));
  $("su-region").value = body.region === "window" ? "window" : "safeArea";
  $("su-text-size").value = typeof body.dynamicTypeSize === "string" ? body.dynamicTypeSize : "large";
  $("su-direction").value = body.layoutDirection === "rightToLeft" ? "rightToLeft" : "leftToRight";
  swiftUIFitControls(body.display);
}

/**
 * Shows the controls the chosen device has: the Display list for a model with more than one, only the orientations
 * it has, the safe area only where the catalog gives its insets; a note with the screen the frames are in.
 */
function swiftUIFitControls(display) {
  const id = $("su-device").value, model = swiftUIModel(id, display), note = $("su-device-note");
  document.querySelector(".pg-su-device-only").hidden = !id;
  const list = $("su-display"), displays = (devices.get(id) || {}).displays || [];
  list.closest(".pg-su-display-only").hidden = displays.length < 2;
  list.replaceChildren(...displays.map((x) => new Option(x.name, x.id)));
  if (model && model.display) list.value = model.display;
  for (const option of [...$("su-orientation").options, ...$("su-region").options]) option.disabled = false;
  if (!id || !model) {
    note.textContent = id ? "frames in the screen's coordinates" : "the root at (0, 0), proposed the body's proposal";
    return;
  }
  const landscape = model.orientations.some((o) => o.startsWith("landscape"));
  for (const option of $("su-orientation").options) {
    option.disabled = !model.orientations.includes(option.value) && !(option.value === "landscape" && landscape);
  }
  if ($("su-orientation").selectedOptions[0]?.disabled) {
    $("su-orientation").value = swiftUIOrientation({}, model);
  }
  const key = $("su-orientation").value === "portrait" ? "portrait" : "landscape";
  const insets = model.safeAreaInsets && model.safeAreaInsets[key];
  $("su-region").options[0].disabled = !insets;
  if (!insets) $("su-region").value = "window";
  const screen = swiftUIScreen(model, $("su-orientation").value);
  note.textContent = `${screen ? `${screen.width} × ${screen.height} pt; ` : ""}frames in the screen's coordinates`
    + (insets ? "" : "; the catalog has no safe area for it here");
}

/** The model's screen as held in the orientation (its portrait screen turned for a landscape one), or null. */
function swiftUIScreen(model, orientation) {
  if (!model || !model.screen) return null;
  const { width, height } = model.screen, wide = orientation.startsWith("landscape");
  return wide ? { width: Math.max(width, height), height: Math.min(width, height) } : { width, height };
}

/** A control changed: the body in the editor rewritten with the host chosen (key order kept readable), then asked. */
function swiftUIHostChanged(name) {
  const body = swiftUIParse();
  if (!body) {
    $("su-device-note").textContent = "fix the body's JSON first: the controls write into it";
    return;
  }
  swiftUIFitControls(name === "device" ? undefined : $("su-display").value);
  const { proposal, device, orientation, display, region, dynamicTypeSize, layoutDirection, ...rest } = body;
  const id = $("su-device").value;
  if (name === "device" && id) delete rest.scale; // the pixel frames at the new device's own scale
  const host = id ? { device: id } : { proposal: proposal ?? swiftUIProposal };
  if (id) {
    if (!$("su-display").closest("[hidden]")) host.display = $("su-display").value;
    host.orientation = $("su-orientation").value;
    host.region = $("su-region").value;
  }
  const textSize = $("su-text-size").value;
  if (textSize !== "large") host.dynamicTypeSize = textSize; // the default is left out of the body
  if ($("su-direction").value === "rightToLeft") host.layoutDirection = "rightToLeft"; // as is leftToRight
  const next = { ...host, ...rest };
  $("su-body").value = JSON.stringify(next, null, 2);
  swiftUIMark("", false);
  swiftUICommit(next, true);
}

/** The drawing's size in points: every frame, the region and (with a device) its screen, from the origin. */
function swiftUIDrawingSize(answer, body) {
  const rects = answer.nodes.map((node) => node.frame);
  rects.push({ x: 0, y: 0, ...answer.size });
  if (answer.region) rects.push(answer.region.frame);
  const model = typeof body.device === "string" ? swiftUIModel(body.device, body.display) : null;
  const screen = swiftUIScreen(model, swiftUIOrientation(body, model));
  if (screen) rects.push({ x: 0, y: 0, ...screen });
  let minX = 0, minY = 0, maxX = 0, maxY = 0;
  for (const f of rects) {
    minX = Math.min(minX, f.x); minY = Math.min(minY, f.y);
    maxX = Math.max(maxX, f.x + f.width); maxY = Math.max(maxY, f.y + f.height);
  }
  return { width: Math.max(1, maxX - minX), height: Math.max(1, maxY - minY) };
}

/**
 * Draws the answer as the server's SVG at the zoom that fits the stage: the drawing without its legend, the legend
 * (asked beside it) as the strip under it, so it never covers the device or the views. Two rounds at most: the
 * first zoom is estimated from the answer and the model's screen, the SVG's viewBox is the drawing's true size.
 * - Parameters: post, asks the body with extra members; answer, the JSON answer; body, the request; mine, the
 *   question's number (a newer one wins).
 * Returns false when a newer question came.
 */
async function swiftUIDraw(post, answer, body, mine) {
  let size = swiftUIDrawingSize(answer, body), zoom = 0;
  for (let round = 0; round < 2; round++) {
    const next = fitZoom(size, $("su-picture"), 1);
    if (Math.abs(next - zoom) <= zoom * 0.02) break;
    zoom = next;
    const get = (legend) => post({ format: "svg", zoom, legend, colorScheme: pictureScheme() }).then((r) => r.text());
    const [svg, full] = await Promise.all([get(false), get(true)]);
    if (mine !== swiftUIAsked) return false;
    const drawing = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
    if (drawing.localName !== "svg") throw new Error("the picture is not an SVG");
    showLegend(legendEntries(full), $("su-legend"));
    $("su-picture").replaceChildren(document.importNode(drawing, true));
    const [, , width, height] = drawing.getAttribute("viewBox").split(/\s+/).map(Number);
    size = { width, height };
  }
  return true;
}

window.addEventListener("DOMContentLoaded", () => {
  for (const name of ["device", "display", "orientation", "region", "text-size", "direction"]) {
    $("su-" + name).addEventListener("change", () => swiftUIHostChanged(name));
  }
});
