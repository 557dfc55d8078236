import LayoutAnswers
import LayoutGeometry
import LayoutHTTPCore

/// `POST /batch`: many questions in one request, answered in order, each through the same router and cache as if
/// it had been asked alone.
///
/// `{"questions":[{"path":"/fit","query":{"container":"852x393","aspectRatio":"21:9"}},{"path":"/fit","body":{…}}]}` →
/// `{"answers":[{"status":200,"body":{"semantics":"uikit",…}},`
/// `{"status":400,"body":{"type":"/problems/invalid-request",…}}]}`.
///
/// A question's own error (a bad value) is its answer; a batch that cannot be read is a 400 naming the item's index:
/// not an array, an item that is not `{path, query | body}`, an unknown path, a nested `/batch`, a route that is not
/// a JSON question (`/healthz`, the CSS export) or a picture (`format=svg`, `zoom`). More than ``limit`` questions is
/// a 413 with the limit in `detail`; answers adding up to more than ``answerBytesLimit`` bytes (the questions'
/// own work is bounded by the same count: computing stops there) is a 422 naming the question where it was passed.
/// The questions share the request's one ``WorkBudget``: a question past what the earlier ones left is its own 422, one
/// that finds it spent is a 422 without running, and a stopped budget (the deadline) stops the question running and
/// the batch.
/// The answer is compressed in the coding the client takes (zstd, else gzip) when it pays (as a cached answer over
/// 1 KiB is).
enum BatchEndpoint: Endpoint {
    static func routes(catalog _: DeviceCatalog) -> [Route] { [route] }

    /// The most questions one batch takes.
    static let limit = 256
    /// The most bytes the answers of one batch may add up to (before gzip): a batch of 256 whole-catalog lists would
    /// be about 94 MB, held for as long as a slow client takes to read it.
    static let answerBytesLimit = 4 << 20

