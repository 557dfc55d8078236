#!/usr/bin/env python3
"""The playground's keyboard region and Display Zoom toggle in Chromium (run by scripts/check/browser-tests.py, or
alone against a live layoutd):

1. An iPhone 16 Pro in landscape with region=keyboardLayoutGuide: the picture's #keyboard and
   #keyboard-layout-guide are where the JSON answer says, and the answer's numbers are the catalog's (height and
   predictive bar from /devices, the keyboard at the window's bottom, the area above it within the safe area's
   sides and top); keyboard=noPredictive follows in the URL and the picture; a shared URL, back and forward restore
   it; screenshots at 1440 × 900 and 390 × 844 (light and dark) in a temporary folder (printed).
2. Display Zoom on an iPhone 16 Pro gives the 320 × 693 window (the picture too), the region held to the window and
   given back when the toggle is turned off; the toggle works from the keyboard.
3. Every model picked in turn: the toggle is enabled exactly where the device JSON has Display Zoom figures, the
   keyboard region and keyboards are offered exactly where /fit answers them, with a hint where they are not.

    python3 scripts/check/browser_keyboard_zoom.py PORT
"""
import json
import os
import tempfile

from browser_harness import answered, errors_of, fetch_status as fetch_json, near, run

BOXES = """() => {
    const svg = document.querySelector('#picture svg');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const at = (e) => { if (!e) return null; const r = e.getBoundingClientRect(), s = svg.getBoundingClientRect();
        return {x: (r.x - s.x) / scale, y: (r.y - s.y) / scale, width: r.width / scale, height: r.height / scale}; };
    const r = svg.getBoundingClientRect();
    return {svg: {x: r.x, y: r.y, width: r.width, height: r.height}, view: svg.getAttribute('viewBox'),
            keyboard: at(svg.querySelector('[id$=-keyboard]')),
            guide: at(svg.querySelector('[id$=-keyboard-layout-guide]')),
            rect: at(svg.querySelector('[id$=-rect]')), window: at(svg.querySelector('[id$=-window]')),
            drawnKeyboard: svg.querySelector('[id$=-keyboard-layout-guide]')?.getAttribute('data-keyboard') ?? null};
}"""
STATE = """() => ({region: document.getElementById('q-region').value,
    keyboard: document.getElementById('q-keyboard').value,
    keyboardShown: !document.getElementById('q-keyboard').closest('[hidden]'),
    zoom: document.getElementById('q-displayZoom').checked,
    zoomDisabled: document.getElementById('q-displayZoom').disabled,
    zoomNote: document.getElementById('q-displayZoom-note').textContent,
    keyboardNote: document.getElementById('q-keyboard-note').textContent,
    regionNote: document.getElementById('q-region-note').textContent,
    guideOffered: !document.querySelector('#q-region option[value=keyboardLayoutGuide]').disabled,
    predictiveOffered: !document.querySelector('#q-keyboard option[value=predictive]').disabled})"""


def keyboard_view(page, base, check, option):
    """The keyboard view on the page: the answer's numbers against the catalog, the picture against the answer."""
    answer = json.loads(page.text_content("#answer"))
    region = answer["deviceRegion"]
    keyboard, window, safe, above = region["keyboard"], region["window"], region["safeArea"], answer["container"]
    _, device = fetch_json(base, f"/devices/{region['device']}")
    heights = device["keyboard"][0]["landscape"]
    what = f"keyboard ({option})"
    check(region["region"] == "keyboardLayoutGuide" and keyboard["option"] == option,
          f"{what}: the answer is for {region['region']} {keyboard['option']}")
    bar = heights["predictiveBar"] if option == "predictive" else 0
    check(keyboard["height"] == heights["height"] + bar and keyboard["keyboardHeight"] == heights["height"],
          f"{what}: height {keyboard['height']} is not the catalog's {heights['height']} + {bar}")
    frame = keyboard["frame"]
    check(frame == {"x": 0, "y": window["height"] - keyboard["height"], "width": window["width"],
                    "height": keyboard["height"]}, f"{what}: frame {frame} is not the window's bottom")
    check(above["x"] == safe["x"] and above["width"] == safe["width"] and above["y"] == safe["y"]
          and above["y"] + above["height"] == frame["y"], f"{what}: the area above {above} is not over the keyboard")
    boxes = page.evaluate(BOXES)
    near(check, f"{what}: #keyboard", boxes["keyboard"], frame)
    near(check, f"{what}: #keyboard-layout-guide", boxes["guide"], above)
    near(check, f"{what}: #rect", boxes["rect"], answer["rect"])
    check(boxes["drawnKeyboard"] == option, f"{what}: the picture draws keyboard {boxes['drawnKeyboard']}")
    note = page.text_content("#q-keyboard-note")
    check(f"keyboard {keyboard['height']:g} pt" in note, f"{what}: the note says {note!r}")
    return answer, boxes


