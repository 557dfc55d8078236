// The layoutd playground: asks /fit for the picture and the JSON answer as the inputs change. Plain JavaScript, no
// dependencies; everything it needs is served by layoutd itself.
"use strict";

const $ = (id) => document.getElementById(id);
const fields = ["source", "device", "orientation", "region", "container", "aspectRatio", "content", "mode", "zoom"];
let asked = 0;

/** The /fit query of the current inputs (without format and zoom). */
function question() {
  const q = new URLSearchParams();
  if ($("source").value === "device") {
    q.set("device", $("device").value);
    q.set("orientation", $("orientation").value);
    q.set("region", $("region").value);
  } else {
    q.set("container", $("container").value.trim());
  }
  const ratio = $("aspectRatio").value.trim(), content = $("content").value.trim();
  if (ratio) q.set("aspectRatio", ratio);
  if (content) q.set("content", content);
  if ($("mode").value !== "scaleAspectFit") q.set("mode", $("mode").value);
  return q.toString().replace(/%3A/g, ":");
}

function zoom() {
  const z = Number($("zoom").value);
  return z > 0 && z <= 20 ? z : 1;
}

/** Asks for the JSON answer and the picture; a newer question's answers replace an older one's. */
async function update() {
  $("inputs").querySelectorAll(".device-only").forEach((e) => { e.hidden = $("source").value !== "device"; });
  $("inputs").querySelectorAll(".container-only").forEach((e) => { e.hidden = $("source").value !== "container"; });
  const q = question(), z = zoom(), mine = ++asked;
  const origin = window.location.origin;
  $("curl").textContent = `curl -s '${origin}/fit?${q}' | jq .\n`
    + `curl -s -H 'Accept: image/svg+xml' '${origin}/fit?${q}${z !== 1 ? "&zoom=" + z : ""}' > answer.svg`;
  const [json, svg] = await Promise.all([
    fetch(`/fit?${q}`).then(async (r) => [r.status, await r.text()]),
    fetch(`/fit?${q}&format=svg&zoom=${z}`).then(async (r) => [r.status, await r.text()]),
  ]);
  if (mine !== asked) return;
  $("status").textContent = `(${json[0]})`;
  try {
    $("answer").textContent = JSON.stringify(JSON.parse(json[1]), null, 2);
  } catch (error) {
    $("answer").textContent = json[1];
  }
  $("picture").innerHTML = svg[0] === 200 ? svg[1].replace(/^<\?xml[^>]*>\s*/, "") : "";
  document.body.dataset.answered = String(mine);
}

/** Fills the device list from /devices?fields=… (the devices with a window to place content in). */
async function loadDevices() {
  const response = await fetch("/devices?fields=id,name,idiom&limit=1000"); // every model (a page is 50 without a limit)
  const list = (await response.json()).devices.filter((d) => d.idiom === "phone" || d.idiom === "pad");
  const select = $("device"), chosen = select.value;
  select.replaceChildren(...list.map((d) => {
    const option = document.createElement("option");
    option.value = d.id;
    option.textContent = d.name;
    option.selected = d.id === chosen;
    return option;
  }));
}

window.addEventListener("DOMContentLoaded", async () => {
  for (const id of fields) {
    $(id).addEventListener("input", update);
    $(id).addEventListener("change", update);
  }
  await loadDevices();
  await update();
});
