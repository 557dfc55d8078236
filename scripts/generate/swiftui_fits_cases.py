"""The SwiftUI layout fixture's ViewThatFits and ScrollView cases: hand-checked rules, seeded random trees with them.

ViewThatFits follows Apple's documented rule (https://developer.apple.com/documentation/swiftui/viewthatfits):
"evaluates its child views in the order you provide them … selects the first child whose ideal size on the
constrained axes fits within the proposed size"; when none fits, the last child. OpenSwiftUI has no code for it
(Sources/OpenSwiftUI/Layout/ViewThatFits.swift lines 116-124, "Blocked by Layout Computer", commit
069dd80bce30bb9117b783e963c0ed7f741c7587). Only the chosen child is laid out: the others are absent from the answer.
ScrollView follows https://www.swiftuifieldguide.com/layout/scrollview/ ("a vertical scroll view always becomes
exactly as tall as proposed … passes on its own proposed width, but it proposes nil for the height to its children
… it only becomes as wide as the width of its contents"); Apple's documentation states no size rule. Written from
the documented rules (swiftui_oracle.Sizes.chosen, .scroll_proposal), not from the Swift code.
"""
import random

from swiftui_fixture_cases import fixed, hand_checked, hstack, proposal, random_tree, rect, vstack
from swiftui_oracle_placement import solve

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
