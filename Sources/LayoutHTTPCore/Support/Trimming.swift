extension Substring {
    /// The text without `character` at either end: how a list element of a header field loses its spaces (no
    /// Foundation here, so no `CharacterSet`).
    ///
    /// `" gzip ".dropFirst(0).trimmingCharacters(in: " ")` → `"gzip"`
    /// - Parameter character: What to drop at both ends (the space, in every use).
    /// - Returns: The rest, as a `String`.
    package func trimmingCharacters(in character: Character) -> String {
        var s = self
        while s.first == character { s.removeFirst() }
        while s.last == character { s.removeLast() }
        return String(s)
    }
}
