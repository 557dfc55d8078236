"""The SwiftUI layout oracle, part 4: alignmentGuide (explicit guides), written from OpenSwiftUI's source (commit
069dd80bce30bb9117b783e963c0ed7f741c7587) and Apple's documentation, not from the Swift code.

- The modifier (Sources/OpenSwiftUI/Layout/Alignment/AlignmentWritingModifier.swift lines 176-194): its size, layout
  priority and spacing are its content's; asked for its own key it answers computeValue(ViewDimensions(size)), for
  any other key it asks its content. A JSON value n is `{ _ in n }`, {"fraction": f, "of": "width"} is
  `{ d in f * d.width }` (developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2).
- A value read from another guide, {"guide": g, "plus": n} (`{ d in d[g] + n }`): computeValue gets
  ViewDimensions(guideComputer: childLayoutComputer, size) (AlignmentWritingModifier.swift lines 188-193), so d[g]
  is the modified view's guide g at the same size: its explicit value (an alignmentGuide applied before, inside this
  one, reached through the views whose guides are their content's), else the default; never one set outside it
  (developer.apple.com/documentation/swiftui/viewdimensions: `context[.leading] - 10` indents a view by 10).
  Such a modifier reads g of its content: reached from an inner guide through any other view, it is refused as
  a reader the engine does not model (the inner value would travel through a layout first).
- A view's guide (ViewDimensions.swift lines 239-256): its explicit value if it has one, else the default: leading
  and top 0, the centres half, trailing and bottom the whole width or height (AlignmentGuide.swift).
- Who reads a child's guide: HStack/VStack their cross-axis alignment's (StackLayout.swift lines 542 and 583,
  origin = -dimensions[minorAxisAlignment]; the stack spans the union of the children's extents, lines 456-476);
  ZStack both of its alignment's, on the furthest top-priority guide (ZStack.swift lines 151-172); frame and
  flexibleFrame both, put on the frame's default guide (FrameLayout.swift lines 17-40); overlay and background the
  primary's guide and the secondary's (OverlayModifier.swift lines 499-513). fixedSize and aspectRatio anchor the
  centre point (FixedSizeLayout.swift 35-42, AspectRatioLayout.swift 57-63), and so does position
  (PositionLayout.swift 28-33: anchoring .center); padding, offset, layoutPriority,
  ignoresSafeArea put the content at their origin: they read none.
- Explicit guides travel up: a unary layout gives its content's at the content's offset (UnaryLayoutView.swift lines
  372-380), a stack the mean of its children's (StackLayout.swift 404-416, AlignmentGuide.swift 144-171), an overlay
  its primary's. The engine models the guides that reach a container through alignmentGuide, layoutPriority (its
  content at its origin) and offset (not a layout) views only, and only the first container that reads a guide, so a
  tree where a guide would be read again further up, or by a container not listed above (grids, ViewThatFits,
  ScrollView, the safe-area insets), is refused: refused(view) says so, and such trees never enter the fixture.
"""
import math
from fractions import Fraction as F

from .values import ALIGNMENTS, H_FRACTION, V_FRACTION, at, fix, mx, num

GUIDE_KEYS = {"leading": ("h", "leading"), "horizontalCenter": ("h", "center"), "trailing": ("h", "trailing"),
              "top": ("v", "top"), "verticalCenter": ("v", "center"), "bottom": ("v", "bottom")}


def key_of(axis, name):
    """The guide key for an axis ('h', 'v') and a stack/frame alignment name ('leading', 'center', 'top', ...)."""
    return next(k for k, value in GUIDE_KEYS.items() if value == (axis, name))


# Views whose explicit guides are their content's, at the same size and origin: alignmentGuide (for other keys),
# layoutPriority (a unary layout placing its content at its origin with its own proposal, LayoutPriority.swift) and
# offset (a geometry effect, not a layout: GeometryEffect.swift; the layout computer is the content's).
TRANSPARENT = ("alignmentGuide", "layoutPriority", "offset")


def explicit(v, key, size):
    """The explicit value of guide `key` of view v at size (w, h), or None: the outermost alignmentGuide of the key
    down v's chain of TRANSPARENT views."""
    while v["type"] in TRANSPARENT:
        if v["type"] == "alignmentGuide" and v["alignment"] == key:
            value = v["value"]
            if isinstance(value, dict) and "guide" in value:  # d[g] of the modified view, plus n
                axis, name = GUIDE_KEYS[value["guide"]]
                return fix(guide(v["content"], axis, name, size) + num(value.get("plus", 0)))
            if isinstance(value, dict):
                length = size[0] if value["of"] == "width" else size[1]
                f = num(value["fraction"])
                return at(f, length) if f != 0 else fix(0 * num(0))
            return num(value)
        v = v["content"]
    return None


