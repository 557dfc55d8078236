import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The headers every answer carries (CORS, request id, `Connection: close` while draining) on every path through
/// the router, and `If-None-Match` in all its RFC 9110 forms.
struct HeaderTests {
    let service = buildService(configuration: ServerConfiguration())

    /// (what, request, status): one of each way a request can end, computed routes' errors included.
    static let outcomes: [(String, Request, Int)] = [
        ("a computed answer", get("/fit?container=10x10&aspectRatio=1"), 200),
        ("a list answer", get("/devices?family=ipad"), 200),
        ("a bad field", get("/fit?container=10x10&aspectRatio=0"), 400),
        ("an unknown field", get("/tvgrid?columns=2&colour=red"), 400),
        ("a bad JSON body", post("/alignment", #"{"frame":"#), 400),
        (
            "POST with a query string",
            Request(
                method: "POST", path: "/fit", query: [("scale", "2")], headers: ["Content-Type": "application/json"],
                body: Array(#"{"container":"10x10","aspectRatio":1}"#.utf8)), 400
        ),
        ("an unknown device", get("/devices/iphone-99-ultra"), 404),
        ("an unknown device in a question", get("/sizeclass?device=nokia-3310"), 404),
        ("no route", get("/nowhere"), 404),
        ("a wrong method", Request(method: "DELETE", path: "/alignment"), 405),
        ("an unacceptable Accept", get("/fit?container=1x1&aspectRatio=1", headers: ["Accept": "text/html"]), 406),
        ("a wrong content type", post("/sizeclass", "width=1", contentType: "text/plain"), 415),
        ("a preflight", Request(method: "OPTIONS", path: "/tvgrid"), 204),
        ("health", get("/healthz"), 200),
    ]

    @Test(arguments: 0..<HeaderTests.outcomes.count)
    func everyAnswerCarriesCORSAndTheRequestID(index: Int) {
        let (what, request, status) = Self.outcomes[index]
        var tagged = request
        tagged.addHeader("X-Request-ID", "req-\(index)")
        let response = service.respond(to: tagged)
        #expect(response.status == status, "\(what): \(response.bodyText)")
        #expect(response.header("Access-Control-Allow-Origin") == "*", "\(what)")
        #expect(response.header("Access-Control-Expose-Headers") == "ETag, X-Request-ID, Deprecation, Link", "\(what)")
        #expect(response.header("X-Request-ID") == "req-\(index)", "\(what)")
        #expect(response.header("Connection") == nil, "\(what)")
        if status >= 400 {
            #expect(response.header("Content-Type") == "application/problem+json", "\(what)")
        }
    }

    @Test(arguments: 0..<HeaderTests.outcomes.count)
    func aConfiguredOriginVariesByOriginEverywhere(index: Int) {
        let service = buildService(configuration: ServerConfiguration().with(corsOrigin: "https://design.example"))
        let (what, request, _) = Self.outcomes[index]
        let response = service.respond(to: request)
        #expect(response.header("Access-Control-Allow-Origin") == "https://design.example", "\(what)")
        #expect(response.headers.filter { $0.name == "Vary" }.count == 1, "\(what)")
        #expect(
            response.header("Vary")?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains(
                "Origin") == true, "\(what)")
    }

    @Test func aRequestIDThatIsNotPrintableOrTooLongIsNotEchoed() {
        #expect(
            service.respond(to: get("/healthz", headers: ["X-Request-ID": String(repeating: "a", count: 200)])).header(
                "X-Request-ID") != nil)
        #expect(
            service.respond(to: get("/healthz", headers: ["X-Request-ID": String(repeating: "a", count: 201)])).header(
                "X-Request-ID") == nil)
        #expect(
            service.respond(to: get("/healthz", headers: ["X-Request-ID": "a\u{1}b"])).header("X-Request-ID") == nil)
    }

    @Test func whileDrainingEveryAnswerClosesItsConnection() {
        let service = buildService(configuration: ServerConfiguration())
        service.beginDraining()
        for (what, request, _) in Self.outcomes {
            #expect(service.respond(to: request).header("Connection") == "close", "\(what)")
        }
    }

    // MARK: ETags and If-None-Match

    /// Different answers have different tags, and one answer's tag does not revalidate another.
    @Test func differentAnswersHaveDifferentETags() throws {
        var tags: [String: String] = [:]
        for width in 100...120 {
            let response = service.respond(to: get("/fit?container=\(width)x200&aspectRatio=4:3"))
            let etag = try #require(response.header("ETag"))
            #expect(tags.updateValue(response.bodyText, forKey: etag) == nil, "\(etag) tags two different answers")
        }
        let other = try #require(
            tags.keys.first { $0 != service.respond(to: get("/fit?container=300x200&aspectRatio=4:3")).header("ETag") })
        #expect(
            service.respond(to: get("/fit?container=300x200&aspectRatio=4:3", headers: ["If-None-Match": other])).status
                == 200)
    }

    /// A fresh answer's ETag, and the same request with `If-None-Match: condition`, where `$E` in the condition
    /// stands for the tag and `$B` for the tag without its quotes.
    private func revalidate(_ condition: String) throws -> (etag: String, response: Response) {
        let target = "/fit?container=300x200&aspectRatio=4:3"
        let first = service.respond(to: get(target))
        #expect(first.status == 200)
        let etag = try #require(first.header("ETag"))
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 18, "a strong 64-bit tag: \(etag)")
        let value = condition.replacingOccurrences(of: "$E", with: etag).replacingOccurrences(
            of: "$B", with: String(etag.dropFirst().dropLast()))
        return (etag, service.respond(to: get(target, headers: ["If-None-Match": value])))
    }

    @Test(arguments: ["$E", "W/$E", #""aaaa", W/"bbbb", $E"#, #"$E,"aaaa""#, #""aaaa", W/$E"#, "*", " $E "])
    func matchingConditionsGive304(condition: String) throws {
        let (etag, response) = try revalidate(condition)
        #expect(response.status == 304)
        #expect(response.body.isEmpty)
        #expect(response.header("ETag") == etag)
        #expect(response.header("Cache-Control") != nil)
        #expect(response.header("Access-Control-Allow-Origin") == "*")
    }

    @Test(arguments: [#""0123456789abcdef""#, #""aaaa", W/"bbbb""#, "$B", #"$B0""#, #""$B0""#, "", "W/", "**"])
    func otherConditionsGiveTheAnswer(condition: String) throws {
        let (etag, response) = try revalidate(condition)
        #expect(response.status == 200)
        #expect(response.header("ETag") == etag)
        #expect(json(response)["rect"] != nil)
    }
}
