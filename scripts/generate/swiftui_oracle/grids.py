"""The SwiftUI layout oracle's grids. LazyVGrid and LazyHGrid (exact Fractions, or doubles when DOUBLES is on).

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

Grid, GridRow and the grid cell modifiers (exact Fractions, or doubles when
DOUBLES is on). Written from Apple's documentation, not from the Swift code.

The rules and their sources:
- Rows and columns (https://developer.apple.com/documentation/swiftui/grid): "The first view in each grid row appears
  in the grid's first column, the second view in the second column, and so on"; the grid has as many columns as its
  row with the most cells, a view given to the grid outside a GridRow "creates a row that spans all of the grid's
  columns"; gridCellColumns(n) (https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)) makes a
  cell "span the specified number of columns".
- Sizes (the Grid page: "a grid and its rows behave something like a collection of HStack instances wrapped in a
  VStack ... the grid handles row and column creation as a single operation"): a column is as wide as its widest
  cell, a row as tall as its tallest; columns horizontalSpacing apart, rows verticalSpacing apart (nil: "a default
  distance between cells that's appropriate for the platform",
  https://developer.apple.com/documentation/swiftui/grid/init(alignment:horizontalspacing:verticalspacing:content:),
  taken as the system spacing 8 as for stacks and lazy grids: not measured for Grid).
- gridCellUnsizedAxes (https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)): "the
  dimensions in which the grid shouldn't offer the view a share of any available space. This prevents a flexible view
  ... from defining the size of a row or column": on those axes the cell does not size its row or column and is
  offered the size the other cells give it.
- Alignment (the Grid page; gridColumnAlignment, https://developer.apple.com/documentation/swiftui/view/
  gridcolumnalignment(_:): "causes all cells in the same column of a grid to use the same alignment"; GridRow's
  init(alignment:) overrides the grid's vertical alignment for the row; gridCellAnchor,
  https://developer.apple.com/documentation/swiftui/unitpoint: "The grid aligns the projection of a unit point onto
  the view with the projection of the same unit point onto the cell"): a cell's horizontal fraction is its anchor's
  x, else its column's alignment, else the grid's; its vertical fraction the anchor's y, else its row's, else the
  grid's. Each cell is proposed its rectangle (its columns with the spacing between them x its row) and aligned in it.
Not published, so refused (GridRefused, a 422 in the service): how the grid shares space among flexible cells (a
cell whose size at (0, 0), at (inf, inf) or at its rectangle differs from its ideal size on an axis it sizes), and
how a spanning cell wider than its columns widens them. Chosen, listed in docs/api.md as not verified: the first
gridColumnAlignment of a column wins; a spanning cell takes its first column's alignment; an outer cell modifier
wins over an inner one of the same kind; an empty GridRow is a row 0 tall; a GridRow is reported over the grid's
width and its row's height, proposed that size; a Grid says nothing about spacing to a stack around it.
"""
import math
from fractions import Fraction as F

from .values import ALIGNMENTS, DOUBLES, H_FRACTION, INF, SYSTEM_SPACING, V_FRACTION, at, fix, mn, mx, num

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


GRID_TYPES = ("Grid", "GridRow")
CELL_TRAITS = ("gridCellColumns", "gridColumnAlignment", "gridCellUnsizedAxes", "gridCellAnchor")


class GridRefused(Exception):
    """A Grid whose layout is not published; `view` is the cell refused."""

    def __init__(self, view):
        super().__init__("grid refused")
        self.view = view


def zero():
    return 0.0 if DOUBLES["on"] else F(0)


def traits(cell):
    """(span, column alignment, (unsized h, unsized v), anchor) read from the cell modifiers wrapping a cell, the outer
    one of a kind first."""
    span = alignment = unsized = anchor = None
    v = cell
    while v["type"] in CELL_TRAITS:
        t = v["type"]
        if t == "gridCellColumns" and span is None:
            span = v["count"]
        elif t == "gridColumnAlignment" and alignment is None:
            alignment = v["alignment"]
        elif t == "gridCellUnsizedAxes" and unsized is None:
            unsized = (v["axes"] in ("horizontal", "both"), v["axes"] in ("vertical", "both"))
        elif t == "gridCellAnchor" and anchor is None:
            anchor = (num(v["x"]), num(v["y"]))
        v = v["content"]
    return span, alignment, unsized or (False, False), anchor


