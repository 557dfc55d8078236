import Dispatch
import Synchronization

/// A running HTTP server: libmicrohttpd in front of a ``LayoutService``, with a Dispatch worker pool.
///
/// ```swift
/// let server = try HTTPServer.start(service: buildService(configuration: ServerConfiguration().with(port: 0)))
/// print(server.port)          // the port actually bound
/// server.shutdown()           // quiesce, drain, stop
/// ```
public final class HTTPServer: Sendable {
    public let service: LayoutService
    /// The port actually bound.
    public let port: Int
    private let daemon: Daemon
    private let stopped = Locked(false)

    private init(service: LayoutService, daemon: Daemon) {
        self.service = service
        self.daemon = daemon
        self.port = daemon.port
    }

    /// Starts serving a service on its configuration's address.
    /// - Throws: ``ServerError`` when the address cannot be bound.
    public static func start(service: LayoutService) throws(ServerError) -> HTTPServer {
        let configuration = service.configuration
        let workers = WorkerPool(count: configuration.effectiveWorkers, metrics: service.metrics)
        let context = DaemonContext(service: service, workers: workers)
        let daemon = try Daemon.start(configuration: configuration, context: context)
        service.connectionCount.withLock { $0 = { [weak daemon] in daemon?.connections ?? 0 } }
        return HTTPServer(service: service, daemon: daemon)
    }

    /// What a shutdown did.
    public struct DrainReport: Sendable {
        /// Requests still unfinished when the drain time ran out (0 for a clean drain).
        public let unfinished: Int
        /// Seconds the drain took.
        public let seconds: Double
    }

    /// Graceful shutdown: readiness goes false, no new connections are accepted, requests already received are
    /// finished (their responses carry `Connection: close`) for up to `drainSeconds`, then the daemon stops.
    ///
    /// Suspended connections are always waited for (stopping libmicrohttpd with one suspended is an API
    /// violation); their work is pure computation that ends in microseconds.
    /// - Parameter drainSeconds: The most time to wait; defaults to the configuration's.
    /// - Returns: How the drain went. Calling it again does nothing.
    @discardableResult
    public func shutdown(drainSeconds: Double? = nil) -> DrainReport {
        let alreadyStopped = stopped.withLock { value in
            defer { value = true }
            return value
        }
        guard !alreadyStopped else { return DrainReport(unfinished: 0, seconds: 0) }
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
        while metrics.suspended.load(ordering: .relaxed) > 0 {
            Platform.sleep(milliseconds: 1)
        }
        daemon.stop()
        if unfinished > 0 {
            service.logger.log(.warning, "drain time of \(limit)s ran out with \(unfinished) request(s) unfinished")
        }
        return DrainReport(unfinished: unfinished, seconds: elapsed())
    }

    /// Open connections now.
    public var connections: Int { daemon.connections }
}

/// The catalog a configuration names: its `devicesFile`, else the embedded one. Validated either way.
/// - Throws: ``CatalogError`` naming the file, entry and field at fault.
public func loadCatalog(_ configuration: ServerConfiguration, readFile: (String) -> [UInt8]? = Platform.readFile) throws(CatalogError) -> DeviceCatalog {
    guard !configuration.devicesFile.isEmpty else { return .bundled }
    guard let bytes = readFile(configuration.devicesFile) else {
        throw CatalogError(message: "cannot read the file")
    }
    return try DeviceCatalog(json: bytes)
}

/// The `layoutd` command: reads the configuration, serves until SIGTERM or SIGINT, drains, exits.
public enum LayoutdCommand {
    /// Runs the server process and never returns.
    /// - Parameter arguments: Command-line arguments without the program name.
    public static func main(arguments: [String]) -> Never {
        let configuration: ServerConfiguration
        do {
            switch try ServerConfiguration.load(arguments: arguments, environment: Platform.environment) {
            case .help(let text):
                Platform.writeOutput(text)
                Platform.exit(0)
            case .run(let loaded):
                configuration = loaded
            }
        } catch {
            Platform.writeError("layoutd: \(error.message)")
            Platform.exit(2)
        }
        Platform.prepareSignals()
        let catalog: DeviceCatalog
        do {
            catalog = try loadCatalog(configuration)
        } catch {
            Platform.writeError("layoutd: device catalog \(configuration.devicesFile.isEmpty ? "(embedded)" : configuration.devicesFile): \(error.message)")
            Platform.exit(1)
        }
        let service = buildService(configuration: configuration, catalog: catalog)
        let server: HTTPServer
        do {
            server = try HTTPServer.start(service: service)
        } catch {
            Platform.writeError("layoutd: \(error.description)")
            Platform.exit(1)
        }
        Platform.writeOutput("layoutd listening on http://\(configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host):\(server.port)")
        service.logger.log(.info, "\(configuration.effectiveHTTPThreads) poll threads, \(configuration.effectiveWorkers) workers, cache \(configuration.cacheEntries) entries")

        let signalled = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "layoutd.signals")
        let sources = Platform.terminationSignals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { signalled.signal() }
            source.resume()
            return source
        }
        signalled.wait()
        service.logger.log(.info, "shutting down: draining for up to \(configuration.drainSeconds)s")
        let report = server.shutdown()
        service.logger.log(.info, "stopped after \(report.seconds)s, \(report.unfinished) unfinished")
        withExtendedLifetime(sources) {}
        Platform.exit(0)
    }
}
