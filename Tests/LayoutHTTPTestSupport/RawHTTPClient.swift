#if canImport(Glibc)
import Glibc
#endif

/// A deliberately small blocking HTTP/1.1 client over one TCP connection, so live tests control exactly
/// what goes on the wire (keep-alive, bodies in several chunks, pipelining).
public final class RawHTTPClient {
    public struct Reply {
        public var status: Int
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port` from `source` (another loopback address stands for another client).
    public init(port: Int, source: String = "127.0.0.1") throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        _ = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        // A cap, not a wait: a read returns as soon as bytes arrive. It only ends a test whose server never
        // answers, so it is long: under a sanitizer beside other work an answer took more than 10 s.
        var timeout = timeval(tv_sec: Self.readCapSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw Failure(description: "connect to port \(port) failed (errno \(errno))")
        }
    }

    deinit { close(fd) }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed (errno \(errno))") }
            offset += n
        }
    }

    /// Sends a request with `Host` and, for a body, `Content-Length`.
    public func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: String? = nil
    ) throws -> Reply {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.utf8.count)\r\n" }
        try send(head + "\r\n" + (body ?? ""))
        return try readReply(method: method)
    }

    /// Reads one response; HEAD and 304 replies carry no body whatever Content-Length says.
    public func readReply(method: String = "GET") throws -> Reply {
        while true {
            if let end = headerEnd() {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                var lines = head.split(separator: "\r\n").map(String.init)
                let statusLine = lines.removeFirst().split(separator: " ")
                guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
                    throw Failure(description: "bad status line")
                }
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] =
                        line[line.index(after: colon)...].trimmingPrefix(" ").description
                }
                let length =
                    (method == "HEAD" || status == 304 || status == 204)
                    ? 0 : Int(headers["content-length"] ?? "0") ?? 0
                while buffer.count < end + 4 + length { try fill() }
                let body = Array(buffer[(end + 4)..<(end + 4 + length)])
                buffer.removeFirst(end + 4 + length)
                return Reply(status: status, headers: headers, body: body)
            }
            try fill()
        }
    }

    /// The longest a read waits for a byte (seconds).
    public static let readCapSeconds = 120

    /// Whether the server closes the connection: reads until EOF (true), a byte or an error (false), waiting at
    /// most ``readCapSeconds``. Every caller expects a close, which comes in milliseconds on a quiet machine; a
    /// short cap would fail on a loaded one.
    public func isClosedByPeer() -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, 0) == 0
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4)
        where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
            return i
        }
        return nil
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = recv(fd, &chunk, chunk.count, 0)
        guard n > 0 else { throw Failure(description: n == 0 ? "connection closed" : "recv failed (errno \(errno))") }
        buffer.append(contentsOf: chunk[0..<n])
    }
}
