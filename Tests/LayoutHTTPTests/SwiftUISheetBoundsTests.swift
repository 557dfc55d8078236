import Foundation
import LayoutAnswers
import LayoutGeometry
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// The contact sheet bounded by construction: reading a sheet never expands it, the bound its answer is held to
/// before any layout is an upper bound of what it writes, and what passes a bound is refused as a 4xx.
struct SwiftUISheetBoundsTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    /// 256 window sizes each too big for any iPad, on every iPad in both orientations: 2.6 KB of body naming
    /// 20,480 contexts.
    static let windowFlood: String = {
        let windows = (1...256).map { #""\#(90_000 + $0)x\#(90_000 + $0)""# }.joined(separator: ",")
        return #"{"family":"ipad","orientations":["portrait","landscape"],"windows":["# + windows
            + #"],"view":{"type":"Rectangle"}}"#
    }()

    /// The poll thread reads a sheet without expanding it: the window flood and a one-context sheet both leave
    /// `handle` as work for a worker; the flood's 422 (the context bound) comes from that work.
    @Test func readingASheetNeverExpandsIt() throws {
        let one = #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"view":{"type":"Rectangle"}}"#
        for body in [Self.windowFlood, one] {
            let request = post("/swiftui/sheet", body)
            guard case .deferred(let work) = service.handle(request).outcome else {
                Issue.record("a sheet was answered on the thread that read it")
                continue
            }
            let response = work(WorkBudget())
            if body == one {
                #expect(response.status == 200)
            } else {
                expectProblem(response, status: 422, naming: "windows")
                #expect(response.bodyText.contains("20480 contexts"), "\(response.bodyText)")
            }
        }
    }

    /// Random sheets — trees with ids that escape, Text of many lines (XML's and JSON's specials, Hebrew from the
    /// fallback font), models, windows, text sizes and pseudolanguages — write at most the bound they were held to,
    /// as JSON and as SVG at any zoom; and the service's JSON is the answer's bytes.
    @Test func theBoundHoldsOnRandomSheets() throws {
        var g = SplitMix64(seed: 60)
        var checked = 0, refused = 0
        for _ in 0..<24 {
            let body = Self.randomSheet(&g)
            var parameters = Parameters.json(try Negotiation.jsonBody(of: post("/swiftui/sheet", body)))
            let question = try SwiftUISheetEndpoint.parse(&parameters)
            let answer: SwiftUISheetAnswers.Answer
            do {
                answer = try SwiftUISheetAnswers.answer(
                    question, .bundled, budget: WorkBudget(sizeRequests: 1 << 30), text: TestText.measurer)
            } catch {
                // Refused by the bound (before any layout) is an answer too; anything else is not.
                #expect(error.detail.contains("at most 8388608 bytes"), "\(error.detail) for \(body.prefix(300))")
                refused += 1
                continue
            }
            let json = CompactJSONEncoder.encodeChecked(writable: answer).bytes
            #expect(json.count <= answer.estimate.json, "\(json.count) > \(answer.estimate.json): \(body.prefix(300))")
            let svg = AnswerPictures.swiftUISheet(answer, zoom: Double(1 + g.next() % 20))
            #expect(svg.count <= answer.estimate.svg, "\(svg.count) > \(answer.estimate.svg): \(body.prefix(300))")
            let response = service.respond(to: post("/swiftui/sheet", body))
            #expect(response.body == json)
            checked += 1
        }
        #expect(checked >= 16 && checked + refused == 24, "\(checked) answered, \(refused) refused")
    }

    /// A group lists its first 64 findings and counts the rest: 100 Fixed views 500 × 1 pt in a VStack without
    /// spacing on a 402-pt iPhone are each outside the screen, and so is the VStack, squeezed too: 500 wide, it
    /// reaches past the safe area it was proposed, where each child lies within the VStack (102 findings).
    @Test func aGroupListsItsFirst64Findings() throws {
        let children = Array(repeating: #"{"type":"Fixed","width":500,"height":1}"#, count: 100).joined(separator: ",")
        let body =
            #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"#
            + #""view":{"type":"VStack","spacing":0,"children":["#
            + children + "]}}"
        let response = service.respond(to: post("/swiftui/sheet", body))
        #expect(response.status == 200)
        let groups = try #require(json(response)["groups"] as? [[String: Any]])
        #expect((groups.first?["findings"] as? [Any])?.count == 64)
        #expect(groups.first?["findingsLeftOut"] as? Int == 38)
        #expect((json(response)["findings"] as? [Any])?.count == 64)
    }

    /// A sheet whose bound passes 8 MiB is refused before any layout, naming the bound and the limit; one
    /// within it is answered. A 1,999-rectangle VStack: 7 windows of distinct sizes answered, 8 refused.
    @Test func aSheetPastItsByteBoundIsRefusedUpFront() {
        let tree =
            #"{"type":"VStack","children":["#
            + Array(repeating: #"{"type":"Rectangle"}"#, count: 1_999).joined(separator: ",") + "]}"
        func ask(windows: Int) -> Response {
            let names = (0..<windows).map { #""\#(300 + $0)x800""# }.joined(separator: ",")
            let body =
                #"{"devices":["ipad-pro-13-inch-m5"],"orientations":["portrait"],"windows":["# + names
                + #"],"view":"# + tree + "}"
            return service.respond(to: post("/swiftui/sheet", body))
        }
        let most = ask(windows: 7)
        #expect(most.status == 200, "\(most.bodyText.prefix(300))")
        #expect(most.body.count <= SwiftUISheetAnswers.maximumAnswerBytes)
        let past = ask(windows: 8)
        expectProblem(past, status: 422, naming: "view")
        #expect(past.bodyText.contains("8388608 bytes"), "\(past.bodyText)")
    }

    /// The bound is near what a sheet of long ids writes, not a multiple of it: every iPad in 4 windows, 38
    /// tap-target boxes with 128-byte ids (each a `smallTapTarget` finding) bound within 2.5 × its JSON.
    @Test func theBoundIsNearWhatLongIdsWrite() throws {
        let id = String(repeating: "x", count: 128)
        let views = (0..<38).map { i in
            #"{"type":"Fixed","width":\#(10 + i),"height":10,"tapTarget":true,"id":"\#(id)"}"#
        }
        let body =
            #"{"family":"ipad","windows":["1x1","1x2","1x3","1x4"],"view":{"type":"VStack","children":["#
            + views.joined(separator: ",") + "]}}"
        var parameters = Parameters.json(try Negotiation.jsonBody(of: post("/swiftui/sheet", body)))
        let answer = try SwiftUISheetAnswers.answer(
            try SwiftUISheetEndpoint.parse(&parameters), .bundled, budget: WorkBudget(sizeRequests: 1 << 30),
            text: TestText.measurer)
        let json = CompactJSONEncoder.encodeChecked(writable: answer).bytes.count
        #expect(
            json <= answer.estimate.json && Double(answer.estimate.json) <= 2.5 * Double(json),
            "bound \(answer.estimate.json) for \(json) bytes")
    }

    /// A screen that is mostly text is answered on every iPhone in both orientations: 5 paragraphs over 60 one-line
    /// labels, 200 views, 35 groups, bound within 3.5 × of what it writes (Text counted as its lines can take).
    @Test func aTextScreenOnEveryIPhoneIsAnswered() throws {
        let words = [
            "Wi-Fi", "Bluetooth", "Cellular", "Hotspot", "Notifications", "Sounds & Haptics", "Focus",
            "Screen Time", "General", "Control Centre", "Display & Brightness", "Accessibility",
        ]
        func section(_ s: Int) -> String {
            let rows = words.map { w in
                #"{"type":"HStack","children":[{"type":"Fixed","width":29,"height":29},"#
                    + #"{"type":"Text","string":"\#(w) \#(s)","lineLimit":1}]}"#
            }
            let about =
                "Section \(s): settings here change how this device looks, sounds and connects to others nearby."
            return
                #"{"type":"VStack","spacing":8,"alignment":"leading","children":[{"type":"Text","string":"\#(about)","#
                + #""font":"callout"},"# + rows.joined(separator: ",") + "]}"
        }
        let header = Array(repeating: #"{"type":"Fixed","width":44,"height":44}"#, count: 6).joined(separator: ",")
        let body =
            #"{"family":"iphone","orientations":["portrait","landscape"],"#
            + #""view":{"type":"ScrollView","axes":"vertical","content":{"type":"padding","length":16,"#
            + #""content":{"type":"VStack","spacing":24,"alignment":"leading","#
            + #""children":[{"type":"HStack","spacing":8,"children":["# + header + "]},"
            + (0..<5).map(section).joined(separator: ",") + "]}}}}"
        var parameters = Parameters.json(try Negotiation.jsonBody(of: post("/swiftui/sheet", body)))
        let answer = try SwiftUISheetAnswers.answer(
            try SwiftUISheetEndpoint.parse(&parameters), .bundled, budget: WorkBudget(), text: TestText.measurer)
        let json = CompactJSONEncoder.encodeChecked(writable: answer).bytes.count
        #expect(answer.groups.count == 35 && answer.estimate.json <= SwiftUISheetAnswers.maximumAnswerBytes)
        #expect(
            json <= answer.estimate.json && Double(answer.estimate.json) <= 3.5 * Double(json),
            "bound \(answer.estimate.json) for \(json) bytes")
    }

    /// A body for `/swiftui/sheet`: a random tree of up to 60 views (ids with quotes, controls and non-ASCII;
    /// Text of up to 300 characters), on a few models, orientations, windows and variants.
    /// - Parameter around: What the tree is set in (itself unless given).
    static func randomSheet(_ g: inout SplitMix64, around: (String) -> String = { $0 }) -> String {
        var views = 0
        func id() -> String {
            let pieces = ["a", "\\\"", "\\u0001", "é", "<&>", "漢", "&\\u0301", "\\n"]
            return (0..<Int(g.next() % 20)).map { _ in pieces[Int(g.next() % 8)] }.joined()
        }
        func node(_ depth: Int) -> String {
            views += 1
            let named = g.next() % 2 == 0 ? #","id":"\#(id())""# : ""
            if depth < 3, views < 50, g.next() % 3 != 0 {
                let stack = ["VStack", "HStack", "ZStack"][Int(g.next() % 3)]
                let kids = (0..<Int(1 + g.next() % 5)).map { _ in node(depth + 1) }.joined(separator: ",")
                return #"{"type":"\#(stack)"\#(named),"children":[\#(kids)]}"#
            }
            switch g.next() % 4 {
            case 0:
                let pieces = ["Hello", "wide", "x", "Größe", "<&>", "it's", "\\\"q\\\"", "&\\u0301\\n", "שלום"]
                let words = (0..<Int(1 + g.next() % 60)).map { _ in pieces[Int(g.next() % 9)] }
                return #"{"type":"Text","string":"\#(words.joined(separator: " "))"\#(named)}"#
            case 1: return #"{"type":"Fixed","width":\#(g.next() % 900),"height":\#(g.next() % 90)\#(named)}"#
            case 2: return #"{"type":"Rectangle"\#(named)}"#
            default: return #"{"type":"padding","content":{"type":"Circle"}\#(named)}"#
            }
        }
        let models = [
            #""devices":["iphone-17-pro","ipad-air-11-inch-m3"]"#, #""family":"iphone""#, #""family":"ipad""#,
            #""family":"applewatch","region":"window""#,
        ][Int(g.next() % 4)]
        var members = [models, #""view":"# + around(node(0))]
        if g.next() % 2 == 0 { members.append(#""windows":["full","split-1/2","700x\#(300 + g.next() % 500)"]"#) }
        if g.next() % 2 == 0 { members.append(#""dynamicTypeSizes":["xSmall","accessibility5"]"#) }
        if g.next() % 2 == 0 { members.append(#""pseudolanguages":["doubleLength","accented","boundedString"]"#) }
        return "{" + members.joined(separator: ",") + "}"
    }
}
