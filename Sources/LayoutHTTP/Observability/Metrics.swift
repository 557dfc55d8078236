import LayoutAnswers
package import Synchronization
import LayoutHTTPCore

/// Request counters and the latency histogram behind `GET /metrics`, safe to update from any thread.
public final class Metrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let latencyBuckets: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1,
    ]

    /// A counter's labels, every one from a closed set: the route pattern from the route list (or `unmatched`), the
    /// method as ``methodLabel(_:)`` names it, the status layoutd chose.
    private struct Key: Hashable { var route: String; var method: MethodLabel; var status: Int }

    /// The methods a counter names. Any other token a client sends (up to libmicrohttpd's 16 KiB request line, of any
    /// bytes) is counted as `other`: a label set a client could extend would grow the counters and `/metrics` without
    /// bound.
    ///
    /// `MethodLabel("GET")` → `.GET`; `MethodLabel("PROPFIND")` → `.other`.
    enum MethodLabel: String, Sendable, CaseIterable {
        case GET, HEAD, POST, OPTIONS, other

        init(_ method: String) {
            // Bytes, not String's ==, which normalizes whatever the client wrote (ByteText).
            self = Self.allCases.first { $0 != .other && ByteText.same($0.rawValue, method) } ?? .other
        }
    }

    /// A label value as the Prometheus text format writes it: backslash, double quote and line feed escaped as
    /// `\\`, `\"` and `\n` (every value here comes from a closed set, and is escaped all the same).
    ///
    /// `Metrics.labelValue(#"a\"b"#)` → `#"a\\\"b"#`.
    static func labelValue(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 || $0 == 0x0A }) else { return value }
        var out = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    private struct State {
        var requests: [Key: Int] = [:]
        var bucketCounts = [Int](repeating: 0, count: Metrics.latencyBuckets.count)
        var latencyCount = 0
        var latencySum = 0.0

        /// Both shards' counts added.
        func adding(_ other: State) -> State {
            var sum = self
            sum.requests.merge(other.requests, uniquingKeysWith: +)
            sum.bucketCounts = zip(bucketCounts, other.bucketCounts).map(+)
            sum.latencyCount += other.latencyCount
            sum.latencySum += other.latencySum
            return sum
        }
    }

    /// Per-thread shards: every answered request is counted here, so the poll threads must not share one lock.
    private let state = PerThread(shards: 16) { State() }
    /// Requests between their first handler call and their completion.
    package let inFlight = Atomic<Int>(0)
    /// Jobs waiting for a worker.
    package let queueDepth = Atomic<Int>(0)
    /// Connections suspended while a worker computes their answer.
    package let suspended = Atomic<Int>(0)
    /// Size requests the SwiftUI layouts made (``WorkBudget``): the engine's work, counted as it is budgeted.
    package let sizeRequests = Atomic<Int>(0)
    /// Requests libmicrohttpd answered with its own error reply before layoutd's handler saw them (a malformed or
    /// huge `Content-Length`, headers beyond its connection pool).
    package let libraryRefusals = Atomic<Int>(0)
    /// Requests that ended before layoutd's handler saw them for another reason: the client went away or timed out.
    package let abandoned = Atomic<Int>(0)
    /// Repeated GET questions answered with a prepared libmicrohttpd response (counted as cache hits).
    package let preparedHits = Atomic<Int>(0)

    public init() {}

    /// Counts one answered request and its latency.
    /// - Parameters:
    ///   - route: The route pattern (e.g. `/fit`), or `unmatched`.
    ///   - method: The request method.
    ///   - status: The status sent.
    ///   - seconds: Time from the first handler call to queuing the response.
    public func record(route: String, method: String, status: Int, seconds: Double) {
        state.withLock { s in
            s.requests[Key(route: route, method: MethodLabel(method), status: status), default: 0] += 1
            s.latencyCount += 1
            s.latencySum += seconds
            if let bucket = Metrics.latencyBuckets.firstIndex(where: { seconds <= $0 }) {
                s.bucketCounts[bucket] += 1
            }
        }
    }

    /// The number of requests counted for a route and status (for tests).
    public func count(route: String, status: Int) -> Int {
        state.reduce(0) { total, s in
            total + s.requests.filter { $0.key.route == route && $0.key.status == status }.values.reduce(0, +)
        }
    }

    /// The Prometheus text exposition (format 0.0.4).
    /// - Parameters:
    ///   - cache: The shared cache's counters.
    ///   - connections: Open connections as the daemon reports them, if a daemon runs.
    public func render(cache: LRUCache<CacheKey, CachedAnswer>.Statistics, connections: Int?) -> String {
        let snapshot = state.reduce(State()) { $0.adding($1) }
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
        }
        metric("layoutd_http_requests_total", "counter", "Requests answered, by route, method and status.")
        for (key, value) in snapshot.requests.sorted(by: {
            ($0.key.route, $0.key.method.rawValue, $0.key.status) < (
                $1.key.route, $1.key.method.rawValue, $1.key.status
            )
        }) {
            out +=
                "layoutd_http_requests_total{route=\"\(Self.labelValue(key.route))\",method=\"\(key.method.rawValue)\","
                + "status=\"\(key.status)\"} \(value)\n"
        }
        metric("layoutd_http_request_duration_seconds", "histogram", "Time from request headers to response queued.")
        var cumulative = 0
        for (bound, count) in zip(Metrics.latencyBuckets, snapshot.bucketCounts) {
            cumulative += count
            out += "layoutd_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)\n"
        }
        out += "layoutd_http_request_duration_seconds_bucket{le=\"+Inf\"} \(snapshot.latencyCount)\n"
        out += "layoutd_http_request_duration_seconds_sum \(snapshot.latencySum)\n"
        out += "layoutd_http_request_duration_seconds_count \(snapshot.latencyCount)\n"
        metric("layoutd_http_requests_in_flight", "gauge", "Requests received and not yet completed.")
        out += "layoutd_http_requests_in_flight \(inFlight.load(ordering: .relaxed))\n"
        metric(
            "layoutd_http_library_refusals_total", "counter",
            "Requests libmicrohttpd refused with its own error reply before layoutd saw them.")
        out += "layoutd_http_library_refusals_total \(libraryRefusals.load(ordering: .relaxed))\n"
        metric(
            "layoutd_http_requests_abandoned_total", "counter",
            "Requests that ended (client gone, timeout) before layoutd saw them.")
        out += "layoutd_http_requests_abandoned_total \(abandoned.load(ordering: .relaxed))\n"
        metric("layoutd_worker_queue_depth", "gauge", "Computations waiting for a worker.")
        out += "layoutd_worker_queue_depth \(queueDepth.load(ordering: .relaxed))\n"
        metric("layoutd_suspended_connections", "gauge", "Connections suspended while a worker computes.")
        out += "layoutd_suspended_connections \(suspended.load(ordering: .relaxed))\n"
        metric(
            "layoutd_layout_size_requests_total", "counter",
            "Size requests the SwiftUI layouts made (the unit of the work budget).")
        out += "layoutd_layout_size_requests_total \(sizeRequests.load(ordering: .relaxed))\n"
        metric("layoutd_cache_hits_total", "counter", "Answers served from the cache.")
        out += "layoutd_cache_hits_total \(cache.hits + preparedHits.load(ordering: .relaxed))\n"
        metric(
            "layoutd_cache_prepared_hits_total", "counter",
            "Cache hits answered with a prepared libmicrohttpd response (part of the hits).")
        out += "layoutd_cache_prepared_hits_total \(preparedHits.load(ordering: .relaxed))\n"
        metric("layoutd_cache_misses_total", "counter", "Cache lookups that found nothing.")
        out += "layoutd_cache_misses_total \(cache.misses)\n"
        metric("layoutd_cache_evictions_total", "counter", "Entries dropped to stay within the capacity.")
        out += "layoutd_cache_evictions_total \(cache.evictions)\n"
        metric("layoutd_cache_entries", "gauge", "Entries in the cache now.")
        out += "layoutd_cache_entries \(cache.entries)\n"
        metric("layoutd_cache_capacity", "gauge", "Most entries the cache keeps.")
        out += "layoutd_cache_capacity \(cache.capacity)\n"
        metric("layoutd_cache_bytes", "gauge", "Bytes the cached answers hold (bodies, gzip copies, keys).")
        out += "layoutd_cache_bytes \(cache.bytes)\n"
        metric(
            "layoutd_cache_budget_bytes", "gauge", "Most bytes the cached answers may hold (half of memoryBudgetBytes)."
        )
        out += "layoutd_cache_budget_bytes \(cache.budgetBytes)\n"
        metric("layoutd_cache_evictions_by_cause_total", "counter", "Entries dropped, by the bound that dropped them.")
        out += "layoutd_cache_evictions_by_cause_total{cause=\"bytes\"} \(cache.evictionsForBytes)\n"
        out +=
            "layoutd_cache_evictions_by_cause_total{cause=\"entries\"} \(cache.evictions - cache.evictionsForBytes)\n"
        metric(
            "layoutd_cache_refused_total", "counter",
            "Answers served but not cached: one alone passes 1/64 of the budget.")
        out += "layoutd_cache_refused_total \(cache.refused)\n"
        if let connections {
            metric("layoutd_connections", "gauge", "Open HTTP connections.")
            out += "layoutd_connections \(connections)\n"
        }
        out += accessLogExposition()
        return out
    }
}
