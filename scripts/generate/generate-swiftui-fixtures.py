#!/usr/bin/env python3
"""Oracle for SwiftUILayout: lays out SwiftUI view trees from the documented rules with exact rational arithmetic.

A sibling of scripts/generate/generate-fixtures.py with the same conventions: every finite value is a fractions.Fraction
(inputs are the exact binary value of their double), +infinity is math.inf (IEEE rules: inf - inf is NaN, 0 * inf
is NaN), outputs are the nearest doubles. Written from the documented rules and the layout notes below, not from
the Swift code. Writes Tests/LayoutGeometryTests/Fixtures/swiftui-layout.json: the published cases (each with its
URL), hand-checked cases for each rule, and generated random trees (seeded) at scales 1, 2 and 3.

    python3 scripts/generate/generate-swiftui-fixtures.py              # (re)write the fixture
    python3 scripts/generate/generate-swiftui-fixtures.py --check      # exit 1 if it differs from a fresh run
    python3 scripts/generate/generate-swiftui-fixtures.py --rules-only # without the random trees (scratch copies)

The oracle is the package scripts/generate/swiftui_oracle/: the layout rules and the model in sizes.py (with
values.py, guides.py and grids.py) and placement.py; the view constructors, the hand check, the random trees and
the rule cases in cases.py, the grids', the guides' and position's and GeometryReader's cases in grid_cases.py,
guide_cases.py and geometry_cases.py, the custom layouts' (Apple's sample layouts) in custom_cases.py.

Never edit the fixture by hand: change these scripts and regenerate.
"""
import json
import random
import sys
from fractions import Fraction as F
from pathlib import Path

sys.dont_write_bytecode = True  # importing the oracle must not leave __pycache__ in scripts/
from swiftui_oracle.cases import (  # noqa: E402 (the oracle package, scripts/generate/swiftui_oracle/)
    fits_cases, fixed, hand_checked, hstack, mod, proposal, random_fits_cases, random_tree, rare_rule_cases, rect,
    vstack, zstack)
from swiftui_oracle.grid_cases import grid2_cases, grid_cases, random_grid2_cases, random_grid_cases  # noqa: E402
from swiftui_oracle.guide_cases import (  # noqa: E402
    guide_cases, guide_read_cases, random_guide_cases, random_guide_read_cases, random_outward_cases)
from swiftui_oracle.geometry_cases import (  # noqa: E402
    geometry_reader_cases, position_cases, random_geometry_reader_cases, random_position_cases)
from swiftui_oracle.custom_cases import custom_layout_cases, random_custom_layout_cases  # noqa: E402
from swiftui_oracle.placement import solve  # noqa: E402

OUT = Path(__file__).resolve().parents[2] / "Tests" / "LayoutGeometryTests" / "Fixtures" / "swiftui-layout.json"
GENERATED_BY = "scripts/generate/generate-swiftui-fixtures.py (exact Fraction arithmetic)"


OBJC = "https://www.objc.io/blog/2020/11/10/hstacks-child-ordering"
WORKSHOP = "https://github.com/AcademyIFCE/HStackLayoutWorkshop"
FIELD_GUIDE = "https://www.swiftuifieldguide.com/layout/ideal-size/"
ZSTACK_DOC = "https://developer.apple.com/documentation/swiftui/zstack"
ASPECT_DOC = "https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)"
FRAME_DOC = "https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)"
MAJID = "https://swiftwithmajid.com/2021/06/02/frames-in-swiftui/"


