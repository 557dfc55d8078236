extension SwiftUILayout {
    /// One laid-out view of the answer.
    public struct PlacedView: Sendable, Hashable {
        /// Child indices from the root `"0"` joined by `.`: a modifier's content is child 0, a secondary view 1.
        public var path: String
        /// The view's type name (``Kind/typeName``).
        public var type: String
        /// The node's identifier, echoed.
        public var id: String?
        /// The exact layout rectangle in the root's coordinates (an `offset`'s is its unmoved slot).
        public var frame: Rect
        /// ``frame`` with both corners snapped to the 1/scale grid as SwiftUI snaps them
        /// (``SwiftUILayout/pixelFrame(_:scale:)``).
        public var pixelFrame: Rect
        /// The proposal of the final placement pass.
        public var proposal: ProposedSize
        /// A Text's lines, font and baselines at that proposal; `nil` for every other view.
        public var text: TextLayout? = nil
        /// A GeometryReader's proxy (its size and safe-area insets); `nil` for every other view.
        public var geometry: GeometryProxy? = nil
        /// A `Color`'s colour as the request spelt it (`red`, `#ff8800`); `nil` for every other view.
        public var color: String? = nil
    }

    /// What a `GeometryReader`'s `GeometryProxy` reads: the reader's `size` and its `safeAreaInsets`, the
    /// distances the safe area's insets reach past the reader on each edge where the reader reaches the safe
    /// area's edge (OpenSwiftUI `SafeAreaInsets.resolve`, ``SafeAreaElement/insets(at:in:edges:pixelLength:)``);
    /// `left` is the leading inset and `right` the trailing one. A GeometryReader filling the safe area of an
    /// iPhone 17 Pro in portrait → size 402 × 778, insets top 62, bottom 34; one inside a `padding()` → insets 0.
    public struct GeometryProxy: Sendable, Hashable {
        public var size: Size
        public var safeAreaInsets: EdgeInsets
    }

    /// A laid-out tree: the root's size, the scale used for snapping, and every view in depth-first pre-order.
    public struct Result: Sendable, Hashable {
        public var size: Size
        public var scale: Double
        public var views: [PlacedView]
    }

    /// Lays out a view tree as SwiftUI would for a root proposal, and snaps every frame to the pixel grid.
    ///
    /// The root is proposed `proposal`, sized by its `sizeThatFits` and placed at (0, 0); every view is then
    /// placed by its parent's placement rule with the proposal of that final pass. Pixel snapping moves both
    /// corners to a multiple of `1 / scale` with SwiftUI's `Double` arithmetic (``pixelFrame(_:scale:)``), which
    /// decides exact half-pixel ties its own way (not ``PixelGrid/round(_:scale:)``'s UIKit rule).
    /// - Parameters:
    ///   - root: The view tree.
    ///   - proposal: The root proposal: `nil` (ideal size), a finite size, or `.infinity` per axis.
    ///   - scale: Pixels per point (> 0).
    ///   - budget: The work allowed, and the flag that stops it (``WorkBudget``); a fresh default budget if omitted.
    ///   - text: What measures the tree's Text views (``TextMeasuring``); a tree with a Text and none fails.
    /// - Returns: The root size and every view's frame, pixel frame and proposal.
    /// - Throws: ``Failure`` for a tree over the limits, an invalid value, proposal or scale, a layout that needs
    ///   more than the budget (``Failure/overBudget(path:limit:)``) or a stopped budget (``Failure/stopped(_:)``).
    ///
    /// `layout(Node(.hStack(spacing: 0, alignment: .center, children: [Node(.flexibleFrame(FlexibleFrame(maxWidth:
    /// 100), alignment: .center, content: Node(.rectangle))), Node(.flexibleFrame(FlexibleFrame(minWidth: 100),
    /// alignment: .center, content: Node(.rectangle)))])), proposal: ProposedSize(width: 150, height: 100),
    /// scale: 1)` → the two frames are 75 and 100 wide (objc.io's measured case); the HStack is 175 × 100.
    public static func layout(
        _ root: Node, proposal: ProposedSize, scale: Double, budget: WorkBudget = WorkBudget(),
        text: (any TextMeasuring)? = nil
    ) throws(Failure) -> Result {
        try measuredLayout(root, proposal: proposal, scale: scale, budget: budget, text: text).result
    }

    /// Lays out a view tree as a `UIHostingController` filling a screen does: the root is proposed the safe area
    /// and centred in it (``SafeArea/rootOrigin(size:)``), frames are in the screen's coordinates, and
    /// `ignoresSafeArea` grows into the insets where a view reaches the safe area's edge.
    /// - Parameters:
    ///   - root: The view tree.
    ///   - safeArea: The screen and its safe-area insets (zero insets: `safeAreaRegions = []`, the whole screen).
    ///   - scale: Pixels per point (> 0).
    ///   - budget: The work allowed, and the flag that stops it (``WorkBudget``).
    /// - Returns: As ``layout(_:proposal:scale:budget:)``, in screen coordinates.
    /// - Throws: ``Failure`` as ``layout(_:proposal:scale:budget:)``.
    ///
    /// `layout(Node(.fixed(width: 100, height: 100)), on: SafeArea(screen: Size(width: 402, height: 874),
    /// insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)), scale: 3)` → the view at (151, 401).
    public static func layout(
        _ root: Node, on safeArea: SafeArea, scale: Double, budget: WorkBudget = WorkBudget(),
        text: (any TextMeasuring)? = nil
    ) throws(Failure) -> Result {
        try measuredLayout(
            root, proposal: safeArea.rootProposal, scale: scale, safeArea: safeArea, budget: budget, text: text
        ).result
    }

    /// ``layout(_:proposal:scale:budget:)`` plus the number of `sizeThatFits` computations it ran
    /// (cache misses and leaves); the size requests it made are counted in `budget` (``WorkBudget/spent``).
    public static func measuredLayout(
        _ root: Node, proposal: ProposedSize, scale: Double, safeArea: SafeArea? = nil,
        budget: WorkBudget = WorkBudget(), text: (any TextMeasuring)? = nil
    )
        throws(Failure) -> (result: Result, measurements: Int)
    {
        guard scale.isFinite, scale > 0 else {
            throw .invalid(path: "scale", reason: "scale must be a positive number")
        }
        for d in [proposal.width, proposal.height] {
            if let d, d.isNaN || d < 0 {
                throw .invalid(path: "proposal", reason: "a proposed dimension is null, a number ≥ 0 or infinity")
            }
        }
        if let stop = budget.stopped { throw .stopped(stop) }
        let engine = Engine(tree: try Tree(root, pixelLength: 1 / scale), budget: budget, measurer: text)
        defer { engine.settle() }
        var placer = Placer(engine: engine, scale: scale, safeArea: safeArea)
        let size = engine.size(0, proposal)
        if let halt = engine.halt { throw halt }
        placer.place(0, proposal, at: safeArea?.rootOrigin(size: size) ?? Point(x: 0, y: 0), known: size)
        if let halt = engine.halt { throw halt }
        if let refusal = engine.refusal { throw refusal }
        return (Result(size: size, scale: scale, views: placer.views), engine.measurements)
    }

    /// The placement pass: each view's frame from its parent's placement rule, children after their parent (so
    /// views are appended in depth-first pre-order, the tree's own order).
    struct Placer {
        let engine: Engine
        let scale: Double
        /// The safe-area elements the view being placed sits in, innermost last (`ignoresSafeArea` reads them):
        /// the screen's, then one per enclosing `safeAreaInset` / `safeAreaPadding` layer.
        var chain: [SafeAreaElement]
        var views: [PlacedView] = []

        init(engine: Engine, scale: Double, safeArea: SafeArea?) {
            self.engine = engine
            self.scale = scale
            self.chain = safeArea?.element.map { [$0] } ?? []
            views.reserveCapacity(engine.tree.count)
        }

        /// Places view `index` at `origin` with the proposal `p`, then its children; `known` is its size for `p`
        /// when the parent has just measured it (saves a cache lookup).
        mutating func place(_ index: Int, _ p: ProposedSize, at origin: Point, known: Size? = nil) {
            let size = known ?? engine.size(index, p)
            let frame = Rect(origin: origin, size: size)
            views.append(
                PlacedView(
                    path: engine.tree.paths[index], type: engine.tree.types[index],
                    id: engine.tree.ids[index], frame: frame,
                    pixelFrame: SwiftUILayout.pixelFrame(frame, scale: scale), proposal: p))
            // A modifier's content (child 0); unused by leaves and stacks.
            let content = engine.tree.childCount[index] > 0 ? engine.tree.child(index, 0) : -1
            switch engine.tree.ops[index] {
            case .shape:
                if !engine.tree.colors.isEmpty { views[views.count - 1].color = engine.tree.colors[index] }
            case .circle, .spacer, .fixed, .divider, .resizableImage, .gridRow:
                return  // a GridRow's cells are placed by its Grid
            case .geometryReader:
                // `GeometryReaderLayout.placeSubviews`: each child proposed the reader's size, at its origin.
                views[views.count - 1].geometry = GeometryProxy(
                    size: size,
                    safeAreaInsets: SafeAreaElement.insets(at: frame, in: chain, edges: .all, pixelLength: 1 / scale))
                let q = ProposedSize(width: size.width, height: size.height)
                for k in 0..<engine.tree.childCount[index] { place(engine.tree.child(index, k), q, at: origin) }
            case .customLayout(let layout):
                placeCustomLayout(index, engine.tree.customLayouts[layout], p, size, origin)
            case .text:
                views[views.count - 1].text = engine.textLayout(index, proposal: p)
            case .hStack(let spacing, let fraction):
                // Placing re-proposes with the chosen thickness where none was proposed (`proposalWhenPlacing`).
                let q = ProposedSize(width: p.width, height: p.height ?? size.height)
                _ = engine.arrange(index, axis: .horizontal, spacing: spacing, fraction: fraction, q, placing: true)
                placeStack(index, origin)
            case .vStack(let spacing, let fraction):
                let q = ProposedSize(width: p.width ?? size.width, height: p.height)
                _ = engine.arrange(index, axis: .vertical, spacing: spacing, fraction: fraction, q, placing: true)
                placeStack(index, origin)
            case .zStack(let alignment):
                placeZStack(index, alignment, size, origin)
            case .viewThatFits(let h, let v):
                // Only the chosen child is laid out and answered; the others are absent.
                let chosen = engine.chosenChild(index, horizontal: h, vertical: v, p)
                if chosen >= 0 { place(chosen, p, at: origin) }
            case .scrollView(let h, let v):
                // The content at the ScrollView's origin: scrolled to its start (offset 0).
                place(content, Engine.scrollProposal(h, v, p), at: origin)
            case .lazyGrid(let grid):
                placeLazyGrid(index, engine.tree.lazyGrids[grid], p, origin)
            case .grid(let grid):
                placeGrid(engine.tree.grids[grid], origin)
            case .frame(let w, let h, let alignment):
                align(
                    content, ProposedSize(width: w ?? p.width, height: h ?? p.height), alignment,
                    in: size, origin)
            case .flexibleFrame(let limits, let alignment):
                let f = engine.tree.flexibleFrames[limits]
                align(content, Self.flexiblePlacementProposal(f, p, size), alignment, in: size, origin)
            case .padding(let e):
                place(content, Engine.inset(p, e), at: Point(x: origin.x + e.left, y: origin.y + e.top))
            case .fixedSize(let h, let v):
                // Anchored at the centre point, not by guides (OpenSwiftUI `FixedSizeLayout.swift` lines 35–42).
                align(
                    content, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), .center,
                    in: size, origin, guides: false)
            case .aspectRatio(let ratio, let mode):
                // Anchored at the centre point (OpenSwiftUI `AspectRatioLayout.swift` lines 57–63).
                align(
                    content, engine.aspectRatioProposal(ratio, mode, content: content, p), .center, in: size, origin,
                    guides: false)
            case .layoutPriority, .gridCell, .alignmentGuide:
                place(content, p, at: origin)
            case .safeAreaInset(let edge, let fraction, let spacing):
                placeInset(index, edge, fraction, spacing, p, frame)
            case .safeAreaPadding(let e):
                placeSafeAreaPadding(index, e, p, frame)
            case .ignoresSafeArea(let edges):
                // `_SafeAreaRegionsIgnoringLayout.placement` (OpenSwiftUI `Layout/SafeAreaIgnoringLayout.swift`
                // lines 69–80): the proposal grown by the insets the view reaches, the content moved out by them.
                let e = SafeAreaElement.insets(at: frame, in: chain, edges: edges, pixelLength: 1 / scale)
                place(
                    content,
                    ProposedSize(
                        width: p.width.map { Swift.max(0, $0 + (e.left + e.right)) },
                        height: p.height.map { Swift.max(0, $0 + (e.top + e.bottom)) }),
                    at: Point(x: origin.x - e.left, y: origin.y - e.top))
            case .offset(let x, let y):
                place(content, p, at: Point(x: origin.x + x, y: origin.y + y))
            case .position(let x, let y):
                // `_PositionLayout.placement` (OpenSwiftUI `Layout/Modifier/PositionLayout.swift` lines 28–33): the
                // content proposed the modifier's own size, its centre (a unit point, not a guide) at (x, y).
                let q = ProposedSize(width: size.width, height: size.height)
                let s = engine.size(content, q)
                place(
                    content, q, at: Point(x: origin.x + (x - s.width * 0.5), y: origin.y + (y - s.height * 0.5)),
                    known: s)
            case .secondary(let alignment):
                // The secondary view is proposed the primary's size and its guides put on the primary's
                // (OpenSwiftUI `OverlayModifier.swift` lines 499–513, `SecondaryLayerGeometryQuery`).
                place(content, p, at: origin)
                align(
                    engine.tree.child(index, 1), ProposedSize(width: size.width, height: size.height), alignment,
                    in: size, origin, primary: content)
            }
        }

        /// Places a stack's children from the scratch its placing pass left held, then releases it.
        private mutating func placeStack(_ index: Int, _ origin: Point) {
            let s = engine.placedScratch
            for k in 0..<engine.tree.childCount[index] {
                let o = s.origins[k]
                place(
                    engine.tree.child(index, k), s.proposals[k], at: Point(x: origin.x + o.x, y: origin.y + o.y),
                    known: s.sizes[k])
            }
            engine.releaseScratch()
        }

        /// Places a child of a frame-like parent: measured with `q`, its alignment guide (explicit or not) on the
        /// parent's default guide (`FrameLayoutCommon.commonPlacement`), or on view `primary`'s guide (explicit or
        /// not) for an overlay's or background's secondary view; `guides: false` anchors unit points instead
        /// (explicit guides ignored).
        private mutating func align(
            _ kid: Int, _ q: ProposedSize, _ alignment: Alignment, in size: Size,
            _ origin: Point, primary: Int = -1, guides: Bool = true
        ) {
            let s = engine.size(kid, q)
            let h = alignment.horizontal.fraction, v = alignment.vertical.fraction
            let gx = primary < 0 ? guide(h, size.width) : engine.guide(primary, horizontal: true, h, size)
            let gy = primary < 0 ? guide(v, size.height) : engine.guide(primary, horizontal: false, v, size)
            let kx = guides ? engine.guide(kid, horizontal: true, h, s) : guide(h, s.width)
            let ky = guides ? engine.guide(kid, horizontal: false, v, s) : guide(v, s.height)
            place(kid, q, at: Point(x: origin.x + (gx - kx), y: origin.y + (gy - ky)), known: s)
        }

        /// A ZStack (OpenSwiftUI `_ZStackLayout.placeSubviews`): every child is proposed the stack's size; the
        /// alignment guide is the furthest among the highest-priority children, each child's guide sits on it, and
        /// the union of their frames starts at the stack's origin (``Engine/zStackUnion(_:_:_:)``).
        private mutating func placeZStack(_ index: Int, _ alignment: Alignment, _ size: Size, _ origin: Point) {
            let q = ProposedSize(width: size.width, height: size.height)
            let tree = engine.tree
            let (_, common, low) = engine.zStackUnion(index, alignment, q)
            let h = alignment.horizontal.fraction, v = alignment.vertical.fraction
            for kid in (0..<tree.childCount[index]).lazy.map({ tree.child(index, $0) }) {
                let s = engine.size(kid, q)
                place(
                    kid, q,
                    at: Point(
                        x: origin.x + (common.x - engine.guide(kid, horizontal: true, h, s) - low.x),
                        y: origin.y + (common.y - engine.guide(kid, horizontal: false, v, s) - low.y)), known: s)
            }
        }

        /// What a flexible frame proposes its content when placing (`_FlexFrameLayout.childPlacementProposal`):
        /// its own size, except on an axis with no ideal, no proposal, and a size strictly between the limits,
        /// where the content gets `nil` (its ideal).
        static func flexiblePlacementProposal(_ f: FlexibleFrame, _ p: ProposedSize, _ size: Size) -> ProposedSize {
            func dimension(
                _ value: Double, _ proposed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?
            )
                -> Double?
            {
                guard ideal == nil, proposed == nil, (lo ?? -.infinity) < value, value < (hi ?? .infinity) else {
                    return value
                }
                return nil
            }
            return ProposedSize(
                width: dimension(size.width, p.width, f.minWidth, f.idealWidth, f.maxWidth),
                height: dimension(size.height, p.height, f.minHeight, f.idealHeight, f.maxHeight))
        }
    }
}
