// The layoutd playground: asks /fit (or, for a device on its own, /devices/{id}) for the JSON answer and the picture
// as the inputs change. Plain JavaScript, no dependencies; everything it needs is served by layoutd itself. The
// question lives in the page's URL (shareable; back and forward restore it); input is checked at the field and only a
// whole question is asked. The stage (picture, legend strip, zoom) is in stage.js.
"use strict";

const $ = (id) => document.getElementById(id);
const fields = ["source", "device", "display", "orientation", "region", "keyboard", "container", "aspectRatio",
  "content", "mode"];
const field = (name) => $("q-" + name);
// The device's default is the catalog's flagship, set when the list arrives (stage.js, orderDevices); no aspect
// ratio: a device is drawn on its own until one (or a content size) is given.
const defaults = { source: "device", device: "", display: "", orientation: "portrait", region: "safeArea",
  keyboard: "predictive",
  container: "852x393", aspectRatio: "", content: "", mode: "scaleAspectFit" };
const sizePattern = /^\d+(\.\d+)?\s*[x×]\s*\d+(\.\d+)?$/i;
const ratioPattern = /^\d+(\.\d+)?(:\d+(\.\d+)?)?$/;
let devices = new Map(), asked = 0, zoomFactor = 1, timer = 0;
let devicesLoaded = Promise.resolve(); // the device list's request (the SwiftUI mode waits for it too)
let latest = { json: "", svg: "", query: "", picture: "", alone: false };

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
    q.set("device", field("device").value);
    displayQuery(q);
    for (const name of ["orientation", "region"]) q.set(name, field(name).value);
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
  if (!r && !c && field("source").value === "container") {
    mark("aspectRatio", "give an aspect ratio or a content size", true);
    ok = false;
  } else if (!r && !c) {
    mark("aspectRatio", "empty: the device on its own; give one to fit a rect", false);
  }
  if (field("source").value === "container") {
    const good = sizePattern.test(field("container").value.trim());
    mark("container", good ? "" : "W×H in points, e.g. 852x393", !good);
    ok = ok && good;
  }
  return ok;
}

/** Restricts orientation and region to what the chosen device has (a Watch is portrait, a TV landscape). */
function fitToDevice() {
  const model = devices.get(field("device").value);
  if (!model) return;
  const d = fitDisplays(model); // the chosen display's figures on a model with more than one
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
  document.querySelector("[data-copy=tokens]").disabled = field("source").value !== "device";
  fitKeyboardAndZoom(d);
  if (deviceAlone()) { // Display Zoom changes a fitted question's window; the device alone is drawn as sold
    field("displayZoom").disabled = true;
    field("displayZoom").checked = false;
    hint("displayZoom", "for a fitted rect: give an aspect ratio or a content size");
  }
}

/** The drawing's size in points, from the JSON answer (the picture's viewBox). */
function viewSize(answer) {
  if (answer.deviceRegion) return answer.deviceRegion.window;
  const a = answer.container, b = answer.unroundedRect || a;
  const minX = Math.min(a.x, b.x), minY = Math.min(a.y, b.y);
  return { width: Math.max(a.x + a.width, b.x + b.width) - minX,
    height: Math.max(a.y + a.height, b.y + b.height) - minY };
}

