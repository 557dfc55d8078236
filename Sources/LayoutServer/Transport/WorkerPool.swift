import LayoutHTTP
import Dispatch
import Synchronization

/// A fixed number of serial Dispatch queues that compute uncached answers off libmicrohttpd's poll threads, with a
/// bounded number of jobs waiting.
///
/// Jobs go round-robin to the queues; ``Metrics/queueDepth`` counts jobs not yet started. At most `queueLimit` jobs
/// wait beyond the ones running: ``submit(_:)`` refuses more (the caller answers 503 with `Retry-After` at once
/// instead of letting a client wait seconds behind others' batches). Worker threads run at a lower scheduling
/// priority than the poll threads (nice +10 on Linux), so cached answers, health checks and light misses, which
/// the poll threads answer themselves, never wait for a core behind heavy computations.
///
/// ```swift
/// let pool = WorkerPool(count: 2, queueLimit: 16, metrics: Metrics())
/// pool.submit { compute() } // true: queued; false once 2 run and 16 wait
/// ```
final class WorkerPool: Sendable {
    private let queues: [DispatchQueue]
    private let next = Atomic<Int>(0)
    /// Jobs submitted and not yet finished (running or waiting).
    private let pending = Atomic<Int>(0)
    private let metrics: Metrics
    /// Most jobs submitted and not finished: the workers plus the queue limit.
    let capacity: Int

    /// Creates the pool.
    /// - Parameters:
    ///   - count: Number of worker queues (≥ 1).
    ///   - queueLimit: Most jobs waiting beyond those running.
    ///   - metrics: Where queue depth is counted.
    init(count: Int, queueLimit: Int = 1 << 20, metrics: Metrics) {
        let workers = max(1, count)
        self.queues = (0..<workers).map { DispatchQueue(label: "layoutd.worker.\($0)", qos: .utility) }
        self.capacity = workers + max(0, queueLimit)
        self.metrics = metrics
    }

    /// Runs a job on the next worker, unless the queue is full.
    /// - Returns: `false` when `capacity` jobs are pending already (the job is not run).
    @discardableResult
    func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        guard pending.wrappingAdd(1, ordering: .relaxed).newValue <= capacity else {
            pending.wrappingSubtract(1, ordering: .relaxed)
            return false
        }
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        let queue = queues[Int(UInt(bitPattern: index) % UInt(queues.count))]
        metrics.queueDepth.wrappingAdd(1, ordering: .relaxed)
        queue.async { [self] in
            metrics.queueDepth.wrappingSubtract(1, ordering: .relaxed)
            Platform.lowerThreadPriority()
            job()
            pending.wrappingSubtract(1, ordering: .relaxed)
        }
        return true
    }
}
