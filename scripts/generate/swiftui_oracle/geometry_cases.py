"""The SwiftUI layout fixture's position(x:y:) and GeometryReader cases: published examples, hand-checked rules,
seeded random trees (GeometryReader's hosted on screens too).

position follows OpenSwiftUI's _PositionLayout (Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift lines 28-48,
commit 069dd80bce30bb9117b783e963c0ed7f741c7587; the rule is in sizes.py): the modifier takes the proposal (an
unproposed dimension: the content's size there), proposes its content its own size and centres it on (x, y).
GeometryReader follows OpenSwiftUI's GeometryReader.swift and LayoutComputer.swift (the rule is in sizes.py): as
large as proposed, 10 where nothing is proposed, its children proposed its size at its top-leading corner, its proxy
the size and the safe-area insets resolved for its frame. Written from those rules and the published examples, not
from the Swift code.
"""
import random

from .cases import fixed, hand_checked, hstack, mod, proposal, random_tree, rect, vstack, zstack
from .placement import solve

POSITION_DOC = "https://developer.apple.com/documentation/swiftui/view/position(x:y:)"
GEOMETRY_GUIDE = "https://www.swiftuifieldguide.com/layout/geometry-reader/"
GEOMETRY_TESTS = ("https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/"
                  "Example/OpenSwiftUIUITests/Layout/Geometry/GeometryReaderUITests.swift")
# A GitHub issue on a pie chart drawn in a GeometryReader: "in a scrollview ... the height always returns 10 from the
# geometry reader".
GEOMETRY_IN_SCROLL = "https://github.com/ilamanov/SwiftPieChart/issues/4"
POSITION_TESTS = ("https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/"
                  "Example/OpenSwiftUIUITests/Layout/Modifier/PositionLayoutUITests.swift")


def position(content, **extra):
    return mod("position", content, **extra)


def position_cases():
    """Published examples and one case per rule; `checks` are (path, index in frame, value) worked out by hand."""
    square = mod("frame", {"type": "Color", "color": "red"}, width=50, height=50)
    rows = [
        # OpenSwiftUI's snapshot test (compared with SwiftUI's rendering): four 50 x 50 squares in a 100 x 100
        # ZStack at position(), (x: 50), (y: 50), (x: 50, y: 50): each position fills 100 x 100, the squares'
        # centres at (0, 0), (50, 0), (0, 50), (50, 50).
        ("published: four squares positioned in a 100 x 100 ZStack (OpenSwiftUI's snapshot test)", POSITION_TESTS,
         mod("frame", zstack(position(square), position(square, x=50), position(square, y=50),
                             position(square, x=50, y=50)), width=100, height=100), (393, 852), 3,
         [("0.0", 2, 100), ("0.0.0", 2, 100), ("0.0.0", 3, 100), ("0.0.0.0", 0, -25), ("0.0.0.0", 1, -25),
          ("0.0.1.0", 0, 25), ("0.0.1.0", 1, -25), ("0.0.2.0", 0, -25), ("0.0.2.0", 1, 25), ("0.0.3.0", 0, 25),
          ("0.0.3.0", 1, 25)]),
        # Apple's example: Text("Position by passing the x and y coordinates").position(x: 175, y: 100)
        # .border(Color.gray): the border (an overlay) is the whole proposal, the text's centre at (175, 100). A
        # Fixed 260 x 20 stands in for the text (its size does not move its centre).
        ("published: Apple's position(x: 175, y: 100) centres the view there and fills the proposal", POSITION_DOC,
         mod("overlay", position(fixed(260, 20), x=175, y=100), secondary=rect(id="border")), (393, 759), 3,
         [("0.0", 2, 393), ("0.0", 3, 759), ("0.0.0", 0, 45), ("0.0.0", 1, 90), ("0.1", 2, 393)]),
        ("position: a nil width takes the content's (50), the proposed height 200",
         position(fixed(50, 30), x=10, y=10), (None, 200), 1, [("0", 2, 50), ("0", 3, 200), ("0.0", 0, -15),
                                                              ("0.0", 1, -5)]),
        ("position: nil x nil is the content's ideal size (a Rectangle: 10 x 10)",
         position(rect(), x=5, y=5), (None, None), 1, [("0", 2, 10), ("0", 3, 10), ("0.0", 0, 0), ("0.0", 2, 10)]),
        ("position: the content is proposed the modifier's size (a Rectangle fills 120 x 80, centred on 0, 0)",
         position(rect()), (120, 80), 2, [("0.0", 0, -60), ("0.0", 1, -40), ("0.0", 2, 120), ("0.0", 3, 80)]),
        ("position: placing proposes the size it chose (300 x 10), not the nil height",
         position(hstack(fixed(40, 10), rect(), spacing=0), x=100, y=0), (300, None), 1,
         [("0", 2, 300), ("0", 3, 10), ("0.0", 0, -50), ("0.0", 1, -5), ("0.0.1", 2, 260)]),
        ("position in an HStack: no spacing of its own, the stack's 8 between, it takes its share",
         hstack(fixed(40, 20), position(fixed(20, 20), x=0, y=0)), (200, 50), 1,
         [("0.1", 0, 48), ("0.1", 2, 152), ("0.1.0", 0, 38), ("0.1.0", 1, -10)]),
        ("position reads no guide: an alignmentGuide inside it does not move the content",
         position(mod("alignmentGuide", fixed(20, 20), alignment="leading", value=15), x=30, y=30), (100, 100), 1,
         [("0.0", 0, 20), ("0.0.0", 0, 20)]),
        ("position in a VStack: its priority is 0, its height the share the stack gives it",
         vstack(position(rect(), x=20, y=20), fixed(30, 30), spacing=0), (100, 130), 1,
         [("0", 3, 130), ("0.0", 3, 100), ("0.0.0", 0, -30), ("0.1", 1, 100)]),
    ]
    cases = []
    for name, source, view, (w, h), scale, checks in ((r[0], r[1], *r[2:]) if len(r) == 6 else (r[0], None, *r[1:])
                                                      for r in rows):
        case_input = {"proposal": proposal(w, h), "scale": scale, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((name if source else f"rule: {name}", source, case_input))
    return cases


def random_position_cases(count=150):
    """Seeded random trees with position modifiers, at scales 1, 2, 3 in turn."""
    rng = random.Random(61)
    widths = [None, 0, 37, 100, 150, 320, "infinity"]
    heights = [None, 0, 20, 44, 100, "infinity"]
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 18)], extra=("position",) * 3)
        if rng.random() < 0.3:
            view = position(view, x=rng.choice([0, 30, 75.5]), y=rng.choice([0, 40, -10]))
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        if solve(case_input) is not None:
            cases.append((f"random position {len(cases)}", None, case_input))
    return cases


