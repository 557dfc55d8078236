import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// `POST /swiftui/sheet` across Dynamic Type sizes and pseudolanguages: each context's layout is `/swiftui/layout`'s
/// for it alone (its text size, its strings transformed), and a label that fits at the default size and in its own
/// language is found truncated where either grows.
struct SwiftUISheetTextTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    static let label =
        #"{"type":"VStack","children":[{"type":"Text","id":"title","string":"Notifications and Sounds","#
        + #""font":"headline","lineLimit":1},{"type":"Fixed","width":100,"height":44}]}"#

    func sheet(_ body: String) throws -> [String: Any] {
        let response = service.respond(to: post("/swiftui/sheet", body))
        #expect(response.status == 200, "\(response.bodyText.prefix(400))")
        return json(response)
    }

    @Test func aLabelTruncatesAtAccessibility5AndInDoubleLengthButNotAtLarge() throws {
        let body = try sheet(
            #"{"family":"iphone","orientations":["portrait"],"dynamicTypeSizes":["large","accessibility5"],"#
                + #""pseudolanguages":["none","doubleLength"],"view":"# + Self.label + "}")
        let groups = try #require(body["groups"] as? [[String: Any]])
        let findings = try #require(body["findings"] as? [[String: Any]])
        let truncated = try #require(findings.first { $0["kind"] as? String == "truncated" })
        #expect(truncated["id"] as? String == "title")
        var variants: Set<String> = []
        for g in try #require(truncated["groups"] as? [Int]) {
            for c in try #require(groups[g]["contexts"] as? [[String: Any]]) {
                variants.insert("\(c["dynamicTypeSize"]!) \(c["pseudolanguage"]!)")
            }
        }
        #expect(variants.contains("accessibility5 none"))
        #expect(variants.contains("large doubleLength"))
        #expect(!variants.contains("large none"))
        var devices: Set<String> = []
        for group in groups {
            for c in group["contexts"] as? [[String: Any]] ?? [] { devices.insert("\(c["device"]!) \(c["display"]!)") }
        }
        #expect(body["contexts"] as? Int == 4 * devices.count)
    }

    /// Each group's layout is the layout of one of its contexts asked alone: the size through dynamicTypeSize, the
    /// pseudolanguage as its transformed string (the sheet's composition against its parts).
    @Test func everyTextContextAnswersAsLayoutAlone() throws {
        let body = try sheet(
            #"{"devices":["iphone-17-pro","iphone-se-3rd-generation"],"orientations":["portrait"],"#
                + #""dynamicTypeSizes":["xSmall","accessibility3"],"pseudolanguages":["none","accented","#
                + #""boundedString"],"view":"# + Self.label + "}")
        let groups = try #require(body["groups"] as? [[String: Any]])
        let strings = [
            "none": "Notifications and Sounds", "accented": "Ñöţîƒîçåţîöñš åñđ Šöûñđš",
            "boundedString": "[# Notifications and Sounds #]",
        ]
        var checked = 0
        for group in groups {
            let layout = try #require(group["layout"] as? [String: Any])
            for c in try #require(group["contexts"] as? [[String: Any]]) {
                let language = try #require(c["pseudolanguage"] as? String)
                let view = Self.label.replacingOccurrences(of: "Notifications and Sounds", with: strings[language]!)
                let alone = json(
                    service.respond(
                        to: post(
                            "/swiftui/layout",
                            #"{"device":"\#(c["device"]!)","orientation":"portrait","dynamicTypeSize":"#
                                + #""\#(c["dynamicTypeSize"]!)","view":\#(view)}"#)))
                #expect(NSDictionary(dictionary: alone) == NSDictionary(dictionary: layout), "\(c["name"]!)")
                checked += 1
            }
        }
        #expect(checked == 12)
    }

    /// Without a Text, text sizes and languages lay the tree out alike: their contexts share their hosting's group.
    @Test func aTreeWithoutTextKeepsOneGroupPerHosting() throws {
        let body = try sheet(
            #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"dynamicTypeSizes":["large","accessibility5"],"#
                + #""pseudolanguages":["none","doubleLength"],"view":{"type":"Rectangle"}}"#)
        #expect(body["contexts"] as? Int == 4)
        #expect((body["groups"] as? [Any])?.count == 1)
    }

    @Test func anUnknownTextSizeOrLanguageIsA400NamingTheEntry() {
        for (member, value) in [("dynamicTypeSizes", "huge"), ("pseudolanguages", "klingon")] {
            let response = service.respond(
                to: post(
                    "/swiftui/sheet",
                    #"{"devices":["iphone-17-pro"],"\#(member)":["\#(value)"],"view":{"type":"Rectangle"}}"#))
            #expect(response.status == 400)
            #expect(response.bodyText.contains("\(member)[0]"))
        }
    }
}

/// Variants multiply the hostings: past ``SwiftUISheetAnswers/maximumContexts`` the sheet is refused before any is
/// hosted; at a bound under it, answered.
struct SwiftUISheetVariantBoundTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    @Test func tooManyVariantContextsAreA422BeforeHosting() {
        let sizes =
            #"["xSmall","small","medium","large","xLarge","xxLarge","xxxLarge","accessibility1","#
            + #""accessibility2","accessibility3","accessibility4","accessibility5"]"#
        let refused = service.respond(
            to: post(
                "/swiftui/sheet",
                #"{"all":true,"dynamicTypeSizes":"# + sizes
                    + #","pseudolanguages":["none","doubleLength","accented","boundedString","rightToLeft"],"#
                    + #""layoutDirections":["leftToRight","rightToLeft"],"view":{"type":"Rectangle"}}"#))
        #expect(refused.status == 422)
        #expect(refused.bodyText.contains("at most 4096"))
        let answered = service.respond(
            to: post(
                "/swiftui/sheet",
                #"{"devices":["iphone-17-pro"],"dynamicTypeSizes":"# + sizes
                    + #","pseudolanguages":["none","doubleLength"],"view":{"type":"Rectangle"}}"#))
        #expect(answered.status == 200)
    }
}