def published_cases():
    """Published examples with their numbers; the comment says what the page shows."""
    cases = []

    def add(name, source, view, prop, scale=1):
        cases.append((f"published: {name}", source, {"proposal": prop, "scale": scale, "view": view}))
    # objc.io: three Rectangles in an HStack(spacing: 0) inside .frame(width: 300, height: 100) are 100 wide each.
    add("objc.io three rectangles share 300 (100 each)", OBJC,
        hstack(rect(id="red"), rect(id="green"), rect(id="blue"), spacing=0), proposal(300, 100))
    # objc.io, measured: frame(maxWidth: 100) then frame(minWidth: 100) offered 150: 75 and 100 (the stack overflows).
    add("objc.io measured HStack 150: widths [75, 100]", OBJC,
        hstack(mod("flexibleFrame", rect(), maxWidth=100, id="red"),
               mod("flexibleFrame", rect(), minWidth=100, id="green"), spacing=0), proposal(150, 100))
    # HStackLayoutWorkshop: spacing 7.5, minWidth 100 / width 30 / maxWidth 50 offered 150 x 100: 30, 50, then 100.
    add("HStackLayoutWorkshop spacing 7.5: green 30, blue 50, red 100", WORKSHOP,
        hstack(mod("flexibleFrame", {"type": "Color", "color": "red"}, minWidth=100, id="red"),
               mod("frame", {"type": "Color", "color": "green"}, width=30, id="green"),
               mod("flexibleFrame", {"type": "Color", "color": "blue"}, maxWidth=50, id="blue"), spacing=7.5),
        proposal(150, 100))
    # Field guide: built-in shapes have an ideal size of 10 x 10; fixedSize renders it whatever the proposal.
    add("field guide Rectangle().fixedSize() is 10 x 10", FIELD_GUIDE, mod("fixedSize", rect()), proposal(200, 200))
    # Field guide: RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40).fixedSize().padding().
    add("field guide ideal 100 x 40 through fixedSize and padding", FIELD_GUIDE,
        mod("padding", mod("fixedSize", mod("flexibleFrame", {"type": "RoundedRectangle", "cornerRadius": 5},
                                            idealWidth=100, idealHeight=40))), proposal(200, 200))
    add("field guide same without fixedSize fills the proposal", FIELD_GUIDE,
        mod("padding", mod("flexibleFrame", {"type": "RoundedRectangle", "cornerRadius": 5},
                           idealWidth=100, idealHeight=40)), proposal(200, 200))
    # Apple ZStack: six 100 x 100 rectangles, each offset by 10 more points; the ZStack stays 100 x 100.
    add("Apple ZStack six offset squares", ZSTACK_DOC,
        zstack(*[mod("offset", mod("frame", {"type": "Color", "color": c}, width=100, height=100), x=10 * i, y=10 * i)
                 for i, c in enumerate(["red", "orange", "yellow", "green", "blue", "purple"])]),
        proposal(393, 852), scale=3)
    # Apple ZStack(alignment: .bottomLeading): red 100 x 50 and blue 50 x 100 share the bottom-left corner.
    add("Apple ZStack bottomLeading shares the corner", ZSTACK_DOC,
        zstack(mod("frame", {"type": "Color", "color": "red"}, width=100, height=50),
               mod("frame", {"type": "Color", "color": "blue"}, width=50, height=100), alignment="bottomLeading"),
        proposal(393, 852), scale=3)
    # Apple aspectRatio: an ellipse (a shape taking its proposal, modelled as Capsule) at 3:4 fit in 200 x 200
    # becomes 150 x 200, centred.
    add("Apple aspectRatio 0.75 fit in a 200 x 200 frame", ASPECT_DOC,
        mod("frame", mod("aspectRatio", {"type": "Capsule"}, ratio=0.75, contentMode="fit"), width=200, height=200),
        proposal(393, 852), scale=2)
    # Apple frame(width:height:): VStack { Ellipse().frame(width: 200, height: 100); Ellipse().frame(height: 100) }:
    # the second takes the proposed width (ellipses modelled as Capsule).
    add("Apple frame 200 x 100 then height 100 only", FRAME_DOC,
        vstack(mod("frame", {"type": "Capsule"}, width=200, height=100),
               mod("frame", {"type": "Capsule"}, height=100)), proposal(393, 852), scale=3)
    # Swift with Majid: a 100 x 100 rectangle in a 50 x 50 frame ignores the smaller proposal and overflows it,
    # centred; the whole sits in a 300 x 300 frame (the border is an overlay of the 50 x 50 frame).
    add("Majid 100 x 100 rectangle overflows its 50 x 50 frame", MAJID,
        mod("background", mod("frame", mod("overlay", mod("frame", mod("frame", {"type": "Color", "color": "green"},
                                                                       width=100, height=100), width=50, height=50),
                                           secondary={"type": "Rectangle", "id": "border"}), width=300, height=300),
            secondary={"type": "Color", "color": "black"}), proposal(393, 852), scale=3)
    return cases


