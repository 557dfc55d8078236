"""The SwiftUI layout fixture's alignmentGuide cases: published examples, hand-checked rules, seeded random trees.

The rules and their sources are in guides.py (OpenSwiftUI's AlignmentWritingModifier, StackLayout,
ZStack, FrameLayout and OverlayModifier). Trees the engine refuses (a guide read beyond the container directly
around it) never enter the fixture: guides.refused.
"""
import json
import random

from .cases import fixed, hand_checked, hstack, mod, proposal, random_tree, vstack, zstack
from .guides import key_of, refused
from .values import ALIGNMENTS
from .placement import solve

ZENN = "https://zenn.dev/pihero/articles/036f08414388dd"
FIELD_GUIDE = "https://www.swiftuifieldguide.com/layout/alignment/"
FIELD_GUIDE_ZSTACK = "https://www.swiftuifieldguide.com/layout/zstack/"
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
        ("ZStack topLeading: a view with guides (10, 5) sits 10 left of and 5 above the others; the stack grows to "
         "110 x 105", GUIDE_DOC, zstack(fixed(100, 100), guide(guide(fixed(20, 20), "leading", 10), "top", 5),
                                        alignment="topLeading"), (300, 300),
         [("0", 2, 110), ("0", 3, 105), ("0.0", 0, 10), ("0.0", 1, 5), ("0.1", 0, 0), ("0.1", 1, 0)]),
        # swiftuifieldguide.com/layout/zstack: the badge of the overlay example added with a ZStack instead: "the
        # size of the button grows" to the union of the frames (an overlay keeps the button's size, above).
        ("published: field guide badge in a ZStack grows it to 165 x 65", FIELD_GUIDE_ZSTACK,
         zstack(fixed(150, 50), guide(guide(fixed(30, 30), "top", half("height")), "trailing", half("width")),
                alignment="topTrailing"), (300, 300),
         [("0", 2, 165), ("0", 3, 65), ("0.0", 0, 0), ("0.0", 1, 15), ("0.1", 0, 135), ("0.1", 1, 0)]),
        # The same page: ZStack { Color.yellow.frame(width: 50); Color.orange.frame(height: 50) } reports the union
        # of a 50-wide and a 50-high frame (300 x 300 here), each centred.
        ("published: field guide ZStack combines a 50-wide and a 50-high frame", FIELD_GUIDE_ZSTACK,
         zstack(mod("frame", {"type": "Color", "color": "yellow"}, width=50),
                mod("frame", {"type": "Color", "color": "orange"}, height=50)), (300, 300),
         [("0", 2, 300), ("0", 3, 300), ("0.0", 0, 125), ("0.0", 1, 0), ("0.1", 0, 0), ("0.1", 1, 125)]),
        ("ZStack bottomTrailing: guides before a view's near edges (-0.5 x width, -10) push it out past the "
         "trailing and bottom edges", GUIDE_DOC,
         zstack(fixed(40, 40), guide(guide(fixed(20, 20), "trailing", {"fraction": -0.5, "of": "width"}), "bottom",
                                     -10), alignment="bottomTrailing"), (None, None),
         [("0", 2, 70), ("0", 3, 70), ("0.0", 0, 0), ("0.0", 1, 0), ("0.1", 0, 50), ("0.1", 1, 50)]),
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


def push_outward(rng, view):
    """A copy of view where, in every container that aligns its children by guides (HStack, VStack: their cross
    axis; ZStack, frame, flexibleFrame, overlay, background: both axes), about half the aligned children are wrapped
    in guides of the container's own keys at values outside the child (before its leading or top edge, or past its
    far edge), so they push it out past the others and, in a stack or ZStack, grow the container."""
    view = dict(view)
    t = view["type"]
    if "children" in view:
        view["children"] = [push_outward(rng, c) for c in view["children"]]
    for member in ("content", "secondary"):
        if member in view:
            view[member] = push_outward(rng, view[member])
    h, v = ALIGNMENTS.get(view.get("alignment") or "center", ("center", "center"))
    if t == "HStack":
        keys, slots = [key_of("v", view.get("alignment") or "center")], "children"
    elif t == "VStack":
        keys, slots = [key_of("h", view.get("alignment") or "center")], "children"
    elif t == "ZStack":
        keys, slots = [key_of("h", h), key_of("v", v)], "children"
    elif t in ("frame", "flexibleFrame"):
        keys, slots = [key_of("h", h), key_of("v", v)], "content"
    elif t in ("overlay", "background"):
        keys, slots = [key_of("h", h), key_of("v", v)], "secondary"
    else:
        return view

    def wrap(child):
        if rng.random() < 0.5:
            return child
        for key in keys:
            if len(keys) == 1 or rng.random() < 0.7:
                of = "width" if key in ("leading", "horizontalCenter", "trailing") else "height"
                value = rng.choice([-12, -30, 60, 150, {"fraction": -0.5, "of": of}, {"fraction": 1.5, "of": of}])
                child = guide(child, key, value)
        return child
    view[slots] = [wrap(c) for c in view[slots]] if slots == "children" else wrap(view[slots])
    return view


def random_outward_cases(count=150):
    """Seeded random trees whose aligning containers have children pushed outward by guides of their own keys
    (``push_outward``; refused trees redrawn), at scales 1, 2, 3 in turn."""
    rng = random.Random(43)
    widths = [None, 0, 100, 150, 320, "infinity"]
    heights = [None, 0, 44, 100, "infinity"]
    cases = []
    while len(cases) < count:
        view = push_outward(rng, random_tree(rng, 0, [rng.randint(4, 16)]))
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        if "alignmentGuide" in str(view) and solve(case_input) is not None:
            cases.append((f"random outward guide {len(cases)}", None, case_input))
    return cases


