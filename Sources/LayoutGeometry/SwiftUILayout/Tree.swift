extension SwiftUILayout {
    /// Why a tree cannot be laid out. The HTTP layer answers ``tooDeep(path:limit:)``, ``invalid(path:reason:)`` and
    /// ``overBudget(path:limit:)`` with a 422 naming the node's path (`/problems/unprocessable-combination`),
    /// ``tooManyViews(count:limit:)`` with a 422 naming the limit, and ``stopped(_:)`` with a 503.
    public enum Failure: Error, Sendable, Hashable {
        /// A node sits deeper than ``SwiftUILayout/maximumDepth`` (the root has depth 0).
        case tooDeep(path: String, limit: Int)
        /// The tree holds more than ``SwiftUILayout/maximumViews`` views.
        case tooManyViews(count: Int, limit: Int)
        /// A value SwiftUI would not accept (NaN, an infinite or negative size, a scale ≤ 0, …);
        /// `path` is the node's path, or `"proposal"` / `"scale"`.
        case invalid(path: String, reason: String)
        /// The layout needed more than `limit` units of work (``WorkBudget``); `path` is the view whose request
        /// ran over.
        case overBudget(path: String, limit: Int)
        /// The work was stopped before the layout ended (``WorkBudget/stop(_:)``).
        case stopped(WorkBudget.Stop)
    }

    /// A stack's axis; also the orientation a `Spacer` takes from its enclosing stack.
    enum Axis: Sendable { case horizontal, vertical }

    /// What the engine reads of one view: its kind without its children, with the values it lays out by
    /// (a flexible frame's limits normalized, a Spacer's minimum and axis resolved). Plain values only, so reading
    /// one while laying out costs no reference counting.
    enum Op {
        case shape, circle
        case spacer(minLength: Double, orientation: Axis?)
        /// A divider's line runs across `orientation` (its stack's axis; none: a horizontal line), `thickness` thick.
        case divider(orientation: Axis?, thickness: Double)
        /// A resizable image of this intrinsic size (a fixed one is ``fixed(_:)``).
        case resizableImage(Size)
        case fixed(Size)
        /// A Text: its spec is `Tree.texts[i]`; measured, then cached as a container is (not a cheap leaf).
        case text(Int)
        case hStack(spacing: Double?, fraction: Double)
        case vStack(spacing: Double?, fraction: Double)
        case zStack(Alignment)
        /// The axes a `ViewThatFits` constrains its children on.
        case viewThatFits(horizontal: Bool, vertical: Bool)
        /// A `GeometryReader`: the proposal (nil: 10); its children at its origin, proposed its size.
        case geometryReader
        /// A custom layout: its definition is `Tree.customLayouts[i]`.
        case customLayout(Int)
        /// The axes a `ScrollView` scrolls.
        case scrollView(horizontal: Bool, vertical: Bool)
        /// A lazy grid: its definition is `Tree.lazyGrids[i]`.
        case lazyGrid(Int)
        /// A `Grid`: its resolved rows and cells are `Tree.grids[i]`; a `GridRow` is placed by its grid.
        case grid(Int)
        case gridRow
        case gridCell
        case frame(width: Double?, height: Double?, Alignment)
        /// The normalized limits are `Tree.flexibleFrames[i]` (kept out of the op, which stays small to copy).
        case flexibleFrame(Int, Alignment)
        case padding(EdgeInsets)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case layoutPriority
        case aspectRatio(Double?, SwiftUIContentMode)
        case offset(x: Double, y: Double)
        /// `position(x:y:)`: the content's centre at (`x`, `y`).
        case position(x: Double, y: Double)
        /// `overlay` and `background`: the secondary view is child 1, aligned in the content's size, which is the
        /// modifier's whatever the secondary view's (never a union, as a ZStack is).
        case secondary(Alignment)
        case ignoresSafeArea(Edges)
        /// The content is child 0, the inset view child 1.
        case safeAreaInset(Edge, alignment: Double, spacing: Double?)
        case safeAreaPadding(EdgeInsets)
        /// Sized and placed as its content; its guides are `Tree.guides[i]`.
        case alignmentGuide

        /// A shape, Color, Spacer or Fixed view: sized in a few comparisons, never cached.
        var isLeaf: Bool {
            switch self {
            case .shape, .circle, .spacer, .fixed, .divider, .resizableImage, .text: true
            default: false
            }
        }

        /// A leaf whose size costs a few comparisons: not cached (a Text is measured, and cached).
        var isCheapLeaf: Bool {
            if case .text = self { return false }
            return isLeaf
        }

        var isSpacer: Bool {
            if case .spacer = self { return true }
            return false
        }
    }

    /// The tree in depth-first pre-order with validated values, as parallel arrays (one entry per view; index 0
    /// is the root). A view's children are `children[childStart[i] ..< childStart[i] + childCount[i]]`.
    struct Tree {
        private(set) var ops: [Op] = []
        /// `ops[i].isCheapLeaf`, read on every measurement without copying the op.
        private(set) var isLeaf: [Bool] = []
        /// The flexible frames' normalized limits, by ``Op/flexibleFrame(_:_:)``'s index.
        private(set) var flexibleFrames: [FlexibleFrame] = []
        /// The lazy grids' definitions, by ``Op/lazyGrid(_:)``'s index.
        private(set) var lazyGrids: [LazyGrid] = []
        /// The grids' rows and cells, by ``Op/grid(_:)``'s index.
        private(set) var grids: [GridPlan] = []
        /// The custom layouts' definitions, by ``Op/customLayout(_:)``'s index.
        private(set) var customLayouts: [CustomLayout] = []
        /// The Text views' specs, by ``Op/text(_:)``'s index.
        private(set) var texts: [TextSpec] = []
        /// Each `alignmentGuide` view's guide; empty when the tree sets none.
        private(set) var guides: [Int: AlignmentGuide] = [:]
        /// Whether the tree sets any guide (`!guides.isEmpty`), tested before any lookup.
        private(set) var hasGuides = false
        private(set) var childStart: [Int] = []
        private(set) var childCount: [Int] = []
        private(set) var children: [Int] = []
        /// The layout priority a parent stack sorts by (Spacer −∞; frame, padding, aspectRatio reset it to 0).
        private(set) var priority: [Double] = []
        private(set) var spacing: [EdgeSpacing] = []
        private(set) var paths: [String] = []
        private(set) var types: [String] = []
        private(set) var ids: [String?] = []
        /// Each `Color` view's colour as the request spelt it, by view index; empty when the tree has none.
        private(set) var colors: [Int: String] = [:]

        var count: Int { ops.count }
        /// A divider's thickness.
        let pixelLength: Double

        /// Child `k` of view `index`.
        @inline(__always) func child(_ index: Int, _ k: Int) -> Int { children[childStart[index] + k] }

        /// Flattens and validates a tree.
        /// - Throws: ``Failure`` for a tree over the limits or with an invalid value.
        /// - Parameters:
        ///   - root: The tree.
        ///   - pixelLength: `1 / scale`, a divider's thickness (SwiftUI's `dividerThickness` default,
        ///     OpenSwiftUI `EnvironmentAdditions.swift` line 813, outside accessibility text sizes).
        init(_ root: Node, pixelLength: Double = 1) throws(Failure) {
            self.pixelLength = pixelLength
            var count = 0
            do {
                try Self.count(root, depth: 0, into: &count)
            } catch {
                if case .tooDeep(let suffix, let limit) = error { throw .tooDeep(path: "0" + suffix, limit: limit) }
                throw error
            }
            paths.reserveCapacity(count)
            types.reserveCapacity(count)
            ids.reserveCapacity(count)
            var columns = Columns(count: count)
            defer { columns.deallocate() }
            _ = try add(root, path: "0", orientation: nil, &columns)
            let n = columns.views
            ops = columns.ops.array(n)
            isLeaf = ops.map(\.isCheapLeaf)
            childStart = columns.childStart.array(n)
            childCount = columns.childCount.array(n)
            children = columns.children.array(columns.slots)
            priority = columns.priority.array(n)
            spacing = columns.spacing.array(n)
            if hasGuides { try validateGuides() }
        }

        /// Counts views and checks the depth before anything is allocated, so a huge tree fails fast. A depth
        /// failure's path is made only for the error: its child indices are prefixed while it unwinds (`init`
        /// prefixes the root's `0`).
        private static func count(_ node: Node, depth: Int, into count: inout Int) throws(Failure) {
            guard depth <= SwiftUILayout.maximumDepth else {
                throw .tooDeep(path: "", limit: SwiftUILayout.maximumDepth)
            }
            count += 1
            guard count <= SwiftUILayout.maximumViews else {
                throw .tooManyViews(count: count, limit: SwiftUILayout.maximumViews)
            }
            func visit(_ child: Node, _ i: Int, _ count: inout Int) throws(Failure) {
                do {
                    try Self.count(child, depth: depth + 1, into: &count)
                } catch {
                    if case .tooDeep(let suffix, let limit) = error {
                        throw .tooDeep(path: SwiftUILayout.childSuffixes[i] + suffix, limit: limit)
                    }
                    throw error
                }
            }
            // Each child read in place from the kind's payload (no `Kind.child(_:)` copy per child).
            switch node.kind {
            case .hStack(_, _, let c), .vStack(_, _, let c), .zStack(_, let c), .viewThatFits(_, _, let c),
                .lazyGrid(_, let c), .grid(_, let c), .gridRow(_, let c), .geometryReader(let c),
                .customLayout(_, let c):
                for i in c.indices { try visit(c[i], i, &count) }
            case .frame(_, _, _, let c), .flexibleFrame(_, _, let c), .padding(_, let c), .fixedSize(_, _, let c),
                .layoutPriority(_, let c), .aspectRatio(_, _, let c), .offset(_, _, let c), .ignoresSafeArea(_, let c),
                .safeAreaPadding(_, let c), .scrollView(_, _, let c), .gridCell(_, let c),
                .alignmentGuide(_, let c), .position(_, _, let c):
                try visit(c, 0, &count)
            case .overlay(_, let c, let s), .background(_, let c, let s), .safeAreaInset(_, _, _, let c, let s):
                try visit(c, 0, &count)
                try visit(s, 1, &count)
            case .rectangle, .circle, .capsule, .roundedRectangle, .color, .spacer, .fixed, .divider, .image, .text:
                break
            }
        }

        /// Adds view `node` and its subtree in pre-order: its plain values into `c`, the rest into the tree.
        private mutating func add(
            _ node: Node, path: String, orientation: Axis?, _ c: inout Columns
        ) throws(Failure) -> Int {
            let kind = node.kind
            try Self.validate(kind, path: path)
            let index = c.views
            c.views += 1
            let kidCount = kind.childCount
            let op: Op
            switch kind {
            case .flexibleFrame(let limits, let alignment, _):
                op = .flexibleFrame(flexibleFrames.count, alignment)
                flexibleFrames.append(limits.normalized)
            case .lazyGrid(let grid, _):
                op = .lazyGrid(lazyGrids.count)
                lazyGrids.append(grid)
            case .grid(let spec, _):
                op = .grid(grids.count)
                grids.append(GridPlan(spec: spec))
            case .alignmentGuide(let g, _):
                op = .alignmentGuide
                guides[index] = g
                hasGuides = true
            case .text(let spec):
                op = .text(texts.count)
                texts.append(spec)
            case .customLayout(let layout, _):
                op = .customLayout(customLayouts.count)
                customLayouts.append(layout)
            case .color(let color):
                op = Self.op(kind, orientation: orientation, pixelLength: pixelLength)
                colors[index] = color
            default:
                op = Self.op(kind, orientation: orientation, pixelLength: pixelLength)
            }
            c.ops[index] = op
            // The children's slots are reserved first, so that each view's children are contiguous.
            let start = c.slots
            c.slots += kidCount
            c.childStart[index] = start
            c.childCount[index] = kidCount
            paths.append(path)
            types.append(kind.typeName)
            ids.append(node.id)
            // A shape, Color, image, Divider or Fixed view (a Spacer aside): no children, priority 0, no spacing
            // (as `priority(of:firstChild:)` and `EdgeSpacing(of:…)` give for them), set without asking either.
            if op.isLeaf, !op.isSpacer {
                c.priority[index] = 0
                c.spacing[index] = .unset
                return index
            }
            // Each child read in place from the kind's payload (no `Kind.child(_:)` copy per child).
            switch kind {
            case .hStack(_, _, let k), .vStack(_, _, let k), .zStack(_, let k), .viewThatFits(_, _, let k),
                .lazyGrid(_, let k), .grid(_, let k), .gridRow(_, let k), .geometryReader(let k),
                .customLayout(_, let k):
                for i in k.indices { try addChild(k[i], i, of: op, kind, path: path, orientation, slot: start + i, &c) }
            case .frame(_, _, _, let k), .flexibleFrame(_, _, let k), .padding(_, let k), .fixedSize(_, _, let k),
                .layoutPriority(_, let k), .aspectRatio(_, _, let k), .offset(_, _, let k), .ignoresSafeArea(_, let k),
                .safeAreaPadding(_, let k), .scrollView(_, _, let k), .gridCell(_, let k),
                .alignmentGuide(_, let k), .position(_, _, let k):
                try addChild(k, 0, of: op, kind, path: path, orientation, slot: start, &c)
            case .overlay(_, let k, let s), .background(_, let k, let s), .safeAreaInset(_, _, _, let k, let s):
                try addChild(k, 0, of: op, kind, path: path, orientation, slot: start, &c)
                try addChild(s, 1, of: op, kind, path: path, orientation, slot: start + 1, &c)
            case .rectangle, .circle, .capsule, .roundedRectangle, .color, .spacer, .fixed, .divider, .image, .text:
                break
            }
            if case .grid(let g) = op, case .grid(let spec, let nodes) = kind {
                let built = (0..<kidCount).map { c.children[start + $0] }
                let columns = c
                let plan = try GridPlan(spec, nodes, built, cells: { columns.childIndices($0) }, path: path)
                grids[g] = plan
            }
            let first = kidCount > 0 ? c.children[start] : -1
            c.priority[index] = Self.priority(of: kind, firstChild: first >= 0 ? c.priority[first] : 0)
            var firstIsSpacer = false
            if first >= 0, case .spacer = c.ops[first] { firstIsSpacer = true }
            let spacing = c.spacing, children = c.children
            c.spacing[index] = EdgeSpacing(
                of: kind, orientation: orientation, count: kidCount,
                firstChildIsSpacer: firstIsSpacer
            ) { spacing[children[start + $0]] }
            return index
        }

        /// Adds child `i` of a view (laid out by `op`, of kind `kind`) into the slot its parent reserved for it.
        private mutating func addChild(
            _ child: Node, _ i: Int, of op: Op, _ kind: Kind, path: String, _ orientation: Axis?, slot: Int,
            _ c: inout Columns
        ) throws(Failure) {
            if case .gridRow = child.kind, !op.isGrid {
                throw .invalid(
                    path: path + SwiftUILayout.childSuffixes[i], reason: "a GridRow is laid out only in a Grid")
            }
            let inherited = Self.orientation(of: kind, child: i, orientation)
            let kid = try add(child, path: path + SwiftUILayout.childSuffixes[i], orientation: inherited, &c)
            c.children[slot] = kid
        }

        /// The values a view is laid out by (``Op``).
        private static func op(_ kind: Kind, orientation: Axis?, pixelLength: Double) -> Op {
            switch kind {
            case .divider: .divider(orientation: orientation, thickness: pixelLength)
            case .image(let w, let h, let resizable):
                resizable ? .resizableImage(Size(width: w, height: h)) : .fixed(Size(width: w, height: h))
            case .rectangle, .capsule, .roundedRectangle, .color: .shape
            case .circle: .circle
            case .spacer(let minLength):
                .spacer(minLength: minLength ?? SwiftUILayout.systemSpacing, orientation: orientation)
            case .fixed(let w, let h): .fixed(Size(width: w, height: h))
            case .text: .text(-1)  // set by `add`
            case .hStack(let spacing, let alignment, _): .hStack(spacing: spacing, fraction: alignment.fraction)
            case .vStack(let spacing, let alignment, _): .vStack(spacing: spacing, fraction: alignment.fraction)
            case .zStack(let alignment, _): .zStack(alignment)
            case .viewThatFits(let h, let v, _): .viewThatFits(horizontal: h, vertical: v)
            case .geometryReader: .geometryReader
            case .customLayout: .customLayout(-1)  // set by `add`
            case .scrollView(let h, let v, _): .scrollView(horizontal: h, vertical: v)
            case .lazyGrid: .lazyGrid(-1)  // set by `add`
            case .grid: .grid(-1)  // set by `add`
            case .gridRow: .gridRow
            case .gridCell: .gridCell
            case .frame(let w, let h, let alignment, _): .frame(width: w, height: h, alignment)
            case .flexibleFrame(_, let alignment, _): .flexibleFrame(-1, alignment)  // set by `add`
            case .padding(let e, _): .padding(e)
            case .fixedSize(let h, let v, _): .fixedSize(horizontal: h, vertical: v)
            case .layoutPriority: .layoutPriority
            case .aspectRatio(let ratio, let mode, _): .aspectRatio(ratio, mode)
            case .offset(let x, let y, _): .offset(x: x, y: y)
            case .position(let x, let y, _): .position(x: x, y: y)
            case .overlay(let alignment, _, _), .background(let alignment, _, _): .secondary(alignment)
            case .ignoresSafeArea(let edges, _): .ignoresSafeArea(edges)
            case .safeAreaInset(let edge, let alignment, let spacing, _, _):
                .safeAreaInset(edge, alignment: alignment, spacing: spacing)
            case .safeAreaPadding(let e, _): .safeAreaPadding(e)
            case .alignmentGuide: .alignmentGuide
            }
        }

        /// The orientation a child's `Spacer` takes: the stack's axis; a ZStack's children and a secondary view
        /// have none; a modifier's content keeps its own.
        private static func orientation(of kind: Kind, child: Int, _ inherited: Axis?) -> Axis? {
            switch kind {
            case .hStack: .horizontal
            case .vStack: .vertical
            // A custom layout's children too (`LayoutProperties.stackOrientation` is nil unless a layout sets it).
            case .zStack, .viewThatFits, .scrollView, .lazyGrid, .grid, .gridRow, .geometryReader, .customLayout: nil
            case .overlay, .background, .safeAreaInset: child == 0 ? inherited : nil
            default: inherited
            }
        }

        /// Layout priority as SwiftUI propagates it (OpenSwiftUI `LayoutPriority.swift`, `FixedSizeLayout.swift`,
        /// `Spacer.swift`): a Spacer has −∞, `layoutPriority` sets it, fixedSize, offset, overlay and background
        /// pass their content's through, everything else (frames, padding, aspectRatio, stacks, leaves) has 0.
        private static func priority(of kind: Kind, firstChild: Double) -> Double {
            switch kind {
            case .spacer: -.infinity
            case .layoutPriority(let value, _): value
            case .fixedSize, .offset, .overlay, .background: firstChild
            case .gridCell, .alignmentGuide: firstChild  // a trait or a guide: its content's
            default: 0
            }
        }
    }
}
