"""The exact arithmetic the geometry oracle (scripts/generate/generate-fixtures.py) is built on: a double input as
its exact Fraction, results written as the nearest double, pixel rounding (layout-rules §6) and UIView.ContentMode
placement (layout-rules §2.3); and the device fixtures: the HIG
device and tvOS tables as data/hig.json holds them, /fit answers whose numbers are short decimals, and the
keyboardLayoutGuide region from the catalog's insets and keyboard heights (data/devices.json). Imported by
generate-fixtures.py, which writes the fixtures; writes nothing itself.
"""
import json
import math
from fractions import Fraction as F
from pathlib import Path

INF = math.inf


def fx(x):
    """Exact rational of a double input."""
    return F(x)


def out(v):
    """A result for JSON: nearest double, 'infinity' for +inf, None stays null."""
    if v is None:
        return None
    if v == INF:
        return "infinity"
    f = float(v)
    return 0.0 if f == 0 else f  # never -0


def rect_out(x, y, w, h):
    return [out(x), out(y), out(w), out(h)]


# --- pixel rounding (layout-rules §6.1/§6.3): nearest multiple of 1/scale, ties towards +infinity -----------
# A value within 1e-9 px of a tie counts as the tie: layout arithmetic in doubles cannot tell 1/6 from the double
# just below it, and UIKit's own double product (0.16666666666666666 * 3 == 0.5) rounds such a value up too.

TIE_TOLERANCE = F(1, 10**9)


def round_px(v, scale):
    s = fx(scale)
    pixels = v * s
    return F(math.floor(pixels + F(1, 2) + TIE_TOLERANCE * max(F(1), abs(pixels)))) / s


def round_rect(x, y, w, h, scale):
    x0, y0 = round_px(x, scale), round_px(y, scale)
    x1, y1 = round_px(x + w, scale), round_px(y + h, scale)
    return x0, y0, x1 - x0, y1 - y0


# --- UIView.ContentMode (layout-rules §2.3) -----------------------------------------------------------------

MODES = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left", "right",
         "topLeft", "topRight", "bottomLeft", "bottomRight"]
ALIGNMENTS = ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]


def fractions_of(alignment):
    h = (F(0) if "Left" in alignment or alignment == "left"
         else F(1) if "Right" in alignment or alignment == "right" else F(1, 2))
    v = F(0) if alignment.startswith("top") else F(1) if alignment.startswith("bottom") else F(1, 2)
    return h, v


def place(container, content, mode, alignment):
    X, Y, W, H = map(fx, container)
    w, h = map(fx, content)
    if mode == "scaleToFill":
        sx, sy, effective = W / w, H / h, "center"
    elif mode == "scaleAspectFit":
        sx = sy = min(W / w, H / h)
        effective = alignment
    elif mode == "scaleAspectFill":
        sx = sy = max(W / w, H / h)
        effective = alignment
    else:
        sx = sy = F(1)
        effective = mode  # the positional modes pin where their name says
    cw, ch = w * sx, h * sy
    fh, fv = fractions_of(effective)
    x, y = X + (W - cw) * fh, Y + (H - ch) * fv
    cropped = [max(F(0), Y - y), max(F(0), X - x), max(F(0), (y + ch) - (Y + H)), max(F(0), (x + cw) - (X + W))]
    return (x, y, cw, ch), sx, sy, cropped, effective


# --- HIG tables, as data/hig.json holds them (imported from the HIG page by scripts/generate/import-sources.py) ------

HIG = Path(__file__).resolve().parents[2] / "data" / "hig.json"


def hig():
    return json.loads(HIG.read_text())


def hig_tvos_grid_cases():
    tables = hig()
    cases = [{"name": f"HIG {NUMBERS[g['columns']]}-column grid", "input": {"columns": g["columns"]},
              "expected": {"unfocusedWidth": g["unfocusedWidth"], "horizontalSpacing": g["horizontalSpacing"],
                           "minimumVerticalSpacing": g["minimumVerticalSpacing"]}} for g in tables["tvGrids"]]
    safe = tables["tvSafeArea"]
    cases.append({"name": "HIG tvOS safe area", "input": {"safeArea": True},
                  "expected": {"topBottom": safe["topBottom"], "sides": safe["sides"]}})
    return cases


NUMBERS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"}


def hig_device_tables():
    """The HIG's device tables as rows, which the catalog tests replay against every device of each row."""
    tables = hig()
    cases = [{"name": f"HIG dimensions: {row['model']}", "input": {"table": "dimensions", "model": row["model"]},
              "expected": {"points": row["points"], "pixels": row["pixels"], "scale": row["scale"]}}
             for row in tables["dimensions"]]
    cases += [{"name": f"HIG size classes: {row['model']}", "input": {"table": "sizeClasses", "model": row["model"]},
               "expected": {"portrait": row["portrait"], "landscape": row["landscape"]}}
              for row in tables["sizeClasses"]]
    cases += [{"name": f"HIG watch: {row['series']} {row['size']}",
               "input": {"table": "watch", "series": row["series"], "size": row["size"]},
               "expected": {"pixels": row["pixels"]}} for row in tables["watch"]]
    return cases


