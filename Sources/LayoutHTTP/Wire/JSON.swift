// The only file of LayoutHTTP that imports Foundation: JSON in and out.
internal import FoundationEssentials
import LayoutAnswers

/// JSON encoding and decoding for the wire.
package enum JSONWire {
    /// Encodes a value as compact JSON, keys in declaration order (see ``CompactJSONEncoder``).
    static func encode(_ value: some Encodable) -> [UInt8] {
        do {
            return try CompactJSONEncoder.encode(value)
        } catch {
            return Array("{\"error\":\"unencodable answer\"}".utf8)
        }
    }

    /// Decodes a typed document (the device catalog), with a message naming the path of the first problem.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(DecodeFailure) -> T {
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

/// A strict RFC 8259 reader for request bodies: what `JSONDecoder` lets through (a member given twice, a trailing
/// comma) is an error here, and every error says where it is (byte offset and the member path).
///
/// `try StrictJSON.parse(Array(#"{"a":[1,2]}"#.utf8))` → `.object(["a": .array([.number(1), .number(2)])])`;
/// `{"a":1,"a":2}` → "member \"a\" appears twice (at byte 7)".
struct StrictJSON {
    /// Why a document was refused, with where.
    struct Failure: Error {
        let message: String
    }

    /// Deeper nesting than this is refused; it bounds the recursion. Most requests have three levels; a
    /// `/swiftui/layout` tree takes two per stack level (the view and its `children` array), so its 64 levels
    /// (`SwiftUILayout.maximumDepth`) need 129 inside a body and a few more inside a batch: a deeper tree reaches
    /// the tree's own limit (422) before this one.
    static let maximumDepth = 160

    private let bytes: [UInt8]
    private var index = 0
    /// Where the reader is, for a failure's message: member names and array positions, formatted only then (a
    /// `"[\(n)]"` string per array element cost a tenth of reading a 200-view body).
    private var path: [Step] = []

    private enum Step {
        case member(String)
        case element(Int)

        var text: String {
            switch self {
            case .member(let name): name
            case .element(let n): "[\(n)]"
            }
        }
    }

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON value filling the whole input (whitespace around it allowed).
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = StrictJSON(bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private func failure(_ what: String) -> Failure {
        let place = path.isEmpty ? "" : " in \(path.map(\.text).joined(separator: "."))"
        return Failure(message: "\(what) at byte \(index)\(place)")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
        guard index < bytes.count else { throw failure("the document ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + text.count <= bytes.count, bytes[index..<index + text.count].elementsEqual(text) else {
            throw failure("unexpected word (expected \(word))")
        }
        index += text.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        // Room for a view's few members (type, a layout value or two, children) without regrowing; names are
        // compared, not hashed, up to a few members (``JSONObject``), so a duplicate costs no more to find above.
        var members = JSONObject(capacity: 4)
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a member name in quotes")
            }
            let start = index
            let name = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after member \"\(name)\"")
            }
            index += 1
            skipWhitespace()
            path.append(.member(name))
            let member = try value(depth: depth + 1)
            path.removeLast()
            guard members.insert(name, member) else {
                index = start
                throw failure("member \"\(name)\" appears twice")
            }
            skipWhitespace()
            guard index < bytes.count else { throw failure("the document ends inside an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw failure("a trailing comma before '}'")
                }
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else {
                throw failure("expected ',' or '}' after member \"\(name)\"")
            }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            path.append(.element(elements.count))
            elements.append(try value(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw failure("the document ends inside an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw failure("a trailing comma before ']'")
                }
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']' in an array") }
            index += 1
            return .array(elements)
        }
    }

    /// RFC 8259's number grammar, read as the nearest double; beyond a double's range is an error.
    ///
    /// Without an exponent and with at most 15 digits (`402`, `0.5`, `-12.25`: what bodies hold), the digits are an
    /// exact integer below 2⁵³ and the scale an exact power of ten up to 10¹⁵, so one division rounds once to the
    /// nearest double (Clinger's fast path), what `Double(String)` gives; any other number is read by it.
    private mutating func number() throws(Failure) -> Double {
        let start = index
        let isDigit = { (c: UInt8) in c >= 48 && c <= 57 }
        var digits: UInt64 = 0, count = 0, decimals = 0
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                digits = digits &* 10 &+ UInt64(bytes[index] - 48)
                count += 1
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("expected a digit after the decimal point")
            }
            while index < bytes.count, isDigit(bytes[index]) {
                digits = digits &* 10 &+ UInt64(bytes[index] - 48)
                count += 1
                decimals += 1
                index += 1
            }
        }
        let exponent = index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
        if !exponent && count <= 15 {
            let magnitude = Double(digits) / Self.powersOfTen[decimals]
            return negative ? -magnitude : magnitude
        }
        if exponent {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            index = start
            throw failure("a number beyond the range of a double")
        }
        return value
    }

    /// 10⁰ … 10¹⁵, each exact in a double.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15,
    ]

    /// A string with RFC 8259's escapes; raw control characters and invalid UTF-8 are errors.
    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        let start = index
        var high: UInt8 = 0  // every byte or'ed: below 0x80, the run is ASCII and needs no UTF-8 validation
        func flushRun(_ end: Int) throws(Failure) {
            guard runStart < end else { return }
            guard let text = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                throw failure("invalid UTF-8 in a string")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw failure("the document ends inside a string") }
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                if runStart == start {  // no escape (nearly every string): the bytes as they are, validated once
                    if high < 0x80 {
                        // ASCII is valid UTF-8: `String(validating:)` went through an unspecialized generic
                        // validator, a third of reading a 200-view body.
                        let text = String(decoding: bytes[start..<index], as: UTF8.self)
                        index += 1
                        return text
                    }
                    guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
                        throw failure("invalid UTF-8 in a string")
                    }
                    index += 1
                    return text
                }
                try flushRun(index)
                index += 1
                return String(scalars)
            }
            if c < 0x20 { throw failure("a control character inside a string (escape it)") }
            high |= c
            if c != UInt8(ascii: "\\") { index += 1; continue }
            try flushRun(index)
            index += 1
            guard index < bytes.count else { throw failure("the document ends inside an escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else {
                        throw failure("a lone high surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw failure("a high surrogate not followed by a low one")
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("a lone low surrogate in a \\u escape") }
                scalars.append(scalar)
            default:
                index -= 1
                throw failure("an unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            runStart = index
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("a \\u escape needs four hex digits") }
        var code: UInt32 = 0
        for c in bytes[index..<index + 4] {
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - 55)
            default: throw failure("a \\u escape needs four hex digits")
            }
            code = code * 16 + digit
        }
        index += 4
        return code
    }
}
