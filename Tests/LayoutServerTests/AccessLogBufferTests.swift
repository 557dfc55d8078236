import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Logging
import Synchronization
import Testing
@testable import LayoutHTTPCore

/// The buffered access log: its line is the swift-log handler's line byte for byte, no line is lost under load, and a
/// blocked output costs dropped lines, never answers.
@Suite(.serialized)
struct AccessLogBufferTests {
    /// Requests of every shape the access log sees: plain, with an id, HEAD, values the text format must quote.
    private static let requests: [(method: String, path: String, status: Int, bytes: Int, id: String?)] = [
        ("GET", "/fit", 200, 371, nil), ("GET", "/fit", 200, 371, "req-42"), ("HEAD", "/devices", 200, 0, nil),
        ("POST", "/batch", 413, 1_234_567, "a b"), ("GET", "/x=y", 404, 0, #"q"uote"#), ("GET", "/", 304, 0, ""),
        ("OPTIONS", "/fit", 204, 0, "tab\there\u{7f}"), ("GET", "/caf\u{e9}/\u{1}", 400, 97, "\\back\\slash"),
        ("DELETE", "/é", -1, Int.max, "\n"),
    ]
    /// Durations in microseconds, among them whole milliseconds (JSON drops the `.0`), trailing zeros, and one beyond
    /// the digit-by-digit range.
    private static let durations: [UInt64] = [
        0, 1, 9, 10, 40, 41, 100, 999, 1_000, 1_001, 1_010, 1_500, 12_345, 99_999, 100_000, 999_999, 1_000_000,
        123_456_789, 4_294_967_295, 999_999_999_999, 1_000_000_000_000, 123_456_789_012_345,
    ]

    @Test(arguments: LogFormat.allCases)
    func lineIsTheSwiftLogHandlersLine(format: LogFormat) {
        let time = "2026-05-01T09:30:12.345Z"
        for request in Self.requests {
            for micros in Self.durations {
                var metadata: Logger.Metadata = [
                    "method": .string(request.method), "path": .string(request.path),
                    "status": .stringConvertible(request.status),
                    "durationMs": .stringConvertible(Double(micros) / 1_000),
                    "bytes": .stringConvertible(request.bytes),
                ]
                if let id = request.id { metadata["requestID"] = .string(id) }
                let expected =
                    LayoutLogHandler.line(
                        format: format, time: time, level: .info, message: "request",
                        metadata: metadata) + "\n"
                var bytes: [UInt8] = []
                AccessLogLine.append(
                    format: format, time: { $0.append(contentsOf: time.utf8) },
                    method: request.method, path: request.path, status: request.status,
                    bytes: request.bytes, requestID: request.id, micros: micros, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(request) \(micros) µs")
            }
        }
    }

    @Test func clockWritesTheHandlersTimestamp() {
        var clock = LogClock()
        for _ in 0..<3 {
            let before = Platform.utcTimestamp()
            var bytes: [UInt8] = []
            clock.append(to: &bytes)
            let after = Platform.utcTimestamp()
            let stamp = String(decoding: bytes, as: UTF8.self)
            #expect(stamp.utf8.count == before.utf8.count, "\(stamp)")
            #expect(before <= stamp && stamp <= after, "\(before) ≤ \(stamp) ≤ \(after)")
            usleep(2_000)
        }
    }

    /// The service's own lines come after the access lines recorded before them, and nothing is lost on close.
    @Test func ownLinesFollowTheAccessLinesBeforeThem() throws {
        let captured = CapturedLines()
        let logger = captured.logger(.text, level: .info)
        let access = try #require(AccessLog(logger: logger, enabled: true))
        access.open()
        access.record(method: "GET", path: "/one", status: 200, bytes: 1, requestID: nil, nanoseconds: 0)
        logger.warning("between")
        access.record(method: "GET", path: "/two", status: 200, bytes: 2, requestID: nil, nanoseconds: 0)
        #expect(access.close(timeoutSeconds: 5))
        let lines = captured.all
        #expect(lines.count == 3)
        #expect(lines.map { $0.contains("path=/one") } == [true, false, false], "\(lines)")
        #expect(lines.map { $0.contains("warning between") } == [false, true, false], "\(lines)")
        #expect(lines.map { $0.contains("path=/two") } == [false, false, true], "\(lines)")
    }

    /// 100,000 requests over 64 keep-alive connections (pipelined, 50 at a time): exactly 100,000 lines, each
    /// connection's in the order its requests were sent.
    @Test func everyRequestHasItsLineInOrderPerConnection() throws {
        let captured = CapturedLines()
        let service = buildService(
            configuration: ServerConfiguration().with(port: 0, drainSeconds: 5), compressor: .standard)
        let server = try HTTPServer.start(service: service, accessLogger: captured.logger(.text, level: .info))
        let connections = 64, perConnection = 1_563, total = 100_000
        let answered = Locked(0), failures = Locked<[String]>([])
        let group = DispatchGroup()
        for connection in 0..<connections {
            let count = connection < connections - 1 ? perConnection : total - perConnection * (connections - 1)
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    let done = try Pipelining.run(port: server.port, count: count, batch: 50) {
                        "GET /healthz HTTP/1.1\r\nHost: x\r\n"
                            + "X-Request-ID: c\(connection)-\($0)\r\n\r\n"
                    }
                    answered.withLock { $0 += done }
                } catch {
                    failures.withLock { $0.append("\(connection): \(error)") }
                }
            }
        }
        group.wait()
        server.shutdown()
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        #expect(answered.withLock { $0 } == total)
        let lines = captured.all
        #expect(lines.count == total)
        var next = [Int](repeating: 0, count: connections), outOfOrder = 0
        for line in lines {
            guard let id = line.split(separator: " ").first(where: { $0.hasPrefix("requestID=c") }) else {
                Issue.record("no request id: \(line)")
                return
            }
            let parts = id.dropFirst("requestID=c".count).split(separator: "-").compactMap { Int($0) }
            guard parts.count == 2, parts[0] < connections else { Issue.record("bad id: \(line)"); return }
            if parts[1] != next[parts[0]] { outOfOrder += 1 }
            next[parts[0]] = parts[1] + 1
        }
        #expect(outOfOrder == 0)
        #expect(next.reduce(0, +) == total)
    }

