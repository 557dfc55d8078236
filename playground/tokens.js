// playground/tokens.js: served as part of /playground.js (scripts/generate/embedded.py joins the files).
// --- Design tokens -----------------------------------------------------------------------------------------------
// The selected device's DTCG tokens (/devices/{id}/tokens): copied or downloaded, with a note counting the tokens
// and the figures no source gives. Separate from the question above: it reads only the device field.

/** The tokens' path for the selected device, e.g. `/devices/iphone-16-pro/tokens?dimensions=object`. */
function tokensPath() {
  const id = encodeURIComponent(field("device").value);
  const q = new URLSearchParams();
  displayQuery(q); // the chosen display's group on a model with more than one
  if ($("q-tokens-object").checked) q.set("dimensions", "object");
  return `/devices/${id}/tokens` + (q.toString() ? "?" + q : "");
}

/** The key of layoutd's `$extensions` in a token document (a reverse-domain name, as DTCG asks). */
const TOKENS_EXTENSION = "io.github.layoutd";

/** Counts a token document's tokens (objects with `$value`) and unknown figures (in its `$extensions`). */
function countTokens(node) {
  if (!node || typeof node !== "object") return { tokens: 0, unknown: 0 };
  if ("$value" in node) return { tokens: 1, unknown: 0 };
  const ours = node.$extensions && node.$extensions[TOKENS_EXTENSION];
  const unknown = ours && ours.unknown;
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
  await copyText(text);
  const count = countTokens(JSON.parse(text));
  $("q-tokens-note").textContent = `tokens copied: ${count.tokens} tokens, ${count.unknown} figures no source gives `
    + `(left out, never 0), ${text.length} characters`;
}

window.addEventListener("DOMContentLoaded", () => {
  updateTokens();
  $("inputs").addEventListener("change", updateTokens);
  $("q-tokens-object").addEventListener("change", updateTokens);
  window.addEventListener("popstate", updateTokens);
  $("q-tokens-copy").addEventListener("click", copyTokens);
  $("q-tokens-download").addEventListener("click", (event) => {
    if (field("source").value !== "device") { event.preventDefault(); return; }
    updateTokens(); // the device may have been restored from the URL since the last change
  });
});
