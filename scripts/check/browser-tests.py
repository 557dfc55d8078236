#!/usr/bin/env python3
"""Tests with a real browser (scripts/test.sh runs this against a live layoutd): Debian's Chromium driven by
Playwright for Python, launched from /usr/bin/chromium (never `playwright install`).

1. The playground at / (1440 × 900 and 390 × 844): no console errors while typing 16:9; a Watch, a TV and the
   Vision Pro picked; shapes where the JSON says; a shared URL, back and forward restore the view; the picture
   above the fold on a phone with labels of at least 11 CSS px and every control at least 44 px tall; screenshots
   in a temporary folder (printed).
2. The CSS export: on a desktop page (1280 × 800, no emulation) every iPhone, iPad and iPod touch in an iframe of
   its screen's size, portrait and landscape, reads its catalog insets from /devices.css (the iPhone 17 Pro's
   written out), and its model's and orientation's classes set them in a frame of any size. Emulated in portrait
   and in landscape as reported both ways (the portrait screen, as iOS Safari does, and the rotated screen), one
   page switched by CDP: its own /devices/{id}/css and its class in its family's /devices.css read its catalog
   insets and corner radius, by the frame query and, under layoutd-emulated, by the device media queries alone; the
   family file's :root.layoutd-mockup gives only values the model shares, and each value it leaves out is a reported
   conflict; as a page on the phone itself (no class on <html>) neither file sets anything, and a page opting in to
   every way gets each inset once (scripts/check/browser_css.py).
3. The keyboard region and Display Zoom in the playground (scripts/check/browser_keyboard_zoom.py); the stage for
   designers (scripts/check/browser_stage.py): newest models first, the catalog's flagship by default, a device on
   its own without an aspect ratio, the legend strip inside the stage and clear of the drawing at 1440 × 900 and
   390 × 844 (light and dark, pixel checks, screenshots), an honest zoom label, keyboard reach; the Display list of
   a model with more than one display, which the JSON, the picture and the URL follow.
4. Every SVG fetched parses with Python's XML parser and renders in Chromium as an SVG document with no errors, each
   id once and behind the picture's own prefix; two device pictures inline side by side render pixel for pixel as
   alone; no two labels of any model's picture overlap (scripts/check/browser_pictures.py).
5. Design tokens: the playground copies and downloads the selected device's /devices/{id}/tokens (a phone in the
   default "402px" strings, a Watch in the DTCG 2025.10 object form), and every leaf of every model's tokens
   (/devices.tokens.json, both forms) is a token with $value and $type.
6. The playground's SwiftUI mode (/?swiftui): the example tree laid out and drawn where the JSON answer says, a
   typo in a type shown at the field with its path, partial JSON never asked, the body in the URL (a shared URL,
   back and forward restore it), no console errors; hosted on a device: the device drawn under the views
   where the JSON answer says, at 1440 × 900 and 390 × 844, light and dark (screenshots in a temporary folder,
   printed), the outline of the views listing every node, picking one showing that whole node and outlining its
   frame, the Display list of the iPhone Duo (scripts/check/browser_swiftui.py).
7. Pictures' colours and the contact sheet at 1,440 px (scripts/check/browser_colors.py): colorScheme, not the
   viewer, chooses the pixels, dark keeps a Watch and a Vision Pro outlined; a Color painted in its colour; a 20-view
   tree on every iPhone and iPad fits 1,440 px with captions and finding labels of 10 CSS px or more and a legend
   painted as the drawing; export=figma painted pixel for pixel as the served picture.

    python3 scripts/check/browser-tests.py PORT
"""
import json
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import openapi_examples  # noqa: E402 (its walk: a DTCG token document's check)
from browser_colors import colour_schemes, figma_export, sheet_at_page_width  # noqa: E402
from browser_css import css_desktop_frames, css_export  # noqa: E402
from browser_harness import answered, errors_of, fetch, run  # noqa: E402
from browser_keyboard_zoom import keyboard_and_zoom  # noqa: E402
from browser_pictures import label_overlaps, pictures, side_by_side  # noqa: E402
from browser_stage import displays, stage  # noqa: E402
from browser_swiftui import swiftui_device  # noqa: E402


def close(a, b, tolerance=0.75):
    return abs(a - b) <= tolerance


