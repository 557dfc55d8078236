// playground/swiftui-outline.js: served as part of /playground.js (scripts/generate/embedded.py joins the files).
// MARK: SwiftUI mode: the outline of the views
// The answer's nodes as a tree (role="tree", one tab stop: the arrow keys move and pick, Home and End, Right opens a
// closed view or goes to its first child, Left closes an open one or goes to its parent). Picking a view outlines
// its frame over the picture and shows its whole answer (size, frame, pixel frame, proposal) beside; a click in the
// picture picks the innermost view there (again: the one around it) and shows it in the outline.

let swiftUINodes = [], swiftUIPicked = "0";

/** A number or a proposed dimension for people: three decimals at most, nil, ∞, NaN. */
function swiftUIFigure(value) {
  if (typeof value === "number") return String(Math.round(value * 1000) / 1000);
  return { null: "nil", infinity: "∞", nan: "NaN" }[String(value)] ?? String(value);
}

/** A view's name: its type and its id, quoted. */
function swiftUIViewName(node) {
  return node.type + (node.id !== null && node.id !== undefined ? ` "${node.id}"` : "");
}

/** Writes the outline of the answer's nodes (pre-order: a node's parent is its path less the last index). */
function swiftUIShowOutline(answer) {
  swiftUINodes = answer.nodes;
  const items = new Map(), tree = $("su-outline");
  tree.replaceChildren();
  for (const node of answer.nodes) {
    const f = node.frame, item = document.createElement("li"), label = document.createElement("span");
    const size = `${swiftUIFigure(f.width)} × ${swiftUIFigure(f.height)}`;
    item.id = `su-item-${node.path}`;
    item.dataset.path = node.path;
    item.tabIndex = -1;
    item.setAttribute("role", "treeitem");
    item.setAttribute("aria-selected", "false");
    item.setAttribute("aria-level", String(node.path.split(".").length));
    item.setAttribute("aria-label", `${swiftUIViewName(node)}, ${size} points at ${swiftUIFigure(f.x)}, `
      + `${swiftUIFigure(f.y)}, path ${node.path}`);
    const note = document.createElement("span");
    note.className = "pg-su-path";
    note.textContent = ` ${size} · ${node.path}`;
    label.append(swiftUIViewName(node), note);
    item.append(label);
    const cut = node.path.lastIndexOf("."), parent = cut < 0 ? null : items.get(node.path.slice(0, cut));
    if (parent) {
      let group = parent.querySelector(":scope > ul");
      if (!group) {
        group = document.createElement("ul");
        group.setAttribute("role", "group");
        parent.append(group);
        parent.setAttribute("aria-expanded", "true");
      }
      group.append(item);
    } else {
      tree.append(item);
    }
    items.set(node.path, item);
  }
  const kept = items.has(swiftUIPicked) ? swiftUIPicked : answer.nodes[0]?.path;
  if (kept !== undefined) swiftUIPick(kept, false);
  else swiftUIShowNode(null);
}

/** Picks a view: selected in the outline (its closed parents opened), its frame outlined, its answer shown. */
function swiftUIPick(path, focus) {
  const item = document.getElementById(`su-item-${path}`), node = swiftUINodes.find((n) => n.path === path);
  if (!item || !node) return;
  swiftUIPicked = path;
  for (const old of $("su-outline").querySelectorAll('[aria-selected="true"]')) {
    old.setAttribute("aria-selected", "false");
    old.tabIndex = -1;
  }
  for (let up = item.parentElement.closest("[role=treeitem]"); up; up = up.parentElement.closest("[role=treeitem]")) {
    up.setAttribute("aria-expanded", "true");
  }
  item.setAttribute("aria-selected", "true");
  item.tabIndex = 0;
  if (focus) item.focus({ preventScroll: true });
  const tree = $("su-outline"), row = item.firstElementChild.getBoundingClientRect();
  const box = tree.getBoundingClientRect(); // scroll the outline only, never the page
  if (row.top < box.top) tree.scrollTop -= box.top - row.top;
  else if (row.bottom > box.bottom) tree.scrollTop += row.bottom - box.bottom;
  swiftUIShowNode(node);
  swiftUIOutlineFrame(node);
}

