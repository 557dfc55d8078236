// playground/swiftui.js: served as part of /playground.js (scripts/generate/embedded.py joins the files).
// MARK: SwiftUI mode (issues 25, 35)
// POST /swiftui/layout: the request body is edited as JSON in #su-body and the picture follows (asked 400 ms after
// the typing stops, only when the text is a JSON object; a syntax error or the service's problem is shown at the
// field). Kept apart from the /fit code above: its own elements (su-*), its own URL parameter (swiftui=, the body
// as compact JSON; back and forward restore it), its own listeners. The mode is on while the URL has swiftui=.
// The device the tree is hosted on and the stage: swiftui-host.js; the outline of the views: swiftui-outline.js.

const swiftUIExample = {
  proposal: { width: 402, height: 300 }, scale: 3,
  view: { type: "VStack", alignment: "leading", spacing: 8, children: [
    { type: "HStack", children: [
      { type: "Fixed", width: 44, height: 44, id: "icon" },
      { type: "VStack", alignment: "leading", spacing: 4, children: [
        { type: "frame", height: 20, content: { type: "Rectangle", id: "title" } },
        { type: "padding", trailing: 40, content: { type: "Rectangle", id: "subtitle" } }] },
      { type: "Spacer" },
      { type: "frame", width: 60, height: 28, content: { type: "Capsule", id: "badge" } }] },
    { type: "frame", width: 150, height: 60, alignment: "leading", content: { type: "HStack", spacing: 0, children: [
      { type: "flexibleFrame", maxWidth: 100, content: { type: "Rectangle", id: "max100" } },
      { type: "flexibleFrame", minWidth: 100, content: { type: "Rectangle", id: "min100" } }] } },
    { type: "overlay", alignment: "topTrailing",
      content: { type: "aspectRatio", ratio: 2, content: { type: "Color", id: "card" } },
      secondary: { type: "offset", x: 6, y: -6, content: { type: "frame", width: 16, height: 16,
        content: { type: "Circle", id: "dot" } } } }] },
};
let swiftUIAsked = 0, swiftUITimer = 0;

/** Whether the page is in SwiftUI mode, and the body its URL holds (null: none or unreadable). */
function swiftUIFromURL() {
  const q = new URLSearchParams(window.location.search);
  if (!q.has("swiftui")) return { on: false, body: null };
  try { return { on: true, body: JSON.parse(q.get("swiftui")) }; } catch (error) { return { on: true, body: null }; }
}

/** Marks the editor valid or not, with its note. */
function swiftUIMark(message, bad) {
  $("su-body").setAttribute("aria-invalid", bad ? "true" : "false");
  $("su-body-note").textContent = message;
  $("su-body-note").classList.toggle("pg-bad", bad);
}

/** The editor's body, or null (the error marked at the field). */
function swiftUIParse() {
  let body;
  try {
    body = JSON.parse($("su-body").value);
  } catch (error) {
    swiftUIMark(`not JSON yet: ${error.message}`, true);
    return null;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    swiftUIMark("the body is a JSON object: {\"proposal\": …, \"view\": …}", true);
    return null;
  }
  swiftUIMark("", false);
  return body;
}

/** Asks the layout (JSON), shows its outline, then the picture at the zoom that fits it to the stage. */
async function swiftUIAsk(body) {
  const mine = ++swiftUIAsked, compact = JSON.stringify(body);
  const post = (extra) => fetch("/swiftui/layout", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, ...extra }) });
  $("su-curl").textContent = `curl -s -X POST '${window.location.origin}/swiftui/layout' `
    + `-H 'Content-Type: application/json' -d '${compact.replace(/'/g, "'\\''")}' | jq .`;
  $("su-status").textContent = "asking…";
  const response = await post({});
  const text = await response.text();
  if (mine !== swiftUIAsked) return;
  let answer = null;
  try { answer = JSON.parse(text); } catch (error) { answer = null; }
  $("su-answer").textContent = answer ? JSON.stringify(answer, null, 2) : text;
  if (!response.ok || !answer) {
    const path = answer && answer.viewPath ? ` (the view at path ${answer.viewPath[0]})` : "";
    swiftUIMark(answer && answer.detail ? answer.detail + path : `HTTP ${response.status}`, true);
    $("su-status").textContent = `(${response.status})`;
    document.body.dataset.swiftuiAnswered = String(mine);
    return;
  }
  swiftUIShowOutline(answer);
  if (!await swiftUIDraw(post, answer, body, mine)) return;
  swiftUIOutlineFrame(swiftUINodes.find((node) => node.path === swiftUIPicked));
  const round = (v) => Math.round(v * 100) / 100, region = answer.region;
  $("su-status").textContent = `(${response.status}) ${answer.nodes.length} views, `
    + `${round(answer.size.width)} × ${round(answer.size.height)} pt at @${answer.scale}x`
    + (region ? `, placed in the ${region.name} at (${round(region.frame.x)}, ${round(region.frame.y)})` : "");
  document.body.dataset.swiftuiAnswered = String(mine);
}

