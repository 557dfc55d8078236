import Foundation
import LayoutFuzzing
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// `POST /swiftui/layout` in memory: the contract's shape, objc.io's case, errors naming the node's path, the
/// limits under attack-like input, pictures, batches and the cache.
struct SwiftUILayoutEndpointTests {
    let service = buildService(configuration: ServerConfiguration())

    static let objc =
        #"{"proposal":{"width":150,"height":100},"view":{"type":"HStack","spacing":0,"children":["#
        + #"{"type":"flexibleFrame","maxWidth":100,"content":{"type":"Rectangle"}},{"type":"flexibleFrame","#
        + #""minWidth":100,"content":{"type":"Rectangle"}}]}}"#

    static func nodes(_ body: [String: Any]) -> [[String: Any]] { body["nodes"] as? [[String: Any]] ?? [] }

    /// The README's acceptance case: the frames at `0.0` and `0.1` are 75 and 100 wide.
    @Test func objcMeasuredCase() {
        let response = service.respond(to: post("/swiftui/layout", Self.objc))
        #expect(response.status == 200, "\(response.bodyText)")
        let body = json(response)
        let widths = Self.nodes(body).filter { ["0.0", "0.1"].contains($0["path"] as? String) }
            .compactMap { number($0, "frame", "width") }
        #expect(widths == [75, 100])
        #expect(number(body, "size", "width") == 175)
        #expect(number(body, "scale") == 1)
        let root = Self.nodes(body).first ?? [:]
        #expect(root.keys.sorted() == ["frame", "id", "path", "pixelFrame", "proposal", "type"])
        #expect(root["id"] is NSNull)
        #expect(number(root, "proposal", "width") == 150)
    }

