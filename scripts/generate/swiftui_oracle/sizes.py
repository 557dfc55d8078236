"""The SwiftUI layout oracle, part 1: the view rules and sizes (sizeThatFits), exact Fraction arithmetic.

Finite values are fractions.Fraction, +infinity is math.inf with IEEE rules (inf - inf is NaN, 0 * inf is NaN).
Written from the rules below (Apple's documentation and OpenSwiftUI's audited layouts), not from the Swift code; used by
scripts/generate/generate-swiftui-fixtures.py. Part 2 (stacks, placement, pixel frames) is placement.py.

The rules (SwiftUI's, as OpenSwiftUI's audited layouts implement them):
- Shapes (Rectangle, Capsule, RoundedRectangle, Color) take the proposal, an absent dimension is 10; a Circle is the
  square of the smaller side. Fixed(w, h) is always w x h. A Divider (OpenSwiftUI Layout/Separator/Divider.swift
  lines 49-63, PlainDividerStyle.swift lines 25-34, dividerThickness = pixelLength, EnvironmentAdditions.swift line
  813) is Color.frame(width: 1/scale) in an HStack, else Color.frame(height: 1/scale); no spacing, priority 0. An
  Image (ResolvedImage.sizeThatFits, View/Image/ResolvedImage.swift lines 274-282) is its intrinsic size, or if
  resizable each proposed dimension (max 0; absent: the intrinsic); scaledToFit/Fill are aspectRatio(nil, fit/fill)
  (Layout/AspectRatioLayout.swift lines 194-221). A Spacer along its stack's axis is max(proposal, minLength)
  (absent proposal: minLength; minLength absent: 8) and 0 across; outside any stack it is that on both axes.
- Priority: Spacer -inf; layoutPriority(v) v; fixedSize, offset, overlay, background pass their content's; all else 0.
- Spacing between stack neighbours (spacing absent): each view says, per edge, a value or nothing. Leaves say nothing;
  a Spacer says 0 on the edges of its axis (every edge outside a stack). A stack says, across its axis, the largest
  of its children's; on its leading edge its first child's and on its trailing edge its last child's; an empty stack
  0 everywhere. A ZStack: the largest of its children's on every edge. frame/flexibleFrame forget the edges of the
  axes they constrain (not for a Spacer content), padding forgets each edge with a non-zero inset, other modifiers
  keep their content's. Gap = max of the two facing values, or 8 when neither says anything.
- HStack/VStack with a proposed length L: children ordered by a stable insertion sort, priority descending, then
  flexibility (length when offered infinity minus length when offered 0, the cross proposal kept): smaller first;
  two unbounded ones: the larger minimum first. available = L - gaps; before the first priority group the minimums of
  all lower groups are set aside, and each later group gets its own minimums back. In a group, each child in turn is
  offered max(available / children left in the group, 0) and available drops by what it takes (unless that is NaN).
  Without L, each child is offered nothing (its ideal). Across: children aligned on the guide (fraction of their
  thickness); the stack spans the union of their extents and the guide. Placing re-proposes the chosen thickness
  when the proposal had none.
- ViewThatFits(axes) (developer.apple.com/documentation/swiftui/viewthatfits): the first child whose ideal size on
  the constrained axes (proposed None there) fits within the proposal (an unproposed axis fits anything), else the
  last; its size is the chosen child's for the proposal, and only that child is placed (at the same origin).
- ScrollView(axes, default vertical) (swiftuifieldguide.com/layout/scrollview): the content is proposed None on the
  scrolled axes and the proposal on the others; the scroll view is as large as proposed on the scrolled axes (an
  unproposed one: the content's size, no source) and as its content on the others; the content at its origin.
- position(x, y) (OpenSwiftUI _PositionLayout, Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift lines 28-48,
  commit 069dd80bce30bb9117b783e963c0ed7f741c7587): its size is the proposal when both dimensions are proposed, else
  the content's size for the proposal on each unproposed dimension (fixingUnspecifiedDimensions(at: child size));
  placing, the content is proposed the modifier's own size and its centre (the unit point, not its guides) is put at
  (x, y) from the modifier's origin. Spacing: none (Spacing(), StopProjectingAffectedSpacing); priority 0.
- GeometryReader (OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift lines 29-67, 298-324;
  Layout/LayoutComputer/LayoutComputer.swift lines 177-182; commit 069dd80b): the reader gives its parent no layout
  computer, so its parent sizes it by the default engine: the proposal, 10 on an unproposed dimension, whatever its
  children; no spacing, priority 0, no explicit guide (its children's guides go no further). Each child is proposed
  the reader's size and placed at its top-leading corner (anchored there: guides not read). Its proxy: the size, and
  the safe-area insets as ignoresSafeArea resolves them on every edge for the reader's frame (below).
- EqualWidthHStack, EqualWidthVStack, RadialLayout, FlowLayout (Apple's sample custom layouts): custom_layouts.py.
- Grid, GridRow, the grid cell modifiers (sized and placed as their content elsewhere): grids.py (Grid).
- LazyVGrid, LazyHGrid: the rules and their sources are in grids.py (objc.io's and the field guide's
  published grid algorithm, Apple's GridItem documentation).
- ZStack: every child proposed the proposal and aligned on the furthest top-priority guide; size = the union of the
  top-priority children's frames as aligned (0 x 0 when empty; infinite on an axis where one is): without explicit
  guides the largest child's size (guides.zstack_union). Placing proposes its own size to every child,
  aligns each the same way, the union's corner at the stack's origin. overlay and background keep the primary's.
- frame(w, h): proposes w/h in place of the proposal, reports w/h or its content's; aligns the content.
- flexibleFrame: normalised (min = max(min, 0), ideal = max(min or 0, ideal), max = max(ideal or 0, max)); a proposed
  dimension with both limits (min <= max) is clamped; an absent one is the ideal; otherwise the content is measured
  with the proposal (or ideal) clamped and its length is clamped: (min, max) -> clamp; min only -> max(min(offered,
  got), min); max only -> min(max(offered, got), max). Placing proposes the frame's own size, except nothing on an
  axis with no ideal, no proposal and a size strictly between the limits.
- padding: proposes max(0, P - insets), reports max(0, content + insets); content at (leading, top).
- fixedSize: proposes nothing on the fixed axes. aspectRatio: nil x nil passes; else the ratio size r = (ratio, 1)
  (or the content's ideal size; a square -> (1, 1)), scale = P / r per proposed axis (absent: inf; 0 / 0: inf), the
  content is proposed r * min (fit) or r * max (fill) and centred. offset moves its content, not itself. overlay and
  background: the size is the content's; the secondary is proposed that size and aligned in it.
- Hosted on a screen (input "screen": width, height, safeArea [top, leading, bottom, trailing]; OpenSwiftUI
  RootGeometry.value, Sources/OpenSwiftUICore/View/Graph/ViewGraph.swift lines 717-738, centersRootView true): the root
  is proposed the screen less the insets (each side max(0, .)) and placed at (leading, top) + (proposal - size) / 2;
  frames are the screen's. Without a screen the root is at (0, 0) with the given proposal.
- ignoresSafeArea(edges) (_SafeAreaRegionsIgnoringLayout, Layout/SafeAreaIgnoringLayout.swift lines 69-88; the insets
  from SafeAreaInsets.resolve/adjust, Layout/SafeAreaInsets.swift lines 74-157): sized, spaced as its content,
  priority 0. Placing, with inner = the safe area, outer = the screen, e = 1/(2 scale) + 1/1000, for the view's frame
  F: top grows by F.minY - outer.minY when F.minY - e < inner.minY and outer.minY < F.minY + e; bottom by
  outer.maxY - F.maxY when inner.maxY < F.maxY + e and F.maxY - e < outer.maxY; leading, trailing alike; only on
  the asked edges, and nothing without a screen or with zero insets. The content is proposed the view's proposal
  grown by those insets (nil stays nil) at F's origin moved up and left by the top and leading ones.
- Pixel frames: SwiftUI's CGRect.roundCoordinatesToNearestOrUp(toMultipleOf: m = 1/scale) in Double (OpenSwiftUI
  Sources/OpenSwiftUICore/Util/Extension/Round+Extension.swift lines 17-25, 45-48 and 134-141, applied to the frame
  in the root's space by AnimatableFrameAttribute, Animation/Animatable/AnimatableAttribute.swift line 96; commit
  069dd80bce30bb9117b783e963c0ed7f741c7587): the far corner is origin + size, each corner v becomes
  floor((v + m/2) / m) * m (floor(v + m/2) when m == 1), the size is the difference of the snapped corners. This
  step is emulated with Python floats (IEEE doubles, the same operations), because at an exact half-pixel tie
  the Double rounding decides: at @3x -61.5 -> -185/3 but -100.5 -> -301/3. The coordinates snapped are those the
  same rules give when rerun in doubles (DOUBLES below; the constants 0, 1/2, 8, 10, 16 are exact in both): a
  corner whose exact value is a tie (y + h = 229.5) can be a hair below it in doubles, and SwiftUI snaps what it
  holds.
"""
from fractions import Fraction as F  # noqa: F401

