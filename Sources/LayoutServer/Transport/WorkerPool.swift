import LayoutHTTP
import Dispatch
import Synchronization

/// A fixed number of serial Dispatch queues that compute uncached answers off libmicrohttpd's poll threads, with a
/// bounded number of jobs waiting.
///
/// A job goes to the queue with the fewest jobs pending (the first such from a rotating start), so a job never waits
/// behind another while a worker is idle: round-robin over serial queues did, whenever two clients' jobs fell on the
/// same queue (a 200-view layout's p90 in the server was twice its p50 with two connections on two workers).
/// ``Metrics/queueDepth`` counts jobs not yet started. At most `queueLimit` jobs wait beyond the ones running:
/// ``submit(_:)`` refuses more (the caller answers 503 with `Retry-After` at once instead of letting a client wait
/// seconds behind others' batches). Worker threads run at a lower scheduling priority than the poll threads (nice
/// +10 on Linux), so cached answers, health checks and light misses, which the poll threads answer themselves, never
/// wait for a core behind heavy computations.
///
/// ```swift
/// let pool = WorkerPool(count: 2, queueLimit: 16, metrics: Metrics())
/// pool.submit { compute() } // true: queued; false once 2 run and 16 wait
/// ```
final class WorkerPool: Sendable {
    private let lanes: [Lane]
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
        self.lanes = (0..<workers).map { Lane(DispatchQueue(label: "layoutd.worker.\($0)", qos: .utility)) }
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
        let lane = lanes[shortestQueue()]
        lane.queued.wrappingAdd(1, ordering: .relaxed)
        metrics.queueDepth.wrappingAdd(1, ordering: .relaxed)
        lane.queue.async { [self] in
            metrics.queueDepth.wrappingSubtract(1, ordering: .relaxed)
            Platform.lowerThreadPriority()
            job()
            lane.queued.wrappingSubtract(1, ordering: .relaxed)
            pending.wrappingSubtract(1, ordering: .relaxed)
        }
        return true
    }

    /// Jobs submitted and not yet finished (running or waiting).
    var jobsPending: Int { pending.load(ordering: .relaxed) }

    /// The queue with the fewest jobs pending; ties go to the first from a start that moves on every call, so equal
    /// queues share the jobs. Two jobs submitted at once can both see one queue empty: the count is a hint, not a
    /// reservation, and the worse case is one job waiting behind another, as round-robin always risked.
    private func shortestQueue() -> Int {
        let count = lanes.count
        let start = Int(UInt(bitPattern: next.wrappingAdd(1, ordering: .relaxed).oldValue) % UInt(count))
        var best = start
        var fewest = lanes[start].queued.load(ordering: .relaxed)
        var offset = 1
        while fewest > 0, offset < count {
            let index = (start + offset) % count
            let load = lanes[index].queued.load(ordering: .relaxed)
            if load < fewest { (best, fewest) = (index, load) }
            offset += 1
        }
        return best
    }
}

/// One worker: a serial queue and the number of jobs submitted to it and not yet finished.
private final class Lane: Sendable {
    let queue: DispatchQueue
    let queued = Atomic<Int>(0)

    init(_ queue: DispatchQueue) { self.queue = queue }
}
