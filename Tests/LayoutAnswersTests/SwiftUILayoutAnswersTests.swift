import Foundation
import LayoutAnswers
import LayoutGeometry
import LayoutTestSupport
import Testing

/// `/swiftui/layout`'s answers: the oracle's 2,334 fixture trees read by the service's own view reader
/// (``SwiftUILayoutAnswers/view(from:)``, the wire shape) and laid out by ``SwiftUILayoutAnswers/answer(_:)``;
/// bad views named by path; the limits; device regions.
struct SwiftUILayoutAnswersTests {
    typealias ViewError = SwiftUILayoutAnswers.ViewError

    static let cases = AnswerFixtureTests.feature("swiftui-layout")

    /// A fixture value as the request reader gives it.
    static func value(_ j: J) -> JSONValue {
        switch j {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let a): .array(a.map(value))
        case .object(let o): .object(o.mapValues(value))
        }
    }

    static func parse(_ text: String) throws -> JSONValue {
        value(try JSONDecoder().decode(J.self, from: Data(text.utf8)))
    }

    static func view(_ text: String) throws(ViewError) -> SwiftUILayout.Node {
        let json: JSONValue
        do { json = try parse(text) } catch { fatalError("bad test JSON \(text)") }
        return try SwiftUILayoutAnswers.view(from: json)
    }

    /// Expects `json` refused as a bad view at the root (path `0`), its detail holding `words`.
    static func expectBadView(
        _ json: String, naming words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try view(json)
            Issue.record("accepted \(json)", sourceLocation: sourceLocation)
        } catch {
            guard case .badView(let path, _) = error else {
                Issue.record("\(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(path == "0", sourceLocation: sourceLocation)
            #expect(error.detail.contains(words), "\(error.detail)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyFixtureCaseIsHere() {
        #expect(Self.cases.count >= 1_578)
    }

    /// Every oracle case through the wire reader and the answer: the same frames, pixel frames and proposals.
    @Test(arguments: cases)
    func replaysTheOracle(_ fixture: FixtureCase) throws {
        let input = fixture.input, expected = fixture.expected
        let view = try SwiftUILayoutAnswers.view(from: Self.value(input["view"]))
        let proposal = ProposedSize(
            width: input["proposal"]["width"].double,
            height: input["proposal"]["height"].double)
        // A hosted case: its screen and safe area as a device region would give them.
        var placement: SwiftUILayoutAnswers.Placement?
        let screen = input["screen"], insets = input["screen"]["safeArea"].doubles
        if !screen.isNull, insets.count == 4 {
            placement = .init(
                region: .safeArea,
                safeArea: SwiftUILayout.SafeArea(
                    screen: Size(
                        width: try #require(screen["width"].double), height: try #require(screen["height"].double)),
                    insets: EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])))
        }
        let question = SwiftUILayoutAnswers.Question(
            view: view, proposal: proposal, scale: try #require(input["scale"].double), placement: placement)
        if let refused = expected["refused"].string {  // a Grid the oracle cannot lay out: a 422 naming the cell
            let error = #expect(throws: AnswerError.self) { try SwiftUILayoutAnswers.answer(question) }
            #expect(error?.kind == .unprocessable && error?.detail.hasPrefix("view: at \(refused): a Grid") == true)
            return
        }
        let answer = try SwiftUILayoutAnswers.answer(question)
        expectClose(answer.size.width, expected["size"].doubles.first, "size.width")
        expectClose(answer.size.height, expected["size"].doubles.last, "size.height")
        guard case .array(let nodes) = expected["nodes"] else { Issue.record("no nodes"); return }
        #expect(answer.nodes.map(\.path) == nodes.map { $0["path"].string ?? "?" })
        for (node, want) in zip(answer.nodes, nodes) {
            #expect(node.type == want["type"].string && node.id == want["id"].string, "\(node.path)")
            expectClose(node.frame, want["frame"].rect, "frame at \(node.path)")
            expectClose(node.pixelFrame, want["pixelFrame"].rect, "pixelFrame at \(node.path)")
            expectGeometry(node.geometry, want["geometry"], at: node.path)
        }
    }

    /// `.padding(nil)` (`"length": null`) is the system padding, 16 on every edge, as `.padding()` is; written out:
    /// a 100 × 60 proposal leaves the content 68 × 28 at (16, 16).
    @Test(arguments: [
        #"{"type":"padding","length":null,"content":{"type":"Rectangle"}}"#,
        #"{"type":"padding","content":{"type":"Rectangle"}}"#,
    ])
    func paddingNilIsTheSystemPadding(_ text: String) throws {
        let answer = try SwiftUILayoutAnswers.answer(
            .init(
                view: try Self.view(text),
                proposal: .init(width: 100, height: 60), scale: 1))
        #expect(
            answer.nodes.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 60),
                Rect(x: 16, y: 16, width: 68, height: 28),
            ])
    }

    /// objc.io's measured case, end to end from the wire shape.
    @Test func objcMeasuredCase() throws {
        let view = try Self.view(
            #"{"type":"HStack","spacing":0,"children":[{"type":"flexibleFrame","maxWidth":100,"#
                + #""content":{"type":"Rectangle"}},{"type":"flexibleFrame","minWidth":100,"#
                + #""content":{"type":"Rectangle"}}]}"#)
        let answer = try SwiftUILayoutAnswers.answer(
            .init(
                view: view, proposal: .init(width: 150, height: 100),
                scale: 1))
        #expect(answer.nodes.filter { $0.path == "0.0" || $0.path == "0.1" }.map(\.frame.width) == [75, 100])
        #expect(answer.size == Size(width: 175, height: 100))
        #expect(answer.nodes.map(\.path) == ["0", "0.0", "0.0.0", "0.1", "0.1.0"])
    }

    @Test(
        arguments: [
            (
                #"{"type":"VStack","children":[{"type":"Rectangle"},{"type":"Rectangel"}]}"#, "0.1",
                "did you mean Rectangle?"
            ),
            (#"{"type":"padding","content":{"type":"Circle","widht":3}}"#, "0.0", #"unknown member "widht""#),
            (#"{"type":"overlay","content":{"type":"Circle"}}"#, "0", "needs secondary"),
            (#"{"type":"frame","width":-1,"content":{"type":"Circle"}}"#, "0", "at least 0"),
            (#"{"type":"Fixed","width":10}"#, "0", "needs height"),
            (#"{"type":"HStack","alignment":"leading","children":[]}"#, "0", "top, center, bottom"),
            (
                #"{"type":"ZStack","children":[{"type":"frame","alignment":"middle","content":{"type":"Color"}}]}"#,
                "0.0",
                "topLeading"
            ),
            (#"{"type":"aspectRatio","ratio":0,"content":{"type":"Color"}}"#, "0", "greater than 0"),
            (#"{"type":"padding","length":4,"top":2,"content":{"type":"Color"}}"#, "0", "not both"),
            (#"{"type":"HStack","children":{"type":"Color"}}"#, "0", "not an array"),
            (#"{"children":[]}"#, "0", "has no type"),
            (#"{"type":"background","content":{"type":"Color"},"secondary":[1]}"#, "0.1", "must be an object"),
            (#"{"type":"flexibleFrame","minWidth":"infinity","content":{"type":"Color"}}"#, "0", "a number or null"),
            (#"{"type":"Rectangle","id":7}"#, "0", "not a string"),
            (#"{"type":"offset","x":null,"content":{"type":"Color"}}"#, "0", "null; leave the member out"),
            (#"{"type":"padding","length":null,"top":1,"content":{"type":"Color"}}"#, "0", "not both"),
        ] + SwiftUIGridAnswersTests.badGridViews)
    func badViewsNameTheirPath(json: String, path: String, words: String) {
        do {
            _ = try Self.view(json)
            Issue.record("accepted \(json)")
        } catch {
            guard case .badView(let at, _) = error else { Issue.record("\(error)"); return }
            #expect(at == path, "\(error.detail)")
            #expect(error.detail.contains(words), "\(error.detail)")
            #expect(error.detail.hasPrefix("view: the view at path \(path) "), "\(error.detail)")
        }
    }

    /// A chain of `depth` paddings around a rectangle: the rectangle sits at depth `depth`.
    static func chain(_ depth: Int) -> String {
        String(repeating: #"{"type":"padding","length":1,"content":"#, count: depth) + #"{"type":"Rectangle"}"#
            + String(repeating: "}", count: depth)
    }

    @Test func depth64IsReadAnd65Refused() throws {
        #expect(throws: Never.self) { try Self.view(Self.chain(64)) }
        #expect(throws: ViewError.tooDeep(path: "0" + String(repeating: ".0", count: 65), limit: 64)) {
            try Self.view(Self.chain(65))
        }
        #expect(ViewError.tooDeep(path: "0", limit: 64).detail.contains("64 levels"))
    }

    @Test func twoThousandViewsAreReadAndOneMoreRefused() throws {
        func stack(_ n: Int) -> String {
            #"{"type":"VStack","children":["# + Array(repeating: #"{"type":"Color"}"#, count: n).joined(separator: ",")
                + "]}"
        }
        let answer = try SwiftUILayoutAnswers.answer(
            .init(
                view: try Self.view(stack(1_999)),
                proposal: .init(width: 100, height: 100), scale: 2))
        #expect(answer.nodes.count == 2_000)
        #expect(throws: ViewError.tooManyViews(limit: 2_000)) { try Self.view(stack(2_000)) }
    }

    @Test func defaultsAreSwiftUIs() throws {
        let view = try Self.view(#"{"type":"padding","content":{"type":"fixedSize","content":{"type":"Spacer"}}}"#)
        guard case .padding(let insets, let content) = view.kind, case .fixedSize(true, true, _) = content.kind else {
            Issue.record("\(view)")
            return
        }
        #expect(insets == EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        let edges = try Self.view(#"{"type":"padding","leading":3,"content":{"type":"Color"}}"#)
        guard case .padding(let some, _) = edges.kind else { Issue.record("\(edges)"); return }
        #expect(some == EdgeInsets(top: 0, left: 3, bottom: 0, right: 0))
    }

    @Test func infiniteShapesAre422() throws {
        let view = try Self.view(#"{"type":"Rectangle"}"#)
        #expect(throws: AnswerError.self) {
            try SwiftUILayoutAnswers.answer(.init(view: view, proposal: .init(width: .infinity, height: 10), scale: 1))
        }
    }

    /// `region=safeArea` proposes the window less the model's insets in the orientation asked, for every model with
    /// insets in portrait and in landscape: the expected proposal is worked out here from `data/devices.json`'s
    /// screen and insets (portrait ones turned for landscape: width and height swap), not through the catalog.
    @Test func theSafeAreaProposalIsTheWindowLessTheInsetsOfTheOrientationAsked() throws {
        let catalog = AnswerFixtureTests.catalog
        var checked = 0
        for device in CatalogData.devices() {
            guard let id = device["id"] as? String, let insets = device["safeAreaInsets"] as? [String: Any],
                let w = CatalogData.number(device["screen"], "width"),
                let h = CatalogData.number(device["screen"], "height"),
                let orientations = device["orientations"] as? [String]
            else { continue }
            for (name, interface) in [("portrait", InterfaceOrientation.portrait), ("landscape", .landscapeLeft)]
            where orientations.contains(interface == .portrait ? "portrait" : "landscapeLeft") {
                guard let e = insets[name] as? [String: Any], let top = CatalogData.number(e, "top"),
                    let left = CatalogData.number(e, "left"), let bottom = CatalogData.number(e, "bottom"),
                    let right = CatalogData.number(e, "right")
                else { continue }
                let (width, height) = name == "portrait" ? (w, h) : (h, w)
                let root = try SwiftUILayoutAnswers.root(
                    .init(
                        device: id, orientation: AskedOrientation(asked: name, interface: interface), kind: .safeArea),
                    catalog)
                #expect(
                    root.proposal == ProposedSize(width: width - left - right, height: height - top - bottom),
                    "\(id) \(name): \(root.proposal)")
                #expect(root.scale == CatalogData.number(device, "scale"), "\(id)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func deviceRegionsAreTheProposal() throws {
        let catalog = AnswerFixtureTests.catalog
        let window = try SwiftUILayoutAnswers.root(
            .init(device: "iphone-16-pro", orientation: nil, kind: .window),
            catalog)
        #expect(window.proposal == ProposedSize(width: 402, height: 874))
        #expect(window.scale == 3)
        let safe = try SwiftUILayoutAnswers.root(
            .init(device: "iphone-16-pro", orientation: nil, kind: .safeArea),
            catalog)
        #expect(safe.proposal.width == 402)
        #expect((safe.proposal.height ?? 0) < 874)
        let landscape = try SwiftUILayoutAnswers.root(
            .init(
                device: "iphone-16-pro", orientation: AskedOrientation(asked: "landscape", interface: .landscapeLeft),
                kind: .window), catalog)
        #expect(landscape.proposal == ProposedSize(width: 874, height: 402))
        #expect(throws: AnswerError.self) {
            try SwiftUILayoutAnswers.root(.init(device: "iphone-16-prp", orientation: nil, kind: .window), catalog)
        }
    }
}
