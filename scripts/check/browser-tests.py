#!/usr/bin/env python3
"""Tests with a real browser (scripts/test.sh runs this against a live layoutd): Debian's Chromium driven by
Playwright for Python, launched from /usr/bin/chromium (never `playwright install`).

1. The playground at / (1440 × 900 and 390 × 844): no console errors while typing 16:9; a Watch, a TV and the
   Vision Pro picked; shapes where the JSON says; a shared URL, back and forward restore the view; the picture
   above the fold on a phone with labels of at least 11 CSS px; screenshots in a temporary folder (printed).
2. The CSS export: every iPhone, iPad and iPod touch emulated in portrait and in landscape as reported both ways
   (the portrait screen, as iOS Safari does, and the rotated screen), one page switched by CDP: its own
   /devices/{id}/css and its class in its family's /devices.css read its catalog insets and corner radius; the
   family file's :root.layoutd-mockup gives only values the model shares, and each value it leaves out is a reported
   conflict; as a page on the phone itself (no class on <html>) neither file sets anything (no doubled inset).
3. The keyboard region and Display Zoom in the playground (scripts/check/browser_keyboard_zoom.py); the stage for
   designers (scripts/check/browser_stage.py): newest models first, the catalog's flagship by default, a device on
   its own without an aspect ratio, the legend strip inside the stage and clear of the drawing at 1440 × 900 and
   390 × 844 (light and dark, pixel checks, screenshots), an honest zoom label, keyboard reach.
4. Every SVG fetched parses with Python's XML parser and renders in Chromium as an SVG document with no errors.
5. Design tokens: the playground copies and downloads the selected device's /devices/{id}/tokens (a phone in the
   default "402px" strings, a Watch in the DTCG 2025.10 object form), and every leaf of every model's tokens
   (/devices.tokens.json, both forms) is a token with $value and $type.
6. The playground's SwiftUI mode (/?swiftui): the example tree laid out and drawn where the JSON answer says, a
   typo in a type shown at the field with its path, partial JSON never asked, the body in the URL (a shared URL,
   back and forward restore it), no console errors.

    python3 scripts/check/browser-tests.py PORT
"""
import json
import os
import re
import sys
import tempfile
import urllib.request
import xml.etree.ElementTree as ET

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dtcg  # noqa: E402 (scripts/check/dtcg.py, beside this file)
from browser_keyboard_zoom import keyboard_and_zoom  # noqa: E402
from browser_stage import stage  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
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
]
SVG_NS = "{http://www.w3.org/2000/svg}"
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"FAIL: {message}", file=sys.stderr)


def fetch(base, path):
    with urllib.request.urlopen(base + path, timeout=20) as response:
        return response.read()


def close(a, b, tolerance=0.75):
    return abs(a - b) <= tolerance


PICTURE_BOXES = """() => {
    const svg = document.querySelector('#picture svg');
    const box = (e) => { const r = e.getBoundingClientRect();
        return {x: r.x, y: r.y, width: r.width, height: r.height}; };
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return {svg: box(svg), scale, safeArea: box(svg.querySelector('#safe-area')),
            guide: box(svg.querySelector('#aspect-fit-guide')), display: box(svg.querySelector('#display')),
            island: box(svg.querySelector('#dynamic-island')),
            labelPx: [...svg.querySelectorAll('text.label')].map((t) => Number(t.getAttribute('font-size')) * scale),
            title: svg.querySelector('title').textContent};
}"""
ANSWER_HAS = "() => document.getElementById('answer').textContent.includes('\"aspectRatio\": %s')"
FIELDS = ["source", "device", "orientation", "region", "container", "aspectRatio", "content", "mode"]


def post(base, path, body):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        return response.read()


def answered(page, before):
    page.wait_for_function(f"() => Number(document.body.dataset.answered || 0) > {before}")
    return int(page.evaluate("document.body.dataset.answered"))


