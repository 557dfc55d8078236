"""Building blocks of the SwiftUI layout fixtures: view constructors, the hand check, and the random tree generator.

Used by scripts/generate/generate-swiftui-fixtures.py (which says what the fixture holds); written from the rules, not
from the Swift code.
"""
import sys

from swiftui_oracle import ALIGNMENTS, MODIFIERS, SHAPES
from swiftui_oracle_placement import solve

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
    (and the `extra` modifiers; "Divider" and "Image" in `extra` are leaves, "ViewThatFits" a container). `budget`
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
                      + tuple(k for k in extra if k not in ("Divider", "Image", "ViewThatFits")))
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
