@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// HTTP details a client nobody here wrote relies on: preconditions on POST, `Accept` weights, CORS for tracing
/// headers, Resource Timing.
struct ProtocolDetailTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func aMatchingIfNoneMatchIs304ForGetAnd412ForPost() throws {
        let first = service.respond(to: post("/fit", #"{"container":"852x393","aspectRatio":"21:9"}"#))
        let etag = try #require(first.header("ETag"))
        var conditionalPost = post("/fit", #"{"container":"852x393","aspectRatio":"21:9"}"#)
        conditionalPost.addHeader("If-None-Match", etag)
        let refused = service.respond(to: conditionalPost)
        #expect(refused.status == 412)
        #expect(json(refused)["type"] as? String == "/problems/precondition-failed")
        #expect(service.respond(to: get("/problems/precondition-failed")).status == 200)
        #expect(
            service.respond(to: get("/fit?container=852x393&aspectRatio=21:9", headers: ["If-None-Match": etag])).status
                == 304)
        // What swift-openapi-generator's clients send: the quotes percent-encoded.
        let encoded = etag.replacing("\"", with: "%22")
        #expect(
            service.respond(to: get("/fit?container=852x393&aspectRatio=21:9", headers: ["If-None-Match": encoded]))
                .status == 304)
        var other = post("/fit", #"{"container":"852x393","aspectRatio":"21:9"}"#)
        other.addHeader("If-None-Match", "\"0000000000000000\"")
        #expect(service.respond(to: other).status == 200)
    }

    @Test(arguments: [
        ("application/json;q=0", 406), ("application/json; q=0.0", 406), ("*/*;q=0, text/html", 406),
        ("application/json;q=0.1", 200), ("text/html, application/json;q=0.5", 200), ("application/*", 200),
    ])
    func acceptWeightsCount(accept: String, status: Int) {
        #expect(
            service.respond(to: get("/fit?container=1x1&aspectRatio=1", headers: ["Accept": accept])).status == status,
            "\(accept)")
    }

    @Test func preflightAllowsTheHeadersABrowserAsksFor() {
        let asked = service.respond(
            to: get(
                "/fit",
                headers: ["Access-Control-Request-Headers": "traceparent, tracestate, cache-control, authorization"],
                method: "OPTIONS"))
        #expect(asked.status == 204)
        #expect(asked.header("Access-Control-Allow-Headers") == "traceparent, tracestate, cache-control, authorization")
        let odd = service.respond(
            to: get("/fit", headers: ["Access-Control-Request-Headers": "bad header\u{7F}"], method: "OPTIONS"))
        #expect(odd.header("Access-Control-Allow-Headers")?.contains("traceparent") == true)
    }

    /// What a client configured with a forward proxy sends (RFC 9112 §3.2.2): answered like the origin form.
    @Test func anAbsoluteFormTargetIsServed() {
        let absolute = service.respond(to: get("http://layoutd.example:8080/fit?container=852x393&aspectRatio=21:9"))
        let origin = service.respond(to: get("/fit?container=852x393&aspectRatio=21:9"))
        #expect(absolute.status == 200 && absolute.body == origin.body)
        #expect(LayoutService.originForm("HTTPS://h") == "/")
        #expect(LayoutService.originForm("ftp://h/fit") == "ftp://h/fit")
        #expect(service.respond(to: get("ftp://h/fit?container=1x1&aspectRatio=1")).status == 404)
    }

    @Test func resourceTimingIsAllowedCrossOrigin() {
        for request in [get("/healthz"), get("/fit?container=1x1&aspectRatio=1"), get("/nowhere")] {
            #expect(service.respond(to: request).header("Timing-Allow-Origin") == "*", "\(request.path)")
        }
    }
}
