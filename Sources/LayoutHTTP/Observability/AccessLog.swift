import LayoutAnswers
import Logging
import LayoutHTTPCore

/// One `info` line per answered request, recorded by ``LayoutService``'s one "exchange finished" entry point, which
/// the transport calls where the response is handed to libmicrohttpd.
///
/// Exists only when it will write: ``init(logger:enabled:)`` gives `nil` when the setting is off or the logger's
/// level is above `info`, so the poll thread pays one `nil` check per request and builds nothing.
///
/// When the logger's handler is ``LayoutLogHandler`` with no metadata of its own (as `layoutd` bootstraps it), a line
/// is formatted straight into the calling thread's buffer of the handler's ``LogOutput`` (``AccessLogLine``, the
/// same bytes the handler would write) and written by the output's writer thread (``LogWriter``: flushed at 64 KiB
/// or 250 ms, dropped and counted when the output cannot keep up, never waited for). Any other handler gets the
/// `request` event through swift-log, written as that handler writes it.
package struct AccessLog: Sendable {
    private let logger: Logger
    /// The buffered path: the output's writer and the line format; `nil` for other handlers.
    private let buffered: (writer: LogWriter, format: LogFormat)?

    /// - Returns: `nil` when nothing would be written.
    package init?(logger: Logger, enabled: Bool) {
        guard enabled, logger.logLevel <= .info else { return nil }
        self.logger = logger
        if let handler = logger.handler as? LayoutLogHandler, handler.metadata.isEmpty,
            handler.metadataProvider == nil
        {
            buffered = (handler.output.writer, handler.format)
        } else {
            buffered = nil
        }
    }

    /// Starts the output's writer thread; every ``open()`` is matched by one ``close(timeoutSeconds:)``.
    package func open() { buffered?.writer.attach() }

    /// Writes the buffered lines and lets the writer thread stop (the server has stopped answering).
    /// - Returns: `false` when the output stayed blocked for `timeoutSeconds` (the lines still queued are lost if the
    ///   process exits).
    @discardableResult
    package func close(timeoutSeconds: Double) -> Bool {
        buffered?.writer.close(timeoutSeconds: timeoutSeconds) ?? true
    }

    /// Logs one answered request (the service's one "exchange finished" entry point calls it): `requestID` (the
    /// `X-Request-ID` the service echoed; absent when the client sent none or an unusable one), `method`, `path`,
    /// `status`, `durationMs` (from the complete request to the queued response, microsecond resolution) and `bytes`
    /// (body bytes sent; 0 for HEAD, whose body libmicrohttpd drops).
    ///
    /// `record(method: "GET", path: "/fit", status: 200, bytes: 507, requestID: "r1", nanoseconds: 48_000)` writes
    /// `<time> info request bytes=507 durationMs=0.048 method=GET path=/fit requestID=r1 status=200`.
    /// - Parameter nanoseconds: The time from the complete request to the queued response.
    package func record(
        method: String, path: String, status: Int, bytes: Int, requestID: String?, nanoseconds: UInt64
    ) {
        let micros = nanoseconds / 1_000
        let bytes = ByteText.same(method, "HEAD") ? 0 : bytes
        // A line repeats at most 32 bytes of method and 2 KiB of path, however long the request line was.
        let method = Echo.capped(method, bytes: Echo.methodBytes), path = Echo.capped(path, bytes: Echo.pathBytes)
        guard let (writer, format) = buffered else {
            var metadata: Logger.Metadata = [
                "method": .string(method),
                "path": .string(path),
                "status": .stringConvertible(status),
                "durationMs": .stringConvertible(Double(micros) / 1_000),
                "bytes": .stringConvertible(bytes),
            ]
            if let requestID { metadata["requestID"] = .string(requestID) }
            logger.info("request", metadata: metadata)
            return
        }
        writer.append { out, clock in
            AccessLogLine.append(
                format: format, time: { clock.append(to: &$0) }, method: method, path: path,
                status: status, bytes: bytes, requestID: requestID, micros: micros, to: &out)
        }
    }
}
