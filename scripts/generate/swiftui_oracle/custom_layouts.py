"""The SwiftUI layout oracle: the custom Layouts people write most, which SwiftUI does not ship as views, written from
their published code (not from the Swift engine):

- EqualWidthHStack, EqualWidthVStack, RadialLayout: Apple's sample "Composing custom layouts with SwiftUI" (WWDC22
  session 10056, developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui), MyEqualWidthHStack,
  MyEqualWidthVStack and MyRadialLayout.
  * maxSize = the largest ideal width and height (each child proposed .unspecified), from 0 x 0; spacing[k] = the
    given spacing, else child k's preferred spacing to child k + 1 along the stack's axis (the usual gap rule), 0
    after the last. HStack: size (maxW * n + sum, maxH), no children 0 x 0, whatever the proposal; each child proposed
    (maxW, maxH), its centre at (minX + maxW / 2 + sum of (maxW + spacing) before it, midY). VStack: size (maxW,
    maxH * n + sum); each child proposed (maxW, bounds.height), its centre at (midX, minY + maxH / 2 + ...).
  * RadialLayout: size = the proposal, 10 where none (replacingUnspecifiedDimensions). radius = min(w, h) / 3;
    angle = (360 / n) degrees in radians; child k's centre = (0, -radius) rotated by angle * k + offset
    (CGAffineTransform: (r sin t, -r cos t)) plus the middle of the bounds; proposed .unspecified. offset: getOffset
    of the ranks (default all 1): 0 unless three ranks not all equal (the sample's residual rule).
- FlowLayout: Apple's Food Truck sample (github.com/apple/sample-food-truck, App/General/FlowLayout.swift, commit
  3954a769e99f3cc53297d94f2b960ceb2665b3d6), FlowResult: the width = the proposal's, 10 when none; remaining = that
  width (an infinite one: greatestFiniteMagnitude); for each child its ideal size; spacingBefore = 0 for the first of
  a row, else the given spacing or the preferred horizontal gap; a child other than the first starts a new row when
  its width + spacingBefore > remaining; its x = width - remaining + spacingBefore; remaining -= width +
  spacingBefore; the row's height = the tallest. A finished row: its width = width - remaining; bounds.width = the
  widest row; bounds.height += row height (+ ySpacing from the second row on); the next row starts ySpacing below.
  ySpacing = rowSpacing (this service's member), else spacing, else 8. Placing (the same rows for the proposal): a
  row's x offset = (bounds.width - row width) * alignment's horizontal fraction; a child at (row offset + 0 + x +
  minX, row minY + (row height - its ideal height) * vertical fraction + minY), proposed .unspecified.
Every custom layout: spacing = its children's merged on every edge (Layout's default spacing), priority 0, children
with no stack axis; a guide inside one is refused (guides.py: an unmodelled reader).
"""
import math
import sys
from fractions import Fraction as F

from .values import DOUBLES, INF, SYSTEM_SPACING, frac2, fix, mn, mx, num

CUSTOM_LAYOUTS = ("EqualWidthHStack", "EqualWidthVStack", "RadialLayout", "FlowLayout")
UNSPECIFIED = (None, None)


def spacing_of(sizes, v):
    """Layout's default spacing: every child's merged on every edge (none: nothing said)."""
    each = [sizes.spacing(c, None) for c in v.get("children", [])]
    out = {}
    for e in "lrtb":
        values = [s[e] for s in each if s[e] is not None]
        out[e] = max(values) if values else None
    return out


def _gap(sizes, v, k, axis):
    kids = v.get("children", [])
    if k >= len(kids) - 1:
        return F(0)
    if v.get("spacing") is not None:
        return num(v["spacing"])
    return sizes.gap(sizes.spacing(kids[k], None), sizes.spacing(kids[k + 1], None), axis)


def _max_ideal(sizes, v):
    mw, mh = F(0), F(0)
    for c in v.get("children", []):
        w, h = sizes.size(c, UNSPECIFIED, None)
        mw, mh = mx(mw, w), mx(mh, h)
    return mw, mh


def _unspecified_width(p):
    return p[0] if p[0] is not None else F(10)


def flow_rows(sizes, v, width):
    """FlowResult for `width`: (bounds (w, h), ideal sizes, x of each child, rows [(first, minY, width, height)])."""
    kids = v.get("children", [])
    spacing = num(v["spacing"]) if v.get("spacing") is not None else None
    row_spacing = num(v["rowSpacing"]) if v.get("rowSpacing") is not None else None
    y_spacing = row_spacing if row_spacing is not None else spacing if spacing is not None else SYSTEM_SPACING
    big = sys.float_info.max if DOUBLES["on"] else F(sys.float_info.max)
    state = {"items": 0, "remaining": width if width != INF else big, "min_y": F(0), "height": F(0)}
    bounds = [F(0), F(0)]
    ideal, xs, rows = [], [], []

    def before(k):
        if state["items"] == 0:
            return F(0)
        if spacing is not None:
            return spacing
        return sizes.gap(sizes.spacing(kids[k - 1], None), sizes.spacing(kids[k], None), "h")

    def finalize(last):
        row_width = fix(width - state["remaining"])
        rows.append((last - max(state["items"] - 1, 0), state["min_y"], row_width, state["height"]))
        bounds[0] = mx(bounds[0], row_width)
        bounds[1] = fix(bounds[1] + fix(state["height"] + (y_spacing if len(rows) > 1 else F(0))))
        state["min_y"] = fix(state["min_y"] + fix(state["height"] + y_spacing))
        state["items"], state["height"], state["remaining"] = 0, F(0), width

    for k, c in enumerate(kids):
        w, h = sizes.size(c, UNSPECIFIED, None)
        ideal.append((w, h))
        if k != 0 and fix(w + before(k)) > state["remaining"]:
            finalize(max(k - 1, 0))
        taken = fix(w + before(k))
        xs.append(fix(fix(width - state["remaining"]) + before(k)))
        state["remaining"] = fix(state["remaining"] - taken)
        state["height"] = mx(state["height"], h)
        state["items"] += 1
        if k == len(kids) - 1:
            finalize(k)
    return tuple(bounds), ideal, xs, rows