    static let descriptor = EndpointDescriptor(
        path: "/batch", methods: ["POST"], summary: "Many questions in one request, answered in order.",
        parameters: [
            ParameterDescriptor(
                "questions", .object, in: .body, doc: "The questions: {path, query} or {path, body} each.",
                example: #"[{"path":"/fit","query":{"container":"852x393","aspectRatio":"21:9"}}]"#)
        ], answers: ["BatchAnswer"], kind: .worker)

    static let route = Route(
        descriptor,
        handler: .worker { request, service, budget in
            do throws(Problem) {
                let questions = try requests(in: request, service: service)
                // Stopped between questions too (a layout stops itself): a batch holds a worker no longer than its
                // deadline.
                var out: [UInt8] = Array("{\"answers\":[".utf8)
                for (index, question) in questions.enumerated() {
                    if let stop = budget.stopped { throw Problem.stopped(stop) }
                    // Checked before it starts: a question that finds the budget spent is its own 422, never run.
                    let response =
                        budget.charge(0)
                        ? service.answerInside(question, budget: budget) : spent(budget, index).response
                    if let stop = budget.stopReason { throw Problem.stopped(stop) }
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    out += Array("{\"status\":\(response.status),\"body\":".utf8)
                    out += response.body.isEmpty ? Array("null".utf8) : response.body
                    out.append(UInt8(ascii: "}"))
                    guard out.count <= answerBytesLimit else {
                        throw Problem.unprocessable(
                            "questions",
                            "the answers pass \(answerBytesLimit) bytes at questions[\(index)] "
                                + "(a batch's answers add up to at most \(answerBytesLimit) bytes); split the batch, "
                                + "or ask for "
                                + "fewer fields (fields=) or smaller pages (limit=).")
                    }
                }
                out += Array("]}".utf8)
                return service.compressor.response(Response.json(out), codedFor: request)
            } catch {
                return error.response
            }
        })

    /// A question that finds the batch's one budget spent: a 422 naming it and the budget.
    private static func spent(_ budget: WorkBudget, _ index: Int) -> Problem {
        Problem.unprocessable(
            "questions",
            "the batch's work budget of \(budget.limit) units is spent before questions[\(index)] (a layout is a "
                + "unit a size request, a sheet's hostings and answer bytes their share); ask it in a batch of its "
                + "own.")
    }

    /// The batch's questions as requests the router answers, or the problem that stops the whole batch.
    static func requests(in request: Request, service: any RouteContext) throws(Problem) -> [Request] {
        let object = try Negotiation.jsonBody(of: request)
        if let other = ByteText.firstUnknown(object.keys, known: ["questions"]) {
            throw Problem.unknownParameters(
                [other], suggestions: ["questions"],
                detail: "Unknown member \(Echo.capped(other, bytes: Echo.valueBytes)) in the batch; it takes only "
                    + "questions.")
        }
        guard let value = object["questions"] else {
            throw Problem.invalidField("questions", "is required: an array of {path, query} or {path, body}.")
        }
        guard case .array(let items) = value else {
            throw Problem.invalidField("questions", "must be an array, not \(value.typeName).")
        }
        guard items.count <= limit else {
            throw Problem(
                status: 413, title: "Content too large",
                detail: "A batch takes at most \(limit) questions (got \(items.count)); split it.",
                type: "/problems/content-too-large")
        }
        return try items.enumerated().map { (index, item) throws(Problem) in
            try self.request(item, index: index, service: service)
        }
    }

    /// One item as a request: `query` makes a GET, `body` a JSON POST.
    private static func request(_ item: JSONValue, index: Int, service: any RouteContext) throws(Problem) -> Request {
        let at = "questions[\(index)]"
        guard case .object(let members) = item else {
            throw Problem.invalidField(at, "must be an object {path, query} or {path, body}, not \(item.typeName).")
        }
        if let other = ByteText.firstUnknown(members.keys, known: ["path", "query", "body"]) {
            throw Problem.invalidField(
                "\(at).\(Echo.capped(other, bytes: Echo.valueBytes))",
                "is not a member of a question; give path with query or body.")
        }
        guard case .string(let path)? = members["path"] else {
            throw Problem.invalidField("\(at).path", "is required: a string such as \"/fit\".")
        }
        guard let route = service.route(for: path) else {
            let batchable = service.routes.filter(isBatchable).map(\.path).joined(separator: ", ")
            throw Problem.invalidField("\(at).path", "no route \(path.prefix(80)); a batch asks \(batchable).")
        }
        guard route.path != "/batch" else {
            throw Problem.invalidField("\(at).path", "a batch cannot hold another batch.")
        }
        guard isBatchable(route) else {
            throw Problem.invalidField(
                "\(at).path",
                "\(route.path) is not batchable: a batch holds JSON questions (CSS and health checks are asked on "
                    + "their own)."
            )
        }
        switch (members["query"], members["body"]) {
        case (let query?, nil):
            guard case .object(let fields) = query else {
                throw Problem.invalidField("\(at).query", "must be an object of parameters, not \(query.typeName).")
            }
            var items: [(name: String, value: String)] = []
            for name in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                try refusePicture(name, at: at)
                switch fields[name]! {
                case .string(let text): items.append((name, text))
                case .number(let number): items.append((name, SVGDocument.number(number)))
                case .bool(let flag): items.append((name, flag ? "true" : "false"))
                default:
                    throw Problem.invalidField(
                        "\(at).query.\(name)", "must be a string, number or boolean, as in a query string.")
                }
            }
            return Request(method: "GET", path: path, query: items)
        case (nil, let body?):
            guard case .object(let fields) = body else {
                throw Problem.invalidField("\(at).body", "must be a JSON object, not \(body.typeName).")
            }
            guard route.methods.contains("POST") else {
                throw Problem.invalidField("\(at).body", "\(route.path) takes GET parameters: give query instead.")
            }
            for name in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                try refusePicture(name, at: at)
            }
            return Request(
                method: "POST", path: path, headers: ["Content-Type": "application/json"], body: JSONWire.encode(body))
        case (nil, nil):
            return Request(method: "GET", path: path)
        case (_?, _?):
            throw Problem.invalidField(at, "give query or body, not both.")
        }
    }

    /// Whether a batch may ask this route: a JSON question (not a health check, the CSS export or a batch).
    static func isBatchable(_ route: Route) -> Bool {
        guard case .computed = route.handler else { return false }
        return route.mediaType == "application/json"
    }

    /// Pictures are answered on their own: `format` and `zoom` are refused in a batch.
    private static func refusePicture(_ name: String, at: String) throws(Problem) {
        if name == "format" || name == "zoom" {
            throw Problem.invalidField(
                "\(at).\(name)",
                "SVG pictures are not batchable; a batch answers JSON (ask for the picture on its own).")
        }
    }
}