    @Test func proposalDimensionsAreNullNumbersOrInfinity() {
        let body = json(
            service.respond(
                to: post(
                    "/swiftui/layout",
                    #"{"proposal":{"width":null,"height":"infinity"},"view":{"type":"VStack","children":["#
                        + #"{"type":"Fixed","width":30,"height":20},{"type":"flexibleFrame","maxHeight":40,"content":"#
                        + #"{"type":"Color","id":"c"}}]}}"#)))
        let root = Self.nodes(body).first ?? [:]
        #expect((root["proposal"] as? [String: Any])?["width"] is NSNull)
        #expect(string(root, "proposal", "height") == "infinity")
        #expect(number(body, "size", "height") == 68)
        #expect(Self.nodes(body).map { $0["id"] as? String } == [nil, nil, nil, "c"])
    }

    /// A degenerate ratio: `aspectRatio(nil)` filling 200 × 100 over an ideal 100 × 0 proposes its content
    /// (∞, 0 × ∞ = NaN); the Fixed content's frame is finite, so it is answered (not 422), the NaN written `"nan"`.
    @Test func aNaNProposalIsAnsweredAndWrittenNaN() {
        let response = service.respond(
            to: post(
                "/swiftui/layout",
                #"{"proposal":{"width":200,"height":100},"view":{"type":"aspectRatio","contentMode":"fill","#
                    + #""content":{"type":"Fixed","width":100,"height":0}}}"#))
        #expect(response.status == 200, "\(response.bodyText)")
        let content = Self.nodes(json(response)).last ?? [:]
        #expect(string(content, "proposal", "width") == "infinity")
        #expect(string(content, "proposal", "height") == "nan")
        #expect(number(content, "frame", "width") == 100 && number(content, "frame", "height") == 0)
    }

    @Test func aDeviceRegionIsTheProposalAndItsScaleTheDefault() {
        let body = json(
            service.respond(
                to: post(
                    "/swiftui/layout",
                    #"{"device":"iphone-16-pro","region":"safeArea","view":{"type":"Rectangle"}}"#)))
        #expect(number(body, "scale") == 3)
        #expect(number(body, "size", "width") == 402)
        let asked = json(
            service.respond(
                to: post(
                    "/swiftui/layout",
                    #"{"device":"iphone-16-pro","orientation":"landscape","region":"window","scale":2,"#
                        + #""view":{"type":"Rectangle"}}"#)))
        #expect(number(asked, "size", "width") == 874)
        #expect(number(asked, "scale") == 2)
    }

    /// Hosted as a `UIHostingController` hosts it: proposed the safe area (the default region) and centred
    /// there, frames in screen coordinates, the answer naming the region; `region=window` is the whole screen.
    @Test func aHostedRootIsCentredInItsRegion() {
        let fixed = #""view":{"type":"Fixed","width":100,"height":100}}"#
        let safe = json(service.respond(to: post("/swiftui/layout", #"{"device":"iphone-17-pro","# + fixed)))
        let root = Self.nodes(safe).first ?? [:]
        #expect(number(root, "frame", "x") == 151 && number(root, "frame", "y") == 401)
        #expect(number(root, "proposal", "height") == 778)
        let region = safe["region"] as? [String: Any] ?? [:]
        #expect(region["name"] as? String == "safeArea")
        #expect(number(region, "frame", "y") == 62 && number(region, "frame", "height") == 778)
        let window = json(
            service.respond(
                to: post(
                    "/swiftui/layout",
                    #"{"device":"iphone-17-pro","region":"window","# + fixed)))
        #expect(number(Self.nodes(window).first ?? [:], "frame", "y") == 387)
        let plain = json(service.respond(to: post("/swiftui/layout", Self.objc)))
        #expect(plain["region"] is NSNull)
    }

    /// Pixel frames snap both corners to the 1/scale grid: a third of 100 at @3x.
    @Test func pixelFramesSnapToTheScale() {
        let body = json(
            service.respond(
                to: post(
                    "/swiftui/layout",
                    #"{"proposal":{"width":100,"height":10},"scale":3,"view":{"type":"HStack","spacing":0,"children":["#
                        + #"{"type":"Color"},{"type":"Color"},{"type":"Color"}]}}"#)))
        let second = Self.nodes(body).first { $0["path"] as? String == "0.1" } ?? [:]
        #expect(close(number(second, "frame", "x"), 100.0 / 3))
        #expect(close(number(second, "pixelFrame", "x"), 33 + 1.0 / 3))
    }

    @Test(arguments: [
        (#"{"proposal":{},"view":{"type":"HStack","children":[{"type":"Rectangel"}]}}"#, 400, "path 0.0"),
        (
            #"{"proposal":{},"view":{"type":"VStack","children":[{"type":"Text"}]}}"#, 400,
            "at path 0.0 (Text) needs string"
        ),
        (#"{"proposal":{},"view":{"type":"Label"}}"#, 400, "compose it from Text and views"),
        (#"{"proposal":{},"view":{"type":"frame","content":{"type":"Circle","radius":2}}}"#, 400, "path 0.0"),
        (#"{"proposal":{"depth":3},"view":{"type":"Circle"}}"#, 400, "proposal.depth"),
        (#"{"proposal":{"width":-3},"view":{"type":"Circle"}}"#, 400, "proposal.width"),
        (#"{"proposal":{"height":1e12},"view":{"type":"Circle"}}"#, 400, "below 1e12"),
        (#"{"proposal":{}}"#, 400, "view"),
        (#"{"view":{"type":"Circle"}}"#, 422, "proposal"),
        (#"{"proposal":{},"device":"iphone-16-pro","view":{"type":"Circle"}}"#, 422, "not both"),
        (#"{"proposal":{},"region":"safeArea","view":{"type":"Circle"}}"#, 422, "needs a device"),
        (#"{"device":"iphone-16-prp","view":{"type":"Circle"}}"#, 404, "iphone-16-pro"),
        (#"{"device":"iphone-16-pro","region":"keyboard","view":{"type":"Circle"}}"#, 422, "keyboard"),
        (#"{"proposal":{"width":"infinity"},"view":{"type":"Rectangle"}}"#, 422, "infinite"),
        (#"{"proposal":{},"view":{"type":"Circle"},"veiw":1}"#, 400, "veiw"),
        (#"{"proposal":{},"view":{"type":"Circle"},"scale":0}"#, 400, "scale"),
    ])
    func badInputIsAProblemNamingWhere(body: String, status: Int, words: String) {
        expectProblem(service.respond(to: post("/swiftui/layout", body)), status: status, naming: words)
    }

    /// Attack-like trees: 65 levels and 2,001 views are 422 with the limit, 64 levels and 2,000 views are answered.
    @Test func theLimitsHoldUnderAttackLikeInput() {
        func chain(_ depth: Int) -> String {
            #"{"proposal":{"width":400,"height":400},"view":"#
                + String(repeating: #"{"type":"HStack","children":["#, count: depth) + #"{"type":"Color"}"#
                + String(repeating: "]}", count: depth) + "}"
        }
        #expect(service.respond(to: post("/swiftui/layout", chain(64))).status == 200)
        let deep = service.respond(to: post("/swiftui/layout", chain(65)))
        expectProblem(deep, status: 422, naming: "64 levels")
        #expect((json(deep)["viewPath"] as? [String])?.first?.split(separator: ".").count == 66)
        func flat(_ n: Int) -> String {
            #"{"proposal":{},"view":{"type":"ZStack","children":["#
                + Array(repeating: #"{"type":"Color"}"#, count: n).joined(separator: ",") + "]}}"
        }
        #expect(service.respond(to: post("/swiftui/layout", flat(1_999))).status == 200)
        expectProblem(service.respond(to: post("/swiftui/layout", flat(2_000))), status: 422, naming: "2000")
        // JSON nested past the reader's 160 levels is refused before any tree is built.
        let nested = String(repeating: "[", count: 5_000)
        expectProblem(
            service.respond(to: post("/swiftui/layout", #"{"view":"# + nested)), status: 400,
            naming: "nested")
    }

    @Test func thePictureDrawsEveryViewWithItsPath() {
        let svg = service.respond(to: post("/swiftui/layout", String(Self.objc.dropLast()) + #","format":"svg"}"#))
        #expect(svg.status == 200)
        #expect(svg.header("Content-Type") == "image/svg+xml")
        let text = svg.pictureText()
        for path in ["0", "0.0", "0.0.0", "0.1", "0.1.0"] { #expect(text.contains(#"id="view-\#(path)""#)) }
        #expect(svg.bodyText.contains(#"data-width="75""#))
        var request = post("/swiftui/layout", Self.objc)
        request.headers["accept"] = "image/svg+xml"
        let accepted = service.respond(to: request)
        #expect(accepted.header("Content-Type") == "image/svg+xml")
        #expect(accepted.body == svg.body)
        #expect(!text.contains(#"id="display""#))
    }

    /// Hosted on a device, the picture draws the device under the views: the display outline, its
    /// Dynamic Island and safe area first, then the views in screen coordinates.
    @Test func aHostedPictureDrawsTheDeviceUnderTheViews() {
        let svg = service.respond(
            to: post(
                "/swiftui/layout",
                #"{"device":"iphone-17-pro","format":"svg","view":{"type":"Fixed","width":100,"height":100}}"#)
        ).pictureText()
        let display = svg.range(of: #"id="display""#), island = svg.range(of: #"id="dynamic-island""#)
        let safe = svg.range(of: #"id="safe-area""#), view = svg.range(of: #"id="view-0""#)
        #expect(display != nil && island != nil && safe != nil && view != nil)
        if let display, let safe, let view {
            #expect(display.lowerBound < safe.lowerBound && safe.lowerBound < view.lowerBound)
        }
        #expect(svg.contains(#"viewBox="0 0 402 "#))
        #expect(svg.contains(#"x="151" y="401" width="100" height="100""#))
    }

    @Test func batchedAndCachedLikeEveryAnswer() {
        let alone = service.respond(to: post("/swiftui/layout", Self.objc))
        let again = service.respond(to: post("/swiftui/layout", Self.objc))
        #expect(again.header("ETag") == alone.header("ETag"))
        #expect(service.cache.statistics.hits >= 1)
        let inner = String(Self.objc.dropFirst().dropLast())
        let batch = service.respond(
            to: post(
                "/batch",
                #"{"questions":[{"path":"/swiftui/layout","body":{"# + inner
                    + #"}},{"path":"/swiftui/layout","body":{}}]}"#))
        let answers = json(batch)["answers"] as? [[String: Any]] ?? []
        #expect(answers.map { $0["status"] as? Int } == [200, 400])
        #expect(((answers.first?["body"] as? [String: Any]).map(Self.nodes)?.count) == 5)
    }

    /// The fuzzer's seed for this route selects it.
    @Test func theFuzzSeedAsksThisRoute() throws {
        let url = RouteListTests.root.appendingPathComponent("Fuzz/corpus/swiftui-layout-post")
        let seed = try [UInt8](Data(contentsOf: url))
        let request = FuzzInput.request(from: seed)
        #expect(request.path == "/swiftui/layout" && request.method == "POST")
        #expect(FuzzInput.check(seed, service: service) == nil)
    }

    /// Two forms of one modifier given together (`safeAreaPadding`'s `edges` with `bottom`): members each valid,
    /// refused together, a 422 as every rule across fields (schemathesis generated it; a 400 failed its positive
    /// check).
    @Test func membersValidAloneButNotTogetherAre422() {
        let body =
            #"{"proposal":{"width":100,"height":100},"view":{"type":"safeAreaPadding","edges":"all","bottom":1,"#
            + #""content":{"type":"Color"}}}"#
        let response = service.respond(to: post("/swiftui/layout", body))
        expectProblem(response, status: 422, naming: "view")
        #expect(json(response)["viewPath"] as? [String] == ["0"])
        // A top inset aligned to the bottom: the alignment is valid alone, not with this edge.
        let inset =
            #"{"proposal":{"width":100,"height":100},"view":{"type":"safeAreaInset","edge":"top","#
            + #""alignment":"bottom","content":{"type":"Color"},"secondary":{"type":"Color"}}}"#
        let across = service.respond(to: post("/swiftui/layout", inset))
        expectProblem(across, status: 422, naming: "view")
        #expect((json(across)["detail"] as? String)?.contains(#"alignment "bottom" with edge top"#) == true)
        // An alignment no edge takes is a 400, as any unknown value.
        let unknown = inset.replacingOccurrences(of: #""alignment":"bottom""#, with: #""alignment":"middle""#)
        #expect(service.respond(to: post("/swiftui/layout", unknown)).status == 400)
    }

    /// The picture draws a pixel grid from 4 screen pixels a pixel on: at scale 3, zoom 12 has one, zoom 11 none.
    @Test func thePictureDrawsThePixelGridFromFourScreenPixelsAPixel() {
        func svg(zoom: Int) -> String {
            service.respond(
                to: post(
                    "/swiftui/layout",
                    #"{"proposal":{"width":10,"height":10},"scale":3,"format":"svg","zoom":"# + "\(zoom)"
                        + #","view":{"type":"Rectangle"}}"#)
            ).bodyText
        }
        #expect(svg(zoom: 12).contains("pixel-grid"))
        #expect(!svg(zoom: 11).contains("pixel-grid"))
    }
}
