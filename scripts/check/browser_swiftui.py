#!/usr/bin/env python3
"""The playground's SwiftUI mode hosted on a device, and its outline of the views, in Chromium (run by
scripts/check/browser-tests.py, or alone against a live layoutd). Every expected figure is what this test asks
layoutd itself, apart from the page: the JSON answer (POST /swiftui/layout) and the device (/devices/{id}).

1. At 1440 × 900 and 390 × 844, light and dark: a tree hosted on the iPhone 17 Pro. The page's JSON answer is the
   one this test fetched; the device is drawn (the display the size /devices gives, its Dynamic Island, the safe
   area at the answer's region) and every view at its frame in screen coordinates, each inside the viewport and
   on top where it is drawn (the display at a point outside the safe area, each leaf at its centre), the display's
   screenshot more than one colour; no horizontal scroll; a screenshot of each in a temporary folder (printed).
2. The outline is a tree (role="tree", one tab stop) listing every node of the answer in order, each at its depth.
   Picking a node in it shows that whole node (the JSON shown is the answer's node, member for member; the figures
   list its frame, pixel frame and proposal) and outlines its frame over the picture; a click in the picture picks
   the innermost view there, a second click the one around it; the arrow keys and Home move and pick. The picked
   row takes the page's accent colour, which follows prefers-color-scheme.
3. The controls: the iPhone Duo chosen shows its Display list (the ids /devices/iphone-duo lists); its inner display
   in landscapeLeft writes device, display, orientation and region into the body, and the display drawn is the
   inner one turned (the size /devices gives), the answer the one fetched for that body; "none" brings the proposal
   back and draws no device. No console errors.

    python3 scripts/check/browser_swiftui.py PORT
"""
import json
import os
import tempfile
import urllib.parse

from browser_harness import answered as answered_as, errors_of, fetch, png_colours, post, run

BODY = {"device": "iphone-17-pro", "orientation": "portrait", "region": "safeArea", "view": {
    "type": "VStack", "spacing": 12, "children": [
        {"type": "frame", "width": 100, "height": 100, "content": {"type": "Circle", "id": "avatar"}},
        {"type": "HStack", "spacing": 8, "children": [
            {"type": "Rectangle", "id": "left"},
            {"type": "padding", "length": 10, "content": {"type": "Capsule", "id": "right"}}]},
        {"type": "Fixed", "width": 200, "height": 44, "id": "button"}]}}
# The drawing's parts in CSS px (the viewBox's origin is the screen's), and the scale from points to CSS px.
DRAWN = """() => {
    const svg = document.querySelector('#su-picture svg');
    const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect();
        return {x: r.x, y: r.y, width: r.width, height: r.height}; };
    return {svg: box(svg), scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
            display: box(svg.querySelector('[id$=-display]')),
            island: box(svg.querySelector('[id$=-dynamic-island]')),
            safeArea: box(svg.querySelector('[id$="-safe-area"]')), pick: box(svg.querySelector('.pg-su-pick')),
            views: Object.fromEntries([...svg.querySelectorAll('rect[data-path]')]
                .map((e) => [e.dataset.path, box(e)])),
            scrollWidth: document.documentElement.scrollWidth};
}"""
# The element on top at a point (CSS px): inside the picture or not, its id without the picture's prefix, the view path
# it belongs to.
ON_TOP = """([x, y]) => { const e = document.elementFromPoint(x, y);
    const view = e && e.closest('[data-path]'), id = e && e.id.replace(/^p[0-9a-f]{8}-/, '');
    return {inPicture: !!(e && e.closest('#su-picture svg')), id,
            path: view ? view.dataset.path : (id && /^view-.*-label$/.test(id) ? id.slice(5, -6) : null)}; }"""
