import Synchronization
import LayoutAnswers
public import LayoutGeometry
public import LayoutHTTPCore

/// The transport-independent service: routes, the shared answer cache, metrics and readiness.
///
/// libmicrohttpd's callbacks call ``handle(_:)`` on its poll threads: cache hits and errors come back
/// ``Outcome/ready(_:)`` and are sent inline; misses come back ``Outcome/deferred(_:)`` and run on the worker
/// pool, or ``Outcome/light(_:)`` when they take microseconds (computed inline by default). Tests call
/// ``respond(to:)``, which does both in memory with no socket.
///
/// ```swift
/// let service = buildService(configuration: ServerConfiguration())
/// let response = service.respond(
///     to: Request(method: "GET", path: "/fit", query: [("container", "852x393"), ("aspectRatio", "21:9")]))
/// response.status // 200
/// ```
public final class LayoutService: RouteContext {
    /// What to do with a request.
    public enum Outcome: Sendable {
        /// Send this now.
        case ready(Response)
        /// Compute this on a worker within a work budget (the request's: the transport stops it when the client
        /// leaves or the deadline passes), then send it.
        case deferred(@Sendable (WorkBudget) -> Response)
        /// A miss that takes microseconds whatever the question (``Computation/light``): computed on the calling
        /// thread when ``ServerConfiguration/lightMissesInline`` is set, else like ``deferred(_:)``.
        case light(@Sendable (WorkBudget) -> Response)
    }

    public let configuration: ServerConfiguration
    public let cache: LRUCache<CacheKey, CachedAnswer>
    public let metrics = Metrics()
    public let logger: Logger
    public let routes: [Route]
    /// For each literal route path, the index in ``routes`` of the first route that matches it.
    private let literalRoutes: [ByteKey: Int]
    /// The request names the computed routes read and where each applies, from their descriptors.
    public let names: KnownNames
    public let compressor: Compressor
    private let draining = Atomic<Bool>(false)
    private let leaving = Atomic<Bool>(false)
    /// Reports open connections for `/metrics` once a daemon runs.
    package let connectionCount = Locked<(@Sendable () -> Int)?>(nil)
    /// Renders the transport's budget metrics for `/metrics` once a daemon runs.
    package let transportMetrics = Locked<(@Sendable () -> String)?>(nil)

    /// The `Cache-Control` of every cacheable answer, built once.
    private let cacheControl: String
    /// The header fields every response carries, one step per concern (CORS, deprecation, request id, closing,
    /// `Vary`); its CORS policy answers preflights.
    let pipeline: ResponsePipeline

    init(configuration: ServerConfiguration, routes: [Route], compressor: Compressor) {
        self.configuration = configuration
        self.cacheControl = "public, max-age=\(configuration.cacheMaxAgeSeconds)"
        self.pipeline = ResponsePipeline(cors: CORSPolicy(origin: configuration.corsOrigin))
        // Sharded when large (the default 10,000 entries: 8 shards of 1,250), so misses on the two poll threads seldom
        // wait for one lock; a small cache keeps exact LRU order. Bounded by bytes too (an eighth of the budget a
        // shard); an answer over 1/64 of the budget is served but not kept, and an evicted answer ends its life,
        // which takes its prepared copies with it.
        let budget = configuration.answerCacheBytes
        self.cache = LRUCache(
            capacity: configuration.cacheEntries, budgetBytes: budget, maximumEntryBytes: budget / 64,
            shards: configuration.cacheEntries >= 1_024 ? 8 : 1, cost: { $0.bytes }, evicted: { $0.life.end() })
        self.logger = Logger(level: configuration.logLevel)
        self.routes = routes
        // Each literal route's path → the first route in list order that matches it (usually itself).
        var literal: [ByteKey: Int] = [:]
        for route in routes where route.isLiteral && literal[ByteKey(route.path)] == nil {
            literal[ByteKey(route.path)] = routes.firstIndex { $0.match(route.path) != nil }
        }
        self.literalRoutes = literal
        // The names read through Parameters: a batch reads its own body.
        self.names = KnownNames(
            routes.filter { $0.descriptor.kind == .computed }.map { ($0.path, $0.descriptor.parameters) })
        self.compressor = compressor
    }

