#!/usr/bin/env python3
"""The playground's stage for designers in Chromium (run by scripts/check/browser-tests.py, or alone against a live
layoutd):

1. The device list: iPhones first, each family newest first (by the catalog's release years), and the default the
   catalog's flagship, worked out here from /devices (the newest "iPhone <n> Pro"), never a literal id.
2. A device on its own: with no aspect ratio and no content size the page draws /devices/{id}?format=svg, no fitted
   rect or guide, the display the size /devices gives, the JSON and curl the device's.
3. The legend is a strip of the stage under the drawing: at 1440 × 900 and 390 × 844, light and dark, for the device
   alone and for a fitted landscape question, it lies inside the stage, below the drawing (never on it), each entry
   inside the strip and the topmost element at its centre (pixel checks), with text drawn in it (its screenshot has
   more than the background's colour); screenshots of each in a temporary folder (printed).
4. The zoom label says what is drawn: "fit · N %" where N is the CSS px per point the SVG is drawn at; after +, N is
   half as much again and "fit" is gone; the toolbar's controls and the inputs are reached with Tab and work with
   Enter.
5. "Copy as": a Figma frame (the drawing's SVG at 1 pt = 1 px without its legend), SwiftUI constants (the figures
   /devices and /fit give) and the device's tokens, read back from the clipboard.

The Display list for a model with more than one display:

6. The iPhone Duo on its own: the Display list is shown with the displays /devices/iphone-duo lists (ids and names),
   its default chosen; the picture is the outer display (viewBox 0 0 466 678, DUOSIM's 466 × 678 pt).
7. From the keyboard: Tab from the Device list reaches the Display list, the arrow key chooses the inner display, and
   the JSON answer, the picture (0 0 669 951) and the URL (display=inner) follow; back gives the outer one back.
8. A fitted question on the inner display (aspectRatio=1:1, safeArea): /fit's answer names the display, the window is
   669 × 951 and the container the safe area 0, 82, 669 × 835 (DUOSIM's inner insets, top 82, bottom 34).
9. A one-display model (iPhone 16 Pro): no Display list, no display= in the URL or the question.

    python3 scripts/check/browser_stage.py PORT
"""
import json
import os
import re
import tempfile

from browser_harness import answered, errors_of, fetch_json, png_colours, run

GEOMETRY = """() => {
    const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect();
        return {x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
    const svg = document.querySelector('#picture svg'), legend = document.getElementById('picture-legend');
    const items = [...legend.querySelectorAll('li')].map((li) => { const r = li.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return {box: box(li), onTop: Boolean(top && li.contains(top)), text: li.textContent}; });
    const display = svg.querySelector('[id$=-display]');
    return {stage: box(document.getElementById('stage')), svg: box(svg), legend: box(legend),
            legendHidden: legend.hidden, items, display: box(display),
            scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
            view: svg.getAttribute('viewBox'), zoom: document.getElementById('q-zoom-level').textContent,
            title: svg.querySelector('title').textContent, rect: Boolean(svg.querySelector('[id$=-rect]')),
            guide: Boolean(svg.querySelector('[id$=-aspect-fit-guide]')), viewport: [innerWidth, innerHeight]};
}"""


def label_matches(label, scale, fit=False):
    """Whether the zoom label reads the CSS px per point the SVG is drawn at: "fit · N %" when fitted, "N %" after a
    zoom, N within 0.6 of the drawn percentage (the label rounds; layout snaps sizes to 1/64 px)."""
    match = re.fullmatch(r"(fit · )?(\d+) %", label)
    return bool(match) and bool(match.group(1)) == fit and abs(int(match.group(2)) - scale * 100) <= 0.6


def expected_order(catalog):
    """The flagship and each family's ids newest first, from the catalog's data (a model without a release year
    takes the year of the one before it in the catalog, which lists each family oldest first)."""
    year, last = {}, 0
    for index, device in enumerate(catalog):
        last = (device.get("released") or {}).get("value") or last
        year[device["id"]] = (last, index)
    families = {}
    for device in catalog:
        families.setdefault(device["family"], []).append(device)
    order = {family: [d["id"] for d in sorted(members, key=lambda d: year[d["id"]], reverse=True)]
             for family, members in families.items()}
    pros = [d for d in catalog if d["family"] == "iPhone" and re.fullmatch(r"iPhone \d+ Pro", d["name"])]
    flagship = max(pros, key=lambda d: year[d["id"]])["id"]
    return flagship, order


