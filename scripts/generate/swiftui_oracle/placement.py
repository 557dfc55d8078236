"""The SwiftUI layout oracle, part 2: HStack/VStack sizing, the placement pass (exact) and pixel frames (in doubles, as
SwiftUI computes them)."""
import math
from fractions import Fraction as F

from .custom_layouts import CUSTOM_LAYOUTS, place_custom
from .grids import CELL_TRAITS, LAZY_GRIDS, GridRefused, path_of, place_grid, place_grid2
from .guides import guide as guide_of, refused, zstack_union
from .sizes import Sizes
from .values import (ALIGNMENTS, DOUBLES, EDGE_AXIS, EDGES, H_FRACTION, INF, V_FRACTION, at, fix, flex_limits, frac2,
                     insets, mn, mx, num, padding_layers, padding_proposal)


OPPOSITE = {"top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading"}


class Layout(Sizes):
    """One layout: the sizes of part 1, the stack rule, then the placement pass."""
    scale = 1

    def __init__(self):
        super().__init__()
        self.chain = []  # the safe-area elements (inner, outer) the view being placed sits in, innermost last
        self.proxies = {}  # a GeometryReader's proxy by its index in the placed views: (size, insets)

    # --- stacks ---------------------------------------------------------------------------------------------
    def stack(self, v, p):
        """(proposals, sizes, origins, size) of an HStack/VStack's children for proposal p."""
        key = ("stack", id(v), p)
        if key in self.memo:
            return self.memo[key]
        horizontal = v["type"] == "HStack"
        axis = "h" if horizontal else "v"
        children = v.get("children", [])
        n = len(children)
        if horizontal:
            guide = V_FRACTION[v.get("alignment") or "center"]
            length, cross = p
        else:
            guide = H_FRACTION[v.get("alignment") or "center"]
            cross, length = p

        def offer(major):
            return (major, cross) if horizontal else (cross, major)

        def along(s):
            return s[0] if horizontal else s[1]

        def thick(s):
            return s[1] if horizontal else s[0]
        spacing = num(v.get("spacing"))
        specs = [self.spacing(c, axis) for c in children]
        gaps = [F(0)] + [spacing if spacing is not None else self.gap(specs[k - 1], specs[k], axis)
                         for k in range(1, n)]
        proposals, sizes = [None] * n, [None] * n
        if n and length is not None:
            prio = [self.priority(c) for c in children]
            least = [along(self.size(c, offer(F(0)), axis)) for c in children]
            most = [along(self.size(c, offer(INF), axis)) for c in children]

            def before(a, b):
                if prio[a] != prio[b]:
                    return prio[a] > prio[b]
                fa, fb = most[a] - least[a], most[b] - least[b]
                if fa == fb:  # NaN == NaN is False, as in IEEE code
                    ea = -least[a] if fa == INF else F(0)
                    eb = -least[b] if fb == INF else F(0)
                    return ea < eb
                return fa < fb
            order = list(range(n))
            for i in range(1, n):  # stable insertion sort: equal flexibility keeps source order
                j = i
                while j > 0 and before(order[j], order[j - 1]):
                    order[j], order[j - 1] = order[j - 1], order[j]
                    j -= 1
            available = fix(length - sum(gaps))
            start = 0
            while start < n:
                end = start
                while end < n and prio[order[end]] == prio[order[start]]:
                    end += 1
                if start == 0:
                    available = fix(available - sum((least[k] for k in order[end:]), F(0)))
                else:
                    available = fix(available + sum((least[k] for k in order[start:end]), F(0)))
                for taken, k in enumerate(order[start:end]):
                    share = mx(fix(available / (end - start - taken)), F(0))
                    proposals[k] = offer(share)
                    sizes[k] = self.size(children[k], proposals[k], axis)
                    left = available - along(sizes[k])
                    if not (isinstance(left, float) and math.isnan(left)):
                        available = fix(left)
                start = end
        else:
            for k, c in enumerate(children):
                proposals[k] = offer(None)
                sizes[k] = self.size(c, proposals[k], axis)
        low, high = F(0), F(0)
        # each child's guide is its explicit one if it sets it (guides.guide)
        name = v.get("alignment") or "center"
        cross = "v" if horizontal else "h"
        for c, s in zip(children, sizes):
            top = -guide_of(c, cross, name, s)
            low = mn(low, top)
            high = mx(high, fix(top + thick(s)))
        origins, position = [], F(0)
        for k in range(n):
            major = fix(position + gaps[k])
            top = -guide_of(children[k], cross, name, sizes[k])
            minor = fix(top - low)
            origins.append((major, minor) if horizontal else (minor, major))
            position = fix(major + along(sizes[k]))
        thickness = fix(high - low)
        size = (position, thickness) if horizontal else (thickness, position)
        self.memo[key] = (proposals, sizes, origins, size)
        return self.memo[key]

    # --- placement ------------------------------------------------------------------------------------------
    def place(self, v, p, x, y, axis, path, out):
        """Appends v and its subtree in pre-order: (path, view, frame, proposal)."""
        w, h = self.size(v, p, axis)
        out.append((path, v, (x, y, w, h), p))
        t = v["type"]
        kids = self.kids(v)
        if t in ("HStack", "VStack"):
            q = (p[0], p[1] if p[1] is not None else h) if t == "HStack" else (p[0] if p[0] is not None else w, p[1])
            proposals, _, origins, _ = self.stack(v, q)
            inner = "h" if t == "HStack" else "v"
            for k, c in enumerate(kids):
                self.place(c, proposals[k], fix(x + origins[k][0]), fix(y + origins[k][1]), inner, f"{path}.{k}", out)
        elif t == "ZStack":
            q = (w, h)
            hn, vn = ALIGNMENTS[v.get("alignment") or "center"]
            _, (gx, gy), (lx, ly) = zstack_union(self, v, q)
            for k, c in enumerate(kids):
                cs = self.size(c, q, None)
                cx = fix(x + fix(fix(gx - guide_of(c, "h", hn, cs)) - lx))
                cy = fix(y + fix(fix(gy - guide_of(c, "v", vn, cs)) - ly))
                self.place(c, q, cx, cy, None, f"{path}.{k}", out)
        elif t == "ViewThatFits":  # only the chosen child is laid out (the others are absent from the answer)
            chosen = self.chosen(v, p)
            if chosen is not None:
                k = next(i for i, c in enumerate(kids) if c is chosen)
                self.place(chosen, p, x, y, None, f"{path}.{k}", out)
        elif t in LAZY_GRIDS:
            place_grid(self, v, p, x, y, path, out)
        elif t == "Grid":
            place_grid2(self, v, x, y, path, out)
        elif t == "ScrollView":  # the content at the scroll view's origin (scrolled to its start)
            self.place(kids[0], self.scroll_proposal(v, p), x, y, None, path + ".0", out)
        elif t == "frame":
            fw, fh_ = num(v.get("width")), num(v.get("height"))
            q = (fw if fw is not None else p[0], fh_ if fh_ is not None else p[1])
            self.align(kids[0], q, v.get("alignment"), (x, y, w, h), axis, path + ".0", out)
        elif t == "flexibleFrame":
            (lw, iw, hw), (lh, ih, hh) = flex_limits(v)

            def own(value, proposed, lo, ideal, hi):
                free = ideal is None and proposed is None
                if free and (lo if lo is not None else -INF) < value < (hi if hi is not None else INF):
                    return None
                return value
            q = (own(w, p[0], lw, iw, hw), own(h, p[1], lh, ih, hh))
            self.align(kids[0], q, v.get("alignment"), (x, y, w, h), axis, path + ".0", out)
        elif t == "padding":
            top, leading, _, _ = insets(v)
            self.place(kids[0], self.inset(p, v), fix(x + leading), fix(y + top), axis, path + ".0", out)
        elif t == "fixedSize":
            self.align(kids[0], self.fixed_proposal(v, p), "center", (x, y, w, h), axis, path + ".0", out, anchor=True)
        elif t == "aspectRatio":
            self.align(kids[0], self.ratio_proposal(v, p, axis), "center", (x, y, w, h), axis, path + ".0", out,
                       anchor=True)
        elif t in ("layoutPriority", "alignmentGuide") or t in CELL_TRAITS:
            self.place(kids[0], p, x, y, axis, path + ".0", out)
        elif t in CUSTOM_LAYOUTS:  # custom_layouts.py
            place_custom(self, v, p, (x, y, w, h), path, out)
        elif t == "GeometryReader":  # each child proposed the reader's size, at its top-leading corner
            self.proxies[len(out) - 1] = ((w, h), self.safe_area_insets((x, y, w, h), "all"))
            for k, c in enumerate(kids):
                self.place(c, (w, h), x, y, None, f"{path}.{k}", out)
        elif t == "position":  # the content proposed (w, h), its centre at (x, y) from the origin
            cw, ch = self.size(kids[0], (w, h), axis)
            px, py = num(v.get("x", 0)), num(v.get("y", 0))
            self.place(kids[0], (w, h), fix(x + fix(px - cw * F(1, 2))), fix(y + fix(py - ch * F(1, 2))), axis,
                       path + ".0", out)
        elif t == "offset":
            self.place(kids[0], p, fix(x + num(v.get("x", 0))), fix(y + num(v.get("y", 0))), axis, path + ".0", out)
        elif t == "ignoresSafeArea":
            top, leading, bottom, trailing = self.safe_area_insets((x, y, w, h), v.get("edges", "all"))
            q = (None if p[0] is None else fix(mx(F(0), p[0] + (leading + trailing))),
                 None if p[1] is None else fix(mx(F(0), p[1] + (top + bottom))))
            self.place(kids[0], q, fix(x - leading), fix(y - top), axis, path + ".0", out)
        elif t == "safeAreaInset":
            self.place_inset(v, p, (x, y, w, h), axis, path, out)
        elif t == "safeAreaPadding":
            self.place_safe_area_padding(v, p, (x, y, w, h), axis, path, out)
        elif t in ("overlay", "background"):
            self.place(kids[0], p, x, y, axis, path + ".0", out)
            self.align(kids[1], (w, h), v.get("alignment"), (x, y, w, h), None, path + ".1", out, primary=kids[0])

    def safe_area_insets(self, frame, edges):
        """(top, leading, bottom, trailing) a view at frame may grow into on edges: the frame adjusted by each element
        of the safe-area chain, innermost first (see sizes.py, ignoresSafeArea)."""
        x, y, w, h = frame
        m = 1 / float(self.scale)
        e = m * 0.5 + 0.001 if DOUBLES["on"] else F(m * 0.5 + 0.001)
        rx, ry, rw, rh = frame
        for (ix, iy, iw, ih), (ox, oy, ow, oh) in reversed(self.chain):
            min_y, max_y, min_x, max_x = ry, fix(ry + rh), rx, fix(rx + rw)
            if min_y - e < iy and oy < min_y + e:
                delta = fix(min_y - oy)
                ry, rh = fix(ry - delta), fix(rh + delta)
            if iy + ih < max_y + e and max_y - e < oy + oh:
                rh = fix(rh + fix(fix(oy + oh) - max_y))
            if min_x - e < ix and ox < min_x + e:
                delta = fix(min_x - ox)
                rx, rw = fix(rx - delta), fix(rw + delta)
            if ix + iw < max_x + e and max_x - e < ox + ow:
                rw = fix(rw + fix(fix(ox + ow) - max_x))
        names = EDGES[edges] if isinstance(edges, str) else set().union(*(EDGES[n] for n in edges))
        found = {"top": fix(y - ry), "leading": fix(x - rx), "bottom": fix(fix(ry + rh) - fix(y + h)),
                 "trailing": fix(fix(rx + rw) - fix(x + w))}
        return tuple(found[k] if k in names else F(0) for k in ("top", "leading", "bottom", "trailing"))

    @staticmethod
    def anchored(edge, size, area):
        """Where a child of size anchored at edge's unit point sits in area (_Placement.frameOrigin)."""
        ux, uy = {"top": (F(1, 2), F(0)), "leading": (F(0), F(1, 2)), "bottom": (F(1, 2), F(1)),
                  "trailing": (F(1), F(1, 2))}[edge]
        return fix(area[0] * ux - size[0] * ux), fix(area[1] * uy - size[1] * uy)

    @staticmethod
    def edge_inset(frame, edge, length):
        """frame inset by length on edge (Rect.inset(by:) arithmetic)."""
        x, y, w, h = frame
        t, l, b, r = (length if edge == k else F(0) for k in ("top", "leading", "bottom", "trailing"))
        return fix(x + l), fix(y + t), fix(fix(w - l) - r), fix(fix(h - t) - b)

    def place_inset(self, v, p, frame, axis, path, out):
        """safeAreaInset (InsetViewLayout.childGeometry): content anchored at the opposite edge in a safe area inset
        by the inset view and spacing (measured at the view's own size), the inset view at the edge, aligned across."""
        x, y, w, h = frame
        edge = v["edge"]
        ax = EDGE_AXIS[edge]
        q = list(p)
        if q[1 - ax] is None:
            q[1 - ax] = (w, h)[1 - ax]
        pp, ps, sp, ss, _ = self.inset_layout(v, tuple(q), axis)
        po = self.anchored(OPPOSITE[edge], ps, (w, h))
        so = list(self.anchored(edge, ss, (w, h)))
        fraction = (H_FRACTION if ax == 1 else V_FRACTION)[v.get("alignment") or "center"]
        so[1 - ax] = fix(po[1 - ax] + (at(fraction, ps[1 - ax]) - at(fraction, ss[1 - ax])))
        _, _, _, own_ss, own_s = self.inset_layout(v, (w, h), axis)
        self.chain.append((self.edge_inset(frame, edge, fix(own_s + own_ss[ax])), frame))
        self.place(v["content"], pp, fix(po[0] + x), fix(po[1] + y), axis, path + ".0", out)
        self.chain.pop()
        self.place(v["secondary"], sp, fix(so[0] + x), fix(so[1] + y), None, path + ".1", out)

    def place_safe_area_padding(self, v, p, frame, axis, path, out):
        """safeAreaPadding: through its four layers, each adding its safe-area element, to the content."""
        layers = padding_layers(v)
        for k, (edge, length) in enumerate(layers):
            x, y, w, h = frame
            ax = EDGE_AXIS[edge]
            q = list(p)
            if q[1 - ax] is None:
                q[1 - ax] = (w, h)[1 - ax]
            inner = padding_proposal(length, ax, tuple(q))
            size = self.padding_stack_size(v["content"], layers[k + 1:], inner, axis)
            ox, oy = self.anchored(OPPOSITE[edge], size, (w, h))
            self.chain.append((self.edge_inset(frame, edge, fix(0 + length)), frame))
            frame, p = (fix(ox + x), fix(oy + y), size[0], size[1]), inner
        self.place(v["content"], p, frame[0], frame[1], axis, path + ".0", out)
        del self.chain[-len(layers):]

    def align(self, c, q, alignment, frame, axis, path, out, primary=None, anchor=False):
        """c's guide on the frame's default guide (or on the primary view's guide, for a secondary view); anchor:
        the unit point, explicit guides ignored (fixedSize, aspectRatio)."""
        x, y, w, h = frame
        fh, fv = frac2(alignment)
        hn, vn = ALIGNMENTS[alignment or "center"]
        cw, ch = self.size(c, q, axis)
        gx, gy = (at(fh, w), at(fv, h)) if primary is None else (guide_of(primary, "h", hn, (w, h)),
                                                                  guide_of(primary, "v", vn, (w, h)))
        kx, ky = ((at(fh, cw), at(fv, ch)) if anchor
                  else (guide_of(c, "h", hn, (cw, ch)), guide_of(c, "v", vn, (cw, ch))))
        self.place(c, q, fix(x + (gx - kx)), fix(y + (gy - ky)), axis, path, out)


