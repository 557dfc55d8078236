public import LayoutGeometry

extension SwiftUILayoutAnswers {
    /// A view tree as read once, with its `sizeClass` branches: the view a `body` picks by
    /// `@Environment(\.horizontalSizeClass)` (or the vertical one), `if sizeClass == .compact { A } else { B }`.
    ///
    /// SwiftUI's `_ConditionalContent` adds no layout view of its own, so the chosen child stands at the branch's
    /// path (its own type and id; its children below that path) and the other child is absent from the answer.
    /// `root` holds every branch on its compact child; ``resolved(_:)`` picks per size class.
    public struct ViewTree: Hashable, Sendable {
        /// The tree with every branch on its compact child.
        public var root: SwiftUILayout.Node
        /// The branches of `root`, by path (a branch's children keep their own nested branches).
        public var branches: [String: SizeClassBranch]
        /// The views read, both children of every branch included: what the tree can cost to lay out.
        public var views: Int
        /// How many Text views were read, in both children of every branch.
        public var texts: Int

        public init(
            root: SwiftUILayout.Node, branches: [String: SizeClassBranch] = [:], views: Int = 1, texts: Int = 0
        ) {
            self.root = root
            self.branches = branches
            self.views = views
            self.texts = texts
        }

        /// Whether a branch reads the horizontal (`true`) or the vertical size class, anywhere in the tree.
        public func branches(onHorizontal horizontal: Bool) -> Bool {
            branches.values.contains { $0.reads(horizontal: horizontal) }
        }

        /// The tree with every branch on the child its size class picks (a class `nil`: compact).
        /// - Parameter classes: The hosting context's size classes.
        /// - Returns: A tree without branches for ``SwiftUILayout``.
        ///
        /// A horizontal branch `compact: VStack, regular: HStack` under regular × regular → the `HStack`.
        public func resolved(_ classes: SizeClasses?) -> SwiftUILayout.Node {
            branches.isEmpty ? root : Self.resolve(root, path: "0", branches, classes)
        }

        private static func resolve(
            _ node: SwiftUILayout.Node, path: String, _ table: [String: SizeClassBranch], _ classes: SizeClasses?
        ) -> SwiftUILayout.Node {
            if table.isEmpty { return node }
            if let branch = table[path] {
                let size = branch.horizontal ? classes?.horizontal : classes?.vertical
                let (child, nested) = size == .regular ? branch.regular : branch.compact
                return resolve(child, path: path, nested, classes)
            }
            var copy = node
            copy.kind = node.kind.mappingChildren { k, child in
                resolve(child, path: path + SwiftUILayout.childSuffixes[k], table, classes)
            }
            return copy
        }
    }

    /// A `sizeClass` view: `axis` (`horizontal`, the default, or `vertical`) and its `compact` and `regular`
    /// children, each with the branches nested in it.
    public struct SizeClassBranch: Hashable, Sendable {
        public var horizontal: Bool
        public var compact: (SwiftUILayout.Node, [String: SizeClassBranch])
        public var regular: (SwiftUILayout.Node, [String: SizeClassBranch])

        /// Whether this branch or one nested in it reads the size class of that axis.
        func reads(horizontal axis: Bool) -> Bool {
            horizontal == axis || compact.1.values.contains { $0.reads(horizontal: axis) }
                || regular.1.values.contains { $0.reads(horizontal: axis) }
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.horizontal == b.horizontal && a.compact.0 == b.compact.0 && a.compact.1 == b.compact.1
                && a.regular.0 == b.regular.0 && a.regular.1 == b.regular.1
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(horizontal)
            hasher.combine(compact.0)
            hasher.combine(compact.1)
            hasher.combine(regular.0)
            hasher.combine(regular.1)
        }
    }
}

