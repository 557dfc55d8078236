import LayoutHTTP
import Testing
import LayoutHTTPCore

/// Checks that hold in memory and over a socket alike: each asks its questions through an ``Asker``, so
/// LayoutHTTPTests runs it on the service's `respond(to:)` and LayoutServerTests on a live server, with one body.
///
/// ```swift
/// try BothWays.unknownPath(.inMemory(buildService(configuration: ServerConfiguration())))  // passes
/// ```
public enum BothWays {
    /// An unknown path is a 404 problem+json naming the path.
    ///
    /// - Parameter asker: the way the question goes.
    public static func unknownPath(_ asker: Asker) throws {
        let response = try asker.ask(get("/nope"))
        #expect(response.status == 404, "\(asker.name)")
        #expect(response.header("Content-Type") == "application/problem+json", "\(asker.name)")
        #expect(json(response)["detail"] as? String == "No route for /nope.", "\(asker.name)")
    }

    /// A method a route does not answer is a 405 whose `Allow` lists the route's methods (RFC 9110 §15.5.6).
    ///
    /// - Parameter asker: the way the questions go.
    public static func wrongMethod(_ asker: Asker) throws {
        for method in ["DELETE", "PUT"] {
            let response = try asker.ask(Request(method: method, path: "/fit"))
            #expect(response.status == 405, "\(asker.name) \(method)")
            #expect(response.header("Allow") == "GET, HEAD, POST, OPTIONS", "\(asker.name) \(method)")
        }
        let health = try asker.ask(Request(method: "POST", path: "/healthz"))
        #expect(health.header("Allow") == "GET, HEAD, OPTIONS", "\(asker.name)")
    }

    /// HEAD is answered as GET is: the same status, ETag and `Content-Type`.
    ///
    /// - Parameter asker: the way the questions go.
    public static func headLikeGet(_ asker: Asker) throws {
        let head = try asker.ask(get("/fit?container=100x100&aspectRatio=1", method: "HEAD"))
        let answer = try asker.ask(get("/fit?container=100x100&aspectRatio=1"))
        #expect(head.status == 200, "\(asker.name)")
        #expect(answer.status == 200, "\(asker.name)")
        let etag = try #require(answer.header("ETag"))
        #expect(head.header("ETag") == etag, "\(asker.name)")
        #expect(head.header("Content-Type") == "application/json", "\(asker.name)")
    }

    /// A CORS preflight is a 204 allowing the route's methods, any origin and the `Content-Type` header, as a
    /// browser asks before a JSON POST.
    ///
    /// - Parameter asker: the way the question goes.
    public static func preflight(_ asker: Asker) throws {
        let response = try asker.ask(
            Request(
                method: "OPTIONS", path: "/fit",
                headers: ["Origin": "https://tool.example", "Access-Control-Request-Method": "POST"]))
        #expect(response.status == 204, "\(asker.name)")
        #expect(response.header("Access-Control-Allow-Methods") == "GET, HEAD, POST, OPTIONS", "\(asker.name)")
        #expect(response.header("Access-Control-Allow-Origin") == "*", "\(asker.name)")
        #expect(response.header("Access-Control-Allow-Headers")?.contains("Content-Type") == true, "\(asker.name)")
    }

    /// `X-Request-ID` is echoed on an answer and on a problem, which keeps its CORS header and names the member.
    ///
    /// - Parameter asker: the way the questions go.
    public static func requestID(_ asker: Asker) throws {
        let health = try asker.ask(get("/healthz", headers: ["X-Request-ID": "abc-123"]))
        #expect(health.header("X-Request-ID") == "abc-123", "\(asker.name)")
        let bad = try asker.ask(get("/fit?container=852x393&aspectRatio=0", headers: ["X-Request-ID": "wire-1"]))
        #expect(bad.status == 400, "\(asker.name)")
        #expect(bad.bodyText.contains("aspect"), "\(asker.name)")
        #expect(bad.header("Access-Control-Allow-Origin") == "*", "\(asker.name)")
        #expect(bad.header("X-Request-ID") == "wire-1", "\(asker.name)")
    }

