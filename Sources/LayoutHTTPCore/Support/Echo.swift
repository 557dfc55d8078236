/// Client text that an answer or a log line repeats, cut to a fixed number of bytes: what a client sends is echoed at
/// most that long, whatever it sent (a 30 KB method, a 2 KB path, a 5,000-name body).
///
/// ```swift
/// Echo.capped("PROPFIND", bytes: 32)                  // "PROPFIND"
/// Echo.capped(String(repeating: "M", count: 30_000), bytes: 32)
/// // "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM… (30000 bytes)"
/// ```
package enum Echo {
    /// The most bytes of a request method an answer or log line repeats.
    package static let methodBytes = 32
    /// The most bytes of a path a log line or a 404 repeats.
    package static let pathBytes = 2_048
    /// The most bytes of one name or value an error repeats (an unknown parameter, a device name).
    package static let valueBytes = 64

    /// `text` if it is at most `limit` UTF-8 bytes; else its first `limit` bytes or fewer (cut before a scalar that
    /// would not fit), then `… (N bytes)` with the whole length.
    package static func capped(_ text: String, bytes limit: Int) -> String {
        let utf8 = text.utf8
        guard utf8.count > limit else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: limit)
        while end > utf8.startIndex && utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
        return String(decoding: utf8[..<end], as: UTF8.self) + "… (\(utf8.count) bytes)"
    }
}
