/// Insets on the four physical edges, in UIKit's `UIEdgeInsets` order (top, left, bottom, right).
///
/// Left and right are physical: they do not flip in right-to-left layouts. Use ``DirectionalEdgeInsets``
/// for leading/trailing and resolve it with a ``LayoutDirection``.
/// JSON shape: `{"top": 0, "left": 59, "bottom": 21, "right": 59}`.
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets.
    /// - Parameters:
    ///   - top: Inset of the top edge.
    ///   - left: Inset of the left edge.
    ///   - bottom: Inset of the bottom edge.
    ///   - right: Inset of the right edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// Sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// Each inset multiplied by a factor, e.g. points to pixels with the display scale.
    ///
    /// `EdgeInsets(top: 0, left: 0, bottom: 30, right: 30).scaled(by: 3)` → `(0, 0, 90, 90)`
    public func scaled(by factor: Double) -> EdgeInsets {
        EdgeInsets(top: top * factor, left: left * factor, bottom: bottom * factor, right: right * factor)
    }

    enum CodingKeys: String, CodingKey { case top, left, bottom, right }
}

/// The direction text and leading/trailing layout run in (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// Insets on leading and trailing edges (`NSDirectionalEdgeInsets`), which flip in right-to-left layouts.
///
/// JSON shape: `{"top": 0, "leading": 10, "bottom": 0, "trailing": 0}`.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The physical insets for a layout direction: leading is left in left-to-right, right in right-to-left.
    /// - Parameter direction: The layout direction.
    /// - Returns: Physical edge insets.
    ///
    /// `DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0).resolved(for: .rightToLeft)`
    /// → `EdgeInsets(top: 0, left: 0, bottom: 0, right: 10)`
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }

    enum CodingKeys: String, CodingKey { case top, leading, bottom, trailing }
}
