import LayoutHTTP
internal import CMicroHTTPD
import LayoutHTTPCore

/// Owns one running libmicrohttpd daemon: an internal `poll()` thread pool with suspend/resume enabled.
///
/// Start with ``start(configuration:context:)``; ``quiesce()`` stops accepting; ``stop()`` (also run by
/// `deinit`) ends it. The caller must have resumed every suspended connection before ``stop()``
/// (libmicrohttpd forbids stopping with suspended connections); ``HTTPServer`` waits for that.
final class Daemon: @unchecked Sendable {
    // @unchecked: `pointer` is written only in init and stop(), which HTTPServer calls once, after the
    // callbacks that read `context` can no longer run.
    private var pointer: OpaquePointer?
    private var listenSocket: Int32 = -1
    /// Kept alive for as long as the daemon runs: C holds it unretained as the callbacks' context.
    let context: DaemonContext
    /// The port actually bound (the real one when the configuration said 0).
    let port: Int

    private init(pointer: OpaquePointer, context: DaemonContext) {
        self.pointer = pointer
        self.context = context
        self.port = Int(CMicroHTTPD_boundPort(pointer))
    }

    /// Starts listening.
    /// - Parameters:
    ///   - configuration: Address, thread and limit settings.
    ///   - context: The service and worker pool the callbacks use.
    /// - Throws: ``ServerError`` when the address is invalid or the port cannot be bound.
    static func start(configuration: ServerConfiguration, context: DaemonContext) throws(ServerError) -> Daemon {
        CMicroHTTPD_returnLargeFreesToTheSystem()
        let opaque = Unmanaged.passUnretained(context).toOpaque()
        let guardian = Unmanaged.passUnretained(context.connections).toOpaque()
        let started = configuration.host.withCString { host in
            CMicroHTTPD_start(
                CMicroHTTPD_Settings(
                    host: host,
                    port: UInt16(configuration.port),
                    threadPoolSize: UInt32(configuration.effectiveHTTPThreads),
                    connectionLimit: UInt32(configuration.connectionLimit),
                    perIPConnectionLimit: 0,  // enforced by ConnectionGuard (with its overflow, reserve and exemptions)
                    connectionTimeoutSeconds: UInt32(configuration.connectionTimeoutSeconds),
                    connectionMemoryLimit: configuration.connectionMemoryBytes
                ),
                accessHandler, opaque, requestCompleted, opaque, uriLogged, nil,
                acceptPolicy, connectionNotified, guardian
            )
        }
        let pointer = try MHD.handle(started, "starting the daemon on \(configuration.host):\(configuration.port)")
        context.connections.startSweeping()
        return Daemon(pointer: pointer, context: context)
    }

    /// Open connections across all poll threads.
    var connections: Int {
        guard let pointer else { return 0 }
        return Int(CMicroHTTPD_currentConnections(pointer))
    }

    /// The transport's budget metrics (prepared answers, queued bytes, refusals, timeouts, shedding).
    var metricsText: String {
        context.counters.render(prepared: context.prepared.statistics, queuedBudget: context.queuedBudget)
    }

    /// Stops accepting new connections; open ones go on being served.
    ///
    /// `MHD_quiesce_daemon` stops polling the listen socket but leaves it open (it must not be closed before
    /// `MHD_stop_daemon` while the pool threads run), so the kernel would go on completing handshakes into the
    /// backlog and those connections would be reset at stop. Shutting the socket down refuses them at once instead,
    /// while the descriptor stays valid until ``stop()``.
    func quiesce() {
        guard let pointer, listenSocket < 0 else { return }
        listenSocket = MHD_quiesce_daemon(pointer)
        if listenSocket >= 0 { Platform.shutdownListening(listenSocket) }
    }

    /// Stops the daemon, closing every connection, then the quiesced listen socket.
    func stop() {
        guard let pointer else { return }
        context.connections.stopSweeping()
        MHD_stop_daemon(pointer)
        self.pointer = nil
        if listenSocket >= 0 {
            Platform.close(listenSocket)
            listenSocket = -1
        }
    }

    deinit { stop() }
}
