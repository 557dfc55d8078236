/// Levenshtein distance with an early exit: the "did you mean" of unknown parameter names and device names.
///
/// `EditDistance.between("aspct", "aspect", limit: 3)` → `1`
public enum EditDistance {
    /// The number of single-character edits from `a` to `b`, or `limit + 1` when the lengths alone exceed `limit`.
    public static func between(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The same over bytes (the "did you mean" of `/devices?q=`, which compares ASCII text only).
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