VIEW_DIMENSIONS_DOC = "https://developer.apple.com/documentation/swiftui/viewdimensions"


def reading(key, plus=None):
    """A guide's value read from another guide of the view it modifies: `{ d in d[key] + plus }`."""
    return {"guide": key, **({} if plus is None else {"plus": plus})}


def guide_read_cases():
    """Guides whose value reads another guide (guides.explicit): Apple's example and one case per rule, checks
    (path, index in frame, value) worked out by hand."""
    rows = [
        # Apple's ViewDimensions page: VStack(alignment: .leading) { Text("Default"); Text("Indented")
        # .alignmentGuide(.leading) { context in context[.leading] - 10 } } indents the second text by 10 (Fixed
        # 60 x 20 and 70 x 20 stand in for the texts).
        ("published: Apple's context[.leading] - 10 indents the second view by 10", VIEW_DIMENSIONS_DOC,
         vstack(fixed(60, 20), guide(fixed(70, 20), "leading", reading("leading", -10)), alignment="leading"),
         (None, None), [("0", 2, 80), ("0.0", 0, 0), ("0.1", 0, 10), ("0.1", 1, 28)]),
        ("a guide reads one set before it: bottom = d[.top] = 5, the view 35 lower than its neighbour's bottom",
         None, hstack(fixed(20, 40), guide(guide(fixed(20, 40), "top", 5), "bottom", reading("top")),
                      alignment="bottom", spacing=0), (None, None), [("0", 3, 75), ("0.0", 1, 0), ("0.1", 1, 35)]),
        ("a guide never reads one set after it: bottom = d[.top] = 0 (the outer top 5 is not seen)",
         None, hstack(fixed(20, 40), guide(guide(fixed(20, 40), "bottom", reading("top")), "top", 5),
                      alignment="bottom", spacing=0), (None, None), [("0", 3, 80), ("0.1", 1, 40)]),
        ("a guide reads its own key's default: top = d[.top] + 10", None,
         hstack(fixed(20, 40), guide(fixed(20, 40), "top", reading("top", 10)), alignment="top", spacing=0),
         (None, None), [("0", 3, 50), ("0.0", 1, 10), ("0.1", 1, 0)]),
        ("a vertical guide may read a horizontal one: verticalCenter = d[.trailing] = 30", None,
         hstack(fixed(10, 10), guide(fixed(30, 60), "verticalCenter", reading("trailing")), spacing=0),
         (None, None), [("0", 3, 60), ("0.0", 1, 25), ("0.1", 1, 0)]),
        ("d[VerticalAlignment.center] + 10 in a ZStack: the view 10 higher than centred", None,
         zstack(fixed(100, 100), guide(fixed(20, 20), "verticalCenter", reading("verticalCenter", 10))), (None, None),
         [("0", 3, 100), ("0.1", 0, 40), ("0.1", 1, 30)]),
        ("a guide reads through an offset: bottom = d[.top] + 1 = 5", None,
         hstack(fixed(10, 20), guide(mod("offset", guide(fixed(10, 20), "top", 4), x=3), "bottom", reading("top", 1)),
                alignment="bottom", spacing=0), (None, None),
         [("0", 3, 35), ("0.1", 1, 15), ("0.1.0", 0, 10), ("0.1.0.0", 0, 13), ("0.1.0.0", 1, 15)]),
    ]
    cases = []
    for name, source, view, (w, h), checks in rows:
        case_input = {"proposal": proposal(w, h), "scale": 1, "view": view}
        assert refused(view) is None, name
        hand_checked(name, case_input, checks)
        cases.append((name if source else f"rule: {name}", source, case_input))
    # A guide read through a padding would carry a value through a layout the engine does not pass guides up:
    # refused, as every such tree is (never in the fixture; SwiftUIAlignmentGuideTests checks the engine refuses it).
    through_padding = hstack(fixed(10, 10), guide(mod("padding", guide(fixed(10, 10), "top", 5), length=2), "bottom",
                                                  reading("top")), alignment="bottom")
    assert refused(through_padding) is not None
    return cases


def random_guide_read_cases(count=150):
    """Seeded random trees whose alignmentGuides read other guides (refused trees redrawn), scales 1, 2, 3."""
    rng = random.Random(63)
    widths = [None, 0, 37, 100, 150, 320, "infinity"]
    heights = [None, 0, 20, 44, 100, "infinity"]
    keys = ["leading", "horizontalCenter", "trailing", "top", "verticalCenter", "bottom"]

    def rewrite(v):
        if v.get("type") == "alignmentGuide" and rng.random() < 0.6:
            v["value"] = reading(rng.choice(keys), rng.choice([None, -10, 0, 7.5, 20]))
        for k in ("content", "secondary"):
            if k in v:
                rewrite(v[k])
        for c in v.get("children", []):
            rewrite(c)
    cases = []
    while len(cases) < count:
        view = random_tree(rng, 0, [rng.randint(4, 18)], extra=("alignmentGuide",) * 4)
        if rng.random() < 0.5:
            view = guide(view, rng.choice(keys), reading(rng.choice(keys), rng.choice([None, 5])))
        rewrite(view)
        case_input = {"proposal": proposal(rng.choice(widths), rng.choice(heights)), "scale": len(cases) % 3 + 1,
                      "view": view}
        if '"guide"' in json.dumps(view) and solve(case_input) is not None:
            cases.append((f"random guide read {len(cases)}", None, case_input))
    return cases