def plan(v):
    """(columns, rows): rows are (GridRow view or None, [cells]); a cell: view, column, span, uh, uv, fh, fv."""
    spec_h, spec_v = ALIGNMENTS[v.get("alignment", "center")]
    rows, columns, column_alignment = [], 0, {}
    for child in v.get("children", []):
        is_row = child["type"] == "GridRow"
        members = child.get("children", []) if is_row else [child]
        cells, column = [], 0
        for cell in members:
            span, alignment, (uh, uv), anchor = traits(cell)
            span = (span or 1) if is_row else 0  # 0: every column
            if alignment is not None and column not in column_alignment:
                column_alignment[column] = alignment
            cells.append({"view": cell, "column": column, "span": span, "uh": uh, "uv": uv, "anchor": anchor,
                          "row_alignment": child.get("alignment") if is_row else None})
            column += span
        columns = max(columns, column)
        rows.append((child if is_row else None, cells))
    if rows:
        columns = max(columns, 1)
    for _, cells in rows:
        for c in cells:
            if c["span"] == 0:
                c["span"] = columns
            anchor = c["anchor"]
            c["fh"] = anchor[0] if anchor else H_FRACTION[column_alignment.get(c["column"], spec_h)]
            c["fv"] = anchor[1] if anchor else V_FRACTION[c["row_alignment"] or spec_v]
    return columns, rows


def rigid_size(layout, c):
    """The cell's ideal size; GridRefused when its size at (0, 0) or (inf, inf) differs on an axis it sizes."""
    ideal = layout.size(c["view"], (None, None), None)
    for probe in ((num(0), num(0)), (INF, INF)):
        check(c, layout.size(c["view"], probe, None), ideal)
    return ideal


def check(c, s, ideal):
    if (not c["uh"] and s[0] != ideal[0]) or (not c["uv"] and s[1] != ideal[1]):
        raise GridRefused(c["view"])


def starts(lengths, spacing):
    out, position = [], zero()
    for k, length in enumerate(lengths):
        if k > 0:
            position = fix(position + spacing)
        out.append(position)
        position = fix(position + length)
    return out, position


def area(tracks, c, r):
    widths, heights, xs, ys, _ = tracks
    last = c["column"] + c["span"] - 1
    return xs[c["column"]], ys[r], fix(fix(xs[last] + widths[last]) - xs[c["column"]]), heights[r]


def grid2_tracks(layout, v):
    """(widths, heights, xs, ys, size): a column as wide as its widest single-column cell, a row as tall as its
    tallest cell, unsized axes left out; a spanning cell wider than its columns is refused."""
    columns, rows = plan(v)
    widths, heights = [zero()] * columns, [zero()] * len(rows)
    for r, (_, cells) in enumerate(rows):
        for c in cells:
            w, h = rigid_size(layout, c)
            if not c["uv"]:
                heights[r] = mx(heights[r], h)
            if not c["uh"] and c["span"] == 1:
                widths[c["column"]] = mx(widths[c["column"]], w)
    hs = num(v["horizontalSpacing"]) if v.get("horizontalSpacing") is not None else SYSTEM_SPACING
    vs = num(v["verticalSpacing"]) if v.get("verticalSpacing") is not None else SYSTEM_SPACING
    (xs, width), (ys, height) = starts(widths, hs), starts(heights, vs)
    tracks = (widths, heights, xs, ys, (width, height))
    for r, (_, cells) in enumerate(rows):
        for c in cells:
            if c["span"] > 1 and not c["uh"] and rigid_size(layout, c)[0] > area(tracks, c, r)[2]:
                raise GridRefused(c["view"])
    return tracks


def grid2_size(layout, v):
    return grid2_tracks(layout, v)[4]


def place_grid2(layout, v, x, y, path, out):
    """Each GridRow over the grid's width and its row's height, then its cells, each aligned in its rectangle."""
    tracks = grid2_tracks(layout, v)
    width = tracks[4][0]
    _, rows = plan(v)
    for r, (row, cells) in enumerate(rows):
        row_path = f"{path}.{r}"
        if row is not None:
            out.append((row_path, row, (x, fix(y + tracks[3][r]), width, tracks[1][r]), (width, tracks[1][r])))
        for k, c in enumerate(cells):
            ax, ay, aw, ah = area(tracks, c, r)
            q = (aw, ah)
            s = layout.size(c["view"], q, None)
            check(c, s, layout.size(c["view"], (None, None), None))
            cell_path = f"{row_path}.{k}" if row is not None else row_path
            layout.place(c["view"], q, fix(fix(x + ax) + (at(c["fh"], aw) - at(c["fh"], s[0]))),
                         fix(fix(y + ay) + (at(c["fv"], ah) - at(c["fv"], s[1]))), None, cell_path, out)


def path_of(layout, root, target, path="0"):
    """The path of `target` (a view dict) in the tree under `root`, or None."""
    if root is target:
        return path
    for k, child in enumerate(layout.kids(root)):
        found = path_of(layout, child, target, f"{path}.{k}")
        if found is not None:
            return found
    return None
