import LayoutAnswers

/// Cross-origin resource sharing (the Fetch standard's CORS protocol) for every answer: which origin's scripts may
/// read it and which of its header fields, and the answer to a browser's preflight `OPTIONS`.
///
/// With a set origin the answers vary by `Origin` (a shared cache must not hand one site's answer to another), so
/// ``headers`` holds `Vary: Origin` (the response pipeline's ``VaryMerge`` joins it with the answer's own `Vary`).
///
/// ```swift
/// CORSPolicy(origin: "https://design.example").headers
/// // [("Access-Control-Allow-Origin", "https://design.example"), ("Vary", "Origin"),
/// //  ("Access-Control-Expose-Headers", "ETag, X-Request-ID, Deprecation, Link"),
/// //  ("Timing-Allow-Origin", "https://design.example")]
/// ```
package struct CORSPolicy: Sendable {
    /// The origin answers are shared with: `*` (any) or one origin (`https://design.example`).
    package let origin: String
    /// The fields every answer carries, in the order they are sent.
    package let headers: [(name: String, value: String)]

    /// - Parameter origin: `*`, or the one origin allowed (``ServerConfiguration/corsOrigin``).
    package init(origin: String) {
        self.origin = origin
        var common: [(name: String, value: String)] = [("Access-Control-Allow-Origin", origin)]
        if origin != "*" { common.append(("Vary", "Origin")) }
        common.append(("Access-Control-Expose-Headers", "ETag, X-Request-ID, Deprecation, Link"))
        // Cross-origin Resource Timing reads real numbers
        common.append(("Timing-Allow-Origin", origin))
        headers = common
    }

    /// Whether answers vary by the request's `Origin` (one origin is allowed, not `*`).
    package var variesByOrigin: Bool { origin != "*" }

    /// Adds ``headers`` to a response (after its own fields).
    /// - Parameter response: An answer, a problem or a preflight's 204.
    /// - Returns: `response` with the CORS fields appended.
    package func apply(to response: Response) -> Response {
        var response = response
        apply(to: &response)
        return response
    }

    /// Appends ``headers`` to a response in place (no copy of its fields: the service's path to every answer).
    /// - Parameter response: An answer, a problem or a preflight's 204.
    package func apply(to response: inout Response) {
        response.headers.append(contentsOf: headers)
    }

    /// A CORS preflight's answer: 204 allowing the route's methods. `Access-Control-Allow-Headers` echoes what the
    /// browser asks for (tracing's `traceparent`, `Cache-Control`, `Authorization`, …) when it is a plain list of at
    /// most 64 header names of at most 100 token characters; layoutd reads none of them but refusing them would block
    /// the request. Otherwise it lists the fields layoutd reads.
    ///
    /// `preflight(allowing: ["GET", "HEAD", "OPTIONS"], for: OPTIONS /fit with Access-Control-Request-Headers:
    /// traceparent)` → 204 with `Allow` and `Access-Control-Allow-Methods` `GET, HEAD, OPTIONS`,
    /// `Access-Control-Allow-Headers: traceparent`, `Access-Control-Max-Age: 86400`.
    /// - Parameters:
    ///   - methods: The methods the route takes (``Route/allowed``).
    ///   - request: The preflight request.
    /// - Returns: The 204, without ``headers`` (``apply(to:)`` adds them).
    package func preflight(allowing methods: [String], for request: Request) -> Response {
        let allow = methods.joined(separator: ", ")
        let tokenCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~".utf8)
        // Bytes (ByteText): the field is whatever the client wrote; only token characters are ever echoed.
        let asked =
            request.header("access-control-request-headers").map {
                $0.utf8[...].split(separator: UInt8(ascii: ",")).map(ByteText.trimmed)
            } ?? []
        let echoed =
            !asked.isEmpty && asked.count <= 64
            && asked.allSatisfy { !$0.isEmpty && $0.count <= 100 && $0.allSatisfy(tokenCharacters.contains) }
        return Response(
            status: 204,
            headers: [
                ("Allow", allow),
                ("Access-Control-Allow-Methods", allow),
                (
                    "Access-Control-Allow-Headers",
                    echoed
                        ? asked.map { String(Substring($0)) }.joined(separator: ", ")
                        : "Content-Type, If-None-Match, X-Request-ID, traceparent, tracestate, Cache-Control"
                ),
                ("Access-Control-Max-Age", "86400"),
            ])
    }
}
