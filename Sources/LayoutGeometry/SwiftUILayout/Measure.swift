extension SwiftUILayout {
    /// Measures views: each view's `sizeThatFits` for a proposal, computed once per (view, proposal) and cached.
    ///
    /// The cache keeps the cost of one layout low: a stack asks each child for its size at 0 and ∞ (to sort by
    /// flexibility), at its share, and again when placing, and nested stacks ask the same few proposals again.
    /// Leaves are not cached: their size is a few comparisons, cheaper than a lookup. ``measurements`` counts the
    /// computations (cache misses and leaves).
    ///
    /// The cache is one open-addressing hash table keyed by (view, proposal bit patterns), so a repeated proposal is
    /// found in O(1) however many a view was asked; entries live in flat arrays (exclusivity checks off: one engine
    /// serves one layout on one thread). Every size request (hit or miss) is counted against the ``WorkBudget``:
    /// past its limit, or once it is stopped, every request answers 0 × 0 at once and the layout fails with
    /// ``halt``, so a tree whose nesting multiplies the proposals (an HStack/VStack chain) costs at most the budget.
    final class Engine {
        let tree: Tree
        let budget: WorkBudget
        /// The hash table: each slot an entry's index, or -1; its count a power of two, at most half full.
        @exclusivity(unchecked) private var slots: [Int32]
        /// The entries: each one's view, proposal and size.
        @exclusivity(unchecked) private var views: [Int32] = []
        @exclusivity(unchecked) private var keys: [Key] = []
        @exclusivity(unchecked) private var values: [Size] = []
        /// How many `sizeThatFits` computations ran (cache misses and leaves), for the cost test and benchmarks.
        @exclusivity(unchecked) private(set) var measurements = 0
        /// Size requests still allowed by the budget; at 0 the layout halts.
        @exclusivity(unchecked) private var remaining: Int
        /// Size requests made, not yet counted in the budget (``settle()`` counts them).
        @exclusivity(unchecked) private var unsettled = 0
        /// Size requests until the budget is polled next.
        @exclusivity(unchecked) private var untilPoll = WorkBudget.pollInterval
        /// Why the layout stopped before it ended (over budget, or the budget was stopped); thrown by the caller.
        @exclusivity(unchecked) private(set) var halt: Failure?
        /// One ``Scratch`` per stack nesting level currently being measured, reused from pass to pass.
        @exclusivity(unchecked) private var scratchPool: [Scratch] = []
        @exclusivity(unchecked) private var scratchDepth = 0
        /// Why the layout cannot be answered (a Grid with a flexible cell), found while measuring; thrown at the end.
        @exclusivity(unchecked) var refusal: Failure?

        /// A proposal as two bit patterns (an absent dimension as a NaN no proposal holds): compared as two
        /// integers. Equal patterns are equal proposals and the converse holds too: ``size(_:_:)`` turns a −0
        /// dimension into 0 before it looks (a view's size for 0 and for −0 is one size, computed for 0).
        struct Key: Equatable {
            let width, height: UInt64
            static let absent: UInt64 = 0x7FF8_0000_5357_4955  // a quiet NaN ("SWIU")

            init(_ p: ProposedSize) {
                width = p.width?.bitPattern ?? Self.absent
                height = p.height?.bitPattern ?? Self.absent
            }
        }

        /// What measures the tree's Text views; without one a Text refuses the layout.
        let measurer: (any TextMeasuring)?
        /// Each Text's last layout and its proposal (one entry a Text view).
        @exclusivity(unchecked) private var lastText: [Int: (Key, TextLayout)] = [:]
        /// The Text views (by index) whose shaping this layout has charged.
        @exclusivity(unchecked) private var shapingCharged: Set<Int> = []

        init(tree: Tree, budget: WorkBudget = WorkBudget(), measurer: (any TextMeasuring)? = nil) {
            self.tree = tree
            self.budget = budget
            self.measurer = measurer
            remaining = budget.remaining
            var capacity = 64
            while capacity < tree.count * 16 { capacity <<= 1 }
            slots = Array(repeating: -1, count: capacity)
            views.reserveCapacity(capacity / 2)
            keys.reserveCapacity(capacity / 2)
            values.reserveCapacity(capacity / 2)
        }

        /// The size view `index` chooses for a proposal (SwiftUI's `sizeThatFits`), from the cache when known;
        /// 0 × 0 once the layout has halted. A dimension proposed as −0 (a difference of equal lengths, negated) is
        /// proposed as 0: one number, one size.
        func size(_ index: Int, _ asked: ProposedSize) -> Size {
            guard remaining > 0 else { return halted(index) }
            charge(1)
            var proposal = asked
            if proposal.width == 0 { proposal.width = 0 }
            if proposal.height == 0 { proposal.height = 0 }
            if tree.isLeaf[index] {
                measurements += 1
                return computeSize(index, proposal)
            }
            let bits = Key(proposal)
            let view = Int32(truncatingIfNeeded: index)
            let mask = slots.count - 1
            let hash = Self.hash(view, bits)
            var slot = hash & mask
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { break }
                if views[entry] == view && keys[entry] == bits { return values[entry] }
                slot = (slot + 1) & mask
            }
            measurements += 1
            let size = computeSize(index, proposal)
            if halt != nil { return size }  // computed from halted answers: not kept
            views.append(view)
            keys.append(bits)
            values.append(size)
            if views.count * 2 > slots.count {
                rehash(capacity: slots.count * 2)
            } else {
                insert(views.count - 1, hash: hash)
            }
            return size
        }

        /// Counts `units` size requests' worth of work against the budget (a size request is 1; a stack's sort
        /// charges its comparisons, ``sortComparisonsPerUnit`` to a unit), polling the budget every
        /// ``WorkBudget/pollInterval`` units. Past the budget, the next size request halts the layout.
        @inline(__always) func charge(_ units: Int) {
            let taken = Swift.min(units, remaining)
            remaining &-= taken
            unsettled &+= taken
            untilPoll &-= taken
            if untilPoll <= 0 {
                untilPoll = WorkBudget.pollInterval
                if let stop = budget.stopped {
                    halt = halt ?? .stopped(stop)
                    remaining = 0
                }
            }
        }

        /// How many comparisons of a stack's sort cost as much as one size request (measured: a comparison about
        /// 12 ns, a size request 70–190 ns in a release build).
        static let sortComparisonsPerUnit = 8

        /// Counts the size requests made so far in the budget; call once the layout is done (or has failed).
        func settle() {
            budget.spend(unsettled)
            unsettled = 0
        }

        /// What a size request answers once the layout has halted: 0 × 0, the first time noting where it ran out.
        private func halted(_ index: Int) -> Size {
            if halt == nil { halt = .overBudget(path: tree.paths[index], limit: budget.limit) }
            return .zero
        }

        /// Mixes a view and a proposal's bit patterns (SplitMix64's finalizer).
        @inline(__always) private static func hash(_ view: Int32, _ key: Key) -> Int {
            var x = UInt64(UInt32(bitPattern: view)) &* 0x9E37_79B9_7F4A_7C15 ^ key.width
            x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9 ^ key.height
            x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: x ^ (x >> 31))
        }

        /// Puts entry `entry` in the first free slot from its hash.
        @inline(__always) private func insert(_ entry: Int, hash: Int) {
            let mask = slots.count - 1
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: entry)
        }

        /// Grows the table to `capacity` slots and puts every entry back.
        private func rehash(capacity: Int) {
            slots = Array(repeating: -1, count: capacity)
            for entry in views.indices { insert(entry, hash: Self.hash(views[entry], keys[entry])) }
        }

        private func computeSize(_ index: Int, _ p: ProposedSize) -> Size {
            switch tree.ops[index] {
            case .shape:
                return p.replacingUnspecifiedDimensions()
            case .circle:
                let s = p.replacingUnspecifiedDimensions()
                let side = Swift.min(s.width, s.height)
                return Size(width: side, height: side)
            case .spacer(let minLength, let orientation):
                return Self.spacer(minLength: minLength, orientation, p)
            case .fixed(let size):
                return size
            case .text:
                return textLayout(index, proposal: p).size
            case .resizableImage(let intrinsic):
                return Size(
                    width: p.width.map { Swift.max($0, 0) } ?? intrinsic.width,
                    height: p.height.map { Swift.max($0, 0) } ?? intrinsic.height)
            case .divider(let orientation, let thickness):
                // `Color.frame(width: thickness)` in an HStack, else `.frame(height: thickness)`; the Color takes
                // the proposal along the line (nil: 10).
                let s = p.replacingUnspecifiedDimensions()
                return orientation == .horizontal
                    ? Size(width: thickness, height: s.height) : Size(width: s.width, height: thickness)
            case .hStack(let spacing, let fraction):
                return arrange(index, axis: .horizontal, spacing: spacing, fraction: fraction, p)
            case .vStack(let spacing, let fraction):
                return arrange(index, axis: .vertical, spacing: spacing, fraction: fraction, p)
            case .zStack(let alignment):
                return zStackSize(index, alignment, p)
            case .viewThatFits(let h, let v):
                let chosen = chosenChild(index, horizontal: h, vertical: v, p)
                return chosen < 0 ? .zero : size(chosen, p)
            case .scrollView(let h, let v):
                // As large as proposed on the scrolled axes (its content's size where nothing was proposed), as
                // its content on the others (swiftuifieldguide.com/layout/scrollview).
                let s = size(tree.child(index, 0), Self.scrollProposal(h, v, p))
                return Size(width: h ? (p.width ?? s.width) : s.width, height: v ? (p.height ?? s.height) : s.height)
            case .lazyGrid(let grid):
                return lazyGridSize(index, tree.lazyGrids[grid], p)
            case .grid(let grid):
                return gridTracks(tree.grids[grid]).size
            case .gridRow:
                return .zero  // only in a Grid, which places it with its row's size
            case .geometryReader:
                return p.replacingUnspecifiedDimensions()  // `LayoutComputer.DefaultEngine`: its children unasked
            case .customLayout(let layout):
                return customLayoutSize(index, tree.customLayouts[layout], p)
            case .frame(let w, let h, _):
                if let w, let h { return Size(width: w, height: h) }
                let s = size(tree.child(index, 0), ProposedSize(width: w ?? p.width, height: h ?? p.height))
                return Size(width: w ?? s.width, height: h ?? s.height)
            case .flexibleFrame(let limits, _):
                return flexibleFrameSize(tree.flexibleFrames[limits], content: tree.child(index, 0), p)
            case .padding(let e):
                let s = size(tree.child(index, 0), Self.inset(p, e))
                return Size(width: Swift.max(0, s.width + e.horizontal), height: Swift.max(0, s.height + e.vertical))
            case .fixedSize(let h, let v):
                return size(tree.child(index, 0), ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
            case .aspectRatio(let ratio, let mode):
                let content = tree.child(index, 0)
                return size(content, aspectRatioProposal(ratio, mode, content: content, p))
            case .layoutPriority, .offset, .secondary, .ignoresSafeArea, .gridCell, .alignmentGuide:
                return size(tree.child(index, 0), p)
            case .safeAreaInset(let edge, _, let spacing):
                return insetSize(index, edge: edge, spacing: spacing, p)
            case .safeAreaPadding(let e):
                return safeAreaPaddingSize(index, e, p)
            case .position:
                // `_PositionLayout.sizeThatFits` (OpenSwiftUI `Layout/Modifier/PositionLayout.swift` lines 35–41):
                // the proposal when it gives both dimensions, else the content's size for it where it gives none.
                if let w = p.width, let h = p.height { return Size(width: w, height: h) }
                let s = size(tree.child(index, 0), p)
                return Size(width: p.width ?? s.width, height: p.height ?? s.height)
            }
        }

        /// Text view `index` laid out for `p` (``SwiftUILayout/textLayout(_:proposal:measurer:pixelLength:)``),
        /// charged its shaping the first time and the breaking work the measurer reports; without a measurer, refused.
        func textLayout(_ index: Int, proposal p: ProposedSize) -> TextLayout {
            guard case .text(let i) = tree.ops[index] else { preconditionFailure("not a Text") }
            let spec = tree.texts[i]
            guard let measurer else {
                refusal =
                    refusal
                    ?? .invalid(path: tree.paths[index], reason: "this server has no text measurer to lay out a Text")
                return TextLayout(
                    size: .zero, lines: [], truncated: true, font: spec.font, scaleFactor: 1, firstBaseline: 0,
                    lastBaseline: 0, lineHeight: 0, fonts: [])
            }
            // The placement asks the proposal the size request last computed: that layout is kept, not redone.
            if let (key, kept) = lastText[index], key == Key(p) { return kept }
            // Shaping is charged once a request for each string and face, whether or not the measurer kept it
            // shaped: what a request may do never depends on what other requests left in the measurer's cache.
            if shapingCharged.insert(index).inserted {
                let weight = UInt16(clamping: spec.font.weight)
                let key =
                    Array(spec.string.utf8) + [0] + Array(spec.font.family.utf8) + [
                        0, UInt8(weight >> 8), UInt8(weight & 255),
                    ]
                if budget.firstCharge(of: key) { charge(measurer.shapingWork(of: spec.string)) }
            }
            let layout = SwiftUILayout.textLayout(
                spec, proposal: p, measurer: measurer, pixelLength: tree.pixelLength)
            charge(layout.work)
            if halt == nil { lastText[index] = (Key(p), layout) }
            return layout
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

        /// The scratch a placing ``arrange(_:axis:spacing:fraction:_:placing:)`` left held: its children's
        /// proposals, sizes and origins.
        var placedScratch: Scratch { scratchPool[scratchDepth - 1] }

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
            ProposedSize(
                width: p.width.map { Swift.max(0, $0 - e.horizontal) },
                height: p.height.map { Swift.max(0, $0 - e.vertical) })
        }

        /// What `.aspectRatio` proposes its content: ``SwiftUIContentMode/layout(proposal:ratio:idealSize:)``,
        /// with the content's ideal size measured only when the ratio is absent.
        func aspectRatioProposal(
            _ ratio: Double?, _ mode: SwiftUIContentMode, content: Int,
            _ p: ProposedSize
        ) -> ProposedSize {
            if p.width == nil && p.height == nil { return p }
            let ideal = ratio == nil ? size(content, .unspecified) : nil
            return mode.layout(proposal: p, ratio: ratio, idealSize: ideal).childProposal
        }

        /// What a `ScrollView` proposes its content: `nil` (the ideal) on the scrolled axes, the proposal on the
        /// others. `scrollProposal(false, true, ProposedSize(width: 300, height: 500))` → 300 × nil.
        static func scrollProposal(_ h: Bool, _ v: Bool, _ p: ProposedSize) -> ProposedSize {
            ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
        }

        /// The child a `ViewThatFits` shows for a proposal (Apple's documented rule,
        /// developer.apple.com/documentation/swiftui/viewthatfits: "evaluates its child views in the order you
        /// provide them … selects the first child whose ideal size on the constrained axes fits within the proposed
        /// size"; none fits: the last). A child's ideal size is its size proposed `nil` on the constrained axes and
        /// the proposal on the others; an unproposed constrained axis (`nil`) is fitted by any size. OpenSwiftUI has
        /// no code for it (`Layout/ViewThatFits.swift`: "Blocked by Layout Computer"). `-1` for no children.
        /// `ViewThatFits(in: .horizontal)` over a 200 × 10 and a 100 × 10 view, proposed 150 × 100 → the second.
        func chosenChild(_ index: Int, horizontal h: Bool, vertical v: Bool, _ p: ProposedSize) -> Int {
            let count = tree.childCount[index]
            guard count > 0 else { return -1 }
            let ideal = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
            for k in 0..<(count - 1) {
                let kid = tree.child(index, k)
                let s = size(kid, ideal)
                if (!h || s.width <= (p.width ?? .infinity)) && (!v || s.height <= (p.height ?? .infinity)) {
                    return kid
                }
            }
            return tree.child(index, count - 1)
        }

        /// A ZStack's size: the union of its highest-priority children's frames as aligned (``zStackUnion``).
        private func zStackSize(_ index: Int, _ alignment: SwiftUILayout.Alignment, _ p: ProposedSize) -> Size {
            zStackUnion(index, alignment, p).size
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
            return Size(
                width: w ?? fromContent(s.width, cp.width, f.minWidth, f.maxWidth),
                height: h ?? fromContent(s.height, cp.height, f.minHeight, f.maxHeight))
        }

        /// What a flexible frame proposes its content when measuring: the proposal (or, absent, the ideal)
        /// clamped to the limits.
        static func flexibleChildProposal(_ f: FlexibleFrame, _ p: ProposedSize) -> ProposedSize {
            func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
                v.map { Swift.min(Swift.max(lo ?? -.infinity, $0), hi ?? .infinity) }
            }
            return ProposedSize(
                width: clamp(p.width ?? f.idealWidth, f.minWidth, f.maxWidth),
                height: clamp(p.height ?? f.idealHeight, f.minHeight, f.maxHeight))
        }
    }
}
