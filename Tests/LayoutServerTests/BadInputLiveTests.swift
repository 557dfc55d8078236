import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Testing
import LayoutHTTPCore

/// Bad input only a transport sees, over a real socket: bytes that are not UTF-8 in the request target, heads
/// past libmicrohttpd's buffer (414, 431) or just under it, a body past the limit. BadInputTests asks the rest in
/// memory.
@Suite(.serialized)
struct BadInputLiveTests {
    private func withServer(_ body: (Int) throws -> Void) throws {
        let server = try HTTPServer.start(
            service: buildService(
                configuration: ServerConfiguration().with(port: 0), compressor: .standard))
        defer { server.shutdown() }
        try body(server.port)
    }

    @Test func invalidUTF8InTheQueryIs400() throws {
        try withServer { port in
            let client = try RawHTTPClient(port: port)
            var bytes =
                Array("GET /fit?container=".utf8) + [0xFF, 0xFE]
                + Array("x1&aspectRatio=1 HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            try client.send(bytes)
            let reply = try client.readReply()
            #expect(reply.status == 400)
            #expect(reply.headers["content-type"] == "application/problem+json")
            bytes = Array("GET /devices/".utf8) + [0xC3, 0x28] + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            try client.send(bytes)
            #expect(try client.readReply().status == 404)
            #expect(try client.request("GET", "/healthz").status == 200)
        }
    }

    @Test func uriTooLongForTheBufferIs414FromLibmicrohttpd() throws {
        try withServer { port in
            let client = try RawHTTPClient(port: port)
            let reply = try client.request("GET", "/fit?container=" + String(repeating: "1", count: 40_000))
            #expect(reply.status == 414)
            #expect(try RawHTTPClient(port: port).request("GET", "/healthz").status == 200)
        }
    }

    /// The default pool (16 KiB, Node.js's default largest request head) answers a head of 15,900 bytes, in one
    /// field or in the request target: libmicrohttpd keeps about 370 bytes of the pool for itself (at 16 KiB it
    /// answered heads of up to 16,016 bytes when this was written).
    @Test func aHeadJustUnderTheLimitIsAnswered() throws {
        #expect(ServerConfiguration().connectionMemoryBytes == 16_384)
        // What RawHTTPClient writes around the padding: 15,900 bytes in all.
        let aroundField = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: \r\n\r\n".utf8.count
        let aroundTarget = "GET /healthz? HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8.count
        try withServer { port in
            let client = try RawHTTPClient(port: port)
            let field = try client.request(
                "GET", "/healthz", headers: ["X-Padding": String(repeating: "a", count: 15_900 - aroundField)])
            #expect(field.status == 200)
            let target = "/healthz?" + String(repeating: "p", count: 15_900 - aroundTarget)
            #expect(try client.request("GET", target).status == 200)
        }
    }

    @Test func headersTooLargeForTheBufferAre431FromLibmicrohttpd() throws {
        try withServer { port in
            let client = try RawHTTPClient(port: port)
            let reply = try client.request(
                "GET", "/healthz", headers: ["X-Padding": String(repeating: "a", count: 40_000)])
            #expect(reply.status == 431)
            #expect(try RawHTTPClient(port: port).request("GET", "/healthz").status == 200)
        }
    }

    /// A 1 MB body never reaches the endpoint: the transport answers 413 from the declared length, before reading
    /// the body, and closes the connection. (The client sends only the head: the server closes a connection whose
    /// body it will not read, so a client still writing the megabyte could be cut off before it reads the answer.)
    @Test func aMegabyteBodyIs413() throws {
        let server = try HTTPServer.start(
            service: buildService(
                configuration: ServerConfiguration().with(port: 0), compressor: .standard))
        defer { server.shutdown() }
        let client = try RawHTTPClient(port: server.port)
        try client.send(
            "POST /swiftui/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: \((1 << 20) + 60)\r\n\r\n")
        let reply = try client.readReply(method: "POST")
        #expect(reply.status == 413)
        #expect(reply.headers["connection"] == "close")
        #expect(reply.headers["content-type"] == "application/problem+json")
    }
}
