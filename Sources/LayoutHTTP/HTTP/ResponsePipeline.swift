import LayoutHTTPCore

/// The header fields every response of the service carries, each concern a small step, applied in one order by
/// ``finish(_:for:deprecated:closing:)``: the router's answers and problems, preflights, the problems the transport
/// sends itself (``LayoutService/answer(_:to:closing:)``), and so the prepared answers made from them.
///
/// The order, after the answer's own fields:
/// 1. ``CORSPolicy``: `Access-Control-Allow-Origin`, `Vary: Origin` for a set origin, the exposed fields,
///    `Timing-Allow-Origin`.
/// 2. ``DeprecationNotice``: RFC 9745's `Deprecation` and its `Link` when the request used deprecated names.
/// 3. ``RequestID``: the client's `X-Request-ID` echoed when usable.
/// 4. ``ConnectionClose``: `Connection: close` while draining or when the transport closes after refusing.
/// 5. ``VaryMerge``: the answer's `Vary` and CORS's joined into one field; last, since it joins what came before.
///
/// ```swift
/// ResponsePipeline(cors: CORSPolicy(origin: "*")).finish(
///     Response(status: 204), for: Request(method: "GET", path: "/", headers: ["X-Request-ID": "r1"]),
///     deprecated: [], closing: true).headers.map(\.name)
/// // ["Access-Control-Allow-Origin", "Access-Control-Expose-Headers", "Timing-Allow-Origin", "X-Request-ID",
/// //  "Connection"]
/// ```
struct ResponsePipeline: Sendable {
    /// Step 1 (and what step 5 needs to know: whether CORS adds a `Vary` of its own).
    let cors: CORSPolicy
    /// Step 5.
    let vary: VaryMerge

    /// - Parameter cors: The service's CORS policy (``ServerConfiguration/corsOrigin``).
    init(cors: CORSPolicy) {
        self.cors = cors
        self.vary = VaryMerge(cors: cors)
    }

    /// Applies the steps in order.
    /// - Parameters:
    ///   - response: An answer, a problem or a preflight's 204, with its own fields.
    ///   - request: The request it answers.
    ///   - deprecated: The deprecated names the request used (``Parameters/deprecatedNames``).
    ///   - closing: Whether the connection closes after it (the service draining, or the transport refusing).
    /// - Returns: `response` with the fields every response carries.
    func finish(
        _ response: consuming Response, for request: Request, deprecated: [String], closing: Bool
    ) -> Response {
        // Taken, not copied: appending to a copy of the fields copied the whole list (an allocation a request).
        var response = response
        cors.apply(to: &response)
        DeprecationNotice(deprecated)?.apply(to: &response)
        RequestID(request)?.apply(to: &response)
        ConnectionClose(closing)?.apply(to: &response)
        vary.apply(to: &response)
        return response
    }
}

/// RFC 9745's `Deprecation` (the date the old names were deprecated) with a `Link` to `/deprecations` whose title
/// names each old name's replacement: what an answer to a request that used deprecated names carries.
///
/// `DeprecationNotice(["aspect"])` appends `Deprecation: @1795392000` and `Link: </deprecations>;
/// rel="deprecation"; type="application/json"; title="aspect: use aspectRatio"`; `DeprecationNotice([])` is `nil`.
struct DeprecationNotice {
    /// The deprecated names used, in the order read.
    let names: [String]

    /// - Parameter names: The deprecated names the request used.
    /// - Returns: `nil` when it used none.
    init?(_ names: [String]) {
        guard !names.isEmpty else { return nil }
        self.names = names
    }

    /// Appends `Deprecation` and `Link`.
    /// - Parameter response: The answer to the request that used the names.
    func apply(to response: inout Response) {
        let renames = names.map { "\($0): use \(Vocabulary.replacement(for: $0) ?? $0)" }.joined(separator: "; ")
        response.headers.append(("Deprecation", Vocabulary.deprecationHeaderValue))
        response.headers.append(
            ("Link", "</deprecations>; rel=\"deprecation\"; type=\"application/json\"; title=\"\(renames)\""))
    }
}

/// `Connection: close` on a response after which the connection closes: every response while the service drains,
/// and the transport's refusals whose request it did not read to the end (libmicrohttpd closes the connection on
/// seeing the field).
///
/// `ConnectionClose(true)` appends `Connection: close`; `ConnectionClose(false)` is `nil`.
struct ConnectionClose {
    /// - Parameter closing: Whether the connection closes after this response.
    /// - Returns: `nil` when it stays open.
    init?(_ closing: Bool) {
        guard closing else { return nil }
    }

    /// Appends `Connection: close`.
    /// - Parameter response: The last response of its connection.
    func apply(to response: inout Response) {
        response.headers.append(("Connection", "close"))
    }
}

/// One `Vary` field where the answer's (`Accept-Encoding`) and CORS's (`Origin`) would make two (``CORSPolicy``).
///
/// With a set origin, `[("Vary", "Accept-Encoding"), ("Vary", "Origin")]` → `[("Vary", "Accept-Encoding, Origin")]`;
/// with `*` CORS adds no `Vary`, and the step does nothing.
struct VaryMerge {
    /// Whether a second `Vary` can occur: CORS adds one.
    let needed: Bool

    /// - Parameter cors: The policy step 1 applies.
    init(cors: CORSPolicy) { needed = cors.variesByOrigin }

    /// Joins the response's `Vary` fields, in order, into one, as its last field.
    /// - Parameter response: A response the earlier steps have been applied to.
    func apply(to response: inout Response) {
        if needed, case let varies = response.headers.filter({ $0.name == "Vary" }), varies.count > 1 {
            response.headers.removeAll { $0.name == "Vary" }
            response.headers.append(("Vary", varies.map(\.value).joined(separator: ", ")))
        }
    }
}
