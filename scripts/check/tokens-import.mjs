// The design tokens as a token pipeline imports them (scripts/test.sh runs this in Node against a live layoutd):
// every dimension of /devices.tokens.json (the default form) goes through the parse Style Dictionary's built-in
// `size/px` and `size/pxToRem` transforms apply, and comes out as the same number; the 2025.10 object form
// (`dimensions=object`), which those transforms do not read yet (style-dictionary issue #1501), is shown to give NaN,
// so the check can fail. `Accept: application/design-tokens+json` gets the same document.
//
// The transforms are mirrored here because no npm registry is reachable from this project's machines: they are the
// ones in style-dictionary/style-dictionary, lib/common/transforms.js at commit
// 57e4e7d5e6d6e6a0cdf4c22a9763d5fe71a48bf3 (`sizePx`: `parseFloat($value)`, a throw on NaN, `+ 'px'`; `sizePxToRem`:
// `parseFloat($value) / basePxFontSize` (16), `'0'` for 0, `+ 'rem'`).
//
//     node scripts/check/tokens-import.mjs http://127.0.0.1:PORT
//     # => tokens-import: 4321 dimensions … read by size/px and size/pxToRem; the object form gives NaN …

const base = process.argv[2];
if (!base) {
  console.error("usage: node scripts/check/tokens-import.mjs BASE_URL");
  process.exit(2);
}

/** Style Dictionary's `size/px`: the number parsed from the value, then `px`; an unparsable value throws. */
function sizePx(token) {
  const parsed = parseFloat(token.$value);
  if (Number.isNaN(parsed)) throw new Error(`Invalid Number: ${JSON.stringify(token.$value)}, cannot transform to px`);
  return `${parsed}px`;
}

/** Style Dictionary's `size/pxToRem` with its default base font size (16). */
function sizePxToRem(token) {
  const parsed = parseFloat(token.$value);
  if (Number.isNaN(parsed)) throw new Error(`Invalid Number: ${JSON.stringify(token.$value)}, cannot transform to rem`);
  return parsed === 0 ? "0" : `${parsed / 16}rem`;
}

/** Every dimension token of a document, with its dotted path. */
function* dimensions(node, path = "") {
  if (!node || typeof node !== "object") return;
  if ("$value" in node) {
    if (node.$type === "dimension") yield [path, node];
    return;
  }
  for (const [name, child] of Object.entries(node)) {
    if (!name.startsWith("$")) yield* dimensions(child, path ? `${path}.${name}` : name);
  }
}

async function get(path, headers = {}) {
  const response = await fetch(base + path, { headers });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const failures = [];
const plainText = await (await get("/devices.tokens.json")).text();
const document = JSON.parse(plainText);
let count = 0;
for (const [path, token] of dimensions(document)) {
  count += 1;
  try {
    const px = sizePx(token);
    const rem = sizePxToRem(token);
    const number = Number(token.$value.slice(0, -2));
    if (px !== token.$value || !Number.isFinite(number) || (number !== 0 && rem !== `${number / 16}rem`)) {
      failures.push(`${path}: ${JSON.stringify(token.$value)} became ${px} and ${rem}`);
    }
  } catch (error) {
    failures.push(`${path}: ${error.message}`);
  }
}
if (count < 1000) failures.push(`only ${count} dimension tokens in /devices.tokens.json`);

// The 2025.10 object form: the same transforms give NaN (what the default form avoids).
const objects = [...dimensions(await (await get("/devices.tokens.json?dimensions=object")).json())];
const unread = objects.filter(([, token]) => Number.isNaN(parseFloat(token.$value))).length;
if (objects.length !== count || unread !== count) {
  failures.push(`object form: ${unread} of ${objects.length} dimensions unread (expected all ${count})`);
}

// DTCG's media type is answered with the same document.
const asked = await get("/devices.tokens.json", { Accept: "application/design-tokens+json" });
if ((await asked.text()) !== plainText) failures.push("Accept: application/design-tokens+json gave another document");
const refused = await fetch(base + "/devices.tokens.json", { headers: { Accept: "text/html" } });
if (refused.status !== 406) failures.push(`Accept: text/html gave ${refused.status}, not 406`);

if (failures.length) {
  for (const failure of failures.slice(0, 20)) console.error(`FAIL: ${failure}`);
  process.exit(1);
}
console.log(`tokens-import: ${count} dimensions of /devices.tokens.json read by size/px and size/pxToRem as ` +
  `the same numbers; the object form gives NaN for all ${unread}; Accept: application/design-tokens+json ` +
  `answered, text/html 406`);
