/// A width-to-height ratio, kept as the two terms it was given in (`21:9` stays 21 and 9).
///
/// Accepted spellings: `"21:9"`, `"16/9"`, `"16x9"`, `"2.333"`, or a ``Size``. The value must be finite and in
/// (0, 100], the range `UILayoutGuideAspectFitting.aspectRatio` accepts.
/// JSON shape: the value as a number, e.g. `2.3333333333333335`.
public struct AspectRatio: Sendable, Hashable {
    /// The ratio's first term (the width part).
    public let width: Double
    /// The ratio's second term (the height part).
    public let height: Double

    /// 1:1, UIKit's default for the aspect-fit guide.
    public static let one = AspectRatio(validWidth: 1, height: 1)

    private init(validWidth: Double, height: Double) {
        self.width = validWidth
        self.height = height
    }

    /// The largest ratio accepted (100:1), from `UILayoutGuideAspectFitting.aspectRatio`.
    public static let maximum: Double = 100

    /// Creates a ratio from two terms.
    /// - Parameters:
    ///   - width: The width term, > 0 and finite.
    ///   - height: The height term, > 0 and finite.
    /// - Throws: ``AspectRatio/Invalid`` when a term is not a positive finite number or the ratio leaves (0, 100].
    ///
    /// `try AspectRatio(width: 21, height: 9).value` → `2.333…`
    public init(width: Double, height: Double) throws(Invalid) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw Invalid(reason: "both terms must be positive finite numbers")
        }
        let value = width / height
        guard value > 0, value <= Self.maximum else {
            throw Invalid(reason: "the ratio must be greater than 0 and at most 100 (got \(value))")
        }
        self.width = width
        self.height = height
    }

    /// Creates a ratio from a single number (width over height).
    /// - Parameter value: The ratio, in (0, 100].
    public init(_ value: Double) throws(Invalid) {
        try self.init(width: value, height: 1)
    }

    /// Creates the ratio of a size.
    /// - Parameter size: A content size with positive sides.
    public init(_ size: Size) throws(Invalid) {
        try self.init(width: size.width, height: size.height)
    }

    /// Parses `"21:9"`, `"16/9"`, `"16x9"` or a plain number such as `"2.333"`.
    /// - Parameter text: The ratio as text.
    /// - Throws: ``AspectRatio/Invalid`` naming what is wrong.
    ///
    /// `try AspectRatio(parsing: "21:9").value` → `2.333…`
    public init(parsing input: some StringProtocol) throws(Invalid) {
        let text = String(input)
        let utf8 = text.utf8
        let separators: [UInt8] = [UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "x"), UInt8(ascii: "X")]
        let parsed: (Double, Double)?
        if let index = utf8.firstIndex(where: { separators.contains($0) }) {
            parsed = Self.number(Substring(utf8[utf8.startIndex..<index]))
                .flatMap { w in Self.number(Substring(utf8[utf8.index(after: index)...])).map { (w, $0) } }
        } else {
            parsed = Self.number(Substring(text)).map { ($0, 1) }
        }
        guard let (w, h) = parsed else {
            throw Invalid(reason: "expected W:H, W/H or a number, got \"\(text)\"")
        }
        try self.init(width: w, height: h)
    }

    /// A plain decimal number: digits, sign, point, exponent (not `nan`, `inf` or hex, which `Double(_:)` takes).
    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty,
            text.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 43 || $0 == 45 || $0 == 46 || $0 == 101 || $0 == 69 }
            )
        else {
            return nil
        }
        return Double(text)
    }

    /// Width over height.
    public var value: Double { width / height }

    /// Why a ratio was rejected.
    public struct Invalid: Error, Sendable, Equatable {
        public let reason: String
    }
}

extension AspectRatio: Codable {
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        do {
            try self.init(value)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.reason))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
