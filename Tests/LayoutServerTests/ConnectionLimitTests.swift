import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
@testable import LayoutServer
import Testing
@testable import LayoutHTTPCore

/// The connection budgets over real sockets: a request that trickles in is ended at its deadline, an address past
/// its limit is answered 429 and then refused, and an exempt address (a balancer's) is not limited.
@Suite(.serialized)
struct ConnectionLimitTests {
    private func withServer(_ change: (inout ServerConfiguration) -> Void, _ body: (HTTPServer) throws -> Void) throws {
        var configuration = ServerConfiguration().with(port: 0, drainSeconds: 1)
        change(&configuration)
        let server = try HTTPServer.start(service: buildService(configuration: configuration, compressor: .standard))
        defer { server.shutdown() }
        try body(server)
    }

    /// Waits (polling, up to 60 s: a loaded machine may take seconds) until the server holds `count` connections: a
    /// connect returns before the server has accepted it, and a test of the limits must know the server counted
    /// every one.
    private func waitForConnections(_ server: HTTPServer, _ count: Int) {
        for _ in 0..<6_000 where server.connections < count { usleep(10_000) }
    }

    /// Whether `/metrics` (asked in memory: a new connection may be over the limit) has this line.
    private func metric(_ server: HTTPServer, _ line: String) -> Bool {
        server.service.respond(to: get("/metrics")).bodyText.contains(line + "\n")
    }

    /// Headers sent a byte at a time (slowloris), and a body sent a byte at a time, are ended once
    /// `requestTimeoutSeconds` have passed, although bytes keep arriving (libmicrohttpd's idle timeout never fires).
    @Test(arguments: ["headers", "body"])
    func aTricklingRequestIsEndedAtItsDeadline(part: String) throws {
        try withServer({ $0.requestTimeoutSeconds = 1 }) { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send(
                part == "headers"
                    ? "GET /fit HTTP/1.1\r\nHost: x\r\n"
                    : "POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
            let started = Date()
            var closed = false
            while !closed && Date().timeIntervalSince(started) < 5 {
                do { try client.send(part == "headers" ? "X" : " ") } catch { closed = true }
                usleep(250_000)
            }
            #expect(closed || client.isClosedByPeer(), "still open after 5 s")
            #expect(Date().timeIntervalSince(started) >= 1)
            #expect(metric(server, "layoutd_requests_timed_out_total{part=\"\(part)\"} 1"))
        }
    }

    /// Past `perIPConnectionLimit` a connection is let in to be told 429 (problem+json, `Retry-After`, closed);
    /// past the overflow it is refused at accept. A well-behaved connection from the same address is still served.
    @Test func anAddressPastItsLimitIsTold429ThenRefused() throws {
        try withServer({ $0.perIPConnectionLimit = 2 }) { server in
            let held = try (0..<2).map { _ in try RawHTTPClient(port: server.port) }
            #expect(try held[0].request("GET", "/healthz").status == 200)
            let extra = try RawHTTPClient(port: server.port)
            let told = try extra.request("GET", "/healthz")
            #expect(told.status == 429)
            #expect(told.headers["retry-after"] == "1" && told.headers["connection"] == "close")
            #expect(told.headers["content-type"] == "application/problem+json")
            #expect(told.text.contains("/problems/too-many-connections"))
            for _ in 0..<6_000 where server.connections > 2 { usleep(10_000) }  // the told one is closed
            let overflow = try (0..<ConnectionGuard.overflow).map { _ in try RawHTTPClient(port: server.port) }
            waitForConnections(server, 2 + ConnectionGuard.overflow)
            let refused = try RawHTTPClient(port: server.port)
            #expect(refused.isClosedByPeer())
            #expect(metric(server, "layoutd_connections_refused_total{cause=\"per_ip\"} 1"), "\(overflow.count) let in")
            #expect(try held[1].request("GET", "/healthz").status == 200)
        }
    }

    /// An exempt address (a load balancer in front) opens as many connections as it likes: past
    /// `perIPConnectionLimit` (where another address is told 429) and past `perIPConnectionLimit + overflow` (where
    /// another address is refused at accept), every connection is served, and nothing is counted as refused.
    @Test func anExemptAddressIsNotLimited() throws {
        try withServer({
            $0.perIPConnectionLimit = 1; $0.connectionLimitExempt = "127.0.0.1"
        }) { server in
            let count = 1 + ConnectionGuard.overflow + 3
            var clients: [RawHTTPClient] = []
            for _ in 0..<count {
                clients.append(try RawHTTPClient(port: server.port))
                waitForConnections(server, clients.count)  // each one counted before the next is opened
            }
            #expect(server.connections == count)
            for (i, client) in clients.enumerated() {
                #expect(try client.request("GET", "/healthz").status == 200, "connection \(i + 1) of \(count)")
            }
            #expect(metric(server, "layoutd_connections_refused_total{cause=\"per_ip\"} 0"))
            // Another address is still limited: its second connection is told 429 (each counted before the next is
            // opened, so the first is the one the server takes first).
            var other: [RawHTTPClient] = []
            for _ in 0..<2 {
                other.append(try RawHTTPClient(port: server.port, source: "127.0.0.2"))
                waitForConnections(server, count + other.count)
            }
            #expect(try other[0].request("GET", "/healthz").status == 200)
            #expect(try other[1].request("GET", "/healthz").status == 429)
        }
    }

    /// Near the connection limit, an address that already holds a few connections gets no more, and a new client
    /// (another address) is still let in.
    @Test func theReserveKeepsRoomForNewClients() throws {
        try withServer({
            $0.connectionLimit = 20; $0.perIPConnectionLimit = 0
        }) { server in
            let reserve = 2  // a tenth of the limit
            let held = try (0..<(20 - reserve)).map { _ in try RawHTTPClient(port: server.port) }
            waitForConnections(server, held.count)
            let greedy = try RawHTTPClient(port: server.port)
            #expect(greedy.isClosedByPeer())
            let newcomer = try RawHTTPClient(port: server.port, source: "127.0.0.2")
            #expect(try newcomer.request("GET", "/healthz").status == 200)
            #expect(metric(server, "layoutd_connections_refused_total{cause=\"reserve\"} 1"))
        }
    }

    /// A large answer larger than one address's share of the queued answers (a third of the queue, a quarter of
    /// memoryBudgetBytes) is refused the same way on every try: a 422 naming the setting, never a 503 to ask again;
    /// a small one is still served.
    @Test func aLargeAnswerPastTheAddressShareIs422() throws {
        try withServer({ $0.memoryBudgetBytes = 1 << 20 }) { server in  // 256 KiB queued, 85 KiB an address
            let client = try RawHTTPClient(port: server.port)
            for _ in 0..<2 {
                let list = try client.request("GET", "/devices?limit=1000")
                #expect(list.status == 422 && list.text.contains("memoryBudgetBytes"), "\(list.text.prefix(300))")
            }
            #expect(try client.request("GET", "/devices?limit=2").status == 200)
        }
    }

    /// A sweep ends only requests past their deadline: an idle keep-alive connection and a complete request are
    /// left alone.
    @Test func theSweepLeavesTimelyConnectionsAlone() throws {
        try withServer({ $0.requestTimeoutSeconds = 1 }) { server in
            let client = try RawHTTPClient(port: server.port)
            #expect(try client.request("GET", "/healthz").status == 200)
            usleep(1_600_000)  // idle, past the request deadline: not a request in progress
            #expect(try client.request("GET", "/healthz").status == 200)
        }
    }
}
