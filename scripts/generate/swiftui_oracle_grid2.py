"""The SwiftUI layout oracle, part 4: Grid, GridRow and the grid cell modifiers (exact Fractions, or doubles when
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
from fractions import Fraction as F

from swiftui_oracle_values import DOUBLES, H_FRACTION, INF, SYSTEM_SPACING, V_FRACTION, ALIGNMENTS, at, fix, mx, num

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


def grid_tracks(layout, v):
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
    return grid_tracks(layout, v)[4]


def place_grid2(layout, v, x, y, path, out):
    """Each GridRow over the grid's width and its row's height, then its cells, each aligned in its rectangle."""
    tracks = grid_tracks(layout, v)
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
