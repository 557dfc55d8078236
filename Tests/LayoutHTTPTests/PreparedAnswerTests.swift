import Foundation
@testable import LayoutHTTP
import Testing

/// Prepared answers over a real socket: keyed by what changes the bytes (so header variants share one entry and
/// the answers stay byte for byte the router's), and never served once their answer has left the answer cache.
@Suite(.serialized)
struct PreparedAnswerTests {
    private func withServer(_ configuration: ServerConfiguration, _ body: (HTTPServer) throws -> Void) throws {
        let server = try HTTPServer.start(service: buildService(configuration: configuration.with(port: 0, drainSeconds: 1)))
        defer { server.shutdown() }
        try body(server)
    }

    private func gauge(_ server: HTTPServer, _ name: String) -> Int? {
        let text = server.service.respond(to: get("/metrics")).bodyText
        return text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.split(separator: " ")[1]) }
    }

    /// Fifty `Accept-Encoding` variants of one question (the attack that pinned a copy of the body per variant) are
    /// one prepared entry, and every variant gets the same bytes; gzip and identity are two.
    @Test func headerVariantsShareOneEntry() throws {
        try withServer(ServerConfiguration()) { server in
            let client = try RawHTTPClient(port: server.port)
            let first = try client.request("GET", "/devices?limit=5")
            for n in 0..<50 {
                let reply = try client.request("GET", "/devices?limit=5", headers: ["Accept-Encoding": "identity, x-\(n)"])
                #expect(reply.status == 200 && reply.body == first.body)
            }
            #expect(gauge(server, "layoutd_prepared_entries") == 1)
            for _ in 0..<3 { _ = try client.request("GET", "/devices?limit=5", headers: ["Accept-Encoding": "gzip"]) }
            #expect(gauge(server, "layoutd_prepared_entries") == 2)
        }
    }

    /// The prepared table stays within its quarter of `memoryBudgetBytes`, evicting by bytes.
    @Test func preparedAnswersStayWithinTheirShare() throws {
        var configuration = ServerConfiguration().with(cacheEntries: 500)
        configuration.memoryBudgetBytes = 1 << 20 // 256 KiB for prepared answers (and 512 KiB for the answers)
        try withServer(configuration) { server in
            let client = try RawHTTPClient(port: server.port)
            for i in 0..<120 {
                for _ in 0..<2 { _ = try client.request("GET", "/devices?limit=20&fields=id,name,screen&minWidth=-\(i)") }
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
            _ = try client.request("GET", "/fit?container=300x100&aspectRatio=1") // evicts the first answer
            #expect(gauge(server, "layoutd_prepared_entries") == 0)
            let misses = server.service.cache.statistics.misses
            #expect(try client.request("GET", "/fit?container=100x100&aspectRatio=1").status == 200)
            #expect(server.service.cache.statistics.misses == misses + 1)
        }
    }
}
