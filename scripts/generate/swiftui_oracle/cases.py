"""Building blocks of the SwiftUI layout fixtures: view constructors, the hand check, and the random tree generator.

Used by scripts/generate/generate-swiftui-fixtures.py (which says what the fixture holds); written from the rules, not
from the Swift code.

The rules the random trees reach only by chance, each worked out by hand and kept apart from the rest of
the SwiftUI fixture (scripts/generate/generate-swiftui-fixtures.py writes them after its hand-checked cases; with
--rules-only it leaves the random trees out, so a scratch copy shows whether the rule cases alone catch a mutation).

The SwiftUI layout fixture's ViewThatFits and ScrollView cases: hand-checked rules, seeded random trees with them.

ViewThatFits follows Apple's documented rule (https://developer.apple.com/documentation/swiftui/viewthatfits):
"evaluates its child views in the order you provide them … selects the first child whose ideal size on the
constrained axes fits within the proposed size"; when none fits, the last child. OpenSwiftUI has no code for it
(Sources/OpenSwiftUI/Layout/ViewThatFits.swift lines 116-124, "Blocked by Layout Computer", commit
069dd80bce30bb9117b783e963c0ed7f741c7587). Only the chosen child is laid out: the others are absent from the answer.
ScrollView follows https://www.swiftuifieldguide.com/layout/scrollview/ ("a vertical scroll view always becomes
exactly as tall as proposed … passes on its own proposed width, but it proposes nil for the height to its children
… it only becomes as wide as the width of its contents"); Apple's documentation states no size rule. Written from
the documented rules (sizes.Sizes.chosen, .scroll_proposal), not from the Swift code.
"""
import random
import sys

from .custom_layouts import CUSTOM_LAYOUTS
from .placement import solve
from .values import ALIGNMENTS, MODIFIERS, SHAPES

# --- cases ------------------------------------------------------------------------------------------------------

def rect(**extra):
    return {"type": "Rectangle", **extra}


def fixed(w, h, **extra):
    return {"type": "Fixed", "width": w, "height": h, **extra}


def mod(kind, content, **extra):
    return {"type": kind, "content": content, **extra}


def hstack(*children, **extra):
    return {"type": "HStack", "children": list(children), **extra}


def vstack(*children, **extra):
    return {"type": "VStack", "children": list(children), **extra}


def zstack(*children, **extra):
    return {"type": "ZStack", "children": list(children), **extra}


def proposal(w, h):
    return {"width": w, "height": h}


def hand_checked(name, case_input, checks):
    """The oracle's answer for a case, after checking the frame members worked out by hand: (path, index, value)."""
    expected = solve(case_input)
    assert expected is not None, name
    frames = {n["path"]: n["frame"] for n in expected["nodes"]}
    for path, index, value in checks:
        if abs(frames[path][index] - float(value)) >= 1e-9:
            sys.exit(f"hand check failed: {name}: {path}[{index}] = {frames[path]}, worked out {value}")
    return expected


