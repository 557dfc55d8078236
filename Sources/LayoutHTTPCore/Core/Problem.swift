/// An RFC 9457 problem: every error the service answers with, as `application/problem+json`.
public struct Problem: Error, Sendable, Equatable {
    /// The HTTP status.
    public var status: Int
    /// A short, fixed summary of the problem type.
    public var title: String
    /// What exactly was wrong with this request, naming the field where there is one.
    public var detail: String
    /// A URI naming the problem type (`about:blank` style relative references under `/problems/`).
    public var type: String
    /// Extra header fields (e.g. `Allow` on 405).
    public var headers: [String: String]
    /// Extension members (e.g. `suggestions`) added to the JSON body.
    public var extensions: [String: [String]]

    public init(
        status: Int, title: String, detail: String, type: String,
        headers: [String: String] = [:], extensions: [String: [String]] = [:]
    ) {
        self.status = status
        self.title = title
        self.detail = detail
        self.type = type
        self.headers = headers
        self.extensions = extensions
    }

    /// 400: a parameter or body is invalid.
    public static func badRequest(_ detail: String) -> Problem {
        Problem(status: 400, title: "Invalid request", detail: detail, type: "/problems/invalid-request")
    }

    /// 400 naming the offending field.
    public static func invalidField(_ field: String, _ detail: String) -> Problem {
        var problem = badRequest("\(field): \(detail)")
        problem.extensions["invalidFields"] = [field]
        return problem
    }

    /// 422: each field is valid on its own, but together (or for this device) they cannot be answered: a rule across
    /// fields that openapi.yaml can only state in words (`/problems/unprocessable-combination`).
    public static func unprocessable(_ fields: [String], _ detail: String) -> Problem {
        Problem(
            status: 422, title: "Cannot answer this combination", detail: detail,
            type: "/problems/unprocessable-combination",
            extensions: ["invalidFields": fields])
    }

    /// 422 naming one field first: `field: detail`.
    public static func unprocessable(_ field: String, _ detail: String) -> Problem {
        unprocessable([field], "\(field): \(detail)")
    }

    /// 400: fields the API knows, but not for this question (`proposalWidth` without `semantics=swiftui`).
    public static func notApplicable(_ fields: [String], status: Int = 400, detail: String) -> Problem {
        Problem(
            status: status, title: "Parameter does not apply", detail: detail,
            type: "/problems/parameter-not-applicable",
            extensions: ["invalidFields": fields])
    }

    /// 400: fields the API does not have, with the closest known names.
    public static func unknownParameters(_ fields: [String], suggestions: [String], detail: String) -> Problem {
        var extensions = ["invalidFields": fields]
        if !suggestions.isEmpty { extensions["suggestions"] = suggestions }
        return Problem(
            status: 400, title: "Unknown parameter", detail: detail, type: "/problems/unknown-parameter",
            extensions: extensions)
    }

    /// 404: nothing at this path.
    public static func notFound(_ detail: String, suggestions: [String] = []) -> Problem {
        Problem(
            status: 404, title: "Not found", detail: detail, type: "/problems/not-found",
            extensions: suggestions.isEmpty ? [:] : ["suggestions": suggestions]
        )
    }

    /// 405 with the `Allow` header.
    public static func methodNotAllowed(_ method: String, path: String, allow: [String]) -> Problem {
        Problem(
            status: 405, title: "Method not allowed",
            detail:
                "\(Echo.capped(method, bytes: Echo.methodBytes)) is not supported on \(path); "
                + "use \(allow.joined(separator: ", ")).",
            type: "/problems/method-not-allowed", headers: ["Allow": allow.joined(separator: ", ")]
        )
    }

    /// 412: a conditional request other than GET or HEAD whose `If-None-Match` matches (RFC 9110 §13.1.2).
    public static func preconditionFailed(_ detail: String) -> Problem {
        Problem(status: 412, title: "Precondition failed", detail: detail, type: "/problems/precondition-failed")
    }

    /// 413: the body is over the configured limit.
    public static func payloadTooLarge(limit: Int) -> Problem {
        Problem(
            status: 413, title: "Content too large",
            detail: "The request body is larger than the limit of \(limit) bytes.", type: "/problems/content-too-large"
        )
    }

    /// 414: a query with more parameters than any route reads (libmicrohttpd would fail to store them).
    public static func tooManyParameters(limit: Int) -> Problem {
        Problem(
            status: 414, title: "URI too long",
            detail: "The query has more than \(limit) parameters; no route of layoutd reads more than about twenty.",
            type: "/problems/uri-too-long"
        )
    }

