extension SVGDocument {
    /// Text or an attribute value with XML's five special characters escaped, scalar by scalar (an `&` a combining
    /// mark follows is one Character but still needs its entity).
    /// Example: `a<b & "c"` → `a&lt;b &amp; &quot;c&quot;`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The bytes ``escape(_:)`` makes of `text`: what a picture's bound counts.
    /// Example: `a<b & "c"` → 26.
    static func escapedByteCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): count += 5
            case UInt8(ascii: "<"), UInt8(ascii: ">"): count += 4
            case UInt8(ascii: "\""), UInt8(ascii: "'"): count += 6
            default: count += 1
            }
        }
        return count
    }
}