# --- output -----------------------------------------------------------------------------------------------------

def out(v):
    """A result for JSON: nearest double, 'infinity' for +inf, 'nan' for NaN (a proposal from a degenerate ratio),
    None stays null."""
    if v is None:
        return None
    if v == INF:
        return "infinity"
    if isinstance(v, float) and math.isnan(v):
        return "nan"
    f = float(v)
    return 0.0 if f == 0 else f


def out_float(f):
    """A double for JSON, -0.0 written as 0.0."""
    return 0.0 if f == 0 else f


def round_px(v, m):
    """SwiftUI's roundToNearestOrUp(toMultipleOf: m) on a double v, in doubles (see sizes.py, Pixel frames):
    v + m/2, then (. / m).rounded(.down) * m; only .rounded(.down) when m == 1."""
    v = v + m / 2
    return float(math.floor(v)) if m == 1 else float(math.floor(v / m)) * m


def pixel_frame(x, y, w, h, scale):
    """The pixel frame of a frame (x, y, w, h) in doubles: the far corner origin + size is added in doubles, both
    corners are snapped and the size is their difference."""
    m = 1 / float(scale)
    x0, y0 = round_px(x, m), round_px(y, m)
    x1, y1 = round_px(x + w, m), round_px(y + h, m)
    return [out_float(x0), out_float(y0), out_float(x1 - x0), out_float(y1 - y0)]


