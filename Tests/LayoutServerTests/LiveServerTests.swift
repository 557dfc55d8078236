import Dispatch
import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Testing
import LayoutHTTPCore

/// A few tests over a real socket: the server binds port 0 and a raw client talks HTTP/1.1 to it.
@Suite(.serialized)
struct LiveServerTests {
    /// Starts a server on port 0 with `configuration`, runs `body`, and always shuts it down.
    private func withServer(
        _ configuration: ServerConfiguration = ServerConfiguration(),
        extraRoutes: [Route] = [],
        _ body: (HTTPServer) throws -> Void
    ) throws {
        let service = buildService(
            configuration: configuration.with(port: 0, drainSeconds: 5), extraRoutes: extraRoutes, compressor: .standard
        )
        let server = try HTTPServer.start(service: service)
        defer { server.shutdown() }
        #expect(server.port > 0)
        try body(server)
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            let first = try client.request("GET", "/healthz")
            #expect(first.status == 200)
            #expect(first.text == #"{"status":"ok"}"#)
            #expect(first.headers["connection"] == nil)
            let miss = try client.request("GET", "/fit?container=852x393&aspectRatio=21:9")
            let hit = try client.request("GET", "/fit?container=852x393&aspectRatio=21%3A9")
            #expect(miss.status == 200)
            #expect(hit.status == 200)
            #expect(miss.text.contains(#""width":852"#))
            #expect(hit.body == miss.body)
            let etag = try #require(miss.headers["etag"])
            #expect(hit.headers["etag"] == etag)
            #expect(server.service.cache.statistics.hits == 1)
        }
    }

    @Test func postBodyArrivingInSeveralChunks() throws {
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            let body = #"{"container":{"width":852,"height":393},"aspectRatio":"21:9"}"#
            try client.send(
                "POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n"
            )
            let bytes = Array(body.utf8)
            for chunk in stride(from: 0, to: bytes.count, by: 7) {
                try client.send(Array(bytes[chunk..<min(chunk + 7, bytes.count)]))
                usleep(20_000)
            }
            let reply = try client.readReply(method: "POST")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.text.contains(#""width":852"#))
            // The connection stays usable.
            #expect(try client.request("GET", "/healthz").status == 200)
        }
    }

    @Test func oversizedBodyIs413() throws {
        try withServer(ServerConfiguration().with(maxBodyBytes: 100)) { server in
            let declared = try RawHTTPClient(port: server.port)
            let reply = try declared.request(
                "POST", "/fit", headers: ["Content-Type": "application/json"], body: String(repeating: " ", count: 500))
            #expect(reply.status == 413)
            #expect(reply.headers["content-type"] == "application/problem+json")
            #expect(reply.headers["connection"] == "close" && declared.isClosedByPeer())

            // Chunked, so the size is only known while reading; its connection closes too, the body unread.
            let chunked = try RawHTTPClient(port: server.port)
            let chunk = String(repeating: "a", count: 80)
            try chunked.send(
                "POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            try chunked.send("50\r\n\(chunk)\r\n50\r\n\(chunk)\r\n0\r\n\r\n")
            let told = try chunked.readReply(method: "POST")
            #expect(told.status == 413)
            #expect(told.headers["connection"] == "close" && chunked.isClosedByPeer())
        }
    }

    /// The limit is inclusive: exactly `maxBodyBytes` is read, one byte more is 413, declared or chunked.
    @Test func bodyLimitIsExact() throws {
        try withServer(ServerConfiguration().with(maxBodyBytes: 100)) { server in
            let atLimit = "{\"container\":\"852x393\",\"aspect\":\"21:9\"}"
            let padded = atLimit + String(repeating: " ", count: 100 - atLimit.utf8.count)
            #expect(padded.utf8.count == 100)
            let declared = try RawHTTPClient(port: server.port)
            let reply = try declared.request(
                "POST", "/fit", headers: ["Content-Type": "application/json"], body: padded)
            #expect(reply.status == 200, "\(reply.text)")
            let over = try declared.request(
                "POST", "/fit", headers: ["Content-Type": "application/json"], body: padded + " ")
            #expect(over.status == 413)
            #expect(over.headers["content-type"] == "application/problem+json")

            // A declared length of limit + 1 is refused from the headers alone, before any body byte arrives (the
            // client would otherwise upload a body only to be refused): the reply comes with no body sent at all.
            let early = try RawHTTPClient(port: server.port)
            try early.send(
                "POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 101\r\n\r\n")
            #expect(try early.readReply(method: "POST").status == 413)

            for (body, status) in [(padded, 200), (padded + " ", 413)] {
                let chunked = try RawHTTPClient(port: server.port)
                let bytes = Array(body.utf8)
                try chunked.send(
                    "POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        + "Transfer-Encoding: chunked\r\n\r\n"
                )
                for start in stride(from: 0, to: bytes.count, by: 30) {
                    let piece = bytes[start..<min(start + 30, bytes.count)]
                    try chunked.send(
                        String(piece.count, radix: 16) + "\r\n" + String(decoding: piece, as: UTF8.self) + "\r\n")
                }
                try chunked.send("0\r\n\r\n")
                #expect(try chunked.readReply(method: "POST").status == status, "chunked, \(bytes.count) bytes")
            }
        }
    }

    /// RouterTests runs the same checks in memory.
    @Test func errorsMethodsHeadAndCORSOverTheWire() throws {
        try withServer { server in
            let asker = Asker.live(server)
            try BothWays.unknownPath(asker)
            try BothWays.wrongMethod(asker)
            try BothWays.headLikeGet(asker)
            try BothWays.preflight(asker)
            try BothWays.requestID(asker)
            // libmicrohttpd sends no body for HEAD (in memory the response keeps the GET's).
            #expect(try asker.ask(get("/fit?container=10x10&aspectRatio=1", method: "HEAD")).body.isEmpty)
            #expect(try asker.ask(get("/healthz")).status == 200)
        }
    }

    /// The first ask computes, the second is an answer-cache hit that prepares a libmicrohttpd response, the rest are
    /// served prepared: every one is the same status, headers (but Date) and bytes, for GET and HEAD, plain and gzip.
    /// Both ways of computing a light miss (`/fit`): inline on the poll thread, and on a worker.
    @Test(
        arguments: [
            ("/fit?container=852x393&aspectRatio=21:9", "/fit?container=852x393&aspectRatio=4:3"),
            ("/devices/iphone-16-pro?os=18", "/devices/iphone-16-pro?os=26"),
            ("/tvgrid?columns=5", "/tvgrid?columns=6"),
            // a deprecated name: Deprecation and Link too
            ("/fit?container=300x200&aspect=4:3", "/fit?container=300x200&aspect=16:9"),
        ], [true, false])
    func aMissAHitAndAPreparedAnswerAreTheSame(
        questions: (target: String, otherQuestion: String), lightMissesInline: Bool
    ) throws {
        let (target, otherQuestion) = questions
        try withServer(ServerConfiguration().with(lightMissesInline: lightMissesInline)) { server in
            let client = try RawHTTPClient(port: server.port)
            let encodings = [["Accept-Encoding": "gzip"], ["Accept-Encoding": "gzip, deflate, br, zstd"]]
            for headers in [[:], ["Accept": "application/json"]] + encodings {
                let replies = try (0..<4).map { _ in try client.request("GET", target, headers: headers) }
                let head = try client.request("HEAD", target, headers: headers)
                func comparable(_ reply: RawHTTPClient.Reply) -> [String: String] {
                    reply.headers.filter { $0.key != "date" }
                }
                #expect(replies[0].status == 200)
                for reply in replies.dropFirst() + [head] {
                    #expect(reply.status == replies[0].status)
                    #expect(comparable(reply) == comparable(replies[0]), "\(target) \(headers)")
                }
                for reply in replies.dropFirst() { #expect(reply.body == replies[0].body) }
                let coding = headers["Accept-Encoding"].map { $0.contains("zstd") ? "zstd" : "gzip" }
                let coded = replies[0].body.count > 1024 ? coding : nil
                #expect(replies.allSatisfy { $0.headers["content-encoding"] == coded }, "\(target) \(headers)")
                #expect(head.body.isEmpty)
            }
            // Another question on the same route is not answered with the prepared one.
            let other = try (0..<3).map { _ in try client.request("GET", otherQuestion).body }
            let again = try client.request("GET", target).body
            #expect(other.allSatisfy { $0 == other[0] } && other[0] != again)
            // A request id is echoed and a condition answered 304 even once the question is prepared.
            let tagged = try client.request("GET", target, headers: ["X-Request-ID": "prepared-1"])
            #expect(tagged.headers["x-request-id"] == "prepared-1")
            let etag = try #require(tagged.headers["etag"])
            #expect(try client.request("GET", target, headers: ["If-None-Match": etag]).status == 304)
            let metrics = try client.request("GET", "/metrics").text
            // Every ask but the first of each question is a hit, prepared or not:
            // 4 × (4 GETs + 1 HEAD) + 3 + 1 + 2 − 2.
            #expect(metrics.contains("layoutd_cache_hits_total 24\n"), "\(metrics)")
            // …and at least the last two GETs and the HEAD of each header set were served prepared.
            let prepared = metrics.split(separator: "\n").first { $0.hasPrefix("layoutd_cache_prepared_hits_total ") }
            #expect((prepared.flatMap { Int($0.split(separator: " ")[1]) } ?? 0) >= 12, "\(metrics)")
            // Once draining, a prepared question is answered through the router, which closes the connection.
            server.service.beginDraining()
            #expect(try client.request("GET", target).headers["connection"] == "close")
        }
    }

    /// POST: the same body answered alike computed, cached and prepared; another body gets its own answer.
    @Test func aRepeatedPostIsAnsweredAlikeAndPrepared() throws {
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            let body = #"{"container":"852x393","aspectRatio":"21:9"}"#
            let json = ["Content-Type": "application/json"]
            let replies = try (0..<4).map { _ in try client.request("POST", "/fit", headers: json, body: body) }
            for reply in replies {
                #expect(reply.status == 200 && reply.body == replies[0].body)
                #expect(reply.headers.filter { $0.key != "date" } == replies[0].headers.filter { $0.key != "date" })
            }
            let other = try (0..<3).map { _ in
                try client.request("POST", "/fit", headers: json, body: #"{"container":"852x393","aspectRatio":"4:3"}"#)
                    .body
            }
            #expect(other.allSatisfy { $0 == other[0] } && other[0] != replies[0].body)
            #expect(
                try client.request("POST", "/fit", headers: ["Content-Type": "text/plain"], body: body).status == 415)
            let metrics = try client.request("GET", "/metrics").text
            // the 3rd and 4th, and the other's 3rd
            #expect(metrics.contains("layoutd_cache_prepared_hits_total 3\n"), "\(metrics)")
        }
    }

    /// RouterTests.matchingETagGives304 runs the same check in memory; here the 304s come on one keep-alive
    /// connection, so a body byte sent after one would break the next answer.
    @Test func etagRevalidationGives304() throws {
        try withServer { server in try BothWays.etagRevalidation(.live(server)) }
    }

    /// The work of a layout is counted when it is computed on a worker and when it is computed inline, with the
    /// exchange (RouterTests.exchangesAndWorkAreRecordedOnce asks the same in memory).
    @Test(arguments: [true, false])
    func exchangesAndWorkAreRecordedOnEveryPath(offloaded: Bool) throws {
        try withServer(ServerConfiguration().with(offloadMisses: offloaded)) { server in
            try BothWays.exchangesAndWorkAreRecorded(.live(server))
        }
    }

    @Test func metricsReportConnectionsAndReturnToIdle() throws {
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            _ = try client.request("GET", "/fit?container=1x1&aspectRatio=1")
            let text = try client.request("GET", "/metrics").text
            #expect(text.contains("layoutd_connections 1"))
            #expect(text.contains("layoutd_suspended_connections 0"))
        }
    }

    /// A request still being computed when shutdown starts completes; afterwards no new connection is accepted.
    @Test func shutdownDrainsASlowInFlightRequest() throws {
        let descriptor = EndpointDescriptor(path: "/test/slow", methods: ["GET"], summary: "A slow route.")
        // The job holds its worker until the test opens the gate (a fixed time could run out before the test has
        // looked, on a loaded machine), and then for 300 ms more.
        let gate = DispatchSemaphore(value: 0)
        let slow = Route.computed(
            descriptor, parse: { (_: inout Parameters, _: [String: String]) throws(Problem) in 1 }
        ) { (_: Int) throws(Problem) in
            gate.wait()
            usleep(300_000)
            return ["done": true]
        }
        let service = buildService(
            configuration: ServerConfiguration().with(port: 0, drainSeconds: 60), extraRoutes: [slow],
            compressor: .standard)
        let server = try HTTPServer.start(service: service)
        let port = server.port
        let client = try RawHTTPClient(port: port)
        try client.send("GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n")
        // Until the request is on a worker (polled, up to 60 s: a fixed wait can run out on a loaded machine).
        var metrics = ""
        let deadline = DispatchTime.now().uptimeNanoseconds + 60_000_000_000
        while true {
            metrics = try RawHTTPClient(port: port).request("GET", "/metrics").text
            guard !metrics.contains("layoutd_suspended_connections 1"),
                DispatchTime.now().uptimeNanoseconds < deadline
            else { break }
            usleep(5_000)  // not a connection per few microseconds against the server it waits for
        }
        // both in flight
        #expect(metrics.contains("layoutd_http_requests_in_flight 2"), "the slow request and this one")
        #expect(metrics.contains("layoutd_suspended_connections 1"))
        let started = DispatchTime.now()
        gate.signal()
        let report = server.shutdown()
        let reply = try client.readReply()
        #expect(reply.status == 200)
        #expect(reply.text == #"{"done":true}"#)
        #expect(reply.headers["connection"] == "close")
        #expect(report.unfinished == 0)
        #expect(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds >= 300_000_000, "it waited")
        #expect(throws: RawHTTPClient.Failure.self) { try RawHTTPClient(port: port) }
    }

    /// SIGTERM's sequence: during the delay `/readyz` is 503 while kept-alive and new connections are served as
    /// usual; then new connections are refused, the kept-alive one is closed, and the report gives both phases.
    @Test func shutdownDelayWithdrawsReadinessThenDrains() throws {
        let service = buildService(
            configuration: ServerConfiguration().with(port: 0, drainSeconds: 5), compressor: .standard)
        let server = try HTTPServer.start(service: service)
        let port = server.port
        let keptAlive = try RawHTTPClient(port: port)
        #expect(try keptAlive.request("GET", "/readyz").status == 200)
        let finished = DispatchSemaphore(value: 0)
        let report = Locked<HTTPServer.DrainReport?>(nil)
        // A thread of its own: Dispatch's global queue can be busy with other suites' work for seconds.
        Thread {
            let result = server.shutdown(delaySeconds: 6)
            report.withLock { $0 = result }
            finished.signal()
        }.start()
        // Inside the delay once readiness is withdrawn (the thread may start late on a loaded machine).
        let deadline = DispatchTime.now().uptimeNanoseconds + 60_000_000_000
        while service.isReady && DispatchTime.now().uptimeNanoseconds < deadline { usleep(1_000) }
        #expect(!service.isReady)
        let readiness = try keptAlive.request("GET", "/readyz")
        #expect(readiness.status == 503)
        #expect(readiness.headers["connection"] == nil)
        let fit = try keptAlive.request("GET", "/fit?container=852x393&aspectRatio=21:9")
        #expect(fit.status == 200)
        #expect(fit.headers["connection"] == nil)
        let fresh = try RawHTTPClient(port: port)  // still accepting
        #expect(try fresh.request("GET", "/healthz").status == 200)
        #expect(try RawHTTPClient(port: port).request("GET", "/readyz").status == 503)
        #expect(finished.wait(timeout: .now() + 60) == .success)
        let result = try #require(report.withLock { $0 })
        #expect(result.delayed >= 6)
        #expect(result.delayed < 60)  // a loaded machine oversleeps; never by a minute
        #expect(result.unfinished == 0)
        #expect(throws: RawHTTPClient.Failure.self) { try RawHTTPClient(port: port) }
        #expect(keptAlive.isClosedByPeer())
    }
}
