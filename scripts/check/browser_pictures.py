"""Pictures in Chromium (run by scripts/check/browser-tests.py): every SVG fetched (GET and POST) parses with Python's
XML parser and renders as an SVG document with no errors, every id once and behind the picture's own prefix; two
different pictures (two devices, two contact sheets) inlined side by side in one page each render pixel for pixel as
alone; and no two labels of any model's picture overlap.
"""
import base64
import json
import re
import xml.etree.ElementTree as ET

from browser_harness import errors_of, fetch, post

PICTURES = [
    "/fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9&format=svg",
    "/fit?device=iphone-x&orientation=landscapeRight&region=safeArea&aspectRatio=4:3&format=svg&zoom=2",
    "/fit?container=1000x500&content=640x480&mode=fill&alignment=top&scale=2&format=svg&zoom=8",
    "/devices/iphone-16-pro?format=svg",
    "/devices/iphone-17-pro?format=svg",
    "/devices/ipad-pro-13-inch-m5?format=svg",
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
    errors = errors_of(page)
    for path in PICTURES:
        body = fetch(base, path)
        root = ET.fromstring(body)  # raises on anything that is not well-formed XML
        check(root.tag == SVG_NS + "svg", f"{path}: the root is {root.tag}")
        check_ids(root, path, check)
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
        check_ids(root, f"POST {path}", check)
        page.goto("about:blank")
        page.set_content(svg.decode()[svg.decode().index("<svg"):])
        shapes = page.evaluate(
            "() => [...document.querySelectorAll('rect[id]')].filter(e => e.getBBox().width > 0).length")
        check(shapes >= 2, f"POST {path}: fewer than two shapes rendered ({shapes})")
    check(not errors, f"pictures: console errors {errors}")
    print(f"pictures: {len(PICTURES) + len(POSTED_PICTURES)} SVGs parse with xml.etree and render in Chromium "
          "without errors")


def check_ids(root, what, check):
    """No id twice in a picture, and every id behind the prefix its root names (`p`, 8 hex digits, `-`)."""
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    prefix = root.get("data-id-prefix") or ""
    check(len(ids) == len(set(ids)), f"{what}: repeated ids")
    check(re.fullmatch(r"p[0-9a-f]{8}-", prefix) is not None, f"{what}: data-id-prefix is {prefix!r}")
    check(ids and all(i.startswith(prefix) for i in ids), f"{what}: an id without the prefix {prefix}")


def sheet(device):
    """A contact sheet of one device in portrait: a 500 pt wide row over a rectangle, drawn on its display."""
    return ("/swiftui/sheet", {"devices": [device], "orientations": ["portrait"], "format": "svg", "view": {
        "type": "VStack", "children": [{"type": "Fixed", "width": 500, "height": 10, "id": "wide"},
                                       {"type": "Rectangle", "id": "fill"}]}})


# Pairs of different pictures whose ids would clash if bare (a GET path, or a POST's path and body).
SIDE_BY_SIDE = [
    ["/devices/iphone-17-pro?format=svg", "/devices/ipad-pro-13-inch-m5?format=svg"],
    [sheet("iphone-17-pro"), sheet("ipad-pro-13-inch-m5")],
]


def inline_page(svgs, alone=None):
    """An HTML page with the SVGs inline, side by side from the top-left corner; with `alone`, only that one, the
    others' places kept by empty boxes of their size (so each picture lies on the same pixels in both pages)."""
    parts = []
    for i, svg in enumerate(svgs):
        root = ET.fromstring(svg)
        parts.append(svg if alone in (None, i) else
                     f"<div style='width:{root.get('width')}px;height:{root.get('height')}px'></div>")
    return ("<!doctype html><body style='margin:0;background:#fff'><div style='display:flex;align-items:flex-start'>"
            + "".join(parts) + "</div></body>")


def shots(page, svgs, alone=None):
    """The screenshot (PNG bytes) of each inline SVG's own region on one page (of `alone`'s only, with `alone`)."""
    page.set_content(inline_page(svgs, alone))
    drawn = page.locator("body > div > svg")
    return [drawn.nth(i).screenshot(animations="disabled") for i in range(drawn.count())]


PIXEL_DIFF = """async ([a, b]) => {
    const load = (png) => new Promise((done) => { const i = new Image(); i.onload = () => done(i);
        i.src = 'data:image/png;base64,' + png; });
    const [x, y] = await Promise.all([load(a), load(b)]);
    if (x.width !== y.width || x.height !== y.height) return {size: false, pixels: x.width * x.height, worst: 255};
    const data = (img) => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
        const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, c.width, c.height).data; };
    const p = data(x), q = data(y);
    let pixels = 0, worst = 0;
    for (let i = 0; i < p.length; i += 4) {
        const d = Math.max(...[0, 1, 2, 3].map((k) => Math.abs(p[i + k] - q[i + k])));
        if (d > 0) pixels += 1;
        worst = Math.max(worst, d);
    }
    return {size: true, pixels, worst, total: p.length / 4};
}"""


def pixel_diff(page, a, b):
    """How two PNGs differ, decoded by Chromium: {size: same size, pixels: how many differ, worst: the largest
    difference of a channel (0-255), total}."""
    page.goto("about:blank")
    return page.evaluate(PIXEL_DIFF, [base64.b64encode(a).decode(), base64.b64encode(b).decode()])


def side_by_side(page, base, check):
    """Each pair of pictures (two devices, two contact sheets) inlined side by side renders as each alone (one's clip
    path never clips the other), and no id is in both. The same pair with its ids bare (no prefix) must differ: the
    check can see a shared id."""
    page.set_viewport_size({"width": 1600, "height": 1500})
    for pair in SIDE_BY_SIDE:
        names = [source if isinstance(source, str) else f"POST {source[0]} of {source[1]['devices'][0]}"
                 for source in pair]
        bodies = [(fetch(base, source) if isinstance(source, str) else post(base, *source)).decode() for source in pair]
        svgs = [body[body.index("<svg"):] for body in bodies]
        first, second = ({e.get("id") for e in ET.fromstring(svg).iter() if e.get("id")} for svg in svgs)
        check(not first & second, f"side by side: ids in both of {names}: {sorted(first & second)[:5]}")
        alone = [shots(page, svgs, alone=i)[0] for i in range(len(svgs))]
        together = shots(page, svgs)
        for name, a, t in zip(names, alone, together):
            diff = pixel_diff(page, a, t)
            check(diff["size"] and diff["pixels"] == 0,
                  f"side by side: {name} renders differently beside the other picture than alone ({diff})")
        bare = [re.sub(r'(id="|url\(#)p[0-9a-f]{8}-', r"\1", svg) for svg in svgs]
        differ = [pixel_diff(page, shots(page, bare, alone=i)[0], t)["pixels"]
                  for i, t in enumerate(shots(page, bare))]
        check(differ[1] > 1000, f"side by side: with bare ids {names} render as alone ({differ} pixels differ), so "
              "the check cannot see a shared id")
        print(f"side by side: {' and '.join(names)} inline in one page render pixel for pixel as alone")


LABEL_BOXES = """() => [...document.querySelectorAll('#sheet svg')].map((svg) => ({
    title: svg.querySelector('title').textContent,
    labels: [...svg.querySelectorAll('text.label')].map((t) => { const b = t.getBBox();
        return {id: t.id, x: b.x, y: b.y, width: b.width, height: b.height}; }),
    legend: (() => { const b = svg.querySelector('g.legend') && svg.querySelector('g.legend').getBBox();
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