/** Shows a view's whole answer: its figures for people, and the node as the JSON answer has it. */
function swiftUIShowNode(node) {
  if (!node) {
    $("su-node-figures").replaceChildren();
    $("su-node").textContent = "";
    return;
  }
  const rect = (f) => `${swiftUIFigure(f.width)} × ${swiftUIFigure(f.height)} at `
    + `(${swiftUIFigure(f.x)}, ${swiftUIFigure(f.y)})`;
  const rows = [["view", swiftUIViewName(node)], ["path", node.path],
    ["size", `${swiftUIFigure(node.frame.width)} × ${swiftUIFigure(node.frame.height)} pt`],
    ["frame", rect(node.frame)], ["pixel frame", rect(node.pixelFrame)],
    ["proposal", `${swiftUIFigure(node.proposal.width)} × ${swiftUIFigure(node.proposal.height)}`]];
  $("su-node-figures").replaceChildren(...rows.flatMap(([term, value]) => {
    const dt = document.createElement("dt"), dd = document.createElement("dd");
    dt.textContent = term;
    dd.textContent = value;
    return [dt, dd];
  }));
  $("su-node").textContent = JSON.stringify(node, null, 2);
}

/** Outlines the picked view's frame over everything the picture draws (a rect of its own, last in the SVG). */
function swiftUIOutlineFrame(node) {
  const svg = document.querySelector("#su-picture svg");
  if (!svg || !node) return;
  let mark = svg.querySelector(".pg-su-pick");
  if (!mark) {
    mark = document.createElementNS(svg.namespaceURI, "rect");
    mark.setAttribute("class", "pg-su-pick");
    mark.setAttribute("aria-hidden", "true");
  }
  svg.append(mark); // last: over the labels too
  for (const key of ["x", "y", "width", "height"]) mark.setAttribute(key, String(node.frame[key]));
  mark.dataset.pick = node.path;
}

/** The outline's items a person can reach now (none inside a closed view). */
function swiftUIShownItems() {
  return [...$("su-outline").querySelectorAll("[role=treeitem]")]
    .filter((item) => !item.parentElement.closest('[aria-expanded="false"]'));
}

/** The outline's keys: Up, Down, Home, End move and pick; Right opens or goes in; Left closes or goes out. */
function swiftUIOutlineKey(event) {
  const item = event.target.closest("[role=treeitem]");
  if (!item) return;
  const shown = swiftUIShownItems(), at = shown.indexOf(item), open = item.getAttribute("aria-expanded");
  let next = null;
  switch (event.key) {
    case "ArrowDown": next = shown[at + 1]; break;
    case "ArrowUp": next = shown[at - 1]; break;
    case "Home": next = shown[0]; break;
    case "End": next = shown[shown.length - 1]; break;
    case "ArrowRight":
      if (open === "false") item.setAttribute("aria-expanded", "true");
      else if (open === "true") next = item.querySelector("[role=treeitem]");
      break;
    case "ArrowLeft":
      if (open === "true") item.setAttribute("aria-expanded", "false");
      else next = item.parentElement.closest("[role=treeitem]");
      break;
    case "Enter": case " ": next = item; break;
    default: return;
  }
  event.preventDefault();
  if (next) swiftUIPick(next.dataset.path, true);
}

/** A click in the picture: the innermost view whose frame holds the point; a second click there, the one around it. */
function swiftUIPictureClick(event) {
  const svg = document.querySelector("#su-picture svg");
  if (!svg || !svg.getScreenCTM()) return;
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
  const holding = swiftUINodes.filter(({ frame: f }) => p.x >= f.x && p.x <= f.x + f.width && p.y >= f.y
    && p.y <= f.y + f.height).reverse();
  if (!holding.length) return;
  const at = holding.findIndex((node) => node.path === swiftUIPicked);
  swiftUIPick(holding[(at + 1) % holding.length].path, false);
}

window.addEventListener("DOMContentLoaded", () => {
  $("su-outline").addEventListener("keydown", swiftUIOutlineKey);
  $("su-outline").addEventListener("click", (event) => {
    const item = event.target.closest("[role=treeitem]");
    if (item) swiftUIPick(item.dataset.path, true);
  });
  $("su-picture").addEventListener("click", swiftUIPictureClick);
});