# --- /fit answers on the wire: a short decimal is written as that decimal (docs/api.md, "Numbers") --------------


def short_decimal(v):
    """The text a short decimal (at most 9 places) is written as, or None when v is not one."""
    if v.denominator == 1:
        return str(v.numerator)
    d = v.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d != 1:
        return None
    places = 0
    while (v * 10**places).denominator != 1:
        places += 1
    return repr(float(v)) if places <= 9 else None


def fit_decimal_cases():
    """/fit questions whose rects are exactly short decimals, with the text each number must be written as."""
    pairs = [
        ((852, 393), (21, 9)), ((393, 852), (16, 9)), ((734, 372), (21, 9)), ((1000, 10), (1, 100)),
        ((0.5, 0.25), (3, 2)),
        ((1e6, 7e5), (4, 3)), ((320, 480), (1920, 1080)), ((1024, 1366), (17, 11)), ((834, 1194), (2.35, 1)),
        ((0.3, 0.7), (0.7, 0.3)), ((0.3, 0.1), (0.1, 0.3)), ((1.1, 2.2), (3.3, 1.1)), ((100.1, 50.05), (0.7, 0.1)),
        ((19.99, 7.77), (0.03, 0.07)), ((0.7, 0.9), (0.3, 0.6)),
    ]
    cases = []
    for container, content in pairs:
        for mode in MODES:
            for alignment in (ALIGNMENTS if mode in ("scaleAspectFit", "scaleAspectFill") else ["center"]):
                for scale in (None, 2, 4):
                    r, sx, sy, cropped, effective = place((0, 0) + tuple(container), content, mode, alignment)
                    shown = round_rect(*r, scale) if scale else r
                    expected = {"rect": [short_decimal(v) for v in shown],
                                "unroundedRect": [short_decimal(v) for v in r]}
                    if not any(t is not None and "." in t for t in expected["rect"] + expected["unroundedRect"]):
                        continue  # nothing but whole numbers or long fractions: no decimal to check
                    query = {"container": f"{container[0]!r}x{container[1]!r}",
                             "content": f"{content[0]!r}x{content[1]!r}",
                             "mode": mode, "alignment": alignment}
                    if scale:
                        query["scale"] = str(scale)
                    else:
                        query["rounding"] = "false"
                    cases.append({"name": f"{mode} {alignment} {content} in {container} @{scale}", "input": query,
                                  "expected": expected})
    return cases


# --- keyboardLayoutGuide (/fit?region=keyboardLayoutGuide): the window above the docked keyboard ---------------
# UIKit's keyboardLayoutGuide has its top at the docked keyboard's top edge (at the safe area's bottom while the
# keyboard is hidden); the region content gets above it keeps the safe area's sides and top. The heights are the
# catalog's (data/devices.json, each with its source); only the arithmetic is checked here.

CATALOG = Path(__file__).resolve().parents[2] / "data" / "devices.json"
KEYBOARD_OPTIONS = ("predictive", "noPredictive", "hidden")


def keyboard_guide_cases():
    cases = []
    for d in json.loads(CATALOG.read_text())["devices"]:
        safe, keyboards = d.get("safeAreaInsets"), d.get("keyboard") or []
        if d["idiom"] not in ("phone", "pad") or not safe:
            continue
        for orientation in ("portrait", "landscape"):
            insets = safe.get(orientation)
            if insets is None:
                continue
            w, h = F(d["screen"]["width"]), F(d["screen"]["height"])
            W, H = (w, h) if orientation == "portrait" else (h, w)
            heights = keyboards[0].get(orientation) if keyboards else None
            for option in KEYBOARD_OPTIONS:
                if option == "hidden":
                    bottom = H - fx(insets["bottom"])
                    keyboard = keys = bar = frame = None
                elif heights is None:
                    continue
                else:
                    # the keys without the bar, the bar as shown (0 without it), and the keyboard's frame
                    keys = fx(heights["height"])
                    bar = fx(heights["predictiveBar"]) if option == "predictive" else F(0)
                    keyboard = keys + bar
                    bottom = H - keyboard
                    frame = rect_out(F(0), bottom, W, keyboard)
                left, top, right = fx(insets["left"]), fx(insets["top"]), W - fx(insets["right"])
                region = (left, top, max(F(0), right - left), max(F(0), bottom - top))
                if region[2] == 0 or region[3] == 0:
                    continue
                r, _, _, _, _ = place(region, (16, 9), "scaleAspectFit", "center")
                scale = d.get("scale")
                cases.append({"name": f"{d['id']} {orientation} keyboard={option}",
                              "input": {"device": d["id"], "orientation": orientation, "keyboard": option,
                                        "content": [16, 9], "scale": scale},
                              "expected": {"container": rect_out(*region), "keyboardHeight": out(keyboard),
                                           "keys": out(keys), "predictiveBar": out(bar), "frame": frame,
                                           "rect": rect_out(*r),
                                           "rounded": rect_out(*round_rect(*r, scale)) if scale else None}})
    return cases