def hand_checked_cases():
    """One or more cases per rule; `checks` are the numbers worked out by hand: (path, index in frame, value)."""
    color = {"type": "Color", "color": "gray"}
    spacer = {"type": "Spacer"}
    rows = [
        ("sort order: the fixed child is offered first, the rectangle gets the rest",
         hstack(rect(), fixed(30, 10), spacing=0), (200, 50), 1, [("0.0", 2, 170), ("0.1", 0, 170)]),
        ("sort order: smaller flexibility first (maxWidth 50 before a rectangle)",
         hstack(rect(), mod("flexibleFrame", rect(), maxWidth=50), spacing=0), (120, 20), 1,
         [("0.1", 2, 50), ("0.0", 2, 70)]),
        ("sort order: two unbounded children, the larger minimum first",
         hstack(rect(), mod("flexibleFrame", rect(), minWidth=80), spacing=0), (100, 20), 1,
         [("0.1", 2, 80), ("0.0", 2, 20)]),
        ("equal flexibility keeps source order (min 10 max 60 before min 40 max 90)",
         hstack(mod("flexibleFrame", rect(), minWidth=10, maxWidth=60),
                mod("flexibleFrame", rect(), minWidth=40, maxWidth=90), spacing=0), (60, 20), 1,
         [("0.0", 2, 30), ("0.1", 2, 40)]),
        ("Spacer priority: sized last, after its minimum was set aside",
         hstack(spacer, fixed(50, 10), rect()), (200, 20), 1, [("0.0", 2, 8), ("0.2", 2, 134), ("0.1", 0, 8)]),
        ("Spacer minLength 0 takes nothing when the rest is full",
         hstack(rect(), {"type": "Spacer", "minLength": 0}, rect()), (100, 20), 1, [("0.1", 2, 0), ("0.0", 2, 50)]),
        ("Spacer pushes a fixed view to the trailing edge",
         hstack(spacer, fixed(40, 40)), (393, 100), 3, [("0.1", 0, 353), ("0.0", 2, 353)]),
        ("per-edge spacing: 8 between rectangles, 0 next to a Spacer",
         hstack(rect(), rect(), {"type": "Spacer", "minLength": 0}, rect()), (300, 10), 3,
         [("0.1", 0, F(292, 3) + 8), ("0.3", 0, 300 - F(292, 3))]),
        ("per-edge spacing: a VStack of Spacers says 0 on its top and bottom",
         vstack(rect(), vstack(spacer, spacer), rect()), (10, 100), 1, [("0.1", 1, F(100, 3)), ("0.2", 1, F(200, 3))]),
        ("per-edge spacing: padding forgets the Spacer's 0 on the padded edge",
         hstack(rect(), mod("padding", spacer, leading=4), rect()), (100, 10), 1,
         [("0.1", 0, F(92, 3) + 8), ("0.2", 0, F(184, 3) + 8)]),
        ("per-edge spacing: a frame keeps a Spacer's spacing",
         hstack(rect(), mod("frame", spacer, width=20), rect()), (100, 10), 1, [("0.1", 0, 40), ("0.2", 0, 60)]),
        ("uniform spacing 5 applies between every pair, Spacers too",
         hstack(rect(), spacer, rect(), spacing=5), (100, 10), 2, [("0.1", 0, 46), ("0.1", 2, 8)]),
        ("fixedSize: a rectangle keeps its ideal 10 x 10 in a stack",
         hstack(mod("fixedSize", rect()), rect(), spacing=0), (100, 40), 1, [("0.0", 2, 10), ("0.1", 2, 90)]),
        ("fixedSize horizontal only: ideal width, proposed height",
         mod("fixedSize", rect(), horizontal=True, vertical=False), (100, 40), 1, [("0", 2, 10), ("0", 3, 40)]),
        ("layoutPriority: the higher priority child first, lower minimums reserved",
         hstack(mod("layoutPriority", rect(), value=1), mod("flexibleFrame", rect(), minWidth=30), spacing=0),
         (100, 10), 1, [("0.0", 2, 70), ("0.1", 2, 30)]),
        ("layoutPriority passes through fixedSize and offset, not through a frame",
         hstack(mod("offset", mod("layoutPriority", rect(), value=1), x=0), mod("frame", mod("layoutPriority",
                rect(), value=2), height=10), spacing=0), (100, 10), 1, [("0.0", 2, 100), ("0.1", 2, 0)]),
        ("frame alignment bottomTrailing",
         mod("frame", fixed(30, 20), width=100, height=100, alignment="bottomTrailing"), (300, 300), 1,
         [("0.0", 0, 70), ("0.0", 1, 80)]),
        ("frame smaller than its content: the content overflows, centred",
         mod("frame", mod("frame", rect(), width=100, height=100), width=50, height=50), (300, 300), 1,
         [("0", 2, 50), ("0.0", 0, -25), ("0.0.0", 0, -25)]),
        ("flexibleFrame maxWidth infinity, alignment leading",
         mod("flexibleFrame", fixed(40, 20), maxWidth="infinity", alignment="leading"), (393, 100), 3,
         [("0", 2, 393), ("0", 3, 20), ("0.0", 0, 0), ("0.0", 2, 40)]),
        ("flexibleFrame inconsistent min 100 max 50: no clamp, content size",
         mod("flexibleFrame", fixed(70, 20), minWidth=100, maxWidth=50), (300, 100), 1, [("0", 2, 70)]),
        ("flexibleFrame ideal used under a nil proposal",
         mod("fixedSize", mod("flexibleFrame", rect(), idealWidth=120, maxWidth=200)), (300, 100), 1,
         [("0.0", 2, 120)]),
        ("padding default 16", mod("padding", rect()), (100, 60), 1, [("0.0", 0, 16), ("0.0", 2, 68)]),
        ("padding negative: the content is proposed more and overflows",
         mod("padding", rect(), length=-10), (100, 100), 2, [("0", 2, 100), ("0.0", 0, -10), ("0.0", 2, 120)]),
        ("padding negative larger than the content: the size stays 0",
         mod("padding", fixed(10, 10), length=-20), (100, 100), 1, [("0", 2, 0), ("0.0", 0, -20)]),
        ("overlay topTrailing: the secondary is proposed the content's size",
         mod("overlay", fixed(100, 50), secondary=fixed(20, 20), alignment="topTrailing"), (300, 300), 1,
         [("0.1", 0, 80), ("0.1", 1, 0)]),
        ("background fills the content's size",
         mod("background", fixed(100, 50), secondary=color), (300, 300), 3, [("0.1", 2, 100), ("0.1", 3, 50)]),
        ("offset moves the content, not its slot",
         hstack(mod("offset", fixed(20, 20), x=5, y=-3), fixed(20, 20), spacing=0), (100, 20), 1,
         [("0.0", 0, 0), ("0.0.0", 0, 5), ("0.0.0", 1, -3), ("0.1", 0, 20)]),
        ("aspectRatio nil uses the content's ideal size (Fixed 40 x 20 in 100 x 100)",
         mod("aspectRatio", fixed(40, 20)), (100, 100), 1, [("0", 2, 40)]),
        ("aspectRatio fill 2 in 100 x 100 proposes 200 x 100",
         mod("aspectRatio", rect(), ratio=2, contentMode="fill"), (100, 100), 1, [("0", 2, 200)]),
        ("ZStack sizes to its highest-priority child only",
         zstack(mod("layoutPriority", mod("frame", rect(), width=50, height=50), value=1), fixed(200, 200)),
         (300, 300), 1, [("0", 2, 50), ("0.1", 0, -75)]),
        ("Spacer outside a stack takes the proposal on both axes", spacer, (100, 80), 1, [("0", 2, 100)]),
        ("Circle is the square of the smaller side", {"type": "Circle"}, (100, 50), 1, [("0", 2, 50)]),
        ("VStack alignment trailing", vstack(fixed(40, 10), fixed(20, 10), alignment="trailing", spacing=0),
         (100, 100), 1, [("0.1", 0, 20)]),
        ("HStack alignment top with an ideal-size proposal",
         hstack(fixed(10, 40), fixed(10, 20), alignment="top"), (None, None), 1, [("0.1", 1, 0), ("0", 2, 28)]),
        ("empty stacks are 0 x 0 and say 0 spacing", hstack(vstack(), zstack(), spacing=None), (100, 100), 1,
         [("0.1", 0, 0), ("0", 2, 0)]),
        ("pixel rounding @3: thirds of 100 land on the grid", hstack(rect(), rect(), rect(), spacing=0),
         (100, 10), 3, [("0.1", 0, F(100, 3))]),
        ("pixel rounding @2: 101 / 3 snaps edges, not sizes", hstack(rect(), rect(), rect(), spacing=0),
         (101, 10), 2, []),
        ("pixel rounding tie @2: 0.25 goes up to 0.5", mod("offset", fixed(10, 10), x=0.25, y=0.75), (100, 100), 2, []),
        ("pixel rounding tie @3: the double nearest 1/6 counts as the tie and goes up",
         mod("offset", fixed(10, 10), x=1 / 6, y=0.5), (100, 100), 3, []),
        ("pixel rounding: negative coordinates round up at the tie (-0.25 @2 -> 0)",
         mod("offset", fixed(10, 10), x=-0.25, y=-0.75), (100, 100), 2, []),
    ]
    # Exact half-pixel ties, decided by SwiftUI's Double arithmetic (layoutd's acceptance figures): the pixel frame's x.
    pixel_rows = [
        ("pixel tie @3: -61.5 goes down to -185/3", mod("offset", fixed(10, 10), x=-61.5), 3, -F(185, 3)),
        ("pixel tie @3: -100.5 goes up to -301/3", mod("offset", fixed(10, 10), x=-100.5), 3, -F(301, 3)),
        ("pixel tie @3: 61.5 goes up to 185/3", mod("offset", fixed(10, 10), x=61.5), 3, F(185, 3)),
        ("pixel tie @2: -0.25 goes up to 0", mod("offset", fixed(10, 10), x=-0.25), 2, F(0)),
        ("pixel tie @1: -2.5 goes up to -2", mod("offset", fixed(10, 10), x=-2.5), 1, F(-2)),
    ]
    rows += [(name, view, (100, 100), scale, []) for name, view, scale, _ in pixel_rows]
    pixel_checks = {name: value for name, _, _, value in pixel_rows}
    # Degenerate ratios: the content's ideal 100 x 0 is the ratio; 0 x inf is NaN in the proposal, the frames are
    # finite: answered, the NaN written "nan".
    nan_rows = [
        ("degenerate ratio: fill over an ideal 100 x 0 proposes (infinity, nan)",
         mod("aspectRatio", fixed(100, 0), contentMode="fill"), (200, 100), 1, [("0.0", 2, 100), ("0.0", 3, 0)],
         ("infinity", "nan")),
        ("degenerate ratio: fit with an unbounded width proposes (infinity, nan) to a VStack",
         mod("aspectRatio", vstack(fixed(100, 0))), ("infinity", 100), 3, [("0.0.0", 2, 100), ("0", 2, 100)],
         ("infinity", "nan")),
    ]
    rows += [row[:5] for row in nan_rows]
    nan_checks = {row[0]: list(row[5]) for row in nan_rows}
    cases = []
    for name, view, (w, h), scale, checks in rows:
        case_input = {"proposal": proposal(w, h), "scale": scale, "view": view}
        expected = hand_checked(name, case_input, checks)
        if name in nan_checks and {n["path"]: n["proposal"] for n in expected["nodes"]}["0.0"] != nan_checks[name]:
            sys.exit(f"hand check failed: {name}: proposal of 0.0 is not {nan_checks[name]}")
        if name in pixel_checks:
            got = {n["path"]: n["pixelFrame"] for n in expected["nodes"]}["0.0"][0]
            if abs(got - float(pixel_checks[name])) >= 1e-9:
                sys.exit(f"hand check failed: {name}: pixel x {got}, worked out {pixel_checks[name]}")
        cases.append((f"rule: {name}", None, case_input))
    return cases