OUTLINE = """() => [...document.querySelectorAll('#su-outline [role=treeitem]')].map((i) => ({path: i.dataset.path,
    level: Number(i.getAttribute('aria-level')), selected: i.getAttribute('aria-selected') === 'true',
    tabIndex: i.tabIndex, label: i.getAttribute('aria-label')}))"""
SELECTED = "() => document.querySelector('#su-outline [aria-selected=\"true\"]')?.dataset.path"


def answered(page, before):
    return answered_as(page, before, "swiftuiAnswered")


def points(box, drawn):
    """A CSS px box of the drawing in the screen's points."""
    s = drawn["svg"]
    return {"x": (box["x"] - s["x"]) / drawn["scale"], "y": (box["y"] - s["y"]) / drawn["scale"],
            "width": box["width"] / drawn["scale"], "height": box["height"] / drawn["scale"]}


def figure(value):
    """A figure as the page writes it: at most three decimals, no trailing zeros."""
    r = round(value, 3)
    return str(int(r)) if r == int(r) else repr(r)


def near(box, frame, tolerance=0.75):
    return box is not None and all(abs(box[k] - frame[k]) <= tolerance for k in ("x", "y", "width", "height"))


def holds(frame, x, y):
    return frame["x"] <= x <= frame["x"] + frame["width"] and frame["y"] <= y <= frame["y"] + frame["height"]


def inside(box, width, height):
    return (box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["width"] <= width + 0.5
            and box["y"] + box["height"] <= height + 0.5)


def turned(screen, orientation):
    """A portrait screen as held in the orientation."""
    w, h = screen["width"], screen["height"]
    return {"width": max(w, h), "height": min(w, h)} if orientation.startswith("landscape") else {"width": w,
                                                                                                "height": h}


