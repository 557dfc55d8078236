import LayoutHTTPCore

/// One name an endpoint reads: a query parameter (or the same JSON body member) or a path placeholder.
///
/// `ParameterDescriptor.device.when("with semantics=uikit")` is `device` as `/fit` reads it; the condition is the
/// prose of "device applies to /fit with semantics=uikit, …" in a parameter-not-applicable problem.
public struct ParameterDescriptor: Sendable, Encodable {
    /// The JSON Schema type a value has in a query (sizes and ratios are strings there) or a body member.
    public enum ValueType: String, Sendable, Encodable { case string, number, integer, boolean, object }
    /// Where the value comes from.
    public enum Location: String, Sendable, Encodable { case query, path, body }

    /// The name, e.g. `aspectRatio`.
    public let name: String
    /// Its type.
    public let type: ValueType
    /// Where it is read: query (and the same member of a POST body), the path, or the body only. A route that
    /// answers POST alone reads every name of its query in its body (``EndpointDescriptor``).
    public private(set) var location: Location
    /// The values it takes, for a choice (`mode`: `scaleAspectFit`, …); `nil` otherwise.
    public private(set) var values: [String]?
    /// The least value (a number), `exclusiveMinimum` saying whether it is itself refused.
    public let minimum: Double?
    /// The greatest value (a number).
    public let maximum: Double?
    /// Whether `minimum` itself is refused.
    public let exclusiveMinimum: Bool
    /// Whether `maximum` itself is refused.
    public let exclusiveMaximum: Bool
    /// One line: what it means.
    public private(set) var doc: String
    /// A value as a client writes it in a query, e.g. `21:9`.
    public private(set) var example: String
    /// Another value that gives another answer with the same other fields (`4:3` beside `21:9`), or `nil`: a route
    /// whose every name has one needs no hand-written cache-isolation row (the test derives it).
    public private(set) var alternative: String?
    /// When the route reads it, e.g. `with a device` (`nil`: always).
    public private(set) var applies: String?

    /// Declares a name.
    /// - Parameters:
    ///   - name: The name.
    ///   - type: Its type.
    ///   - location: Query unless given.
    ///   - values: The choices, if any.
    ///   - minimum: The least value of a number.
    ///   - maximum: The greatest.
    ///   - exclusiveMinimum: Whether the minimum is refused.
    ///   - exclusiveMaximum: Whether the maximum is refused.
    ///   - doc: One line.
    ///   - example: A value as written in a query.
    ///   - alternative: Another value giving another answer, if any.
    public init(
        _ name: String, _ type: ValueType, in location: Location = .query, values: [String]? = nil,
        minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false, exclusiveMaximum: Bool = false,
        doc: String, example: String, alternative: String? = nil
    ) {
        self.name = name
        self.type = type
        self.location = location
        self.values = values
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.doc = doc
        self.example = example
        self.alternative = alternative
    }

    /// A number the number accessors take: below 1e12 in magnitude, and at least 0 (`.nonNegative`), above 0
    /// (`.positive`) or either sign (`.any`).
    enum Sign { case any, nonNegative, positive }

    /// A number named `name` of that sign: `.number("itemHeight", .positive, doc: "Item height.", example: "180")`.
    static func number(_ name: String, _ sign: Sign, doc: String, example: String) -> ParameterDescriptor {
        ParameterDescriptor(
            name, .number, minimum: sign == .any ? -1e12 : 0, maximum: 1e12, exclusiveMinimum: sign != .nonNegative,
            exclusiveMaximum: true, doc: doc, example: example)
    }

    /// This name as a body member: how a route that answers no GET (whose query string must be empty) reads it.
    func inBody() -> ParameterDescriptor {
        var read = self
        if read.location == .query { read.location = .body }
        return read
    }

    /// This name read only under a condition, e.g. `.when("with a device")`.
    public func when(_ condition: String) -> ParameterDescriptor {
        var read = self
        read.applies = condition
        return read
    }

    /// This name with other choices, or another doc (the same name read differently by another route).
    public func with(
        values: [String]? = nil, doc: String? = nil, example: String? = nil, alternative: String? = nil
    ) -> ParameterDescriptor {
        var other = self
        other.values = values ?? self.values
        other.doc = doc ?? self.doc
        other.example = example ?? self.example
        other.alternative = alternative ?? self.alternative
        return other
    }
}
