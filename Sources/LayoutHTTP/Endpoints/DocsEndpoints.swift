import LayoutAnswers
import LayoutHTTPCore

/// `GET /problems/{type}` (what each problem `type` URI of an error means) and `GET /deprecations` (the old request
/// names still accepted, with their replacements): the documents error and deprecation answers link to.
///
/// `GET /problems/unknown-parameter` → `{"type":"/problems/unknown-parameter","title":"Unknown
/// parameter","status":400,…}`; `GET /deprecations` →
/// `{"deprecations":[{"name":"aspect","replacement":"aspectRatio",…},…]}`.
enum DocsEndpoints: Endpoint {
    static func routes(catalog _: DeviceCatalog) -> [Route] { routes }

    /// One problem type, as `/problems/{slug}` describes it.
    struct ProblemType: Encodable, Sendable {
        var type: String
        var title: String
        var status: Int
        var description: String
    }

    /// Every problem type layoutd answers with (RFC 9457 §4: the `type` URI resolves to this description).
    static let problemTypes: [ProblemType] = [
        ProblemType(
            type: "/problems/invalid-request", title: "Invalid request", status: 400,
            description:
                "A parameter or the body is malformed or out of range. `detail` names the field and what it must be; "
                + "`invalidFields` lists the fields."
        ),
        ProblemType(
            type: "/problems/unknown-parameter", title: "Unknown parameter", status: 400,
            description:
                "The request has a parameter or JSON member the API does not have. `suggestions` holds the closest "
                + "known names."
        ),
        ProblemType(
            type: "/problems/parameter-not-applicable", title: "Parameter does not apply", status: 400,
            description:
                "The parameter exists, but not for this question: 400 when only other routes read it (multitasking "
                + "on /fit), 422 when this route reads it with other parameters (proposalWidth without "
                + "semantics=swiftui). `detail` says where it applies."
        ),
        ProblemType(
            type: "/problems/unprocessable-combination", title: "Cannot answer this combination", status: 422,
            description:
                "Every value is valid on its own, but together, or for the device asked about, they cannot be "
                + "answered (e.g. container and device both given, an orientation the device lacks). "
                + "openapi.yaml lists each operation's rules; `invalidFields` names the fields."
        ),
        ProblemType(
            type: "/problems/not-found", title: "Not found", status: 404,
            description:
                "No route, device or device group by that name. `suggestions` holds close ids where there are some."),
        ProblemType(
            type: "/problems/method-not-allowed", title: "Method not allowed", status: 405,
            description: "The route does not take this method; the `Allow` header lists the ones it takes."),
        ProblemType(
            type: "/problems/not-acceptable", title: "Not acceptable", status: 406,
            description: "The Accept header admits no media type this route answers with."),
        ProblemType(
            type: "/problems/precondition-failed", title: "Precondition failed", status: 412,
            description:
                "A POST whose If-None-Match matches the current answer: RFC 9110 answers 304 only to GET and HEAD."),
        ProblemType(
            type: "/problems/content-too-large", title: "Content too large", status: 413,
            description: "The request body is over the server's limit (maxBodyBytes)."),
        ProblemType(
            type: "/problems/too-many-connections", title: "Too many connections", status: 429,
            description: "This client address holds more connections than perIPConnectionLimit; the connection "
                + "is closed after this answer. `Retry-After` says when to try again (README \"Limits\")."),
        ProblemType(
            type: "/problems/uri-too-long", title: "URI too long", status: 414,
            description: "The query has more than \(maximumQueryParameters) parameters; the connection is closed."),
        ProblemType(
            type: "/problems/unsupported-media-type", title: "Unsupported media type", status: 415,
            description: "A POST body must be JSON (application/json or any +json type)."),
        ProblemType(
            type: "/problems/header-fields-too-large", title: "Request header fields too large", status: 431,
            description: "The request has more than \(maximumHeaderFields) header fields; the connection is closed."),
        ProblemType(
            type: "/problems/not-implemented", title: "Not implemented", status: 501,
            description: "A Transfer-Encoding other than chunked; the connection is closed."),
        ProblemType(
            type: "/problems/unavailable", title: "Service unavailable", status: 503,
            description:
                "The server is shutting down (readiness) or cannot take the request now; retry on another replica."),
        ProblemType(
            type: "/problems/overloaded", title: "Service overloaded", status: 503,
            description: "A budget of the server is spent for now: heavy computations waiting (workQueueLimit) or "
                + "answers queued to clients that have not read them (memoryBudgetBytes). `Retry-After` says "
                + "when to ask again; `detail` names the budget (README \"Limits\")."),
    ]

    struct DeprecationList: Encodable, Sendable {
        var deprecations: [Vocabulary.Rename]
        var documentation = "docs/api.md: the naming guide"
    }

    static let problemDescriptor = EndpointDescriptor(
        path: "/problems/{type}", methods: ["GET"], summary: "What a problem type URI of an error means.",
        parameters: [
            ParameterDescriptor(
                "type", .string, in: .path, values: problemTypes.map { String($0.type.dropFirst(10)) },
                doc: "The problem type's slug.", example: "unknown-parameter", alternative: "not-found")
        ])
    static let deprecationsDescriptor = EndpointDescriptor(
        path: "/deprecations", methods: ["GET"], summary: "The old request names still accepted.")

    static let routes: [Route] = [
        Route.computed(
            problemDescriptor,
            parse: { (_: inout Parameters, arguments: [String: String]) throws(Problem) in
                let type = "/problems/" + (arguments["type"] ?? "")
                guard let known = problemTypes.first(where: { ByteText.same($0.type, type) }) else {
                    throw Problem.notFound(
                        "No problem type \(Echo.capped(type, bytes: Echo.pathBytes)). Known: "
                            + "\(problemTypes.map(\.type).joined(separator: ", ")).")
                }
                return known.type
            },
            answer: { (type: String) throws(Problem) in
                problemTypes.first { $0.type == type }!
            }),
        Route.computed(
            deprecationsDescriptor,
            parse: { (_: inout Parameters, _: [String: String]) throws(Problem) in true },
            answer: { (_: Bool) throws(Problem) in DeprecationList(deprecations: Vocabulary.renames) }),
    ]
}