def guide(v, axis, name, size):
    """ViewDimensions[key]: the explicit value, else the default fraction of the width ('h') or height ('v')."""
    value = explicit(v, key_of(axis, name), size)
    if value is not None:
        return value
    return at((H_FRACTION if axis == "h" else V_FRACTION)[name], size[0] if axis == "h" else size[1])


def reads(v, slot):
    """The guide keys view v reads of its child in `slot` (see the module's notes); None = every key."""
    t = v["type"]
    if t == "HStack":
        return {key_of("v", v.get("alignment") or "center")}
    if t == "VStack":
        return {key_of("h", v.get("alignment") or "center")}
    if t in ("ZStack", "frame", "flexibleFrame", "overlay", "background"):
        h, vert = ALIGNMENTS[v.get("alignment") or "center"]
        return {key_of("h", h), key_of("v", vert)}
    if t == "alignmentGuide" and isinstance(v["value"], dict) and "guide" in v["value"]:
        return {v["value"]["guide"]}  # it reads that guide of its content
    if t in ("padding", "ignoresSafeArea", "fixedSize", "aspectRatio", "position", "GeometryReader") + TRANSPARENT:
        return set()
    return None


DIRECT_READERS = ("HStack", "VStack", "ZStack", "frame", "flexibleFrame", "overlay", "background")


def kids(v):
    if "children" in v:
        return v["children"]
    return [v[k] for k in ("content", "secondary") if k in v]


def refused(view):
    """Why the engine refuses this tree (a guide read beyond its first reader, or by an unmodelled reader), or None."""
    def walk(v, ancestors):
        # ancestors: (view, slot of the child on the way down) from the root
        if v["type"] == "alignmentGuide":
            keys, up = {v["alignment"]}, ancestors
            while up and up[-1][0]["type"] in TRANSPARENT:  # up to the first view that is not
                if up[-1][0]["type"] == "alignmentGuide":
                    keys = keys - {up[-1][0]["alignment"]}  # an outer guide of the key answers it
                up = up[:-1]
            first = True
            for parent, slot in reversed(up):
                read = reads(parent, slot)
                hit = keys if read is None else keys & read
                if hit and not (first and parent["type"] in DIRECT_READERS):
                    return f"{sorted(hit)} read by a {parent['type']}"
                if parent["type"] in ("overlay", "background") and slot == 1:
                    break  # a secondary view's guides stay there
                if parent["type"] == "GeometryReader":
                    break  # so do a GeometryReader's children's: it gives its parent no layout computer
                if parent["type"] == "alignmentGuide":
                    keys = keys - {parent["alignment"]}
                first = False
        for k, c in enumerate(kids(v)):
            why = walk(c, ancestors + [(v, k)])
            if why:
                return why
        return None
    return walk(view, [])


def zstack_union(sizes, v, q):
    """A ZStack's children aligned for proposal q: (size, (gx, gy), (lx, ly)).

    Each child is proposed q; the common guide is the furthest guide (explicit or not) among the highest-priority
    children (OpenSwiftUI ZStack.swift lines 151-172, commit 069dd80b); each child's frame starts at the common
    guide less its own. SwiftUI reports the union of the highest-priority children's frames as the ZStack's size
    (swiftuifieldguide.com/layout/zstack: "The reported size of the ZStack is the union of all the frames of the
    children", and its badge example, where the ZStack grows and an overlay does not; OpenSwiftUI's sizeThatFits,
    ZStack.swift lines 199-219, takes the largest child's size instead). (lx, ly) is the union's
    top-left corner in the guide's coordinates, which placing moves to the stack's origin. On an axis where a
    child is infinite the union is infinite and nothing is moved. An empty ZStack is 0 x 0.
    """
    kids = v.get("children", [])
    if not kids:
        return (F(0), F(0)), (0, 0), (0, 0)
    hn, vn = ALIGNMENTS[v.get("alignment") or "center"]
    top_priority = max(sizes.priority(c) for c in kids)
    tops = [(c, sizes.size(c, q, None)) for c in kids if sizes.priority(c) == top_priority]
    gx = max(guide(c, "h", hn, s) for c, s in tops)
    gy = max(guide(c, "v", vn, s) for c, s in tops)
    spans = []
    for axis, common, name, length in (("h", gx, hn, 0), ("v", gy, vn, 1)):
        lengths = [s[length] for _, s in tops]
        if not all(math.isfinite(x) for x in lengths):
            largest = lengths[0]
            for x in lengths[1:]:
                largest = mx(largest, x)
            spans.append((largest, 0))
            continue
        starts = [fix(common - guide(c, axis, name, s)) for c, s in tops]
        low = min(starts)
        high = max(fix(start + x) for start, x in zip(starts, lengths))
        spans.append((fix(high - low), low))
    (w, lx), (h, ly) = spans
    return (w, h), (gx, gy), (lx, ly)
