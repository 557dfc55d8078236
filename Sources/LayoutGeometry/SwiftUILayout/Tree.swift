extension SwiftUILayout {
    /// Why a tree cannot be laid out. The HTTP layer maps ``tooDeep(path:limit:)`` and
    /// ``tooManyViews(count:limit:)`` to 422 and ``invalid(path:reason:)`` to 400 naming the node's path.
    public enum Failure: Error, Sendable, Hashable {
        /// A node sits deeper than ``SwiftUILayout/maximumDepth`` (the root has depth 0).
        case tooDeep(path: String, limit: Int)
        /// The tree holds more than ``SwiftUILayout/maximumViews`` views.
        case tooManyViews(count: Int, limit: Int)
        /// A value SwiftUI would not accept (NaN, an infinite or negative size, a scale ≤ 0, …);
        /// `path` is the node's path, or `"proposal"` / `"scale"`.
        case invalid(path: String, reason: String)
    }

    /// A stack's axis; also the orientation a `Spacer` takes from its enclosing stack.
    enum Axis: Sendable { case horizontal, vertical }

    /// One view of the flattened tree: its node, where it sits, and the traits its parent reads.
    struct Flat {
        let node: Node
        let path: String
        var children: [Int] = []
        /// The layout priority a parent stack sorts by (Spacer −∞; frame, padding, aspectRatio reset it to 0).
        var priority = 0.0
        /// The axis of the nearest stack a `Spacer` belongs to (`nil` at the root, in a ZStack or a secondary view).
        let orientation: Axis?
        var spacing = EdgeSpacing.unset
        /// A shape, Color, Spacer or Fixed view: sized in a few comparisons, never cached.
        var isLeaf = false
    }

    /// The tree in depth-first pre-order with validated values; index 0 is the root.
    struct Tree {
        private(set) var nodes: [Flat] = []

        /// Flattens and validates a tree.
        /// - Throws: ``Failure`` for a tree over the limits or with an invalid value.
        init(_ root: Node) throws(Failure) {
            var count = 0
            try Self.count(root, path: "0", depth: 0, into: &count)
            nodes.reserveCapacity(count)
            _ = try add(root, path: "0", orientation: nil)
        }

        /// Counts views and checks the depth before anything is allocated, so a huge tree fails fast.
        private static func count(_ node: Node, path: @autoclosure () -> String, depth: Int,
                                  into count: inout Int) throws(Failure) {
            guard depth <= SwiftUILayout.maximumDepth else {
                throw .tooDeep(path: path(), limit: SwiftUILayout.maximumDepth)
            }
            count += 1
            guard count <= SwiftUILayout.maximumViews else {
                throw .tooManyViews(count: count, limit: SwiftUILayout.maximumViews)
            }
            for (i, child) in node.kind.children.enumerated() {
                try Self.count(child, path: path() + ".\(i)", depth: depth + 1, into: &count)
            }
        }

        private mutating func add(_ node: Node, path: String, orientation: Axis?) throws(Failure) -> Int {
            try Self.validate(node.kind, path: path)
            let index = nodes.count
            nodes.append(Flat(node: node, path: path, orientation: orientation))
            let kids = node.kind.children
            var indices: [Int] = []
            indices.reserveCapacity(kids.count)
            for (i, child) in kids.enumerated() {
                let inherited = Self.orientation(of: node.kind, child: i, orientation)
                indices.append(try add(child, path: path + ".\(i)", orientation: inherited))
            }
            nodes[index].children = indices
            nodes[index].isLeaf = kids.isEmpty && !Self.isContainer(node.kind)
            nodes[index].priority = Self.priority(of: node.kind, children: indices.map { nodes[$0].priority })
            nodes[index].spacing = EdgeSpacing(of: node.kind, orientation: orientation, children: indices.map {
                (nodes[$0].spacing, nodes[$0].priority)
            })
            return index
        }

        /// The orientation a child's `Spacer` takes: the stack's axis; a ZStack's children and a secondary view
        /// have none; a modifier's content keeps its own.
        private static func orientation(of kind: Kind, child: Int, _ inherited: Axis?) -> Axis? {
            switch kind {
            case .hStack: .horizontal
            case .vStack: .vertical
            case .zStack: nil
            case .overlay, .background: child == 0 ? inherited : nil
            default: inherited
            }
        }

        /// Layout priority as SwiftUI propagates it (OpenSwiftUI `LayoutPriority.swift`, `FixedSizeLayout.swift`,
        /// `Spacer.swift`): a Spacer has −∞, `layoutPriority` sets it, fixedSize, offset, overlay and background
        /// pass their content's through, everything else (frames, padding, aspectRatio, stacks, leaves) has 0.
        private static func priority(of kind: Kind, children: [Double]) -> Double {
            switch kind {
            case .spacer: -.infinity
            case .layoutPriority(let value, _): value
            case .fixedSize, .offset, .overlay, .background: children[0]
            default: 0
            }
        }

        private static func isContainer(_ kind: Kind) -> Bool {
            switch kind {
            case .hStack, .vStack, .zStack: true
            default: false
            }
        }

        private static func validate(_ kind: Kind, path: String) throws(Failure) {
            func finite(_ value: Double?, _ what: String) throws(Failure) {
                if let value, !value.isFinite { throw .invalid(path: path, reason: "\(what) must be a finite number") }
            }
            func size(_ value: Double?, _ what: String) throws(Failure) {
                try finite(value, what)
                if let value, value < 0 { throw .invalid(path: path, reason: "\(what) must not be negative") }
            }
            switch kind {
            case .rectangle, .circle, .capsule, .color: break
            case .roundedRectangle(let r): try size(r, "cornerRadius")
            case .spacer(let m): try finite(m, "minLength")
            case .fixed(let w, let h): try size(w, "width"); try size(h, "height")
            case .hStack(let s, _, _), .vStack(let s, _, _): try finite(s, "spacing")
            case .zStack: break
            case .frame(let w, let h, _, _): try size(w, "width"); try size(h, "height")
            case .flexibleFrame(let f, _, _):
                for (v, name) in [(f.minWidth, "minWidth"), (f.idealWidth, "idealWidth"),
                                  (f.minHeight, "minHeight"), (f.idealHeight, "idealHeight")] {
                    try finite(v, name)
                }
                for (v, name) in [(f.maxWidth, "maxWidth"), (f.maxHeight, "maxHeight")] where v?.isNaN == true {
                    throw .invalid(path: path, reason: "\(name) must be a number or infinity")
                }
            case .padding(let e, _):
                for (v, name) in [(e.top, "top"), (e.left, "leading"), (e.bottom, "bottom"), (e.right, "trailing")] {
                    try finite(v, name)
                }
            case .fixedSize: break
            case .layoutPriority(let p, _): try finite(p, "value")
            case .aspectRatio(let r, _, _):
                try finite(r, "ratio")
                if let r, r <= 0 { throw .invalid(path: path, reason: "ratio must be positive") }
            case .offset(let x, let y, _): try finite(x, "x"); try finite(y, "y")
            case .overlay, .background: break
            }
        }
    }
}