    /// Every route's path pattern, in matching order: the one list of routes that scripts and tests derive from.
    public var routePaths: [String] { routes.map(\.path) }

    /// The methods a route takes besides `HEAD` and `OPTIONS`, by path pattern.
    public func methods(of path: String) -> [String] { routes.first { $0.path == path }?.methods ?? [] }

    /// Whether shutdown has begun (`/readyz` answers 503, responses close their connection).
    public var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// Whether `/readyz` answers 503: from the start of the shutdown delay (every other answer as usual), and while
    /// draining.
    public var isReady: Bool { !leaving.load(ordering: .acquiring) && !isDraining }

    /// Starts the shutdown delay: readiness goes false so load balancers stop sending new work, and everything else
    /// is still answered as usual (kept-alive connections stay open).
    public func beginLeaving() { leaving.store(true, ordering: .releasing) }

    /// Marks the service as shutting down.
    public func beginDraining() { draining.store(true, ordering: .releasing) }

    /// `/metrics`' text: the requests and the answer cache, then the transport's budgets once a daemon runs.
    public var metricsText: String {
        metrics.render(cache: cache.statistics, connections: connectionCount.withLock { $0 }?())
            + (transportMetrics.withLock { $0 }?() ?? "")
    }

    // MARK: Handling

    /// Routes a request: answers it now, or says what to compute.
    /// - Returns: The route pattern (for metrics; `unmatched` when none) and the outcome.
    public func handle(_ request: Request) -> (route: String, outcome: Outcome) {
        // The method is compared as bytes (``ByteText``): it is whatever the client wrote, up to 16 KiB.
        let method = request.isMethod("HEAD") ? "GET" : request.method
        guard let (route, arguments) = match(Self.originForm(request.path)) else {
            if request.isMethod("OPTIONS") {  // a preflight succeeds, so the browser shows the real request's 404
                let preflight = pipeline.cors.preflight(allowing: ["OPTIONS"], for: request)
                return ("unmatched", .ready(finish(preflight, request)))
            }
            return (
                "unmatched",
                .ready(
                    finish(Problem.notFound("No route for \(Echo.capped(request.path, bytes: 256)).").response, request)
                )
            )
        }
        if request.isMethod("OPTIONS") {
            let preflight = pipeline.cors.preflight(allowing: route.allowed, for: request)
            return (route.path, .ready(finish(preflight, request)))
        }
        guard route.methods.contains(where: { ByteText.same($0, method) }) else {
            let problem = Problem.methodNotAllowed(request.method, path: route.path, allow: route.allowed)
            return (route.path, .ready(finish(problem.response, request)))
        }
        switch route.handler {
        case .direct(let respond):
            return (route.path, .ready(finish(respond(request, self), request)))
        case .worker(let respond):
            do throws(Problem) { try Negotiation.checkAccept(request) } catch {
                return (route.path, .ready(finish(error.response, request)))
            }
            return (route.path, .deferred { [self] budget in finish(respond(request, self, budget), request) })
        case .computed(let parse) where ByteText.same(method, "POST") && request.body.count > Self.inlineBodyBytes:
            // Reading a large body (up to 64 KiB of members, each name checked and the unknown ones described) is a
            // worker's job: a poll thread's work per request stays small whatever a client sends, and past the work
            // queue a client gets a 503 rather than every other client a stall.
            return (
                route.path,
                .deferred { [self] budget in
                    Self.run(computed(route, parse, arguments, request, method: method), budget)
                }
            )
        case .computed(let parse):
            return (route.path, computed(route, parse, arguments, request, method: method))
        }
    }

    /// The largest POST body read on the poll thread that received it; larger ones are read on a worker.
    static let inlineBodyBytes = 4_096

