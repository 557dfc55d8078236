import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Testing
@testable import LayoutHTTPCore

/// Prepared answers over a real socket: keyed by what changes the bytes (so header variants share one entry and
/// the answers stay byte for byte the router's), and never served once their answer has left the answer cache.
@Suite(.serialized)
struct PreparedAnswerTests {
    private func withServer(_ configuration: ServerConfiguration, _ body: (HTTPServer) throws -> Void) throws {
        let server = try HTTPServer.start(
            service: buildService(
                configuration: configuration.with(port: 0, drainSeconds: 1), compressor: .standard))
        defer { server.shutdown() }
        try body(server)
    }

    private func gauge(_ server: HTTPServer, _ name: String) -> Int? {
        let text = server.service.respond(to: get("/metrics")).bodyText
        return text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap {
            Int($0.split(separator: " ")[1])
        }
    }

    /// Fifty `Accept-Encoding` variants of one question (the attack that pinned a copy of the body per variant) are
    /// one prepared entry, and every variant gets the same bytes; gzip and identity are two; a POST's variants one.
    @Test func headerVariantsShareOneEntry() throws {
        try withServer(ServerConfiguration()) { server in
            let client = try RawHTTPClient(port: server.port)
            let first = try client.request("GET", "/devices?limit=5")
            for n in 0..<50 {
                let reply = try client.request(
                    "GET", "/devices?limit=5", headers: ["Accept-Encoding": "identity, x-\(n)"])
                #expect(reply.status == 200 && reply.body == first.body)
            }
            #expect(gauge(server, "layoutd_prepared_entries") == 1)
            for _ in 0..<3 { _ = try client.request("GET", "/devices?limit=5", headers: ["Accept-Encoding": "gzip"]) }
            #expect(gauge(server, "layoutd_prepared_entries") == 2)
            // A POST's Content-Type variants share one entry, its Accept variants another (no Accept and an Accept
            // are kept apart); a POST that is not JSON is never prepared.
            let body = #"{"container":"852x393","aspectRatio":"21:9"}"#
            let variants = [
                ["Content-Type": "application/json"], ["Content-Type": "Application/JSON; charset=utf-8"],
                ["Content-Type": "application/json", "Accept": "application/json, x/y"],
                ["content-type": "application/json", "accept": "application/json"],
            ]
            var replies: [[UInt8]] = []
            for headers in variants + variants {
                let reply = try client.request("POST", "/fit", headers: headers, body: body)
                #expect(reply.status == 200)
                replies.append(reply.body)
            }
            #expect(replies.allSatisfy { $0 == replies[0] })
            for _ in 0..<3 {
                #expect(
                    try client.request("POST", "/fit", headers: ["Content-Type": "text/plain"], body: body).status
                        == 415)
            }
            #expect(gauge(server, "layoutd_prepared_entries") == 4)
        }
    }

    /// A prepared answer is counted like the router's: under its route and status 200 in `/metrics`.
    @Test func aPreparedAnswerIsCountedUnderItsStatus() throws {
        try withServer(ServerConfiguration()) { server in
            let client = try RawHTTPClient(port: server.port)
            for _ in 0..<4 { #expect(try client.request("GET", "/devices?limit=5").status == 200) }
            #expect(gauge(server, "layoutd_cache_prepared_hits_total") ?? 0 >= 2)
            let text = server.service.respond(to: get("/metrics")).bodyText
            let counted = text.split(separator: "\n").filter {
                $0.hasPrefix(#"layoutd_http_requests_total{route="/devices",method="GET","#)
            }
            #expect(counted == [#"layoutd_http_requests_total{route="/devices",method="GET",status="200"} 4"#])
        }
    }

    /// A header the key reads, sent twice, is read joined (RFC 9110 §5.3) by the router: such a request is never
    /// served prepared nor prepares an answer, so a later request with only the first field gets its own form. (With
    /// the key read from the first field alone, the third request below prepared the picture and the last one, which
    /// takes JSON only, was sent it; a POST whose second Content-Type makes it not JSON was answered 200.)
    @Test func aRepeatedHeaderNeverLendsItsAnswerToAnotherForm() throws {
        try withServer(ServerConfiguration()) { server in
            let client = try RawHTTPClient(port: server.port)
            let target = "/fit?container=852x393&aspectRatio=21:9"
            for _ in 0..<3 {
                try client.send(
                    "GET \(target) HTTP/1.1\r\nHost: x\r\nAccept: application/json;q=0.1\r\n"
                        + "Accept: image/svg+xml\r\n\r\n"
                )
                #expect(try client.readReply().headers["content-type"]?.hasPrefix("image/svg+xml") == true)
            }
            let single = try client.request("GET", target, headers: ["Accept": "application/json;q=0.1"])
            #expect(single.headers["content-type"]?.hasPrefix("application/json") == true)
            // A POST answered three times is prepared; with its Content-Type sent twice it is not JSON (415).
            let body = #"{"container":"852x393","aspectRatio":"21:9"}"#
            for _ in 0..<3 {
                let json = try client.request("POST", "/fit", headers: ["Content-Type": "application/json"], body: body)
                #expect(json.status == 200)
            }
            let head = "POST /fit HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n"
            try client.send(head + "Content-Type: application/json\r\nContent-Type: text/plain\r\n\r\n" + body)
            #expect(try client.readReply().status == 415)
            #expect(gauge(server, "layoutd_prepared_entries") == 1)
        }
    }

    /// The prepared table stays within its quarter of `memoryBudgetBytes`, evicting by bytes.
    @Test func preparedAnswersStayWithinTheirShare() throws {
        var configuration = ServerConfiguration().with(cacheEntries: 500)
        configuration.memoryBudgetBytes = 1 << 20  // 256 KiB for prepared answers (and 512 KiB for the answers)
        try withServer(configuration) { server in
            let client = try RawHTTPClient(port: server.port)
            for i in 0..<120 {
                for _ in 0..<2 {
                    _ = try client.request("GET", "/devices?limit=20&fields=id,name,screen&minWidth=-\(i)")
                }
            }
            let bytes = try #require(gauge(server, "layoutd_prepared_bytes"))
            #expect(bytes > 0 && bytes <= configuration.preparedAnswerBytes)
            let evicted = server.service.respond(to: get("/metrics")).bodyText
            #expect(!evicted.contains("layoutd_prepared_evictions_total{cause=\"bytes\"} 0\n"))
        }
    }

    /// Once the answer cache drops an answer, its prepared copy goes too: the next ask is a miss that computes
    /// again (the prepared table never answers for an evicted question).
    @Test func aPreparedAnswerGoesWithItsCacheEntry() throws {
        try withServer(ServerConfiguration().with(cacheEntries: 2)) { server in
            let client = try RawHTTPClient(port: server.port)
            for _ in 0..<3 { _ = try client.request("GET", "/fit?container=100x100&aspectRatio=1") }
            #expect(gauge(server, "layoutd_prepared_entries") == 1)
            _ = try client.request("GET", "/fit?container=200x100&aspectRatio=1")
            _ = try client.request("GET", "/fit?container=300x100&aspectRatio=1")  // evicts the first answer
            #expect(gauge(server, "layoutd_prepared_entries") == 0)
            let misses = server.service.cache.statistics.misses
            #expect(try client.request("GET", "/fit?container=100x100&aspectRatio=1").status == 200)
            #expect(server.service.cache.statistics.misses == misses + 1)
        }
    }
}