/** Writes the body into the URL (a new history entry when it changed) and asks it. */
function swiftUICommit(body, push) {
  const url = "/?swiftui=" + encodeURIComponent(JSON.stringify(body));
  if (push && url !== window.location.pathname + window.location.search) history.pushState(null, "", url);
  swiftUIAsk(body).catch((error) => { $("su-status").textContent = String(error); });
}

/** Shows the mode the URL asks for; in SwiftUI mode fills the editor from the URL and asks. */
function swiftUIRestore() {
  const { on, body } = swiftUIFromURL();
  document.body.classList.toggle("pg-swiftui-mode", on);
  if (!on) return;
  $("su-body").value = JSON.stringify(body ?? swiftUIExample, null, 2);
  const parsed = swiftUIParse();
  if (parsed) swiftUIHostFromBody(parsed);
  if (parsed) swiftUICommit(parsed, false);
}

/** Lays the editor's view out on every model of a family (or every model) with POST /swiftui/sheet and shows the
 * sheet's SVG as an image: its own document, so its ids never meet the layout picture's. */
async function swiftUISheet() {
  const body = swiftUIParse();
  if (!body || !body.view) { $("su-sheet-status").textContent = "the body needs a view"; return; }
  const models = $("su-sheet-models").value;
  // A watch has no safe area of its own a view could be asked to fill: its sheet is hosted in the window.
  const ask = { view: body.view, format: "svg", colorScheme: pictureScheme(),
    ...(models === "all" ? { all: true } : { family: models }),
    ...(models === "applewatch" ? { region: "window" } : {}) };
  // Text sizes and languages multiply the contexts; without a choice, the editor's own size and direction.
  const sizes = $("su-sheet-text-sizes").value, languages = $("su-sheet-languages").value;
  if (sizes) ask.dynamicTypeSizes = sizes.split(",");
  else if (typeof body.dynamicTypeSize === "string") ask.dynamicTypeSizes = [body.dynamicTypeSize];
  if (languages) ask.pseudolanguages = languages.split(",");
  if (body.layoutDirection === "rightToLeft") ask.layoutDirections = ["rightToLeft"];
  $("su-sheet-status").textContent = "asking…";
  const response = await fetch("/swiftui/sheet", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ask) });
  if (!response.ok) {
    const text = await response.text();
    let detail = text;
    try { detail = JSON.parse(text).detail || text; } catch (error) { detail = text; }
    $("su-sheet-status").textContent = `(${response.status}) ${detail}`;
    return;
  }
  const picture = $("su-sheet-picture");
  if (picture.src) URL.revokeObjectURL(picture.src);
  picture.src = URL.createObjectURL(new Blob([await response.text()], { type: "image/svg+xml" }));
  $("su-sheet").hidden = false;
  $("su-sheet-status").textContent = `(${response.status}) ${models === "all" ? "every model" : models}`;
  document.body.dataset.sheetAnswered = "true";
}

window.addEventListener("DOMContentLoaded", async () => {
  await devicesLoaded; // the host's device list is the /fit mode's
  swiftUIFillDevices();
  $("su-body").addEventListener("input", () => {
    clearTimeout(swiftUITimer);
    const body = swiftUIParse();
    if (!body) { $("su-status").textContent = "waiting for a whole JSON object"; return; }
    swiftUIHostFromBody(body);
    swiftUITimer = setTimeout(() => swiftUICommit(body, true), 400);
  });
  $("su-example").addEventListener("click", () => {
    $("su-body").value = JSON.stringify(swiftUIExample, null, 2);
    swiftUIMark("", false);
    swiftUIHostFromBody(swiftUIExample);
    swiftUICommit(swiftUIExample, true);
  });
  $("su-sheet-ask").addEventListener("click", () => {
    swiftUISheet().catch((error) => { $("su-sheet-status").textContent = String(error); });
  });
  window.addEventListener("popstate", swiftUIRestore);
  swiftUIRestore();
});
