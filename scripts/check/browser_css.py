"""The CSS export in Chromium (run by scripts/check/browser-tests.py): every iPhone, iPad and iPod touch emulated in
portrait and in landscape reported both ways reads its catalog insets and corner radius from its own
/devices/{id}/css and its family's /devices.css; the family file's :root.layoutd-mockup gives only shared values and
reports each one it leaves out; as a page on the phone itself neither file sets anything.
"""
import json
import re

from browser_http import fetch


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
            checked += 1
    cdp.send("Emulation.clearDeviceMetricsOverride")
    print(f"css: {checked} emulated model × orientation forms (portrait, landscape portrait- and rotated-reported): "
          f"each reads its own catalog figures from its CSS and from its family class; {conflicts} shared-screen "
          f"values left out of :root.layoutd-mockup, each reported as a conflict; as a page on the phone (no class) "
          f"nothing is set and padding-top stays 0, in the mock-up it is the top inset ({phones} forms)")