def keyboard_region(browser, base, check, folder):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = errors_of(page)
    page.goto(base + "/?aspectRatio=16:9")  # a fitted question (without a ratio the device is drawn on its own)
    n = answered(page, 0)
    check(page.evaluate(STATE)["keyboardShown"] is False, "keyboard: the choice shows without the keyboard region")
    page.select_option("#q-device", "iphone-16-pro")
    page.select_option("#q-orientation", "landscape")
    page.select_option("#q-region", "keyboardLayoutGuide")
    n = answered(page, n)
    page.wait_for_function("() => document.querySelector('#picture svg [id$=-keyboard]') !== null")
    state = page.evaluate(STATE)
    check(state["keyboardShown"] and state["keyboard"] == "predictive", f"keyboard: the choice {state}")
    check("region=keyboardLayoutGuide" in page.url and "keyboard=" not in page.url,
          f"keyboard: the URL {page.url} (the default keyboard is left out)")
    answer, boxes = keyboard_view(page, base, check, "predictive")
    check(boxes["svg"]["y"] + boxes["svg"]["height"] <= 900, f"keyboard: the picture {boxes['svg']} is cut off")
    page.screenshot(path=os.path.join(folder, "keyboard-1440x900.png"))
    page.select_option("#q-keyboard", "noPredictive")
    n = answered(page, n)
    page.wait_for_function("() => document.getElementById('answer').textContent.includes('noPredictive')")
    keyboard_view(page, base, check, "noPredictive")
    shared = page.url
    check("keyboard=noPredictive" in shared, f"keyboard: the URL {shared} lacks the keyboard")
    other = browser.new_page(viewport={"width": 1440, "height": 900})
    other.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    other.goto(shared)
    answered(other, 0)
    other.wait_for_function("() => document.getElementById('answer').textContent.includes('noPredictive')")
    same = other.evaluate(STATE) == page.evaluate(STATE)
    check(same and other.text_content("#answer") == page.text_content("#answer"),
          "keyboard: the shared URL shows another view")
    check(other.evaluate(BOXES)["drawnKeyboard"] == "noPredictive", "keyboard: the shared URL draws another keyboard")
    other.close()
    page.go_back()
    page.wait_for_function("() => document.getElementById('q-keyboard').value === 'predictive'")
    page.wait_for_function("() => document.querySelector('#picture svg [id$=-keyboard-layout-guide]')"
                           "?.getAttribute('data-keyboard') === 'predictive'")
    page.go_forward()
    page.wait_for_function("() => document.querySelector('#picture svg [id$=-keyboard-layout-guide]')"
                           "?.getAttribute('data-keyboard') === 'noPredictive'")
    for scheme in ("light", "dark"):
        phone = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True,
                                 color_scheme=scheme)
        phone.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        phone.goto(shared)
        answered(phone, 0)
        small = phone.evaluate(BOXES)
        svg = small["svg"]
        check(small["keyboard"] is not None and svg["y"] >= 0 and svg["height"] > 100
              and svg["y"] + svg["height"] <= 844 and svg["x"] + svg["width"] <= 390,
              f"keyboard: at 390 × 844 ({scheme}) the picture {small['svg']} is not above the fold")
        width = phone.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, f"keyboard: {width} px wide on a 390 px phone ({scheme})")
        name = "keyboard-390x844.png" if scheme == "light" else "keyboard-390x844-dark.png"
        phone.screenshot(path=os.path.join(folder, name))
        if scheme == "dark":
            phone.locator("#q-keyboard").scroll_into_view_if_needed()
            phone.screenshot(path=os.path.join(folder, "keyboard-390x844-dark-inputs.png"))
        else:  # the legend is the stage's strip under the drawing: never on the landscape phone, never cut off
            below = phone.evaluate("""() => { const box = (id) => document.querySelector(id).getBoundingClientRect();
                const legend = box('#picture-legend'), svg = box('#picture svg'), stage = box('#stage');
                return legend.height > 0 && legend.top >= svg.bottom && legend.bottom <= stage.bottom + 0.5; }""")
            check(below, "keyboard: at 390 px the legend strip covers the landscape phone or is cut off")
            before = int(phone.evaluate("document.body.dataset.answered"))
            phone.uncheck("#q-legend")
            answered(phone, before)
            phone.screenshot(path=os.path.join(folder, "keyboard-390x844-no-legend.png"))
        phone.close()
    check(not errors, f"keyboard: console errors {errors}")
    page.close()


