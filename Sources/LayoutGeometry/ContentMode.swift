/// How a view lays out content of a fixed size inside its bounds (`UIView.ContentMode`).
///
/// Raw values are the JSON/query spellings; `fit`, `fill` and `stretch` are accepted as aliases of the three
/// scaling modes (see ``init(name:)``).
public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Stretch to the bounds on both axes, changing the aspect ratio if needed.
    case scaleToFill
    /// Largest uniform scale at which all of the content is visible.
    case scaleAspectFit
    /// Smallest uniform scale at which the content covers the bounds; the rest overflows.
    case scaleAspectFill
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Looks a mode up by its name or by the short aliases `fit`, `fill` and `stretch`.
    /// - Parameter name: A ``ContentMode`` raw value or alias.
    /// - Returns: `nil` for an unknown name.
    ///
    /// `ContentMode(name: "fit")` → `.scaleAspectFit`
    public init?(name: String) {
        switch name {
        case "fit": self = .scaleAspectFit
        case "fill": self = .scaleAspectFill
        case "stretch": self = .scaleToFill
        default: self.init(rawValue: name)
        }
    }

    /// Every accepted spelling, for error messages and the API schema.
    public static let names: [String] = ["fit", "fill", "stretch"] + allCases.map(\.rawValue)

    /// Whether the content is scaled uniformly and may be placed with an ``ContentAlignment``.
    public var isAspectScaling: Bool { self == .scaleAspectFit || self == .scaleAspectFill }

    /// Where the modes that do not scale pin the content; `nil` for the scaling modes.
    public var fixedAlignment: ContentAlignment? {
        switch self {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill: nil
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}

/// Where leftover space (fit) or overflow (fill) goes: one of nine anchor positions.
public enum ContentAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Fraction of the leftover width placed before the content: 0 left, 0.5 centered, 1 right.
    public var horizontalFraction: Double {
        switch self {
        case .left, .topLeft, .bottomLeft: 0
        case .right, .topRight, .bottomRight: 1
        case .center, .top, .bottom: 0.5
        }
    }

    /// Fraction of the leftover height placed above the content: 0 top, 0.5 centered, 1 bottom.
    public var verticalFraction: Double {
        switch self {
        case .top, .topLeft, .topRight: 0
        case .bottom, .bottomLeft, .bottomRight: 1
        case .center, .left, .right: 0.5
        }
    }
}

/// The result of placing content in a container: where it goes, how much it was scaled and what overflows.
public struct ContentPlacement: Sendable, Hashable, Codable {
    /// The content's frame in the container's coordinate space.
    public var rect: Rect
    /// Horizontal scale applied to the content (content width × scaleX = rect width).
    public var scaleX: Double
    /// Vertical scale applied to the content.
    public var scaleY: Double
    /// How far the content reaches past each edge of the container (0 where it does not); what a view with
    /// `clipsToBounds` crops.
    public var cropped: EdgeInsets
    /// The alignment actually used (the mode's own for the non-scaling modes).
    public var alignment: ContentAlignment

    enum CodingKeys: String, CodingKey { case rect, scaleX, scaleY, cropped, alignment }
}

extension ContentMode {
    /// Places content of a given size in a container the way `UIView.contentMode` does.
    /// - Parameters:
    ///   - content: The content's natural size (e.g. an image's size in points); both sides > 0.
    ///   - container: The view's bounds (or any rect); both sides ≥ 0.
    ///   - alignment: For `scaleAspectFit`/`scaleAspectFill`, where leftover or overflow goes (UIKit centers);
    ///     ignored by the other modes, which pin the content where their name says.
    /// - Returns: The placement, unrounded; use ``Rect/roundedToPixels(scale:)`` for the on-screen frame.
    ///
    /// `ContentMode.scaleAspectFit.place(Size(width: 21, height: 9), in: Rect(x: 0, y: 0, width: 852, height: 393))`
    /// → rect `(0, 13.428…, 852, 365.142…)`, scale `40.571…`
    ///
    /// Mirrors `UIView.ContentMode`: fit scales by `min(W/w, H/h)`, fill by `max(W/w, H/h)`, scaleToFill by
    /// `W/w` and `H/h` separately; the positional modes keep the natural size.
    public func place(_ content: Size, in container: Rect, alignment: ContentAlignment = .center) -> ContentPlacement {
        let sx = container.width / content.width
        let sy = container.height / content.height
        let scaleX: Double
        let scaleY: Double
        switch self {
        case .scaleToFill:
            scaleX = sx
            scaleY = sy
        case .scaleAspectFit:
            scaleX = Swift.min(sx, sy)
            scaleY = scaleX
        case .scaleAspectFill:
            scaleX = Swift.max(sx, sy)
            scaleY = scaleX
        default:
            scaleX = 1
            scaleY = 1
        }
        let effective = fixedAlignment ?? (self == .scaleToFill ? .center : alignment)
        var size = Size(width: content.width * scaleX, height: content.height * scaleY)
        // On an axis that binds, the content fills the container exactly; dividing and multiplying back in doubles
        // can miss by an ulp, which would leave an offset of 1e-14 where the exact answer is 0.
        if Swift.abs(size.width - container.width) <= 4 * container.width.ulp { size.width = container.width }
        if Swift.abs(size.height - container.height) <= 4 * container.height.ulp { size.height = container.height }
        let rect = Rect(
            x: container.x + (container.width - size.width) * effective.horizontalFraction,
            y: container.y + (container.height - size.height) * effective.verticalFraction,
            width: size.width,
            height: size.height
        )
        let cropped = EdgeInsets(
            top: Swift.max(0, container.minY - rect.minY),
            left: Swift.max(0, container.minX - rect.minX),
            bottom: Swift.max(0, rect.maxY - container.maxY),
            right: Swift.max(0, rect.maxX - container.maxX)
        )
        return ContentPlacement(rect: rect, scaleX: scaleX, scaleY: scaleY, cropped: cropped, alignment: effective)
    }
}