PICTURE_BOXES = """() => {
    const svg = document.querySelector('#picture svg');
    const box = (e) => { const r = e.getBoundingClientRect();
        return {x: r.x, y: r.y, width: r.width, height: r.height}; };
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return {svg: box(svg), scale, safeArea: box(svg.querySelector('[id$="-safe-area"]')),
            guide: box(svg.querySelector('[id$=-aspect-fit-guide]')),
            display: box(svg.querySelector('[id$=-display]')),
            island: box(svg.querySelector('[id$=-dynamic-island]')),
            labelPx: [...svg.querySelectorAll('text.label')].map((t) => Number(t.getAttribute('font-size')) * scale),
            title: svg.querySelector('title').textContent};
}"""
ANSWER_HAS = "() => document.getElementById('answer').textContent.includes('\"aspectRatio\": %s')"
FIELDS = ["source", "device", "orientation", "region", "container", "aspectRatio", "content", "mode"]


# Every visible control of the playground's /fit mode (selects, inputs, buttons, toolbar links, checkbox labels)
# shorter than 44 CSS px: a finger's target on a phone (Apple's HIG: 44 × 44 pt).
SHORT_CONTROLS = """() => [...document.querySelectorAll(
        'select, input:not([type=checkbox]), button, .pg-toolbar a, #q-tokens-download, summary, .pg-toggle')]
    .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
        && !e.closest('.pg-hidden'))
    .map((e) => ({what: e.id || e.className || e.tagName, height: e.getBoundingClientRect().height}))
    .filter((c) => c.height < 44 - 0.01)"""


