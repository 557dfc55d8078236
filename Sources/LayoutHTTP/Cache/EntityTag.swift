import LayoutAnswers
package import LayoutHTTPCore

/// An entity tag (RFC 9110 §8.8.3): the validator a cached answer is sent with, and the `If-None-Match` test of a
/// conditional request (RFC 9110 §13.1.2) that turns a repeated question into a 304.
///
/// A strong tag of the body's 64-bit ``ContentHash``, so the same bytes give the same tag on every replica; an
/// answer's zstd and gzip representations have tags of their own (``coded(_:)``), since their bytes differ.
///
/// ```swift
/// EntityTag(body: Array("{}".utf8)).value.count                           // 18: 16 hex digits in quotes
/// EntityTag(value: "\"abc\"").coded(.zstd)                                // EntityTag(value: "\"abc-zstd\"")
/// EntityTag(value: "\"abc\"").matches(ifNoneMatch: "W/\"abc\", \"def\"")  // true
/// ```
package struct EntityTag: Sendable, Hashable {
    /// The tag as sent in `ETag`, quotes included.
    package let value: String

    /// - Parameter value: A tag with its quotes (`"abc"`).
    package init(value: String) { self.value = value }

    /// The strong tag of a body: its ``ContentHash`` as 16 lower-case hex digits, in quotes.
    /// - Parameter body: The representation's bytes.
    package init(body: [UInt8]) {
        let hash = body.withUnsafeBytes(ContentHash.of)
        value = String(unsafeUninitializedCapacity: 18) { text in  // "0123456789abcdef" with its quotes: one allocation
            text[0] = UInt8(ascii: "\"")
            for i in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> (60 - 4 * UInt64(i))) & 15
                text[1 + i] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            text[17] = UInt8(ascii: "\"")
            return 18
        }
    }

    /// The tag of the same answer's representation in `coding`: `-zstd` or `-gzip` inside the quotes.
    package func coded(_ coding: ContentCoding) -> EntityTag {
        EntityTag(value: String(value.dropLast()) + "-" + coding.token + "\"")
    }

    /// Whether an `If-None-Match` value names this tag (RFC 9110 §13.1.2): `*` or any listed tag equal to it by the
    /// weak comparison (`W/"x"` matches `"x"`, §8.8.3.2). A tag sent with its quotes percent-encoded (`%22…%22`, what
    /// swift-openapi-generator's clients send for a header parameter) matches too: a quote cannot otherwise start
    /// `%22`.
    /// - Parameter condition: The request's `If-None-Match` field value.
    package func matches(ifNoneMatch condition: String) -> Bool {
        // Bytes, in one pass (``ByteText``): a tag is ASCII, and a client's value may hold anything.
        let own = value.utf8
        return ByteText.elements(of: condition, separator: UInt8(ascii: ",")).contains { candidate in
            if candidate.elementsEqual("*".utf8) { return true }
            var tag: [UInt8] = []
            tag.reserveCapacity(min(candidate.count, own.count + 8))
            var rest = candidate[...]
            while let byte = rest.first, tag.count <= own.count + 2 {  // longer than a weak tag: no match
                if byte == UInt8(ascii: "%"), rest.starts(with: "%22".utf8) {
                    tag.append(UInt8(ascii: "\""))
                    rest = rest.dropFirst(3)
                } else {
                    tag.append(byte)
                    rest = rest.dropFirst()
                }
            }
            guard rest.isEmpty else { return false }
            let bare = tag.starts(with: "W/".utf8) ? tag.dropFirst(2) : tag[...]
            return bare.elementsEqual(own)
        }
    }
}
