/// Conditional requests (RFC 9110 §13): whether an `If-None-Match` names the current answer.
///
/// `Conditional.matches("W/\"abc\", \"def\"", etag: "\"abc\"")` → true
enum Conditional {
    /// RFC 9110 §13.1.2: `*` or any listed tag equal to ours (weak comparison, so `W/"x"` matches `"x"`). A tag sent
    /// with its quotes percent-encoded (`%22…%22`, what swift-openapi-generator's clients send for a header
    /// parameter) matches too: a quote cannot otherwise start `%22`.
    static func matches(_ condition: String, etag: String) -> Bool {
        condition.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: " ")
            if tag.contains("%22") { tag = tag.replacing("%22", with: "\"") }
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }

}
