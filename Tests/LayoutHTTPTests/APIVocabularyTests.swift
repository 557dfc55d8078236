import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// API v1's naming guide (`docs/api.md`) held against what the routes answer: every member name in the guide's
/// vocabulary and camelCase, deprecated names answered with `Deprecation`, unknown names with a suggestion, problem
/// types that resolve.
struct APIVocabularyTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    /// The member names `docs/api.md` allows (its ```vocabulary block).
    static let vocabulary: Set<String> = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard let text = try? String(contentsOf: root.appendingPathComponent("docs/api.md"), encoding: .utf8),
            let start = text.range(of: "```vocabulary\n"),
            let end = text.range(of: "```", range: start.upperBound..<text.endIndex)
        else { return [] }
        return Set(
            text[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }()

    /// One request per kind of answer, every route and its main variants, errors included: the hand-picked ones,
    /// then every JSON route asked from its descriptor (``derivedQuestions``).
    static let questions: [Request] = handPicked + derivedQuestions

    /// Every route that answers JSON in the API's own vocabulary, asked with its placeholders' examples: bare, and
    /// with each query name's example on its own (GET; `format` aside), or with its body members' examples
    /// (POST-only).
    static let derivedQuestions: [Request] = RouteListTests.routes.filter {
        $0.descriptor.mediaTypes.first == "application/json" && !otherVocabularies.contains($0.path)
            && $0.descriptor.kind != .direct
    }.flatMap { route -> [Request] in
        let parameters = route.descriptor.parameters
        var path = route.path
        for placeholder in parameters where placeholder.location == .path {
            path = path.replacingOccurrences(of: "{\(placeholder.name)}", with: placeholder.example)
        }
        guard route.methods.contains("GET") else {
            let members = parameters.filter { $0.location == .body }
                .map { "\"\($0.name)\":\($0.type == .object ? $0.example : "\"\($0.example)\"")" }
            return [post(path, "{" + members.joined(separator: ",") + "}")]
        }
        // format=svg answers a picture, not JSON
        let asked = parameters.filter { $0.location == .query && $0.name != "format" }
        return [Request(method: "GET", path: path)]
            + asked.map {
                Request(method: "GET", path: path, query: [($0.name, $0.example)])
            }
    }

    static let handPicked: [Request] = [
        get("/healthz"), get("/readyz"),
        post(
            "/swiftui/layout",
            #"{"proposal":{"width":80,"height":null},"view":{"type":"Text","string":"Hello world","lineLimit":1}}"#),
        get("/fit?container=852x393&aspectRatio=21:9"),
        get("/fit?device=iphone-14-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9"),
        get("/fit?device=iphone-16-pro&orientation=landscape&region=keyboardLayoutGuide&aspectRatio=16:9"),
        get("/fit?device=ipad-pro-11-inch&region=safeArea&aspectRatio=4:3&content=1024x768"),
        get("/fit?semantics=swiftui&proposalWidth=300&aspectRatio=1.5&mode=fill"),
        get("/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30&scale=3"),
        get("/alignment?alignmentRect=10,10,24,30&minimumSize=44x44&scale=2"),
        get("/tvgrid"),
        get("/tvgrid?itemWidth=300&itemAspectRatio=16:9&focusedScale=1.1&titleHeight=40&itemCount=12"),
        get("/sizeclass?device=ipad-pro-12-9-inch&orientation=landscape&multitasking=split-1/2"),
        get("/sizeclass?window=400x600&idiom=phone"),
        get("/devices"), get("/devices/iPad16,3"), get("/devices/ipad-pro-11-inch?os=17"),
        get("/devices/apple-vision-pro"),
        get("/devices/iphone-duo?display=inner"), get("/sizeclass?device=iphone-duo&display=inner"),
        get("/devices/groups"), get("/devices/groups/ipad-pro-11-inch"), get("/catalog"),
        get("/problems/unknown-parameter"), get("/deprecations"),
        get("/fit?container=852x393&aspct=21:9"), get("/fit?container=1x1&aspectRatio=1&proposalWidth=3"),
        get("/devices/iphone-99"), get("/nowhere"), get("/fit?container=852x393&aspectRatio=101"),
        post(
            "/batch",
            #"{"questions":[{"path":"/fit","query":{"container":"852x393","aspectRatio":"21:9"}},"#
                + #"{"path":"/tvgrid","query":{"columns":"x"}}]}"#
        ),
        post(
            "/swiftui/layout",
            #"{"proposal":{"width":150},"view":{"type":"HStack","children":[{"type":"Circle","id":"c"}]}}"#),
        post("/swiftui/layout", #"{"proposal":{},"view":{"type":"Circl"}}"#),
    ]

    /// Routes whose JSON is not the API's own vocabulary: DTCG design tokens name their members `$value`, `$type`
    /// and by model id.
    static let otherVocabularies: Set<String> = ["/devices/{id}/tokens", "/devices.tokens.json"]

    @Test func everyMemberNameIsInTheGuidesVocabularyAndCamelCase() throws {
        #expect(Self.vocabulary.count > 150, "docs/api.md's vocabulary block was not read")
        var unknown: [String: String] = [:]
        var seen = Set<String>()
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    seen.insert(key)
                    if !Self.vocabulary.contains(key) || key.contains("_") || key.first?.isUppercase == true {
                        unknown[key] = path + "." + key
                    }
                    if key != "sourceDescriptions" { walk(child, path + "." + key) }
                }
            } else if let array = value as? [Any] {
                for child in array { walk(child, path + "[]") }
            }
        }
        for request in Self.questions {
            let response = service.respond(to: request)
            #expect(response.status != 500, "\(request.path)")
            walk(json(response), request.path)
        }
        #expect(
            unknown.isEmpty,
            "names outside docs/api.md's vocabulary or not camelCase: \(unknown.sorted { $0.key < $1.key })")
        // The vocabulary lists no name the answers never use (it would hide a rename that left it behind).
        #expect(
            Self.vocabulary.subtracting(seen).isEmpty,
            "listed but never answered: \(Self.vocabulary.subtracting(seen).sorted())")
    }

    /// Each old name still works, gives the same answer as its replacement, and says so in RFC 9745's headers.
    @Test(arguments: [
        ("/fit?container=852x393&aspect=21:9", "/fit?container=852x393&aspectRatio=21:9", "aspect: use aspectRatio"),
        (
            "/tvgrid?itemWidth=300&spacing=20", "/tvgrid?itemWidth=300&horizontalSpacing=20",
            "spacing: use horizontalSpacing"
        ),
        (
            "/tvgrid?itemWidth=300&itemHeight=100&verticalSpacing=50",
            "/tvgrid?itemWidth=300&itemHeight=100&minimumVerticalSpacing=50",
            "verticalSpacing: use minimumVerticalSpacing"
        ),
        ("/tvgrid?columns=4&screenSize=1280x720", "/tvgrid?columns=4&screen=1280x720", "screenSize: use screen"),
        (
            "/alignment?frame=0,0,130,130&insets=0,0,30,30",
            "/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30", "insets: use alignmentRectInsets"
        ),
        (
            "/sizeclass?width=400&height=600&idiom=phone", "/sizeclass?window=400x600&idiom=phone",
            "width: use window; height: use window"
        ),
    ])
    func deprecatedNamesStillWorkAndSaySo(old: String, new: String, title: String) {
        let before = service.respond(to: get(old)), after = service.respond(to: get(new))
        #expect(before.status == 200 && after.status == 200, "\(before.bodyText)")
        #expect(before.body == after.body)
        #expect(before.header("Deprecation") == "@1795392000")
        #expect(
            before.header("Link")
                == "</deprecations>; rel=\"deprecation\"; type=\"application/json\"; title=\"\(title)\"")
        #expect(after.header("Deprecation") == nil && after.header("Link") == nil)
        // Cached and uncached answers say it alike (the header is the request's, not the answer's).
        #expect(service.respond(to: get(old)).header("Deprecation") == "@1795392000")
        #expect(service.respond(to: get(new)).header("Deprecation") == nil)
    }

    @Test func anOldNameBesideItsReplacementIs422() {
        let response = service.respond(to: get("/fit?container=852x393&aspect=21:9&aspectRatio=21:9"))
        #expect(response.status == 422)
        #expect((json(response)["detail"] as? String)?.contains("aspectRatio") == true)
    }

    @Test func deprecationsListEveryRename() throws {
        let body = json(service.respond(to: get("/deprecations")))
        let listed = try #require(body["deprecations"] as? [[String: Any]])
        #expect(listed.compactMap { $0["name"] as? String } == Vocabulary.renames.map(\.name))
        #expect(listed.allSatisfy { $0["since"] as? String == "2026-11-23" })
    }

    @Test func anUnknownNameGetsTheClosestKnownOne() throws {
        for (typo, meant) in [
            ("aspct", "aspectRatio"), ("aspect_ratio", "aspectRatio"), ("contianer", "container"),
            ("alignmnt", "alignment"),
        ] {
            let response = service.respond(to: get("/fit?container=852x393&aspectRatio=1&\(typo)=1"))
            #expect(response.status == 400)
            let body = json(response)
            #expect(body["type"] as? String == "/problems/unknown-parameter")
            #expect(body["suggestions"] as? [String] == [meant], "\(typo): \(body)")
            #expect((body["detail"] as? String)?.contains("did you mean \(meant)?") == true)
        }
        // Reported as itself even when the parameter it was meant to be is then missing.
        let missing = json(service.respond(to: get("/fit?container=852x393&aspct=21:9")))
        #expect(
            missing["type"] as? String == "/problems/unknown-parameter"
                && missing["suggestions"] as? [String] == ["aspectRatio"], "\(missing)")
        let nothingClose = json(service.respond(to: get("/fit?container=852x393&aspectRatio=1&zzzzzzzz=1")))
        #expect(nothingClose["suggestions"] == nil)
    }

    @Test func aKnownNameThatDoesNotApplySaysWhereItDoes() {
        let here = service.respond(to: get("/fit?container=1x1&aspectRatio=1&proposalWidth=3"))
        #expect(here.status == 422)
        #expect(json(here)["type"] as? String == "/problems/parameter-not-applicable")
        #expect((json(here)["detail"] as? String)?.contains("semantics=swiftui") == true)
        let elsewhere = service.respond(to: get("/fit?container=1x1&aspectRatio=1&idiom=phone"))
        #expect(elsewhere.status == 400)
        #expect(json(elsewhere)["type"] as? String == "/problems/parameter-not-applicable")
        #expect((json(elsewhere)["detail"] as? String)?.contains("/sizeclass") == true)
    }

    /// Every problem `type` an error carries resolves to its description, with the same status and title.
    @Test func problemTypesResolve() throws {
        let errors = [
            get("/fit?container=852x393&aspectRatio=0"), get("/fit?aspct=1&container=1x1"),
            get("/fit?container=1x1&aspectRatio=1&proposalWidth=3"),
            get("/fit?container=1x1&aspectRatio=1&content=1x1"), get("/devices/iphone-99"),
            get("/fit", method: "DELETE"),
            get("/fit?container=1x1&aspectRatio=1", headers: ["Accept": "image/png"]),
            post("/fit", "x", contentType: "text/plain"),
        ]
        var types = Set<String>()
        for request in errors {
            let problem = json(service.respond(to: request))
            let type = try #require(problem["type"] as? String)
            types.insert(type)
            let described = service.respond(to: get(type))
            #expect(described.status == 200, "\(type)")
            #expect(json(described)["title"] as? String == problem["title"] as? String, "\(type)")
            #expect(
                json(described)["status"] as? Int == problem["status"] as? Int
                    || type == "/problems/parameter-not-applicable", "\(type)")
        }
        #expect(types.count == 8)
        #expect(Set(DocsEndpoints.problemTypes.map(\.type)).count == DocsEndpoints.problemTypes.count)
        #expect(service.respond(to: get("/problems/no-such-type")).status == 404)
    }

    /// The problem types `/problems/{type}` documents are exactly those some part of the service sends: every
    /// `"/problems/…"` literal in Sources outside the list itself (Problem's constructors, the transport's framing
    /// checks, the batch) is documented, and every documented type is sent somewhere.
    @Test func documentedProblemTypesAreTheOnesSent() throws {
        let sources = RouteListTests.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var sent = Set<String>()
        let listing = "DocsEndpoints.swift"
        for case let file as URL in files where file.pathExtension == "swift" && file.lastPathComponent != listing {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /"(\/problems\/[a-z-]+)"/) { sent.insert(String(match.output.1)) }
        }
        #expect(sent.count > 10)
        #expect(Set(DocsEndpoints.problemTypes.map(\.type)) == sent)
    }

    @Test func optionsOnAnyPathIsAPreflight() {
        let response = service.respond(to: get("/nowhere", method: "OPTIONS"))
        #expect(response.status == 204)
        #expect(response.header("Access-Control-Allow-Origin") == "*")
        #expect(response.header("Allow") == "OPTIONS")
        #expect(service.respond(to: get("/nowhere")).status == 404)
    }

    /// "A value that is exactly a short decimal is written as that decimal" on the wire, in every route's numbers.
    @Test func answersCarryNoDoubleNoise() {
        for request in Self.questions {
            let text = service.respond(to: request).bodyText
            for noise in ["99999999999", "00000000001", "00000000002", "00000000003"] {
                #expect(!text.contains(noise), "\(request.path): \(text.prefix(200))")
            }
        }
    }
}

extension APIVocabularyTests {
    /// The hot path's switch of old names agrees with the table of renames (and so with /deprecations).
    @Test func theOldNamesSwitchAgreesWithTheTable() {
        for name in Set(Vocabulary.renames.map(\.replacement) + service.names.applies.keys) {
            #expect(Vocabulary.oldNames(of: name) == Vocabulary.oldNamesFromTable(of: name), "\(name)")
        }
    }
}