def display_zoom(browser, base, check):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = errors_of(page)
    page.goto(base + "/?device=iphone-16-pro&region=safeArea&aspectRatio=16:9")
    n = answered(page, 0)
    check(not page.is_disabled("#q-displayZoom"), "zoom: the toggle is disabled on an iPhone 16 Pro")
    page.check("#q-displayZoom")
    n = answered(page, n)
    answer = json.loads(page.text_content("#answer"))
    region = answer["deviceRegion"]
    check(region["displayZoom"] is True and region["window"] == {"x": 0, "y": 0, "width": 320, "height": 693},
          f"zoom: the window is {region['window']}")
    check("displayZoom=true" in page.url and page.input_value("#q-region") == "window",
          f"zoom: the URL {page.url}, region {page.input_value('#q-region')}")
    boxes = page.evaluate(BOXES)
    check(boxes["view"] == "0 0 320 693", f"zoom: the picture's viewBox is {boxes['view']}")
    near(check, "zoom: #window", boxes["window"], region["window"])
    check(page.is_disabled("#q-region option[value=safeArea]"), "zoom: the safe area stays offered")
    page.uncheck("#q-displayZoom")
    n = answered(page, n)
    check(page.input_value("#q-region") == "safeArea" and "displayZoom" not in page.url,
          f"zoom: turned off, the region is {page.input_value('#q-region')} and the URL {page.url}")
    page.focus("#q-displayZoom")
    page.keyboard.press("Space")
    n = answered(page, n)
    check("displayZoom=true" in page.url, "zoom: the Space key does not turn it on")
    page.go_back()
    page.wait_for_function("() => !document.getElementById('q-displayZoom').checked")
    check(page.input_value("#q-region") == "safeArea", "zoom: back does not give the safe area back")
    check(not errors, f"zoom: console errors {errors}")
    page.close()


def every_model(browser, base, check):
    """Each model picked in turn: what the page offers against what the JSON says and /fit answers."""
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = errors_of(page)
    page.goto(base + "/?aspectRatio=16:9")  # Display Zoom and the regions are for a fitted rect
    answered(page, 0)
    _, listing = fetch_json(base, "/devices?fields=id,name,idiom,orientations,displayZoom&limit=1000")
    offered = {"zoom": 0, "guide": 0, "predictive": 0}
    for device in listing["devices"]:
        page.select_option("#q-device", device["id"])
        for orientation in ("portrait", "landscape"):
            if page.is_disabled(f"#q-orientation option[value={orientation}]"):
                continue
            page.select_option("#q-orientation", orientation)
            state = page.evaluate(STATE)
            zoomable = device["displayZoom"] is not None
            check(state["zoomDisabled"] == (not zoomable) and state["zoomNote"],
                  f"zoom: {device['id']} toggle disabled={state['zoomDisabled']} ({state['zoomNote']!r})")
            ask = f"/fit?device={device['id']}&orientation={orientation}&aspectRatio=1"
            guide = fetch_json(base, ask + "&region=keyboardLayoutGuide&keyboard=hidden")[0] == 200
            predictive = fetch_json(base, ask + "&region=keyboardLayoutGuide")[0] == 200
            check(state["guideOffered"] == guide and (state["regionNote"] == "") == guide,
                  f"keyboard: {device['id']} {orientation} region offered={state['guideOffered']} "
                  f"({state['regionNote']!r}), /fit says {guide}")
            sized = state["guideOffered"] and state["predictiveOffered"]
            check(sized == predictive and (not guide or (state["keyboardNote"] == "") == predictive),
                  f"keyboard: {device['id']} {orientation} predictive offered={sized} ({state['keyboardNote']!r}), "
                  f"/fit says {predictive}")
            offered["zoom"] += zoomable
            offered["guide"] += guide
            offered["predictive"] += predictive
    check(not errors, f"every model: console errors {errors}")
    page.close()
    return offered


def keyboard_and_zoom(browser, base, check):
    folder = tempfile.mkdtemp(prefix="layoutd-keyboard-")
    keyboard_region(browser, base, check, folder)
    display_zoom(browser, base, check)
    offered = every_model(browser, base, check)
    shots = " ".join(os.path.join(folder, name) for name in sorted(os.listdir(folder)))
    print("keyboard and zoom: iPhone 16 Pro landscape keyboard (predictive, noPredictive) drawn where the JSON says, "
          "its numbers the catalog's, shared URL, back and forward; Display Zoom 320 × 693 and back; every model: "
          f"{offered['zoom']} orientations with the toggle, {offered['guide']} with the keyboard region, "
          f"{offered['predictive']} with a sized keyboard, as /fit answers; screenshots {shots}")


if __name__ == "__main__":
    run("keyboard and zoom", keyboard_and_zoom)
