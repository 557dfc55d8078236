/// tvOS layout figures from Apple's Human Interface Guidelines (Layout › tvOS), and grid arithmetic on them.
public enum TVGrid {
    /// The tvOS screen in points (1080p; 4K renders at @2x).
    public static let screen = Size(width: 1920, height: 1080)
    /// HIG: "Inset primary content 60 points from the top and bottom of the screen, and 80 points from the sides."
    public static let safeAreaInsets = EdgeInsets(top: 60, left: 80, bottom: 60, right: 80)
    /// HIG grids: horizontal spacing between unfocused items.
    public static let horizontalSpacing: Double = 40
    /// HIG grids: minimum vertical spacing between unfocused rows.
    public static let minimumVerticalSpacing: Double = 100

    /// One row of the HIG's grid table.
    public struct PublishedGrid: Sendable, Hashable, Codable {
        public var columns: Int
        /// "Unfocused content width" as published.
        public var unfocusedWidth: Double
        public var horizontalSpacing: Double
        public var minimumVerticalSpacing: Double
    }

    /// The HIG's two- to nine-column grids, exactly as published (seed 001, "Grids").
    public static let published: [PublishedGrid] = [
        (2, 860), (3, 560), (4, 410), (5, 320), (6, 260), (7, 217), (8, 184), (9, 160),
    ].map { PublishedGrid(columns: $0.0, unfocusedWidth: $0.1, horizontalSpacing: 40, minimumVerticalSpacing: 100) }

    /// The published grid for a column count, if the HIG has one.
    public static func published(columns: Int) -> PublishedGrid? {
        published.first { $0.columns == columns }
    }
}

/// What a focused item does to its neighbours (HIG: "an element gets bigger when it comes into focus").
public struct FocusGrowth: Sendable, Hashable, Codable {
    /// The focused scale (e.g. 1.1; Apple publishes no figure).
    public var scale: Double
    /// The item's size when focused (it grows about its center).
    public var focusedSize: Size
    /// How far the focused item reaches past its unfocused edge on each side, horizontally and vertically.
    public var overhang: Size
    /// Whether it would overlap its left/right neighbour at the given horizontal spacing.
    public var overlapsHorizontally: Bool
    /// Whether it would overlap the rows above/below at the given vertical spacing.
    public var overlapsVertically: Bool
    /// The smallest spacings at which it touches but does not overlap its neighbours.
    public var requiredHorizontalSpacing: Double
    public var requiredVerticalSpacing: Double

    /// The growth of an item of `size` at `scale`, checked against the spacings.
    ///
    /// `FocusGrowth(size: Size(width: 320, height: 180), scale: 1.1, horizontalSpacing: 40, verticalSpacing: 100)`
    /// → focused 352 × 198, overhang 16 × 9, no overlap
    public init(size: Size, scale: Double, horizontalSpacing: Double, verticalSpacing: Double?) {
        self.scale = scale
        focusedSize = size.scaled(by: scale)
        overhang = Size(width: size.width * (scale - 1) / 2, height: size.height * (scale - 1) / 2)
        requiredHorizontalSpacing = overhang.width
        requiredVerticalSpacing = overhang.height
        overlapsHorizontally = overhang.width > horizontalSpacing
        if let verticalSpacing {
            overlapsVertically = overhang.height > verticalSpacing
        } else {
            overlapsVertically = false
        }
    }
}