def playground(browser, base):
    """The playground at / in 1440 × 900 and 390 × 844: no console errors while typing 16:9 character by character
    (and no request for a partial ratio), a Watch, a TV and the Vision Pro picked, shapes drawn where the JSON says,
    a shared URL restoring the same view, back and forward, keyboard reach, the picture fitted above the fold with
    labels of at least 11 CSS px, and screenshots of both sizes in a temporary folder."""
    folder = tempfile.mkdtemp(prefix="layoutd-playground-")
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors, asked = [], []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("request", lambda request: asked.append(request.url))
    page.goto(base + "/")
    n = answered(page, 0)
    check(page.locator("#q-device option").count() > 100, "playground: the device list lacks models")
    picks = [("apple-watch-series-10-46mm", "Watch"), ("apple-tv-4k-3rd-generation", "TV"),
             ("apple-vision-pro", "Vision")]
    for device, family in picks:
        page.select_option("#q-device", device)
        n = answered(page, n)
        title = page.text_content("#picture svg title")
        check(family in title, f"playground: picking {device} draws {title!r}")
    # Typing 16:9 one character at a time: no console error, no request for a partial ratio.
    page.select_option("#q-device", "iphone-16-pro")
    page.select_option("#q-orientation", "landscape")
    page.select_option("#q-region", "aspectFitGuide")
    page.fill("#q-aspectRatio", "")
    asked.clear()
    page.type("#q-aspectRatio", "16:9", delay=120)
    page.wait_for_function(ANSWER_HAS % "1.7777777777777777")
    n = int(page.evaluate("document.body.dataset.answered"))
    partial = [url for url in asked if re.search(r"aspectRatio=1?6?:(&|$)", url)]
    check(not partial, f"playground: requests for partial input {partial}")
    page.fill("#q-aspectRatio", "21:9")
    page.wait_for_function(ANSWER_HAS % "2.3333333333333335")
    page.wait_for_function("() => document.querySelector('#picture svg title').textContent.includes('aspectFitGuide')")
    answer = json.loads(page.text_content("#answer"))
    boxes = page.evaluate(PICTURE_BOXES)
    region = answer["deviceRegion"]
    for name, expected in [("safeArea", region["safeArea"]), ("guide", answer["rect"]), ("display", region["window"])]:
        drawn = boxes[name]
        for key, origin in [("x", "x"), ("y", "y"), ("width", None), ("height", None)]:
            value = (drawn[key] - boxes["svg"][origin]) / boxes["scale"] if origin else drawn[key] / boxes["scale"]
            check(close(value, expected[key]), f"playground: {name}.{key} drawn at {value:.2f} pt, not {expected[key]}")
    check(boxes["island"]["width"] > 0, "playground: no Dynamic Island drawn")
    check(boxes["svg"]["y"] + boxes["svg"]["height"] <= 900 and boxes["svg"]["x"] + boxes["svg"]["width"] <= 1440,
          f"playground: the picture {boxes['svg']} is not fitted to 1440 × 900")
    check("aspectRatio=21:9" in page.text_content("#curl"), "playground: no curl command")
    # The URL holds the view: a new page restores it; back returns to 16:9.
    shared = page.url
    check("aspectRatio=21:9" in shared, f"playground: the URL {shared} does not hold the question")
    page.screenshot(path=os.path.join(folder, "playground-1440x900.png"))
    other = browser.new_page(viewport={"width": 1440, "height": 900})
    other.goto(shared)
    answered(other, 0)
    other.wait_for_function("() => document.getElementById('answer').textContent.includes('2.3333333333333335')")
    same = all(other.input_value(f"#q-{f}") == page.input_value(f"#q-{f}") for f in FIELDS)
    check(same and other.text_content("#answer") == page.text_content("#answer"),
          "playground: a shared URL shows another view")
    other.close()
    page.go_back()
    page.wait_for_function("() => document.getElementById('q-aspectRatio').value === '16:9'")
    page.wait_for_function("() => document.getElementById('answer').textContent.includes('1.7777777777777777')")
    page.go_forward()
    page.wait_for_function("() => document.getElementById('answer').textContent.includes('2.3333333333333335')")
    # Keyboard: from the header's last link, Tab reaches the picture's toolbar, then the inputs.
    page.focus("a[href='#examples']")
    reached = []
    for _ in range(12):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.id"))
    check("q-fit" in reached and "q-source" in reached, f"playground: Tab reaches {reached}")
    # Copy and download; dark mode.
    page.click("[data-copy=json]")
    page.wait_for_function("() => document.getElementById('q-copied').textContent.startsWith('json copied')")
    check(page.get_attribute("#q-download", "href").startswith("blob:"), "playground: no SVG download")
    before = int(page.evaluate("document.body.dataset.answered"))
    page.uncheck("#q-legend")
    answered(page, before)
    check(page.is_hidden("#picture-legend") and not page.query_selector("#picture svg #legend")
          and "legend=false" in page.url, "playground: the legend stays")
    page.go_back()
    page.wait_for_function("() => document.querySelectorAll('#picture-legend li').length > 0")
    page.emulate_media(color_scheme="dark")
    dark = page.evaluate("getComputedStyle(document.body).backgroundColor")
    check(dark == "rgb(28, 28, 30)", f"playground: the dark scheme's background is {dark}")
    page.emulate_media(color_scheme="light")
    # A phone: the picture above the fold, labels at least 11 CSS px, nothing wider than the screen.
    phone = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True)
    phone.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    phone.goto(shared.replace("orientation=landscape&", ""))
    answered(phone, 0)
    small = phone.evaluate(PICTURE_BOXES)
    check(small["svg"]["y"] >= 0 and small["svg"]["y"] + small["svg"]["height"] <= 844 and small["svg"]["height"] > 200,
          f"playground: at 390 × 844 the picture {small['svg']} is not above the fold")
    check(small["labelPx"] and min(small["labelPx"]) >= 11,
          f"playground: labels at {small['labelPx']} CSS px on a phone")
    width = phone.evaluate("document.documentElement.scrollWidth")
    check(width <= 390, f"playground: {width} px wide on a 390 px phone")
    phone.screenshot(path=os.path.join(folder, "playground-390x844.png"))
    phone.close()
    check(not errors, f"playground: console errors {errors}")
    print(f"playground: a Watch, a TV and the Vision Pro picked; 16:9 typed with no console error or partial request; "
          "copy, download and dark mode work; "
          f"shapes within 0.75 pt of the JSON; shared URL, back and forward restore the view; labels "
          f"{min(small['labelPx']):.1f} CSS px on a phone, picture above the fold; screenshots "
          f"{os.path.join(folder, 'playground-1440x900.png')} {os.path.join(folder, 'playground-390x844.png')}")
    page.close()


