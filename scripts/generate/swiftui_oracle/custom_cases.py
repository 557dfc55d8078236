"""The SwiftUI layout fixture's custom layouts (EqualWidthHStack, EqualWidthVStack, RadialLayout, FlowLayout): the
published samples' own arrangements, hand-checked rules, seeded random trees (some hosted on screens).

The rules are custom_layouts.py's, written from Apple's published code: the sample "Composing custom layouts with
SwiftUI" (MyEqualWidthHStack, MyEqualWidthVStack, MyRadialLayout) and the Food Truck sample's FlowLayout. The hand
checks below are worked out from that code, not from the Swift engine.
"""
import math
import random
from fractions import Fraction as F

from .cases import fixed, hand_checked, hstack, mod, proposal, random_tree, rect
from .placement import solve

SAMPLE = "https://developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui"
FOOD_TRUCK = ("https://github.com/apple/sample-food-truck/blob/3954a769e99f3cc53297d94f2b960ceb2665b3d6/"
              "App/General/FlowLayout.swift")
ROOT3 = math.sqrt(3)


def layout(kind, *children, **extra):
    return {"type": kind, "children": list(children), **extra}


def button(width):
    """The sample's voting button: a label (Fixed width x 20) padded by 10, .frame(maxWidth: .infinity)."""
    return mod("flexibleFrame", mod("padding", fixed(width, 20), length=10), maxWidth="infinity")