def reader(*children, **extra):
    return {"type": "GeometryReader", "children": list(children), **extra}


def check_geometry(name, expected, geometry):
    """The proxies worked out by hand: {path: ((w, h), (top, leading, bottom, trailing))}."""
    nodes = {n["path"]: n for n in expected["nodes"]}
    for path, (size, insets) in geometry.items():
        got = nodes[path].get("geometry")
        want = {"size": [float(s) for s in size], "safeAreaInsets": [float(i) for i in insets]}
        if got != want:
            raise SystemExit(f"hand check failed: {name}: geometry at {path} is {got}, worked out {want}")


def geometry_reader_cases(screens):
    """Published examples and one case per rule, on a proposal (scale 1) or hosted on screens[k] (scale 3):
    `checks` (path, index in frame, value) and `geometry` {path: (size, insets)} worked out by hand."""
    phone, landscape, odd = screens[0], screens[1], screens[3]
    color = {"type": "Color", "color": "blue"}
    zero = (0, 0, 0, 0)
    rows = [
        # The field guide: GeometryReader { Text(size).padding(6).fixedSize() }.border(.blue).padding(): the reader
        # takes the 268 x 168 left by the padding and puts its content at its top-leading corner (a Fixed 100 x 16
        # stands in for the caption).
        ("published: the field guide's reader takes what it is offered, its content at its top-leading corner",
         GEOMETRY_GUIDE,
         mod("padding", mod("overlay", reader(mod("fixedSize", mod("padding", fixed(100, 16), length=6))),
                            secondary=rect(id="border"))), (300, 200),
         [("0.0.0", 0, 16), ("0.0.0", 1, 16), ("0.0.0", 2, 268), ("0.0.0", 3, 168), ("0.0.0.0", 0, 16),
          ("0.0.0.0", 1, 16), ("0.0.0.0", 2, 112), ("0.0.0.0", 3, 28)], {"0.0.0": ((268, 168), zero)}),
        # The field guide's "measuring a view": Text(...).padding().overlay { GeometryReader { ... } }: the reader,
        # proposed the primary's size, reads it (272 x 52 for a Fixed 240 x 20 text stand-in) and changes nothing.
        ("published: the field guide's reader in an overlay reads the primary's size (272 x 52)", GEOMETRY_GUIDE,
         mod("overlay", mod("padding", fixed(240, 20)),
             secondary=reader(mod("padding", mod("fixedSize", fixed(90, 16))))),
         (393, 852), [("0", 2, 272), ("0", 3, 52), ("0.1", 0, 0), ("0.1", 2, 272), ("0.1", 3, 52), ("0.1.0", 2, 122),
                      ("0.1.0.0", 0, 16)], {"0.1": ((272, 52), zero)}),
        # OpenSwiftUI's overlapView snapshot test: GeometryReader { blue.frame(w / 2, h / 2); red.frame(w / 3,
        # h / 3) }: both at the reader's top-leading corner (the halves and thirds of 300 x 600 written out).
        ("published: OpenSwiftUI's two overlapping frames, both at the top-leading corner", GEOMETRY_TESTS,
         reader(mod("frame", color, width=150, height=300), mod("frame", color, width=100, height=200)), (300, 600),
         [("0", 2, 300), ("0.0", 0, 0), ("0.0", 1, 0), ("0.1", 0, 0), ("0.1", 1, 0), ("0.1", 2, 100)],
         {"0": ((300, 600), zero)}),
        ("published: a GeometryReader in a vertical ScrollView is 10 tall (nil is 10)", GEOMETRY_IN_SCROLL,
         mod("ScrollView", reader(rect())), (300, 500), [("0.0", 2, 300), ("0.0", 3, 10), ("0.0.0", 3, 10)],
         {"0.0": ((300, 10), zero)}),
        ("GeometryReader under fixedSize is 10 x 10; its child is proposed 10 x 10",
         mod("fixedSize", reader(fixed(50, 50))), (200, 200), [("0", 2, 10), ("0.0", 2, 10), ("0.0.0", 0, 0),
                                                             ("0.0.0", 2, 50)], {"0.0": ((10, 10), zero)}),
        ("GeometryReader in an HStack: flexible, no spacing of its own (8 from the Fixed), the rest of the width",
         hstack(fixed(40, 40), reader()), (200, 100), [("0.1", 0, 48), ("0.1", 2, 152), ("0.1", 3, 100),
                                                      ("0.0", 1, 30)], {"0.1": ((152, 100), zero)}),
        ("a guide inside a GeometryReader goes no further: the leading VStack aligns the reader itself",
         vstack(reader(mod("alignmentGuide", fixed(20, 20), alignment="leading", value=30)), fixed(50, 10),
                alignment="leading", spacing=0), (100, 100),
         [("0.0", 0, 0), ("0.0", 3, 90), ("0.0.0", 0, 0), ("0.1", 0, 0), ("0.1", 1, 90)], {"0.0": ((100, 90), zero)}),
    ]
    hosted = [
        ("hosted: a root GeometryReader fills the safe area; its insets are the screen's (62, 0, 34, 0)",
         reader(color), phone, [("0", 1, 62), ("0", 3, 778), ("0.0", 3, 778)], {"0": ((402, 778), (62, 0, 34, 0))}),
        ("hosted: a GeometryReader inside a padding reaches no edge of the safe area: insets 0",
         mod("padding", reader()), phone, [("0.0", 0, 16), ("0.0", 1, 78)], {"0.0": ((370, 746), zero)}),
        ("hosted landscape: the reader's insets are 20 above and below, 62 at the sides",
         reader(), landscape, [("0", 0, 62), ("0", 2, 750)], {"0": ((750, 362), (20, 62, 20, 62))}),
        ("hosted: a reader ignoring the safe area fills the screen and resolves no inset (already at the edges)",
         mod("ignoresSafeArea", reader()), phone, [("0.0", 1, 0), ("0.0", 3, 874)], {"0.0": ((402, 874), zero)}),
        ("hosted: a reader at the bottom of a VStack reaches only the bottom edge (34)",
         vstack(fixed(50, 50), reader(), spacing=0), phone, [("0.1", 1, 112), ("0.1", 3, 728)],
         {"0.1": ((402, 728), (0, 0, 34, 0))}),
        ("hosted: an off-centre safe area (20.5, 3, 0, 11.25) is the root reader's insets",
         reader(), odd, [("0", 0, 3), ("0", 1, 20.5), ("0", 2, 306.25)], {"0": ((306.25, 547.5), (20.5, 3, 0, 11.25))}),
        ("hosted: a reader in a safeAreaInset's content sees the inset view too (bottom 50 + 34)",
         mod("safeAreaInset", reader(), edge="bottom", spacing=0, secondary=fixed(100, 50)), phone,
         [("0.0", 1, 62), ("0.0", 3, 728)], {"0.0": ((402, 728), (62, 0, 84, 0))}),
    ]
    cases = []
    for name, source, view, (w, h), checks, geometry in (r if len(r) == 6 else (r[0], None, *r[1:]) for r in rows):
        case_input = {"proposal": proposal(w, h), "scale": 1, "view": view}
        check_geometry(name, hand_checked(name, case_input, checks), geometry)
        cases.append((name if source is not None else f"rule: {name}", source, case_input))
    for name, view, screen, checks, geometry in hosted:
        case_input = {"scale": 3, "screen": screen, "view": view}
        check_geometry(name, hand_checked(name, case_input, checks), geometry)
        cases.append((f"screen: {name}", None, case_input))
    return cases


def random_geometry_reader_cases(screens, count=150):
    """Seeded random trees with GeometryReaders, on a proposal or hosted on one of `screens` (scale 1, 2, 3 in turn)."""
    rng = random.Random(62)
    widths = [None, 0, 37, 100, 320, "infinity"]
    heights = [None, 0, 44, 100, "infinity"]
    extra = ("GeometryReader",) * 3 + ("position", "ignoresSafeArea", "safeAreaInset", "ScrollView")
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 16)], extra=extra)
        if rng.random() < 0.4:
            view = reader(view, *([random_tree(rng, 1, [4], extra=extra)] if rng.random() < 0.3 else []))
        case_input = {"scale": len(cases) % 3 + 1, "view": view}
        if len(cases) % 2:
            case_input["screen"] = rng.choice(screens)
        else:
            case_input["proposal"] = proposal(rng.choice(widths), rng.choice(heights))
        if solve(case_input) is not None:
            cases.append((f"random geometry reader {len(cases)}", None, case_input))
    return cases
