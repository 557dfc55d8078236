/// An origin-plus-size rectangle in points, y growing downwards (UIKit's `CGRect` semantics).
///
/// JSON shape: `{"x": 0, "y": 39.43, "width": 852, "height": 365.14}`.
/// Negative sizes are not normalized here; the HTTP layer rejects them where they make no sense.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    /// - Parameters:
    ///   - x: Left edge in points.
    ///   - y: Top edge in points.
    ///   - width: Width in points.
    ///   - height: Height in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// A rectangle at the origin with the given size, like a view's `bounds`.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Creates a rectangle from its four edges.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This rectangle shrunk by insets on each edge, as `UIEdgeInsetsInsetRect` / `CGRect.inset(by:)` does.
    /// - Parameter insets: Positive values move an edge inwards, negative outwards.
    /// - Returns: The inset rectangle.
    ///
    /// `Rect(x: 0, y: 0, width: 130, height: 130).inset(by: EdgeInsets(top: 0, left: 0, bottom: 30, right: 30))`
    /// → `(0, 0, 100, 100)`
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// This rectangle grown by insets on each edge: the exact inverse of ``inset(by:)``.
    /// - Parameter insets: Positive values move an edge outwards.
    /// - Returns: The outset rectangle.
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x - insets.left,
            y: y - insets.top,
            width: width + insets.left + insets.right,
            height: height + insets.top + insets.bottom
        )
    }

    /// Whether `other` lies inside this rectangle, edges included, allowing `slack` points of overhang.
    public func contains(_ other: Rect, slack: Double = 0) -> Bool {
        other.minX >= minX - slack && other.minY >= minY - slack
            && other.maxX <= maxX + slack && other.maxY <= maxY + slack
    }

    enum CodingKeys: String, CodingKey { case x, y, width, height }
}