def drawn_as_answered(check, page, answer, screen, what, viewport):
    """The device and every view drawn where the answer says, inside the viewport and on top where drawn."""
    d = page.evaluate(DRAWN)
    width, height = viewport
    check(d["display"] and near(points(d["display"], d), {"x": 0, "y": 0, **screen}),
          f"{what}: the display drawn at {d['display'] and points(d['display'], d)}, not {screen}")
    region = answer["region"]["frame"]
    check(near(points(d["safeArea"], d), region), f"{what}: the safe area drawn at {points(d['safeArea'], d)}, "
          f"not the answer's region {region}")
    check(d["display"] and inside(d["display"], width, height) and inside(d["svg"], width, height),
          f"{what}: the device {d['display']} is not inside the {viewport} viewport")
    check(d["scrollWidth"] <= width, f"{what}: the page is {d['scrollWidth']} px wide in a {width} px viewport")
    island = d["island"] and points(d["island"], d)
    centre = island and (island["x"] + island["width"] / 2, island["y"] + island["height"] / 2)
    if island and not any(holds(node["frame"], *centre) for node in answer["nodes"]):  # no view drawn over it
        top = page.evaluate(ON_TOP, [d["island"]["x"] + d["island"]["width"] / 2,
                                     d["island"]["y"] + d["island"]["height"] / 2])
        check(island["width"] > 0 and top["id"] == "dynamic-island", f"{what}: the Dynamic Island is covered: {top}")
    # A point of the display below the safe area, clear of the home indicator: the display itself on top.
    scale, s = d["scale"], d["svg"]
    below = [s["x"] + 40 * scale, s["y"] + (region["y"] + region["height"] + 6) * scale]
    top = page.evaluate(ON_TOP, below)
    check(top["inPicture"] and top["id"] in ("display", "home-indicator"), f"{what}: the display is covered: {top}")
    shot = page.screenshot(clip=d["display"])
    check(len(png_colours(shot)) > 8, f"{what}: the display's screenshot is one flat colour")
    paths = [node["path"] for node in answer["nodes"]]
    check(sorted(d["views"]) == sorted(paths), f"{what}: views drawn {sorted(d['views'])}, answered {paths}")
    parents = {p.rsplit(".", 1)[0] for p in paths if "." in p}
    for node in answer["nodes"]:
        box = d["views"].get(node["path"])
        check(box is not None and near(points(box, d), node["frame"]),
              f"{what}: {node['path']} drawn at {box and points(box, d)}, not {node['frame']}")
        if box is None or node["frame"]["width"] <= 0 or node["frame"]["height"] <= 0:
            continue
        check(inside(box, width, height), f"{what}: {node['path']} drawn at {box}, outside the {viewport} viewport")
        if node["path"] not in parents:  # a leaf: on top at its centre
            top = page.evaluate(ON_TOP, [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
            check(top["inPicture"] and top["path"] == node["path"], f"{what}: leaf {node['path']} is covered: {top}")
    return d


def picked(check, page, node, what):
    """The picked node: selected alone in the outline, its whole answer shown, its frame outlined."""
    shown = json.loads(page.text_content("#su-node"))
    check(shown == node, f"{what}: picking {node['path']} shows {shown}, not the answer's {node}")
    figures, f, p = page.text_content("#su-node-figures"), node["frame"], node["pixelFrame"]
    for name, r in [("frame", f), ("pixel frame", p)]:
        words = f"{name}{figure(r['width'])} × {figure(r['height'])} at ({figure(r['x'])}, {figure(r['y'])})"
        check(words in figures, f"{what}: the figures {figures!r} lack the {name} {r}")
    d = page.evaluate(DRAWN)
    check(d["pick"] is not None and near(points(d["pick"], d), f), f"{what}: {node['path']} outlined at "
          f"{d['pick'] and points(d['pick'], d)}, not {f}")
    rows = page.evaluate(OUTLINE)
    chosen = [r["path"] for r in rows if r["selected"]]
    stops = [r["path"] for r in rows if r["tabIndex"] == 0]
    check(chosen == [node["path"]] and stops == [node["path"]],
          f"{what}: selected {chosen}, tab stops {stops}, not {node['path']}")


def hosted(browser, base, check, viewport, scheme, folder):
    """Part 1 and 2 at one viewport and colour scheme; returns the screenshot's path."""
    width, height = viewport
    what = f"swiftui device {width}×{height} {scheme}"
    answer = json.loads(post(base, "/swiftui/layout", BODY))
    screen = turned(json.loads(fetch(base, "/devices/iphone-17-pro"))["screen"], "portrait")
    page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme,
                            is_mobile=width < 500, device_scale_factor=3 if width < 500 else 1)
    errors = errors_of(page)
    page.goto(base + "/?swiftui=" + urllib.parse.quote(json.dumps(BODY)))
    answered(page, 0)
    shown = json.loads(page.text_content("#su-answer"))
    check(shown == answer, f"{what}: the page's answer is not the one fetched")
    check(page.input_value("#su-device") == "iphone-17-pro" and page.input_value("#su-region") == "safeArea",
          f"{what}: the controls show {page.input_value('#su-device')} {page.input_value('#su-region')}")
    drawn_as_answered(check, page, answer, screen, what, viewport)
    rows = page.evaluate(OUTLINE)
    nodes = answer["nodes"]
    check([r["path"] for r in rows] == [n["path"] for n in nodes]
          and all(r["level"] == len(n["path"].split(".")) and n["type"] in r["label"] for r, n in zip(rows, nodes)),
          f"{what}: the outline lists {[(r['path'], r['level']) for r in rows]}, the answer {len(nodes)} nodes")
    check(page.get_attribute("#su-outline", "role") == "tree", f"{what}: the outline is not a tree")
    picked(check, page, nodes[0], what + " (first shown)")
    by_id = {n["id"]: n for n in nodes if n["id"]}
    for node in [by_id["avatar"], by_id["right"], nodes[2]]:
        page.click(f"#su-outline [data-path='{node['path']}'] > span")
        picked(check, page, node, what)
    # A click in the picture (scrolled back into view on a phone): the innermost view holding the point, then the
    # one around it.
    page.evaluate("window.scrollTo(0, 0)")
    d = page.evaluate(DRAWN)
    left = by_id["left"]
    x, y = left["frame"]["x"] + left["frame"]["width"] / 2, left["frame"]["y"] + left["frame"]["height"] / 2
    holding = [n for n in reversed(nodes) if holds(n["frame"], x, y)]
    at = [d["svg"]["x"] + x * d["scale"], d["svg"]["y"] + y * d["scale"]]
    for expected in holding[:2]:
        page.mouse.click(*at)
        check(page.evaluate(SELECTED) == expected["path"], f"{what}: a click at {x}, {y} pt picks "
              f"{page.evaluate(SELECTED)}, not {expected['path']}")
        picked(check, page, expected, what + " (clicked)")
    path = os.path.join(folder, f"swiftui-device-{width}x{height}-{scheme}.png")
    page.screenshot(path=path)  # the device and the views, the view around the point outlined
    # The keyboard: Home picks the root, ArrowDown the next node in the outline.
    page.focus(f"#su-outline [data-path='{holding[1]['path']}']")
    page.keyboard.press("Home")
    picked(check, page, nodes[0], what + " (Home)")
    page.keyboard.press("ArrowDown")
    picked(check, page, nodes[1], what + " (ArrowDown)")
    check(page.evaluate("document.activeElement.dataset.path") == nodes[1]["path"], f"{what}: focus left the row")
    accent = {"light": "rgb(0, 96, 223)", "dark": "rgb(100, 168, 255)"}[scheme]
    row = page.evaluate("getComputedStyle(document.querySelector('#su-outline [aria-selected=\"true\"] > span'))"
                        ".backgroundColor")
    check(row == accent, f"{what}: the picked row is {row}, not the {scheme} accent {accent}")
    check(not errors, f"{what}: console errors {errors}")
    page.close()
    return path


def controls(browser, base, check):
    """Part 3: the iPhone Duo's inner display chosen with the controls, then no device."""
    what = "swiftui controls"
    duo = json.loads(fetch(base, "/devices/iphone-duo"))
    inner = next(d for d in duo["displays"] if d["id"] == "inner")
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = errors_of(page)
    page.goto(base + "/?swiftui=" + urllib.parse.quote(json.dumps(BODY)))
    n = answered(page, 0)
    page.select_option("#su-device", "iphone-duo")
    n = answered(page, n)
    listed = page.evaluate("() => [...document.getElementById('su-display').options].map((o) => o.value)")
    check(page.is_visible("#su-display") and listed == [d["id"] for d in duo["displays"]],
          f"{what}: the Display list is {listed}")
    page.select_option("#su-display", "inner")
    n = answered(page, n)
    page.select_option("#su-orientation", "landscapeLeft")
    n = answered(page, n)
    body = json.loads(page.input_value("#su-body"))
    check({k: body.get(k) for k in ("device", "display", "orientation", "region", "proposal")}
          == {"device": "iphone-duo", "display": "inner", "orientation": "landscapeLeft", "region": "safeArea",
              "proposal": None} and body["view"] == BODY["view"], f"{what}: the body became {body}")
    answer = json.loads(post(base, "/swiftui/layout", body))
    check(json.loads(page.text_content("#su-answer")) == answer, f"{what}: the page's answer is not the one fetched")
    check(json.loads(page.text_content("#su-node")) == answer["nodes"][0], f"{what}: the root is not shown whole")
    drawn_as_answered(check, page, answer, turned(inner["screen"], "landscapeLeft"), what, (1440, 900))
    page.select_option("#su-device", "")
    answered(page, n)
    body = json.loads(page.input_value("#su-body"))
    check("proposal" in body and not {"device", "display", "orientation", "region"} & set(body),
          f"{what}: no device gives the body {sorted(body)}")
    check(page.query_selector("#su-picture svg [id$=-display]") is None and json.loads(
        page.text_content("#su-answer"))["region"] is None, f"{what}: a device drawn without one")
    check(not errors, f"{what}: console errors {errors}")
    page.close()


def text_and_direction(browser, base, check):
    """Part 4: the layout direction chosen with its control (the body, the request and the answer: every frame of
    the no-device tree mirrored), and the contact sheet asked across text sizes and languages (what the page sends,
    and the contexts of the same sheet asked as JSON)."""
    what = "swiftui text and direction"
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors, sheets = errors_of(page), []
    page.on("request", lambda r: sheets.append(json.loads(r.post_data)) if r.url.endswith("/swiftui/sheet") else None)
    tree = {"proposal": {"width": 300, "height": 100}, "view": {"type": "HStack", "children": [
        {"type": "Fixed", "width": 40, "height": 40, "id": "icon"},
        {"type": "Text", "string": "Notifications and Sounds", "font": "headline", "lineLimit": 1}]}}
    page.goto(base + "/?swiftui=" + urllib.parse.quote(json.dumps(tree)))
    n = answered(page, 0)
    page.select_option("#su-direction", "rightToLeft")
    answered(page, n)
    body = json.loads(page.input_value("#su-body"))
    check(body.get("layoutDirection") == "rightToLeft", f"{what}: the body became {body}")
    shown = json.loads(page.text_content("#su-answer"))
    ltr = json.loads(post(base, "/swiftui/layout", tree))
    for mirrored, node in zip(shown["nodes"], ltr["nodes"]):
        x = ltr["size"]["width"] - node["frame"]["x"] - node["frame"]["width"]
        check(abs(mirrored["frame"]["x"] - x) < 1e-9, f"{what}: {node['path']} at {mirrored['frame']}, not x {x}")
    page.select_option("#su-sheet-models", "iphone")
    page.select_option("#su-sheet-text-sizes", "large,accessibility5")
    page.select_option("#su-sheet-languages", "none,doubleLength")
    page.click("#su-sheet-ask")
    page.wait_for_function("() => document.body.dataset.sheetAnswered === 'true'")
    asked = sheets[-1] if sheets else {}
    check({k: asked.get(k) for k in ("dynamicTypeSizes", "pseudolanguages", "layoutDirections")}
          == {"dynamicTypeSizes": ["large", "accessibility5"], "pseudolanguages": ["none", "doubleLength"],
              "layoutDirections": ["rightToLeft"]}, f"{what}: the sheet asked {asked}")
    answer = json.loads(post(base, "/swiftui/sheet", {k: v for k, v in asked.items() if k != "format"}))
    named = {(c["dynamicTypeSize"], c["pseudolanguage"]) for g in answer["groups"] for c in g["contexts"]}
    check(named == {(s, p) for s in ("large", "accessibility5") for p in ("none", "doubleLength")},
          f"{what}: the sheet's contexts name {sorted(named)}")
    check(not errors, f"{what}: console errors {errors}")
    page.close()


def swiftui_device(browser, base, check):
    folder = tempfile.mkdtemp(prefix="layoutd-swiftui-")
    shots = [hosted(browser, base, check, viewport, scheme, folder)
             for viewport in [(1440, 900), (390, 844)] for scheme in ["light", "dark"]]
    controls(browser, base, check)
    text_and_direction(browser, base, check)
    print("swiftui device: the iPhone 17 Pro drawn under the views (display, Dynamic Island, safe area and every "
          "view where the answer says, inside the viewport, on top) at 1440 × 900 and 390 × 844, light and dark; "
          "the outline lists every node, picking one (outline, picture click, keys) shows the whole node and "
          "outlines its frame; the Duo's inner display chosen with the controls; right to left mirrored and the sheet "
          "asked across text sizes and languages from the controls; screenshots "
          + " ".join(shots))


if __name__ == "__main__":
    run("swiftui device", swiftui_device)