    /// 431: more header fields than a request to layoutd needs.
    public static func tooManyHeaders(_ count: Int, limit: Int) -> Problem {
        Problem(
            status: 431, title: "Request header fields too large",
            detail: "The request has \(count) header fields; layoutd takes at most \(limit).",
            type: "/problems/header-fields-too-large"
        )
    }

    /// 415: a POST body that is not JSON.
    public static func unsupportedMediaType(_ contentType: String?) -> Problem {
        Problem(
            status: 415, title: "Unsupported media type",
            detail: "Send the body as application/json (got \(contentType.map { "\"\($0)\"" } ?? "no Content-Type")).",
            type: "/problems/unsupported-media-type", headers: ["Accept-Post": "application/json"]
        )
    }

    /// 406: the client accepts none of the types the route answers.
    /// - Parameters:
    ///   - accept: The request's `Accept`.
    ///   - offered: What the route answers, e.g. `["application/json", "application/design-tokens+json"]`.
    ///
    /// `notAcceptable("text/html", offered: ["text/css"])` → detail `This route answers text/css; the Accept header
    /// was "text/html".`
    public static func notAcceptable(_ accept: String, offered: [String] = ["application/json"]) -> Problem {
        Problem(
            status: 406, title: "Not acceptable",
            detail: "This route answers \(offered.joined(separator: " or ")); the Accept header was \"\(accept)\".",
            type: "/problems/not-acceptable"
        )
    }

    /// 503: the server is shutting down or overloaded.
    public static func unavailable(_ detail: String) -> Problem {
        Problem(status: 503, title: "Service unavailable", detail: detail, type: "/problems/unavailable")
    }

    /// 503 with `Retry-After`: a budget of the server is spent for now (heavy work queued, answers queued to
    /// clients); asking again after `retryAfter` seconds usually succeeds.
    public static func overloaded(_ detail: String, retryAfter: Int = 1) -> Problem {
        Problem(
            status: 503, title: "Service overloaded", detail: detail, type: "/problems/overloaded",
            headers: ["Retry-After": String(retryAfter)])
    }

    /// 429 with `Retry-After`: this client holds more connections than one address may.
    public static func tooManyConnections(limit: Int) -> Problem {
        Problem(
            status: 429, title: "Too many connections",
            detail: "This address holds more than \(limit) connections to this server; reuse fewer keep-alive "
                + "connections (this one is closed after this answer).",
            type: "/problems/too-many-connections", headers: ["Retry-After": "1"])
    }

    /// The most bytes of `detail` an answer carries (the rest is cut, saying how long it was).
    static let maximumDetailBytes = 2_048
    /// The most values of one extension member (`invalidFields`, `suggestions`, `allowed`) an answer lists.
    static let maximumExtensionValues = 64
    /// The most bytes of one such value (a view path 64 levels deep fits).
    static let maximumExtensionValueBytes = 512

    /// The problem as a response: `application/problem+json`, never cached. Bounded whatever the problem holds:
    /// `detail` at ``maximumDetailBytes``, each extension member at ``maximumExtensionValues`` values of at most
    /// ``maximumExtensionValueBytes`` each, so no client value is echoed at length (at most 34 KB in all).
    public var response: Response {
        var bounded = self
        bounded.detail = Echo.capped(detail, bytes: Self.maximumDetailBytes)
        for (name, values) in extensions
        where values.count > Self.maximumExtensionValues
            || values.contains(where: { $0.utf8.count > Self.maximumExtensionValueBytes })
        {
            bounded.extensions[name] = values.prefix(Self.maximumExtensionValues).map {
                Echo.capped($0, bytes: Self.maximumExtensionValueBytes)
            }
        }
        let body = ProblemDocument(problem: bounded)
        var headers: [(name: String, value: String)] = [
            ("Content-Type", "application/problem+json"), ("Cache-Control", "no-store"),
        ]
        for (name, value) in self.headers.sorted(by: { $0.key < $1.key }) { headers.append((name, value)) }
        return Response(status: status, headers: headers, body: JSONWire.encode(body))
    }
}

/// The JSON body of a problem: the RFC 9457 members in a fixed order, then extension members by name.
private struct ProblemDocument: Encodable {
    let problem: Problem

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(problem.type, forKey: Key("type"))
        try container.encode(problem.title, forKey: Key("title"))
        try container.encode(problem.status, forKey: Key("status"))
        try container.encode(problem.detail, forKey: Key("detail"))
        for (name, values) in problem.extensions.sorted(by: { $0.key < $1.key }) {
            try container.encode(values, forKey: Key(name))
        }
    }
}
