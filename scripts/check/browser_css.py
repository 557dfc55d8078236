"""The CSS export in Chromium (run by scripts/check/browser-tests.py). On a desktop page (1280 x 800, no emulation)
every iPhone, iPad and iPod touch in an iframe of its screen's size in each orientation, and under its model's and
orientation's classes in a frame of another size, reads its catalog insets from /devices.css. Emulated in portrait and
in landscape reported both ways, each reads them from its own /devices/{id}/css and its family's file, by the frame
query and, with the emulation class, by the device media queries alone (a viewport shorter than the screen, as under a
browser's toolbars); the family file's :root.layoutd-mockup gives only shared values and reports each one it leaves
out; as a page on the phone itself (no class) neither file sets anything, and a page that opts in to every way never
gets an inset twice.
"""
import json
import re

from browser_harness import fetch


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
    const result = {phone: read(''), mockup: read('layoutd-mockup'), own: read('layoutd-' + id),
                    emulated: read('layoutd-emulated layoutd-' + id), both: read('layoutd-mockup layoutd-emulated')};
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


def css_export(page, base, check):
    """Every browsing model, emulated in portrait, portrait-reported landscape and rotated-reported landscape: its
    own /devices/{id}/css and its family file (with its class on <html>) read its own catalog figures; with the
    mock-up class the family file's :root.layoutd-mockup gives only values this model shares, and every value left
    out is a reported conflict. As a page on the phone itself (no class) neither file sets anything, so the page's
    `padding-top: max(var(--layoutd-safe-area-top, 0px), env(safe-area-inset-top, 0px))` stays 0 (the browser's own
    inset, 0 in Chromium), while in the desktop mock-up (the class) it is the model's top inset. One page, the screen
    switched by CDP's device-metrics override."""
    fields = "id,family,screen,scale,idiom,orientations,safeAreaInsets,displayCornerRadius,displays"
    models = json.loads(fetch(base, f"/devices?fields={fields}&limit=1000"))["devices"]
    # A model with more than one display (the iPhone Duo) is checked on each: its class is layoutd-{id}-{display}
    catalog = []
    for model in models:
        for display in model.get("displays") or [None]:
            figures = ("screen", "scale", "orientations", "safeAreaInsets", "displayCornerRadius")
            catalog.append({**model, **({k: display[k] for k in figures} if display else {}),
                            "key": f"{model['id']}-{display['id']}" if display else model["id"]})
    cdp = page.context.new_cdp_session(page)
    page.goto(base + "/healthz")  # a page of the origin to run in (the CSS is passed in)
    # width=device-width, as a mobile page has: without it a mobile browser lays the page out 980 px wide
    page.set_content('<!doctype html><html><head><meta name="viewport" content="width=device-width, '
                     'initial-scale=1"></head><body></body></html>')
    families = {"iPhone": "iphone", "iPad": "ipad", "iPod touch": "ipod-touch"}
    family_css = {family: fetch(base, f"/devices.css?family={name}").decode() for family, name in families.items()}
    checked = conflicts = phones = 0
    for device in catalog:
        if device["idiom"] not in ("phone", "pad"):
            continue
        device_id, w, h, scale = device["id"], device["screen"]["width"], device["screen"]["height"], device["scale"]
        key = device["key"]
        own_css, family = fetch(base, f"/devices/{device_id}/css").decode(), family_css[device["family"]]
        forms = [("portrait", "portrait", (w, h), (w, h))]
        if any(o.startswith("landscape") for o in device["orientations"]):
            forms += [("landscape", "landscape (portrait-reported)", (w, h), (h, w)),
                      ("landscape", "landscape (rotated-reported)", (h, w), (h, w))]
        for orientation, form, screen, viewport in forms:
            cdp.send("Emulation.setDeviceMetricsOverride", {
                "width": int(viewport[0]), "height": int(viewport[1]), "deviceScaleFactor": scale, "mobile": True,
                "screenWidth": int(screen[0]), "screenHeight": int(screen[1])})
            what = f"css {key} {form} (screen {screen[0]:g}x{screen[1]:g} @{scale:g}x)"
            expected = css_expected(device, orientation)
            own_read = page.evaluate(CSS_READ, [[own_css], key])
            alone = own_read["mockup"]
            in_family = page.evaluate(CSS_READ, [[family], key])
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
                    reported = re.search(rf"/\* conflict: --layoutd-{name} \([^)]*\b{re.escape(key)} ", family)
                    check(reported, f"{what}: --layoutd-{name} left out of :root with no conflict reported")
                    conflicts += 1
            both = own_read["both"]
            check(all(css_matches(both[n], v) for n, v in expected.items())
                  and (top is None or both["paddingTop"] == f"{top:g}px"),
                  f"{what}: a page opting in to the frame and the emulation reads {both} (want each value once)")
            # The device media queries alone: a viewport shorter than the screen (a browser's toolbars)
            cdp.send("Emulation.setDeviceMetricsOverride", {
                "width": int(viewport[0]), "height": int(viewport[1]) - 100, "deviceScaleFactor": scale,
                "mobile": True, "screenWidth": int(screen[0]), "screenHeight": int(screen[1])})
            own_short = page.evaluate(CSS_READ, [[own_css], key])
            family_short = page.evaluate(CSS_READ, [[family], key])
            check(own_short["mockup"]["device"] == "" == family_short["mockup"]["device"],
                  f"{what}: in a viewport 100 px short the frame query still matches")
            for source, read in (("its own CSS", own_short["emulated"]), ("its family file", family_short["emulated"])):
                check(all(css_matches(read[n], v) for n, v in expected.items()),
                      f"{what}: the device media queries under layoutd-emulated in {source} read {read}")
            checked += 1
    cdp.send("Emulation.clearDeviceMetricsOverride")
    print(f"css: {checked} emulated model × orientation forms (portrait, landscape portrait- and rotated-reported): "
          f"each reads its own catalog figures from its CSS and from its family class, by the frame query and by "
          f"the device media queries alone; {conflicts} shared-screen values left out of :root.layoutd-mockup, each "
          f"reported as a conflict; as a page on the phone (no class) nothing is set and padding-top stays 0, in the "
          f"mock-up it is the top inset, never twice ({phones} forms)")


