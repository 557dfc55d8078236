import LayoutAnswers
import LayoutHTTP
import LayoutGeometry
internal import CMicroHTTPD
import Synchronization
import LayoutHTTPCore

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

    /// The budget light misses are computed within on the poll threads: they do no layout, so it is never written
    /// (one for all, so a light miss allocates none); its limit is 0, so a layout asked within it would be refused
    /// at once rather than write it from two threads.
    let lightBudget = WorkBudget(sizeRequests: 0)
    /// How long a request's computation may take from its arrival (``ServerConfiguration/workDeadlineSeconds``).
    let workDeadline: UInt64

    /// The work budget of a request that arrived at `startedAt` on a connection's `socket`: stopped once `flag` is
    /// set (shutdown), its deadline passes, or the client has closed the connection (the socket is peeked at most
    /// every 10 ms).
    func budget(startedAt: UInt64, socket: Int32, flag: StopFlag) -> WorkBudget {
        let deadline = startedAt &+ workDeadline
        let watch = PeerWatch(socket: socket)
        return WorkBudget { () -> WorkBudget.Stop? in
            if let reason = flag.reason { return reason }
            let now = Platform.monotonicNanoseconds()
            if now >= deadline { return .deadline }
            return watch.closed(now: now) ? .clientGone : nil
        }
    }

    /// The 503 for a job the workers did not take, counted under its cause.
    func shed(_ refusal: WorkerPool.Refusal) -> Problem {
        let configuration = service.configuration
        switch refusal {
        case .full:
            counters.shedWorkQueue.wrappingAdd(1, ordering: .relaxed)
            return Problem.overloaded(
                "\(configuration.workQueueLimit) heavy computations (pictures, lists, CSS, grids, batches) are waiting "
                    + "already (workQueueLimit); ask again in a second, or ask another replica.")
        case .addressShare:
            counters.shedAddressShare.wrappingAdd(1, ordering: .relaxed)
            return Problem.overloaded(
                "This address has \(workers.runShare) heavy computations running and \(workers.queueShare) waiting "
                    + "already (its share of the workers and of workQueueLimit); ask again in a second.")
        }
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

    /// The most bytes of large answers one client address may have queued and unread: a third of
    /// ``queuedBudget`` (8 MiB of the default 24), so the largest answer (a sheet's 8 MiB) goes, and one unread
    /// answer leaves the rest of the queue to the others.
    var addressQueuedShare: Int { queuedBudget / 3 }

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
        self.workDeadline = UInt64(configuration.workDeadlineSeconds * 1e9)
    }
}

/// Whether a suspended connection's client has left, asked of its socket no more often than every 10 ms (a peek is a
/// system call; a layout polls its budget every few tens of microseconds). Peeking is safe while the connection is
/// suspended: libmicrohttpd neither reads nor closes the socket until it is resumed.
private final class PeerWatch: Sendable {
    let socket: Int32
    private let last = Atomic<UInt64>(0)

    init(socket: Int32) { self.socket = socket }

    func closed(now: UInt64) -> Bool {
        guard socket >= 0, now &- last.load(ordering: .relaxed) >= 10_000_000 else { return false }
        last.store(now, ordering: .relaxed)
        return CMicroHTTPD_peerClosed(socket) != 0
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
    /// The work budget the worker computed ``response`` within, recorded with the exchange when it is sent.
    var work: WorkBudget?

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
