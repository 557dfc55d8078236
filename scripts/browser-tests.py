#!/usr/bin/env python3
"""Tests with a real browser (scripts/test.sh runs this against a live layoutd): Debian's Chromium driven by
Playwright for Python, launched from /usr/bin/chromium (never `playwright install`).

1. The playground at / loads with no console errors; picks iPhone 16 Pro, landscape, the aspect-fit guide, 21:9;
   the safe area and guide drawn in the page (the SVG elements' bounding boxes) are where the JSON answer says;
   the inputs are reachable by keyboard and the page fits a phone's width. A screenshot goes to /tmp/playground.png
   (or $LAYOUTD_SCREENSHOT).
2. The CSS export: a dozen devices emulated in each orientation (viewport in CSS px, the portrait screen as iOS
   Safari reports device-width, device scale factor): the media queries of /devices.css that match are exactly
   those of the devices with this screen and scale (a page cannot tell those apart), this device's among them,
   and its own /devices/{id}/css gives custom properties equal to the catalog's insets and corner radius.
3. Every SVG fetched parses with Python's XML parser and renders in Chromium as an SVG document with no errors.

    python3 scripts/browser-tests.py PORT
"""
import json
import os
import sys
import urllib.request
import xml.etree.ElementTree as ET

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
DEVICES = ["iphone-se-1st-generation", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-11", "iphone-16-pro",
           "iphone-16-pro-max", "iphone-air", "ipod-touch-7th-generation", "ipad-mini-6th-generation",
           "ipad-pro-11-inch-m4", "ipad-pro-13-inch-m4"]
