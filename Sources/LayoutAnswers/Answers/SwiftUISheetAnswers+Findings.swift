import LayoutGeometry

extension SwiftUISheetAnswers {
    /// The findings of one group's layout, in the views' order (``FindingKind`` defines each).
    ///
    /// The tree is walked beside the layout's views (both depth-first pre-order; a view the layout leaves out, an
    /// unchosen `ViewThatFits` child, is skipped with its subtree), carrying the edges enclosing `ignoresSafeArea`
    /// modifiers ignore, whether the view scrolls (a ScrollView's content is neither outside the screen nor across
    /// the safe area: where it shows depends on the scroll offset) and its parent's frame (the root's: the region it
    /// was proposed), which `squeezed` reads.
    /// - Parameters:
    ///   - tree: The tree laid out (branches resolved).
    ///   - layout: Its layout.
    ///   - host: The window, its insets and scale.
    ///   - region: `window`: no `crossesSafeArea` findings (the root was asked to fill the window).
    /// - Returns: The findings, `groups` empty.
    ///
    /// A 500 × 10 `Fixed` root on a 402 × 874 window → `outsideScreen` on `leading`, `trailing`, and `squeezed`
    /// (`horizontal`: proposed 402, it reaches past the 402-pt safe area). `HStack { Fixed 200 × 44; Fixed 180 × 44 }`
    /// there → nothing: the first child, offered 197, takes 200, and the 388-pt stack holds it.
    static func findings(
        _ tree: SwiftUILayout.Node, _ layout: SwiftUILayoutAnswers.Answer, _ host: Host,
        region: SwiftUILayoutAnswers.DeviceRegion.Kind
    ) -> [Finding] {
        var walker = FindingWalker(
            nodes: layout.nodes, screen: Rect(size: host.safeArea.screen),
            safe: Rect(size: host.safeArea.screen).inset(by: host.insets), insets: host.insets,
            checksSafeArea: region == .safeArea)
        walker.visit(tree, path: "0", parent: host.safeArea.rect, moved: false, ignored: [], scrolled: false)
        return walker.found
    }
}

/// Walks a tree beside its laid-out views and collects the findings.
struct FindingWalker {
    typealias Finding = SwiftUISheetAnswers.Finding
    let nodes: [SwiftUILayout.PlacedView]
    let screen: Rect
    let safe: Rect
    let insets: EdgeInsets
    let checksSafeArea: Bool
    var next = 0
    var found: [Finding] = []

    /// The smallest side of a tap target the HIG allows, in points.
    static let minimumTapTarget = 44.0
    /// How far a frame may pass its proposal and its parent's frame before it counts as `squeezed` (floating-point
    /// sums of stack shares).
    static let tolerance = 0.001

    init(nodes: [SwiftUILayout.PlacedView], screen: Rect, safe: Rect, insets: EdgeInsets, checksSafeArea: Bool) {
        self.nodes = nodes
        self.screen = screen
        self.safe = safe
        self.insets = insets
        self.checksSafeArea = checksSafeArea
    }

    /// Checks the view at `path` and then its children. `parent` is the frame of the view around it (the region for
    /// the root); `moved`: that view moves its content on purpose (`offset`, `position`, `ignoresSafeArea`), so only
    /// the parent's size bounds it, wherever it lies.
    mutating func visit(
        _ node: SwiftUILayout.Node, path: String, parent: Rect, moved: Bool, ignored: SwiftUILayout.Edges,
        scrolled: Bool
    ) {
        guard next < nodes.count, nodes[next].path == path else { return }
        let view = nodes[next]
        next += 1
        var ignoring = ignored
        var moves = false
        switch node.kind {
        case .ignoresSafeArea(let edges, _):
            ignoring.formUnion(edges)
            moves = true
        case .offset, .position: moves = true
        default: break
        }
        let bound = moved ? Rect(origin: view.frame.origin, size: parent.size) : parent
        check(view, node, parent: bound, ignoring: ignoring, scrolled: scrolled)
        var scrolls = scrolled
        if case .scrollView = node.kind { scrolls = true }
        let children = node.kind.childNodes
        for k in children.indices {
            visit(
                children[k], path: path + SwiftUILayout.childSuffixes[k], parent: view.frame, moved: moves,
                ignored: ignoring, scrolled: scrolls)
        }
    }