def random_cases(count=1200):
    """Seeded random trees, each at one of the scales 1, 2, 3 in turn; trees with a non-finite frame are redrawn."""
    rng = random.Random(25)
    widths = [None, 0, 1, 37, 100, 150, 320, 393, 402.5, 1024, "infinity"]
    heights = [None, 0, 20, 44, 100, 233.5, 852, "infinity"]
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 18)])
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        if solve(case_input) is not None:
            cases.append((f"random {len(cases)}", None, case_input))
    return cases


# Screens a tree is hosted on: iPhone 17 Pro in portrait and landscape (data/devices.json, iphone-17-pro: 402 x 874,
# insets 62/0/34/0 and 20/62/20/62), the same with safeAreaRegions empty, and an odd one (safe area off-centre).
SCREENS = [
    {"width": 402, "height": 874, "safeArea": [62, 0, 34, 0]},
    {"width": 874, "height": 402, "safeArea": [20, 62, 20, 62]},
    {"width": 402, "height": 874, "safeArea": [0, 0, 0, 0]},
    {"width": 320.5, "height": 568, "safeArea": [20.5, 3, 0, 11.25]},
]


def screen_cases():
    """A tree hosted on a screen: the root proposed the safe area and centred in it; ignoresSafeArea grows into the
    insets only where the view reaches the safe area's edge. `checks` as in hand_checked_cases."""
    phone, landscape, whole = SCREENS[0], SCREENS[1], SCREENS[2]
    color = {"type": "Color", "color": "red"}
    rows = [
        ("hosted: a 100 x 100 root sits at the safe area's centre (151, 401)", fixed(100, 100), phone,
         [("0", 0, 151), ("0", 1, 401)]),
        ("hosted: safeAreaRegions empty (region=window), the screen's centre (151, 387)", fixed(100, 100), whole,
         [("0", 0, 151), ("0", 1, 387)]),
        ("hosted landscape: the landscape safe area's centre", fixed(100, 100), landscape,
         [("0", 0, 387), ("0", 1, 151)]),
        ("ignoresSafeArea over a 100 x 100 view reaching no edge changes nothing (151, 401)",
         mod("ignoresSafeArea", fixed(100, 100)), phone, [("0.0", 0, 151), ("0.0", 1, 401)]),
        ("ignoresSafeArea over a Color fills the screen", mod("ignoresSafeArea", color), phone,
         [("0", 1, 62), ("0.0", 1, 0), ("0.0", 3, 874)]),
        ("ignoresSafeArea(edges: .top) grows up only", mod("ignoresSafeArea", color, edges=["top"]), phone,
         [("0.0", 1, 0), ("0.0", 3, 840)]),
        ("ignoresSafeArea on the bottom view of a VStack grows down only",
         vstack(fixed(50, 50), mod("ignoresSafeArea", color), spacing=0), phone,
         [("0.1", 1, 112), ("0.1.0", 1, 112), ("0.1.0", 3, 762)]),
        ("ignoresSafeArea in landscape grows left, right and both ends", mod("ignoresSafeArea", color), landscape,
         [("0.0", 0, 0), ("0.0", 2, 874), ("0.0", 3, 402)]),
        ("ignoresSafeArea on a screen without insets", mod("ignoresSafeArea", color), whole, [("0.0", 3, 874)]),
        ("safeAreaInset bottom: the inset view 50 high at the bottom, the content above it, 8 apart",
         mod("safeAreaInset", color, edge="bottom", secondary=fixed(100, 50)), phone,
         [("0.0", 1, 62), ("0.0", 3, 720), ("0.1", 0, 151), ("0.1", 1, 790)]),
        ("safeAreaInset: an ignoresSafeArea content grows under the inset view and to the screen's edges",
         mod("safeAreaInset", mod("ignoresSafeArea", color), edge="bottom", spacing=0, secondary=fixed(100, 50)),
         phone, [("0.0", 3, 728), ("0.0.0", 1, 0), ("0.0.0", 3, 874)]),
        ("safeAreaInset leading, alignment top: the inset view at the top of the leading side",
         mod("safeAreaInset", color, edge="leading", alignment="top", spacing=4, secondary=fixed(30, 30)), phone,
         [("0.1", 0, 0), ("0.1", 1, 62), ("0.0", 0, 34), ("0.0", 2, 368)]),
        ("safeAreaPadding 20: the content inset by 20, its safe area too",
         mod("safeAreaPadding", mod("ignoresSafeArea", color, edges="top"), length=20), phone,
         [("0.0", 0, 20), ("0.0", 1, 82), ("0.0.0", 1, 0), ("0.0.0", 3, 820)]),
        ("a Divider in a VStack is a horizontal line 1/3 pt thick at @3x",
         vstack(fixed(50, 50), {"type": "Divider"}, fixed(50, 50), spacing=0), phone,
         [("0.1", 3, F(1, 3)), ("0.1", 2, 402), ("0.2", 1, 401 - F(1, 6) + 50 + F(1, 3))]),
        ("a Divider in an HStack is a vertical line as tall as proposed",
         hstack(fixed(50, 50), {"type": "Divider"}, spacing=0), phone, [("0.1", 2, F(1, 3)), ("0.1", 3, 778)]),
        ("a Divider outside a stack is a horizontal line", {"type": "Divider"}, phone,
         [("0", 2, 402), ("0", 3, F(1, 3))]),
        ("a resizable Image 300 x 200 scaledToFit fills the safe area's width: 402 x 268",
         mod("aspectRatio", {"type": "Image", "width": 300, "height": 200, "resizable": True}, contentMode="fit"),
         phone, [("0.0", 2, 402), ("0.0", 3, 268), ("0.0", 1, 62 + 255)]),
        ("a resizable Image 300 x 200 scaledToFill fills the safe area's height: 1167 x 778",
         mod("aspectRatio", {"type": "Image", "width": 300, "height": 200, "resizable": True}, contentMode="fill"),
         phone, [("0.0", 2, 1167), ("0.0", 3, 778), ("0.0", 0, (402 - 1167) / 2)]),
        ("an Image that is not resizable keeps its intrinsic size",
         {"type": "Image", "width": 300, "height": 200}, phone, [("0", 2, 300), ("0", 0, 51)]),
        ("safeAreaPadding default 16 on the horizontal edges only",
         mod("safeAreaPadding", color, edges="horizontal"), phone, [("0.0", 0, 16), ("0.0", 2, 370)]),
    ]
    cases = []
    for name, view, screen, checks in rows:
        case_input = {"scale": 3, "screen": screen, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((f"screen: {name}", None, case_input))
    return cases


def random_screen_cases(count=300):
    """Seeded random trees with ignoresSafeArea, hosted on one of SCREENS at scale 1, 2 or 3 in turn."""
    rng = random.Random(35)
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 18)], extra=("ignoresSafeArea",) * 3 + ("safeAreaInset",
                                                                                            "safeAreaPadding") * 2
                           + ("Divider", "Image"))
        if rng.random() < 0.4:
            view = mod("ignoresSafeArea", view)
        case_input = {"scale": len(cases) % 3 + 1, "screen": rng.choice(SCREENS), "view": view}
        if solve(case_input) is not None:
            cases.append((f"random screen {len(cases)}", None, case_input))
    return cases


