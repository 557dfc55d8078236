extension SwiftUILayout {
    /// The spacing a view asks for on each edge; `nil` = it defines none (the system spacing applies only where
    /// neither neighbour defines one).
    ///
    /// Follows OpenSwiftUI `Layout/Geometry/Spacing.swift` for views without text: only the category-less minima
    /// take part (the text categories of shapes never match each other). The distance between two neighbours is
    /// the larger of the two facing edges' values; when neither defines one, the system spacing (8) applies.
    /// A `Spacer` defines 0 on its axis' edges, so it sits flush against its neighbours.
    struct EdgeSpacing: Sendable, Hashable {
        var left, right, top, bottom: Double?

        init(left: Double?, right: Double?, top: Double?, bottom: Double?) {
            (self.left, self.right, self.top, self.bottom) = (left, right, top, bottom)
        }

        static let unset = EdgeSpacing(left: nil, right: nil, top: nil, bottom: nil)
        static let zero = EdgeSpacing(left: 0, right: 0, top: 0, bottom: 0)

        /// The gap between a view with this spacing and its successor along an axis.
        /// - Parameters:
        ///   - next: The successor's spacing.
        ///   - axis: The stack's axis.
        /// - Returns: max of the facing edges' values, or the system spacing when neither defines one.
        ///
        /// `EdgeSpacing.unset.distance(to: .zero, along: .horizontal)` → `0`
        func distance(to next: EdgeSpacing, along axis: Axis) -> Double {
            let from = axis == .horizontal ? right : bottom
            let to = axis == .horizontal ? next.left : next.top
            if from == nil && to == nil { return SwiftUILayout.systemSpacing }
            return Swift.max(from ?? -.infinity, to ?? -.infinity)
        }

        /// Merges another view's values on the given edges, keeping the larger where both define one
        /// (`Spacing.incorporate`).
        mutating func incorporate(_ other: EdgeSpacing, left l: Bool, right r: Bool, top t: Bool, bottom b: Bool) {
            func merge(_ a: Double?, _ b: Double?) -> Double? { b.map { Swift.max(a ?? $0, $0) } ?? a }
            if l { left = merge(left, other.left) }
            if r { right = merge(right, other.right) }
            if t { top = merge(top, other.top) }
            if b { bottom = merge(bottom, other.bottom) }
        }

        /// This spacing with the given edges defined by nobody (`Spacing.reset` for views without text).
        func clearing(horizontal h: Bool, vertical v: Bool) -> EdgeSpacing {
            EdgeSpacing(left: h ? nil : left, right: h ? nil : right, top: v ? nil : top, bottom: v ? nil : bottom)
        }

        /// The spacing a view reports, from its kind and its children's spacing (and priority, for a ZStack).
        ///
        /// Stacks (OpenSwiftUI `StackLayout.spacing()`): the cross-axis edges merge every child's, the leading
        /// edge is the first child's, the trailing edge the last child's; an empty stack reports 0 on every edge.
        /// A ZStack merges all its children on every edge. `frame`/`flexibleFrame` clear the axes they constrain
        /// unless their content is a Spacer (`FrameLayout.spacing`), `padding` clears each edge it insets by a
        /// non-zero amount (`PaddingLayout.spacing`); other modifiers report their content's.
        /// - Parameters:
        ///   - kind: The view.
        ///   - orientation: The axis of the stack it sits in (a Spacer's edges).
        ///   - count: How many children it has.
        ///   - firstChildIsSpacer: Whether its content is a Spacer (frames keep a Spacer's spacing).
        ///   - child: Child `k`'s spacing.
        init(
            of kind: Kind, orientation: Axis?, count: Int, firstChildIsSpacer contentIsSpacer: Bool,
            child: (Int) -> EdgeSpacing
        ) {
            let content = count > 0 ? child(0) : .unset
            switch kind {
            case .rectangle, .circle, .capsule, .roundedRectangle, .color, .fixed, .divider, .image, .text:
                self = .unset
            case .spacer:
                switch orientation {
                case .horizontal: self = EdgeSpacing(left: 0, right: 0, top: nil, bottom: nil)
                case .vertical: self = EdgeSpacing(left: nil, right: nil, top: 0, bottom: 0)
                case nil: self = .zero
                }
            case .hStack, .vStack:
                guard count > 0 else { self = .zero; return }
                let horizontal: Bool
                if case .hStack = kind { horizontal = true } else { horizontal = false }
                var s = EdgeSpacing.unset
                for k in 0..<count {
                    s.incorporate(child(k), left: !horizontal, right: !horizontal, top: horizontal, bottom: horizontal)
                }
                s.incorporate(child(0), left: horizontal, right: false, top: !horizontal, bottom: false)
                s.incorporate(child(count - 1), left: false, right: horizontal, top: false, bottom: !horizontal)
                self = s
            case .zStack:
                guard count > 0 else { self = .zero; return }
                var s = EdgeSpacing.unset
                for k in 0..<count { s.incorporate(child(k), left: true, right: true, top: true, bottom: true) }
                self = s
            case .frame(let w, let h, _, _):
                self = contentIsSpacer ? content : content.clearing(horizontal: w != nil, vertical: h != nil)
            case .flexibleFrame(let f, _, _):
                let h = f.minWidth != nil || f.idealWidth != nil || f.maxWidth != nil
                let v = f.minHeight != nil || f.idealHeight != nil || f.maxHeight != nil
                self = contentIsSpacer ? content : content.clearing(horizontal: h, vertical: v)
            case .padding(let e, _):
                self = EdgeSpacing(
                    left: e.left != 0 ? nil : content.left, right: e.right != 0 ? nil : content.right,
                    top: e.top != 0 ? nil : content.top, bottom: e.bottom != 0 ? nil : content.bottom)
            // `Layout.spacing(subviews:cache:)`'s default: "merges the spacing preferences across all subviews on
            // all edges" (developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)); none: none.
            case .customLayout:
                var s = EdgeSpacing.unset
                for k in 0..<count { s.incorporate(child(k), left: true, right: true, top: true, bottom: true) }
                self = s
            case .fixedSize, .layoutPriority, .aspectRatio, .offset, .overlay, .background, .ignoresSafeArea,
                .gridCell, .alignmentGuide:
                self = content
            // Their own layout engine: the default `Spacing()`, no value (ViewThatFits, ScrollView: assumed).
            case .safeAreaInset, .safeAreaPadding, .viewThatFits, .scrollView, .lazyGrid, .grid, .gridRow:
                self = .unset
            // `_PositionLayout.spacing` (`Spacing()` since iOS 15: `Semantics.StopProjectingAffectedSpacing`,
            // OpenSwiftUI `Layout/Modifier/PositionLayout.swift` lines 43–48), and a GeometryReader's
            // `LayoutComputer.DefaultEngine` (it gives its parent no layout computer): `Spacing()`, no value.
            case .position, .geometryReader:
                self = .unset
            }
        }
    }
}
