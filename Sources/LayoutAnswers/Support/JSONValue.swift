/// A parsed JSON document: request bodies read field by field (so errors can name the field), and the sourced
/// alternatives the catalog keeps verbatim. Pure: the readers and writers of JSON text live in LayoutHTTP.
///
/// `JSONValue.object(["a": .number(1)]).typeName` → `"an object"`
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object: its members in order, looked up without hashing (``JSONObject``).
    case object(JSONObject)

    /// An object of a dictionary's members: `.object(["a": .number(1)])`, in the dictionary's (unspecified) order.
    public static func object(_ dictionary: [String: JSONValue]) -> JSONValue { .object(JSONObject(dictionary)) }

    /// A short name of the value's JSON type, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let v):
            var c = encoder.singleValueContainer()
            try c.encode(v)
        case .number(let v):
            var c = encoder.singleValueContainer()
            try c.encode(v)
        case .string(let v):
            var c = encoder.singleValueContainer()
            try c.encode(v)
        case .array(let values):
            var c = encoder.unkeyedContainer()
            for value in values { try c.encode(value) }
        case .object(let members):
            var c = encoder.container(keyedBy: JSONKey.self)
            for member in members.sorted(by: { $0.key < $1.key }) {
                try c.encode(member.value, forKey: JSONKey(member.key))
            }
        }
    }
}

/// A coding key for arbitrary object members.
public struct JSONKey: CodingKey {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(_ string: String) { stringValue = string }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value == 0 ? 0 : value)  // -0 is 0, as request bodies read it
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(JSONObject(try container.decode([String: JSONValue].self)))
        }
    }
}