SWIFTUI_BOXES = """() => {
    const svg = document.querySelector('#su-picture svg');
    const origin = svg.getBoundingClientRect(), scale = origin.width / svg.viewBox.baseVal.width;
    const view = svg.viewBox.baseVal;
    return [...svg.querySelectorAll('rect[data-path]')].map((e) => { const r = e.getBoundingClientRect();
        return {path: e.dataset.path, x: (r.x - origin.x) / scale + view.x, y: (r.y - origin.y) / scale + view.y,
                width: r.width / scale, height: r.height / scale}; });
}"""


def swiftui_answered(page, before):
    page.wait_for_function(f"() => Number(document.body.dataset.swiftuiAnswered || 0) > {before}")
    return int(page.evaluate("document.body.dataset.swiftuiAnswered"))


def swiftui_playground(browser, base):
    """The playground's SwiftUI mode: the example drawn where the JSON says, a bad type shown at the field with its
    path, partial JSON not asked, the body in the URL (shared, back, forward), no console errors."""
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors, asked = [], []
    # The typo's 400 is expected: Chromium logs every 4xx fetch as "Failed to load resource".
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" and "status of 400" not in message.text else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("request", lambda request: asked.append(request.url) if "/swiftui/layout" in request.url else None)
    page.goto(base + "/?swiftui")
    n = swiftui_answered(page, 0)
    check(page.is_visible("#su-body") and not page.is_visible("#q-source"), "swiftui: the mode shows the /fit inputs")
    answer = json.loads(page.text_content("#su-answer"))
    drawn = {box["path"]: box for box in page.evaluate(SWIFTUI_BOXES)}
    check(len(drawn) == len(answer["nodes"]), f"swiftui: {len(drawn)} boxes drawn for {len(answer['nodes'])} views")
    for node in answer["nodes"]:
        box = drawn.get(node["path"])
        for key in ["x", "y", "width", "height"]:
            check(box is not None and close(box[key], node["frame"][key]),
                  f"swiftui: {node['path']}.{key} drawn at {box and round(box[key], 2)}, not {node['frame'][key]}")
    widths = [n["frame"]["width"] for n in answer["nodes"] if n["id"] in ("max100", "min100")]
    check(widths == [75, 100], f"swiftui: the example's objc.io row (a 150 pt frame) is {widths} wide")
    # Partial JSON is marked at the field and never asked.
    asked.clear()
    page.fill("#su-body", "")
    page.type("#su-body", '{"proposal":{},"view":{"type":"Circ', delay=20)
    page.wait_for_function("() => document.getElementById('su-body').getAttribute('aria-invalid') === 'true'")
    check("not JSON yet" in page.text_content("#su-body-note"), "swiftui: partial JSON is not marked at the field")
    page.type("#su-body", 'el"}}', delay=20)
    n = swiftui_answered(page, n)
    note = page.text_content("#su-body-note")
    check("path 0" in note and "Circle" in note, f"swiftui: the typo's note says {note!r}")
    check(len(asked) == 1, f"swiftui: {len(asked)} requests for one typed body ({asked})")
    # A good tree; the URL holds it; a shared URL shows the same; back returns to the typo.
    page.fill("#su-body", json.dumps({"proposal": {"width": 200, "height": 80}, "scale": 2, "view": {
        "type": "ZStack", "alignment": "bottomTrailing", "children": [
            {"type": "Color", "id": "back"}, {"type": "frame", "width": 50, "height": 30,
                                              "content": {"type": "Capsule", "id": "pill"}}]}}))
    n = swiftui_answered(page, n)
    check(page.get_attribute("#su-body", "aria-invalid") == "false", "swiftui: a good body stays marked")
    shared = page.url
    check("swiftui=" in shared and "pill" in shared, f"swiftui: the URL {shared} does not hold the body")
    pill = json.loads(page.text_content("#su-answer"))["nodes"][-1]["frame"]
    check(pill == {"x": 150, "y": 50, "width": 50, "height": 30}, f"swiftui: the pill is at {pill}")
    other = browser.new_page(viewport={"width": 1440, "height": 900})
    other.goto(shared)
    swiftui_answered(other, 0)
    check(other.text_content("#su-answer") == page.text_content("#su-answer"),
          "swiftui: a shared URL shows another view")
    other.close()
    page.go_back()
    page.wait_for_function("() => document.getElementById('su-body').value.includes('Circel')")
    page.go_forward()
    page.wait_for_function("() => document.getElementById('su-body').value.includes('pill')")
    check(not errors, f"swiftui: console errors {errors}")
    print(f"swiftui: {len(drawn)} views of the example drawn within 0.75 pt of the JSON; a typo named at the field "
          "with its path; partial JSON not asked; shared URL, back and forward restore the tree")
    page.close()


