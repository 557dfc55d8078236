import LayoutGeometry
import LayoutTestSupport
import Testing

@testable import LayoutHTTP
@testable import LayoutHTTPCore

/// The uncached path's number readers read what the general readers read: a size's two numbers as
/// `Parameters.list` reads them, an aspect ratio's terms as `AspectRatio(parsing:)` reads them where openapi.yaml's
/// pattern allows them, and nothing else.
struct NumberReaderTests {
    /// Texts from the bytes a size or a ratio is written with, and the ones they must refuse: every combination of
    /// up to five of them, and longer random ones.
    private static func texts(from alphabet: [String], count: Int) -> [String] {
        var texts = [""]
        var last = [""]
        for _ in 0..<4 {
            last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += last
        }
        var generator = SplitMix64(seed: 38)
        for _ in 0..<count {
            texts.append(
                (0..<Int.random(in: 5...14, using: &generator)).map { _ in alphabet.randomElement()! }.joined())
        }
        return texts
    }

    @Test func aSizeReadsAsTheGeneralReaderReadsIt() {
        let alphabet = ["1", "0", "5", ".", "x", "X", ",", " ", "-", "+", "e", "12345678901"]
        for text in Self.texts(from: alphabet, count: 5_000) {
            for kind in [Parameters.NumberKind.positive, .nonNegative] {
                let general = try? Parameters.list(
                    text, kinds: [kind, kind], separators: Array("xX,".utf8), field: "container", shape: "WxH")
                let fast = Parameters.pair(text, kind: kind)
                // A text the fast reader leaves goes to the general one: it may refuse less, never read otherwise.
                if let fast {
                    #expect(general.map { [fast.0, fast.1] == $0 } == true, "\(text) \(kind)")
                }
            }
        }
        #expect(Parameters.pair("852x393", kind: .positive).map { [$0.0, $0.1] } == [852, 393])
        #expect(Parameters.pair("0x393", kind: .positive) == nil)
        #expect(Parameters.pair("0x393", kind: .nonNegative).map { [$0.0, $0.1] } == [0, 393])
        #expect(Parameters.pair(" 852 , 393 ", kind: .positive).map { [$0.0, $0.1] } == [852, 393])
    }

    /// openapi.yaml's ratio term: digits with an optional fraction, or a fraction alone; positive, under 1e12.
    private static func term(_ text: Substring) -> Double? {
        guard text.wholeMatch(of: /[0-9]+(\.[0-9]+)?|\.[0-9]+/) != nil,
            text.drop(while: { $0 == "0" }).prefix(while: { $0 != "." }).count <= 12,
            let value = Double(text), value > 0
        else { return nil }
        return value
    }

    @Test func aRatioReadsAsAspectRatioParsesIt() throws {
        let alphabet = ["21", "9", "0", ".", ":", "/", "x", "X", " ", "-", "+", "e", "5"]
        for text in Self.texts(from: alphabet, count: 5_000) {
            let separator = text.firstIndex { ":/xX".contains($0) }
            let expected: (Double, Double)? =
                if let separator {
                    Self.term(text[..<separator]).flatMap { w in
                        Self.term(text[text.index(after: separator)...]).map { (w, $0) }
                    }
                } else {
                    Self.term(Substring(text)).map { ($0, 1) }
                }
            let fast = Parameters.ratioTerms(text)
            #expect(fast.map { [$0.0, $0.1] } == expected.map { [$0.0, $0.1] }, "\(text)")
            if let fast, let parsed = try? AspectRatio(parsing: text) {
                #expect([fast.0, fast.1] == [parsed.width, parsed.height], "\(text)")
            }
        }
        #expect(Parameters.ratioTerms("21 :9") == nil)
        #expect(Parameters.ratioTerms(" 21:9") == nil)
        #expect(Parameters.ratioTerms("21:9").map { [$0.0, $0.1] } == [21, 9])
        #expect(Parameters.ratioTerms("2.5").map { [$0.0, $0.1] } == [2.5, 1])
    }

    @Test func scanRefusesWhatTheGrammarRefuses() {
        for text in ["1 2", "--1", "+-1", "1e5", "1.2.3", ".", "-", " ", "", "0x10", "1_000", "١٢"] {
            #expect(Parameters.scan(Substring(text), kind: .signed) == nil, "\(text)")
        }
        #expect(Parameters.scan("  -0.50 ", kind: .signed) == -0.5)
        #expect(Parameters.scan("-0", kind: .nonNegative) == nil, "a sign only where negative numbers are allowed")
    }
}