def stage_geometry(check, page, what, size=None):
    """The pixel checks of one view: the legend strip inside the stage and under the drawing, every entry visible."""
    g = page.evaluate(GEOMETRY)
    stage, svg, legend = g["stage"], g["svg"], g["legend"]
    inside = lambda inner, outer: (inner["x"] >= outer["x"] - 0.5 and inner["y"] >= outer["y"] - 0.5
                                   and inner["right"] <= outer["right"] + 0.5
                                   and inner["bottom"] <= outer["bottom"] + 0.5)
    check(not g["legendHidden"] and legend["height"] > 10 and g["items"], f"{what}: no legend strip ({legend})")
    check(inside(legend, stage), f"{what}: the legend {legend} is not inside the stage {stage}")
    check(legend["y"] >= svg["bottom"] - 0.5, f"{what}: the legend (top {legend['y']}) covers the drawing "
          f"(bottom {svg['bottom']})")
    check(inside(svg, stage), f"{what}: the drawing {svg} is cut off by the stage {stage}")
    check(stage["bottom"] <= g["viewport"][1] and stage["right"] <= g["viewport"][0],
          f"{what}: the stage {stage} is not within the {g['viewport']} viewport")
    for item in g["items"]:
        check(inside(item["box"], legend) and item["onTop"], f"{what}: legend entry {item['text']!r} cut off or "
              "covered")
    check(not any(text.endswith("(label)") for text in (i["text"] for i in g["items"])),
          f"{what}: a legend entry reads '(label)'")
    check(label_matches(g["zoom"], g["scale"], fit=True),
          f"{what}: the zoom reads {g['zoom']!r}, the SVG is drawn at {g['scale'] * 100:.2f} %")
    if size:
        check(abs(g["display"]["width"] / g["scale"] - size[0]) < 0.75
              and abs(g["display"]["height"] / g["scale"] - size[1]) < 0.75,
              f"{what}: the display is drawn {g['display']} at {g['scale']}, not {size}")
    return g


def legend_has_text(page, legend):
    """Whether the legend strip's screenshot holds more than its background: its swatches and words are drawn."""
    shot = page.screenshot(clip={"x": legend["x"], "y": legend["y"], "width": legend["width"],
                                 "height": legend["height"]})
    return len(png_colours(shot)) > 8


def copy_as(browser, base, check):
    """The "Copy as" row on the iPhone 16 Pro alone and fitted: a Figma frame (the drawing's SVG at 1 pt = 1 px,
    without its legend, the display the device's screen), SwiftUI constants (the device's figures, then the fit's
    rects, each as /devices and /fit give them) and the tokens (the device's DTCG file)."""
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto(base + "/?device=iphone-16-pro")
    n = answered(page, 0)

    def copied(what):
        page.evaluate("navigator.clipboard.writeText('')")
        page.click(f"[data-copy={what}]")
        page.wait_for_function("() => document.getElementById('q-copied').textContent !== ''"
                               " && document.getElementById('q-copied').textContent.includes('copied')")
        text = page.evaluate("navigator.clipboard.readText()")
        page.evaluate("document.getElementById('q-copied').textContent = ''")
        return text

    device = fetch_json(base, "/devices/iphone-16-pro")
    figma = copied("figma")
    check(figma.startswith("<svg") and 'data-zoom="1"' in figma and 'class="legend"' not in figma
          and 'width="402" height="874"' in figma, f"copy as: the Figma frame is {figma[:160]!r}")
    insets, radius = device["safeAreaInsets"]["portrait"], device["displayCornerRadius"]["value"]
    swiftui = copied("swiftui")
    wanted = ["let screenSize = CGSize(width: 402, height: 874)",
              f"let safeAreaInsets = EdgeInsets(top: {insets['top']:g}, leading: {insets['left']:g}, "
              f"bottom: {insets['bottom']:g}, trailing: {insets['right']:g})",
              f"let displayCornerRadius: CGFloat = {radius:g}"]
    check(all(line in swiftui for line in wanted), f"copy as: SwiftUI of the device alone is {swiftui!r}")
    tokens = json.loads(copied("tokens"))
    check(tokens["iphone-16-pro"]["portrait"]["safeArea"]["top"] == {"$value": f"{insets['top']:g}px",
                                                                      "$type": "dimension"},
          "copy as: the tokens are not the device's")
    page.fill("#q-aspectRatio", "21:9")
    answered(page, n)
    fit = fetch_json(base, "/fit?device=iphone-16-pro&orientation=portrait&region=safeArea&aspectRatio=21:9")
    r = fit["rect"]
    line = (f"let fittedRect = CGRect(x: {round(r['x'], 3):g}, y: {round(r['y'], 3):g}, "
            f"width: {round(r['width'], 3):g}, height: {round(r['height'], 3):g})")
    swiftui = copied("swiftui")
    check(line in swiftui, f"copy as: SwiftUI of the fit lacks {line!r}: {swiftui!r}")
    context.close()