from .values import (
    DOUBLES, EDGE_AXIS, INF, SHAPES, SYSTEM_SPACING, fix, flex_limits, insets, mn, mx, num, padding_layers,
    padding_proposal)
from .grids import CELL_TRAITS, GRID_TYPES, LAZY_GRIDS, grid2_size, grid_size
from .guides import zstack_union
from .custom_layouts import CUSTOM_LAYOUTS, custom_size, spacing_of


class Sizes:
    """Memoised sizes per (view, proposal, stack axis); the stack rule is in placement.Layout."""

    def __init__(self):
        self.memo = {}

    # --- traits ---------------------------------------------------------------------------------------------
    def kids(self, v):
        t = v["type"]
        containers = ("HStack", "VStack", "ZStack", "ViewThatFits", "GeometryReader") + CUSTOM_LAYOUTS
        if t in containers + LAZY_GRIDS + GRID_TYPES:
            return v.get("children", [])
        if t in ("overlay", "background"):
            return [v["content"], v["secondary"]]
        if "content" in v:
            return [v["content"]]
        return []

    def priority(self, v):
        t = v["type"]
        if t == "Spacer":
            return -INF
        if t == "layoutPriority":
            return num(v["value"])
        if t in ("fixedSize", "offset", "overlay", "background", "alignmentGuide") + CELL_TRAITS:
            return self.priority(v["content"])
        return F(0)

    def spacing(self, v, axis):
        """Per-edge values {'l','r','t','b'}: None = says nothing. axis = the enclosing stack's (for a Spacer)."""
        t = v["type"]
        none = {"l": None, "r": None, "t": None, "b": None}
        if t == "Spacer":
            if axis == "h":
                return {"l": F(0), "r": F(0), "t": None, "b": None}
            if axis == "v":
                return {"l": None, "r": None, "t": F(0), "b": F(0)}
            return {"l": F(0), "r": F(0), "t": F(0), "b": F(0)}
        if t in CUSTOM_LAYOUTS:  # custom_layouts.py: Layout's default, every child's merged on every edge
            return spacing_of(self, v)
        if t in ("HStack", "VStack", "ZStack"):
            children = v.get("children", [])
            if not children:
                return {"l": F(0), "r": F(0), "t": F(0), "b": F(0)}
            inner = {"HStack": "h", "VStack": "v", "ZStack": None}[t]
            each = [self.spacing(c, inner) for c in children]

            def biggest(edge, which):
                values = [s[edge] for s in which if s[edge] is not None]
                return max(values) if values else None
            if t == "ZStack":
                return {e: biggest(e, each) for e in "lrtb"}
            if t == "HStack":
                return {"t": biggest("t", each), "b": biggest("b", each), "l": each[0]["l"], "r": each[-1]["r"]}
            return {"l": biggest("l", each), "r": biggest("r", each), "t": each[0]["t"], "b": each[-1]["b"]}
        if t in SHAPES or t in ("Fixed", "Image", "Divider", "safeAreaInset", "safeAreaPadding", "ViewThatFits",
                                "ScrollView", "position", "GeometryReader") + LAZY_GRIDS + GRID_TYPES:
            return none  # the inset modifiers have their own layout engine: LayoutEngine's default Spacing()
        content = self.spacing(v["content"], axis)
        if t in ("frame", "flexibleFrame"):
            if v["content"]["type"] == "Spacer":
                return content
            if t == "frame":
                hz, vt = v.get("width") is not None, v.get("height") is not None
            else:
                hz = any(v.get(k) is not None for k in ("minWidth", "idealWidth", "maxWidth"))
                vt = any(v.get(k) is not None for k in ("minHeight", "idealHeight", "maxHeight"))
            return {"l": None if hz else content["l"], "r": None if hz else content["r"],
                    "t": None if vt else content["t"], "b": None if vt else content["b"]}
        if t == "padding":
            top, leading, bottom, trailing = insets(v)
            return {"l": None if leading != 0 else content["l"], "r": None if trailing != 0 else content["r"],
                    "t": None if top != 0 else content["t"], "b": None if bottom != 0 else content["b"]}
        return content

    @staticmethod
    def gap(a, b, axis):
        x, y = (a["r"], b["l"]) if axis == "h" else (a["b"], b["t"])
        if x is None and y is None:
            return SYSTEM_SPACING
        return mx(x if x is not None else -INF, y if y is not None else -INF)

    @staticmethod
    def scrolled(v):
        axes = v.get("axes", "vertical")
        return axes in ("horizontal", "both"), axes in ("vertical", "both")

    def scroll_proposal(self, v, p):
        """A ScrollView proposes its content nil (the ideal) on the scrolled axes, its own proposal on the others."""
        hz, vt = self.scrolled(v)
        return (None if hz else p[0], None if vt else p[1])

    def chosen(self, v, p):
        """ViewThatFits (developer.apple.com/documentation/swiftui/viewthatfits): the children in order, the first
        whose ideal size on the constrained axes (proposed None there, p on the other axes) fits within p on those
        axes (an unproposed axis fits anything); none fits: the last; no children: None."""
        children = v.get("children", [])
        if not children:
            return None
        axes = v.get("axes", "both")
        hz, vt = axes in ("horizontal", "both"), axes in ("vertical", "both")
        ideal = (None if hz else p[0], None if vt else p[1])
        for c in children[:-1]:
            w, h = self.size(c, ideal, None)
            if (not hz or p[0] is None or w <= p[0]) and (not vt or p[1] is None or h <= p[1]):
                return c
        return children[-1]

    # --- sizes ----------------------------------------------------------------------------------------------
    def size(self, v, p, axis):
        key = (id(v), p, axis)
        if key not in self.memo:
            w, h = self.fits(v, p, axis)
            self.memo[key] = (fix(w), fix(h))
        return self.memo[key]

    def fits(self, v, p, axis):
        t = v["type"]
        pw, ph = p
        if t in ("Rectangle", "Capsule", "RoundedRectangle", "Color"):
            return (pw if pw is not None else F(10)), (ph if ph is not None else F(10))
        if t == "Circle":
            side = mn(pw if pw is not None else F(10), ph if ph is not None else F(10))
            return side, side
        if t == "Spacer":
            least = num(v.get("minLength")) if v.get("minLength") is not None else SYSTEM_SPACING
            w = mx(pw if pw is not None else -INF, least)
            h = mx(ph if ph is not None else -INF, least)
            return (w, F(0)) if axis == "h" else (F(0), h) if axis == "v" else (w, h)
        if t == "Fixed":
            return num(v["width"]), num(v["height"])
        if t == "GeometryReader":  # the default engine: the proposal, nil as 10; the children are not asked
            return (pw if pw is not None else F(10)), (ph if ph is not None else F(10))
        if t in CUSTOM_LAYOUTS:  # custom_layouts.py
            return custom_size(self, v, p)
        if t == "ViewThatFits":
            chosen = self.chosen(v, p)
            return self.size(chosen, p, None) if chosen is not None else (F(0), F(0))
        if t == "ScrollView":  # swiftuifieldguide.com/layout/scrollview: as proposed on the scrolled axes
            hz, vt = self.scrolled(v)
            cw, ch = self.size(v["content"], self.scroll_proposal(v, p), None)
            return (pw if hz and pw is not None else cw), (ph if vt and ph is not None else ch)
        if t == "Image":  # not resizable: its intrinsic size; resizable: each proposed dimension (max 0), else its own
            w, h = num(v["width"]), num(v["height"])
            if not v.get("resizable", False):
                return w, h
            return (mx(pw, F(0)) if pw is not None else w), (mx(ph, F(0)) if ph is not None else h)
        if t == "Divider":  # Color.frame(height: pixelLength), or width in an HStack; the Color takes the proposal
            thickness = 1 / float(self.scale) if DOUBLES["on"] else F(1 / float(self.scale))
            if axis == "h":
                return thickness, (ph if ph is not None else F(10))
            return (pw if pw is not None else F(10)), thickness
        if t in ("HStack", "VStack"):
            return self.stack(v, p)[3]
        if t in LAZY_GRIDS:  # grids.py
            return grid_size(self, v, p)
        if t == "Grid":  # grids.py (Grid)
            return grid2_size(self, v)
        if t == "ZStack":
            return zstack_union(self, v, p)[0]
        c = v["content"]
        if t == "frame":
            w, h = num(v.get("width")), num(v.get("height"))
            if w is not None and h is not None:
                return w, h
            cw, ch = self.size(c, (w if w is not None else pw, h if h is not None else ph), axis)
            return (w if w is not None else cw), (h if h is not None else ch)
        if t == "flexibleFrame":
            return self.flexible(v, p, axis)
        if t == "padding":
            top, leading, bottom, trailing = insets(v)
            cw, ch = self.size(c, self.inset(p, v), axis)
            return mx(F(0), cw + leading + trailing), mx(F(0), ch + top + bottom)
        if t == "fixedSize":
            return self.size(c, self.fixed_proposal(v, p), axis)
        if t == "aspectRatio":
            return self.size(c, self.ratio_proposal(v, p, axis), axis)
        if t == "safeAreaInset":
            _, ps, _, ss, s = self.inset_layout(v, p, axis)
            if EDGE_AXIS[v["edge"]] == 0:
                return fix(ss[0] + s + ps[0]), mx(ss[1], ps[1])
            return mx(ss[0], ps[0]), fix(ss[1] + s + ps[1])
        if t == "safeAreaPadding":
            return self.padding_stack_size(c, padding_layers(v), p, axis)
        if t == "position":  # the proposal; where a dimension is not proposed, the content's length for p
            if pw is not None and ph is not None:
                return pw, ph
            cw, ch = self.size(c, p, axis)
            return (pw if pw is not None else cw), (ph if ph is not None else ch)
        return self.size(c, p, axis)  # layoutPriority, offset, overlay, background, ignoresSafeArea

    def inset_layout(self, v, p, axis):
        """safeAreaInset: (content proposal, content size, inset view proposal, its size, spacing) for p."""
        ax = EDGE_AXIS[v["edge"]]
        primary, secondary = v["content"], v["secondary"]
        s = num(v.get("spacing"))
        if s is None:
            s = self.gap(self.spacing(primary, axis), self.spacing(secondary, None), "h" if ax == 0 else "v")
        sp = list(p)
        if p[ax] is not None:
            without = mx(fix(p[ax] - s), F(0))
            at_zero = list(p)
            at_zero[ax] = F(0)
            minimum = self.size(primary, tuple(at_zero), axis)[ax]
            sp[ax] = mx(fix(without - minimum), F(0))
        ss = self.size(secondary, tuple(sp), None)
        pp = list(p)
        if p[ax] is not None:
            pp[ax] = mx(fix(p[ax] - (ss[ax] + s)), F(0))
        return tuple(pp), self.size(primary, tuple(pp), axis), tuple(sp), ss, s

    def padding_stack_size(self, content, layers, p, axis):
        """safeAreaPadding's layers (outermost first) with the content inside, for the outermost layer's p."""
        if not layers:
            return self.size(content, p, axis)
        edge, length = layers[0]
        ax = EDGE_AXIS[edge]
        inner = self.padding_stack_size(content, layers[1:], padding_proposal(length, ax, p), axis)
        if ax == 0:
            return fix(length + 0 + inner[0]), mx(F(0), inner[1])
        return mx(F(0), inner[0]), fix(length + 0 + inner[1])

    @staticmethod
    def inset(p, v):
        top, leading, bottom, trailing = insets(v)
        pw, ph = p
        return (None if pw is None else fix(mx(F(0), pw - (leading + trailing))),
                None if ph is None else fix(mx(F(0), ph - (top + bottom))))

    @staticmethod
    def fixed_proposal(v, p):
        return (None if v.get("horizontal", True) else p[0], None if v.get("vertical", True) else p[1])

    def ratio_proposal(self, v, p, axis):
        if p == (None, None):
            return p
        ratio = num(v.get("ratio"))
        rw, rh = (ratio, F(1)) if ratio is not None else self.size(v["content"], (None, None), axis)
        if rw == rh:
            rw, rh = F(1), F(1)

        def scale(d, r):
            if d is None or (r == 0 and d == 0):
                return INF
            if d == INF or r == 0:
                return INF  # a positive length over a zero ratio side is unbounded
            return fix(d / r)
        sx, sy = scale(p[0], rw), scale(p[1], rh)
        s = mn(sx, sy) if v.get("contentMode", "fit") == "fit" else mx(sx, sy)
        return fix(rw * s), fix(rh * s)

    def flexible(self, v, p, axis):
        (lw, iw, hw), (lh, ih, hh) = flex_limits(v)

        def direct(d, lo, ideal, hi):
            if d is None:
                return ideal
            if lo is not None and hi is not None and lo <= hi:
                return mn(mx(d, lo), hi)
            return None
        w, h = direct(p[0], lw, iw, hw), direct(p[1], lh, ih, hh)
        if w is not None and h is not None:
            return w, h
        cp = self.flex_measure_proposal(v, p)
        cw, ch = self.size(v["content"], cp, axis)

        def clamp_got(got, offered, lo, hi):
            if lo is not None and hi is not None and lo <= hi:
                return mn(mx(lo, got), hi)
            if lo is not None and hi is None:
                return mx(mn(offered if offered is not None else INF, got), lo)
            if lo is None and hi is not None:
                return mn(mx(offered if offered is not None else -INF, got), hi)
            return got
        return (w if w is not None else clamp_got(cw, cp[0], lw, hw),
                h if h is not None else clamp_got(ch, cp[1], lh, hh))

    @staticmethod
    def flex_measure_proposal(v, p):
        (lw, iw, hw), (lh, ih, hh) = flex_limits(v)

        def clamp(d, lo, hi):
            return None if d is None else mn(mx(lo if lo is not None else -INF, d), hi if hi is not None else INF)
        return (clamp(p[0] if p[0] is not None else iw, lw, hw), clamp(p[1] if p[1] is not None else ih, lh, hh))
