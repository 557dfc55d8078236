"""The SwiftUI layout fixture's alignmentGuide cases: published examples, hand-checked rules, seeded random trees.

The rules and their sources are in swiftui_oracle_guides.py (OpenSwiftUI's AlignmentWritingModifier, StackLayout,
ZStack, FrameLayout and OverlayModifier). Trees the engine refuses (a guide read beyond the container directly
around it) never enter the fixture: swiftui_oracle_guides.refused.
"""
import random

from swiftui_fixture_cases import fixed, hand_checked, hstack, mod, proposal, random_tree, vstack, zstack
from swiftui_oracle_guides import refused
from swiftui_oracle_placement import solve

ZENN = "https://zenn.dev/pihero/articles/036f08414388dd"
FIELD_GUIDE = "https://www.swiftuifieldguide.com/layout/alignment/"
GUIDE_DOC = "https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh"


def guide(content, alignment, value):
    return {"type": "alignmentGuide", "alignment": alignment, "value": value, "content": content}


def half(of):
    return {"fraction": 0.5, "of": of}


def guide_cases():
    """(name, source, view, proposal, checks): checks are (path, index in frame, value) worked out by hand."""
    rows = [
        # zenn.dev: in a VStack(alignment: .trailing, spacing: 0), 200 x 100 and 300 x 100 rectangles with
        # .alignmentGuide(.trailing) { _ in 200 } and { _ in 300 } give the same picture as without the guides:
        # trailing edges aligned, the narrow one at x 100.
        ("published: zenn.dev trailing guides 200 and 300 equal the implicit trailing alignment", ZENN,
         vstack(guide(mod("frame", fixed(0, 0), width=200, height=100), "trailing", 200),
                guide(mod("frame", fixed(0, 0), width=300, height=100), "trailing", 300),
                alignment="trailing", spacing=0), (None, None),
         [("0", 2, 300), ("0", 3, 200), ("0.0", 0, 100), ("0.1", 0, 0), ("0.1", 1, 100)]),
        # zenn.dev: a guide for an alignment other than the stack's has no effect.
        ("published: zenn.dev a leading guide in a VStack(alignment: .trailing) has no effect", ZENN,
         vstack(guide(fixed(200, 100), "leading", 50), fixed(300, 100), alignment="trailing", spacing=0),
         (None, None), [("0", 2, 300), ("0.0", 0, 100)]),
        # swiftuifieldguide.com: .overlay(alignment: .topTrailing) { badge.alignmentGuide(.top) { $0.height / 2 }
        # .alignmentGuide(.trailing) { $0.width / 2 } } puts the badge's centre on the top trailing corner.
        ("published: field guide badge centred on the top trailing corner", FIELD_GUIDE,
         mod("overlay", fixed(120, 50), alignment="topTrailing",
             secondary=guide(guide(fixed(20, 20), "top", half("height")), "trailing", half("width"))), (300, 300),
         [("0.1", 0, 110), ("0.1", 1, -10), ("0", 2, 120), ("0", 3, 50)]),
        # Apple: "You can return a constant or can use the ViewDimensions argument" (the guide doc).
        ("VStack leading: guides 0, -10, -20 move the views right by 0, 10, 20; the stack is 10 wider",
         GUIDE_DOC, vstack(guide(fixed(50, 10), "leading", 0), guide(fixed(50, 10), "leading", -10),
                           guide(fixed(50, 10), "leading", -20), alignment="leading", spacing=0), (None, None),
         [("0", 2, 70), ("0.0", 0, 0), ("0.1", 0, 10), ("0.2", 0, 20)]),
        ("VStack leading: d.width / 2 puts a 40-wide view's centre on the others' leading edge", GUIDE_DOC,
         vstack(fixed(60, 10), guide(fixed(40, 10), "leading", half("width")), alignment="leading", spacing=0),
         (None, None), [("0", 2, 80), ("0.0", 0, 20), ("0.1", 0, 0)]),
        ("HStack top: a guide of 20 moves a view up by 20; the stack grows to 50", GUIDE_DOC,
         hstack(fixed(10, 30), guide(fixed(10, 30), "top", 20), alignment="top", spacing=0), (None, None),
         [("0", 3, 50), ("0.0", 1, 20), ("0.1", 1, 0)]),
        ("HStack bottom: a guide beyond the height (1.5 x height) moves the view down", GUIDE_DOC,
         hstack(fixed(10, 40), guide(fixed(10, 20), "bottom", {"fraction": 1.5, "of": "height"}), alignment="bottom",
                spacing=0), (None, None), [("0", 3, 40), ("0.0", 1, 0), ("0.1", 1, 10)]),
        ("ZStack topLeading: a view with guides (10, 5) sits at (-10, -5) from the others, the stack 0 x 0 away",
         GUIDE_DOC, zstack(fixed(100, 100), guide(guide(fixed(20, 20), "leading", 10), "top", 5),
                           alignment="topLeading"), (300, 300),
         [("0", 2, 100), ("0.0", 0, 10), ("0.0", 1, 5), ("0.1", 0, 0), ("0.1", 1, 0)]),
        ("frame bottomTrailing: the content's trailing guide 0 puts its leading edge on the frame's trailing edge",
         GUIDE_DOC, mod("frame", guide(fixed(30, 20), "trailing", 0), width=100, height=100,
                        alignment="bottomTrailing"), (300, 300), [("0.0", 0, 100), ("0.0", 1, 80)]),
        ("the outer guide of a key wins over an inner one", GUIDE_DOC,
         vstack(fixed(10, 10), guide(guide(fixed(10, 10), "leading", 3), "leading", -5), alignment="leading",
                spacing=0), (None, None), [("0.0", 0, 0), ("0.1", 0, 5)]),
        ("offset is not a layout: an offset view is aligned by its content's guide (the stack 60 tall), then moved",
         GUIDE_DOC, hstack(fixed(10, 40), mod("offset", guide(fixed(10, 10), "top", 20), x=5, y=0), alignment="top",
                           spacing=0), (None, None),
         [("0", 3, 60), ("0.0", 1, 20), ("0.1", 1, 0), ("0.1.0", 0, 15), ("0.1.0", 1, 0)]),
        ("layoutPriority passes its content's guide: a trailing guide of 0 in a VStack(.trailing)", GUIDE_DOC,
         vstack(fixed(30, 10), mod("layoutPriority", guide(fixed(20, 10), "trailing", 0), value=1),
                alignment="trailing", spacing=0), (None, None), [("0", 2, 50), ("0.0", 0, 0), ("0.1", 0, 30)]),
        ("fixedSize anchors its centre point: a centre guide inside it has no effect", GUIDE_DOC,
         mod("fixedSize", guide(fixed(40, 40), "horizontalCenter", 0)), (100, 100), [("0.0", 0, 0), ("0", 2, 40)]),
    ]
    cases = []
    for name, source, view, (w, h), checks in rows:
        case_input = {"proposal": proposal(w, h), "scale": 1, "view": view}
        assert refused(view) is None, name
        hand_checked(name, case_input, checks)
        cases.append((name if name.startswith("published") else f"rule: {name}", source, case_input))
    return cases


def random_guide_cases(count=200):
    """Seeded random trees with alignmentGuide (refused trees redrawn), at scales 1, 2, 3 in turn."""
    rng = random.Random(37)
    widths = [None, 0, 37, 100, 150, 320, "infinity"]
    heights = [None, 0, 20, 44, 100, "infinity"]
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 18)], extra=("alignmentGuide",) * 3)
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        if "alignmentGuide" in str(view) and solve(case_input) is not None:
            cases.append((f"random guide {len(cases)}", None, case_input))
    return cases
