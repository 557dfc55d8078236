import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import LayoutHTTPCore

extension Asker {
    /// A live server's socket: the questions go, one after another, on one keep-alive connection to 127.0.0.1 (a
    /// new one after an answer that closes it), so a stray byte after an answer breaks the next one.
    ///
    /// - Parameter server: a started server (port 0 in tests).
    /// - Returns: an asker named "live"; a 304's `Content-Length` comes back as its `notModifiedLength`.
    static func live(_ server: HTTPServer) -> Asker {
        var client: RawHTTPClient?
        return Asker(name: "live") { request in
            let connection = try client ?? RawHTTPClient(port: server.port)
            try connection.send(wire(request))
            let reply = try connection.readReply(method: request.method)
            client = reply.headers["connection"] == "close" ? nil : connection
            return Response(
                status: reply.status, headers: reply.headers.map { (name: $0.key, value: $0.value) }, body: reply.body,
                notModifiedLength: reply.status == 304 ? reply.headers["content-length"].flatMap { Int($0) } : nil)
        }
    }
}

/// A request as HTTP/1.1 bytes: the path as it is, the query percent-encoded again (every byte but the unreserved
/// ones), `Host`, the fields, and `Content-Length` for a body or a POST or PUT.
///
/// ```swift
/// String(decoding: wire(get("/fit?aspectRatio=21:9")), as: UTF8.self)
/// // "GET /fit?aspectRatio=21%3A9 HTTP/1.1\r\nHost: localhost\r\n\r\n"
/// ```
func wire(_ request: Request) -> [UInt8] {
    var target = request.path
    if !request.query.isEmpty {
        target +=
            "?" + request.query.map { percentEncoded($0.name) + "=" + percentEncoded($0.value) }.joined(separator: "&")
    }
    var head = "\(request.method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
    for (name, value) in request.headers { head += "\(name): \(value)\r\n" }
    if !request.body.isEmpty || request.method == "POST" || request.method == "PUT" {
        head += "Content-Length: \(request.body.count)\r\n"
    }
    return Array((head + "\r\n").utf8) + request.body
}

/// `text` with every byte but the unreserved ones (RFC 3986 §2.3) written `%XX`: `percentEncoded("21:9 x")` is
/// `"21%3A9%20x"`.
private func percentEncoded(_ text: String) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
        if unreserved.contains(byte) {
            bytes.append(byte)
        } else {
            bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