def playground(browser, base, check):
    """The playground at / in 1440 × 900 and 390 × 844: no console errors while typing 16:9 character by character
    (and no request for a partial ratio), a Watch, a TV and the Vision Pro picked, shapes drawn where the JSON says,
    a shared URL restoring the same view, back and forward, keyboard reach, the picture fitted above the fold with
    labels of at least 11 CSS px, and screenshots of both sizes in a temporary folder."""
    folder = tempfile.mkdtemp(prefix="layoutd-playground-")
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors, asked = errors_of(page), []
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
    # The JSON answer shows before its picture is drawn (a second request): wait until the picture drawn is this
    # question's (a 21:9 guide), not the 16:9 one still on the stage; the check below then compares every edge.
    page.wait_for_function("() => { const g = document.querySelector('#picture svg [id$=-aspect-fit-guide]');"
                           " if (!g) return false; const r = g.getBoundingClientRect();"
                           " return Math.abs(r.width / r.height - 21 / 9) < 0.02; }")
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
    check(page.is_hidden("#picture-legend") and not page.query_selector("#picture svg g.legend")
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
    short = phone.evaluate(SHORT_CONTROLS)
    check(not short, f"playground: controls under 44 px tall on a phone: {short}")
    phone.screenshot(path=os.path.join(folder, "playground-390x844.png"))
    phone.close()
    check(not errors, f"playground: console errors {errors}")
    print(f"playground: a Watch, a TV and the Vision Pro picked; 16:9 typed with no console error or partial request; "
          "copy, download and dark mode work; every visible control at least 44 px tall on a phone; "
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


def swiftui_playground(browser, base, check):
    """The playground's SwiftUI mode: the example drawn where the JSON says, a bad type shown at the field with its
    path, partial JSON not asked, the body in the URL (shared, back, forward), no console errors."""
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    # The typo's 400 is expected: Chromium logs every 4xx fetch as "Failed to load resource".
    errors, asked = errors_of(page, lambda text: "status of 400" in text), []
    page.on("request", lambda request: asked.append(request.url) if "/swiftui/layout" in request.url else None)
    page.goto(base + "/?swiftui")
    n = answered(page, 0, "swiftuiAnswered")
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
    n = answered(page, n, "swiftuiAnswered")
    note = page.text_content("#su-body-note")
    check("path 0" in note and "Circle" in note, f"swiftui: the typo's note says {note!r}")
    check(len(asked) == 1, f"swiftui: {len(asked)} requests for one typed body ({asked})")
    # A good tree; the URL holds it; a shared URL shows the same; back returns to the typo.
    page.fill("#su-body", json.dumps({"proposal": {"width": 200, "height": 80}, "scale": 2, "view": {
        "type": "ZStack", "alignment": "bottomTrailing", "children": [
            {"type": "Color", "id": "back"}, {"type": "frame", "width": 50, "height": 30,
                                              "content": {"type": "Capsule", "id": "pill"}}]}}))
    n = answered(page, n, "swiftuiAnswered")
    check(page.get_attribute("#su-body", "aria-invalid") == "false", "swiftui: a good body stays marked")
    shared = page.url
    check("swiftui=" in shared and "pill" in shared, f"swiftui: the URL {shared} does not hold the body")
    pill = json.loads(page.text_content("#su-answer"))["nodes"][-1]["frame"]
    check(pill == {"x": 150, "y": 50, "width": 50, "height": 30}, f"swiftui: the pill is at {pill}")
    other = browser.new_page(viewport={"width": 1440, "height": 900})
    other.goto(shared)
    answered(other, 0, "swiftuiAnswered")
    check(other.text_content("#su-answer") == page.text_content("#su-answer"),
          "swiftui: a shared URL shows another view")
    other.close()
    page.go_back()
    page.wait_for_function("() => document.getElementById('su-body').value.includes('Circel')")
    page.go_forward()
    page.wait_for_function("() => document.getElementById('su-body').value.includes('pill')")
    # The contact sheet: the editor's view on every iPhone (POST /swiftui/sheet), its SVG shown as an image.
    page.select_option("#su-sheet-models", "iphone")
    page.click("#su-sheet-ask")
    page.wait_for_function("() => document.body.dataset.sheetAnswered === 'true'")
    sheet = page.evaluate("() => { const i = document.getElementById('su-sheet-picture'); return "
                          "{width: i.naturalWidth, height: i.naturalHeight, shown: i.getBoundingClientRect().width}; }")
    check(sheet["width"] > 100 and sheet["height"] > 100 and sheet["shown"] > 0,
          f"swiftui: the contact sheet's picture is {sheet}")
    check(not errors, f"swiftui: console errors {errors}")
    print(f"swiftui: {len(drawn)} views of the example drawn within 0.75 pt of the JSON; a typo named at the field "
          "with its path; partial JSON not asked; shared URL, back and forward restore the tree; the contact sheet "
          "drawn on every iPhone")
    page.close()


def design_tokens(browser, base, check):
    """The playground's design-token controls: Copy tokens puts the selected device's /devices/{id}/tokens on the
    clipboard (checked leaf by leaf), Download tokens saves `{id}.tokens.json` (a Watch, with {value, unit} objects), a
    container question disables them; then every leaf of every model's tokens, in both forms."""
    context = browser.new_context(accept_downloads=True, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    errors = errors_of(page)
    page.goto(base + "/?device=iphone-16-pro")
    answered(page, 0)
    page.click("#q-tokens-copy")
    page.wait_for_function("() => document.getElementById('q-tokens-note').textContent.startsWith('tokens copied')")
    copied = json.loads(page.evaluate("navigator.clipboard.readText()"))
    walk = openapi_examples.walk(copied)
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
    walk = openapi_examples.walk(saved)
    check(download.suggested_filename == f"{watch}.tokens.json" and watch in saved and walk["forms"] == {"object"}
          and not walk["problems"], f"tokens: downloaded {download.suggested_filename} {walk['forms']} "
          f"{walk['problems'][:3]}")
    page.select_option("#q-source", "container")
    check(page.is_disabled("#q-tokens-copy"), "tokens: enabled for a container question")
    check(not errors, f"tokens: console errors {errors}")
    context.close()
    total = 0
    for form in ("object", "string"):
        walk = openapi_examples.walk(json.loads(fetch(base, f"/devices.tokens.json?dimensions={form}")))
        check(walk["forms"] == {form} and not walk["problems"], f"tokens ({form}): {walk['problems'][:5]}")
        total += walk["tokens"]
    print(f"tokens: the playground copies (clipboard checked) and downloads a device's tokens; every leaf of every "
          f"model's tokens in both forms ({total} tokens) has $value and $type")


def rendered(browser, base, check):
    """The CSS export and the pictures, in one page."""
    css_desktop_frames(browser, base, check)
    page = browser.new_page()
    css_export(page, base, check)
    pictures(page, base, check)
    side_by_side(page, base, check)
    label_overlaps(page, base, check)


if __name__ == "__main__":
    run("browser tests", playground, design_tokens, keyboard_and_zoom, displays, stage, swiftui_playground,
        swiftui_device, rendered, colour_schemes, sheet_at_page_width, figma_export)