extension ViewReader {
    /// A `sizeClass` view at `path`: both children read at the branch's own path and depth (the chosen one takes
    /// its place), each with its own branch table; the branch is recorded in the enclosing table.
    mutating func branch(_ object: JSONObject, path: String, depth: Int) throws(ViewError) -> Node {
        let allowed = ["type", "axis", "compact", "regular"]
        var unknown: String?
        for name in object.keys where !allowed.contains(name) {
            if unknown.map({ name < $0 }) ?? true { unknown = name }
        }
        if let name = unknown {
            let extra =
                name == "id" || name == "tapTarget"
                ? "; a sizeClass adds no view of its own (SwiftUI's _ConditionalContent): give \(name) to its children"
                : ""
            throw .badView(
                path: path,
                detail: "(sizeClass) has an unknown member \"\(name.prefix(40))\"\(extra); sizeClass takes type, "
                    + "axis, compact, regular.")
        }
        let m = Members(object: object, path: path, type: "sizeClass")
        let horizontal: Bool
        switch object["axis"] {
        case nil, .string("horizontal")?: horizontal = true
        case .string("vertical")?: horizontal = false
        case let other?:
            let got = if case .string(let text) = other { "\"\(text.prefix(40))\"" } else { other.typeName }
            throw .badView(path: path, detail: "(sizeClass) has axis \(got); use horizontal or vertical.")
        }
        let outer = branches
        branches = [:]
        let compact = try node(m.required("compact"), path: path, depth: depth)
        let compactBranches = branches
        branches = [:]
        let regular = try node(m.required("regular"), path: path, depth: depth)
        let regularBranches = branches
        branches = outer
        branches[path] = SwiftUILayoutAnswers.SizeClassBranch(
            horizontal: horizontal, compact: (compact, compactBranches), regular: (regular, regularBranches))
        return compact
    }
}

extension SwiftUILayout.Kind {
    /// The same view with each child replaced by `transform(index, child)` (a modifier's content is child 0, a
    /// secondary view child 1).
    ///
    /// `.padding(e, content: a).mappingChildren { _, _ in b }` → `.padding(e, content: b)`.
    public func mappingChildren(_ transform: (Int, SwiftUILayout.Node) -> SwiftUILayout.Node) -> Self {
        func all(_ nodes: [SwiftUILayout.Node]) -> [SwiftUILayout.Node] {
            nodes.indices.map { transform($0, nodes[$0]) }
        }
        switch self {
        case .rectangle, .circle, .capsule, .roundedRectangle, .color, .spacer, .fixed, .divider, .image, .text:
            return self
        case .hStack(let s, let a, let c): return .hStack(spacing: s, alignment: a, children: all(c))
        case .vStack(let s, let a, let c): return .vStack(spacing: s, alignment: a, children: all(c))
        case .zStack(let a, let c): return .zStack(alignment: a, children: all(c))
        case .viewThatFits(let h, let v, let c): return .viewThatFits(horizontal: h, vertical: v, children: all(c))
        case .geometryReader(let c): return .geometryReader(children: all(c))
        case .customLayout(let l, let c): return .customLayout(l, children: all(c))
        case .scrollView(let h, let v, let c): return .scrollView(horizontal: h, vertical: v, content: transform(0, c))
        case .lazyGrid(let g, let c): return .lazyGrid(g, children: all(c))
        case .grid(let g, let c): return .grid(g, children: all(c))
        case .gridRow(let a, let c): return .gridRow(alignment: a, children: all(c))
        case .gridCell(let t, let c): return .gridCell(t, content: transform(0, c))
        case .frame(let w, let h, let a, let c):
            return .frame(width: w, height: h, alignment: a, content: transform(0, c))
        case .flexibleFrame(let f, let a, let c): return .flexibleFrame(f, alignment: a, content: transform(0, c))
        case .padding(let e, let c): return .padding(e, content: transform(0, c))
        case .fixedSize(let h, let v, let c): return .fixedSize(horizontal: h, vertical: v, content: transform(0, c))
        case .layoutPriority(let p, let c): return .layoutPriority(p, content: transform(0, c))
        case .aspectRatio(let r, let m, let c): return .aspectRatio(r, contentMode: m, content: transform(0, c))
        case .offset(let x, let y, let c): return .offset(x: x, y: y, content: transform(0, c))
        case .position(let x, let y, let c): return .position(x: x, y: y, content: transform(0, c))
        case .overlay(let a, let c, let s):
            return .overlay(alignment: a, content: transform(0, c), secondary: transform(1, s))
        case .background(let a, let c, let s):
            return .background(alignment: a, content: transform(0, c), secondary: transform(1, s))
        case .ignoresSafeArea(let e, let c): return .ignoresSafeArea(edges: e, content: transform(0, c))
        case .safeAreaInset(let e, let a, let s, let c, let x):
            return .safeAreaInset(
                edge: e, alignment: a, spacing: s, content: transform(0, c), secondary: transform(1, x))
        case .safeAreaPadding(let e, let c): return .safeAreaPadding(e, content: transform(0, c))
        case .alignmentGuide(let g, let c): return .alignmentGuide(g, content: transform(0, c))
        }
    }

    /// Every child, in order (a modifier's content first, then a secondary view).
    public var childNodes: [SwiftUILayout.Node] {
        var nodes: [SwiftUILayout.Node] = []
        _ = mappingChildren { _, child in
            nodes.append(child)
            return child
        }
        return nodes
    }
}