def stage(browser, base, check):
    folder = tempfile.mkdtemp(prefix="layoutd-stage-")
    fields = "id,name,family,released,screen,orientations"
    catalog = fetch_json(base, f"/devices?fields={fields}&limit=1000")["devices"]
    flagship, order = expected_order(catalog)
    screens = {d["id"]: d["screen"] for d in catalog}
    errors, shots, views = [], [], 0
    for width, height in ((1440, 900), (390, 844)):
        for scheme in ("light", "dark"):
            mobile = width < 500
            page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme,
                                    device_scale_factor=3 if mobile else 1, is_mobile=mobile)
            errors_of(page, errors=errors)
            page.goto(base + "/")
            n = answered(page, 0)
            what = f"stage {width}x{height} {scheme}"
            # 1. The list newest first within each family, iPhones first, the flagship by default.
            listed = page.evaluate("""() => [...document.querySelectorAll('#q-device optgroup')].map((g) =>
                [g.label, [...g.querySelectorAll('option')].map((o) => o.value)])""")
            check(listed[0][0] == "iPhone" and all(order[family] == ids for family, ids in listed),
                  f"{what}: the device list is not newest first ({[(f, ids[:3]) for f, ids in listed][:3]})")
            check(page.input_value("#q-device") == flagship, f"{what}: the default device is "
                  f"{page.input_value('#q-device')}, the catalog's flagship is {flagship}")
            # 2. The device alone: no fitted rect, the display its screen.
            screen = screens[flagship]
            g = stage_geometry(check, page, f"{what} (device alone)", (screen["width"], screen["height"]))
            check(not g["rect"] and not g["guide"] and g["title"].endswith(", portrait"),
                  f"{what}: the device alone draws a fitted rect or guide ({g['title']!r})")
            answer = json.loads(page.text_content("#answer"))
            check(answer.get("id") == flagship and f"/devices/{flagship}" in page.text_content("#curl"),
                  f"{what}: the JSON and curl are not the device's")
            check(legend_has_text(page, g["legend"]), f"{what}: the legend strip is blank")
            name = f"stage-{width}x{height}-{scheme}-device.png"
            page.screenshot(path=os.path.join(folder, name))
            shots.append(name)
            # 3. A fitted landscape question: the legend still under the drawing (a wide picture on a narrow stage).
            page.fill("#q-aspectRatio", "21:9")
            page.select_option("#q-orientation", "landscape")
            page.wait_for_function("() => document.querySelector('#picture svg [id$=-rect]') !== null",
                                   timeout=20000)
            n = int(page.evaluate("document.body.dataset.answered"))
            page.wait_for_timeout(300)
            g = stage_geometry(check, page, f"{what} (21:9 in landscape)")
            check(g["rect"], f"{what}: 21:9 draws no fitted rect")
            name = f"stage-{width}x{height}-{scheme}-fit.png"
            page.screenshot(path=os.path.join(folder, name))
            shots.append(name)
            views += 2
            if width == 1440 and scheme == "light":
                # 4. Zoom: + gives 1.5 times the fit, reached and pressed from the keyboard.
                fitted = g["scale"]
                page.focus("#q-zoom-in")
                page.keyboard.press("Enter")
                n = answered(page, n)
                zoomed = page.evaluate(GEOMETRY)
                check(abs(zoomed["scale"] / fitted - 1.5) < 0.05 and label_matches(zoomed["zoom"], zoomed["scale"]),
                      f"{what}: after + the SVG is at {zoomed['scale']} (fit {fitted}), the label {zoomed['zoom']!r}")
                page.focus("a[href='#examples']")
                reached = []
                for _ in range(14):
                    page.keyboard.press("Tab")
                    reached.append(page.evaluate("document.activeElement.id"))
                wanted = ["q-fit", "q-zoom-out", "q-zoom-in", "q-legend", "q-download", "picture", "q-source"]
                check(all(w in reached for w in wanted), f"{what}: Tab reaches {reached}, not all of {wanted}")
            page.close()
    copy_as(browser, base, check)
    check(not errors, f"stage: console errors {errors}")
    print(f"stage: iPhones first, newest first, {flagship} (the catalog's flagship) by default; the device alone "
          f"without an aspect ratio; the legend strip inside the stage and under the drawing in {views} views at "
          "1440 × 900 and 390 × 844, light and dark; the zoom label the drawn CSS px per point; keyboard reach; "
          "copy as a Figma frame, SwiftUI constants and tokens; "
          f"screenshots in {folder}: {' '.join(shots)}")


