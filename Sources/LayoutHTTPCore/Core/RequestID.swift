/// The `X-Request-ID` a client sends to find its request in the logs: echoed on the answer and written in the access
/// log line when it is usable, at most ``maximumBytes`` of printable ASCII (what a header and a log line carry as they
/// are); any other is ignored, never echoed.
///
/// ```swift
/// RequestID(Request(method: "GET", path: "/fit", headers: ["X-Request-ID": "abc-1"]))   // RequestID(value: "abc-1")
/// RequestID(Request(method: "GET", path: "/fit", headers: ["X-Request-ID": "a\tb"]))    // nil
/// ```
package struct RequestID: Sendable, Equatable {
    /// The field's name as layoutd sends it.
    package static let headerName = "X-Request-ID"
    /// The longest id echoed, in UTF-8 bytes.
    package static let maximumBytes = 200

    /// The id as the client sent it.
    package let value: String

    /// The request's usable id, or `nil` when it sent none, a longer one, or one with a control or non-ASCII byte.
    /// - Parameter request: The request whose `X-Request-ID` to read.
    package init?(_ request: Request) {
        guard let id = request.header("x-request-id"), id.utf8.count <= 200,
            id.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7f })
        else { return nil }
        value = id
    }

    /// Echoes the id on a response, as its last field so far.
    /// - Parameter response: The answer to the request the id came with.
    package func apply(to response: inout Response) {
        response.headers.append((Self.headerName, value))
    }

    /// The id a response echoes (what ``apply(to:)`` added), for the access log.
    ///
    /// `RequestID.echoed(by: Response(status: 200, headers: [("X-Request-ID", "abc-1")]))` → `"abc-1"`.
    /// - Parameter response: A response the service finished.
    /// - Returns: The echoed id, or `nil` when it carries none.
    package static func echoed(by response: Response) -> String? {
        response.headers.last(where: { $0.name == headerName })?.value
    }
}
