"""The SwiftUI layout oracle, part 3: LazyVGrid and LazyHGrid (exact Fractions, or doubles when DOUBLES is on).

Written from the published descriptions below, not from the Swift code. "Across" is the axis of the grid items (a
LazyVGrid's width: its columns), "along" the axis the lines of cells follow (a LazyVGrid's height: its rows).

The rules and their sources:
- GridItem sizes and defaults (https://developer.apple.com/documentation/swiftui/griditem/size): fixed(n);
  flexible(minimum: 10, maximum: infinity); adaptive(minimum:, maximum: infinity), "multiple items in the space of a
  single flexible item ... prefers to insert as many items of the minimum size as possible but lets them increase to
  the maximum size". GridItem(size = .flexible(), spacing: nil, alignment: nil); spacing nil is the system spacing 8;
  a LazyVGrid's spacing (between rows) nil is 8 too (https://www.objc.io/blog/2020/11/23/grid-layout/, "the default
  spacing of 8 points").
- The tracks (objc.io, "SwiftUI's Grid Views", https://www.objc.io/blog/2020/11/23/grid-layout/; the steps restated
  at https://www.swiftuifieldguide.com/layout/lazyvgrid/): from the proposed length subtract each item's spacing but
  the last one's; "fixed size columns are always rendered exactly at the specified width" and are served first; the
  other items in order are each offered what remains / the number of items remaining; a flexible item clamps that
  to its limits; an adaptive one "divides the column width by the minimum width, taking spacing into account": n =
  max(1, floor((w + s) / (minimum + s))) tracks of (w - (n - 1) s) / n (objc.io #1: 122 -> 2 of 57), at most its
  maximum (Apple, above); what each item takes is subtracted from what remains.
- Two passes (dev.mo4tech.com/?p=305430, "Take 300 as the starting layout ... Repeat step 1 to render, starting with
  width" the width found; https://lochiwei.gitbook.io/ios/swiftui/view/layout/grids/griditem/flexible-column, "2
  passes"): the grid is as wide as the tracks of the first pass and their spacing; the tracks are laid out again in
  that width, from the grid's leading edge.
- The cells (swiftuifieldguide.com/layout/lazyvgrid: "the widths of the grid columns are computed without consulting
  the subviews"): they fill each line's tracks in order; each is proposed its track's length across and nothing (its
  ideal) along; a line is as long as its longest cell; lines are the grid's spacing apart; the grid is as long as
  its lines whatever was proposed along (it sits in a ScrollView). Each cell is aligned in its track x line by its
  item's alignment, else the grid's alignment across (LazyVGrid: a horizontal alignment, default center) and the
  centre along (https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:
  pinnedviews:content:): "the guide for aligning the child views within the space allocated for a given cell").
Not published (chosen, listed in docs/api.md as not verified): an absent, infinite (or NaN) proposal across is
taken as 0; an adaptive item's share below 0 is taken as 0; an adaptive item held to its maximum takes only its
tracks' width from what is left; the tracks of the second pass start at the grid's leading edge even when they are
longer than the grid; a cell is centred along its line unless its item says otherwise.
"""
import math
from fractions import Fraction as F

from swiftui_oracle_values import DOUBLES, H_FRACTION, INF, SYSTEM_SPACING, V_FRACTION, ALIGNMENTS, at, fix, mn, mx, num

LAZY_GRIDS = ("LazyVGrid", "LazyHGrid")


def item_size(item):
    """('fixed', n, n) / ('flexible', min, max) / ('adaptive', min, max) with Apple's defaults."""
    size = item.get("size", "flexible")
    if size == "flexible":
        return "flexible", num(10), INF
    (kind, value), = size.items()
    if kind == "fixed":
        return "fixed", num(value), num(value)
    lo = num(value.get("minimum", 10))
    hi = num(value.get("maximum", "infinity"))
    return kind, lo, hi


def item_spacing(item):
    return num(item["spacing"]) if item.get("spacing") is not None else SYSTEM_SPACING


def cell_alignment(v, item):
    """(horizontal, vertical) fractions of a cell's alignment: its item's, else the grid's across, centred along."""
    if item.get("alignment") is not None:
        h, vt = ALIGNMENTS[item["alignment"]]
        return H_FRACTION[h], V_FRACTION[vt]
    if v["type"] == "LazyVGrid":
        return H_FRACTION[v.get("alignment", "center")], F(1, 2)
    return F(1, 2), V_FRACTION[v.get("alignment", "center")]


