import Logging

/// One `info` line per answered request, written where the response is handed to libmicrohttpd.
///
/// Exists only when it will write: ``init(logger:enabled:)`` gives `nil` when the setting is off or the logger's
/// level is above `info`, so the poll thread pays one `nil` check per request and builds nothing.
struct AccessLog: Sendable {
    private let logger: Logger

    /// - Returns: `nil` when nothing would be written.
    init?(logger: Logger, enabled: Bool) {
        guard enabled, logger.logLevel <= .info else { return nil }
        self.logger = logger
    }

    /// Logs one answered request: `requestID` (the `X-Request-ID` the service echoed; absent when the client sent
    /// none or an unusable one), `method`, `path`, `status`, `durationMs` (from the complete request to the queued
    /// response, microsecond resolution) and `bytes` (body bytes sent; 0 for HEAD, whose body libmicrohttpd drops).
    func record(_ request: Request, _ response: Response, startedAt: UInt64) {
        record(method: request.method, path: request.path, status: response.status, bytes: response.body.count,
               requestID: response.headers.last(where: { $0.name == "X-Request-ID" })?.value, startedAt: startedAt)
    }

    /// Logs one answered request from its parts (a prepared answer has no `Request` or `Response`).
    func record(method: String, path: String, status: Int, bytes: Int, requestID: String?, startedAt: UInt64) {
        let micros = (Platform.monotonicNanoseconds() &- startedAt) / 1_000
        var metadata: Logger.Metadata = [
            "method": .string(method),
            "path": .string(path),
            "status": .stringConvertible(status),
            "durationMs": .stringConvertible(Double(micros) / 1_000),
            "bytes": .stringConvertible(method == "HEAD" ? 0 : bytes),
        ]
        if let requestID { metadata["requestID"] = .string(requestID) }
        logger.info("request", metadata: metadata)
    }
}
