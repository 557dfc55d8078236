#!/usr/bin/env python3
"""Pictures in Chromium as a design tool shows them (browser-tests.py runs these; alone: `browser_colors.py PORT`).

1. `colorScheme` chooses the pixels, not the viewer: a Watch, a Vision Pro and a contact sheet drawn light and dark
   render differently, the light picture renders the same under `prefers-color-scheme: dark`, and in dark the
   display's outline stands out from the canvas (WCAG's 3:1 for graphics, computed styles as painted), so neither
   device is black on black.
2. A `Color` is painted in its colour: red and indigo in the HIG's iOS system colours of each scheme
   (https://developer.apple.com/design/human-interface-guidelines/color#Specifications: red #FF3B30 light, #FF453A
   dark; indigo #5856D6 and #5E5CE6), a hex colour as given.
3. The contact sheet at 1,440 px: a 20-view tree on every iPhone and iPad in portrait, shown inline at its own size
   on a 1440 × 900 page, fits the page; every cell's caption and every finding's label is at least 10 CSS px and
   each finding's label names its kind; the legend matches the drawing swatch for swatch (each view swatch painted
   as the shapes of its class, each finding mark as the findings of its kind, no swatch for what is not drawn).
4. `export=figma` (colours as attributes, no `<style>`, bare ids) paints a device, a fit and a sheet, light and dark,
   pixel for pixel as the served picture.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_harness import fetch, fetch_json, png_colours, post, run  # noqa: E402

# The computed fill, stroke and dashes of the first element matching each selector in the page's inline SVG.
PAINT = """(selectors) => Object.fromEntries(selectors.map((s) => {
    const e = document.querySelector(s);
    if (!e) return [s, null];
    const c = getComputedStyle(e);
    return [s, {fill: c.fill, stroke: c.stroke, dashes: c.strokeDasharray, opacity: c.fillOpacity}];
}))"""


def rgb(css):
    """`rgb(44, 44, 46)` → (44, 44, 46)."""
    return tuple(int(float(part)) for part in css[css.index("(") + 1:css.index(")")].split(",")[:3])


def luminance(colour):
    """WCAG 2.2 relative luminance of an sRGB triple."""
    linear = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b):
    x, y = luminance(a), luminance(b)
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)


def shown(page, svg, scheme="light"):
    """The page showing `svg` inline, the viewer's preferred scheme `scheme`; the screenshot of the drawing."""
    page.emulate_media(color_scheme=scheme)
    # The page's own white (a fractional width leaves an edge pixel part page, part picture).
    page.set_content(f"<!doctype html><html style='background:#fff'><body style='margin:0'>{svg.decode()}</body>")
    return page.locator("svg").first.screenshot(animations="disabled")


def colour_schemes(browser, base, check):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    sheet = {"devices": ["apple-watch-series-10-46mm", "apple-vision-pro"], "region": "window",
             "view": {"type": "Color", "color": "blue"}, "format": "svg"}
    watch, vision = "/devices/apple-watch-series-10-46mm", "/devices/apple-vision-pro"
    for what, ask in [("watch", lambda s: fetch(base, f"{watch}?format=svg&colorScheme={s}")),
                      ("vision pro", lambda s: fetch(base, f"{vision}?format=svg&colorScheme={s}")),
                      ("sheet", lambda s: post(base, "/swiftui/sheet", {**sheet, "colorScheme": s}))]:
        light, dark = ask("light"), ask("dark")
        shown(page, light)  # the first drawing of a page may paint before its fonts have loaded
        light_shot, dark_shot = shown(page, light), shown(page, dark)
        check(png_colours(light_shot) != png_colours(dark_shot), f"{what}: light and dark paint the same colours")
        check(shown(page, light, "dark") == light_shot, f"{what}: the viewer's dark scheme changed the light picture")
        shown(page, dark)
        paint = page.evaluate(PAINT, [".backdrop", "[class='display']", ".label"])
        canvas, display = paint[".backdrop"], paint["[class='display']"]
        check(canvas and display, f"{what} dark: no canvas or display painted ({paint})")
        if canvas and display:
            check(contrast(rgb(display["stroke"]), rgb(canvas["fill"])) >= 3,
                  f"{what} dark: the display's outline {display['stroke']} on the canvas {canvas['fill']}")
            check(display["fill"] != canvas["fill"], f"{what} dark: the display is the canvas's colour")
            check(luminance(rgb(canvas["fill"])) < 0.05, f"{what} dark: the canvas {canvas['fill']} is not dark")
    for colour, scheme, want in [("red", "light", (255, 59, 48)), ("red", "dark", (255, 69, 58)),
                                 ("indigo", "light", (88, 86, 214)), ("indigo", "dark", (94, 92, 230)),
                                 ("#00aa88", "dark", (0, 170, 136))]:
        svg = post(base, "/swiftui/layout", {"view": {"type": "Color", "color": colour}, "format": "svg",
                                             "proposal": {"width": 120, "height": 80}, "colorScheme": scheme})
        colours = png_colours(shown(page, svg))
        check(bytes(want) in colours, f"Color {colour} ({scheme}): {want} not painted")
    page.close()
    print("colour schemes: a Watch, a Vision Pro and a sheet painted by colorScheme, not the viewer, outlined in "
          "dark; Colors red, indigo and hex painted in their HIG colours")


