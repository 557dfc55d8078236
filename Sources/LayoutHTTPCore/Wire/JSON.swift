// The only file of LayoutHTTP and LayoutHTTPCore that imports Foundation: JSON in and out.
internal import FoundationEssentials
import LayoutAnswers

/// JSON encoding and decoding for the wire.
package enum JSONWire {
    /// Encodes a value as compact JSON, keys in declaration order (see ``CompactJSONEncoder``).
    package static func encode(_ value: some Encodable) -> [UInt8] {
        do {
            return try CompactJSONEncoder.encode(value)
        } catch {
            return Array("{\"error\":\"unencodable answer\"}".utf8)
        }
    }

    /// Decodes a typed document (the device catalog), with a message naming the path of the first problem.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(DecodeFailure) -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            let context: DecodingError.Context? =
                switch error {
                case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c): c
                @unknown default: nil
                }
            let path =
                context.map { $0.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined() }
                ?? ""
            throw DecodeFailure(path: path, message: Self.describe(error))
        } catch {
            throw DecodeFailure(path: "", message: "unreadable")
        }
    }

    package struct DecodeFailure: Error {
        package let path: String
        package let message: String
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