PICTURES = [
    "/fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9&format=svg",
    "/fit?device=iphone-x&orientation=landscapeRight&region=safeArea&aspectRatio=4:3&format=svg&zoom=2",
    "/fit?container=1000x500&content=640x480&mode=fill&alignment=top&scale=2&format=svg&zoom=8",
    "/devices/iphone-16-pro?format=svg",
    "/devices/ipad-pro-13-inch-m4?format=svg&orientation=landscape&aspectRatio=4:3&zoom=0.5",
    "/tvgrid?columns=5&itemAspectRatio=16:9&focusedScale=1.1&titleHeight=40&format=svg&zoom=0.5",
    "/alignment?alignmentRect=10,10,24,30&scale=3&format=svg&zoom=8",
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


def playground(browser, base):
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(base + "/")
    page.wait_for_selector("body[data-answered]")
    check(page.locator("#device option").count() > 50, "the device list was not filled from /devices")
    # Keyboard: the first Tab after the header's links reaches the first input.
    page.focus("a[href='#examples']")
    page.keyboard.press("Tab")
    check(page.evaluate("document.activeElement.id") == "source", "Tab does not reach the inputs")

    answered = page.evaluate("document.body.dataset.answered")
    page.select_option("#device", "iphone-16-pro")
    page.select_option("#orientation", "landscape")
    page.select_option("#region", "aspectFitGuide")
    page.fill("#aspectRatio", "21:9")
    page.wait_for_function(
        "() => document.querySelector('#picture svg') && document.querySelector('#picture svg title').textContent.includes('landscape: aspectFitGuide')"
        " && document.getElementById('answer').textContent.includes('\"aspectRatio\": 2.3333333333333335')")
    answer = json.loads(page.text_content("#answer"))
    boxes = page.evaluate("""() => {
        const svg = document.querySelector('#picture svg');
        const box = (e) => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; };
        return {svg: box(svg), viewBox: svg.viewBox.baseVal.width,
                safeArea: box(svg.querySelector('#safe-area')), guide: box(svg.querySelector('#aspect-fit-guide')),
                display: box(svg.querySelector('#display')), island: box(svg.querySelector('#dynamic-island'))};
    }""")
    scale = boxes["svg"]["width"] / boxes["viewBox"]
    region = answer["deviceRegion"]
    for name, expected in [("safeArea", region["safeArea"]), ("guide", answer["rect"]), ("display", region["window"])]:
        drawn = boxes[name]
        for key, origin in [("x", "x"), ("y", "y"), ("width", None), ("height", None)]:
            value = (drawn[key] - boxes["svg"][origin]) / scale if origin else drawn[key] / scale
            check(close(value, expected[key]), f"playground: {name}.{key} drawn at {value:.2f} pt, the JSON says {expected[key]}")
    check(boxes["island"]["width"] > 0, "playground: no Dynamic Island drawn")
    check("curl -s '" in page.text_content("#curl") and "aspectRatio=21:9" in page.text_content("#curl"), "playground: no curl command")
    page.screenshot(path=os.environ.get("LAYOUTD_SCREENSHOT", "/tmp/playground.png"), full_page=True)
    # A phone's width: one column, nothing wider than the screen.
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(100)
    width = page.evaluate("document.documentElement.scrollWidth")
    check(width <= 390, f"playground: {width} px wide on a 390 px phone")
    check(not errors, f"playground: console errors {errors}")
    print(f"playground: answer {answered}→{page.evaluate('document.body.dataset.answered')}, drawn shapes within 0.75 pt of the JSON, "
          f"no console errors, screenshot {os.environ.get('LAYOUTD_SCREENSHOT', '/tmp/playground.png')}")
    page.close()


def css_export(browser, base):
    catalog = json.loads(fetch(base, "/devices?fields=id,screen,scale,idiom,orientations,safeAreaInsets,displayCornerRadius&limit=1000"))["devices"]
    by_id = {d["id"]: d for d in catalog}
    every_css = fetch(base, "/devices.css").decode()
    checked = 0
    for device_id in DEVICES:
        device = by_id[device_id]
        w, h, scale = device["screen"]["width"], device["screen"]["height"], device["scale"]
        same_screen = {d["id"] for d in catalog if d["idiom"] in ("phone", "pad")
                       and (d["screen"]["width"], d["screen"]["height"], d["scale"]) == (w, h, scale)}
        orientations = [("portrait", "portrait")] + ([("landscape", "landscapeLeft")] if any(o.startswith("landscape") for o in device["orientations"]) else [])
        for orientation, insets_key in orientations:
            viewport = {"width": w, "height": h} if orientation == "portrait" else {"width": h, "height": w}
            context = browser.new_context(viewport=viewport, screen={"width": w, "height": h}, device_scale_factor=scale)
            page = context.new_page()
            page.goto(base + "/healthz")  # a page of the origin to run in (the CSS is passed in)
            own_css = fetch(base, f"/devices/{device_id}/css").decode()
            result = page.evaluate("""([every, own]) => {
                const matching = [];
                const all = new CSSStyleSheet(); all.replaceSync(every);
                for (const rule of all.cssRules) {
                    if (rule.media && matchMedia(rule.media.mediaText).matches) {
                        matching.push(rule.cssRules[0].style.getPropertyValue('--layoutd-device').trim().replace(/"/g, ''));
                    }
                }
                const sheet = new CSSStyleSheet(); sheet.replaceSync(own);
                document.adoptedStyleSheets = [sheet];
                const style = getComputedStyle(document.documentElement);
                const read = (name) => style.getPropertyValue(name).trim();
                return {matching, device: read('--layoutd-device'), top: read('--layoutd-safe-area-top'), left: read('--layoutd-safe-area-left'),
                        bottom: read('--layoutd-safe-area-bottom'), right: read('--layoutd-safe-area-right'),
                        radius: read('--layoutd-display-corner-radius')};
            }""", [every_css, own_css])
            what = f"css {device_id} {orientation} ({viewport['width']}x{viewport['height']} @{scale}x)"
            check(device_id in result["matching"], f"{what}: its media query does not match ({result['matching']})")
            check(set(result["matching"]) <= same_screen, f"{what}: queries of other screens match: {sorted(set(result['matching']) - same_screen)}")
            check(result["device"] == f'"{device_id}"', f"{what}: --layoutd-device reads {result['device']}")
            insets = (device.get("safeAreaInsets") or {}).get(insets_key if insets_key == "portrait" else "landscape")
            if insets:
                for edge in ("top", "left", "bottom", "right"):
                    expected = f"{insets[edge]:g}px"
                    check(result[edge] == expected, f"{what}: --layoutd-safe-area-{edge} reads {result[edge]!r}, the catalog says {expected}")
            radius = device["displayCornerRadius"]["value"]
            if radius is not None:
                check(result["radius"] == f"{radius:g}px", f"{what}: corner radius reads {result['radius']!r}, the catalog says {radius}")
            checked += 1
            context.close()
    print(f"css: {checked} emulated device orientations ({len(DEVICES)} devices): their own media query matches, no other screen's, "
          "and the custom properties read back the catalog's figures")


def pictures(browser, base):
    page = browser.new_page()
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
    check(not errors, f"pictures: console errors {errors}")
    print(f"pictures: {len(PICTURES)} SVGs parse with xml.etree and render in Chromium without errors")
    page.close()


def main():
    port = int(sys.argv[1])
    base = f"http://127.0.0.1:{port}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            playground(browser, base)
            css_export(browser, base)
            pictures(browser, base)
        finally:
            browser.close()
    if failures:
        sys.exit(f"browser tests: {len(failures)} failures")
    print("browser tests: passed")


if __name__ == "__main__":
    main()
