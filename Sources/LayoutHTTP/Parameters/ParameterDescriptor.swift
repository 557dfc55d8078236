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
    /// Where it is read: query (and the same member of a POST body), the path, or the body only.
    public let location: Location
    /// The values it takes, for a choice (`mode`: `scaleAspectFit`, …); `nil` otherwise.
    public let values: [String]?
    /// The least value (a number), `exclusiveMinimum` saying whether it is itself refused.
    public let minimum: Double?
    /// The greatest value (a number).
    public let maximum: Double?
    /// Whether `minimum` itself is refused.
    public let exclusiveMinimum: Bool
    /// Whether `maximum` itself is refused.
    public let exclusiveMaximum: Bool
    /// One line: what it means.
    public let doc: String
    /// A value as a client writes it in a query, e.g. `21:9`.
    public let example: String
    /// When the route reads it, e.g. `with a device` (`nil`: always).
    public let applies: String?

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
    public init(
        _ name: String, _ type: ValueType, in location: Location = .query, values: [String]? = nil,
        minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false, exclusiveMaximum: Bool = false,
        doc: String, example: String
    ) {
        self.init(
            name, type, location, values, (minimum, maximum, exclusiveMinimum, exclusiveMaximum), doc, example, nil)
    }

    private init(
        _ name: String, _ type: ValueType, _ location: Location, _ values: [String]?,
        _ range: (Double?, Double?, Bool, Bool), _ doc: String, _ example: String, _ applies: String?
    ) {
        self.name = name
        self.type = type
        self.location = location
        self.values = values
        (minimum, maximum, exclusiveMinimum, exclusiveMaximum) = range
        self.doc = doc
        self.example = example
        self.applies = applies
    }

    /// A number the number accessors take: below 1e12 in magnitude, and at least 0 (`.nonNegative`), above 0
    /// (`.positive`) or either sign (`.any`).
    enum Sign { case any, nonNegative, positive }

    /// A number named `name` of that sign, e.g. `.number("itemHeight", .positive, doc: "Item height.", example: "180")`.
    static func number(_ name: String, _ sign: Sign, doc: String, example: String) -> ParameterDescriptor {
        ParameterDescriptor(
            name, .number, minimum: sign == .any ? -1e12 : 0, maximum: 1e12, exclusiveMinimum: sign != .nonNegative,
            exclusiveMaximum: true, doc: doc, example: example)
    }

    /// This name read only under a condition, e.g. `.when("with a device")`.
    public func when(_ condition: String) -> ParameterDescriptor {
        ParameterDescriptor(
            name, type, location, values, (minimum, maximum, exclusiveMinimum, exclusiveMaximum), doc, example,
            condition)
    }

    /// This name with other choices, or another doc (the same name read differently by another route).
    public func with(values: [String]? = nil, doc: String? = nil, example: String? = nil) -> ParameterDescriptor {
        ParameterDescriptor(
            name, type, location, values ?? self.values, (minimum, maximum, exclusiveMinimum, exclusiveMaximum),
            doc ?? self.doc, example ?? self.example, applies)
    }
}