    /// The outcome of a computed route: a problem or a cached answer now, or the computation to run.
    private func computed(
        _ route: Route, _ parse: Route.Parse, _ arguments: [String: String], _ request: Request, method: String
    ) -> Outcome {
        do throws(Problem) {
            if !route.drawsPictures {
                try Negotiation.checkAccept(request, mediaType: route.mediaType, alsoAccepted: route.alsoAccepted)
            }
            var parameters = try self.parameters(of: request, method: method)
            if route.drawsPictures { parameters.representation = try representation(request, &parameters) }
            let computation: Computation
            do throws(Problem) {
                computation = try parse(&parameters, arguments)
            } catch {
                // A typo is reported as itself (aspct, did you mean aspectRatio?), before the error it caused.
                try parameters.rejectNamesOutsideTheAPI(names)
                throw error
            }
            // Every present name read means none is unknown; only otherwise are the names looked up.
            try parameters.rejectNamesOutsideTheAPI(names, unlessAllRead: true)
            try parameters.rejectUnknown(route: route.path, names: names)
            let deprecated = parameters.deprecatedNames
            let key = computation.key.spelled(by: request)
            if let cached = cache.get(key) {
                return .ready(
                    finish(
                        answer(cached, request, variesByAccept: route.drawsPictures), request,
                        deprecated: deprecated))
            }
            let work: @Sendable (WorkBudget) -> Response = { [self] budget in
                switch Result(catching: { () throws(Problem) in try computation.compute(budget) }) {
                case .success(let body):
                    let cached = CachedAnswer(
                        body: body, contentType: computation.contentType, compressor: compressor,
                        keyBytes: key.clientBytes)
                    // Too large to keep: never prepared.
                    if !cache.put(key, cached) { cached.life.end() }
                    return finish(
                        answer(cached, request, variesByAccept: route.drawsPictures), request,
                        deprecated: deprecated)
                case .failure(let problem):
                    return finish(problem.response, request, deprecated: deprecated)
                }
            }
            return computation.light ? .light(work) : .deferred(work)
        } catch {
            return .ready(finish(error.response, request))
        }
    }

    /// A request answered like one of its own (same router, same cache), on the calling thread, within `budget`:
    /// a batch item.
    public func answerInside(_ request: Request, budget: WorkBudget) -> Response {
        Self.run(handle(request).outcome, budget)
    }

    /// The response an outcome stands for, computed on the calling thread within `budget`.
    static func run(_ outcome: Outcome, _ budget: @autoclosure () -> WorkBudget) -> Response {
        switch outcome {
        case .ready(let response): response
        case .deferred(let work), .light(let work): work(budget())
        }
    }

    // MARK: Pieces

    /// The path of an absolute-form target (`http://host/fit`, what a request sent to a forward proxy carries;
    /// RFC 9112 §3.2.2 says a server must accept it); an origin-form path as it is.
    static func originForm(_ path: String) -> String {
        let bytes = path.utf8
        guard bytes.first != UInt8(ascii: "/") else { return path }
        for scheme in ["http://", "https://"]
        where bytes.count > scheme.utf8.count && ByteText.startsWithLowercase(bytes[...], scheme) {
            let afterScheme = bytes.dropFirst(scheme.utf8.count)
            return afterScheme.firstIndex(of: UInt8(ascii: "/")).map { String(Substring(afterScheme[$0...])) } ?? "/"
        }
        return path
    }

    private func match(_ path: String) -> (Route, [String: String])? {
        // A literal path (`/fit`, every computed route but two) in one look-up: the scan below split the path into
        // segments (an array) for every templated route before it, 3k instructions of an uncached `/fit`.
        if let index = literalRoutes[ByteKey(path)], let arguments = routes[index].match(path) {
            return (routes[index], arguments)
        }
        for route in routes {
            if let arguments = route.match(path) { return (route, arguments) }
        }
        return nil
    }

    private func parameters(of request: Request, method: String) throws(Problem) -> Parameters {
        guard ByteText.same(method, "POST") else { return try Parameters.query(request.query) }
        return Parameters.json(try Negotiation.jsonBody(of: request))
    }

