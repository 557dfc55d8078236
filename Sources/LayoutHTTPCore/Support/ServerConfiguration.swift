/// Every setting of the server, with the defaults the binary embeds (it runs with no configuration file).
///
/// Sources, highest first: command-line flags, `LAYOUTD_*` environment variables, the JSON configuration file,
/// these defaults. See ``ServerConfiguration/load(arguments:environment:readFile:)`` and `config/layoutd.json`.
///
/// ```swift
/// let configuration = ServerConfiguration().with(port: 0, cacheEntries: 100)
/// ```
public struct ServerConfiguration: Sendable, Equatable {
    // MARK: Listening
    /// Address to bind (IPv4 or IPv6 literal).
    public var host = "127.0.0.1"
    /// TCP port; 0 picks any free port (printed at start-up).
    public var port = 8080
    /// A second port on the same address that serves only `GET /metrics` (and `/healthz`), so the metrics need not be
    /// public: the main port then answers `/metrics` 404. -1 (the default) serves `/metrics` on the main port, as a
    /// plain `layoutd` is expected to; 0 picks any free port. The Kubernetes Deployment sets 9090 and scrapes it.
    public var metricsPort = -1

    // MARK: Threads
    /// libmicrohttpd poll threads; 0 = one per core.
    public var httpThreads = 0
    /// Dispatch workers computing uncached answers; 0 = one per core.
    public var workers = 0
    /// Whether cache misses are computed on the Dispatch workers (connection suspended meanwhile) rather than
    /// inline on the poll thread.
    public var offloadMisses = true
    /// Whether a light miss (one `/fit`, `/sizeclass` or `/alignment` JSON answer: microseconds whatever the question)
    /// is computed inline on the poll thread even when ``offloadMisses`` is set; the worker hop (suspend, wake a
    /// worker, resume, wake the poll thread) costs more than such an answer. Pictures, lists and batches still go
    /// to the workers.
    public var lightMissesInline = true

    // MARK: Cache
    /// Most answers kept in the LRU cache; 0 disables it.
    public var cacheEntries = 10_000
    /// Bytes the answers held in memory may take: half for the answer cache, a quarter for prepared responses, a
    /// quarter for answers queued to clients that have not read them yet. Past each share the least recently used
    /// entries go (caches) or a new heavy answer is refused with 503 (the queue). The default leaves a 256 MiB pod
    /// room for the process itself and its connections (docs/limits.md).
    public var memoryBudgetBytes = 96 << 20

    // MARK: Limits
    /// Largest accepted request body in bytes (larger: 413).
    public var maxBodyBytes = 65_536
    /// Most open connections (all threads together).
    public var connectionLimit = 1_000
    /// Most connections from one IP address; 0 = no limit. A few more are let in to be answered 429.
    public var perIPConnectionLimit = 128
    /// Addresses the per-IP limit does not apply to (a load balancer's or proxy's), comma-separated literals.
    public var connectionLimitExempt = ""
    /// Seconds an idle connection is kept open.
    public var connectionTimeoutSeconds = 30
    /// Seconds a request may take to arrive once it has begun: its headers, and its body from the end of the headers
    /// (slow senders are closed; an idle keep-alive connection is governed by ``connectionTimeoutSeconds``).
    public var requestTimeoutSeconds = 10
    /// Heavy computations (pictures, lists, CSS, grids, batches) waiting for a worker at most; past it, 503.
    /// One client address may have at most half the workers (rounded up) computing and a quarter of this (at
    /// least 1) waiting.
    public var workQueueLimit = 16
    /// Seconds from a request's arrival within which its computation must end: past it the work is stopped (a
    /// layout within a millisecond, a batch between questions) and the request answered 503 with `Retry-After`.
    public var workDeadlineSeconds = 2.0
    /// Memory per connection for the request line and headers, in bytes (longer: 414/431 from libmicrohttpd).
    /// 16 KiB, Node.js's default largest request head (`--max-http-header-size`); libmicrohttpd zeroes the whole
    /// pool for every request a keep-alive connection starts, so each KiB here is paid on every request.
    public var connectionMemoryBytes = 16_384

