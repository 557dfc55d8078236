import Dispatch
import Synchronization

/// A fixed number of serial Dispatch queues that compute uncached answers off libmicrohttpd's poll threads.
///
/// Jobs go round-robin to the queues; ``Metrics/queueDepth`` counts jobs not yet started.
final class WorkerPool: Sendable {
    private let queues: [DispatchQueue]
    private let next = Atomic<Int>(0)
    private let metrics: Metrics

    /// Creates the pool.
    /// - Parameters:
    ///   - count: Number of worker queues (≥ 1).
    ///   - metrics: Where queue depth is counted.
    init(count: Int, metrics: Metrics) {
        self.queues = (0..<max(1, count)).map { DispatchQueue(label: "layoutd.worker.\($0)", qos: .userInitiated) }
        self.metrics = metrics
    }

    /// Runs a job on the next worker.
    func submit(_ job: @escaping @Sendable () -> Void) {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        let queue = queues[Int(UInt(bitPattern: index) % UInt(queues.count))]
        metrics.queueDepth.wrappingAdd(1, ordering: .relaxed)
        queue.async { [metrics] in
            metrics.queueDepth.wrappingSubtract(1, ordering: .relaxed)
            job()
        }
    }
}
