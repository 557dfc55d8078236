import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// Number scanning for ``Parameters``: one number of a compound query value in exactly openapi.yaml's grammar, and
/// the checks every number passes.
extension Parameters {
    static func number(_ text: some StringProtocol, field: String) throws(Problem) -> Double {
        var trimmed = Substring(text)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        // Digits, sign, point and exponent only: Double(_:) would also take "nan", "inf" and hex.
        let plain = trimmed.utf8.allSatisfy {
            ($0 >= 48 && $0 <= 57) || $0 == 43 || $0 == 45 || $0 == 46 || $0 == 101 || $0 == 69
        }
        guard !trimmed.isEmpty, plain, let value = Double(trimmed) else {
            throw Problem.invalidField(field, "must be a number (got \"\(text)\").")
        }
        return try finite(value, field: field)
    }

    static func finite(_ value: Double, field: String) throws(Problem) -> Double {
        guard value.isFinite else { throw Problem.invalidField(field, "must be a finite number.") }
        guard value.magnitude < 1e12 else {
            throw Problem.invalidField(field, "must be less than 1e12 in magnitude (got \(format(value))).")
        }
        return value == 0 ? 0 : value  // fold -0 into 0
    }

    /// What one number inside a compound query value may be (`852x393`, `0,0,130,130`): openapi.yaml's patterns.
    enum NumberKind { case signed, nonNegative, positive }

    /// One number of a compound value, in exactly the grammar openapi.yaml's patterns state: spaces around it, a sign
    /// only for `.signed`, digits with an optional fraction (`12`, `12.5`, `.5`; no exponent), at most 12 digits
    /// before the point once leading zeros are dropped (so |value| < 1e12), and > 0 for `.positive`.
    /// - Returns: The value, or `nil` when the text is not such a number.
    static func scan(_ text: Substring, kind: NumberKind) -> Double? {
        var text = text
        return text.withUTF8 { scan(bytes: $0, kind: kind) }
    }

    /// ``scan(_:kind:)`` on the text's UTF-8 bytes, read by offset (a `Substring.UTF8View`'s index moves cost more
    /// than the number).
    static func scan(bytes: UnsafeBufferPointer<UInt8>, kind: NumberKind) -> Double? {
        var start = 0
        var end = bytes.count
        while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var i = start
        if i < end && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) {
            guard kind == .signed else { return nil }
            i += 1
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        let integer = i
        while i < end && isDigit(bytes[i]) { i += 1 }
        let integerEnd = i
        var fraction = i
        var fractionEnd = i
        if i < end && bytes[i] == UInt8(ascii: ".") {
            i += 1
            fraction = i
            while i < end && isDigit(bytes[i]) { i += 1 }
            fractionEnd = i
            guard fractionEnd > fraction else { return nil }
        }
        var significantStart = integer  // leading zeros dropped
        while significantStart < integerEnd && bytes[significantStart] == 48 { significantStart += 1 }
        guard i == end, integerEnd > integer || fractionEnd > fraction, integerEnd - significantStart <= 12 else {
            return nil
        }
        let negative = start < end && bytes[start] == UInt8(ascii: "-")
        guard
            let value = exactDecimal(bytes, integer: integer..<integerEnd, fraction: fraction..<fractionEnd)
                .map({ negative ? -$0 : $0 })
                ?? Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        else { return nil }
        if kind == .positive && !(value > 0) { return nil }
        return value == 0 ? 0 : value
    }

    /// The double nearest a decimal of at most 15 significant digits and 22 fraction digits, without `strtod`: the
    /// digits and the power of ten are both exact doubles, and one IEEE division rounds correctly, so the result is
    /// the one `Double(_:)` gives (Clinger's fast path). `nil` for longer decimals.
    /// - Example: `"12"`, `"5"` → 12.5; `"0"`, `"1"` → 0.1 (the double nearest 0.1, as `Double("0.1")`).
    private static func exactDecimal(
        _ bytes: UnsafeBufferPointer<UInt8>, integer: Range<Int>, fraction: Range<Int>
    ) -> Double? {
        guard fraction.count <= 22 else { return nil }
        var digits: UInt64 = 0
        var significant = 0
        func accumulate(_ byte: UInt8) {
            if digits != 0 || byte != 48 { significant += 1 }
            digits = digits &* 10 &+ UInt64(byte &- 48)
        }
        for index in integer { accumulate(bytes[index]) }
        for index in fraction { accumulate(bytes[index]) }
        guard significant <= 15 else { return nil }
        return Double(digits) / powersOfTen[fraction.count]
    }

