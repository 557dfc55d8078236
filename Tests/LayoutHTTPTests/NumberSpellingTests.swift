import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing

/// One number, one answer: two spellings of one question's JSON (`-0` for `0`; `1e0`, `1.0` or `10e-1` for `1`;
/// members in another order) are one question. RFC 8259 §6 leaves a number's value to its digits and exponent, not
/// its spelling, and §4 makes an object's members unordered; IEEE 754's −0 equals 0 (so the two share a cache
/// entry), and SwiftUI's `CGFloat` has no use for a sign on zero. So each pair of spellings is asked of one cached
/// service in both orders and of services without a cache, and every answer must be the same bytes with the same
/// ETag: whichever spelling the cache holds, the other gets what it would get alone.
struct NumberSpellingTests {
    /// A random view tree, kept apart from its text so it can be written more than one way.
    indirect enum View {
        case leaf(type: String, numbers: [(String, Double)], flags: [(String, Bool)])
        case wrapper(type: String, numbers: [(String, Double)], words: [(String, String)], content: View)
        case stack(type: String, numbers: [(String, Double)], words: [(String, String)], children: [View])
    }

    /// How a tree is written: each number by ``spell(_:variant:)`` with its own variant, and each object's members
    /// in the order `reorder` leaves them.
    struct Spelling {
        var rng: SplitMix64
        let plain: Bool

        /// `value` as JSON text: the shortest form when `plain`, else one of its other spellings.
        mutating func number(_ value: Double) -> String {
            plain ? NumberSpellingTests.shortest(value) : NumberSpellingTests.spell(value, variant: Int(rng.next() % 5))
        }

        mutating func object(_ members: [(String, String)]) -> String {
            var members = members
            if !plain { members.shuffle(using: &rng) }
            return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }

        mutating func text(_ view: View) -> String {
            var members: [(String, String)]
            switch view {
            case .leaf(let type, let numbers, let flags):
                members = [("type", "\"\(type)\"")] + numbers.map { ($0.0, number($0.1)) }
                members += flags.map { ($0.0, "\($0.1)") }
            case .wrapper(let type, let numbers, let words, let content):
                members = [("type", "\"\(type)\"")] + numbers.map { ($0.0, number($0.1)) }
                members += words.map { ($0.0, "\"\($0.1)\"") } + [("content", text(content))]
            case .stack(let type, let numbers, let words, let children):
                members = [("type", "\"\(type)\"")] + numbers.map { ($0.0, number($0.1)) }
                members += words.map { ($0.0, "\"\($0.1)\"") }
                members.append(("children", "[" + children.map { text($0) }.joined(separator: ",") + "]"))
            }
            return object(members)
        }
    }

