public import LayoutHTTP
import LayoutGeometry
public import Logging
import Synchronization
public import LayoutAnswers
public import LayoutHTTPCore

/// A running HTTP server: libmicrohttpd in front of a ``LayoutService``, with a Dispatch worker pool.
///
/// ```swift
/// let server = try HTTPServer.start(service: buildService(configuration: ServerConfiguration().with(port: 0)))
/// print(server.port)          // the port actually bound
/// server.shutdown()           // quiesce, drain, stop (`shutdown(delaySeconds: 2)` leaves a balancer first)
/// ```
public final class HTTPServer: Sendable {
    public let service: LayoutService
    /// The port actually bound.
    public let port: Int
    /// The metrics port actually bound, when ``ServerConfiguration/metricsPort`` asks for one.
    public var metricsPort: Int? { metricsDaemon?.port }
    private let daemon: Daemon
    /// Serves `/metrics` (and `/healthz`) alone on ``ServerConfiguration/metricsPort``: one poll thread, few
    /// connections, no workers, no access log (a scrape every 15 s is not a request to the API).
    private let metricsDaemon: Daemon?
    private let accessLog: AccessLog?
    private let stopped = Locked(false)

    private init(service: LayoutService, daemon: Daemon, metricsDaemon: Daemon?, accessLog: AccessLog?) {
        self.service = service
        self.daemon = daemon
        self.metricsDaemon = metricsDaemon
        self.accessLog = accessLog
        self.port = daemon.port
    }

    /// Starts serving a service on its configuration's address.
    /// - Parameters:
    ///   - service: What to serve.
    ///   - accessLogger: Where the access log goes (one `info` line per request, unless the configuration's
    ///     `accessLog` is false); the service's logger by default, a capturing one in tests.
    /// - Throws: ``ServerError`` when the address cannot be bound.
    public static func start(service: LayoutService, accessLogger: Logger? = nil) throws(ServerError) -> HTTPServer {
        let configuration = service.configuration
        let workers = WorkerPool(
            count: configuration.effectiveWorkers, queueLimit: configuration.workQueueLimit,
            metrics: service.metrics)
        let accessLog = AccessLog(logger: accessLogger ?? service.logger, enabled: configuration.accessLog)
        let context = DaemonContext(service: service, workers: workers, accessLog: accessLog)
        accessLog?.open()
        let daemon: Daemon
        do { daemon = try Daemon.start(configuration: configuration, context: context) } catch {
            accessLog?.close(timeoutSeconds: 0)
            throw error
        }
        var metricsDaemon: Daemon?
        if configuration.metricsPort >= 0 {
            var only = configuration
            only.port = configuration.metricsPort
            only.httpThreads = 1
            only.connectionLimit = Self.metricsConnectionLimit
            only.perIPConnectionLimit = Self.metricsPerAddressLimit
            // Its own guard, sized for its own limit: one address flooding it holds at most its per-address share
            // (and never the reserve), so a scraper from another address is answered.
            let metricsContext = DaemonContext(
                service: service, workers: WorkerPool(count: 1, queueLimit: 0, metrics: Metrics()), accessLog: nil,
                listener: .metrics, limits: only)
            do { metricsDaemon = try Daemon.start(configuration: only, context: metricsContext) } catch {
                daemon.stop()
                accessLog?.close(timeoutSeconds: 0)
                throw error
            }
        }
        service.connectionCount.withLock { $0 = { [weak daemon] in daemon?.connections ?? 0 } }
        service.transportMetrics.withLock { $0 = { [weak daemon] in daemon?.metricsText ?? "" } }
        return HTTPServer(service: service, daemon: daemon, metricsDaemon: metricsDaemon, accessLog: accessLog)
    }

    /// The connections the metrics port holds at once (libmicrohttpd's limit and its guard's, whose reserve is a
    /// tenth of it).
    static let metricsConnectionLimit = 64
    /// The connections one address is served on the metrics port (a scraper needs one; past it, a few more are
    /// answered 429, ``ConnectionGuard/overflow``, and the rest are not accepted).
    static let metricsPerAddressLimit = 4

    /// What a shutdown did.
    public struct DrainReport: Sendable {
        /// Requests still unfinished when the drain time ran out (0 for a clean drain).
        public let unfinished: Int
        /// Seconds the drain took (after the delay).
        public let seconds: Double
        /// Seconds of shutdown delay before the drain (0 when none was asked for).
        public var delayed: Double = 0
    }

