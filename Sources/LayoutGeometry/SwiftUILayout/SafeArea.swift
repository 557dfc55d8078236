extension SwiftUILayout {
    /// A set of edges (SwiftUI's `Edge.Set`): `.top`, `.leading`, `.bottom`, `.trailing`, `.all`.
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let top = Edges(rawValue: 1)
        public static let leading = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let trailing = Edges(rawValue: 8)
        public static let horizontal: Edges = [.leading, .trailing]
        public static let vertical: Edges = [.top, .bottom]
        public static let all: Edges = [.top, .leading, .bottom, .trailing]
    }

    /// One edge (SwiftUI's `Edge`).
    public enum Edge: String, Sendable, Hashable, CaseIterable {
        case top, leading, bottom, trailing

        /// The axis the edge's length runs along: vertical for top and bottom.
        var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
    }

    /// The screen a hosting controller fills and its safe-area insets: where the root is proposed and placed, and
    /// what `ignoresSafeArea` grows into. Coordinates are the screen's (the hosting view fills it, origin 0, 0).
    public struct SafeArea: Sendable, Hashable {
        /// The hosting view's size: the window.
        public var screen: Size
        /// The container safe-area insets; zero when the hosting controller's `safeAreaRegions` is empty.
        public var insets: EdgeInsets

        public init(screen: Size, insets: EdgeInsets) {
            self.screen = screen
            self.insets = insets
        }

        /// The safe area in screen coordinates.
        public var rect: Rect { Rect(size: screen).inset(by: insets) }

        /// The root's proposal and origin (OpenSwiftUI `RootGeometry.value`, `View/Graph/ViewGraph.swift` lines
        /// 717–738, commit 069dd80bce30bb9117b783e963c0ed7f741c7587, with `centersRootView` true as in a
        /// `UIHostingController`): proposed the screen less the insets, sized by its `sizeThatFits`, and centred
        /// there: origin `(insets.leading, insets.top) + (proposal − size) × 0.5`.
        /// - Parameter size: The root's size for ``rootProposal``.
        /// - Returns: The root's origin.
        ///
        /// iPhone 17 Pro portrait (402 × 874, insets 62 top, 34 bottom), a 100 × 100 root → `(151, 401)`.
        func rootOrigin(size: Size) -> Point {
            let p = rootProposal
            return Point(
                x: insets.left + (p.width! - size.width) * 0.5, y: insets.top + (p.height! - size.height) * 0.5)
        }

        /// The proposal a hosting view makes its root: the screen inset by the safe area (never below 0).
        var rootProposal: ProposedSize {
            ProposedSize(
                width: Swift.max(0, screen.width - (insets.left + insets.right)),
                height: Swift.max(0, screen.height - (insets.top + insets.bottom)))
        }

        /// The screen's element of the safe-area chain (``SafeAreaElement``), or `nil` when it has no insets.
        var element: SafeAreaElement? {
            insets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
                ? nil : SafeAreaElement(inner: rect, outer: Rect(size: screen))
        }
    }

    /// One safe-area inset a view sits in, in screen coordinates: the screen's (inner the safe area, outer the
    /// screen), or a `safeAreaInset`'s for its content (inner its frame less the inset view and spacing on the
    /// edge, outer its frame). A view's chain is innermost last.
    struct SafeAreaElement: Sendable, Hashable {
        var inner: Rect
        var outer: Rect

        /// Grows `rect` to the outer edge on each edge where it reaches the inner edge (within `epsilon`) without
        /// being past the outer (OpenSwiftUI `SafeAreaInsets.adjust`, `Layout/SafeAreaInsets.swift` lines 131–156,
        /// commit 069dd80bce30bb9117b783e963c0ed7f741c7587).
        func adjust(_ rect: inout Rect, epsilon: Double) {
            let minY = rect.minY, maxY = rect.maxY, minX = rect.minX, maxX = rect.maxX
            if minY - epsilon < inner.minY, outer.minY < minY + epsilon {
                let delta = minY - outer.minY
                rect.y -= delta
                rect.height += delta
            }
            if inner.maxY < maxY + epsilon, maxY - epsilon < outer.maxY { rect.height += outer.maxY - maxY }
            if minX - epsilon < inner.minX, outer.minX < minX + epsilon {
                let delta = minX - outer.minX
                rect.x -= delta
                rect.width += delta
            }
            if inner.maxX < maxX + epsilon, maxX - epsilon < outer.maxX { rect.width += outer.maxX - maxX }
        }

        /// The safe-area insets a view at `frame` may grow into (`SafeAreaInsets.resolve`, lines 74–91), on `edges`:
        /// the frame adjusted by each element of the chain, innermost first; each inset the distance the adjusted
        /// rect's edge moved out.
        /// - Parameters:
        ///   - frame: The view's frame in screen coordinates.
        ///   - chain: The elements the view sits in, innermost last.
        ///   - edges: The edges asked for (`ignoresSafeArea(edges:)`).
        ///   - pixelLength: `1 / scale`; the tolerance is half of it plus 0.001.
        /// - Returns: The insets, as positive distances (top, leading as left, bottom, trailing as right).
        ///
        /// A 402 × 778 view at (0, 62) on iPhone 17 Pro portrait, all edges → `(62, 0, 34, 0)`.
        static func insets(
            at frame: Rect, in chain: [SafeAreaElement], edges: Edges, pixelLength: Double
        )
            -> EdgeInsets
        {
            var rect = frame
            let epsilon = pixelLength * 0.5 + 0.001
            for element in chain.reversed() { element.adjust(&rect, epsilon: epsilon) }
            return EdgeInsets(
                top: edges.contains(.top) ? frame.minY - rect.minY : 0,
                left: edges.contains(.leading) ? frame.minX - rect.minX : 0,
                bottom: edges.contains(.bottom) ? rect.maxY - frame.maxY : 0,
                right: edges.contains(.trailing) ? rect.maxX - frame.maxX : 0)
        }
    }
}