def lay_out(case_input, proposal):
    """(root size, placed views, proxies) for the case: the views (path, view, frame, proposal) in pre-order, each
    GeometryReader's proxy (size, insets) by its index among them. On a screen the proposal is the screen less its
    safe area and the root is centred there (see sizes.py)."""
    layout = Layout()
    layout.scale = case_input["scale"]
    screen = case_input.get("screen")
    x = y = 0.0 if DOUBLES["on"] else F(0)
    if screen is not None:
        width, height = num(screen["width"]), num(screen["height"])
        top, leading, bottom, trailing = (num(i) for i in screen["safeArea"])
        if any(i != 0 for i in (top, leading, bottom, trailing)):
            inner = (leading, top, fix(fix(width - leading) - trailing), fix(fix(height - top) - bottom))
            layout.chain.append((inner, (F(0), F(0), width, height)))
        proposal = (fix(mx(F(0), width - (leading + trailing))), fix(mx(F(0), height - (top + bottom))))
    size = layout.size(case_input["view"], proposal, None)
    if screen is not None:
        x, y = fix(leading + (proposal[0] - size[0]) * F(1, 2)), fix(top + (proposal[1] - size[1]) * F(1, 2))
    placed = []
    layout.place(case_input["view"], proposal, x, y, None, "0", placed)
    return size, placed, layout.proxies


