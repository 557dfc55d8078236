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
