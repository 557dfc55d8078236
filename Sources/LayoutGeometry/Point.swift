/// A location in points, y growing downwards as in UIKit.
///
/// JSON shape: `{"x": 0, "y": 0}`.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    /// - Parameters:
    ///   - x: Horizontal coordinate in points.
    ///   - y: Vertical coordinate in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    enum CodingKeys: String, CodingKey { case x, y }
}
