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

        /// The safe-area insets a view at `frame` may grow into (OpenSwiftUI `SafeAreaInsets.resolve` and `adjust`,
        /// `Layout/SafeAreaInsets.swift` lines 74–157, same commit), on `edges`: on each edge where the view
        /// reaches the safe area's edge (within half a pixel + 0.001) without being past the screen's, the distance
        /// from the view's edge to the screen's; 0 elsewhere.
        /// - Parameters:
        ///   - frame: The view's frame in screen coordinates.
        ///   - edges: The edges asked for (`ignoresSafeArea(edges:)`).
        ///   - pixelLength: `1 / scale`.
        /// - Returns: The insets, as positive distances (top, leading as left, bottom, trailing as right).
        ///
        /// A 402 × 778 view at (0, 62) on iPhone 17 Pro portrait, all edges → `(62, 0, 34, 0)`.
        func insets(at frame: Rect, edges: Edges, pixelLength: Double) -> EdgeInsets {
            let none = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            guard insets != none else { return none }  // `safeAreaRegions` empty: nothing to grow into
            let inner = rect, outer = Rect(size: screen)
            let epsilon = pixelLength * 0.5 + 0.001
            var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
            if frame.minY - epsilon < inner.minY, outer.minY < frame.minY + epsilon { top = frame.minY - outer.minY }
            if inner.maxY < frame.maxY + epsilon, frame.maxY - epsilon < outer.maxY {
                bottom = outer.maxY - frame.maxY
            }
            if frame.minX - epsilon < inner.minX, outer.minX < frame.minX + epsilon { left = frame.minX - outer.minX }
            if inner.maxX < frame.maxX + epsilon, frame.maxX - epsilon < outer.maxX {
                right = outer.maxX - frame.maxX
            }
            return EdgeInsets(
                top: edges.contains(.top) ? top : 0, left: edges.contains(.leading) ? left : 0,
                bottom: edges.contains(.bottom) ? bottom : 0, right: edges.contains(.trailing) ? right : 0)
        }
    }
}
