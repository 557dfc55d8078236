"""The SwiftUI layout fixture's Grid cases: layoutd's acceptance example, Apple's documented rules worked out by
hand, the refusals (what is not published), and seeded random trees with grids. The rules and their sources are in
swiftui_oracle_grid2.py; the numbers below are worked out by hand from them (hand_checked compares them with the
oracle's answer)."""
import random

from swiftui_fixture_cases import fixed, hand_checked, hstack, mod, proposal, random_tree, rect, vstack
from swiftui_oracle_placement import solve

ACCEPTANCE = "layoutd's acceptance example: rows (50, 100) and (80, 30) with spacing 0 -> 180 x 40"
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
         ACCEPTANCE, grid(*issue_rows(), **tight), (390, 844), 3,
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