def in_doubles(case_input):
    """The frames of the same layout computed in doubles (the values SwiftUI snaps)."""
    p = case_input.get("proposal", {})
    DOUBLES["on"] = True
    try:
        return [frame for _, _, frame, _ in lay_out(case_input, (num(p.get("width")), num(p.get("height"))))[1]]
    finally:
        DOUBLES["on"] = False


def finite(*values):
    return all(isinstance(v, F) for v in values)


def solve(case_input):
    """The expected answer for one input {'proposal', 'scale', 'view'}, or None when a frame is not finite."""
    if refused(case_input["view"]):
        return None
    p = case_input.get("proposal", {})
    proposal = (num(p.get("width")), num(p.get("height")))
    scale = case_input["scale"]
    try:
        size, placed, proxies = lay_out(case_input, proposal)
    except GridRefused as grid:  # a Grid whose layout is not published (grids.py (Grid))
        return {"refused": path_of(Layout(), case_input["view"], grid.view)}
    if not all(finite(*frame) for _, _, frame, _ in placed):
        return None
    doubles = in_doubles(case_input)
    nodes = []
    for (path, v, (x, y, w, h), q), double_frame in zip(placed, doubles, strict=True):
        node = {"path": path, "type": v["type"], "frame": [out(x), out(y), out(w), out(h)],
                "pixelFrame": pixel_frame(*double_frame, scale), "proposal": [out(q[0]), out(q[1])]}
        if v.get("id") is not None:
            node["id"] = v["id"]
        if len(nodes) in proxies:
            (pw, ph), insets = proxies[len(nodes)]
            node["geometry"] = {"size": [out(pw), out(ph)], "safeAreaInsets": [out(i) for i in insets]}
        nodes.append(node)
    return {"size": [out(size[0]), out(size[1])], "nodes": nodes}