    /// The output is a pipe nobody reads: once it and the queue are full, lines are dropped and counted, and every
    /// request is still answered. A stall would be for ever (nothing ever reads the pipe), so the check is that all
    /// 2,000 answers come, each read within the client's cap, not how fast (a loaded machine is slow).
    @Test func blockedOutputDropsLinesAndNeverStallsAnswers() throws {
        signal(SIGPIPE, SIG_IGN)  // the pipe is closed at the end while the writer thread may still write to it
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let output = LogOutput(fileDescriptor: ends[1], bufferBytes: 4_096, queueBytes: 16_384)
        let logger = Logging.Logger(label: "test") { _ in
            LayoutLogHandler(format: .json, level: .info, output: output, metadataProvider: nil)
        }
        let service = buildService(
            configuration: ServerConfiguration().with(port: 0, drainSeconds: 5), compressor: .standard)
        let droppedBefore = LogWriter.droppedTotal.load(ordering: .relaxed)
        let server = try HTTPServer.start(service: service, accessLogger: logger)
        let answered = Locked(0)
        let group = DispatchGroup()
        for connection in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                guard
                    let done = try? Pipelining.run(
                        port: server.port, count: 500, batch: 25,
                        request: { number in
                            "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: c\(connection)-\(number)\r\n\r\n"
                        })
                else { return }
                answered.withLock { $0 += done }
            }
        }
        group.wait()
        #expect(answered.withLock { $0 } == 2_000)
        let dropped = output.writer.dropped.load(ordering: .relaxed)
        #expect(dropped > 0, "lines beyond the pipe's 64 KiB and the 16 KiB queue are dropped")
        #expect(LogWriter.droppedTotal.load(ordering: .relaxed) - droppedBefore >= dropped)
        let exposition = service.metrics.accessLogExposition()
        #expect(exposition.contains("# TYPE layoutd_access_log_dropped_lines_total counter\n"))
        let total = LogWriter.droppedTotal.load(ordering: .relaxed)
        #expect(exposition.hasSuffix("layoutd_access_log_dropped_lines_total \(total)\n"), "\(exposition)")
        let report = server.shutdown()
        // A blocked log delays the shutdown by its 2 s wait, not for ever (60 s: a loaded machine oversleeps).
        #expect(report.seconds < 60, "\(report.seconds) s")
        // The blocked write now fails (EPIPE) and the writer thread ends. The write end stays open: closing it under
        // that thread could hand its number to a file opened later, which the thread would then write to.
        close(ends[0])
    }
}

/// One keep-alive connection sending requests in pipelined batches, each batch after the last one's responses.
private enum Pipelining {
    /// Sends `count` requests to `port`, `batch` at a time.
    /// - Returns: The responses received (each a 200).
    static func run(port: Int, count: Int, batch: Int, request: (Int) -> String) throws -> Int {
        let client = try RawHTTPClient(port: port)
        var answered = 0
        while answered < count {
            let size = min(batch, count - answered)
            try client.send((answered..<answered + size).map(request).joined())
            for _ in 0..<size {
                let reply = try client.readReply()
                guard reply.status == 200 else { throw RawHTTPClient.Failure(description: "status \(reply.status)") }
            }
            answered += size
        }
        return answered
    }
}