    /// `If-None-Match` with an answer's ETag is a 304 with no body, that ETag and the 200's length (RFC 9110 §8.6
    /// allows only that `Content-Length`); another tag is answered 200. The same for the `/devices` list asked by a
    /// client that takes gzip, and one that takes zstd too: the tag and length of the copy it was sent (gzip or zstd
    /// when the service compresses).
    ///
    /// - Parameter asker: the way the questions go.
    public static func etagRevalidation(_ asker: Asker) throws {
        let target = "/fit?container=300x200&aspectRatio=4:3"
        let first = try asker.ask(get(target))
        let etag = try #require(first.header("ETag"))
        let second = try asker.ask(get(target, headers: ["If-None-Match": etag]))
        #expect(second.status == 304, "\(asker.name)")
        #expect(second.body.isEmpty, "\(asker.name)")
        #expect(second.header("ETag") == etag, "\(asker.name)")
        #expect(second.notModifiedLength == first.body.count, "\(asker.name)")
        #expect(try asker.ask(get(target, headers: ["If-None-Match": "\"nope\""])).status == 200, "\(asker.name)")
        for encoding in ["gzip", "gzip, zstd"] {
            let listed = try asker.ask(get("/devices", headers: ["Accept-Encoding": encoding]))
            let listedTag = try #require(listed.header("ETag"))
            let revalidated = try asker.ask(
                get("/devices", headers: ["Accept-Encoding": encoding, "If-None-Match": listedTag]))
            #expect(revalidated.status == 304, "\(asker.name) \(encoding)")
            #expect(revalidated.notModifiedLength == listed.body.count, "\(asker.name) \(encoding)")
        }
        #expect(try asker.ask(get("/healthz")).status == 200, "\(asker.name)")
    }

    /// Each exchange is counted once under its route and status, and the work a layout spends is counted with it,
    /// wherever it was computed: a padded rectangle costs three size requests (the padding, its content, the content
    /// again when placed), asked again costs none (an answer kept), a batch of two costs six, and a bare rectangle
    /// costs one (its size, asked once: a layout's single size request is counted too).
    ///
    /// - Parameter asker: the way the questions go (a fresh service or server: the counts are deltas).
    public static func exchangesAndWorkAreRecorded(_ asker: Asker) throws {
        func padded(_ width: Int) -> String {
            #"{"proposal":{"width":\#(width),"height":100},"#
                + #""view":{"type":"padding","top":0,"content":{"type":"Rectangle"}}}"#
        }
        func counts() throws -> (work: Int, layouts: Int, batches: Int, refused: Int) {
            let text = try asker.ask(get("/metrics")).bodyText
            func value(_ name: String) -> Int {
                let line = text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
                return line.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
            }
            let route = #"layoutd_http_requests_total{route="/swiftui/layout",method="POST",status="#
            return (
                value("layoutd_layout_size_requests_total"), value(route + #""200"}"#),
                value(#"layoutd_http_requests_total{route="/batch",method="POST",status="200"}"#),
                value(route + #""400"}"#)
            )
        }
        let before = try counts()
        let first = try asker.ask(post("/swiftui/layout", padded(101)))
        let again = try asker.ask(post("/swiftui/layout", padded(101)))
        #expect(first.status == 200 && again.status == 200 && again.body == first.body, "\(asker.name)")
        let bare = #"{"proposal":{"width":105,"height":100},"view":{"type":"Rectangle"}}"#
        #expect(try asker.ask(post("/swiftui/layout", bare)).status == 200, "\(asker.name)")
        let questions = [103, 104].map { #"{"path":"/swiftui/layout","body":\#(padded($0))}"# }
        let batch = try asker.ask(post("/batch", #"{"questions":["# + questions.joined(separator: ",") + "]}"))
        #expect(batch.status == 200, "\(asker.name)")
        #expect(try asker.ask(post("/swiftui/layout", "{")).status == 400, "\(asker.name)")
        let after = try counts()
        #expect(after.work - before.work == 3 + 6 + 1, "\(asker.name): size requests")
        #expect(after.layouts - before.layouts == 3, "\(asker.name): layouts answered")
        #expect(after.batches - before.batches == 1, "\(asker.name): batches answered")
        #expect(after.refused - before.refused == 1, "\(asker.name): layouts refused")
    }
}
