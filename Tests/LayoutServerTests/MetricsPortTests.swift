import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Testing
import LayoutHTTPCore

/// `metricsPort`: `/metrics` on a port of its own (off the public one), parsed by Prometheus's own parser.
@Suite(.serialized)
struct MetricsPortTests {
    @Test func aMetricsPortServesOnlyTheMetricsAndTheMainPortNoLonger() throws {
        let configuration = ServerConfiguration().with(port: 0, drainSeconds: 5, metricsPort: 0)
        let server = try HTTPServer.start(service: buildService(configuration: configuration, compressor: .standard))
        defer { server.shutdown() }
        let metricsPort = try #require(server.metricsPort)
        #expect(metricsPort > 0 && metricsPort != server.port)

        let main = try RawHTTPClient(port: server.port)
        #expect(try main.request("GET", "/fit?container=852x393&aspectRatio=21:9").status == 200)
        let hidden = try main.request("GET", "/metrics")
        #expect(hidden.status == 404 && hidden.text.contains("metrics port"), "\(hidden.text)")

        let scraper = try RawHTTPClient(port: metricsPort)
        let page = try scraper.request("GET", "/metrics")
        #expect(page.status == 200)
        #expect(page.text.contains(#"layoutd_http_requests_total{route="/fit",method="GET",status="200"} 1"#))
        #expect(try scraper.request("GET", "/healthz").status == 200)
        let api = try scraper.request("GET", "/fit?container=852x393&aspectRatio=21:9")
        #expect(api.status == 404 && api.text.contains("serves /metrics and /healthz only"), "\(api.text)")
    }

    @Test func withoutAMetricsPortTheMainPortServesTheMetrics() throws {
        let server = try HTTPServer.start(
            service: buildService(
                configuration: ServerConfiguration().with(port: 0, drainSeconds: 5), compressor: .standard))
        defer { server.shutdown() }
        #expect(server.metricsPort == nil)
        #expect(try RawHTTPClient(port: server.port).request("GET", "/metrics").status == 200)
    }

    /// The metrics port serves one address 4 connections at once (`HTTPServer.metricsPerAddressLimit`, not the main
    /// port's `perIPConnectionLimit` of 128): with 4 held, a fifth from the same address is told 429, and another
    /// address (127.0.0.2) is still answered.
    @Test func theMetricsPortServesOneAddressFourConnections() throws {
        let configuration = ServerConfiguration().with(port: 0, drainSeconds: 5, metricsPort: 0)
        let server = try HTTPServer.start(service: buildService(configuration: configuration, compressor: .standard))
        defer { server.shutdown() }
        let metricsPort = try #require(server.metricsPort)
        let held = try (0..<4).map { _ in try RawHTTPClient(port: metricsPort) }
        for client in held { #expect(try client.request("GET", "/healthz").status == 200) }
        #expect(try RawHTTPClient(port: metricsPort).request("GET", "/healthz").status == 429)
        #expect(try RawHTTPClient(port: metricsPort, source: "127.0.0.2").request("GET", "/healthz").status == 200)
    }

    /// The metrics port holds 64 connections (`HTTPServer.metricsConnectionLimit`), a tenth of them (6) kept for new
    /// clients: with 57 open, an address holding its 4 is let in (past its share: told 429); with 58 (within the
    /// reserve) it is refused at accept. Fifteen loopback addresses: 14 hold 4 each, one holds 1, then 2.
    @Test func theMetricsPortKeepsATenthOfItsSixtyFourConnections() throws {
        let configuration = ServerConfiguration().with(port: 0, drainSeconds: 5, metricsPort: 0)
        let server = try HTTPServer.start(service: buildService(configuration: configuration, compressor: .standard))
        defer { server.shutdown() }
        let metricsPort = try #require(server.metricsPort)
        var held: [RawHTTPClient] = []
        for address in 2...15 {
            for _ in 0..<4 { held.append(try RawHTTPClient(port: metricsPort, source: "127.0.0.\(address)")) }
        }
        held.append(try RawHTTPClient(port: metricsPort, source: "127.0.0.16"))
        // Each answered: the server has accepted all 57.
        for client in held { #expect(try client.request("GET", "/healthz").status == 200) }
        #expect(try RawHTTPClient(port: metricsPort, source: "127.0.0.2").request("GET", "/healthz").status == 429)
        let last = try RawHTTPClient(port: metricsPort, source: "127.0.0.16")
        #expect(try last.request("GET", "/healthz").status == 200)
        #expect(try RawHTTPClient(port: metricsPort, source: "127.0.0.2").isClosedByPeer())
    }
}
