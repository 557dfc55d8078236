/// Levenshtein distance with an early exit: the "did you mean" of unknown parameter names and device names.
///
/// `EditDistance.between("aspct", "aspect", limit: 3)` → `1`
public enum EditDistance {
    /// The number of single-byte edits from `a` to `b` (characters, for the ASCII names it is asked about), or
    /// `limit + 1` when the lengths alone exceed `limit` or either passes ``longestCompared`` bytes: bytes, never
    /// Characters, whose comparison normalizes (``ByteText``), and a bounded table whatever a client sends.
    public static func between(_ a: String, _ b: String, limit: Int) -> Int {
        guard a.utf8.count <= longestCompared, b.utf8.count <= longestCompared else { return limit + 1 }
        return between(bytes: Array(a.utf8), Array(b.utf8), limit: limit)
    }

    /// The longest text compared, in bytes (the longest name or id layoutd knows is under 100).
    public static let longestCompared = 128

    /// The same over bytes (the "did you mean" of `/devices?q=`, which compares ASCII text only); the caller bounds
    /// the lengths.
    ///
    /// `EditDistance.between(bytes: Array("iphne".utf8), Array("iphone".utf8), limit: 2)` → `1`
    public static func between(bytes a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count), current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitute = (a[i - 1] == b[j - 1] ? 0 : 1) + previous[j - 1]
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitute)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