FRAME_READ = """async ([width, height, className]) => {
    const frame = document.createElement('iframe');
    frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block`;
    frame.srcdoc = `<!doctype html><html class="${className}"><head><link rel="stylesheet" href="/devices.css">`
        + '<style>body { margin: 0; padding-top: max(var(--layoutd-safe-area-top, 0px), '
        + 'env(safe-area-inset-top, 0px)) }</style></head><body></body></html>';
    await new Promise((resolve) => { frame.onload = resolve; document.body.appendChild(frame); });
    const root = frame.contentDocument.documentElement;
    const style = frame.contentWindow.getComputedStyle(root);
    const names = ['device', 'safe-area-top', 'safe-area-left', 'safe-area-bottom', 'safe-area-right'];
    const out = Object.fromEntries(names.map((n) => [n, style.getPropertyValue('--layoutd-' + n).trim()]));
    out.paddingTop = frame.contentWindow.getComputedStyle(frame.contentDocument.body).paddingTop;
    out.deviceWidth = frame.contentWindow.matchMedia(`(device-width: ${width}px)`).matches;
    frame.remove();
    return out;
}"""


def css_desktop_frames(browser, base, check):
    """A desktop page, 1280 x 800 with no emulation (its device-width is the machine's screen): every browsing model
    in an iframe of its screen's size in each orientation it takes, with the mock-up class and its own on <html>,
    reads its catalog insets from /devices.css; the iPhone 17 Pro written out (portrait 62 / 0 / 34 / 0 top, left,
    bottom, right; landscape 20 / 62 / 20 / 62: data/devices.json); in a 300 x 300 frame its model's and orientation's
    classes set the same, the mock-up class alone nothing."""
    fields = "id,idiom,screen,orientations,safeAreaInsets,displays"
    models = json.loads(fetch(base, f"/devices?fields={fields}&limit=1000"))["devices"]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(base + "/healthz")
    page.set_content("<!doctype html><html><body></body></html>")
    check(not page.evaluate("matchMedia('(device-width: 402px)').matches"), "css frames: the page is not 402 wide")
    literal = {("portrait", 402, 874): ("62px", "0px", "34px", "0px"),
               ("landscape", 874, 402): ("20px", "62px", "20px", "62px")}
    for (orientation, width, height), insets in literal.items():
        for classes, frame in (("layoutd-mockup layoutd-iphone-17-pro", (width, height)),
                               (f"layoutd-iphone-17-pro layoutd-{orientation}", (300, 300))):
            read = page.evaluate(FRAME_READ, [frame[0], frame[1], classes])
            got = tuple(read[f"safe-area-{edge}"] for edge in ("top", "left", "bottom", "right"))
            check(got == insets and read["device"] == '"iphone-17-pro"' and read["paddingTop"] == insets[0],
                  f"css frames: iPhone 17 Pro {orientation} in a {frame[0]}x{frame[1]} frame ({classes}) reads {read}")
        read = page.evaluate(FRAME_READ, [300, 300, "layoutd-mockup layoutd-iphone-17-pro"])
        check(read["device"] == "" and read["paddingTop"] == "0px", f"css frames: a 300x300 frame reads {read}")
    checked = 0
    for model in models:
        if model["idiom"] not in ("phone", "pad"):
            continue
        for display in model.get("displays") or [None]:
            figures = display or model
            key = f"{model['id']}-{display['id']}" if display else model["id"]
            w, h = figures["screen"]["width"], figures["screen"]["height"]
            forms = [("portrait", (w, h))]
            if any(o.startswith("landscape") for o in figures["orientations"]):
                forms.append(("landscape", (h, w)))
            for orientation, (fw, fh) in forms:
                insets = (figures.get("safeAreaInsets") or {}).get(orientation)
                read = page.evaluate(FRAME_READ, [fw, fh, f"layoutd-mockup layoutd-{key}"])
                for edge in ("top", "left", "bottom", "right"):
                    check(css_matches(read[f"safe-area-{edge}"], insets[edge] if insets else None),
                          f"css frames: {key} {orientation} in a {fw:g}x{fh:g} frame reads {read}")
                check(read["device"] == f'"{model["id"]}"' and not read["deviceWidth"],
                      f"css frames: {key} {orientation}: {read}")
                checked += 1
    page.close()
    print(f"css frames: on a 1280x800 desktop page, {checked} model x orientation iframes of the screen's size read "
          f"their catalog insets from /devices.css (the iPhone 17 Pro's written out); the model's and orientation's "
          f"classes set them in any frame")