    /// 10⁰ … 10²², every one exact in a double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// Two numbers of one kind around a single `x`, `X` or `,` (`852x393`), as
    /// ``list(_:kinds:separators:field:shape:)`` reads them for a size, without its arrays: `nil` for anything else,
    /// which `list` then refuses with its message.
    /// - Example: `"852x393"`, `.positive` → (852, 393); `"852x"` → `nil`.
    static func pair(_ text: String, kind: NumberKind) -> (Double, Double)? {
        func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "x") || byte == UInt8(ascii: "X") || byte == UInt8(ascii: ",")
        }
        var text = text
        return text.withUTF8 { bytes in
            // A second separator is no number's byte: `scan` refuses the second part then.
            guard let separator = bytes.firstIndex(where: isSeparator),
                let first = scan(bytes: UnsafeBufferPointer(rebasing: bytes[..<separator]), kind: kind),
                let second = scan(bytes: UnsafeBufferPointer(rebasing: bytes[(separator + 1)...]), kind: kind)
            else { return nil }
            return (first, second)
        }
    }

    /// The two positive terms of an aspect ratio as `W:H`, `W/H` or `WxH` (split at the first of `:`, `/`, `x`,
    /// `X`) or one number (over 1), each in ``scan(_:kind:)``'s grammar without spaces around it; `nil` otherwise.
    /// A term it takes is the double `Double(_:)` reads from it, as `AspectRatio(parsing:)` does.
    /// - Example: `"21:9"` → (21, 9); `"2.5"` → (2.5, 1); `"21: 9"` → `nil`.
    static func ratioTerms(_ text: String) -> (Double, Double)? {
        func term(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
            guard bytes.first != UInt8(ascii: " "), bytes.last != UInt8(ascii: " ") else { return nil }
            return scan(bytes: bytes, kind: .positive)
        }
        var text = text
        return text.withUTF8 { bytes in
            let separator = bytes.firstIndex {
                $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X")
            }
            guard let separator else { return term(bytes).map { ($0, 1) } }
            guard let width = term(UnsafeBufferPointer(rebasing: bytes[..<separator])),
                let height = term(UnsafeBufferPointer(rebasing: bytes[(separator + 1)...]))
            else { return nil }
            return (width, height)
        }
    }

    /// Parses numbers of the given kinds separated by any of the ASCII `separators` (scanned as UTF-8 for speed).
    static func list(
        _ text: String, kinds: [NumberKind], separators: [UInt8], field: String, shape: String
    ) throws(Problem) -> [Double] {
        let count = kinds.count
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while true {
            if index == utf8.endIndex || separators.contains(utf8[index]) {
                guard numbers.count < count else {
                    throw Problem.invalidField(field, "expected \(shape) (got \"\(text.prefix(60))\").")
                }
                guard let value = scan(Substring(utf8[start..<index]), kind: kinds[numbers.count]) else {
                    let what =
                        switch kinds[numbers.count] {
                        case .signed: "a number"
                        case .nonNegative: "a number ≥ 0"
                        case .positive: "a number > 0"
                        }
                    throw Problem.invalidField(
                        field,
                        "expected \(shape), each \(what) below 1e12 written with digits and an optional fraction "
                            + "(got \"\(text.prefix(60))\")."
                    )
                }
                numbers.append(value)
                if index == utf8.endIndex { break }
                index = utf8.index(after: index)
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        guard numbers.count == count else {
            throw Problem.invalidField(field, "expected \(shape) (got \"\(text)\").")
        }
        return numbers
    }

    static func members(
        _ object: JSONObject, _ keys: [String], field: String, defaultZero: Bool = false
    ) throws(Problem) -> [Double] {
        if let extra = object.keys.first(where: { !keys.contains($0) }) {
            throw Problem.invalidField("\(field).\(extra)", "unknown member; expected \(keys.joined(separator: ", ")).")
        }
        var numbers: [Double] = []
        for key in keys {
            switch object[key] {
            case .number(let value)?: numbers.append(try finite(value, field: "\(field).\(key)"))
            case nil where defaultZero: numbers.append(0)
            case nil: throw Problem.invalidField("\(field).\(key)", "is required.")
            case .null?:
                throw Problem.invalidField("\(field).\(key)", "must not be null; leave the member out instead.")
            case let other?: throw Problem.invalidField("\(field).\(key)", "must be a number, not \(other.typeName).")
            }
        }
        return numbers
    }

    static func elements(_ array: [JSONValue], count: Int, field: String) throws(Problem) -> [Double] {
        guard array.count == count else { throw Problem.invalidField(field, "expected an array of \(count) numbers.") }
        var numbers: [Double] = []
        for (index, element) in array.enumerated() {
            guard case .number(let value) = element else {
                throw Problem.invalidField("\(field)[\(index)]", "must be a number, not \(element.typeName).")
            }
            numbers.append(try finite(value, field: "\(field)[\(index)]"))
        }
        return numbers
    }

    /// A number as short text for messages.
    static func format(_ value: Double) -> String { NumberText.short(value) }
}