CSS_READ = """([sheets, id]) => {
    document.adoptedStyleSheets = sheets.map((text) => {
        const s = new CSSStyleSheet(); s.replaceSync(text); return s; }).concat([(() => {
        const advice = new CSSStyleSheet();
        advice.replaceSync('body { padding-top: '
            + 'max(var(--layoutd-safe-area-top, 0px), env(safe-area-inset-top, 0px)) }');
        return advice; })()]);
    const names = ['device', 'safe-area-top', 'safe-area-left', 'safe-area-bottom', 'safe-area-right',
                   'display-corner-radius'];
    const read = (className) => { document.documentElement.className = className;
        const style = getComputedStyle(document.documentElement);
        const out = Object.fromEntries(names.map((n) => [n, style.getPropertyValue('--layoutd-' + n).trim()]));
        out.paddingTop = getComputedStyle(document.body).paddingTop;
        return out; };
    const result = {phone: read(''), mockup: read('layoutd-mockup'), own: read('layoutd-' + id)};
    document.documentElement.className = '';
    return result;
}"""


def css_expected(device, orientation):
    """The catalog's figures a model's CSS must read back: property name → number (None: no source gives it)."""
    insets = (device.get("safeAreaInsets") or {}).get(orientation)
    out = {f"safe-area-{edge}": (insets[edge] if insets else None) for edge in ("top", "left", "bottom", "right")}
    out["display-corner-radius"] = device["displayCornerRadius"]["value"]
    return out


