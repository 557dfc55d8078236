extension SwiftUILayout {
    /// Measures views: each view's `sizeThatFits` for a proposal, computed once per (view, proposal) and cached.
    ///
    /// The cache keeps the cost of one layout bounded: a stack asks each child for its size at 0 and ∞ (to sort by
    /// flexibility), at its share, and again when placing, and nested stacks ask the same few proposals again, so
    /// without it the work would grow exponentially with depth. Leaves are not cached: their size is a few
    /// comparisons, cheaper than a lookup. ``measurements`` counts the computations (cache misses and leaves).
    final class Engine {
        let tree: Tree
        /// One table for every view, sized up front (a few proposals per view), so it rarely grows.
        private var cache: [CacheKey: Size]
        /// How many `sizeThatFits` computations ran (cache misses and leaves), for the cost test and benchmarks.
        private(set) var measurements = 0
        /// One ``Scratch`` per stack nesting level currently being measured, reused from pass to pass.
        private var scratchPool: [Scratch] = []
        private var scratchDepth = 0

        struct CacheKey: Hashable {
            let index: Int
            let proposal: ProposedSize
        }

        init(tree: Tree) {
            self.tree = tree
            cache = [:]
            cache.reserveCapacity(tree.nodes.count * 4)
        }

        /// The size view `index` chooses for a proposal (SwiftUI's `sizeThatFits`), from the cache when known.
        func size(_ index: Int, _ proposal: ProposedSize) -> Size {
            if tree.nodes[index].isLeaf {
                measurements += 1
                return computeSize(index, proposal)
            }
            let key = proposal
            if let hit = cache[CacheKey(index: index, proposal: key)] { return hit }
            measurements += 1
            let size = computeSize(index, proposal)
            cache[CacheKey(index: index, proposal: key)] = size
            return size
        }

        private func computeSize(_ index: Int, _ p: ProposedSize) -> Size {
            let flat = tree.nodes[index]
            let kids = flat.children
            switch flat.node.kind {
            case .rectangle, .capsule, .roundedRectangle, .color:
                return p.replacingUnspecifiedDimensions()
            case .circle:
                let s = p.replacingUnspecifiedDimensions()
                let side = Swift.min(s.width, s.height)
                return Size(width: side, height: side)
            case .spacer(let minLength):
                return Self.spacer(minLength: minLength ?? SwiftUILayout.systemSpacing, flat.orientation, p)
            case .fixed(let w, let h):
                return Size(width: w, height: h)
            case .hStack(let spacing, let alignment, _):
                return arrange(index, axis: .horizontal, spacing: spacing, fraction: alignment.fraction, p).size
            case .vStack(let spacing, let alignment, _):
                return arrange(index, axis: .vertical, spacing: spacing, fraction: alignment.fraction, p).size
            case .zStack:
                return zStackSize(kids, p)
            case .frame(let w, let h, _, _):
                if let w, let h { return Size(width: w, height: h) }
                let s = size(kids[0], ProposedSize(width: w ?? p.width, height: h ?? p.height))
                return Size(width: w ?? s.width, height: h ?? s.height)
            case .flexibleFrame(let limits, _, _):
                return flexibleFrameSize(limits.normalized, content: kids[0], p)
            case .padding(let e, _):
                let s = size(kids[0], Self.inset(p, e))
                return Size(width: Swift.max(0, s.width + e.horizontal), height: Swift.max(0, s.height + e.vertical))
            case .fixedSize(let h, let v, _):
                return size(kids[0], ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
            case .aspectRatio(let ratio, let mode, _):
                return size(kids[0], aspectRatioProposal(ratio, mode, content: kids[0], p))
            case .layoutPriority, .offset, .overlay, .background:
                return size(kids[0], p)
            }
        }

        /// The working storage for a stack pass at the current nesting level, emptied for `count` children.
        /// Each call must be balanced by ``releaseScratch()``.
        func scratch(count: Int) -> Scratch {
            if scratchDepth == scratchPool.count { scratchPool.append(Scratch()) }
            let s = scratchPool[scratchDepth]
            scratchDepth += 1
            s.reset(count)
            return s
        }

        func releaseScratch() { scratchDepth -= 1 }

        /// A Spacer's size (OpenSwiftUI `Spacer.swift`): along its stack's axis the proposal but at least
        /// `minLength`, 0 across; outside a stack at least `minLength` on both axes.
        static func spacer(minLength: Double, _ orientation: Axis?, _ p: ProposedSize) -> Size {
            let w = Swift.max(p.width ?? -.infinity, minLength)
            let h = Swift.max(p.height ?? -.infinity, minLength)
            switch orientation {
            case .horizontal: return Size(width: w, height: 0)
            case .vertical: return Size(width: 0, height: h)
            case nil: return Size(width: w, height: h)
            }
        }

        /// A proposal less the insets, never below 0 (`_ProposedSize.inset(by:)`); negative insets enlarge it.
        static func inset(_ p: ProposedSize, _ e: EdgeInsets) -> ProposedSize {
            ProposedSize(width: p.width.map { Swift.max(0, $0 - e.horizontal) },
                         height: p.height.map { Swift.max(0, $0 - e.vertical) })
        }

        /// What `.aspectRatio` proposes its content: ``SwiftUIContentMode/layout(proposal:ratio:idealSize:)``,
        /// with the content's ideal size measured only when the ratio is absent.
        func aspectRatioProposal(_ ratio: Double?, _ mode: SwiftUIContentMode, content: Int,
                                 _ p: ProposedSize) -> ProposedSize {
            if p.width == nil && p.height == nil { return p }
            let ideal = ratio == nil ? size(content, .unspecified) : nil
            return mode.layout(proposal: p, ratio: ratio, idealSize: ideal).childProposal
        }

        /// A ZStack's size (OpenSwiftUI `_ZStackLayout.sizeThatFits`): the largest size among the children of the
        /// highest layout priority, each given the whole proposal; 0 × 0 when empty.
        private func zStackSize(_ kids: [Int], _ p: ProposedSize) -> Size {
            let top = kids.map { tree.nodes[$0].priority }.max() ?? 0
            var result = Size.zero
            for kid in kids where tree.nodes[kid].priority == top {
                let s = size(kid, p)
                result = Size(width: Swift.max(result.width, s.width), height: Swift.max(result.height, s.height))
            }
            return result
        }

        /// A flexible frame's size (OpenSwiftUI `_FlexFrameLayout.sizeThatFits`): a proposed dimension clamped to
        /// both limits when both exist (and are ordered); an unproposed one takes the ideal; otherwise the content
        /// is measured with the proposal clamped to the limits (or the ideal) and its size is clamped in turn.
        private func flexibleFrameSize(_ f: FlexibleFrame, content: Int, _ p: ProposedSize) -> Size {
            func direct(_ proposed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
                guard let proposed else { return ideal }
                if let lo, let hi, lo <= hi { return Swift.min(Swift.max(proposed, lo), hi) }
                return nil
            }
            let w = direct(p.width, f.minWidth, f.idealWidth, f.maxWidth)
            let h = direct(p.height, f.minHeight, f.idealHeight, f.maxHeight)
            if let w, let h { return Size(width: w, height: h) }
            let cp = Self.flexibleChildProposal(f, p)
            let s = size(content, cp)
            func fromContent(_ got: Double, _ offered: Double?, _ lo: Double?, _ hi: Double?) -> Double {
                switch (lo, hi) {
                case let (lo?, hi?) where lo <= hi: Swift.min(Swift.max(lo, got), hi)
                case let (lo?, nil): Swift.max(Swift.min(offered ?? .infinity, got), lo)
                case let (nil, hi?): Swift.min(Swift.max(offered ?? -.infinity, got), hi)
                default: got
                }
            }
            return Size(width: w ?? fromContent(s.width, cp.width, f.minWidth, f.maxWidth),
                        height: h ?? fromContent(s.height, cp.height, f.minHeight, f.maxHeight))
        }

        /// What a flexible frame proposes its content when measuring: the proposal (or, absent, the ideal)
        /// clamped to the limits.
        static func flexibleChildProposal(_ f: FlexibleFrame, _ p: ProposedSize) -> ProposedSize {
            func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
                v.map { Swift.min(Swift.max(lo ?? -.infinity, $0), hi ?? .infinity) }
            }
            return ProposedSize(width: clamp(p.width ?? f.idealWidth, f.minWidth, f.maxWidth),
                                height: clamp(p.height ?? f.idealHeight, f.minHeight, f.maxHeight))
        }
    }
}
