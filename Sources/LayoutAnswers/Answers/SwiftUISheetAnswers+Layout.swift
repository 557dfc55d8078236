public import LayoutGeometry

extension SwiftUISheetAnswers {
    /// Contexts that host the tree identically, the tree laid out once for them, and what was found there.
    public struct Group: Sendable, Hashable {
        public var contexts: [Context]
        public var host: Host
        /// The layout, exactly as `/swiftui/layout` answers it for each of the contexts (window coordinates).
        public var layout: SwiftUILayoutAnswers.Answer
        /// The group's first ``maximumGroupFindings`` findings, in the views' order.
        public var findings: [Finding]
        /// The findings past ``maximumGroupFindings``, counted, not listed.
        public var findingsLeftOut: Int
        /// The first context's device and interface orientation: the picture draws its outline.
        public var resolved: ResolvedDevice
        public var interface: InterfaceOrientation
        /// The first context's window in the screen.
        public var window: Rect
    }

    /// What a sheet flags (docs/api.md defines each).
    public enum FindingKind: String, Sendable, Hashable, CaseIterable {
        /// The view's pixel frame reaches past the window on `edges`.
        case outsideScreen
        /// The view's pixel frame reaches past the safe area on `edges` where the window has an inset and neither the
        /// view nor an enclosing `ignoresSafeArea` ignores that edge (never with `region: window`).
        case crossesSafeArea
        /// The view (not a Spacer) is 0 pt wide or high.
        case zeroSize
        /// The view takes more than its final proposal on an axis and its frame is longer than its parent's there
        /// or reaches past it (each by more than 0.001 pt; the root's parent is the region it was proposed): offered
        /// less than its minimum, it kept its size (SwiftUI never shrinks a view below what it answers) and spills
        /// out of its parent, drawn over its neighbours or off the region. `Fixed(200, 44).frame(width: 100)` is
        /// squeezed (50 pt each side of the frame). A view whose container grows to hold it is not: in `HStack {
        /// Fixed(200, 44); Fixed(180, 44) }` on a 402-pt iPhone the first child, offered 197, takes 200, and the
        /// 388-pt stack fits. Neither is a view that only lies outside its parent: moved by an `offset`, a
        /// `position`, an alignment guide or `ignoresSafeArea`.
        case squeezed
        /// A view marked `tapTarget` is less than 44 pt wide or high (the HIG's minimum hit target).
        case smallTapTarget
        /// A Text lost characters: it shows fewer lines than it needs, the last cut with an ellipsis.
        case truncated
        /// A Text's font was shrunk by `minimumScaleFactor` to fit.
        case scaledDown
    }

    /// One finding: the view's path and id, the edges (`outsideScreen`, `crossesSafeArea`), and in the sheet's
    /// list the groups that have it (a group lists its contexts).
    public struct Finding: Sendable, Hashable {
        public var kind: FindingKind
        public var path: String
        public var id: String?
        /// `top`, `leading`, `bottom`, `trailing`; empty for the kinds without edges.
        public var edges: [String]
        /// The groups (indices) that have it; empty in a group's own list.
        public var groups: [Int]
        /// How many contexts have it (the groups' contexts).
        public var contexts: Int
    }

    /// The distinct sizes one view path takes across the groups.
    public struct ViewSizes: Sendable, Hashable {
        public var path: String
        public var type: String
        public var id: String?
        public var sizes: [(size: Size, groups: [Int])]

        public static func == (a: Self, b: Self) -> Bool {
            a.path == b.path && a.type == b.type && a.id == b.id && a.sizes.map(\.size) == b.sizes.map(\.size)
                && a.sizes.map(\.groups) == b.sizes.map(\.groups)
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    }

    /// The sheet: its groups, each view path's sizes, the findings with the groups that have them, and the
    /// contexts skipped.
    public struct Answer: Sendable, Hashable {
        public var region: SwiftUILayoutAnswers.DeviceRegion.Kind
        /// Groups × views read (both children of every `sizeClass`): the layouts' size.
        public var cost: Int
        public var contexts: Int
        public var groups: [Group]
        public var views: [ViewSizes]
        public var findings: [Finding]
        public var skipped: [Skipped]
        /// The bound its answer was held to before any layout (not written: it depends on the sheet only).
        public var estimate: Estimate
        /// How its JSON is written.
        public var form: Form = .full
    }

