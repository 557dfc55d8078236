import LayoutAnswers
import LayoutHTTP
internal import CMicroHTTPD
import Synchronization

/// What libmicrohttpd's callbacks need, passed to C unretained as their `cls` (``Daemon`` keeps it alive).
final class DaemonContext: Sendable {
    let service: LayoutService
    let workers: WorkerPool
    let maxBodyBytes: Int
    let offloadMisses: Bool
    /// Whether light misses are computed on the poll thread (always when misses are not offloaded).
    let lightMissesInline: Bool
    /// `nil` when access logging is off or filtered out by the level.
    let accessLog: AccessLog?
    /// Ready-made responses for repeated questions.
    let prepared: PreparedAnswers
    /// Per-address connection limits and request deadlines.
    let connections: ConnectionGuard
    /// The transport's budget counters.
    let counters = TransportCounters()
    /// Most answer bytes queued to clients before a large new answer is refused with 503.
    let queuedBudget: Int
    /// Which port this daemon serves: the API, or only the metrics (``ServerConfiguration/metricsPort``).
    let listener: Listener

    /// What a daemon serves.
    enum Listener: Sendable {
        /// Every route; `/metrics` too unless a metrics port serves it.
        case main(metricsElsewhere: Bool)
        /// `/metrics` and `/healthz` only.
        case metrics
    }

    /// A 404 for a path this listener does not serve, or `nil`.
    func refusal(of path: String) -> Problem? {
        switch listener {
        // Bytes, not String's == (ByteText): the path is whatever the client wrote.
        case .main(metricsElsewhere: true) where ByteText.same(path, "/metrics"):
            return Problem.notFound("/metrics is served on the metrics port (metricsPort), not on this one.")
        case .metrics where !ByteText.same(path, "/metrics") && !ByteText.same(path, "/healthz"):
            return Problem.notFound("The metrics port serves /metrics and /healthz only; ask the main port.")
        default:
            return nil
        }
    }

    /// Answers at least this large are refused while the queued answers hold their budget (a small answer, a
    /// problem included, always goes).
    static let largeAnswerBytes = 64 << 10

    /// - Parameter limits: The configuration this listener's connection guard is sized by (its connection limit,
    ///   per-address limit and reserve); the service's when `nil`.
    init(
        service: LayoutService, workers: WorkerPool, accessLog: AccessLog?, listener: Listener? = nil,
        limits: ServerConfiguration? = nil
    ) {
        let configuration = service.configuration
        self.listener = listener ?? .main(metricsElsewhere: configuration.metricsPort >= 0)
        self.service = service
        self.workers = workers
        self.accessLog = accessLog
        self.maxBodyBytes = configuration.maxBodyBytes
        self.offloadMisses = configuration.offloadMisses
        self.lightMissesInline = configuration.lightMissesInline || !configuration.offloadMisses
        self.prepared = PreparedAnswers(
            capacity: min(configuration.cacheEntries, 4096) * 4,
            budgetBytes: configuration.preparedAnswerBytes)
        self.connections = ConnectionGuard(configuration: limits ?? configuration, counters: counters)
        self.queuedBudget = configuration.queuedAnswerBytes
    }
}

/// Per-request state kept in `*con_cls` for requests that have a body or wait for a worker.
///
/// Ownership: created with `passRetained` in the first handler call, released in ``requestCompleted``.
/// `@unchecked Sendable`: one connection is served by one poll thread, so the handler calls never overlap; the
/// worker writes ``response`` only between `MHD_suspend_connection` and `MHD_resume_connection`, and the
/// handler reads it only after libmicrohttpd has resumed the connection (ordered by its internal mutex).
final class RequestBox: @unchecked Sendable {
    var request: Request
    let startedAt: UInt64
    /// Whether `request` holds the header fields and query yet (a POST's are read after its body, and only when no
    /// prepared answer serves it).
    var fieldsRead: Bool
    var tooLarge = false
    var route = "unmatched"
    var response: Response?

    init(request: Request, startedAt: UInt64, fieldsRead: Bool = true) {
        self.request = request
        self.startedAt = startedAt
        self.fieldsRead = fieldsRead
    }

    /// The whole request: its fields read from the connection first if they are not yet.
    func completeRequest(_ connection: OpaquePointer) -> Request {
        if !fieldsRead {
            readFields(connection, into: &request)
            fieldsRead = true
        }
        return request
    }
}
