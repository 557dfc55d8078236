"""Values and small helpers of the SwiftUI layout oracle (scripts/generate/swiftui_oracle/sizes.py): infinities and
exact fractions, alignments, edges, padding layers and flexible-frame limits. Written from the rules, not the Swift
code.
"""
import math
from fractions import Fraction as F

INF = math.inf
SYSTEM_SPACING = F(8)
H_FRACTION = {"leading": F(0), "center": F(1, 2), "trailing": F(1)}
V_FRACTION = {"top": F(0), "center": F(1, 2), "bottom": F(1)}
ALIGNMENTS = {"topLeading": ("leading", "top"), "top": ("center", "top"), "topTrailing": ("trailing", "top"),
              "leading": ("leading", "center"), "center": ("center", "center"), "trailing": ("trailing", "center"),
              "bottomLeading": ("leading", "bottom"), "bottom": ("center", "bottom"),
              "bottomTrailing": ("trailing", "bottom")}
SHAPES = ("Rectangle", "Circle", "Capsule", "RoundedRectangle", "Color")
EDGES = {"all": {"top", "leading", "bottom", "trailing"}, "horizontal": {"leading", "trailing"},
         "vertical": {"top", "bottom"}, "top": {"top"}, "leading": {"leading"}, "bottom": {"bottom"},
         "trailing": {"trailing"}}
MODIFIERS = ("frame", "flexibleFrame", "padding", "fixedSize", "layoutPriority", "aspectRatio", "offset")


# The arithmetic: exact Fractions, or (DOUBLES["on"]) Python floats, IEEE doubles as SwiftUI's CGFloat: the same rules
# rerun in doubles give the coordinates SwiftUI holds when it snaps them to pixels (see Pixel frames above).
DOUBLES = {"on": False}


def num(x):
    """A JSON input number as an exact value ('infinity' is inf); its double when DOUBLES is on."""
    if x is None:
        return None
    if x == "infinity":
        return INF
    return float(x) if DOUBLES["on"] else F(x)


def fix(x):
    """Keep finite values exact: a finite float (from mixing with inf) becomes its Fraction again (not in doubles)."""
    return F(x) if isinstance(x, float) and math.isfinite(x) and not DOUBLES["on"] else x


def mx(a, b):
    """max as IEEE code writes it (b if b >= a else a): NaN in b loses."""
    return b if b >= a else a


def mn(a, b):
    return b if b < a else a


def at(fraction, length):
    """An alignment guide: 0 for a leading/top guide whatever the length (never 0 * inf), else fraction * length."""
    return F(0) if fraction == 0 else fix(fraction * length)


def frac2(alignment):
    h, v = ALIGNMENTS[alignment or "center"]
    return H_FRACTION[h], V_FRACTION[v]


EDGE_AXIS = {"top": 1, "bottom": 1, "leading": 0, "trailing": 0}


def padding_layers(v):
    """safeAreaPadding as safeAreaInsets with a clear view of each length, spacing 0, outermost first: trailing,
    leading, bottom, top (edges default all, length default 16; or top/leading/bottom/trailing, the others 0)."""
    sides = ("top", "leading", "bottom", "trailing")
    if any(k in v for k in sides):
        top, leading, bottom, trailing = (num(v.get(k, 0)) for k in sides)
    else:
        edges = v.get("edges", "all")
        names = EDGES[edges] if isinstance(edges, str) else set().union(*(EDGES[n] for n in edges))
        length = num(v.get("length")) if v.get("length") is not None else F(16)
        top, leading, bottom, trailing = (length if k in names else F(0) for k in sides)
    return [("trailing", trailing), ("leading", leading), ("bottom", bottom), ("top", top)]


def padding_proposal(length, ax, p):
    q = list(p)
    if p[ax] is not None:
        q[ax] = mx(fix(p[ax] - (length + 0)), F(0))
    return tuple(q)


def insets(v):
    if "length" in v:
        e = num(v["length"])
        return e, e, e, e
    if not any(k in v for k in ("top", "leading", "bottom", "trailing")):
        return F(16), F(16), F(16), F(16)
    return tuple(num(v.get(k, 0)) for k in ("top", "leading", "bottom", "trailing"))


def flex_limits(v):
    def three(lo, ideal, hi):
        lo = None if lo is None else mx(lo, F(0))
        ideal = None if ideal is None else mx(lo if lo is not None else F(0), ideal)
        hi = None if hi is None else mx(ideal if ideal is not None else F(0), hi)
        return lo, ideal, hi
    w = three(num(v.get("minWidth")), num(v.get("idealWidth")), num(v.get("maxWidth")))
    h = three(num(v.get("minHeight")), num(v.get("idealHeight")), num(v.get("maxHeight")))
    return w, h
