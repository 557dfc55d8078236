import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutAnswers
import LayoutTestSupport
@testable import LayoutHTTPCore

/// The request-body reader: RFC 8259 exactly, no more (a member twice, a trailing comma), errors that say where.
struct StrictJSONTests {
    private func parse(_ text: String) -> Result<JSONValue, StrictJSON.Failure> {
        Result { () throws(StrictJSON.Failure) in try StrictJSON.parse(Array(text.utf8)) }
    }

    @Test(arguments: [
        (#"{"a":1,"a":2}"#, #"member "a" appears twice at byte 7"#),
        (#"{"a":1,}"#, "a trailing comma before '}' at byte 7"),
        (#"[1,2,]"#, "a trailing comma before ']' at byte 5"),
        (#"{"a":{"b":[1,x]}}"#, "unexpected character 'x' at byte 13 in a.b.[1]"),
        (#"{"a":01}"#, "expected ',' or '}' after member \"a\" at byte 6"),
        (#"{"a":1.}"#, "expected a digit after the decimal point at byte 7 in a"),
        (#"{"a":1e}"#, "expected a digit in the exponent at byte 7 in a"),
        (#"{"a":-}"#, "expected a digit at byte 6 in a"),
        (#"{"a":1e309}"#, "a number beyond the range of a double at byte 5 in a"),
        (#"{"a":NaN}"#, "unexpected character 'N' at byte 5 in a"),
        ("{\"a\":\"x\u{01}\"}", "a control character inside a string (escape it) at byte 7 in a"),
        (#"{"a":"\x"}"#, "an unknown escape '\\x' at byte 7 in a"),
        (#"{"a":"\ud800"}"#, "a lone high surrogate in a \\u escape at byte 12 in a"),
        (#"{"a":"\udc00"}"#, "a lone low surrogate in a \\u escape at byte 12 in a"),
        (#"{"a":tru}"#, "unexpected word (expected true) at byte 5 in a"),
        (#"{"a":1} {}"#, "unexpected text after the JSON value at byte 8"),
        (#"{"a" 1}"#, "expected ':' after member \"a\" at byte 5"),
        ("", "the document ends where a value was expected at byte 0"),
        (#"{"a":"x"#, "the document ends inside a string at byte 7 in a"),
        (
            String(repeating: "[", count: 170),
            "nested more than 160 levels deep at byte 160 in "
                + Array(repeating: "[0]", count: 160).joined(separator: ".")
        ),
    ])
    func refusedSayingWhere(text: String, message: String) {
        switch parse(text) {
        case .success(let value): Issue.record("\(text) was accepted as \(value)")
        case .failure(let failure): #expect(failure.message == message, "\(text)")
        }
    }

    @Test func invalidUTF8InAStringIsRefused() {
        let result = Result { () throws(StrictJSON.Failure) in
            try StrictJSON.parse([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
        }
        #expect((try? result.get()) == nil)
    }

    @Test func escapesAndSurrogatesAreRead() throws {
        let value = try StrictJSON.parse(
            Array(#"{"s":"a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00"," e ":[true,false,null,-0.5e-3,0,12]}"#.utf8))
        #expect(
            value
                == .object([
                    "s": .string("a\"b\\c/d\u{08}\u{0C}\n\r\té😀"),
                    " e ": .array([.bool(true), .bool(false), .null, .number(-0.0005), .number(0), .number(12)]),
                ]))
    }

    /// Every number reads as the standard library's `Double(String)` reads its text, bit for bit (but a zero, which
    /// has one sign): the short ones the reader takes without it (at most 15 digits, no exponent) and the long ones
    /// it hands over.
    @Test func numbersReadAsTheStandardLibraryReadsThem() throws {
        var rng = SplitMix64(seed: 38)
        var texts = [
            "0", "-0", "0.0", "-0.0", "1", "402", "0.5", "0.1", "0.3", "-12.25", "874.0000000000001",
            "123456789012345", "1234567890123456", "0.000000000000001", "0.0000000000000001", "999999999999999.9",
            "9007199254740993", "1e3", "2.5E-3", "-1.7976931348623157e308", "4.9e-324", "84.66666666666667",
        ]
        for _ in 0..<2_000 {
            func digits(_ count: ClosedRange<Int>) -> Substring {
                String(UInt64.random(in: 0...UInt64.max, using: &rng)).prefix(Int.random(in: count, using: &rng))
            }
            let whole = digits(1...17), fraction = digits(0...17)
            let digits = whole.first == "0" ? "0" : String(whole)
            texts.append((Bool.random(using: &rng) ? "-" : "") + digits + (fraction.isEmpty ? "" : "." + fraction))
        }
        for text in texts {
            let standard = try #require(Double(text), "\(text)")
            let expected = standard == 0 ? 0 : standard
            guard case .number(let read) = try StrictJSON.parse(Array(text.utf8)) else {
                Issue.record("\(text) is not a number")
                continue
            }
            #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) against \(expected)")
        }
    }

    /// Spellings of one value read as one double, bit for bit: a zero is +0 however it is signed or scaled (IEEE
    /// 754's −0 would divide to −∞ in an aspect ratio where +0 gives +∞), and `1`, `1.0`, `1e0`, `10e-1`, `0.1E1`
    /// and `100e-2` are all 1.
    @Test func spellingsOfOneValueReadAsOneDouble() throws {
        let groups: [(Double, [String])] = [
            (0, ["0", "-0", "0.0", "-0.0", "0e0", "-0e0", "-0E+5", "-0.000", "0e-400", "-1e-400", "-0.0e-7"]),
            (1, ["1", "1.0", "1e0", "1E0", "10e-1", "0.1E1", "100e-2", "1.00000"]),
            (-2.5, ["-2.5", "-2.50", "-25e-1", "-0.25e1", "-2.5E0"]),
        ]
        for (value, texts) in groups {
            for text in texts {
                guard case .number(let read) = try StrictJSON.parse(Array(text.utf8)) else {
                    Issue.record("\(text) is not a number")
                    continue
                }
                #expect(read.bitPattern == value.bitPattern, "\(text) read as \(read), sign \(read.sign)")
            }
        }
    }

    /// On documents both accept, the reader agrees with Foundation's.
    @Test func agreesWithFoundationOnValidDocuments() throws {
        var rng = SplitMix64(seed: 7)
        func random(_ depth: Int) -> Any {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &rng) {
            case 0: return Double(Int.random(in: -1_000_000...1_000_000, using: &rng)) / 1000
            case 1:
                return String(
                    (0..<Int.random(in: 0...8, using: &rng)).map { _ in "aé\"\\\n😀 z".randomElement(using: &rng)! })
            case 2: return Bool.random(using: &rng)
            case 3: return NSNull()
            case 4: return (0..<Int.random(in: 0...4, using: &rng)).map { _ in random(depth + 1) }
            default:
                var object: [String: Any] = [:]
                for i in 0..<Int.random(in: 0...4, using: &rng) {
                    object["k\(i)\(["", "é", " "].randomElement(using: &rng)!)"] = random(depth + 1)
                }
                return object
            }
        }
        for _ in 0..<300 {
            let document: [String: Any] = ["root": random(0)]
            let data = try JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed])
            let ours = try StrictJSON.parse(Array(data))
            let foundation = try JSONDecoder().decode(JSONValue.self, from: data)
            #expect(ours == foundation, "\(String(decoding: data, as: UTF8.self))")
        }
    }

    /// Past a document's first strings, short plain ones come from the strings it read before (``RepeatedStrings``):
    /// every string still reads as written, whether kept, replaced in its slot, sharing its first eight bytes with
    /// another (`contentMode1`, `contentMode2`), escaped, not ASCII, over 15 bytes, or the document's last bytes.
    @Test func repeatedStringsReadAsWritten() throws {
        var rng = SplitMix64(seed: 512)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 .-_")
        var pool = ["", "type", "VStack", "contentMode", "aspectRatio", "a\"b", "x\\y", "tab\t", "é", "caf\u{E9}"]
        pool += (0..<40).map { "contentMode\($0)" } + (0..<40).map { "\($0)contentMode" }
        pool += (0..<60).map { _ in
            String((0..<Int.random(in: 0...20, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
        }
        for _ in 0..<200 {
            let strings = (0..<Int.random(in: 10...400, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
            let object = Dictionary(strings.enumerated().map { ($1 + "#\($0)", $1) }, uniquingKeysWith: { a, _ in a })
            for document: Any in [strings, object] {
                let data = try JSONSerialization.data(withJSONObject: document)
                let read = try StrictJSON.parse(Array(data))
                switch (read, document) {
                case (.array(let values), let expected as [String]):
                    #expect(values == expected.map { .string($0) })
                case (.object(let members), let expected as [String: String]):
                    #expect(members.count == expected.count)
                    for member in members.members { #expect(member.value == expected[member.key].map { .string($0) }) }
                default: Issue.record("\(read) is not what was written")
                }
            }
        }
    }

    @Test func aBodyErrorNamesTheProblemOverHTTP() {
        let service = buildService(configuration: ServerConfiguration())
        let response = service.respond(
            to: post("/fit", #"{"container":"852x393","aspectRatio":"21:9","container":"1x1"}"#))
        #expect(response.status == 400)
        #expect(
            (json(response)["detail"] as? String)?.contains(#"member "container" appears twice"#) == true,
            "\(response.bodyText)")
    }
}