def sheet_at_page_width(browser, base, check):
    ids = [d["id"] for family in ("iphone", "ipad")
           for d in fetch_json(base, f"/devices?family={family}&fields=id")["devices"]]
    rows = [{"type": "Fixed", "width": 300, "height": 20} for _ in range(17)]
    view = {"type": "VStack", "children": [{"type": "Fixed", "width": 500, "height": 20, "id": "banner"},
                                           {"type": "Fixed", "width": 10, "height": 10, "tapTarget": True}] + rows}
    question = {"devices": ids, "orientations": ["portrait"], "view": view}
    answer = json.loads(post(base, "/swiftui/sheet", question))
    svg = post(base, "/swiftui/sheet", {**question, "format": "svg"})
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    shown(page, svg)
    read = page.evaluate("""() => {
        const svg = document.querySelector('svg'), box = svg.getBoundingClientRect();
        const size = (e) => parseFloat(e.getAttribute('font-size')) * e.getScreenCTM().a;
        const texts = (c) => [...document.querySelectorAll(c)].map((e) => ({text: e.textContent, px: size(e),
            kind: e.dataset.kind || null}));
        const paint = (e) => { const c = getComputedStyle(e); return [c.fill, c.stroke, c.strokeDasharray]; };
        const legend = [...document.querySelectorAll('.legend .legend-swatch')].map((r) => ({
            paint: paint(r), words: r.nextElementSibling.textContent}));
        const drawn = {};
        for (const e of document.querySelectorAll('.cell [class]')) {
            const key = e.classList.contains('finding') ? 'finding: ' + e.dataset.kind : e.getAttribute('class');
            if (!(key in drawn)) drawn[key] = paint(e);
        }
        return {width: box.width, cells: document.querySelectorAll('.cell').length, captions: texts('.caption'),
            details: texts('.caption-detail'), findings: texts('.finding-label'), legend, drawn};
    }""")
    check(0 < read["width"] <= 1440, f"sheet: {read['width']} px wide, not within 1,440")
    check(read["cells"] == len(answer["groups"]) and len(read["captions"]) == read["cells"],
          f"sheet: {read['cells']} cells, {len(read['captions'])} captions for {len(answer['groups'])} groups")
    small = [t for t in read["captions"] + read["details"] + read["findings"] if t["px"] < 10]
    check(not small, f"sheet: text under 10 CSS px: {small[:3]}")
    findings = sum(len(g["findings"]) for g in answer["groups"])
    check(len(read["findings"]) == findings and findings > 0, f"sheet: {len(read['findings'])} labels, {findings} "
          "findings")
    check(all(t["text"].startswith(t["kind"] + " · ") for t in read["findings"]), "sheet: a label without its kind")
    words = {"display (corner radius)": "display", "safe area": "safe-area", "stack": "stack-view",
             "shape, colour or fixed view": "shape-view", "modifier": "modifier-view", "spacer": "spacer-view"}
    named = set()
    for entry in read["legend"]:
        key = entry["words"] if entry["words"].startswith("finding: ") else words.get(entry["words"])
        named.add(key)
        check(key in read["drawn"], f"sheet legend: {entry['words']!r} has no such shape drawn")
        if key in read["drawn"]:
            check(entry["paint"] == read["drawn"][key], f"sheet legend: {entry['words']!r} painted {entry['paint']}, "
                  f"the drawing {read['drawn'][key]}")
    kinds = {"finding: " + t["kind"] for t in read["findings"]}
    check(kinds <= named and {"display", "stack-view", "shape-view"} <= named,
          f"sheet legend: names {sorted(n for n in named if n)}, the drawing has {sorted(kinds)}")
    page.close()
    print(f"sheet at 1,440 px: {read['cells']} cells of every iPhone and iPad {read['width']:.0f} px wide, "
          f"{len(read['captions'])} captions and {findings} finding labels at 10 CSS px or more, "
          f"{len(read['legend'])} legend swatches painted as the drawing")


def figma_export(browser, base, check):
    """`export=figma` paints what the served picture paints, with no `<style>` and no hash prefix."""
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    sheet = {"devices": ["iphone-16-pro", "apple-watch-series-10-46mm"], "region": "window",
             "view": {"type": "Color", "color": "orange"}, "format": "svg"}
    asked = [(f"{path}&colorScheme={scheme}", None) for scheme in ("light", "dark") for path in (
        "/devices/iphone-16-pro?format=svg", "/fit?device=iphone-16-pro&aspectRatio=21:9&format=svg")]
    asked += [("/swiftui/sheet", {**sheet, "colorScheme": scheme}) for scheme in ("light", "dark")]
    for path, body in asked:
        served = post(base, path, body) if body else fetch(base, path)
        exported = post(base, path, {**body, "export": "figma"}) if body else fetch(base, path + "&export=figma")
        check(b"<style" not in exported and b"data-id-prefix" not in exported,
              f"{path}: the export keeps a <style> or a prefix")
        shown(page, served)
        check(shown(page, exported) == shown(page, served), f"{path} {body and body['colorScheme']}: the export "
              "paints differently from the served picture")
    page.close()
    print(f"figma export: {len(asked)} pictures (devices, fits, sheets; light and dark) painted pixel for pixel as "
          "served, with no <style> and bare ids")


if __name__ == "__main__":
    run("browser colours", colour_schemes, sheet_at_page_width, figma_export)
