// The only file of LayoutHTTP that imports Foundation: JSON in and out.
internal import FoundationEssentials

/// A parsed JSON document, used to read POST bodies field by field (so errors can name the field).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short name of the value's JSON type, for error messages.
    var typeName: String {
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
            for (key, value) in members.sorted(by: { $0.key < $1.key }) { try c.encode(value, forKey: JSONKey(key)) }
        }
    }
}

/// A coding key for arbitrary object members.
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

/// JSON encoding and decoding for the wire.
enum JSONWire {
    /// Encodes a value as compact JSON, keys in declaration order (see ``CompactJSONEncoder``).
    static func encode(_ value: some Encodable) -> [UInt8] {
        do {
            return try CompactJSONEncoder.encode(value)
        } catch {
            return Array("{\"error\":\"unencodable answer\"}".utf8)
        }
    }

    /// Parses a request body that must be a JSON object.
    /// - Throws: a 400 ``Problem`` saying what is wrong with the document.
    static func decodeObject(_ bytes: [UInt8]) throws(Problem) -> [String: JSONValue] {
        guard !bytes.isEmpty else {
            throw Problem.badRequest("The request body is empty; send a JSON object.")
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw Problem.badRequest("The request body is not valid JSON (\(Self.describe(error))).")
        }
        guard case .object(let object) = value else {
            throw Problem.badRequest("The request body must be a JSON object, not \(value.typeName).")
        }
        return object
    }

    /// Decodes a typed document (the device catalog), with a message naming the path of the first problem.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(DecodeFailure) -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            let context: DecodingError.Context? = switch error {
            case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c): c
            @unknown default: nil
            }
            let path = context.map { $0.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined() } ?? ""
            throw DecodeFailure(path: path, message: Self.describe(error))
        } catch {
            throw DecodeFailure(path: "", message: "unreadable")
        }
    }

    struct DecodeFailure: Error {
        let path: String
        let message: String
    }

    private static func describe(_ error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context): return context.debugDescription
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
                return context.debugDescription
            @unknown default: return "unreadable"
            }
        }
        return "unreadable"
    }
}
