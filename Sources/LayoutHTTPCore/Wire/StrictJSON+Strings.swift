import LayoutAnswers

/// Reading strings: most are plain ASCII (member names, view types, enum names), found a word at a time and, once a
/// document has read a few, taken from the ones it read before (``RepeatedStrings``) instead of made again.
extension StrictJSON {
    /// A string with RFC 8259's escapes; raw control characters and invalid UTF-8 are errors.
    mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        if let end = plainEnd(from: start) {
            index = end + 1
            return plain(from: start, to: end)
        }
        var high: UInt8 = 0  // every byte or'ed: below 0x80, the run is ASCII and needs no UTF-8 validation
        // The plain bytes before the first quote, backslash or control character, in registers: nearly every string
        // is nothing else, and takes its bytes as they are, validated once.
        var end = index
        while end < bytes.count {
            let c = bytes[end]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 { break }
            high |= c
            end += 1
        }
        index = end
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return try escapedString(from: start) }
        if high < 0x80 {
            // ASCII is valid UTF-8: `String(validating:)` went through an unspecialized generic validator, a third
            // of reading a 200-view body.
            let text = Self.ascii(bytes[start..<index])
            index += 1
            return text
        }
        guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw failure("invalid UTF-8 in a string")
        }
        index += 1
        return text
    }

    /// The rest of a string from its first escape or control character (or the document's end), read scalar by
    /// scalar; `start` is where its bytes began.
    private mutating func escapedString(from start: Int) throws(Failure) -> String {
        var scalars = String.UnicodeScalarView()
        var runStart = start
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
                try flushRun(index)
                index += 1
                return String(scalars)
            }
            if c < 0x20 { throw failure("a control character inside a string (escape it)") }
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

    /// ASCII bytes as a string: up to 15 (a member name, a view type) copied straight into a small string (no
    /// validation pass, no generic decoding), longer runs decoded.
    static func ascii(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let count = run.count
        guard count > 0, count <= 15, let source = run.base.baseAddress else {
            return String(decoding: run, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.initialize(from: source + run.startIndex, count: count)
            return count
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

    /// Where the string whose bytes begin at `start` closes, when every byte before its closing quote is ASCII other
    /// than a backslash or a control character (nearly every string a body holds); `nil` for any other string, which
    /// ``string()`` then reads byte by byte.
    /// Example: at the `t` of `"type":` → the index of the second quote; at the `a` of `"a\"b"` → `nil`.
    private func plainEnd(from start: Int) -> Int? {
        var at = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while at + 8 <= bytes.count {
                let flagged = Self.special(base.loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian)
                if flagged != 0 {
                    let stop = at + flagged.trailingZeroBitCount / 8
                    return bytes[stop] == UInt8(ascii: "\"") ? stop : nil
                }
                at += 8
            }
        }
        while at < bytes.count {
            let c = bytes[at]
            if c == UInt8(ascii: "\"") { return at }
            if c == UInt8(ascii: "\\") || c < 0x20 || c >= 0x80 { return nil }
            at += 1
        }
        return nil
    }

    /// The high bit of every byte of `word` that is a quote, a backslash, a control character or not ASCII. Bytes
    /// above a flagged one can be flagged wrongly (a subtraction's borrow runs upward), never the lowest one.
    /// Example: the bytes `ab"` then five `x` → `0x80_0000` (the quote, byte 2).
    @inline(__always) private static func special(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let quote = zeroBytes(word ^ (ones &* 0x22)), backslash = zeroBytes(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return quote | backslash | control | (word & highs)
    }

    /// A plain ASCII string's text (``plainEnd(from:)``): a short one from ``repeated`` once the document has read
    /// more than ``RepeatedStrings/after`` strings, else made from its bytes.
    private mutating func plain(from start: Int, to end: Int) -> String {
        let count = end - start
        guard count <= RepeatedStrings.longest else { return Self.ascii(bytes[start..<end]) }
        stringsRead += 1
        if repeated == nil {
            guard stringsRead > RepeatedStrings.after else { return Self.ascii(bytes[start..<end]) }
            repeated = RepeatedStrings()
        }
        return repeated!.text(of: bytes, from: start, count: count)
    }
}

/// The short ASCII strings one document has read, by their bytes: a 200-view body names `type` 200 times and
/// `VStack` 37; making each string again costs about 120 instructions, finding the kept one about 85 (29k fewer for
/// that body's 816 strings, callgrind). 64 slots
/// (2 KiB, made once a document has read ``after`` strings, freed when it has been read), a newer string replacing
/// an older one in its slot; a string is kept whole or not at all, so a slot gives back exactly the bytes it keeps.
///
/// ```swift
/// var strings = RepeatedStrings()
/// strings.text(of: buffer, from: 1, count: 4)  // "type", made and kept (buffer holds "\"type\"")
/// strings.text(of: buffer, from: 1, count: 4)  // "type", the one kept
/// strings.deallocate()
/// ```
struct RepeatedStrings {
    /// The longest string kept: 15 bytes, a small string (no allocation, no reference count).
    static let longest = 15
    /// Strings a document reads before it keeps them (a `/fit` body has five).
    static let after = 16
    private static let slots = 64

    private struct Slot {
        /// The bytes as two little-endian words, zero past the string; the second holds the length in its top byte.
        var first: UInt64 = 0
        var second: UInt64 = 0
        var text = ""
    }

    private let storage: UnsafeMutablePointer<Slot>

    init() {
        storage = .allocate(capacity: Self.slots)
        storage.initialize(repeating: Slot(), count: Self.slots)
    }

    func deallocate() {
        storage.deinitialize(count: Self.slots)
        storage.deallocate()
    }

    /// The string of the `count` (at most ``longest``) ASCII bytes at `start`: the one kept for those bytes, or a
    /// new one, then kept. An empty string matches an empty slot, whose text is empty too.
    mutating func text(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> String {
        var first: UInt64 = 0, second: UInt64 = 0
        if start + 16 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) {
            first = base.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
            second = base.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self).littleEndian
            first &= count >= 8 ? ~0 : (1 << (8 * UInt64(count))) &- 1
            second &= count > 8 ? (1 << (8 * UInt64(count - 8))) &- 1 : 0
        } else {
            for i in 0..<count {
                let byte = UInt64(bytes[start + i]) << (8 * UInt64(i % 8))
                if i < 8 { first |= byte } else { second |= byte }
            }
        }
        second |= UInt64(count) << 56
        let mixed = ((first &* 0x9E37_79B9_7F4A_7C15) ^ second) &* 0xC2B2_AE3D_27D4_EB4F
        let slot = storage + Int(truncatingIfNeeded: mixed >> 58)
        if slot.pointee.first == first, slot.pointee.second == second { return slot.pointee.text }
        let text = StrictJSON.ascii(bytes[start..<start + count])
        slot.pointee = Slot(first: first, second: second, text: text)
        return text
    }
}
