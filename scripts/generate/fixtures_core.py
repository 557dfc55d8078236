"""The exact arithmetic the geometry oracle (scripts/generate/generate-fixtures.py) is built on: a double input as
its exact Fraction, results written as the nearest double, pixel rounding (layout-rules §6) and UIView.ContentMode
placement (layout-rules §2.3). Imported by generate-fixtures.py and fixtures_devices.py; writes nothing itself.
"""
import math
from fractions import Fraction as F


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

