extension ProposedSize {
    /// The dimension along `axis`.
    fileprivate subscript(axis: SwiftUILayout.Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Size {
    fileprivate subscript(axis: SwiftUILayout.Axis) -> Double { axis == .horizontal ? width : height }
}

extension SwiftUILayout.Engine {
    /// `safeAreaInset`'s layout (OpenSwiftUI `InsetViewLayout`, `Layout/Modifier/InsetViewModifier.swift` lines
    /// 445–607, commit 069dd80bce30bb9117b783e963c0ed7f741c7587): the inset view (child 1) is proposed what is left
    /// along the edge's axis after the spacing and the content's minimum; the content (child 0) the rest after the
    /// inset view and the spacing. Returns both proposals and sizes, and the spacing.
    /// - Parameters:
    ///   - index: The `safeAreaInset` view.
    ///   - edge: Its edge.
    ///   - spacing: Its spacing; `nil`: the distance the content's and the inset view's spacing ask for (8 when
    ///     neither does).
    ///   - p: The proposal.
    ///
    /// A bottom inset view Fixed 100 × 50 with spacing 0 over a Color, proposed 300 × 400 → the Color is proposed
    /// 300 × 350.
    func inset(
        _ index: Int, edge: SwiftUILayout.Edge, spacing: Double?, _ p: ProposedSize
    ) -> (primary: ProposedSize, primarySize: Size, secondary: ProposedSize, secondarySize: Size, spacing: Double) {
        let primary = tree.child(index, 0), secondary = tree.child(index, 1)
        let axis = edge.axis
        let s = spacing ?? tree.spacing[primary].distance(to: tree.spacing[secondary], along: axis)
        var sp = p
        if let value = p[axis] {
            let withoutSpacing = Swift.max(value - s, 0)
            var atZero = p
            atZero[axis] = 0
            let minimum = size(primary, atZero)[axis]
            sp[axis] = Swift.max(withoutSpacing - minimum, 0)
        }
        let ss = size(secondary, sp)
        var pp = p
        if let value = p[axis] { pp[axis] = Swift.max(value - (ss[axis] + s), 0) }
        return (pp, size(primary, pp), sp, ss, s)
    }

    /// `safeAreaInset`'s size (`InsetViewLayout.sizeThatFits`): the inset view and the content end to end along
    /// the edge's axis with the spacing between, the larger across.
    func insetSize(_ index: Int, edge: SwiftUILayout.Edge, spacing: Double?, _ p: ProposedSize) -> Size {
        let r = inset(index, edge: edge, spacing: spacing, p)
        return edge.axis == .horizontal
            ? Size(
                width: r.secondarySize.width + r.spacing + r.primarySize.width,
                height: Swift.max(r.secondarySize.height, r.primarySize.height))
            : Size(
                width: Swift.max(r.secondarySize.width, r.primarySize.width),
                height: r.secondarySize.height + r.spacing + r.primarySize.height)
    }

    /// `safeAreaPadding`'s layers, outermost first: `safeAreaInset` on the trailing, leading, bottom and top edges
    /// (OpenSwiftUI `SafeAreaPaddingModifier.body`, lines 190–210), each with a clear view of its length (a fixed
    /// size, so the content's minimum does not matter) and spacing 0.
    static func paddingLayers(_ e: EdgeInsets) -> [(edge: SwiftUILayout.Edge, length: Double)] {
        [(.trailing, e.right), (.leading, e.left), (.bottom, e.bottom), (.top, e.top)]
    }

    /// The content's proposal inside one `safeAreaPadding` layer (the content's of ``inset(_:edge:spacing:_:)``).
    static func paddingProposal(_ length: Double, _ axis: SwiftUILayout.Axis, _ p: ProposedSize) -> ProposedSize {
        var q = p
        if let value = p[axis] { q[axis] = Swift.max(value - (length + 0), 0) }
        return q
    }

    /// One `safeAreaPadding` layer's size from its content's (``insetSize(_:edge:spacing:_:)`` with the clear view).
    static func paddingSize(_ length: Double, _ axis: SwiftUILayout.Axis, _ inner: Size) -> Size {
        axis == .horizontal
            ? Size(width: length + 0 + inner.width, height: Swift.max(0, inner.height))
            : Size(width: Swift.max(0, inner.width), height: length + 0 + inner.height)
    }

    /// `safeAreaPadding`'s size: the layers' sizes from the inside out.
    func safeAreaPaddingSize(_ index: Int, _ e: EdgeInsets, _ p: ProposedSize) -> Size {
        let layers = Self.paddingLayers(e)
        var proposals = [p]
        for layer in layers { proposals.append(Self.paddingProposal(layer.length, layer.edge.axis, proposals.last!)) }
        var s = size(tree.child(index, 0), proposals.last!)
        for layer in layers.reversed() { s = Self.paddingSize(layer.length, layer.edge.axis, s) }
        return s
    }
}

extension SwiftUILayout.Edge {
    /// `UnitPoint(edge:)`: top (0.5, 0), leading (0, 0.5), bottom (0.5, 1), trailing (1, 0.5).
    var unitPoint: (x: Double, y: Double) {
        switch self {
        case .top: (0.5, 0)
        case .leading: (0, 0.5)
        case .bottom: (0.5, 1)
        case .trailing: (1, 0.5)
        }
    }

    var opposite: SwiftUILayout.Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }

    /// Insets of `length` on this edge only.
    func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(
            top: self == .top ? length : 0, left: self == .leading ? length : 0,
            bottom: self == .bottom ? length : 0, right: self == .trailing ? length : 0)
    }