    private mutating func check(
        _ view: SwiftUILayout.PlacedView, _ node: SwiftUILayout.Node, parent: Rect, ignoring: SwiftUILayout.Edges,
        scrolled: Bool
    ) {
        func add(_ kind: SwiftUISheetAnswers.FindingKind, _ edges: [String] = []) {
            found.append(Finding(kind: kind, path: view.path, id: view.id, edges: edges, groups: [], contexts: 0))
        }
        let p = view.pixelFrame
        if !scrolled {
            let outside = edges(p, past: screen, where: { _ in true })
            if !outside.isEmpty { add(.outsideScreen, outside) }
            if checksSafeArea {
                let crossing = edges(p, past: safe) { edge in
                    !ignoring.contains(edge.set) && edge.inset(insets) > 0
                }
                if !crossing.isEmpty { add(.crossesSafeArea, crossing) }
            }
        }
        let f = view.frame
        if view.type != "Spacer", f.width == 0 || f.height == 0 { add(.zeroSize) }
        let overW = Self.overflows(f.minX, f.maxX, proposed: view.proposal.width, parent.minX, parent.maxX)
        let overH = Self.overflows(f.minY, f.maxY, proposed: view.proposal.height, parent.minY, parent.maxY)
        if overW || overH { add(.squeezed, (overW ? ["horizontal"] : []) + (overH ? ["vertical"] : [])) }
        if node.tapTarget, f.width < Self.minimumTapTarget || f.height < Self.minimumTapTarget { add(.smallTapTarget) }
        if let text = view.text {
            if text.truncated { add(.truncated) }
            if text.scaleFactor < 1 { add(.scaledDown) }
        }
    }

    /// Whether a view spanning `low…high` on an axis is squeezed there: it takes more than its finite final
    /// proposal and is longer than its parent's span `parentLow…parentHigh` or reaches past it (each by more than
    /// ``tolerance``). A view that takes more than it was offered inside a parent that grew to hold it is not.
    /// - Example: 200 proposed 197 at 0…200 in a stack at 0…388 → false; 200 proposed 100 at −50…150 in a frame at
    ///   0…100 → true.
    static func overflows(
        _ low: Double, _ high: Double, proposed: Double?, _ parentLow: Double, _ parentHigh: Double
    ) -> Bool {
        guard let proposed, proposed.isFinite, high - low > proposed + tolerance else { return false }
        return high - low > parentHigh - parentLow + tolerance || low < parentLow - tolerance
            || high > parentHigh + tolerance
    }

    /// The edges on which `rect` reaches past `bound`, among those `counts` keeps.
    private func edges(_ rect: Rect, past bound: Rect, where counts: (SwiftUILayout.Edge) -> Bool) -> [String] {
        var names: [String] = []
        if rect.minY < bound.minY, counts(.top) { names.append("top") }
        if rect.minX < bound.minX, counts(.leading) { names.append("leading") }
        if rect.maxY > bound.maxY, counts(.bottom) { names.append("bottom") }
        if rect.maxX > bound.maxX, counts(.trailing) { names.append("trailing") }
        return names
    }
}

extension SwiftUILayout.Edge {
    /// The edge as a set, for `ignoresSafeArea`'s edges.
    var set: SwiftUILayout.Edges {
        switch self {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }

    /// The inset on this edge (leading is left: layouts here are left to right).
    func inset(_ e: EdgeInsets) -> Double {
        switch self {
        case .top: e.top
        case .leading: e.left
        case .bottom: e.bottom
        case .trailing: e.right
        }
    }
}