    /// JSON or a picture, for a route that draws one: `format=svg` (or `json`) decides; without it, an `Accept`
    /// that weights `image/svg+xml` (or `image/*`) above JSON gets the picture (equal weights get JSON). `zoom` ((0,
    /// 20], default 1) applies to the picture only.
    private func representation(_ request: Request, _ parameters: inout Parameters) throws(Problem) -> Representation {
        let format = try parameters.choice(["format"], allowed: ["json", "svg"]) {
            $0 == "json" || $0 == "svg" ? $0 : nil
        }
        let zoom = try parameters.positiveNumber("zoom")
        if let zoom, zoom > 20 {
            throw Problem.invalidField(
                "zoom", "must be greater than 0 and at most 20 (got \(Parameters.format(zoom))).")
        }
        let accept = request.header("accept") ?? ""
        // Read once (bytes, linear in its length) for both the picture's weight and the JSON check.
        let list = format == nil && !accept.isEmpty ? AcceptList(accept) : nil
        let svg: Bool
        if let format {
            svg = format == "svg"
        } else if let list {
            svg = list.prefersPicture
        } else {
            svg = false  // no Accept (curl, wrk, most tools): JSON, without weighing anything
        }
        guard svg else {
            if zoom != nil {
                throw Problem.notApplicable(
                    ["zoom"], status: 422,
                    detail: "zoom applies to the SVG picture (format=svg or Accept: image/svg+xml), not to JSON.")
            }
            if let list { try Negotiation.checkAccept(accept, list) }
            return .json
        }
        return .svg(zoom: zoom ?? 1)
    }

    private func answer(_ cached: CachedAnswer, _ request: Request, variesByAccept: Bool) -> Response {
        // The coded representation the client takes (zstd, else gzip: Negotiation.contentCoding) when the answer
        // has one. Each copy is made by the first request that takes it: a client that never does never pays for it.
        let coding = cached.mayCompress ? Negotiation.contentCoding(request.header("accept-encoding")) : nil
        let coded = coding.flatMap { cached.coded($0) }
        let etag = coded?.etag ?? cached.etag
        var validators: [(name: String, value: String)] = []
        validators.reserveCapacity(10)  // with the body's two and finish's common ones: one allocation
        validators.append(("ETag", etag))
        validators.append(("Cache-Control", cacheControl))
        // The representation depends on Accept where a route draws pictures, and on Accept-Encoding where there are
        // coded copies (an answer large enough for them, whether or not they are made yet).
        switch (variesByAccept, cached.mayCompress) {
        case (true, true): validators.append(("Vary", "Accept, Accept-Encoding"))
        case (true, false): validators.append(("Vary", "Accept"))
        case (false, true): validators.append(("Vary", "Accept-Encoding"))
        case (false, false): break
        }
        if let condition = request.header("if-none-match"), EntityTag(value: etag).matches(ifNoneMatch: condition) {
            // RFC 9110 §13.1.2: 304 for GET and HEAD; any other method fails the precondition.
            guard request.isMethod("GET") || request.isMethod("HEAD") else {
                return Problem.preconditionFailed(
                    "If-None-Match matches the current answer (\(cached.etag)); a \(request.method) with it is refused."
                ).response
            }
            return Response(status: 304, headers: validators, notModifiedLength: (coded?.body ?? cached.body).count)
        }
        validators.insert(("Content-Type", cached.contentType), at: 0)
        var response = Response(status: 200, headers: validators, body: coded?.body ?? cached.body)
        if let coding, coded != nil { response.headers.insert(("Content-Encoding", coding.token), at: 1) }
        response.answerLife = cached.life
        return response
    }

    /// The response pipeline's steps (``ResponsePipeline``) applied to a response of the router, closing its
    /// connection while draining.
    func finish(_ response: consuming Response, _ request: Request, deprecated: [String] = []) -> Response {
        pipeline.finish(response, for: request, deprecated: deprecated, closing: isDraining)
    }
}
