@testable import LayoutAnswers
import LayoutTestSupport
import Testing

/// The escapes answers and pictures write, and the byte counts their bounds take from them.
struct EscapeTests {
    /// XML's five special characters become entities scalar by scalar, a combining mark after `&` or `<`
    /// included (Swift reads `&` + U+0301 as one Character, which XML does not).
    @Test func svgEscapesEveryScalar() {
        #expect(SVGDocument.escape("a<b & \"c\" 'd' >") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos; &gt;")
        #expect(SVGDocument.escape("&\u{301}<\u{316}") == "&amp;\u{301}&lt;\u{316}")
    }

    /// On random strings of special, control, combining and wide characters, the counts are the bytes written.
    @Test func countsAreTheBytesWritten() {
        var g = SplitMix64(seed: 7)
        let pieces = ["a", "\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "é", "&", "<", ">", "'", "\u{301}", "漢", "🏳️‍🌈"]
        for _ in 0..<500 {
            let s = (0..<Int(g.next() % 24)).map { _ in pieces[Int(g.next() % UInt64(pieces.count))] }.joined()
            var json: [UInt8] = []
            CompactJSONEncoder.appendString(s, to: &json)
            #expect(CompactJSONEncoder.escapedByteCount(s) == json.count, "\(Array(s.unicodeScalars))")
            #expect(SVGDocument.escapedByteCount(s) == SVGDocument.escape(s).utf8.count, "\(Array(s.unicodeScalars))")
        }
    }
}