/** The colours the pictures are asked in (`colorScheme`): the page's own, whose CSS follows the viewer's scheme. */
function pictureScheme() {
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Asks the whole question: the JSON answer, then the picture at the zoom that fits it to the stage. */
async function ask() {
  const alone = deviceAlone(), mine = ++asked;
  const device = `/devices/${encodeURIComponent(field("device").value)}`;
  const shown = new URLSearchParams();
  displayQuery(shown);
  const q = alone ? deviceQuery() : fitQuery();
  const json = alone ? `${device}${shown.toString() ? "?" + shown : ""}` : `/fit?${q}`;
  const scheme = `&format=svg&colorScheme=${pictureScheme()}`;
  const picture = alone ? `${device}?${q}${scheme}` : `/fit?${q}${scheme}`;
  const origin = window.location.origin;
  $("curl").textContent = `curl -s '${origin}${json}' | jq .\ncurl -s '${origin}${picture}' > answer.svg`;
  $("status").textContent = "asking…";
  const response = await fetch(json);
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
  if (!alone) showKeyboardFigures(answer);
  const size = alone ? deviceViewSize(answer) : viewSize(answer);
  const svg = await drawPicture(picture, size, mine);
  if (svg === null) return;
  latest = { json: $("answer").textContent, svg, query: q, picture, alone };
  const link = $("q-download");
  if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  link.download = `layoutd-${(field("source").value === "device" ? field("device").value : "container")}.svg`;
  const round = (v) => Math.round(v * 100) / 100;
  $("status").textContent = `(${response.status}) ${round(size.width)} × ${round(size.height)} pt`
    + (alone ? ", the device alone" : "");
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
  if (name === "source" && field("source").value === "container" && !field("aspectRatio").value.trim()
      && !field("content").value.trim()) {
    field("aspectRatio").value = "16:9"; // a container holds a fitted rect: it needs a ratio
  }
  if (name === "source") showSource();
  if (["device", "display", "orientation", "source", "aspectRatio", "content"].includes(name)) fitToDevice();
  clearTimeout(timer);
  if (!validate(name)) { $("status").textContent = "waiting for a whole question"; return; }
  timer = setTimeout(() => commit(true), 300);
}

/** Sets the inputs from the page's URL (on load, back and forward). */
function restore() {
  const q = new URLSearchParams(window.location.search);
  for (const name of fields) field(name).value = q.get(name) ?? defaults[name];
  wantedDisplay = q.get("display") ?? ""; // the display list is filled for the device in fitToDevice
  zoomFactor = Number(q.get("zoom")) > 0 ? Number(q.get("zoom")) : 1;
  $("q-legend").checked = q.get("legend") !== "false";
  field("displayZoom").checked = q.get("displayZoom") === "true";
  showSource();
  fitToDevice();
  validate("");
}

/** Fills the device list from /devices: every model, grouped by family, newest first; the flagship is the default. */
async function loadDevices() {
  const members = "id,name,family,idiom,released,orientations,safeAreaInsets,displayCornerRadius,displayZoom,keyboard,"
    + "displays,screen";
  const response = await fetch(`/devices?fields=${members}&limit=1000`);
  const list = (await response.json()).devices;
  for (const d of list) devices.set(d.id, { ...d, radius: d.displayCornerRadius && d.displayCornerRadius.value });
  const { groups, flagship } = orderDevices(list);
  defaults.device = flagship;
  field("device").replaceChildren(...deviceGroups(groups, flagship));
}

/** The device list's options, one group per family (orderDevices' groups), the flagship marked. */
function deviceGroups(groups, flagship) {
  return groups.map(([family, members]) => {
    const group = document.createElement("optgroup");
    group.label = family;
    group.append(...members.map((d) => new Option(d.name + (d.id === flagship ? " (flagship)" : ""), d.id)));
    return group;
  });
}

/** Copies the curl command, the JSON, the SVG, the CSS, a Figma frame or SwiftUI constants of the question shown. */
async function copy(what) {
  if (what === "tokens") {
    await copyTokens();
    $("q-copied").textContent = $("q-tokens-note").textContent;
    return;
  }
  let text = { curl: $("curl").textContent, json: latest.json, svg: latest.svg }[what] ?? await copyAsText(what);
  if (what === "css") {
    const d = field("device").value, shown = new URLSearchParams();
    displayQuery(shown); // the chosen display's CSS on a model with more than one
    const r = await fetch(`/devices/${encodeURIComponent(d)}/css${shown.toString() ? "?" + shown : ""}`);
    text = r.ok ? await r.text() : "";
    if (!r.ok) { $("q-copied").textContent = "CSS is for an iPhone, iPad or iPod touch"; return; }
  }
  await copyText(text);
  $("q-copied").textContent = `${what} copied (${text.length} characters)`;
}

/** Puts text on the clipboard (or, where the page may not, copies it from a selected text area). */
async function copyText(text) {
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
}

function setZoom(factor) {
  zoomFactor = Math.min(16, Math.max(0.25, factor));
  commit(true);
}

window.addEventListener("DOMContentLoaded", async () => {
  devicesLoaded = loadDevices();
  await devicesLoaded;
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

