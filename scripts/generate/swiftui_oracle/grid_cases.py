"""The SwiftUI layout fixture's LazyVGrid and LazyHGrid cases: layoutd's acceptance and the published examples,
hand-checked rules, seeded random trees with grids. The rules and their sources are in grids.py; the
numbers below are worked out by hand from them (hand_checked compares them with the oracle's answer).

The SwiftUI layout fixture's Grid cases: layoutd's acceptance example, Apple's documented rules worked out by
hand, the refusals (what is not published), and seeded random trees with grids. The rules and their sources are in
grids.py; the numbers below are worked out by hand from them (hand_checked compares them with the
oracle's answer).
"""
import random

from .cases import fixed, hand_checked, hstack, mod, proposal, random_tree, rect, vstack
from .placement import solve

OBJC_GRID = "https://www.objc.io/blog/2020/11/23/grid-layout/"
MO4TECH = "https://dev.mo4tech.com/?p=305430"
GRIDITEM_DOC = "https://developer.apple.com/documentation/swiftui/griditem"
ACCEPTANCE = "layoutd's acceptance examples, worked out by hand"


def vgrid(columns, *children, **extra):
    return {"type": "LazyVGrid", "columns": columns, "children": list(children), **extra}


def hgrid(rows, *children, **extra):
    return {"type": "LazyHGrid", "rows": rows, "children": list(children), **extra}


def flexible(minimum=None, maximum=None, **extra):
    limits = {k: v for k, v in (("minimum", minimum), ("maximum", maximum)) if v is not None}
    return {"size": {"flexible": limits} if limits else "flexible", **extra}


def adaptive(minimum, maximum=None, **extra):
    limits = {"minimum": minimum, **({"maximum": maximum} if maximum is not None else {})}
    return {"size": {"adaptive": limits}, **extra}


def fixed_item(n, **extra):
    return {"size": {"fixed": n}, **extra}


