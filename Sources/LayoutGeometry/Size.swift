/// A width and height in points.
///
/// JSON shape: `{"width": 852, "height": 393}`.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    /// - Parameters:
    ///   - width: Width in points.
    ///   - height: Height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A zero size.
    public static let zero = Size(width: 0, height: 0)

    /// Width over height; infinite for a zero height.
    ///
    /// `Size(width: 21, height: 9).aspectRatio` → `2.333…`
    public var aspectRatio: Double { width / height }

    /// This size multiplied by a factor on both axes.
    /// - Parameter factor: The scale factor.
    /// - Returns: `Size(width: width * factor, height: height * factor)`.
    ///
    /// `Size(width: 21, height: 9).scaled(by: 2)` → `42 × 18`
    public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }

    /// The same size with width and height exchanged, e.g. a portrait screen turned to landscape.
    public var transposed: Size { Size(width: height, height: width) }

    enum CodingKeys: String, CodingKey { case width, height }
}
