/// Client text read as bytes: what every header, method, path, query name and JSON member name is compared, split,
/// trimmed and hashed with before it is known to be one of layoutd's own (ASCII) words.
///
/// RFC 9110 makes field values octets, and none of layoutd's names, methods, media types or ids holds a byte above
/// 0x7F. `String`'s `==`, hashing, `split`, `lowercased()` and `hasPrefix` work on Characters under canonical
/// equivalence instead: one grapheme of a base letter and thousands of combining marks of different classes is
/// reordered again and again (a 13 KB header cost a poll thread a second). Everything here reads `utf8` bytes once,
/// in time linear in their count, and folds ASCII case only.
///
/// ```swift
/// ByteText.same("caf\u{E9}", "cafe\u{301}")                          // false: different bytes
/// ByteText.equalsLowercase(" Gzip ".utf8.dropFirst(), "gzip ")       // true
/// ByteText.elements(of: "gzip;q=0, br", separator: 0x2C).count       // 2
/// ByteText.asciiLowercased("iPhone 15 \u{212A}")                      // "iphone 15 \u{212A}": ASCII only
/// ```
@usableFromInline package enum ByteText {
    /// The bytes of a slice of client text.
    @usableFromInline package typealias Bytes = Substring.UTF8View

    /// Whether two texts are the same bytes (never canonical equivalence), compared in their contiguous storage: a
    /// `utf8.elementsEqual` walks an iterator out of line, a thousand instructions and more for a member name.
    /// - Example: `same("é", "e\u{301}")` → false; `same("fit", "fit")` → true.
    @inlinable package static func same(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in same(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y)) }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// Whether two byte buffers hold the same bytes, compared eight at a time (`elementsEqual` goes byte by byte
    /// through an iterator: a fifth of a cached answer's instructions, for the prepared answers' keys).
    /// - Example: the buffers of `fit` and `fit` → true; of `fit` and `fix` → false.
    @inlinable package static func same(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        var i = 0
        while i + 8 <= a.count {
            guard
                a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            else { return false }
            i += 8
        }
        while i < a.count {
            guard a[i] == b[i] else { return false }
            i += 1
        }
        return true
    }

    /// Whether bytes equal a lower-case ASCII word, ignoring ASCII case in the bytes.
    /// - Example: `equalsLowercase("GZip".utf8[...], "gzip")` → true; `"gzip\u{301}"` → false.
    @inlinable package static func equalsLowercase<C: Collection<UInt8>>(_ bytes: C, _ lower: String) -> Bool {
        equalsLowercase(bytes, bytes: lower.utf8)
    }

    /// ``equalsLowercase(_:_:)`` with the lower-case word given as bytes.
    @inlinable package static func equalsLowercase<C: Collection<UInt8>, L: Collection<UInt8>>(
        _ bytes: C, bytes lower: L
    ) -> Bool {
        guard bytes.count == lower.count else { return false }
        return zip(bytes, lower).allSatisfy { byte, expected in
            (byte >= 65 && byte <= 90 ? byte | 0x20 : byte) == expected
        }
    }

    /// Whether bytes start with a lower-case ASCII word, ignoring ASCII case in the bytes.
    /// - Example: `startsWithLowercase("Q=0.5".utf8[...], "q=")` → true.
    @inlinable package static func startsWithLowercase(_ bytes: Bytes, _ lower: String) -> Bool {
        guard bytes.count >= lower.utf8.count else { return false }
        return equalsLowercase(bytes.prefix(lower.utf8.count), lower)
    }

    /// Whether every byte is ASCII.
    /// - Example: `isASCII("fit")` → true; `isASCII("é")` → false.
    @inlinable package static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    /// The text with ASCII letters in lower case and every other byte as it is (HTTP tokens, header names and
    /// layoutd's ids are ASCII): no Unicode case mapping, so the Kelvin sign stays itself and is no `k`.
    /// - Example: `asciiLowercased("Content-Type")` → `"content-type"`; `"K\u{212A}"` → `"k\u{212A}"`.
    package static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 65 && $0 <= 90 }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The bytes without spaces and tabs at either end.
    /// - Example: `trimmed(" gzip\t".utf8[...])` → the bytes of `gzip`.
    @inlinable package static func trimmed(_ bytes: Bytes) -> Bytes {
        var bytes = bytes
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        return bytes
    }

    /// The elements of a list split on one ASCII byte (`,` of a header list, `;` of its parameters), each trimmed of
    /// spaces and tabs, empty ones kept.
    /// - Example: `elements(of: "gzip;q=0, br", separator: 0x2C)` → the bytes of `gzip;q=0` and `br`.
    package static func elements(of text: String, separator: UInt8) -> [Bytes] {
        elements(of: text.utf8[...], separator: separator)
    }

    /// ``elements(of:separator:)`` of a slice.
    package static func elements(of bytes: Bytes, separator: UInt8) -> [Bytes] {
        bytes.split(separator: separator, omittingEmptySubsequences: false).map(trimmed)
    }

    /// The first of `names` in byte order that is none of `known`, compared as bytes: the unknown member an error
    /// names, found in time linear in the names' bytes (`sorted()` and `!=` on `String` normalize each comparison).
    /// - Example: `firstUnknown(["width", "z", "b\u{301}"], known: ["width", "height"])` → `"b\u{301}"`.
    package static func firstUnknown(_ names: some Sequence<String>, known: [String]) -> String? {
        var best: String?
        for name in names where !known.contains(where: { same($0, name) }) {
            if let b = best, !name.utf8.lexicographicallyPrecedes(b.utf8) { continue }
            best = name
        }
        return best
    }

    /// A weight (`q=0.5`) read from its bytes after `q=`: `nil` unless it is a short ASCII number.
    /// - Example: `number("0.5".utf8[...])` → 0.5; `number("1\u{301}".utf8[...])` → nil.
    package static func number(_ bytes: Bytes) -> Double? {
        guard bytes.count <= 32, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Double(Substring(bytes))
    }
}

/// A text that hashes and compares by its bytes: the key of a table a client's text is looked up in (`String`'s
/// own hashing normalizes, at a cost a client chooses).
///
/// `ByteKey("caf\u{E9}") == ByteKey("cafe\u{301}")` → false
@usableFromInline package struct ByteKey: Hashable, Sendable {
    /// The text.
    @usableFromInline package let text: String

    /// - Parameter text: Any text; only its bytes count.
    @inlinable package init(_ text: String) { self.text = text }

    @inlinable package static func == (a: ByteKey, b: ByteKey) -> Bool {
        ByteText.same(a.text, b.text)
    }

    @inlinable package func hash(into hasher: inout Hasher) {
        var text = text  // withUTF8 reads a native string's bytes in place
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