def grid_cases():
    """(name, source, input) cases, each checked against its hand-worked frame members: (path, index, value)."""
    third = 280 / 3
    rows = [
        ("LazyVGrid one adaptive(minimum: 80) in 390, default spacing: 4 columns of 91.5, rows 8 apart", ACCEPTANCE,
         vgrid([adaptive(80)], *[rect() for _ in range(6)]), (390, None),
         [("0", 2, 390), ("0", 3, 28), ("0.0", 2, 91.5), ("0.1", 0, 99.5), ("0.3", 0, 298.5), ("0.4", 1, 18)]),
        ("LazyVGrid three flexible items, spacing 10, in 300: 93.33 wide at 0, 103.33, 206.67", ACCEPTANCE,
         vgrid([flexible(spacing=10)] * 3, rect(), rect(), rect(), rect()), (300, None),
         [("0.0", 2, third), ("0.1", 0, third + 10), ("0.2", 0, 2 * third + 20), ("0.3", 1, 18), ("0", 3, 28)]),
        ("objc.io #1: fixed(70) and adaptive(minimum: 40) in 200: 70, then 2 tracks of 57", OBJC_GRID,
         vgrid([fixed_item(70), adaptive(40)], *[rect() for _ in range(3)]), (200, None),
         [("0.0", 2, 70), ("0.1", 0, 78), ("0.1", 2, 57), ("0.2", 0, 143), ("0", 2, 200)]),
        ("mo4tech: adaptive(minimum: 50, maximum: 100) in 300: 5 tracks of 53.6", MO4TECH,
         vgrid([adaptive(50, 100)], *[rect() for _ in range(5)]), (300, None),
         [("0.0", 2, 53.6), ("0.4", 0, 4 * 61.6), ("0", 2, 300)]),
        ("mo4tech: adaptive(50, 100) and adaptive(40, 100) in 300: 2 of 69, then 3 of 43.33", MO4TECH,
         vgrid([adaptive(50, 100), adaptive(40, 100)], *[rect() for _ in range(5)]), (300, None),
         [("0.0", 2, 69), ("0.1", 0, 77), ("0.2", 0, 154), ("0.2", 2, 130 / 3), ("0.4", 0, 154 + 2 * (130 / 3 + 8))]),
        ("two passes: flexible(minimum: 50) and flexible(minimum: 120) in 200: the grid is 224, then 108 and 120",
         MO4TECH, vgrid([flexible(50), flexible(120)], rect(), rect()), (200, None),
         [("0", 2, 224), ("0.0", 2, 108), ("0.1", 0, 116), ("0.1", 2, 120)]),
        ("adaptive(minimum: 100, maximum: 120) in 390: 3 tracks held to 120, the grid 376 wide", GRIDITEM_DOC,
         vgrid([adaptive(100, 120)], rect(), rect(), rect()), (390, None),
         [("0", 2, 376), ("0.0", 2, 120), ("0.2", 0, 256)]),
        ("flexible(minimum: 40) and fixed(60) in 100: the fixed one first, the flexible one held to 40",
         OBJC_GRID, vgrid([flexible(40), fixed_item(60)], rect(), rect()), (100, None),
         [("0", 2, 108), ("0.0", 2, 40), ("0.1", 0, 48), ("0.1", 2, 60)]),
        ("a cell is proposed nothing along the grid: a Rectangle is 10 tall, a line as tall as its tallest cell",
         None, vgrid([flexible(), flexible()], rect(), fixed(20, 44), rect(), spacing=0), (200, 500),
         [("0", 3, 54), ("0.0", 3, 10), ("0.0", 1, 17), ("0.2", 1, 44), ("0.1", 0, 142)]),
        ("the grid's alignment (leading) and an item's own (bottomTrailing) place cells in their track",
         None, vgrid([flexible(), flexible(alignment="bottomTrailing")], fixed(20, 10), fixed(20, 10), fixed(30, 40),
                     alignment="leading"), (208, None),
         [("0.0", 0, 0), ("0.0", 1, 0), ("0.1", 0, 188), ("0.2", 0, 0), ("0.2", 1, 18)]),
        ("LazyHGrid rows fixed(30) and fixed(50): cells fill columns top to bottom, columns 8 apart",
         None, hgrid([fixed_item(30), fixed_item(50)], fixed(40, 10), fixed(40, 10), fixed(60, 10)), (None, 500),
         [("0", 2, 108), ("0", 3, 88), ("0.1", 1, 58), ("0.2", 0, 48), ("0.2", 1, 10)]),
        ("LazyHGrid: a Rectangle is proposed nothing across its row, 10 wide and the row's height tall",
         None, hgrid([flexible()], rect(), rect(), spacing=4), (300, 100),
         [("0", 2, 24), ("0", 3, 100), ("0.1", 0, 14), ("0.1", 3, 100)]),
        ("no proposal across (taken as 0): flexible items at their minimum, 10", None,
         vgrid([flexible(), flexible()], rect(), rect()), (None, None), [("0", 2, 28), ("0.1", 0, 18)]),
        ("an empty grid is as wide as its tracks and 0 tall", None, vgrid([fixed_item(50)]), (300, 300),
         [("0", 2, 50), ("0", 3, 0)]),
    ]
    cases = []
    for name, source, view, (w, h), checks in rows:
        case_input = {"proposal": proposal(w, h), "scale": 3, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((f"rule: {name}", source, case_input))
    return cases


def random_item(rng):
    pick = rng.random()
    spacing = rng.choice([None, None, 0, 4, 10])
    item = {} if spacing is None else {"spacing": spacing}
    if rng.random() < 0.3:
        item["alignment"] = rng.choice(["topLeading", "center", "bottomTrailing", "top", "trailing"])
    if pick < 0.3:
        return {**fixed_item(rng.choice([0, 30, 50, 80])), **item}
    if pick < 0.65:
        return {**flexible(rng.choice([None, 0, 20, 60]), rng.choice([None, 60, 100, "infinity"])), **item}
    return {**adaptive(rng.choice([20, 40, 80]), rng.choice([None, 80, 120])), **item}


def random_grid_cases(count=150):
    """Seeded random trees with grids (in a VStack, a ScrollView, a padding), at scales 1, 2, 3 in turn."""
    rng = random.Random(35)
    widths = [None, 0, 100, 150, 320, 390, "infinity"]
    heights = [None, 0, 44, 300, "infinity"]
    cases = []
    while len(cases) < count:
        vertical = rng.random() < 0.6
        items = [random_item(rng) for _ in range(rng.randint(1, 4))]
        for item in items:  # a flexible item's maximum below its minimum is refused, not laid out
            limits = item["size"].get("flexible") if isinstance(item["size"], dict) else None
            if limits and limits.get("maximum") not in (None, "infinity") and limits.get("minimum", 10) > limits[
                    "maximum"]:
                limits["maximum"] = "infinity"
        kids = [random_tree(rng, 2, [rng.randint(2, 6)]) for _ in range(rng.randint(0, 9))]
        grid = (vgrid if vertical else hgrid)(items, *kids)
        if rng.random() < 0.5:
            grid["spacing"] = rng.choice([None, 0, 6])
        if rng.random() < 0.4:
            alignments = ["leading", "center", "trailing"] if vertical else ["top", "center", "bottom"]
            grid["alignment"] = rng.choice(alignments)
        wrap = rng.random()
        if wrap < 0.25:
            view = {"type": "ScrollView", "content": grid, **({} if vertical else {"axes": "horizontal"})}
        elif wrap < 0.5:
            view = vstack(random_tree(rng, 3, [3]), grid)
        elif wrap < 0.65:
            view = mod("padding", grid, length=rng.choice([0, 8, 12.5]))
        else:
            view = grid
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        if solve(case_input) is not None:
            cases.append((f"random grid {len(cases)}", None, case_input))
    return cases


GRID_ACCEPTANCE = "layoutd's acceptance example: rows (50, 100) and (80, 30) with spacing 0 -> 180 x 40"
GRID_DOC = "https://developer.apple.com/documentation/swiftui/grid"
UNSIZED_DOC = "https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)"
COLUMN_DOC = "https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)"
SPAN_DOC = "https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)"
FATBOBMAN = "https://fatbobman.com/en/posts/analysis-approach-and-resolution-strategies-for-swiftui-layout-issues"


def grid(*children, **extra):
    return {"type": "Grid", "children": list(children), **extra}


def row(*children, **extra):
    return {"type": "GridRow", "children": list(children), **extra}


def issue_rows():
    return row(fixed(50, 20), fixed(100, 20)), row(fixed(80, 20), fixed(30, 20))


def grid2_cases():
    """(name, source, input) cases, each checked against its hand-worked frame members: (path, index, value)."""
    tight = {"horizontalSpacing": 0, "verticalSpacing": 0}
    rows = [
        ("acceptance: Fixed 50 x 20, 100 x 20 / 80 x 20, 30 x 20, spacing 0 -> 180 x 40, columns 80 and 100",
         GRID_ACCEPTANCE, grid(*issue_rows(), **tight), (390, 844), 3,
         [("0", 2, 180), ("0", 3, 40), ("0.0", 2, 180), ("0.0.0", 0, 15), ("0.0.1", 0, 80), ("0.1", 1, 20),
          ("0.1.0", 0, 0), ("0.1.1", 0, 115), ("0.1.1", 1, 20)]),
        ("default spacing (nil: 8 between columns and rows): 188 x 48", GRID_DOC, grid(*issue_rows()), (None, None), 2,
         [("0", 2, 188), ("0", 3, 48), ("0.1.1", 0, 123), ("0.1.1", 1, 28), ("0.1", 1, 28)]),
        ("alignment: a column's gridColumnAlignment (set in row 2) > the grid's; a row's > the grid's; an anchor first",
         COLUMN_DOC,
         grid(row(fixed(50, 20), fixed(100, 40), alignment="top"),
              row(mod("gridColumnAlignment", fixed(80, 10), alignment="leading"),
                  mod("gridCellAnchor", fixed(30, 10), x=0.5, y=0.5)),
              alignment="bottomTrailing", **tight), (300, 300), 1,
         [("0", 2, 180), ("0", 3, 50), ("0.0.0", 0, 0), ("0.0.0", 1, 0), ("0.0.1", 0, 80), ("0.1.0", 0, 0),
          ("0.1.0", 1, 40), ("0.1.0.0", 0, 0), ("0.1.1", 0, 115), ("0.1.1", 1, 40)]),
        ("gridCellColumns(2) spans both columns; a view outside a GridRow spans every column (both centred)",
         SPAN_DOC,
         grid(row(fixed(50, 20), fixed(100, 20)), row(mod("gridCellColumns", fixed(120, 10), count=2)),
              fixed(60, 5), **tight), (None, None), 3,
         [("0", 2, 150), ("0", 3, 35), ("0.1.0", 0, 15), ("0.1.0", 1, 20), ("0.1.0", 2, 120), ("0.2", 0, 45),
          ("0.2", 1, 30)]),
        ("gridCellUnsizedAxes: a Divider across the grid and a Color fill what the other cells size",
         UNSIZED_DOC,
         grid(row(fixed(50, 20), fixed(100, 20)), mod("gridCellUnsizedAxes", {"type": "Divider"}, axes="horizontal"),
              row(mod("gridCellUnsizedAxes", {"type": "Color", "color": "red"}, axes="both"), fixed(30, 10)),
              **tight), (400, 400), 1,
         [("0", 2, 150), ("0", 3, 31), ("0.1", 2, 150), ("0.1", 3, 1), ("0.1.0", 2, 150), ("0.2.0", 2, 50),
          ("0.2.0", 3, 10), ("0.2.0", 1, 21), ("0.2.1", 0, 85)]),
        ("a grid in an HStack: its size does not depend on the proposal", GRID_DOC,
         hstack(grid(*issue_rows(), **tight), rect(), spacing=0), (300, 100), 2,
         [("0.0", 2, 180), ("0.0", 1, 30), ("0.1", 0, 180), ("0.1", 2, 120)]),
    ]
    cases = []
    for name, source, view, (w, h), scale, checks in rows:
        case_input = {"proposal": proposal(w, h), "scale": scale, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((f"rule: {name}", source, case_input))
    refusals = [
        ("a flexible cell (a Rectangle): how the grid shares space among flexible cells is not published",
         grid(row(rect(), fixed(10, 10))), "0.0.0"),
        ("a Divider without gridCellUnsizedAxes(.horizontal) is flexible across", grid(row(fixed(10, 10)),
                                                                                      {"type": "Divider"}), "0.1"),
        ("a spanning cell wider than its columns: how SwiftUI widens them is not published",
         grid(row(fixed(50, 10), fixed(50, 10)), row(mod("gridCellColumns", fixed(200, 10), count=2)),
              horizontalSpacing=0), "0.1.0"),
    ]
    for name, view, path in refusals:
        case_input = {"proposal": proposal(300, 300), "scale": 1, "view": view}
        assert solve(case_input) == {"refused": path}, name
        cases.append((f"rule: refused, {name}", GRID_DOC, case_input))
    # The one published measurement of Grid found (fatbobman.com): Colors in a nested Grid spanning two columns,
    # framed 350 x 350; its cells are flexible, so the layout is refused at the first one (its frames are not stated
    # as numbers either).
    color = {"type": "Color", "color": "orange"}
    nested = grid(row(color, color), color, color)
    view = mod("frame", grid(row(color, color, mod("gridCellColumns", nested, count=2))), width=350, height=350)
    case_input = {"proposal": proposal(400, 400), "scale": 2, "view": view}
    assert solve(case_input) == {"refused": "0.0.0.0"}
    cases.append(("rule: refused, fatbobman's nested Grid of Colors (flexible cells)", FATBOBMAN, case_input))
    return cases


def random_cell(rng):
    """A cell: mostly sizes that do not depend on the proposal (Fixed, a fixedSize subtree, a frame), some unsized
    flexible views, now and then a random subtree (often flexible: the grid is then refused), cell modifiers."""
    pick = rng.random()
    if pick < 0.45:
        cell = fixed(rng.choice([0, 10, 24, 50, 80.5]), rng.choice([0, 10, 20, 33.3]))
    elif pick < 0.6:
        cell = mod("fixedSize", random_tree(rng, 2, [rng.randint(2, 5)]))
    elif pick < 0.7:
        cell = mod("frame", rect(), width=rng.choice([12, 40]), height=rng.choice([7, 30]))
    elif pick < 0.85:
        cell = mod("gridCellUnsizedAxes", rng.choice([rect(), {"type": "Color", "color": "blue"}]), axes="both")
    else:
        cell = random_tree(rng, 3, [rng.randint(1, 4)])
    if rng.random() < 0.2:
        cell = mod("gridColumnAlignment", cell, alignment=rng.choice(["leading", "center", "trailing"]))
    if rng.random() < 0.15:
        cell = mod("gridCellAnchor", cell, x=rng.choice([0, 0.25, 1]), y=rng.choice([0, 0.5, 1]))
    return cell


def random_grid2_cases(count=150):
    """Seeded random trees with a Grid (alone, in a VStack or HStack, a padding, a ScrollView), scales 1, 2, 3."""
    rng = random.Random(36)
    widths, heights = [None, 0, 100, 320, 390, "infinity"], [None, 0, 44, 300, "infinity"]
    cases, refused = [], 0
    while len(cases) < count:
        rows = []
        for _ in range(rng.randint(1, 4)):
            if rng.random() < 0.12:
                rows.append(mod("gridCellUnsizedAxes", {"type": "Divider"}, axes="horizontal"))
                continue
            extra = {"alignment": rng.choice(["top", "center", "bottom"])} if rng.random() < 0.3 else {}
            rows.append(row(*[random_cell(rng) for _ in range(rng.randint(1, 4))], **extra))
        g = grid(*rows)
        for key in ("horizontalSpacing", "verticalSpacing"):
            if rng.random() < 0.6:
                g[key] = rng.choice([None, 0, 4, 10.5])
        if rng.random() < 0.4:
            g["alignment"] = rng.choice(["topLeading", "center", "bottomTrailing", "leading", "top"])
        wrap = rng.random()
        view = (g if wrap < 0.4 else vstack(random_tree(rng, 3, [3]), g) if wrap < 0.6
                else hstack(g, random_tree(rng, 3, [3])) if wrap < 0.75
                else mod("padding", g, length=rng.choice([0, 8, 12.5])) if wrap < 0.9
                else {"type": "ScrollView", "content": g})
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        expected = solve(case_input)
        if expected is None or ("refused" in expected and refused >= count // 5):
            continue
        refused += "refused" in expected
        cases.append((f"random Grid {len(cases)}", None, case_input))
    return cases