VIEW = "() => document.querySelector('#picture svg')?.getAttribute('viewBox')"
SHOWN = "() => !document.getElementById('q-display').closest('[hidden]')"


def displays(browser, base, check):
    listed = [(d["id"], d["name"]) for d in fetch_json(base, "/devices/iphone-duo")["displays"]]
    check([i for i, _ in listed] == ["outer", "inner"], f"displays: /devices/iphone-duo lists {listed}")
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = errors_of(page)
    page.goto(base + "/?device=iphone-duo")
    n = answered(page, 0)
    options = page.evaluate("() => [...document.getElementById('q-display').options].map(o => [o.value, o.text])")
    check(page.evaluate(SHOWN) and [tuple(o) for o in options] == listed,
          f"displays: the list is {options}, not {listed}")
    check(page.input_value("#q-display") == "outer", f"displays: {page.input_value('#q-display')} chosen first")
    check(page.evaluate(VIEW) == "0 0 466 678", f"displays: the outer display drawn as {page.evaluate(VIEW)}")

    page.focus("#q-device")
    page.keyboard.press("Tab")
    check(page.evaluate("() => document.activeElement.id") == "q-display", "displays: Tab does not reach the list")
    page.keyboard.press("ArrowDown")
    n = answered(page, n)
    answer = json.loads(page.text_content("#answer"))
    check(page.input_value("#q-display") == "inner" and "display=inner" in page.url,
          f"displays: the arrow key chose {page.input_value('#q-display')}, URL {page.url}")
    check(answer.get("display") == "inner" and answer.get("screen") == {"width": 669, "height": 951},
          f"displays: the answer is {answer.get('display')} {answer.get('screen')}")
    check(page.evaluate(VIEW) == "0 0 669 951", f"displays: the inner display drawn as {page.evaluate(VIEW)}")
    page.go_back()
    page.wait_for_function("() => document.getElementById('q-display').value === 'outer'")
    n = answered(page, n)
    check(page.evaluate(VIEW) == "0 0 466 678", f"displays: back draws {page.evaluate(VIEW)}")

    page.goto(base + "/?device=iphone-duo&display=inner&aspectRatio=1:1")
    n = answered(page, 0)
    region = json.loads(page.text_content("#answer")).get("deviceRegion") or {}
    container = json.loads(page.text_content("#answer")).get("container")
    check(region.get("display") == "inner" and region.get("window") == {"x": 0, "y": 0, "width": 669, "height": 951},
          f"displays: /fit answered {region.get('display')} {region.get('window')}")
    check(container == {"x": 0, "y": 82, "width": 669, "height": 835}, f"displays: the safe area is {container}")
    check(page.evaluate(VIEW) == "0 0 669 951", f"displays: the fitted picture is {page.evaluate(VIEW)}")

    page.select_option("#q-device", "iphone-16-pro")
    answered(page, n)
    check(not page.evaluate(SHOWN) and "display=" not in page.url and "display=" not in page.text_content("#curl"),
          f"displays: a one-display model shows the list or asks display= ({page.url})")
    check(not errors, f"displays: console errors {errors}")
    page.close()
    print("displays: the iPhone Duo's Display list (outer, inner from /devices), reached by Tab and chosen with the "
          "arrow key; the JSON, the picture (466 × 678, then 669 × 951), /fit's safe area and the URL follow; back "
          "restores; no list for a one-display model")


if __name__ == "__main__":
    run("stage", stage, displays)
