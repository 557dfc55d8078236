import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Logging
import Testing
import LayoutHTTPCore

/// The access log over a real socket: a server on port 0 whose access log goes to a capturing JSON handler.
@Suite(.serialized)
struct AccessLogTests {
    private func withServer(
        _ configuration: ServerConfiguration = ServerConfiguration(), level: LogLevel = .info,
        _ body: (HTTPServer, CapturedLines) throws -> Void
    ) throws {
        let captured = CapturedLines()
        let service = buildService(configuration: configuration.with(port: 0, drainSeconds: 5), compressor: .standard)
        let server = try HTTPServer.start(service: service, accessLogger: captured.logger(.json, level: level))
        defer { server.shutdown() }
        try body(server, captured)
    }

    @Test func oneLinePerRequestWithIdMethodPathStatusDurationAndBytes() throws {
        try withServer { server, captured in
            let client = try RawHTTPClient(port: server.port)
            let fit = try client.request(
                "GET", "/fit?container=852x393&aspect=21:9", headers: ["X-Request-ID": "req-42"])
            #expect(fit.status == 200)
            let missing = try client.request("GET", "/nowhere")
            let post = try client.request(
                "POST", "/fit", headers: ["Content-Type": "application/json"],
                body: #"{"container":"852x393","aspect":"21:9"}"#)
            #expect(post.status == 200)

            let lines = captured.waitFor(3)
            #expect(lines.count == 3, "\(lines)")
            let objects = lines.map(jsonObject)
            guard objects.count == 3 else { return }
            let first = objects[0]
            #expect(first["message"] as? String == "request")
            #expect(first["level"] as? String == "info")
            #expect(first["requestID"] as? String == "req-42")
            #expect(first["method"] as? String == "GET")
            #expect(first["path"] as? String == "/fit")
            #expect(first["status"] as? Int == 200)
            #expect(first["bytes"] as? Int == fit.body.count)
            let duration = try #require(first["durationMs"] as? Double)
            #expect(duration >= 0 && duration < 10_000)
            #expect(first["time"] is String)

            #expect(objects[1]["status"] as? Int == 404)
            #expect(objects[1]["path"] as? String == "/nowhere")
            #expect(objects[1]["requestID"] == nil, "no id was sent")
            #expect(objects[1]["bytes"] as? Int == missing.body.count)
            #expect(objects[2]["method"] as? String == "POST")
            #expect(objects[2]["bytes"] as? Int == post.body.count)
        }
    }

    /// A line repeats at most 32 bytes of a method and 2 KiB of a path, however long they came.
    @Test func aLineRepeatsAtMostACappedMethodAndPath() throws {
        try withServer { server, captured in
            let method = String(repeating: "M", count: 3_000)
            let path = "/" + String(repeating: "p", count: 5_000)
            let reply = try RawHTTPClient(port: server.port).request(method, path)
            #expect(reply.status == 404 || reply.status == 405)
            let lines = captured.waitFor(1)
            guard let line = lines.first else {
                Issue.record("no access-log line")
                return
            }
            let object = jsonObject(line)
            #expect(object["method"] as? String == String(repeating: "M", count: 32) + "… (3000 bytes)")
            #expect(object["path"] as? String == "/" + String(repeating: "p", count: 2_047) + "… (5001 bytes)")
            #expect(line.utf8.count < 2_400, "\(line.utf8.count) bytes")
        }
    }

    @Test func offOrFilteredWritesNothing() throws {
        try withServer(ServerConfiguration().with(accessLog: false)) { server, captured in
            let reply = try RawHTTPClient(port: server.port).request("GET", "/healthz")
            #expect(reply.status == 200)
            usleep(50_000)
            #expect(captured.all.isEmpty)
        }
        try withServer(level: .warning) { server, captured in
            let reply = try RawHTTPClient(port: server.port).request("GET", "/healthz")
            #expect(reply.status == 200)
            usleep(50_000)
            #expect(captured.all.isEmpty)
        }
    }
}