def custom_size(sizes, v, p):
    """sizeThatFits of a custom layout for proposal p."""
    t, kids = v["type"], v.get("children", [])
    if t in ("EqualWidthHStack", "EqualWidthVStack"):
        if not kids:
            return F(0), F(0)
        mw, mh = _max_ideal(sizes, v)
        axis = "h" if t == "EqualWidthHStack" else "v"
        total = F(0)
        for k in range(len(kids)):
            total = fix(total + _gap(sizes, v, k, axis))
        n = len(kids)
        return (fix(mw * n + total), mh) if axis == "h" else (mw, fix(mh * n + total))
    if t == "RadialLayout":
        return _unspecified_width(p), (p[1] if p[1] is not None else F(10))
    return flow_rows(sizes, v, _unspecified_width(p))[0]


def radial_offset(ranks):
    """MyRadialLayout.getOffset: radians; 0 unless three ranks not all equal."""
    if len(ranks) != 3 or all(r == ranks[0] for r in ranks):
        return 0.0

    def residual(a, b):
        return -0.5 if a == 1 else 0.5 if b == 1 else -0.25 if a < b else 0.25 if a > b else 0.0
    if ranks[0] == 1:
        fraction = residual(ranks[1], ranks[2])
    elif ranks[1] == 1:
        fraction = -1 + residual(ranks[2], ranks[0])
    else:
        fraction = 1 + residual(ranks[0], ranks[1])
    return fraction * 2.0 * math.pi / 3.0


def place_custom(layout, v, p, frame, path, out):
    """placeSubviews of a custom layout in its frame (x, y, w, h), for the proposal p it was given."""
    x, y, w, h = frame
    t, kids = v["type"], v.get("children", [])
    if not kids:
        return
    half = 0.5 if DOUBLES["on"] else F(1, 2)
    if t in ("EqualWidthHStack", "EqualWidthVStack"):
        mw, mh = _max_ideal(layout, v)
        horizontal = t == "EqualWidthHStack"
        q = (mw, mh) if horizontal else (mw, h)
        mid = fix(y + h / 2) if horizontal else fix(x + w / 2)
        nxt = fix(x + mw / 2) if horizontal else fix(y + mh / 2)
        for k, c in enumerate(kids):
            cw, ch = layout.size(c, q, None)
            at = (fix(nxt - cw * half), fix(mid - ch * half)) if horizontal else (fix(mid - cw * half),
                                                                                   fix(nxt - ch * half))
            layout.place(c, q, at[0], at[1], None, f"{path}.{k}", out)
            step = _gap(layout, v, k, "h" if horizontal else "v")
            nxt = fix(nxt + fix((mw if horizontal else mh) + step))
    elif t == "RadialLayout":
        radius = fix(mn(w, h) / 3)
        angle = (360.0 / len(kids)) * (math.pi / 180)
        offset = radial_offset([int(r) for r in v.get("ranks") or [1] * len(kids)])
        mx_, my_ = fix(x + w / 2), fix(y + h / 2)
        for k, c in enumerate(kids):
            theta = angle * float(k) + offset
            s, co = math.sin(theta), math.cos(theta)
            s, co = (s, co) if DOUBLES["on"] else (F(s), F(co))
            cw, ch = layout.size(c, UNSPECIFIED, None)
            cx, cy = fix(s * radius + mx_), fix(-(co * radius) + my_)
            layout.place(c, UNSPECIFIED, fix(cx - cw * half), fix(cy - ch * half), None, f"{path}.{k}", out)
    else:
        _, ideal, xs, rows = flow_rows(layout, v, _unspecified_width(p))
        fh, fv = frac2(v.get("alignment"))
        for r, (first, min_y, row_width, row_height) in enumerate(rows):
            end = rows[r + 1][0] if r + 1 < len(rows) else len(kids)
            offset = fix(fix(w - row_width) * fh)
            for k in range(first, end):
                cx = fix(fix(fix(offset + 0) + xs[k]) + x)
                cy = fix(fix(min_y + fix(fix(row_height - ideal[k][1]) * fv)) + y)
                layout.place(kids[k], UNSPECIFIED, cx, cy, None, f"{path}.{k}", out)