    /// The shortest text of a value the tests use (a multiple of 0.25 below 10⁴): `12`, `12.5`, `0`.
    static func shortest(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Another spelling of the same value, by RFC 8259's grammar: 0 → `-0`, `0.0`, `-0.0`, `0e0`, `-0E+3`;
    /// others with a fraction of zeros, an exponent `e0`, scaled by ten with `e-1`, or by a tenth with `E1`.
    /// - Example: `spell(12, variant: 2)` → `120e-1`; `spell(0, variant: 0)` → `-0`.
    static func spell(_ value: Double, variant: Int) -> String {
        let text = shortest(value)
        if value == 0 { return ["-0", "0.0", "-0.0", "0e0", "-0E+3"][variant] }
        switch variant {
        case 0: return text.contains(".") ? text + "00" : text + ".0"
        case 1: return text + "e0"
        case 2: return shortest(value * 10) + "e-1"
        case 3: return String(value / 10) + "E1"
        default: return text + "E+0"
        }
    }

    /// A random tree of the views whose members are numbers, with many zeros (the `-0` spelling) and images in
    /// aspect ratios, where a zero's sign would change the answer (10 / −0 is −∞).
    static func randomView(_ rng: inout SplitMix64, depth: Int) -> View {
        func size() -> Double { [0, 0, 1, 10, 12.5, 30, 44, 150][Int(rng.next() % 8)] }
        let pick = depth >= 3 ? rng.next() % 3 : rng.next() % 10
        switch pick {
        case 0:
            return .leaf(type: "Fixed", numbers: [("width", size()), ("height", size())], flags: [])
        case 1:
            return .leaf(
                type: "Image", numbers: [("width", size()), ("height", size())], flags: [("resizable", true)])
        case 2: return .leaf(type: "Rectangle", numbers: [], flags: [])
        case 3:
            let image = View.leaf(
                type: "Image", numbers: [("width", 10), ("height", size())], flags: [("resizable", true)])
            let mode = rng.next() % 2 == 0 ? "fit" : "fill"
            return .wrapper(type: "aspectRatio", numbers: [], words: [("contentMode", mode)], content: image)
        case 4:
            return .wrapper(
                type: "frame", numbers: [("width", size()), ("height", size())], words: [("alignment", "topLeading")],
                content: randomView(&rng, depth: depth + 1))
        case 5:
            return .wrapper(
                type: "offset", numbers: [("x", size()), ("y", -size())], words: [],
                content: randomView(&rng, depth: depth + 1))
        case 6:
            return .wrapper(
                type: "alignmentGuide", numbers: [("value", size())], words: [("alignment", "top")],
                content: randomView(&rng, depth: depth + 1))
        default:
            let type = ["HStack", "VStack", "ZStack"][Int(pick - 7)]
            let children = (0..<Int(1 + rng.next() % 3)).map { _ in randomView(&rng, depth: depth + 1) }
            let spacing: [(String, Double)] = type == "ZStack" ? [] : [("spacing", size())]
            return .stack(type: type, numbers: spacing, words: [], children: children)
        }
    }

    /// The body of a `/swiftui/layout` question: the proposal and the view.
    static func body(_ view: View, proposal: (Double, Double), _ spelling: inout Spelling) -> String {
        let proposalText = spelling.object([
            ("width", spelling.number(proposal.0)), ("height", spelling.number(proposal.1)),
        ])
        return spelling.object([("proposal", proposalText), ("view", spelling.text(view))])
    }

    /// What must match: the status, the bytes and the ETag.
    struct Answer: Equatable, CustomStringConvertible {
        let status: Int
        let etag: String?
        let body: String
        init(_ response: Response) {
            status = response.status
            etag = response.header("ETag")
            body = String(decoding: response.body, as: UTF8.self)
        }
        var description: String { "\(status) \(etag ?? "no ETag") \(body.prefix(400))" }
    }

    @Test func spellingsOfOneTreeGetOneAnswerInEitherOrder() {
        let uncached = buildService(configuration: ServerConfiguration().with(cacheEntries: 0))
        var rng = SplitMix64(seed: 61)
        var answered = 0
        for trial in 0..<150 {
            let view = Self.randomView(&rng, depth: 0)
            let proposal: (Double, Double) = ([0, 100, 402][Int(rng.next() % 3)], [0, 50, 874][Int(rng.next() % 3)])
            var plain = Spelling(rng: SplitMix64(seed: UInt64(trial)), plain: true)
            var other = Spelling(rng: SplitMix64(seed: rng.next()), plain: false)
            let a = Self.body(view, proposal: proposal, &plain)
            let b = Self.body(view, proposal: proposal, &other)
            let alone = Answer(uncached.respond(to: post("/swiftui/layout", a)))
            #expect(Answer(uncached.respond(to: post("/swiftui/layout", b))) == alone, "\(b) alone against \(a)")
            for (first, second) in [(a, b), (b, a)] {
                let cached = buildService(configuration: ServerConfiguration())
                let one = Answer(cached.respond(to: post("/swiftui/layout", first)))
                let two = Answer(cached.respond(to: post("/swiftui/layout", second)))
                #expect(one == alone, "\(first) first: \(one), alone \(alone)")
                #expect(two == alone, "\(second) after \(first): \(two), alone \(alone)")
            }
            if alone.status == 200 { answered += 1 }
        }
        #expect(answered > 100, "most random trees are answered (\(answered) of 150)")
    }

    /// The case that was two answers: an image 10 × −0 in a fitting aspect ratio is the image 10 × 0 (a 100-wide,
    /// 0-high root on a 100 × 100 proposal: a ratio of +∞ fits the width, as `10 / 0` does in Swift's `CGFloat`).
    @Test func aNegativeZeroImageIsTheZeroImage() {
        let cached = buildService(configuration: ServerConfiguration())
        func ask(_ height: String) -> Answer {
            Answer(
                cached.respond(
                    to: post(
                        "/swiftui/layout",
                        #"{"proposal":{"width":100,"height":100},"view":{"type":"aspectRatio","contentMode":"fit","#
                            + #""content":{"type":"Image","width":10,"height":\#(height),"resizable":true}}}"#)))
        }
        let negative = ask("-0")
        #expect(negative == ask("0"))
        #expect(negative.status == 200)
        #expect(negative.body.contains(#""width":100"#) && negative.body.contains(#""height":0"#), "\(negative)")
    }

    /// The same image on a sheet, whose trees are read as `/swiftui/layout` reads them: `-0` and `0` (and `0.0`,
    /// `0e0`) asked of one cached service in both orders get the bytes each gets alone from a service without a
    /// cache, on every iPhone 17 Pro context (the image 10 × 0 fits a 0-high, safe-area-wide root).
    @Test func aSheetOfTheNegativeZeroImageIsTheSheetOfTheZeroImage() {
        func body(_ height: String) -> String {
            #"{"devices":["iphone-17-pro"],"view":{"type":"aspectRatio","contentMode":"fit","content":"#
                + #"{"type":"Image","width":10,"height":\#(height),"resizable":true}}}"#
        }
        let uncached = buildService(configuration: ServerConfiguration().with(cacheEntries: 0))
        let alone = Answer(uncached.respond(to: post("/swiftui/sheet", body("0"))))
        #expect(alone.status == 200, "\(alone)")
        #expect(alone.body.contains(#""size":{"width":402,"height":0}"#), "\(alone)")
        for other in ["-0", "0.0", "-0.0", "0e0"] {
            #expect(Answer(uncached.respond(to: post("/swiftui/sheet", body(other)))) == alone, "\(other) alone")
            for (first, second) in [("0", other), (other, "0")] {
                let cached = buildService(configuration: ServerConfiguration())
                #expect(Answer(cached.respond(to: post("/swiftui/sheet", body(first)))) == alone, "\(first) first")
                #expect(
                    Answer(cached.respond(to: post("/swiftui/sheet", body(second)))) == alone,
                    "\(second) after \(first)")
            }
        }
    }
}