    /// Hosts the contexts, groups them, lays the tree out once per group, and finds what breaks.
    /// - Parameters:
    ///   - q: The tree and what was asked.
    ///   - catalog: The models.
    ///   - budget: The work every step draws on — hosting (``unitsPerHosting`` a context), the layouts (a unit a
    ///     size request), the answer's bytes (``bytesPerUnit`` a unit, from the ``Estimate``): one budget for the
    ///     whole sheet (and the request's stop).
    /// - Returns: The sheet.
    /// - Throws: ``AnswerError``: what ``contexts(_:_:budget:)`` throws; 422 past ``maximumAnswerBytes`` of bound
    ///   (before any layout) or past the budget; what
    ///   ``SwiftUILayoutAnswers/answer(_:)`` throws for a group (a view of infinite size).
    ///
    /// The iPhone 16 Pro and the iPhone 17 Pro in portrait (402 × 874, the same insets, @3x, compact × regular) →
    /// one group listing both.
    public static func answer(
        _ q: Question, _ catalog: DeviceCatalog, budget: WorkBudget = WorkBudget(),
        text: (any SwiftUILayout.TextMeasuring)? = nil
    ) throws(AnswerError) -> Answer {
        let (hosted, skipped) = try contexts(q.ask, catalog, budget: budget)
        var index: [Host: Int] = [:]
        var members: [[Hosted]] = []
        for one in hosted {
            if let i = index[one.host] {
                members[i].append(one)
            } else {
                index[one.host] = members.count
                members.append([one])
            }
        }
        let cost = members.count * q.tree.views
        var resolvedTrees: [TreeKey: SwiftUILayout.Node] = [:]
        let trees = members.map { list in
            let host = list[0].host
            let key = TreeKey(
                sizeClasses: q.tree.branches.isEmpty ? nil : host.sizeClasses, language: host.pseudolanguage)
            if let tree = resolvedTrees[key] { return tree }
            let resolved = q.tree.resolved(host.sizeClasses)
            let tree = host.pseudolanguage?.applied(to: resolved) ?? resolved
            resolvedTrees[key] = tree
            return tree
        }
        let estimate = estimate(
            trees: trees, contexts: members.map { $0.map(\.context) }, distinct: Array(resolvedTrees.values),
            skipped: skipped, pictureCells: AnswerPictures.maximumSheetCells, fonts: text?.cascade ?? [],
            form: q.form)
        guard estimate.json <= maximumAnswerBytes else {
            throw AnswerError.unprocessable(
                ["view", "devices", "family", "all"],
                "the sheet's answer could take up to \(estimate.json) bytes (\(members.count) groups of "
                    + "\(q.tree.views) views, \(hosted.count) contexts, \(skipped.count) skipped); a sheet answers "
                    + "at most \(maximumAnswerBytes) bytes: ask fewer contexts, or a smaller tree or shorter ids.")
        }
        try charge(budget, estimate.json / bytesPerUnit, at: "writing the answer")
        var groups: [Group] = []
        for (list, tree) in zip(members, trees) {
            let first = list[0]
            let host = first.host
            let placement = SwiftUILayoutAnswers.Placement(
                region: q.region, safeArea: host.safeArea, resolved: first.resolved, display: first.context.display,
                orientation: first.interface)
            let rect = host.safeArea.rect
            let layout = try SwiftUILayoutAnswers.answer(
                .init(
                    view: tree, proposal: ProposedSize(width: rect.width, height: rect.height), scale: host.scale,
                    placement: placement, dynamicTypeSize: host.dynamicTypeSize ?? DynamicType.defaultIndex,
                    layoutDirection: host.layoutDirection),
                budget: budget, text: text)
            var found = findings(tree, layout, host, region: q.region)
            if host.layoutDirection == .rightToLeft {
                // Found on the screen's left and right: named by the layout's leading and trailing.
                for i in found.indices {
                    found[i].edges = found[i].edges.map {
                        $0 == "leading" ? "trailing" : $0 == "trailing" ? "leading" : $0
                    }
                }
            }
            let leftOut = Swift.max(0, found.count - maximumGroupFindings)
            groups.append(
                Group(
                    contexts: list.map(\.context), host: host, layout: layout,
                    findings: Array(found.prefix(maximumGroupFindings)), findingsLeftOut: leftOut,
                    resolved: first.resolved, interface: first.interface, window: first.window))
        }
        return Answer(
            region: q.region, cost: cost, contexts: hosted.count, groups: groups,
            views: q.form == .full ? sizes(groups) : [],
            findings: merged(groups), skipped: skipped, estimate: estimate, form: q.form)
    }

    /// What a group's tree depends on besides the question: the size classes a `sizeClass` view reads (`nil` when
    /// none does) and the pseudolanguage its strings are in.
    struct TreeKey: Hashable {
        let sizeClasses: SizeClasses?
        let language: Pseudolanguage?
    }

    /// Each view path's distinct sizes across the groups, paths in the order they first appear.
    static func sizes(_ groups: [Group]) -> [ViewSizes] {
        var index: [String: Int] = [:]
        var views: [ViewSizes] = []
        for (g, group) in groups.enumerated() {
            for node in group.layout.nodes {
                let size = node.frame.size
                guard let i = index[node.path] else {
                    index[node.path] = views.count
                    views.append(ViewSizes(path: node.path, type: node.type, id: node.id, sizes: [(size, [g])]))
                    continue
                }
                if let k = views[i].sizes.firstIndex(where: { $0.size == size }) {
                    views[i].sizes[k].groups.append(g)
                } else {
                    views[i].sizes.append((size, [g]))
                }
            }
        }
        return views
    }

    /// The groups' listed findings merged by kind, path and edges, each with the groups that have it.
    static func merged(_ groups: [Group]) -> [Finding] {
        var index: [String: Int] = [:]
        var all: [Finding] = []
        for (g, group) in groups.enumerated() {
            for f in group.findings {
                let key = f.kind.rawValue + " " + f.path + " " + f.edges.joined(separator: ",")
                if let i = index[key] {
                    all[i].groups.append(g)
                    all[i].contexts += group.contexts.count
                } else {
                    index[key] = all.count
                    var copy = f
                    copy.groups = [g]
                    copy.contexts = group.contexts.count
                    all.append(copy)
                }
            }
        }
        return all
    }
}