    /// Graceful shutdown in two phases a load balancer can follow.
    ///
    /// 1. The delay (`delaySeconds`, skipped when 0): `/readyz` answers 503 and everything else is answered as usual,
    ///    kept-alive connections included, so a balancer that health-checks `/readyz` (or Kubernetes removing the
    ///    pod's endpoint) stops sending new work before anything is refused.
    /// 2. The drain: no new connections are accepted, requests already received are finished (their responses carry
    ///    `Connection: close`) for up to `drainSeconds`, then the daemon stops and closes the remaining connections.
    /// 3. The access log's buffered lines are written (waiting up to 2 s for a blocked output).
    ///
    /// At the end of the drain, the computations still running or waiting for a worker are stopped through their
    /// work budgets (answered 503), and their connections waited for (stopping libmicrohttpd with one suspended is
    /// an API violation): a stopped layout ends within a poll of its budget, a batch between two questions.
    ///
    /// ```swift
    /// let report = server.shutdown(delaySeconds: 2)   // SIGTERM: /readyz 503 for 2 s, then drain
    /// report.delayed                                   // ≈ 2.0
    /// ```
    /// - Parameters:
    ///   - delaySeconds: How long to stay serving with readiness withdrawn before the drain; 0 (the default) drains
    ///     at once. `layoutd` passes the configuration's `shutdownDelaySeconds` on SIGTERM and 0 on SIGINT.
    ///   - drainSeconds: The most time to wait for in-flight requests; defaults to the configuration's.
    /// - Returns: How the shutdown went. Calling it again does nothing.
    @discardableResult
    public func shutdown(delaySeconds: Double = 0, drainSeconds: Double? = nil) -> DrainReport {
        let alreadyStopped = stopped.withLock { value in
            defer { value = true }
            return value
        }
        guard !alreadyStopped else { return DrainReport(unfinished: 0, seconds: 0) }
        let delayed = delay(seconds: delaySeconds)
        let limit = drainSeconds ?? service.configuration.drainSeconds
        let start = Platform.monotonicNanoseconds()
        func elapsed() -> Double { Double(Platform.monotonicNanoseconds() - start) / 1e9 }
        service.beginDraining()
        daemon.quiesce()
        let metrics = service.metrics
        while metrics.inFlight.load(ordering: .relaxed) > 0 && elapsed() < limit {
            Platform.sleep(milliseconds: 5)
        }
        let unfinished = max(0, metrics.inFlight.load(ordering: .relaxed))
        // The drain time is up: whatever still computes or waits for a worker is stopped (a layout within a
        // millisecond, a batch between questions) and answered 503, so its connection is resumed and can be closed.
        daemon.context.workers.stopAll(.shutdown)
        while metrics.suspended.load(ordering: .relaxed) > 0 {
            Platform.sleep(milliseconds: 1)
        }
        // A moment for the poll threads to send those 503s before the connections are closed.
        let grace = Platform.monotonicNanoseconds() &+ 250_000_000
        while unfinished > 0, metrics.inFlight.load(ordering: .relaxed) > 0, Platform.monotonicNanoseconds() < grace {
            Platform.sleep(milliseconds: 2)
        }
        daemon.stop()
        metricsDaemon?.stop()
        accessLog?.close(timeoutSeconds: 2)
        if unfinished > 0 {
            service.logger.warning(
                "drain time ran out with requests unfinished",
                metadata: ["drainSeconds": .stringConvertible(limit), "unfinished": .stringConvertible(unfinished)])
        }
        return DrainReport(unfinished: unfinished, seconds: elapsed(), delayed: delayed)
    }

    /// The shutdown delay: readiness withdrawn, serving as usual, for `seconds`.
    /// - Returns: The seconds actually waited.
    private func delay(seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        let start = Platform.monotonicNanoseconds()
        service.beginLeaving()
        service.logger.info(
            "readiness withdrawn; serving until the shutdown delay ends",
            metadata: ["shutdownDelaySeconds": .stringConvertible(seconds)])
        func elapsed() -> Double { Double(Platform.monotonicNanoseconds() - start) / 1e9 }
        while elapsed() < seconds {
            Platform.sleep(milliseconds: max(1, min(50, Int(((seconds - elapsed()) * 1_000).rounded(.up)))))
        }
        return elapsed()
    }

    /// Open connections now.
    public var connections: Int { daemon.connections }
}

/// The catalog a configuration names: its `devicesFile`, else the embedded one. Validated either way.
/// - Throws: ``CatalogError`` naming the file, entry and field at fault.
public func loadCatalog(
    _ configuration: ServerConfiguration, readFile: (String) -> [UInt8]? = Platform.readFile
) throws(CatalogError) -> DeviceCatalog {
    guard !configuration.devicesFile.isEmpty else { return .bundled }
    guard let bytes = readFile(configuration.devicesFile) else {
        throw CatalogError(message: "cannot read the file")
    }
    return try DeviceCatalog(json: bytes)
}