def random_tree(rng, depth, budget, extra=()):
    """A random view: depth <= 4 below the root, 1-5 children per stack, fixed and flexible leaves, every modifier
    (and the `extra` modifiers; "Divider" and "Image" in `extra` are leaves, "ViewThatFits", "GeometryReader" and
    "CustomLayouts" (any of the four) containers). `budget`
    is a one-element list of views still allowed, so trees stay small enough for a compact fixture."""
    budget[0] -= 1
    if depth >= 4 or budget[0] <= 0 or rng.random() < 0.3:
        pick = rng.random()
        if pick < 0.25:
            return fixed(rng.choice([0, 10, 20, 25, 40, 64, 100, 150]), rng.choice([0, 10, 20, 44, 50, 80]))
        if pick < 0.4:
            return {"type": "Spacer", "minLength": rng.choice([None, None, 0, 4, 20])}
        if "Divider" in extra and rng.random() < 0.25:
            return {"type": "Divider"}
        if "Image" in extra and rng.random() < 0.25:
            return {"type": "Image", "width": rng.choice([0, 24, 300]), "height": rng.choice([0, 24, 200]),
                    "resizable": rng.random() < 0.7}
        kind = rng.choice(SHAPES)
        leaf = {"type": kind}
        if kind == "RoundedRectangle":
            leaf["cornerRadius"] = 8
        if kind == "Color":
            leaf["color"] = "red"
        return leaf
    pick = rng.random()
    if "CustomLayouts" in extra and pick < 0.45 and rng.random() < 0.35:
        return random_custom_layout(rng, depth, budget, extra)
    if "GeometryReader" in extra and pick < 0.45 and rng.random() < 0.3:
        children = [random_tree(rng, depth + 1, budget, extra) for _ in range(rng.randint(0, 3))]
        return {"type": "GeometryReader", "children": children}
    if "ViewThatFits" in extra and pick < 0.45 and rng.random() < 0.3:
        children = [random_tree(rng, depth + 1, budget, extra) for _ in range(rng.randint(1, 4))]
        axes = rng.choice([None, "horizontal", "vertical", "both"])
        return {"type": "ViewThatFits", "children": children, **({"axes": axes} if axes else {})}
    if pick < 0.45:
        kind = rng.choice(["HStack", "VStack", "ZStack"])
        children = [random_tree(rng, depth + 1, budget, extra) for _ in range(rng.randint(1, 5))]
        view = {"type": kind, "children": children}
        if kind == "ZStack":
            view["alignment"] = rng.choice(list(ALIGNMENTS))
        else:
            view["spacing"] = rng.choice([None, None, 0, 4, 10])
            view["alignment"] = rng.choice(["top", "center", "bottom"] if kind == "HStack"
                                           else ["leading", "center", "trailing"])
        return view
    kind = rng.choice(MODIFIERS + ("overlay", "background")
                      + tuple(k for k in extra if k not in CONTAINERS))
    content = random_tree(rng, depth + 1, budget, extra)
    view = mod(kind, content)
    if kind == "frame":
        view["width"] = rng.choice([None, 30, 50, 120])
        view["height"] = rng.choice([None, 20, 60])
        view["alignment"] = rng.choice(list(ALIGNMENTS))
    elif kind == "flexibleFrame":
        for axis in ("Width", "Height"):
            view["min" + axis] = rng.choice([None, None, 0, 20, 60])
            view["ideal" + axis] = rng.choice([None, None, None, 40, 90])
            view["max" + axis] = rng.choice([None, None, 50, 150, "infinity"])
        view["alignment"] = rng.choice(list(ALIGNMENTS))
    elif kind == "padding":
        form = rng.random()
        if form < 0.3:
            view["length"] = rng.choice([-6, 0, 5, 12])
        elif form < 0.7:
            for edge in ("top", "leading", "bottom", "trailing"):
                if rng.random() < 0.6:
                    view[edge] = rng.choice([-4, 0, 3, 8, 16])
    elif kind == "fixedSize":
        view["horizontal"] = rng.random() < 0.7
        view["vertical"] = rng.random() < 0.7
    elif kind == "layoutPriority":
        view["value"] = rng.choice([-1, 1, 2])
    elif kind == "aspectRatio":
        view["ratio"] = rng.choice([None, 0.5, 1, 1.5, 2])
        view["contentMode"] = rng.choice(["fit", "fill"])
    elif kind == "offset":
        view["x"] = rng.choice([0, 3, -7.5, 10])
        view["y"] = rng.choice([0, -2, 4.25])
    elif kind == "position":
        for axis in ("x", "y"):
            if rng.random() < 0.8:
                view[axis] = rng.choice([0, 12.5, 50, 100, -20])
    elif kind == "ScrollView":
        axes = rng.choice([None, "horizontal", "vertical", "both"])
        if axes is not None:
            view["axes"] = axes
    elif kind == "ignoresSafeArea":
        edges = rng.choice([None, "all", "vertical", "horizontal", "top", "bottom", ["top", "leading"]])
        if edges is not None:
            view["edges"] = edges
    elif kind == "safeAreaInset":
        view["edge"] = rng.choice(["top", "leading", "bottom", "trailing"])
        view["spacing"] = rng.choice([None, None, 0, 6])
        view["alignment"] = rng.choice(["center", "leading", "trailing"] if view["edge"] in ("top", "bottom")
                                       else ["center", "top", "bottom"])
        view["secondary"] = random_tree(rng, depth + 1, budget, extra)
    elif kind == "safeAreaPadding":
        form = rng.random()
        if form < 0.4:
            view["length"] = rng.choice([None, 0, 10, 24.5])
            view["edges"] = rng.choice(["all", "horizontal", ["top"], ["bottom", "leading"]])
        elif form < 0.7:
            for edge in ("top", "leading", "bottom", "trailing"):
                if rng.random() < 0.6:
                    view[edge] = rng.choice([0, 5, 16])
    elif kind == "alignmentGuide":
        view["alignment"] = rng.choice(["leading", "horizontalCenter", "trailing", "top", "verticalCenter", "bottom"])
        view["value"] = rng.choice([-12, 0, 7.5, 20, {"fraction": 0.5, "of": "width"},
                                    {"fraction": rng.choice([-0.25, 1, 1.5]), "of": rng.choice(["width", "height"])}])
    else:
        view["secondary"] = random_tree(rng, depth + 1, budget, extra)
        view["alignment"] = rng.choice(list(ALIGNMENTS))
    return view


