import LayoutAnswers

/// A strict RFC 8259 reader for request bodies: what `JSONDecoder` lets through (a member given twice, a trailing
/// comma) is an error here, and every error says where it is (byte offset and the member path).
///
/// `try StrictJSON.parse(Array(#"{"a":[1,2]}"#.utf8))` → `.object(["a": .array([.number(1), .number(2)])])`;
/// `{"a":1,"a":2}` → "member \"a\" appears twice (at byte 7)".
struct StrictJSON {
    /// Why a document was refused, with where.
    struct Failure: Error {
        /// What is wrong, e.g. "a trailing comma before '}'".
        fileprivate let what: String
        /// The byte it is at.
        fileprivate let offset: Int
        /// The members and elements it is in, innermost first: each adds its own as the failure leaves it, so a
        /// document that reads keeps no path at all.
        fileprivate var steps: [Step] = []

        /// `"a trailing comma before '}' at byte 7 in a.b.[1]"`.
        var message: String {
            let place = steps.isEmpty ? "" : " in \(steps.reversed().map(\.text).joined(separator: "."))"
            return "\(what) at byte \(offset)\(place)"
        }

        /// This failure inside one more member or element.
        fileprivate func inside(_ step: Step) -> Failure {
            var outer = self
            outer.steps.append(step)
            return outer
        }
    }

    /// Deeper nesting than this is refused; it bounds the recursion. Most requests have three levels; a
    /// `/swiftui/layout` tree takes two per stack level (the view and its `children` array), so its 64 levels
    /// (`SwiftUILayout.maximumDepth`) need 129 inside a body and a few more inside a batch: a deeper tree reaches
    /// the tree's own limit (422) before this one.
    static let maximumDepth = 160

    /// The document, read in place for the length of ``parse(_:)`` (no bounds check or array access per byte).
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The short strings read so far, once the document has more than a few (``RepeatedStrings``).
    var repeated: RepeatedStrings?
    var stringsRead = 0

    /// Where a failure is: a member name or an array position, formatted only for the message (a `"[\(n)]"` string
    /// per array element cost a tenth of reading a 200-view body, and a path kept as the reader went a tenth more).
    fileprivate enum Step {
        case member(String)
        case element(Int)

        var text: String {
            switch self {
            case .member(let name): name
            case .element(let n): "[\(n)]"
            }
        }
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses one JSON value filling the whole input (whitespace around it allowed).
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Failure) -> JSONValue in
                var reader = StrictJSON(buffer)
                defer { reader.repeated?.deallocate() }
                reader.skipWhitespace()
                let value = try reader.value(depth: 0)
                reader.skipWhitespace()
                guard reader.index == buffer.count else { throw reader.failure("unexpected text after the JSON value") }
                return value
            }
        }
        return try result.get()
    }

    func failure(_ what: String) -> Failure { Failure(what: what, offset: index) }

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
            let member: JSONValue
            do { member = try value(depth: depth + 1) } catch { throw error.inside(.member(name)) }
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
            do { elements.append(try value(depth: depth + 1)) } catch { throw error.inside(.element(elements.count)) }
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

    /// RFC 8259's number grammar, read as the nearest double; beyond a double's range is an error. Every spelling
    /// of one value reads as one double: `1`, `1.0`, `1e0` and `10e-1` as 1, and `-0` (`-0.0`, `-0e5`) as 0, so no
    /// engine sees a negative zero and two spellings that share a cache entry get one answer.
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
            return negative && digits != 0 ? -magnitude : magnitude
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
        return value == 0 ? 0 : value  // -0 (and an underflow to -0, `-1e-400`) is 0
    }

    /// 10⁰ … 10¹⁵, each exact in a double.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15,
    ]
}
