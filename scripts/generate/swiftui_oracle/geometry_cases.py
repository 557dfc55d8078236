"""The SwiftUI layout fixture's position(x:y:) cases: published examples, hand-checked rules, seeded random trees.

position follows OpenSwiftUI's _PositionLayout (Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift lines 28-48,
commit 069dd80bce30bb9117b783e963c0ed7f741c7587; the rule is in sizes.py): the modifier takes the proposal (an
unproposed dimension: the content's size there), proposes its content its own size and centres it on (x, y).
Written from that rule and the published examples, not from the Swift code.
"""
import random

from .cases import fixed, hand_checked, hstack, mod, proposal, random_tree, rect, vstack, zstack
from .placement import solve

POSITION_DOC = "https://developer.apple.com/documentation/swiftui/view/position(x:y:)"
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