CONTAINERS = ("Divider", "Image", "ViewThatFits", "GeometryReader", "CustomLayouts")


def random_custom_layout(rng, depth, budget, extra):
    """One of the custom layouts (custom_layouts.py) with 0-5 random children and random members."""
    kind = rng.choice(CUSTOM_LAYOUTS)
    children = [random_tree(rng, depth + 1, budget, extra) for _ in range(rng.randint(0, 5))]
    view = {"type": kind, "children": children}
    if kind != "RadialLayout" and rng.random() < 0.5:
        view["spacing"] = rng.choice([0, 4, 12.5, 30])
    if kind == "RadialLayout" and rng.random() < 0.5:
        view["ranks"] = [rng.randint(1, 3) for _ in children]
    if kind == "FlowLayout":
        view["alignment"] = rng.choice(list(ALIGNMENTS))
        if rng.random() < 0.4:
            view["rowSpacing"] = rng.choice([0, 6, 20])
    return view


def rare_rule_cases():
    """(name, source, input) cases: each solved by the oracle and its hand-worked frame members checked."""
    lp, color = (lambda view, v: mod("layoutPriority", view, value=v)), {"type": "Color", "color": "gray"}
    rows = [
        ("three priority groups: the middle one leaves 140 unused, the last group gets it",
         hstack(lp(mod("flexibleFrame", rect(), maxWidth=100), 2), lp(mod("flexibleFrame", rect(), maxWidth=50), 1),
                mod("flexibleFrame", rect(), minWidth=10), spacing=0), (300, 20), 1,
         [("0.0", 2, 100), ("0.1", 0, 100), ("0.1", 2, 50), ("0.2", 0, 150), ("0.2", 2, 150)]),
        ("flexibleFrame landing exactly on its minimum proposes its size when placing, not nil",
         mod("fixedSize", mod("flexibleFrame", rect(), minWidth=50, maxWidth=100)), (200, 200), 1,
         [("0.0", 2, 50), ("0.0.0", 0, 0), ("0.0.0", 2, 50), ("0.0.0", 3, 10)]),
        ("a Spacer inside an overlay in an HStack keeps the stack's axis (0 high) and sizes last",
         hstack(fixed(40, 40), mod("overlay", {"type": "Spacer"}, secondary=color), fixed(40, 40)), (200, 100), 1,
         [("0", 3, 40), ("0.1", 0, 40), ("0.1", 1, 20), ("0.1", 2, 120), ("0.1", 3, 0), ("0.2", 0, 160)]),
        ("a layout priority passes through an overlay: its content first, the frame's minimum reserved",
         hstack(mod("overlay", lp(rect(), 1), secondary=color), mod("flexibleFrame", rect(), minWidth=30),
                spacing=0), (100, 10), 1, [("0.0", 2, 70), ("0.0.1", 2, 70), ("0.1", 0, 70), ("0.1", 2, 30)]),
        ("an HStack placed without a proposed height proposes its children the height it chose (40, not nil)",
         mod("fixedSize", hstack(fixed(20, 40), rect()), horizontal=False, vertical=True), (100, 100), 1,
         [("0.0", 3, 40), ("0.0.1", 0, 28), ("0.0.1", 1, 0), ("0.0.1", 2, 72), ("0.0.1", 3, 40)]),
        ("a VStack placed without a proposed width proposes its children the width it chose (40, not nil)",
         mod("fixedSize", vstack(fixed(40, 20), rect()), horizontal=True, vertical=False), (100, 100), 1,
         [("0.0", 2, 40), ("0.0.1", 0, 0), ("0.0.1", 1, 28), ("0.0.1", 2, 40), ("0.0.1", 3, 72)]),
    ]
    cases = []
    for name, view, (w, h), scale, checks in rows:
        case_input = {"proposal": proposal(w, h), "scale": scale, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((f"rule: {name}", None, case_input))
    return cases


FITS_DOC = "https://developer.apple.com/documentation/swiftui/viewthatfits"
SCROLL_GUIDE = "https://www.swiftuifieldguide.com/layout/scrollview/"


def scroll(content, **extra):
    return {"type": "ScrollView", "content": content, **extra}


def fits(*children, **extra):
    return {"type": "ViewThatFits", "children": list(children), **extra}


def fits_cases():
    """Each rule with the numbers worked out by hand: (path, index in frame, value); the chosen child's path."""
    rows = [
        ("ViewThatFits horizontal: 200 does not fit 150, 100 does (the second child, 100 wide)",
         fits(fixed(200, 10), fixed(100, 10), fixed(50, 10), axes="horizontal"), (150, 100),
         [("0", 2, 100), ("0.1", 2, 100)]),
        ("ViewThatFits: none fits, the last child (300 wide in 150)",
         fits(fixed(200, 10), fixed(300, 10)), (150, 100), [("0", 2, 300), ("0.1", 0, 0)]),
        ("ViewThatFits vertical: the width is not constrained (500 wide fits 100 x 60)",
         fits(fixed(500, 50), fixed(10, 10), axes="vertical"), (100, 60), [("0.0", 2, 500)]),
        ("ViewThatFits both: the height counts (50 tall does not fit 100 x 40)",
         fits(fixed(50, 50), fixed(10, 10)), (100, 40), [("0.1", 2, 10)]),
        ("ViewThatFits: a flexible child fits by its ideal size (138 > 100), the next one is chosen",
         fits(hstack(fixed(120, 20), rect()), fixed(80, 20)), (100, 50), [("0.1", 2, 80)]),
        ("ViewThatFits: the flexible child's ideal 138 fits 200 and it then takes the proposal (200 wide)",
         fits(hstack(fixed(120, 20), rect()), fixed(80, 20)), (200, 50), [("0.0", 2, 200), ("0.0.1", 2, 72)]),
        ("ViewThatFits: an unproposed axis is fitted by any size (nil x nil: the first child)",
         fits(fixed(500, 500), fixed(1, 1)), (None, None), [("0.0", 2, 500)]),
        ("ViewThatFits with no children is 0 x 0", fits(), (100, 100), [("0", 2, 0), ("0", 3, 0)]),
    ]
    scroll_rows = [
        ("ScrollView vertical: as tall as proposed (500), as wide as its content (100); the content 800 tall",
         scroll(fixed(100, 800)), (300, 500), [("0", 2, 100), ("0", 3, 500), ("0.0", 3, 800), ("0.0", 1, 0)]),
        ("ScrollView vertical: the content proposed 300 x nil (a Rectangle 300 x 10)",
         scroll(rect()), (300, 500), [("0", 2, 300), ("0", 3, 500), ("0.0", 2, 300), ("0.0", 3, 10)]),
        ("ScrollView vertical: a Color in a VStack takes its ideal height 10 (the field guide's example)",
         scroll(vstack(rect(), fixed(50, 20), spacing=0)), (300, 600),
         [("0.0", 3, 30), ("0.0.0", 3, 10), ("0.0.1", 1, 10), ("0", 3, 600)]),
        ("ScrollView horizontal: as wide as proposed (300), as tall as its content (50); the content 400 wide",
         scroll(hstack(fixed(200, 50), fixed(200, 50), spacing=0), axes="horizontal"), (300, 100),
         [("0", 2, 300), ("0", 3, 50), ("0.0", 2, 400)]),
        ("ScrollView both: the proposed size (200 x 300), the content its ideal 10 x 10 at the origin",
         scroll(rect(), axes="both"), (200, 300), [("0", 2, 200), ("0", 3, 300), ("0.0", 2, 10), ("0.0", 3, 10)]),
    ]
    cases = []
    for name, view, (w, h), checks in rows + scroll_rows:
        case_input = {"proposal": proposal(w, h), "scale": 1, "view": view}
        expected = hand_checked(name, case_input, checks)
        paths = [n["path"] for n in expected["nodes"]]
        chosen = {c[0] for c in checks if c[0] != "0"}
        if view["type"] == "ScrollView":
            cases.append((f"rule: {name}", SCROLL_GUIDE, case_input))
            continue
        if any(p.count(".") == 1 and p not in chosen for p in paths) or (view["children"] and len(chosen) == 0):
            raise SystemExit(f"hand check failed: {name}: answered children {paths}")
        cases.append((f"rule: {name}", FITS_DOC, case_input))
    return cases


def random_fits_cases(count=200):
    """Seeded random trees with ViewThatFits and ScrollView, at scales 1, 2, 3 in turn."""
    rng = random.Random(36)
    widths = [None, 0, 37, 100, 150, 320, "infinity"]
    heights = [None, 0, 20, 44, 100, "infinity"]
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 18)], extra=("ViewThatFits", "ScrollView"))
        if rng.random() < 0.5:
            view = fits(view, random_tree(rng, 1, [6], extra=("ViewThatFits", "ScrollView")),
                        axes=rng.choice(["horizontal", "vertical", "both"]))
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        if solve(case_input) is not None:
            cases.append((f"random fits {len(cases)}", None, case_input))
    return cases