def custom_layout_cases(screens):
    """Published arrangements and one case per rule; `checks` are (path, index in frame, value) worked out by hand."""
    buttons = [button(30), button(70), button(32)]  # ideal widths 50, 90, 52: every button proposed 90 x 40
    avatars = [fixed(50, 50, id=name) for name in ("cat", "goldfish", "dog")]
    chips = [fixed(w, 30) for w in (60, 80, 50, 90, 40, 70)]
    rows = [
        ("published: the sample's voting buttons, each as wide as the widest (90), 8 apart", SAMPLE,
         layout("EqualWidthHStack", *buttons), (393, 100),
         [("0", 2, 286), ("0", 3, 40), ("0.0", 2, 90), ("0.1", 0, 98), ("0.2", 0, 196), ("0.2", 2, 90)]),
        ("published: the sample's ButtonStack: ViewThatFits falls back to the equal-width VStack in 200 pt", SAMPLE,
         {"type": "ViewThatFits", "children": [layout("EqualWidthHStack", *buttons),
                                               layout("EqualWidthVStack", *buttons)]}, (200, 300),
         [("0", 2, 90), ("0", 3, 136), ("0.1", 3, 136), ("0.1.0", 2, 90), ("0.1.1", 1, 48), ("0.1.2", 1, 96)]),
        ("published: the sample's ButtonStack keeps the equal-width HStack where it fits (400 pt)", SAMPLE,
         {"type": "ViewThatFits", "children": [layout("EqualWidthHStack", *buttons),
                                               layout("EqualWidthVStack", *buttons)]}, (400, 300),
         [("0", 2, 286), ("0.0.1", 0, 98)]),
        ("published: the sample's three avatars on a circle of radius 100 (a third of 300)", SAMPLE,
         layout("RadialLayout", *avatars), (300, 300),
         [("0", 2, 300), ("0.0", 0, 125), ("0.0", 1, 25), ("0.1", 0, 150 + 50 * ROOT3 - 25), ("0.1", 1, 175),
          ("0.2", 0, 150 - 50 * ROOT3 - 25), ("0.2", 1, 175)]),
        ("published: ranks 2, 1, 3 turn the circle by -90 degrees: the leader 30 degrees from the top", SAMPLE,
         layout("RadialLayout", *avatars, ranks=[2, 1, 3]), (300, 300),
         [("0.1", 0, 200 - 25), ("0.1", 1, 150 - 50 * ROOT3 - 25), ("0.0", 0, 50 - 25), ("0.0", 1, 125),
          ("0.2", 0, 175), ("0.2", 1, 150 + 50 * ROOT3 - 25)]),
        ("published: Food Truck's flow of six chips in 200 pt: rows of 148, 196 and 70, centred", FOOD_TRUCK,
         layout("FlowLayout", *chips), (200, None),
         [("0", 2, 196), ("0", 3, 106), ("0.0", 0, 24), ("0.1", 0, 92), ("0.2", 0, 0), ("0.2", 1, 38),
          ("0.4", 0, 156), ("0.5", 0, 63), ("0.5", 1, 76)]),
        ("published: Food Truck's flow, top-leading, spacing 10: a row as tall as its tallest chip", FOOD_TRUCK,
         layout("FlowLayout", fixed(50, 20), fixed(50, 40), fixed(50, 20), alignment="topLeading", spacing=10),
         (120, 100), [("0", 2, 110), ("0", 3, 70), ("0.0", 1, 0), ("0.1", 0, 60), ("0.2", 0, 0), ("0.2", 1, 50)]),
        ("the equal-width HStack ignores its proposal: 128 x 20 proposed 30 x 5",
         layout("EqualWidthHStack", fixed(40, 10), fixed(60, 20)), (30, 5),
         [("0", 2, 128), ("0", 3, 20), ("0.0", 0, 10), ("0.0", 1, 5), ("0.1", 0, 68)]),
        ("an empty equal-width stack is 0 x 0", layout("EqualWidthVStack"), (100, 100), [("0", 2, 0), ("0", 3, 0)]),
        ("a Spacer in an equal-width HStack: no axis (8 x 8 ideal), no gap either side, proposed 20 x 20",
         layout("EqualWidthHStack", fixed(20, 20), {"type": "Spacer"}, fixed(20, 20)), (300, 300),
         [("0", 2, 60), ("0.1", 0, 20), ("0.1", 2, 20), ("0.1", 3, 20), ("0.2", 0, 40)]),
        ("the equal-width VStack proposes its own height (28): two Rectangles 10 x 28 overlap",
         layout("EqualWidthVStack", rect(), rect()), (100, 100),
         [("0", 2, 10), ("0", 3, 28), ("0.0", 3, 28), ("0.0", 1, -9), ("0.1", 1, 9)]),
        ("an equal-width VStack with spacing 4 centres each child across",
         layout("EqualWidthVStack", fixed(30, 10), fixed(50, 10), spacing=4), (100, 100),
         [("0", 2, 50), ("0", 3, 24), ("0.0", 0, 10), ("0.0", 1, 0), ("0.1", 1, 14)]),
        ("a radial layout proposed nothing is 10 x 10; one child at the top",
         layout("RadialLayout", fixed(4, 4)), (None, None),
         [("0", 2, 10), ("0", 3, 10), ("0.0", 0, 3), ("0.0", 1, F(-1, 3))]),
        ("two children on a radial layout: the top and the bottom of a circle of radius 20",
         layout("RadialLayout", fixed(10, 10), fixed(10, 10)), (120, 60),
         [("0.0", 0, 55), ("0.0", 1, 5), ("0.1", 0, 55), ("0.1", 1, 45)]),
        ("ranks 3, 2, 1 turn the circle by 150 degrees: the third child 30 degrees from the top",
         layout("RadialLayout", fixed(50, 50), fixed(50, 50), fixed(50, 50), ranks=[3, 2, 1]), (300, 300),
         [("0.2", 0, 175), ("0.2", 1, 150 - 50 * ROOT3 - 25)]),
        ("tied ranks leave the circle as it is", layout("RadialLayout", *avatars, ranks=[2, 2, 2]), (300, 300),
         [("0.0", 0, 125), ("0.0", 1, 25)]),
        ("a flow proposed no width lays out in 10: each chip on its own row",
         layout("FlowLayout", fixed(30, 10), fixed(30, 10)), (None, None),
         [("0", 2, 30), ("0", 3, 28), ("0.1", 0, 0), ("0.1", 1, 18)]),
        ("a flow's rowSpacing apart from its spacing, bottom-trailing",
         layout("FlowLayout", fixed(60, 10), fixed(60, 10), fixed(60, 10), spacing=4, rowSpacing=20,
                alignment="bottomTrailing"), (130, 100), [("0", 2, 124), ("0", 3, 40), ("0.1", 0, 64),
                                                          ("0.2", 0, 64), ("0.2", 1, 30)]),
        ("a chip that fits the row exactly (50 + 8 + 42 = 100) stays in it",
         layout("FlowLayout", fixed(50, 10), fixed(42, 10)), (100, 100),
         [("0", 2, 100), ("0", 3, 10), ("0.1", 0, 58), ("0.1", 1, 0)]),
        ("a flow's first chip never wraps, however wide; the layout is as wide as it",
         layout("FlowLayout", fixed(200, 10), fixed(20, 10)), (100, 100),
         [("0", 2, 200), ("0", 3, 28), ("0.1", 0, 90), ("0.1", 1, 18)]),
        ("a Spacer in a flow: 0 x 0 ideal, no gap either side, centred in its row's height",
         layout("FlowLayout", fixed(30, 10), {"type": "Spacer", "minLength": 0}, fixed(30, 10)), (100, 100),
         [("0", 2, 60), ("0.1", 0, 30), ("0.1", 1, 5), ("0.2", 0, 30)]),
        ("a custom layout takes its children's spacing: a Spacer inside means no gap before it in an HStack",
         hstack(fixed(10, 10), layout("FlowLayout", {"type": "Spacer", "minLength": 0})), (200, 50),
         [("0.1", 0, 10)]),
        ("a custom layout of Fixed views says nothing: the system spacing (8) before it in an HStack",
         hstack(fixed(10, 10), layout("EqualWidthHStack", fixed(10, 10))), (200, 50), [("0.1", 0, 18)]),
    ]
    cases = []
    for name, source, view, (w, h), checks in (r if len(r) == 5 else (r[0], None, *r[1:]) for r in rows):
        case_input = {"proposal": proposal(w, h), "scale": 1, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((name if source is not None else f"rule: {name}", source, case_input))
    hosted = [
        ("hosted: a flow in a ScrollView wraps in the safe area's 402: rows of 352 and 70, the ScrollView as wide "
         "as its content (352), centred",
         mod("ScrollView", layout("FlowLayout", *chips, alignment="leading")), screens[0],
         [("0.0", 2, 352), ("0.0", 3, 68), ("0.0", 0, 25), ("0.0.4", 0, 25 + 312), ("0.0.5", 0, 25),
          ("0.0.5", 1, 62 + 38)]),
    ]
    for name, view, screen, checks in hosted:
        case_input = {"scale": 3, "screen": screen, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((f"screen: {name}", None, case_input))
    return cases


def random_custom_layout_cases(screens, count=200):
    """Seeded random trees with custom layouts, on a proposal or hosted on one of `screens` (scale 1, 2, 3 in turn)."""
    rng = random.Random(63)
    widths = [None, 0, 37, 100, 320]
    heights = [None, 0, 44, 100, "infinity"]
    extra = ("CustomLayouts",) * 4 + ("GeometryReader", "position", "ViewThatFits")
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 16)], extra=extra)
        if rng.random() < 0.5:
            kind = rng.choice(("EqualWidthHStack", "EqualWidthVStack", "RadialLayout", "FlowLayout"))
            kids = [random_tree(rng, 1, [rng.randint(2, 6)], extra=extra) for _ in range(rng.randint(1, 6))]
            view = layout(kind, view, *kids)
        case_input = {"scale": len(cases) % 3 + 1, "view": view}
        if len(cases) % 3 == 2:
            case_input["screen"] = rng.choice(screens)
        else:
            case_input["proposal"] = proposal(rng.choice(widths), rng.choice(heights))
        if solve(case_input) is not None:
            cases.append((f"random custom layout {len(cases)}", None, case_input))
    return cases
