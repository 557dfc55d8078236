import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore
import LayoutAnswers

/// Text through the service: the picture draws the answer's lines, a batch item is the question alone, and the
/// inputs a Text refuses are problems that name the member.
struct TextAnswerTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
    static let question =
        #"{"proposal":{"width":160,"height":null},"scale":3,"view":{"type":"padding","content":{"type":"Text","#
        + #""string":"Hello world, this wraps at 160 points","multilineTextAlignment":"center"}}}"#

    /// The SVG holds one `<text>` a line, each with the answer's text and width, on the answer's baselines.
    @Test func thePictureDrawsTheAnswersLines() throws {
        let answer = json(service.respond(to: post("/swiftui/layout", Self.question)))
        let nodes = try #require(answer["nodes"] as? [[String: Any]])
        let text = try #require(nodes[1]["text"] as? [String: Any])
        let lines = try #require(text["lines"] as? [[String: Any]])
        let frame = try #require(nodes[1]["frame"] as? [String: Double])
        let svg = service.respond(to: post("/swiftui/layout", #"{"format":"svg","# + Self.question.dropFirst()))
            .bodyText
        let drawn = svg.components(separatedBy: "<text ").dropFirst().filter { $0.contains("class=\"text-line\"") }
        #expect(drawn.count == lines.count)
        let first = try #require(text["firstBaseline"] as? Double)
        for (i, element) in drawn.enumerated() {
            let line = lines[i]
            #expect(element.contains(">\(line["text"] as! String)</text>"))
            let y = frame["y"]! + first + Double(i) * (text["lineHeight"] as! Double)
            let drawnY = element.components(separatedBy: " y=\"").dropFirst().first?.prefix { $0 != "\"" }
            #expect(abs((drawnY.flatMap { Double($0) } ?? -1) - y) < 1e-9, "\(element.prefix(200))")
        }
    }

    /// A batch's Text question is answered as the same question alone, byte for byte.
    @Test func aBatchItemIsTheQuestionAlone() throws {
        let alone = service.respond(to: post("/swiftui/layout", Self.question)).bodyText
        let batch = json(
            service.respond(
                to: post("/batch", #"{"questions":[{"path":"/swiftui/layout","body":"# + Self.question + "}]}")))
        let answers = try #require(batch["answers"] as? [[String: Any]])
        let body = try #require(answers.first?["body"] as? [String: Any])
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(alone.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: body) == NSDictionary(dictionary: expected))
    }

    @Test(arguments: [
        (#"{"type":"Text","string":"a","lineLimit":0}"#, 400, "lineLimit 0"),
        (#"{"type":"Text","string":"a","minimumScaleFactor":0}"#, 400, "minimumScaleFactor 0"),
        (#"{"type":"Text","string":"a","minimumScaleFactor":2}"#, 400, "minimumScaleFactor 2"),
        (#"{"type":"Text","string":"a\u0000"}"#, 400, "NUL"),
        (#"{"type":"Text","string":"a\ud800"}"#, 400, "lone high surrogate"),
        (#"{"type":"Text","string":"a","font":"huge"}"#, 400, "use a text style"),
        (#"{"type":"Text","string":"a","font":{"size":17,"family":"SF Pro"}}"#, 422, "loaded: "),
        (#"{"type":"Text","string":"a","font":{"size":0}}"#, 400, "size"),
        (#"{"type":"Text"}"#, 400, "needs string"),
        (
            #"{"type":"Text","string":"a"# + String(repeating: "\u{301}", count: 17) + #""}"#, 422,
            "combining marks"
        ),
        (#"{"type":"Text","string":""# + String(repeating: "é", count: 2_049) + #""}"#, 422, "at most 4096 bytes"),
    ])
    func badTextIsAProblemNamingTheMember(view: String, status: Int, words: String) {
        let response = service.respond(to: post("/swiftui/layout", #"{"proposal":{},"view":"# + view + "}"))
        #expect(response.status == status, "\(response.bodyText.prefix(300))")
        #expect(response.bodyText.contains(words), "\(response.bodyText.prefix(300))")
    }

    /// The 4,096-byte string is accepted at its bound and refused one byte past it.
    @Test func theStringLimitHoldsAtItsBound() {
        for (bytes, status) in [(4_096, 200), (4_097, 422)] {
            let view = #"{"type":"Text","string":""# + String(repeating: "a", count: bytes) + #""}"#
            let response = service.respond(
                to: post("/swiftui/layout", #"{"proposal":{"width":300,"height":null},"view":"# + view + "}"))
            #expect(response.status == status, "\(bytes) bytes: \(response.bodyText.prefix(200))")
        }
    }
}

/// `layoutDirection: rightToLeft`: the layout mirrored as SwiftUI mirrors it (developer.apple.com/documentation/
/// swiftui/layoutdirection): an HStack's first child on the right, leading alignment on the right.
struct LayoutDirectionTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    func frames(_ body: String) throws -> [String: [String: Double]] {
        let answer = json(service.respond(to: post("/swiftui/layout", body)))
        let nodes = try #require(answer["nodes"] as? [[String: Any]], "\(answer)")
        var byID: [String: [String: Double]] = [:]
        for node in nodes { if let id = node["id"] as? String { byID[id] = node["frame"] as? [String: Double] } }
        return byID
    }

    @Test func anHStacksFirstChildIsOnTheRight() throws {
        let tree =
            #""view":{"type":"HStack","spacing":0,"id":"s","children":[{"type":"Fixed","width":100,"height":10,"#
            + #""id":"a"},{"type":"Fixed","width":50,"height":10,"id":"b"}]}"#
        let ltr = try frames(#"{"proposal":{"width":300,"height":null},"# + tree + "}")
        let rtl = try frames(#"{"proposal":{"width":300,"height":null},"layoutDirection":"rightToLeft","# + tree + "}")
        #expect(ltr["a"]?["x"] == 0 && ltr["b"]?["x"] == 100)
        #expect(rtl["a"]?["x"] == 50 && rtl["b"]?["x"] == 0)
        #expect(rtl["s"] == ltr["s"])
    }

    /// Hosted on a device, leading is the safe area's right edge: a leading-aligned 100-pt view ends at the
    /// screen's width less the right inset.
    @Test func leadingIsTheSafeAreasRightEdge() throws {
        let tree =
            #""device":"iphone-16-pro","orientation":"landscapeLeft","view":{"type":"flexibleFrame","#
            + #""maxWidth":"infinity","alignment":"leading","content":{"type":"Fixed","width":100,"height":10,"#
            + #""id":"a"}}"#
        let ltr = try frames("{" + tree + "}")
        let rtl = try frames(#"{"layoutDirection":"rightToLeft","# + tree + "}")
        let answer = json(service.respond(to: post("/swiftui/layout", "{" + tree + "}")))
        let region = try #require((answer["region"] as? [String: Any])?["frame"] as? [String: Double])
        #expect(ltr["a"]?["x"] == region["x"])
        #expect(rtl["a"]?["x"] == region["x"]! + region["width"]! - 100)
    }

    @Test func aSheetNamesEachContextsDirection() throws {
        let body = json(
            service.respond(
                to: post(
                    "/swiftui/sheet",
                    #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"#
                        + #""layoutDirections":["leftToRight","rightToLeft"],"view":{"type":"HStack","children":["#
                        + #"{"type":"Fixed","width":100,"height":10},{"type":"Spacer"}]}}"#)))
        let groups = try #require(body["groups"] as? [[String: Any]])
        #expect(groups.count == 2)
        let names = groups.flatMap { ($0["contexts"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(names == ["iphone-17-pro portrait leftToRight", "iphone-17-pro portrait rightToLeft"])
    }
}