def css_matches(value, expected):
    if expected is None:
        return value == ""
    return value.endswith("px") and abs(float(value[:-2]) - expected) < 1e-9


def css_export(page, base):
    """Every browsing model, emulated in portrait, portrait-reported landscape and rotated-reported landscape: its
    own /devices/{id}/css and its family file (with its class on <html>) read its own catalog figures; with the
    mock-up class the family file's :root.layoutd-mockup gives only values this model shares, and every value left
    out is a reported conflict. As a page on the phone itself (no class) neither file sets anything, so the page's
    `padding-top: max(var(--layoutd-safe-area-top, 0px), env(safe-area-inset-top, 0px))` stays 0 (the browser's own
    inset, 0 in Chromium), while in the desktop mock-up (the class) it is the model's top inset. One page, the screen
    switched by CDP's device-metrics override."""
    fields = "id,family,screen,scale,idiom,orientations,safeAreaInsets,displayCornerRadius"
    catalog = json.loads(fetch(base, f"/devices?fields={fields}&limit=1000"))["devices"]
    cdp = page.context.new_cdp_session(page)
    page.goto(base + "/healthz")  # a page of the origin to run in (the CSS is passed in)
    families = {"iPhone": "iphone", "iPad": "ipad", "iPod touch": "ipod-touch"}
    family_css = {family: fetch(base, f"/devices.css?family={name}").decode() for family, name in families.items()}
    checked = conflicts = phones = 0
    for device in catalog:
        if device["idiom"] not in ("phone", "pad"):
            continue
        device_id, w, h, scale = device["id"], device["screen"]["width"], device["screen"]["height"], device["scale"]
        own_css, family = fetch(base, f"/devices/{device_id}/css").decode(), family_css[device["family"]]
        forms = [("portrait", "portrait", (w, h), (w, h))]
        if any(o.startswith("landscape") for o in device["orientations"]):
            forms += [("landscape", "landscape (portrait-reported)", (w, h), (h, w)),
                      ("landscape", "landscape (rotated-reported)", (h, w), (h, w))]
        for orientation, form, screen, viewport in forms:
            cdp.send("Emulation.setDeviceMetricsOverride", {
                "width": int(viewport[0]), "height": int(viewport[1]), "deviceScaleFactor": scale, "mobile": True,
                "screenWidth": int(screen[0]), "screenHeight": int(screen[1])})
            what = f"css {device_id} {form} (screen {screen[0]:g}x{screen[1]:g} @{scale:g}x)"
            expected = css_expected(device, orientation)
            own_read = page.evaluate(CSS_READ, [[own_css], device_id])
            alone = own_read["mockup"]
            in_family = page.evaluate(CSS_READ, [[family], device_id])
            for source, read in (("its own CSS", own_read["phone"]), ("its family file", in_family["phone"])):
                check(all(read[name] == "" for name in ("device", *expected)) and read["paddingTop"] == "0px",
                      f"{what}: as a page on the phone (no class) {source} sets {read} (a doubled inset)")
            top = expected["safe-area-top"]
            if top is not None:
                check(own_read["mockup"]["paddingTop"] == f"{top:g}px" == in_family["own"]["paddingTop"],
                      f"{what}: the mock-up's padding-top is {own_read['mockup']['paddingTop']}, not {top:g}px")
                phones += 1
            check(alone["device"] == f'"{device_id}"', f"{what}: its own CSS does not match ({alone['device']!r})")
            check(in_family["own"]["device"] == f'"{device_id}"',
                  f"{what}: its class in the family file reads {in_family['own']['device']!r}")
            for name, value in expected.items():
                for source, read in (("its own CSS", alone[name]), ("its family class", in_family["own"][name])):
                    check(css_matches(read, value), f"{what}: {source} reads --layoutd-{name} {read!r}, not {value}")
                shared = in_family["mockup"][name]
                if shared:
                    check(css_matches(shared, value), f"{what}: :root gives --layoutd-{name} {shared}, not {value}")
                elif value is not None:
                    reported = re.search(rf"/\* conflict: --layoutd-{name} \([^)]*\b{re.escape(device_id)} ", family)
                    check(reported, f"{what}: --layoutd-{name} left out of :root with no conflict reported")
                    conflicts += 1
            checked += 1
    cdp.send("Emulation.clearDeviceMetricsOverride")
    print(f"css: {checked} emulated model × orientation forms (portrait, landscape portrait- and rotated-reported): "
          f"each reads its own catalog figures from its CSS and from its family class; {conflicts} shared-screen "
          f"values left out of :root.layoutd-mockup, each reported as a conflict; as a page on the phone (no class) "
          f"nothing is set and padding-top stays 0, in the mock-up it is the top inset ({phones} forms)")


