package import LayoutGeometry
import Synchronization
public import LayoutHTTPCore

/// How an exchange ends, whichever path answered it: its header fields from the response pipeline
/// (``ResponsePipeline``), its records (metrics, the access line, the work) from one entry point, ``finished``.
///
/// The paths, and where each is recorded (once):
/// - in memory (``respond(to:)``, the tests and the fuzzer): here, after the outcome is run;
/// - the transport's ready, computed, worker and stopped answers, the problems it sends itself (413, a refused
///   target, too many connections, the shed 503s) and its prepared answers: `AccessHandler`'s `send` and
///   `sendPrepared`, after the response is queued.
extension LayoutService {
    /// Answers a request in memory (no socket): runs deferred work inline and records the exchange.
    ///
    /// `service.respond(to: get("/healthz"))` → 200, counted once under `/healthz` in `/metrics`.
    /// - Parameter request: The request.
    /// - Returns: The response, with the fields every response carries.
    public func respond(to request: Request) -> Response { respond(to: request, accessLog: nil) }

    /// Answers a request in memory and records it, writing its access line to `accessLog` when one is given.
    /// - Parameters:
    ///   - request: The request.
    ///   - accessLog: Where its line goes; `nil` writes none.
    /// - Returns: The response, with the fields every response carries.
    package func respond(to request: Request, accessLog: AccessLog?) -> Response {
        let started = Platform.monotonicNanoseconds()
        let (route, outcome) = handle(request)
        let budget = WorkBudget()
        let response = Self.run(outcome, budget)
        finished(
            route: route, method: request.method, status: response.status, bytes: response.body.count,
            startedAt: started, work: budget, accessLog: accessLog
        ) { (request.path, RequestID.echoed(by: response)) }
        return response
    }

    /// A problem answered outside the router (the transport's framing and size checks, its shed and stopped work),
    /// through the same response pipeline as every other answer.
    ///
    /// `answer(.payloadTooLarge(limit: 65_536), to: request, closing: true)` → 413 with the CORS fields, the
    /// request's id and `Connection: close`.
    /// - Parameters:
    ///   - problem: What went wrong.
    ///   - request: The request it answers (as much of it as the transport read).
    ///   - closing: Whether the transport closes the connection after it (a body it did not read); while draining
    ///     every answer closes.
    /// - Returns: The problem's response with the fields every response carries.
    package func answer(_ problem: Problem, to request: Request, closing: Bool = false) -> Response {
        pipeline.finish(problem.response, for: request, deprecated: [], closing: closing || isDraining)
    }

    /// Adds the size requests a work budget recorded to ``Metrics/sizeRequests``: with its exchange
    /// (``finished(route:method:status:bytes:startedAt:work:preparedHit:accessLog:line:)``), or alone for an answer
    /// computed but never sent because its client left.
    ///
    /// A layout stopped after 1,024 size requests when its client closed the connection →
    /// `layoutd_layout_size_requests_total` 1,024 higher, though no exchange is recorded.
    /// - Parameter work: The request's work budget, or `nil` (nothing is added).
    package func recordWork(_ work: WorkBudget?) {
        if let work, case let spent = work.spent, spent > 0 {
            metrics.sizeRequests.wrappingAdd(spent, ordering: .relaxed)
        }
    }

    /// Records one finished exchange: the one place an answer is counted, whichever path sent it. In order: the
    /// work its budget recorded (``Metrics/sizeRequests``), a prepared answer among the cache hits
    /// (``Metrics/preparedHits``), the request counter and latency histogram
    /// (``Metrics/record(route:method:status:seconds:)``), and the access line. The clock is read once for both.
    ///
    /// `finished(route: "/fit", method: "GET", status: 200, bytes: 507, startedAt: t, accessLog: nil) { ("/fit",
    /// nil) }` → `layoutd_http_requests_total{route="/fit",method="GET",status="200"}` one higher.
    /// - Parameters:
    ///   - route: The route pattern the router chose, or `unmatched`.
    ///   - method: The request's method.
    ///   - status: The status sent.
    ///   - bytes: The body bytes sent.
    ///   - startedAt: When the request was complete (``Platform/monotonicNanoseconds()``).
    ///   - work: The request's work budget, when its computation ran within one of its own.
    ///   - preparedHit: Whether a prepared answer was sent (counted as a cache hit).
    ///   - accessLog: Where the access line goes; `nil` writes none.
    ///   - line: The path and the echoed request id, asked only when a line is written.
    package func finished(
        route: String, method: String, status: Int, bytes: Int, startedAt: UInt64, work: WorkBudget? = nil,
        preparedHit: Bool = false, accessLog: AccessLog?, line: () -> (path: String, requestID: String?)
    ) {
        recordWork(work)
        if preparedHit { metrics.preparedHits.wrappingAdd(1, ordering: .relaxed) }
        let elapsed = Platform.monotonicNanoseconds() &- startedAt
        metrics.record(route: route, method: method, status: status, seconds: Double(elapsed) / 1e9)
        if let accessLog {
            let (path, requestID) = line()
            accessLog.record(
                method: method, path: path, status: status, bytes: bytes, requestID: requestID, nanoseconds: elapsed)
        }
    }
}
