import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// What a client writes is bounded (every value a client controls, by construction): metric labels from closed sets and
/// escaped, caps on kept and echoed text, bounded work for unknown names, keys that compare bytes, and one answer per
/// question in every representation. The attacks themselves are in `scripts/check/adversarial_input.py`.
struct ClientBoundsTests {
    let service = buildService(configuration: ServerConfiguration())

    // MARK: Metrics

    /// The Prometheus text format's escapes, written out (not built with the function under test).
    @Test func labelValuesAreEscapedAsPrometheusText() {
        #expect(Metrics.labelValue("/fit") == "/fit")
        #expect(Metrics.labelValue(#"a\b"#) == #"a\\b"#)
        #expect(Metrics.labelValue(#"X"}"#) == #"X\"}"#)
        #expect(Metrics.labelValue("a\nb") == #"a\nb"#)
        #expect(Metrics.labelValue("\u{1}é") == "\u{1}é")
    }

    /// 1,000 distinct methods (hostile bytes among them) make one `other` series, never a label of their own.
    @Test func methodLabelsAreAClosedSet() {
        let metrics = Metrics()
        for n in 0..<1_000 { metrics.record(route: "/healthz", method: "M\(n)\\\"}\n", status: 405, seconds: 0) }
        for method in ["GET", "HEAD", "POST", "OPTIONS"] {
            metrics.record(route: "/healthz", method: method, status: 200, seconds: 0)
        }
        let page = metrics.render(cache: service.cache.statistics, connections: nil)
        let series = page.split(separator: "\n").filter { $0.hasPrefix("layoutd_http_requests_total{") }
        #expect(
            series == [
                #"layoutd_http_requests_total{route="/healthz",method="GET",status="200"} 1"#,
                #"layoutd_http_requests_total{route="/healthz",method="HEAD",status="200"} 1"#,
                #"layoutd_http_requests_total{route="/healthz",method="OPTIONS",status="200"} 1"#,
                #"layoutd_http_requests_total{route="/healthz",method="POST",status="200"} 1"#,
                #"layoutd_http_requests_total{route="/healthz",method="other",status="405"} 1000"#,
            ])
    }

    // MARK: Echoes

    @Test func echoesAreCutAtAScalarBoundaryAndSayHowLong() {
        #expect(Echo.capped("PROPFIND", bytes: 32) == "PROPFIND")
        #expect(
            Echo.capped(String(repeating: "M", count: 40), bytes: 32) == String(repeating: "M", count: 32)
                + "… (40 bytes)")
        // "é" is 2 bytes: 3 of them cut at 5 bytes keep 2 (4 bytes), never half a scalar.
        #expect(Echo.capped("ééé", bytes: 5) == "éé… (6 bytes)")
    }

    /// A 30 KB method of control bytes: a 405 of under 1 KB (the method repeated at most 32 bytes).
    @Test func aLongMethodIsNotEchoedAtLength() {
        let method = String(repeating: "\u{1}\u{2}X", count: 10_000)
        let response = service.respond(to: Request(method: method, path: "/fit"))
        #expect(response.status == 405)
        #expect(response.body.count < 1_024, "\(response.body.count) bytes")
        let shown = String(repeating: "\u{1}\u{2}X", count: 10) + "\u{1}\u{2}"
        #expect(
            (json(response)["detail"] as? String).map { Array($0.utf8) }
                == Array((shown + "… (30000 bytes) is not supported on /fit; use GET, HEAD, POST, OPTIONS.").utf8))
    }

    /// A problem's answer is bounded whatever it holds: `detail` at 2 KiB, each extension at 64 values of 512 bytes.
    @Test func problemsAreBoundedWhateverTheyHold() {
        var problem = Problem.badRequest(String(repeating: "d", count: 10_000))
        problem.extensions["invalidFields"] = (0..<1_000).map { "\($0)" + String(repeating: "f", count: 1_000) }
        let response = problem.response
        let body = json(response)
        #expect(body["detail"] as? String == String(repeating: "d", count: 2_048) + "… (10000 bytes)")
        let fields = body["invalidFields"] as? [String] ?? []
        #expect(fields.count == 64 && fields[0] == "0" + String(repeating: "f", count: 511) + "… (1001 bytes)")
        #expect(response.body.count < 40_000, "\(response.body.count) bytes")
        // One value alone is capped as well.
        problem.extensions["invalidFields"] = [String(repeating: "f", count: 1_000)]
        #expect(
            json(problem.response)["invalidFields"] as? [String]
                == [String(repeating: "f", count: 512) + "… (1000 bytes)"])
    }

    // MARK: Caps

    @Test(arguments: [
        ("/devices?q=" + String(repeating: "q", count: 129), "q", "is 129 bytes long; it is at most 128 bytes"),
        (
            "/devices?identifier=" + String(repeating: "i", count: 129), "identifier",
            "is 129 bytes long; it is at most 128 bytes"
        ),
        (
            "/fit?aspectRatio=1&device=" + String(repeating: "d", count: 513), "device",
            "is 513 bytes long; a text value is at most 512 bytes"
        ),
    ])
    func textPastItsCapIs422NamingTheLimit(target: String, field: String, says: String) {
        let response = service.respond(to: get(target))
        expectProblem(response, status: 422, naming: field)
        #expect((json(response)["detail"] as? String)?.contains(says) == true, "\(response.bodyText)")
        #expect(response.body.count < 1_024)
    }

    @Test func textAtItsCapIsAnswered() {
        #expect(service.respond(to: get("/devices?q=" + String(repeating: "q", count: 128))).status == 200)
        #expect(service.respond(to: get("/devices?identifier=" + String(repeating: "i", count: 128))).status == 200)
    }

    @Test func aSwiftUIViewIdIsAtMost128Bytes() {
        let layout = #"{"proposal":{"width":10,"height":10},"view":{"type":"Color","id":"%@"}}"#
        let atCap = service.respond(
            to: post("/swiftui/layout", layout.replacingOccurrences(of: "%@", with: String(repeating: "i", count: 128)))
        )
        #expect(atCap.status == 200)
        let past = service.respond(
            to: post("/swiftui/layout", layout.replacingOccurrences(of: "%@", with: String(repeating: "i", count: 129)))
        )
        expectProblem(past, status: 422, naming: "view")
        #expect((json(past)["viewPath"] as? [String]) == ["0"])
        #expect((json(past)["detail"] as? String)?.contains("an id of 129 bytes; an id is at most 128 bytes") == true)
    }

    /// 5,000 unknown names: five described (in byte order, each echoed at most 64 bytes), the rest counted; the
    /// answer stays small.
    @Test func manyUnknownNamesAreDescribedFiveAtATime() {
        let long = String(repeating: "z", count: 100)
        let members = (0..<5_000).map { #""u\#(String(format: "%04d", $0))":1"# } + [#""\#(long)":1"#, #""aspct":1"#]
        let body = #"{"container":"852x393","aspectRatio":"21:9","# + members.joined(separator: ",") + "}"
        let response = service.respond(to: post("/fit", body))
        #expect(response.status == 400)
        #expect(response.body.count < 1_024, "\(response.body.count) bytes")
        let answer = json(response)
        #expect(answer["invalidFields"] as? [String] == ["aspct", "u0000", "u0001", "u0002", "u0003"])
        #expect(answer["suggestions"] as? [String] == ["aspectRatio"])
        #expect(
            answer["detail"] as? String
                == "Unknown parameters: aspct (did you mean aspectRatio?), u0000, u0001, u0002, u0003 and 4997 more.")
    }

    @Test func theSmallestNamesAreFoundInOnePass() {
        #expect(Parameters.smallest(3, of: ["d", "b", "e", "a", "c"]) == ["a", "b", "c"])
        #expect(Parameters.smallest(5, of: ["b", "a"]) == ["a", "b"])
        // Byte order, not Unicode's: "Z" (0x5A) < "a" (0x61) < "é" (0xC3 0xA9).
        #expect(Parameters.smallest(2, of: ["é", "a", "Z"]) == ["Z", "a"])
    }

    // MARK: Byte identity

    /// é as U+00E9 and as e + U+0301, raw and as JSON escapes: each answered with the id it sent, whichever came first.
    @Test func equivalentSpellingsAreAnsweredWithTheirOwnBytes() {
        // Raw UTF-8 and JSON escapes (an all-ASCII body can still spell é two ways).
        let spellings = ["caf\u{E9}-1", "cafe\u{301}-1", #"caf\u00e9-1"#, #"cafe\u0301-1"#]
        func body(_ id: String) -> String {
            #"{"proposal":{"width":10,"height":10},"view":{"type":"Color","id":"\#(id)"}}"#
        }
        let decoded = ["caf\u{E9}-1", "cafe\u{301}-1", "caf\u{E9}-1", "cafe\u{301}-1"]
        for order in [[0, 1, 2, 3], [3, 2, 1, 0], [2, 3, 0, 1], [1, 0, 3, 2]] {
            let shared = buildService(configuration: ServerConfiguration())
            for i in order {
                let response = shared.respond(to: post("/swiftui/layout", body(spellings[i])))
                let nodes = json(response)["nodes"] as? [[String: Any]]
                let id = nodes?.first?["id"] as? String
                // Compared as bytes: Swift's == would call the two spellings equal.
                #expect(id.map { Array($0.utf8) } == Array(decoded[i].utf8), "order \(order), spelling \(i)")
            }
        }
    }

    /// The Kelvin sign and K name the same row; each spelling gets the answer a fresh service gives it.
    @Test func theKelvinSignAndKAreTwoQuestions() {
        // Paths as libmicrohttpd hands them over, percent-decoded.
        let kelvin = Request(method: "GET", path: "/devices/Apple TV 4\u{212A}")
        let ascii = Request(method: "GET", path: "/devices/Apple TV 4K")
        let shared = buildService(configuration: ServerConfiguration())
        for request in [kelvin, ascii] {
            let alone = buildService(configuration: ServerConfiguration()).respond(to: request)
            let answer = shared.respond(to: request)
            #expect(answer.status == alone.status && answer.body == alone.body)
            #expect(answer.header("ETag") == alone.header("ETag"))
        }
    }

    /// A cached entry counts the request's bytes it keeps (here a 128-byte identifier) beyond its body.
    @Test func aKeyCountsTheClientBytesItHolds() {
        let shared = buildService(configuration: ServerConfiguration())
        let identifier = String(repeating: "i", count: 128)
        let response = shared.respond(to: get("/devices?identifier=" + identifier))
        #expect(response.status == 200)
        let held = shared.cache.statistics.bytes
        // The body is the cached buffer itself (its capacity counted); the key adds path, name, value and separators.
        #expect(held >= response.body.capacity + CachedAnswer.overheadBytes + "/devices".utf8.count + 10 + 128 + 2)
    }

    // MARK: Representations

    /// A layout that overflows a double is refused as JSON and as a picture alike.
    @Test(arguments: ["json", "svg"])
    func anOverflowIsRefusedInEveryRepresentation(format: String) {
        let body =
            #"{"proposal":{"width":100,"height":100},"scale":3,"format":"\#(format)","#
            + #""view":{"type":"offset","x":1e308,"y":0,"content":{"type":"Color"}}}"#
        let response = service.respond(to: post("/swiftui/layout", body))
        #expect(response.status == 422, "\(response.bodyText.prefix(200))")
    }

    /// A POST body over the inline limit is read on a worker, not on the poll thread that received it.
    @Test func aLargeBodyIsReadOnAWorker() {
        let padding = String(repeating: " ", count: LayoutService.inlineBodyBytes)
        let large = post("/fit", #"{"container":"852x393","aspectRatio":"21:9"}"# + padding)
        let small = post("/fit", #"{"container":"852x393","aspectRatio":"16:9"}"#)
        guard case .deferred = service.handle(large).outcome else {
            Issue.record("a \(large.body.count)-byte body was read on the poll thread")
            return
        }
        guard case .light = service.handle(small).outcome else {
            Issue.record("a small /fit body was not read inline")
            return
        }
    }
}