def one_pass(v, length):
    """[(start, length, count, step, (fh, fv))] per item, and the total length across, for one proposed length."""
    items = v["columns"] if v["type"] == "LazyVGrid" else v["rows"]
    n = len(items)
    remaining = length
    for item in items[:-1]:
        remaining = fix(remaining - item_spacing(item))
    sizes = [item_size(item) for item in items]
    lengths, counts = [None] * n, [1] * n
    left = n
    for i, (kind, value, _) in enumerate(sizes):
        if kind == "fixed":
            lengths[i] = value
            remaining = fix(remaining - value)
            left -= 1
    for i, (kind, lo, hi) in enumerate(sizes):
        if kind == "fixed":
            continue
        share = fix(remaining / left)
        if kind == "flexible":
            lengths[i] = mn(mx(share, lo), hi)
            taken = lengths[i]
        else:
            s = item_spacing(items[i])
            room = mx(share, F(0))
            counts[i] = max(1, math.floor((room + s) / (lo + s)))
            lengths[i] = mn(fix((room - (counts[i] - 1) * s) / counts[i]), hi)
            taken = fix(counts[i] * lengths[i] + (counts[i] - 1) * s)
        remaining = fix(remaining - taken)
        left -= 1
    tracks, position = [], (0.0 if DOUBLES["on"] else F(0))
    for i, item in enumerate(items):
        s = item_spacing(item)
        tracks.append((position, lengths[i], counts[i], fix(lengths[i] + s), cell_alignment(v, item)))
        position = fix(position + fix(counts[i] * lengths[i] + (counts[i] - 1) * s))
        if i < n - 1:
            position = fix(position + s)
    return tracks, position


def grid_tracks(v, proposed):
    """Both passes: the tracks laid out in the width the first pass found, and that width."""
    unusable = proposed is None or proposed == INF or (isinstance(proposed, float) and math.isnan(proposed))
    start = (0.0 if DOUBLES["on"] else F(0)) if unusable else proposed
    _, across = one_pass(v, start)
    return one_pass(v, across)[0], across


def per_line(tracks, cells):
    total = sum(t[2] for t in tracks)
    return max(cells, 1) if total >= cells else total


def track_of(tracks, k):
    """(start, length, alignment) of the k-th cell of a line."""
    for start, length, count, step, alignment in tracks:
        if k < count:
            return fix(start + k * step), length, alignment
        k -= count
    raise AssertionError("a cell beyond its line")


def cell_proposal(v, length):
    return (length, None) if v["type"] == "LazyVGrid" else (None, length)


def grid_lines(layout, v, tracks):
    """[(start, length)] of each line of cells along the grid."""
    children = v.get("children", [])
    n = per_line(tracks, len(children))
    lines, position, k = [], (0.0 if DOUBLES["on"] else F(0)), 0
    vertical = v["type"] == "LazyVGrid"
    while k < len(children):
        longest = 0.0 if DOUBLES["on"] else F(0)
        for j in range(min(n, len(children) - k)):
            w, h = layout.size(children[k + j], cell_proposal(v, track_of(tracks, j)[1]), None)
            longest = mx(longest, h if vertical else w)
        if lines:
            position = fix(position + (num(v["spacing"]) if v.get("spacing") is not None else SYSTEM_SPACING))
        lines.append((position, longest))
        position = fix(position + longest)
        k += n
    return lines


def grid_size(layout, v, p):
    vertical = v["type"] == "LazyVGrid"
    tracks, across = grid_tracks(v, p[0] if vertical else p[1])
    lines = grid_lines(layout, v, tracks)
    along = fix(lines[-1][0] + lines[-1][1]) if lines else (0.0 if DOUBLES["on"] else F(0))
    return (across, along) if vertical else (along, across)


def place_grid(layout, v, p, x, y, path, out):
    """Places each cell aligned in its track x line."""
    vertical = v["type"] == "LazyVGrid"
    tracks, _ = grid_tracks(v, p[0] if vertical else p[1])
    lines = grid_lines(layout, v, tracks)
    children = v.get("children", [])
    n = per_line(tracks, len(children))
    for k, c in enumerate(children):
        start, length, (fh, fv) = track_of(tracks, k % n)
        line_start, line_length = lines[k // n]
        q = cell_proposal(v, length)
        cw, ch = layout.size(c, q, None)
        cx, w = (start, length) if vertical else (line_start, line_length)
        cy, h = (line_start, line_length) if vertical else (start, length)
        layout.place(c, q, fix(fix(x + cx) + (at(fh, w) - at(fh, cw))), fix(fix(y + cy) + (at(fv, h) - at(fv, ch))),
                     None, f"{path}.{k}", out)
