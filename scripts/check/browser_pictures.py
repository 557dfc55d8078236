"""Pictures in Chromium (run by scripts/check/browser-tests.py): every SVG fetched (GET and POST) parses with Python's
XML parser and renders as an SVG document with no errors, and no two labels of any model's picture overlap.
"""
import json
import xml.etree.ElementTree as ET

from browser_http import fetch, post

PICTURES = [
    "/fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9&format=svg",
    "/fit?device=iphone-x&orientation=landscapeRight&region=safeArea&aspectRatio=4:3&format=svg&zoom=2",
    "/fit?container=1000x500&content=640x480&mode=fill&alignment=top&scale=2&format=svg&zoom=8",
    "/devices/iphone-16-pro?format=svg",
    "/devices/ipad-pro-13-inch-m4?format=svg&orientation=landscape&aspectRatio=4:3&zoom=0.5",
    "/tvgrid?columns=5&itemAspectRatio=16:9&focusedScale=1.1&titleHeight=40&format=svg&zoom=0.5",
    "/alignment?alignmentRect=10,10,24,30&scale=3&format=svg&zoom=8",
]
# POST pictures: (path, body); each is checked like the GET pictures, from its bytes (parsed and rendered).
POSTED_PICTURES = [
    ("/swiftui/layout", {"proposal": {"width": 150, "height": 100}, "format": "svg", "zoom": 2, "view": {
        "type": "HStack", "spacing": 0, "children": [
            {"type": "flexibleFrame", "maxWidth": 100, "content": {"type": "Rectangle", "id": "a"}},
            {"type": "flexibleFrame", "minWidth": 100, "content": {"type": "Circle", "id": "b"}}]}}),
    ("/swiftui/sheet", {"family": "iphone", "orientations": ["portrait"], "format": "svg", "view": {
        "type": "VStack", "children": [{"type": "Fixed", "width": 500, "height": 10, "id": "wide"},
                                       {"type": "Rectangle", "id": "fill"}]}}),
]
SVG_NS = "{http://www.w3.org/2000/svg}"


def pictures(page, base, check):
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    for path in PICTURES:
        body = fetch(base, path)
        root = ET.fromstring(body)  # raises on anything that is not well-formed XML
        check(root.tag == SVG_NS + "svg", f"{path}: the root is {root.tag}")
        ids = [e.get("id") for e in root.iter() if e.get("id")]
        check(len(ids) == len(set(ids)), f"{path}: repeated ids")
        page.goto(base + path)
        rendered = page.evaluate("""() => ({root: document.documentElement.localName,
            errors: document.getElementsByTagName('parsererror').length,
            shapes: [...document.querySelectorAll('rect[id]')]
                .filter(e => e.getBBox().width > 0 || e.getBBox().height > 0).length})""")
        check(rendered["root"] == "svg" and rendered["errors"] == 0,
              f"{path}: Chromium did not render an SVG document ({rendered})")
        check(rendered["shapes"] >= 2, f"{path}: fewer than two shapes rendered ({rendered})")
    for path, body in POSTED_PICTURES:
        svg = post(base, path, body)
        root = ET.fromstring(svg)
        check(root.tag == SVG_NS + "svg", f"POST {path}: the root is {root.tag}")
        ids = [e.get("id") for e in root.iter() if e.get("id")]
        check(len(ids) == len(set(ids)), f"POST {path}: repeated ids")
        page.goto("about:blank")
        page.set_content(svg.decode()[svg.decode().index("<svg"):])
        shapes = page.evaluate(
            "() => [...document.querySelectorAll('rect[id]')].filter(e => e.getBBox().width > 0).length")
        check(shapes >= 2, f"POST {path}: fewer than two shapes rendered ({shapes})")
    check(not errors, f"pictures: console errors {errors}")
    print(f"pictures: {len(PICTURES) + len(POSTED_PICTURES)} SVGs parse with xml.etree and render in Chromium "
          "without errors")


LABEL_BOXES = """() => [...document.querySelectorAll('#sheet svg')].map((svg) => ({
    title: svg.querySelector('title').textContent,
    labels: [...svg.querySelectorAll('text.label')].map((t) => { const b = t.getBBox();
        return {id: t.id, x: b.x, y: b.y, width: b.width, height: b.height}; }),
    legend: (() => { const b = svg.querySelector('#legend') && svg.querySelector('#legend').getBBox();
        return b ? {width: b.width, height: b.height} : null; })(),
    view: {width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height}}))"""


def label_overlaps(page, base, check):
    """Every model's picture in every orientation it takes, with the safe area, an aspect-fit guide and the fitted
    rect labelled (/fit with region=safeArea, and /devices/{id} with aspectRatio): no two labels' boxes intersect
    as Chromium lays them out. One page holds all the SVGs."""
    fields = "id,idiom,orientations,displayCornerRadius,safeAreaInsets"
    catalog = json.loads(fetch(base, f"/devices?fields={fields}&limit=1000"))["devices"]
    paths = []
    for device in catalog:
        for orientation in device["orientations"]:
            insets = (device["safeAreaInsets"] or {}).get("portrait" if orientation == "portrait" else "landscape")
            region = "safeArea" if insets else "window"
            paths.append(f"/fit?device={device['id']}&orientation={orientation}&region={region}"
                         "&aspectRatio=16:9&format=svg")
            if device["idiom"] != "watch" and device["displayCornerRadius"]["value"] is not None and insets:
                paths.append(f"/devices/{device['id']}?orientation={orientation}&aspectRatio=4:3&format=svg")
    svgs = []
    for path in paths:
        body = fetch(base, path).decode()
        svgs.append(body[body.index("<svg"):])
    page.goto("about:blank")
    page.set_content("<!doctype html><div id='sheet'>" + "".join(svgs) + "</div>")
    pictures = page.evaluate(LABEL_BOXES)
    labels = 0
    for path, picture in zip(paths, pictures):
        boxes = picture["labels"]
        labels += len(boxes)
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                apart = (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                         or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])
                check(apart, f"{path}: labels {a['id']} and {b['id']} overlap ({a}, {b})")
    print(f"labels: {len(paths)} pictures (every model × orientation), {labels} labels, no two overlap in Chromium")