    // MARK: Behaviour
    /// Seconds between SIGTERM and the drain during which `/readyz` answers 503 and everything else is served as
    /// usual, so a load balancer health-checking `/readyz` stops sending work before connections are refused
    /// (SIGINT skips it).
    public var shutdownDelaySeconds = 2.0
    /// Seconds to finish in-flight requests after SIGTERM/SIGINT (and the shutdown delay) before exiting.
    public var drainSeconds = 10.0
    /// Value of `Access-Control-Allow-Origin`.
    public var corsOrigin = "*"
    /// The least severe log level written: swift-log's `trace`, `debug`, `info`, `notice`, `warning`, `error`,
    /// `critical`.
    public var logLevel = LogLevel.info
    /// Log lines as `text` or `json` (one object per line).
    public var logFormat = LogFormat.text
    /// One `info` line per answered request (method, path, status, duration, bytes, request id).
    public var accessLog = true
    /// Seconds clients may cache answers (`Cache-Control: max-age`).
    public var cacheMaxAgeSeconds = 3_600
    /// A device catalog to load instead of the embedded one ("" = embedded); validated at start-up.
    public var devicesFile = ""
    /// The folders whose .ttf, .otf and .ttc fonts Text is measured in, read at start-up (Debian's fonts-inter and
    /// fonts-dejavu-core by default; add SF Pro's folder where you are licensed to use it).
    public var fontDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu"]
    /// The families a character is looked for in, in order, when a Text's family lacks it; the first is the family
    /// of a Text that names none.
    public var fontCascade = ["Inter", "DejaVu Sans"]

    /// The defaults.
    public init() {}

    /// A copy with some settings changed (for tests and embedding).
    public func with(
        host: String? = nil, port: Int? = nil, httpThreads: Int? = nil, workers: Int? = nil,
        offloadMisses: Bool? = nil, lightMissesInline: Bool? = nil, cacheEntries: Int? = nil, maxBodyBytes: Int? = nil,
        connectionLimit: Int? = nil,
        perIPConnectionLimit: Int? = nil, connectionTimeoutSeconds: Int? = nil, shutdownDelaySeconds: Double? = nil,
        drainSeconds: Double? = nil,
        corsOrigin: String? = nil, logLevel: LogLevel? = nil, logFormat: LogFormat? = nil, accessLog: Bool? = nil,
        devicesFile: String? = nil, metricsPort: Int? = nil
    ) -> ServerConfiguration {
        var copy = self
        if let host { copy.host = host }
        if let port { copy.port = port }
        if let httpThreads { copy.httpThreads = httpThreads }
        if let workers { copy.workers = workers }
        if let offloadMisses { copy.offloadMisses = offloadMisses }
        if let lightMissesInline { copy.lightMissesInline = lightMissesInline }
        if let cacheEntries { copy.cacheEntries = cacheEntries }
        if let maxBodyBytes { copy.maxBodyBytes = maxBodyBytes }
        if let connectionLimit { copy.connectionLimit = connectionLimit }
        if let perIPConnectionLimit { copy.perIPConnectionLimit = perIPConnectionLimit }
        if let connectionTimeoutSeconds { copy.connectionTimeoutSeconds = connectionTimeoutSeconds }
        if let shutdownDelaySeconds { copy.shutdownDelaySeconds = shutdownDelaySeconds }
        if let drainSeconds { copy.drainSeconds = drainSeconds }
        if let corsOrigin { copy.corsOrigin = corsOrigin }
        if let logLevel { copy.logLevel = logLevel }
        if let logFormat { copy.logFormat = logFormat }
        if let accessLog { copy.accessLog = accessLog }
        if let devicesFile { copy.devicesFile = devicesFile }
        if let metricsPort { copy.metricsPort = metricsPort }
        return copy
    }

    /// The answer cache's share of ``memoryBudgetBytes``.
    public var answerCacheBytes: Int { memoryBudgetBytes / 2 }
    /// The prepared responses' share of ``memoryBudgetBytes``.
    public var preparedAnswerBytes: Int { memoryBudgetBytes / 4 }
    /// The share of ``memoryBudgetBytes`` for answers queued to clients (``memoryBudgetBytes`` less the caches').
    public var queuedAnswerBytes: Int { memoryBudgetBytes - answerCacheBytes - preparedAnswerBytes }

    /// Poll threads actually started.
    public var effectiveHTTPThreads: Int { httpThreads > 0 ? httpThreads : Platform.coreCount }
    /// Workers actually started.
    public var effectiveWorkers: Int { workers > 0 ? workers : Platform.coreCount }
}
