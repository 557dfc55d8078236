import Dispatch
import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
@testable import LayoutGeometry
import LayoutServer
import Synchronization
import Testing
@testable import LayoutHTTPCore

/// Work on a worker stops over a real socket: when its deadline passes, when its client closes the connection, and
/// at the end of a shutdown's drain. The route under test spins until its budget says stop (at most 20 s, so a
/// failure is a failed expectation, not a hang), spending one size request a turn, and answers what the budget says.
@Suite(.serialized)
struct WorkStoppingLiveTests {
    /// How many spins have begun on a worker, in this process.
    static let spinsBegun = Atomic<Int>(0)

    static let spin = Route(
        EndpointDescriptor(path: "/test/spin", methods: ["GET"], summary: "Spins until stopped.", kind: .worker),
        handler: .worker { _, _, budget in
            spinsBegun.wrappingAdd(1, ordering: .relaxed)
            let give = DispatchTime.now().uptimeNanoseconds + 20_000_000_000
            repeat {
                budget.spend(1)
                usleep(1_000)
            } while budget.stopped == nil && DispatchTime.now().uptimeNanoseconds < give
            if let stop = budget.stopped { return Problem.stopped(stop).response }
            return Response.json(Array(#"{"stopped":false}"#.utf8))
        })

    private func start(_ change: (inout ServerConfiguration) -> Void) throws -> HTTPServer {
        var configuration = ServerConfiguration().with(port: 0, drainSeconds: 5)
        change(&configuration)
        return try HTTPServer.start(
            service: buildService(configuration: configuration, extraRoutes: [Self.spin], compressor: .standard))
    }

    /// `/metrics` once `done` holds for it, or after 10 s.
    private func metrics(_ port: Int, until done: (String) -> Bool) throws -> String {
        let give = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
        while true {
            let text = try RawHTTPClient(port: port).request("GET", "/metrics").text
            if done(text) || DispatchTime.now().uptimeNanoseconds > give { return text }
            usleep(5_000)
        }
    }

    @Test func pastItsDeadlineWorkIsStoppedWith503() throws {
        let server = try start { $0.workDeadlineSeconds = 0.2 }
        defer { server.shutdown() }
        let reply = try RawHTTPClient(port: server.port).request("GET", "/test/spin")
        #expect(reply.status == 503)
        #expect(reply.headers["retry-after"] == "1")
        #expect(reply.text.contains("workDeadlineSeconds"))
        let text = try metrics(server.port) { $0.contains(#"layoutd_work_stopped_total{cause="deadline"} 1"#) }
        #expect(text.contains(#"layoutd_work_stopped_total{cause="deadline"} 1"#))
    }

    /// The work stops, and the size requests it made before are counted though its answer is never sent.
    @Test func whenTheClientLeavesWorkIsStopped() throws {
        let server = try start { $0.workDeadlineSeconds = 60 }
        defer { server.shutdown() }
        let begun = Self.spinsBegun.load(ordering: .relaxed)
        do {
            let client = try RawHTTPClient(port: server.port)
            try client.send("GET /test/spin HTTP/1.1\r\nHost: x\r\n\r\n")
            let give = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
            while Self.spinsBegun.load(ordering: .relaxed) == begun && DispatchTime.now().uptimeNanoseconds < give {
                usleep(1_000)
            }
        }  // the client closes its connection here, while the spin runs
        // The worker counts the stop, then the connection's resume; the transport ends the request after that.
        let stopped = #"layoutd_work_stopped_total{cause="client_gone"} 1"#, resumed = "layoutd_suspended_connections 0"
        let text = try metrics(server.port) {
            $0.contains(stopped) && $0.contains(resumed) && Self.sizeRequests(in: $0) > 0
        }
        #expect(text.contains(stopped))
        #expect(text.contains(resumed))
        #expect(Self.sizeRequests(in: text) > 0)
    }

    /// The value of `layoutd_layout_size_requests_total` in a `/metrics` text, or -1 without one.
    static func sizeRequests(in text: String) -> Int {
        let name = "layoutd_layout_size_requests_total "
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            return Int(line.dropFirst(name.count)) ?? -1
        }
        return -1
    }

    @Test func theDrainDeadlineStopsWorkInFlight() throws {
        let server = try start { $0.workDeadlineSeconds = 60 }
        let client = try RawHTTPClient(port: server.port)
        try client.send("GET /test/spin HTTP/1.1\r\nHost: x\r\n\r\n")
        let text = try metrics(server.port) { $0.contains("layoutd_suspended_connections 1") }
        #expect(text.contains("layoutd_suspended_connections 1"))
        let report = server.shutdown(drainSeconds: 0.2)
        #expect(report.unfinished == 1)
        // Stopped and answered 503; a poll thread that had not sent it within the shutdown's 250 ms grace closes the
        // connection instead (the drain time is over).
        if let reply = try? client.readReply() {
            #expect(reply.status == 503)
            #expect(reply.text.contains("shutting down"))
        }
    }

    /// One address gets at most half the workers (rounded up) and a quarter of the queue; another address is
    /// still taken.
    @Test func oneAddressHasItsShareOfTheWorkers() throws {
        let server = try start {
            $0.workDeadlineSeconds = 60
            $0.workers = 2
            $0.workQueueLimit = 4
        }
        defer { server.shutdown(drainSeconds: 0) }
        // Two from 127.0.0.1: one computes, one waits (its share of 4 waiting is 1); a third is refused.
        let first = try RawHTTPClient(port: server.port)
        let second = try RawHTTPClient(port: server.port)
        try first.send("GET /test/spin HTTP/1.1\r\nHost: x\r\n\r\n")
        try second.send("GET /test/spin HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = try metrics(server.port) { $0.contains("layoutd_worker_queue_depth 1") }
        let third = try RawHTTPClient(port: server.port).request("GET", "/test/spin")
        #expect(third.status == 503)
        #expect(third.text.contains("its share of the workers"))
        // 127.0.0.2 is taken at once by the idle worker.
        let other = try RawHTTPClient(port: server.port, source: "127.0.0.2")
        try other.send("GET /test/spin HTTP/1.1\r\nHost: x\r\n\r\n")
        // Suspended before it is queued, and queued before the idle worker takes it: wait for both counts.
        let text = try metrics(server.port) {
            $0.contains("layoutd_suspended_connections 3") && $0.contains("layoutd_worker_queue_depth 1")
        }
        #expect(text.contains("layoutd_suspended_connections 3"))
        #expect(text.contains("layoutd_worker_queue_depth 1"))
        #expect(text.contains(#"layoutd_requests_shed_total{cause="address_share"} 1"#))
    }
}
