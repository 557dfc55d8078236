@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutAnswers
import Testing
@testable import LayoutHTTPCore

/// A body's objects keep their members in order and find names without hashing, up to a few members: the work stays
/// linear in the members whatever a client sends (5,000 names of one length in a 64 KiB body), a name given twice is
/// still refused where it is, and objects compare as JSON's unordered members do.
struct JSONObjectTests {
    /// `"k0000"`, `"k0001"`, …: every name the same length, so the byte-count check never tells two apart.
    static func names(_ count: Int) -> [String] {
        (0..<count).map { n in "k" + String(repeating: "0", count: 4 - String(n).count) + String(n) }
    }

    /// Quadratic work would compare 5,000 × 4,999 / 2 ≈ 12.5 million names; the object compares a few per member.
    @Test func fiveThousandSameLengthNamesCostAFewComparisonsEach() {
        var object = JSONObject()
        var comparisons = 0
        var added = 0
        for name in Self.names(5_000) where object.insert(name, .number(1), comparisons: &comparisons) { added += 1 }
        #expect(added == 5_000)
        #expect(comparisons <= 5_000 * 3, "\(comparisons) comparisons for 5,000 members")
        var again = 0
        let last = object.insert("k4999", .null, comparisons: &again)
        let first = object.insert("k0000", .null, comparisons: &again)
        #expect(!last && !first, "a name given twice is found")
        #expect(again <= 2, "\(again) comparisons to find two names")
        #expect(object.count == 5_000 && object["k2500"] == .number(1) && object["k5000"] == nil)
    }

    /// A 64 KiB-sized body of 5,000 members reads whole, and the same name at its end is refused at its byte.
    @Test func aBodyOfFiveThousandMembersIsReadAndItsDuplicateFound() throws {
        let members = Self.names(5_000).map { "\"\($0)\":0" }.joined(separator: ",")
        let value = try StrictJSON.parse(Array("{\(members)}".utf8))
        guard case .object(let object) = value else { Issue.record("not an object: \(value.typeName)"); return }
        #expect(object.count == 5_000 && Array(object.keys) == Self.names(5_000))
        #expect(Self.names(5_000).allSatisfy { object[$0] == .number(0) })
        let text = "{\(members),\"k0001\":1}"
        let offset = text.utf8.count - #""k0001":1}"#.utf8.count
        let result = Result { () throws(StrictJSON.Failure) in try StrictJSON.parse(Array(text.utf8)) }
        switch result {
        case .success: Issue.record("a name given twice was accepted")
        case .failure(let failure): #expect(failure.message == "member \"k0001\" appears twice at byte \(offset)")
        }
    }

    /// Below and above the member count where names get an index: every name found, absent ones not, equal
    /// whatever the order, and equal objects hash alike.
    @Test(arguments: [0, 1, 3, JSONObject.indexedAbove, JSONObject.indexedAbove + 1, 40])
    func lookUpsEqualityAndHashingAgreeWithADictionary(count: Int) {
        let names = Self.names(count) + ["a", "bb", "é"].prefix(count)
        var dictionary: [String: JSONValue] = [:]
        var forward = JSONObject()
        var added = 0
        for (n, name) in names.enumerated() {
            dictionary[name] = .number(Double(n))
            if forward.insert(name, .number(Double(n))) { added += 1 }
        }
        var backward = JSONObject()
        for name in names.reversed() where backward.insert(name, dictionary[name]!) { added += 1 }
        #expect(added == 2 * names.count)
        for name in names {
            #expect(forward[name] == dictionary[name] && backward[name] == dictionary[name], "\(name)")
        }
        for absent in ["", "k", "k99999", "b", "e", "A"] { #expect(forward[absent] == nil, "\(absent)") }
        #expect(Array(forward.keys) == names && Array(backward.keys) == names.reversed())
        #expect(forward == backward && forward == JSONObject(dictionary))
        #expect(forward.hashValue == backward.hashValue)
        #expect(JSONValue.object(forward) == .object(dictionary))
        if count > 0 {
            var changed = dictionary
            changed[names[0]] = .string("other")
            #expect(forward != JSONObject(changed))
            changed[names[0]] = nil
            #expect(forward != JSONObject(changed))
        }
    }
}
