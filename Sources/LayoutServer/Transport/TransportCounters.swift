import LayoutHTTP
import LayoutGeometry
import Synchronization
import LayoutHTTPCore

/// The transport's budget counters for `/metrics`: connections refused and ended, work shed, answers cut off, and
/// the bytes the prepared answers and the queued answers hold.
///
/// ```
/// layoutd_connections_refused_total{cause="per_ip"} 912
/// layoutd_requests_shed_total{cause="work_queue"} 40
/// layoutd_cache_bytes{cache="prepared"} 1048576
/// ```
final class TransportCounters: Sendable {
    /// Connections refused at accept: the address holds its limit and the overflow.
    let refusedPerAddress = Atomic<Int>(0)
    /// Connections refused at accept: the reserve near the connection limit is kept for new clients.
    let refusedReserve = Atomic<Int>(0)
    /// Requests ended because their headers did not arrive in time.
    let timedOutHeaders = Atomic<Int>(0)
    /// Requests ended because their body did not arrive in time.
    let timedOutBody = Atomic<Int>(0)
    /// Connections ended while trickling a request line for longer than the keep-alive timeout.
    let timedOutIdle = Atomic<Int>(0)
    /// Heavy requests answered 503 because the work queue was full.
    let shedWorkQueue = Atomic<Int>(0)
    /// Heavy requests answered 503 because their address had its share of the workers and the queue.
    let shedAddressShare = Atomic<Int>(0)
    /// Computations stopped before they ended: their deadline passed, their client left, the server shut down.
    let stoppedDeadline = Atomic<Int>(0)
    let stoppedClientGone = Atomic<Int>(0)
    let stoppedShutdown = Atomic<Int>(0)
    /// Counts a computation stopped for `reason` (nothing for `nil`).
    func countStopped(_ reason: WorkBudget.Stop?) {
        switch reason {
        case .deadline?: stoppedDeadline.wrappingAdd(1, ordering: .relaxed)
        case .clientGone?: stoppedClientGone.wrappingAdd(1, ordering: .relaxed)
        case .shutdown?: stoppedShutdown.wrappingAdd(1, ordering: .relaxed)
        case nil: break
        }
    }

    /// Large answers replaced by 503 because the answers queued to clients held their budget.
    let shedQueuedBytes = Atomic<Int>(0)
    /// Answers that did not reach the client whole (it left, or stopped reading until the timeout).
    let truncated = Atomic<Int>(0)

    /// Counts a request ended by the deadline sweep, by where it was.
    func timedOut(_ phase: ConnectionGuard.ConnectionState.Phase) {
        switch phase {
        case .headers: timedOutHeaders.wrappingAdd(1, ordering: .relaxed)
        case .body: timedOutBody.wrappingAdd(1, ordering: .relaxed)
        case .idle, .answering, .ended: timedOutIdle.wrappingAdd(1, ordering: .relaxed)
        }
    }

    /// The exposition lines (Prometheus text format 0.0.4).
    /// - Parameters:
    ///   - prepared: The prepared answers' table counters.
    ///   - queuedBudget: ``ServerConfiguration/queuedAnswerBytes``.
    func render(
        prepared: LRUCache<PreparedKey, PreparedAnswers.Entry>.Statistics,
        queuedBudget: Int
    ) -> String {
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String, _ values: [(labels: String, value: Int)]) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
            for (labels, value) in values { out += "\(name)\(labels) \(value)\n" }
        }
        func load(_ counter: borrowing Atomic<Int>) -> Int { counter.load(ordering: .relaxed) }
        metric(
            "layoutd_prepared_bytes", "gauge", "Bytes the prepared answers hold (keys, bodies, headers).",
            [("", prepared.bytes)])
        metric(
            "layoutd_prepared_budget_bytes", "gauge", "Most bytes the prepared answers may hold.",
            [("", prepared.budgetBytes)])
        metric("layoutd_prepared_entries", "gauge", "Prepared answers held now.", [("", prepared.entries)])
        metric(
            "layoutd_prepared_evictions_total", "counter", "Prepared answers dropped, by cause.",
            [
                ("{cause=\"bytes\"}", prepared.evictionsForBytes),
                ("{cause=\"entries\"}", prepared.evictions - prepared.evictionsForBytes),
            ])
        metric(
            "layoutd_queued_answer_bytes", "gauge", "Answer bytes handed to clients that have not read them yet.",
            [("", queuedAnswerBytes.load(ordering: .relaxed))])
        metric(
            "layoutd_queued_answer_budget_bytes", "gauge", "Most queued answer bytes before large answers get 503.",
            [("", queuedBudget)])
        metric(
            "layoutd_connections_refused_total", "counter", "Connections refused at accept, by cause.",
            [
                ("{cause=\"per_ip\"}", load(refusedPerAddress)), ("{cause=\"reserve\"}", load(refusedReserve)),
            ])
        metric(
            "layoutd_requests_timed_out_total", "counter", "Requests ended for arriving too slowly, by part.",
            [
                ("{part=\"headers\"}", load(timedOutHeaders)), ("{part=\"body\"}", load(timedOutBody)),
                ("{part=\"request_line\"}", load(timedOutIdle)),
            ])
        metric(
            "layoutd_requests_shed_total", "counter", "Requests answered 503 at once because a budget was spent.",
            [
                ("{cause=\"work_queue\"}", load(shedWorkQueue)), ("{cause=\"queued_bytes\"}", load(shedQueuedBytes)),
                ("{cause=\"address_share\"}", load(shedAddressShare)),
            ])
        metric(
            "layoutd_work_stopped_total", "counter",
            "Computations stopped before they ended (answered 503, or not at all when the client left), by cause.",
            [
                ("{cause=\"deadline\"}", load(stoppedDeadline)), ("{cause=\"client_gone\"}", load(stoppedClientGone)),
                ("{cause=\"shutdown\"}", load(stoppedShutdown)),
            ])
        metric(
            "layoutd_responses_truncated_total", "counter",
            "Answers cut off before the client had them whole (counted under their status in requests_total too).",
            [("", load(truncated))])
        return out
    }
}