def pictures(page, base):
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
            shapes: [...document.querySelectorAll('rect[id]')].filter(e => e.getBBox().width > 0 || e.getBBox().height > 0).length})""")
        check(rendered["root"] == "svg" and rendered["errors"] == 0, f"{path}: Chromium did not render an SVG document ({rendered})")
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


def label_overlaps(page, base):
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


def design_tokens(browser, base):
    """The playground's design-token controls: Copy tokens puts the selected device's /devices/{id}/tokens on the
    clipboard (checked leaf by leaf), Download tokens saves `{id}.tokens.json` (a Watch, with {value, unit} objects), a
    container question disables them; then every leaf of every model's tokens, in both forms."""
    context = browser.new_context(accept_downloads=True, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(base + "/?device=iphone-16-pro")
    answered(page, 0)
    page.click("#q-tokens-copy")
    page.wait_for_function("() => document.getElementById('q-tokens-note').textContent.startsWith('tokens copied')")
    copied = json.loads(page.evaluate("navigator.clipboard.readText()"))
    walk = dtcg.walk(copied)
    check("iphone-16-pro" in copied and walk["tokens"] > 30 and walk["forms"] == {"string"} and not walk["problems"],
          f"tokens: the copied iPhone 16 Pro tokens {walk['tokens']} {walk['forms']} {walk['problems'][:3]}")
    note = page.text_content("#q-tokens-note")
    check(f"{walk['tokens']} tokens" in note, f"tokens: the note says {note!r}, {walk['tokens']} were copied")
    watch = json.loads(fetch(base, "/devices?family=watch&fields=id&limit=1"))["devices"][0]["id"]
    page.select_option("#q-device", watch)
    page.check("#q-tokens-object")
    with page.expect_download() as info:
        page.click("#q-tokens-download")
    download = info.value
    with open(download.path(), encoding="utf-8") as file:
        saved = json.load(file)
    walk = dtcg.walk(saved)
    check(download.suggested_filename == f"{watch}.tokens.json" and watch in saved and walk["forms"] == {"object"}
          and not walk["problems"], f"tokens: downloaded {download.suggested_filename} {walk['forms']} "
          f"{walk['problems'][:3]}")
    page.select_option("#q-source", "container")
    check(page.is_disabled("#q-tokens-copy"), "tokens: enabled for a container question")
    check(not errors, f"tokens: console errors {errors}")
    context.close()
    total = 0
    for form in ("object", "string"):
        walk = dtcg.walk(json.loads(fetch(base, f"/devices.tokens.json?dimensions={form}")))
        check(walk["forms"] == {form} and not walk["problems"], f"tokens ({form}): {walk['problems'][:5]}")
        total += walk["tokens"]
    print(f"tokens: the playground copies (clipboard checked) and downloads a device's tokens; every leaf of every "
          f"model's tokens in both forms ({total} tokens) has $value and $type")


def main():
    port = int(sys.argv[1])
    base = f"http://127.0.0.1:{port}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            playground(browser, base)
            design_tokens(browser, base)
            keyboard_and_zoom(browser, base, check)
            stage(browser, base, check)
            swiftui_playground(browser, base)
            page = browser.new_page()
            css_export(page, base)
            pictures(page, base)
            label_overlaps(page, base)
        finally:
            browser.close()
    if failures:
        sys.exit(f"browser tests: {len(failures)} failures")
    print("browser tests: passed")


if __name__ == "__main__":
    main()