    /// Where a child of `size` anchored at this edge's unit point sits in `area` (`_Placement.frameOrigin`).
    func origin(of size: Size, in area: Size) -> Point {
        let u = unitPoint
        return Point(x: area.width * u.x - size.width * u.x, y: area.height * u.y - size.height * u.y)
    }
}

extension SwiftUILayout.Engine {
    /// The size of `safeAreaPadding`'s layers from `first` inward with the content, for the proposal `p` of layer
    /// `first` (the content's size when no layer is left).
    func paddingStackSize(
        _ content: Int, _ layers: ArraySlice<(edge: SwiftUILayout.Edge, length: Double)>, _ p: ProposedSize
    )
        -> Size
    {
        guard let layer = layers.first else { return size(content, p) }
        let axis = layer.edge.axis
        let inner = paddingStackSize(content, layers.dropFirst(), Self.paddingProposal(layer.length, axis, p))
        return Self.paddingSize(layer.length, axis, inner)
    }
}

extension SwiftUILayout.Placer {
    typealias Edge = SwiftUILayout.Edge

    /// Places a `safeAreaInset`'s content and inset view (`InsetViewLayout.childGeometry`, lines 500–575): the
    /// content anchored at the opposite edge, the inset view at the edge and aligned with the content's guide
    /// across; the content's subtree sits in a safe area inset by the inset view and the spacing (`primarySafe-
    /// AreaInsets`, lines 609–629, measured at the view's own size).
    mutating func placeInset(
        _ index: Int, _ edge: Edge, _ fraction: Double, _ spacing: Double?, _ p: ProposedSize, _ frame: Rect
    ) {
        let axis = edge.axis
        var q = p
        if axis == .vertical { q.width = q.width ?? frame.width } else { q.height = q.height ?? frame.height }
        let r = engine.inset(index, edge: edge, spacing: spacing, q)
        let area = Size(width: frame.width, height: frame.height)
        let po = edge.opposite.origin(of: r.primarySize, in: area)
        var so = edge.origin(of: r.secondarySize, in: area)
        if axis == .vertical {
            so.x =
                po.x
                + (SwiftUILayout.guide(fraction, r.primarySize.width)
                    - SwiftUILayout.guide(fraction, r.secondarySize.width))
        } else {
            so.y =
                po.y
                + (SwiftUILayout.guide(fraction, r.primarySize.height)
                    - SwiftUILayout.guide(fraction, r.secondarySize.height))
        }
        let own = engine.inset(
            index, edge: edge, spacing: spacing, ProposedSize(width: frame.width, height: frame.height))
        let length = own.spacing + (axis == .horizontal ? own.secondarySize.width : own.secondarySize.height)
        chain.append(SwiftUILayout.SafeAreaElement(inner: frame.inset(by: edge.insets(length)), outer: frame))
        place(
            engine.tree.child(index, 0), r.primary, at: Point(x: po.x + frame.x, y: po.y + frame.y),
            known: r.primarySize)
        chain.removeLast()
        place(
            engine.tree.child(index, 1), r.secondary, at: Point(x: so.x + frame.x, y: so.y + frame.y),
            known: r.secondarySize)
    }

    /// Places `safeAreaPadding`'s content through its four layers (``SwiftUILayout/Engine/paddingLayers(_:)``),
    /// each adding its safe-area element.
    mutating func placeSafeAreaPadding(_ index: Int, _ e: EdgeInsets, _ p: ProposedSize, _ frame: Rect) {
        let layers = SwiftUILayout.Engine.paddingLayers(e)
        let content = engine.tree.child(index, 0)
        var p = p, frame = frame
        for (k, layer) in layers.enumerated() {
            let axis = layer.edge.axis
            var q = p
            if axis == .vertical { q.width = q.width ?? frame.width } else { q.height = q.height ?? frame.height }
            let inner = SwiftUILayout.Engine.paddingProposal(layer.length, axis, q)
            let innerSize = engine.paddingStackSize(content, layers[(k + 1)...], inner)
            let o = layer.edge.opposite.origin(
                of: innerSize, in: Size(width: frame.width, height: frame.height))
            chain.append(
                SwiftUILayout.SafeAreaElement(inner: frame.inset(by: layer.edge.insets(0 + layer.length)), outer: frame)
            )
            frame = Rect(x: o.x + frame.x, y: o.y + frame.y, width: innerSize.width, height: innerSize.height)
            p = inner
        }
        place(content, p, at: Point(x: frame.x, y: frame.y), known: Size(width: frame.width, height: frame.height))
        chain.removeLast(layers.count)
    }
}
