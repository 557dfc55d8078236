public import LayoutHTTP
public import LayoutHTTPCore

/// How a test puts a question to the service: in memory, or over a socket to a live server.
///
/// A test body written against an `Asker` runs either way: LayoutHTTPTests passes ``inMemory(_:)`` (the service's
/// `respond(to:)`, no C), LayoutServerTests passes a live server on port 0 (libmicrohttpd parses the request and
/// frames the answer). The answer is a ``Response`` both ways; ``Response/header(_:)`` looks names up ignoring case.
///
/// ```swift
/// let asker = Asker.inMemory(buildService(configuration: ServerConfiguration()))
/// try asker.ask(get("/healthz")).status  // 200
/// ```
public struct Asker {
    /// Which way the questions go ("in memory", "live"), for messages.
    public let name: String
    private let send: (Request) throws -> Response

    /// An asker that answers each request with `send`.
    ///
    /// - Parameters:
    ///   - name: which way the questions go, for messages.
    ///   - send: the request's answer.
    public init(name: String, send: @escaping (Request) throws -> Response) {
        self.name = name
        self.send = send
    }

    /// The answer to `request`.
    ///
    /// - Parameter request: the question, as ``get(_:headers:method:)`` or ``post(_:_:contentType:)`` build it.
    /// - Returns: the answer; a live server's `Content-Length` of a 304 is its ``Response/notModifiedLength``.
    public func ask(_ request: Request) throws -> Response { try send(request) }

    /// The service's own `respond(to:)`: no transport, no C.
    ///
    /// - Parameter service: the service to ask.
    /// - Returns: an asker named "in memory".
    public static func inMemory(_ service: LayoutService) -> Asker {
        Asker(name: "in memory") { service.respond(to: $0) }
    }
}
