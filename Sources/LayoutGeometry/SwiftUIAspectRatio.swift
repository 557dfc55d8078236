/// A size proposal with optional dimensions (SwiftUI's `ProposedViewSize`).
///
/// `nil` means "use your ideal size"; `.infinity` means "as large as you like".
/// JSON shape: `{"width": 200, "height": null}`; an infinite dimension is written as the string `"infinity"`.
public struct ProposedSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The `nil × nil` proposal that asks for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// Fills absent dimensions from a size, as `replacingUnspecifiedDimensions(by:)` does (SwiftUI's default
    /// replacement is 10 × 10).
    /// - Parameter size: The stand-in for absent dimensions.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// SwiftUI's content mode for `aspectRatio(_:contentMode:)`.
public enum SwiftUIContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    case fit, fill
}

/// What `.aspectRatio(_:contentMode:)` does with one proposal, for a flexible and a fixed-size child.
public struct AspectRatioLayout: Sendable, Hashable {
    /// The proposal the modifier hands its child (the only thing the modifier changes).
    public var childProposal: ProposedSize
    /// The ratio used: the given one, or the child's ideal width over height.
    public var ratio: Double
    /// Size of a flexible child (one that takes what it is offered, like `Color` or a resizable image).
    public var flexibleSize: ProposedSize
    /// Frame of the flexible child, centered in the container (the finite proposal; its own size on axes where
    /// the proposal is absent). A dimension stays `nil`/infinite when the child's size is unbounded.
    public var flexibleFrame: Rect?
    /// Frame of a fixed-size child (it reports its ideal size whatever it is offered): centered, never clipped.
    public var fixedFrame: Rect?
}

extension SwiftUIContentMode {
    /// Runs `.aspectRatio(ratio, contentMode: self)` on a proposal.
    ///
    /// Follows SwiftUI's `_AspectRatioLayout` (as reimplemented by OpenSwiftUI, layout-rules §2.2):
    /// a `nil × nil` proposal passes straight through; otherwise the ratio becomes a size `r` (given ratio → `(ratio,
    /// 1)`, `nil` ratio → the child's ideal size, a square ratio → `(1, 1)`), each proposed dimension gives a scale
    /// `P / r` (an absent dimension gives +∞), and the child is proposed `r × min(scales)` for fit or
    /// `r × max(scales)` for fill. The modifier reports its child's size and centers it; it does not clip.
    /// - Parameters:
    ///   - proposal: What the parent offers; either dimension may be absent.
    ///   - ratio: Width over height, or `nil` to use the child's ideal size.
    ///   - idealSize: The child's ideal size (needed when `ratio` is `nil`; also what a fixed-size child reports).
    /// - Returns: The child proposal and the resulting frames.
    ///
    /// `SwiftUIContentMode.fit.layout(proposal: ProposedSize(width: 200, height: 200), ratio: 0.75, idealSize: nil)`
    /// → child proposed `150 × 200`, flexible frame `(25, 0, 150, 200)`
    public func layout(proposal: ProposedSize, ratio: Double?, idealSize: Size?) -> AspectRatioLayout {
        let ideal = idealSize ?? Size(width: 10, height: 10)
        let usedRatio = ratio ?? ideal.aspectRatio
        let childProposal: ProposedSize
        if proposal.width == nil && proposal.height == nil {
            childProposal = proposal
        } else {
            var r = ratio.map { Size(width: $0, height: 1) } ?? ideal
            if r.width == r.height { r = Size(width: 1, height: 1) }
            let sx = proposal.width.flatMap { w in (r.width == 0 && w == 0) ? nil : w / r.width } ?? .infinity
            let sy = proposal.height.flatMap { h in (r.height == 0 && h == 0) ? nil : h / r.height } ?? .infinity
            let s = self == .fit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            childProposal = ProposedSize(width: r.width * s, height: r.height * s)
        }
        // A flexible child takes a proposed dimension as it is and its ideal size where none is proposed.
        let flexible = ProposedSize(
            width: childProposal.width ?? ideal.width,
            height: childProposal.height ?? ideal.height
        )
        let flexibleSize = Size(width: flexible.width!, height: flexible.height!)
        return AspectRatioLayout(
            childProposal: childProposal,
            ratio: usedRatio,
            flexibleSize: flexible,
            flexibleFrame: Self.centered(flexibleSize, in: proposal),
            fixedFrame: Self.centered(ideal, in: proposal)
        )
    }

    /// A size centered in the proposed space; on axes with no proposal the size itself is the space.
    /// `nil` when the size is unbounded (infinite), which has no frame.
    static func centered(_ size: Size, in proposal: ProposedSize) -> Rect? {
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let spaceW = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width
        let spaceH = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height
        return Rect(x: (spaceW - size.width) / 2, y: (spaceH - size.height) / 2, width: size.width, height: size.height)
    }
}

extension ProposedSize: Codable {
    enum CodingKeys: String, CodingKey { case width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try Self.decodeDimension(container, .width)
        height = try Self.decodeDimension(container, .height)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try Self.encodeDimension(width, &container, .width)
        try Self.encodeDimension(height, &container, .height)
    }

    private static func decodeDimension(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double? {
        if try !c.contains(key) || c.decodeNil(forKey: key) { return nil }
        if let text = try? c.decode(String.self, forKey: key), text == "infinity" { return .infinity }
        return try c.decode(Double.self, forKey: key)
    }

    private static func encodeDimension(
        _ value: Double?, _ c: inout KeyedEncodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws {
        switch value {
        case nil: try c.encodeNil(forKey: key)
        case let v? where v.isInfinite: try c.encode("infinity", forKey: key)
        case let v?: try c.encode(v, forKey: key)
        }
    }
}
