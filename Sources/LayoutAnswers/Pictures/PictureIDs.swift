/// The ids of a picture: every one begins with a prefix derived from the picture itself, so that two pictures inlined
/// in one HTML page never share an id (one's `url(#display-clip)` never clips the other).
///
/// A picture is written with bare ids (`safe-area`, `display-clip`, `legend`); its prefix is `p`, the FNV-1a 32-bit
/// hash of those bytes as 8 lowercase hexadecimal digits, and `-`. Every ` id="`, `="url(#` and ` href="#` of the
/// picture then gets the prefix, and the root `<svg>` names it in `data-id-prefix`. The prefix depends only on the
/// picture's bytes, so every replica writes the same bytes (and ETag); two different pictures have different prefixes
/// (but for a 1 in 2³² chance), and two copies of the same picture share ids whose definitions are the same.
/// User text never holds a raw `"` (``SVGDocument/escape(_:)`` writes `&quot;`), so the patterns only meet the
/// attributes the picture writers put there.
///
/// `PictureIDs.unique(#"<svg width="9"><rect id="a" clip-path="url(#c)"/></svg>"#)` →
/// `<svg data-id-prefix="p2771931b-" width="9"><rect id="p2771931b-a" clip-path="url(#p2771931b-c)"/></svg>`.
enum PictureIDs {
    /// FNV-1a, 32 bits (offset basis 2166136261, prime 16777619): `hash("a")` is `0xe40c292c`.
    /// - Parameter bytes: The picture written with bare ids.
    /// - Returns: The hash.
    static func hash(_ bytes: [UInt8]) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    /// The prefix of a picture written with bare ids: `p` + the hash in 8 hex digits + `-`, e.g. `pe40c292c-`.
    static func prefix(of bytes: [UInt8]) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8), h = hash(bytes)
        var out: [UInt8] = [UInt8(ascii: "p")]
        for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((h >> UInt32(shift)) & 0xf)]) }
        return out + [UInt8(ascii: "-")]
    }

    /// The picture with `prefix` in front of every id and every reference to one (` id="`, `="url(#`, ` href="#`),
    /// in one pass over its bytes.
    /// - Parameters:
    ///   - svg: The picture (or a part of it) with bare ids.
    ///   - prefix: e.g. `g0-`.
    /// - Returns: `<rect id="g0-safe-area" …>` for `<rect id="safe-area" …>`.
    static func prefixed(_ svg: [UInt8], _ prefix: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(svg.count + svg.count / 8)
        for (i, b) in svg.enumerated() {
            out.append(b)
            let opens =
                switch b {
                case UInt8(ascii: "\""): ends(svg, at: i, with: idOpen)
                case UInt8(ascii: "#"): ends(svg, at: i, with: urlOpen) || ends(svg, at: i, with: hrefOpen)
                default: false
                }
            if opens { out += prefix }
        }
        return out
    }

    /// The picture as served: its ids prefixed by its own hash, the root `<svg>` naming the prefix.
    /// - Parameter text: The whole document with bare ids, from `<?xml` to `</svg>`.
    /// - Returns: Its bytes with `data-id-prefix` on the root.
    static func unique(_ text: String) -> [UInt8] {
        let bare = Array(text.utf8), prefix = prefix(of: bare)
        var out = prefixed(bare, prefix)
        let root = Array("<svg ".utf8)
        if let at = firstIndex(of: root, in: out) {
            out.insert(contentsOf: Array("data-id-prefix=\"".utf8) + prefix + Array("\" ".utf8), at: at + root.count)
        }
        return out
    }

    private static let idOpen = Array(" id=\"".utf8), urlOpen = Array("=\"url(#".utf8)
    private static let hrefOpen = Array(" href=\"#".utf8)

    /// Whether `bytes` has `pattern` ending at index `i`.
    private static func ends(_ bytes: [UInt8], at i: Int, with pattern: [UInt8]) -> Bool {
        let start = i + 1 - pattern.count
        guard start >= 0 else { return false }
        for (k, p) in pattern.enumerated() where bytes[start + k] != p { return false }
        return true
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for i in 0...(bytes.count - pattern.count) where ends(bytes, at: i + pattern.count - 1, with: pattern) {
            return i
        }
        return nil
    }
}