def render(cases):
    """One case per line, keys sorted: stable, and diffs show which cases changed."""
    lines = []
    for name, source, case_input in cases:
        case = {"name": name, "input": case_input, "expected": solve(case_input)}
        if source:
            case["source"] = source
        lines.append(json.dumps(case, sort_keys=True, separators=(",", ":")))
    header = json.dumps({"generatedBy": GENERATED_BY, "feature": "swiftui-layout"}, sort_keys=True)[:-1]
    return header + ',"cases":[\n' + ",\n".join(lines) + "\n]}\n"


def main():
    # --rules-only leaves the random trees out (for a scratch copy: do the rule cases alone catch a mutation?)
    rules_only = "--rules-only" in sys.argv
    cases = published_cases() + hand_checked_cases() + rare_rule_cases() + ([] if rules_only else random_cases())
    cases += screen_cases() + ([] if rules_only else random_screen_cases())
    cases += fits_cases() + ([] if rules_only else random_fits_cases())
    cases += grid_cases() + ([] if rules_only else random_grid_cases())
    cases += grid2_cases() + ([] if rules_only else random_grid2_cases())
    cases += guide_cases() + ([] if rules_only else random_guide_cases() + random_outward_cases())
    cases += guide_read_cases() + ([] if rules_only else random_guide_read_cases())
    cases += position_cases() + ([] if rules_only else random_position_cases())
    cases += geometry_reader_cases(SCREENS) + ([] if rules_only else random_geometry_reader_cases(SCREENS))
    cases += custom_layout_cases(SCREENS) + ([] if rules_only else random_custom_layout_cases(SCREENS))
    text = render(cases)
    if "--check" in sys.argv:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"{OUT.name} differs from the generator; run scripts/generate/generate-swiftui-fixtures.py",
                  file=sys.stderr)
            sys.exit(1)
        print(f"swiftui-layout fixture up to date: {len(cases)} cases")
    else:
        OUT.write_text(text)
        print(f"wrote {len(cases)} cases ({len(text) // 1024} KiB) to {OUT}")


if __name__ == "__main__":
    main()
