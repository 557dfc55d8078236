import LayoutHTTP
import LayoutGeometry
import Dispatch
import Synchronization
import LayoutHTTPCore

/// A fixed number of serial Dispatch queues (workers) that compute uncached answers off libmicrohttpd's poll threads,
/// with a bounded number of jobs waiting, and a share of both per client address.
///
/// A job starts at once on an idle worker, unless its address already has ``runShare`` jobs computing; otherwise it
/// waits in one first-in-first-out list. A worker that finishes takes the oldest waiting job whose address is under
/// its share, so one client's heavy questions never hold every worker while another's wait. At most `queueLimit` jobs
/// wait in all and ``queueShare`` per address: ``submit(_:address:flag:)`` refuses more (the caller answers 503
/// with `Retry-After` at once instead of letting a client wait seconds behind others). ``Metrics/queueDepth`` counts
/// jobs not yet started. Each job's ``StopFlag`` (which its ``WorkBudget`` polls) is kept while it is pending, so
/// ``stopAll(_:)`` stops every one (shutdown). Worker threads run at a lower scheduling priority than the poll
/// threads (nice +10 on Linux), so cached answers, health checks and light misses, which the poll threads answer
/// themselves, never wait for a core behind heavy computations.
///
/// ```swift
/// let pool = WorkerPool(count: 2, queueLimit: 16, metrics: Metrics())
/// pool.submit({ compute() }, address: key, flag: StopFlag()) // nil: taken; .addressShare past 1 + 4 pending
/// ```
final class WorkerPool: Sendable {
    /// Why a job was not taken.
    enum Refusal: Sendable, Equatable {
        /// `queueLimit` jobs wait already.
        case full
        /// The job's address has its share computing and waiting already.
        case addressShare
    }

    /// One pending job.
    private struct Job {
        let run: @Sendable () -> Void
        let address: ConnectionGuard.AddressKey?
        let flag: StopFlag
    }

    private struct State {
        /// Workers with no job.
        var idle: [Int]
        var waiting: [Job] = []
        /// Jobs computing, by address.
        var running: [ConnectionGuard.AddressKey: Int] = [:]
        /// Jobs waiting, by address.
        var queued: [ConnectionGuard.AddressKey: Int] = [:]
        /// The stop flags of pending jobs (computing or waiting).
        var flags: [ObjectIdentifier: StopFlag] = [:]
    }

    private let lanes: [DispatchQueue]
    private let state: Locked<State>
    private let metrics: Metrics
    /// Most jobs waiting beyond the ones computing.
    let queueLimit: Int
    /// Most jobs of one address computing at once: half the workers, rounded up.
    let runShare: Int
    /// Most jobs of one address waiting: a quarter of the queue, at least 1.
    let queueShare: Int
    /// Most jobs submitted and not finished: the workers plus the queue limit.
    var capacity: Int { lanes.count + queueLimit }

    /// Creates the pool.
    /// - Parameters:
    ///   - count: Number of workers (≥ 1).
    ///   - queueLimit: Most jobs waiting beyond those computing.
    ///   - metrics: Where queue depth is counted.
    init(count: Int, queueLimit: Int = 1 << 20, metrics: Metrics) {
        let workers = max(1, count)
        self.lanes = (0..<workers).map { DispatchQueue(label: "layoutd.worker.\($0)", qos: .utility) }
        self.queueLimit = max(0, queueLimit)
        self.runShare = (workers + 1) / 2
        self.queueShare = max(1, self.queueLimit / 4)
        self.state = Locked(State(idle: Array((0..<workers).reversed())))
        self.metrics = metrics
    }

    /// Runs a job on a worker now, or queues it, unless the queue or the address's share is full.
    /// - Parameters:
    ///   - job: The work.
    ///   - address: The client's address (`nil`: no share applies, as for an exempt balancer).
    ///   - flag: The flag the job's budget polls, set by ``stopAll(_:)``.
    /// - Returns: `nil` when the job was taken, else why not (the job is not run).
    @discardableResult
    func submit(
        _ job: @escaping @Sendable () -> Void, address: ConnectionGuard.AddressKey?, flag: StopFlag
    ) -> Refusal? {
        let item = Job(run: job, address: address, flag: flag)
        let outcome: (lane: Int?, refusal: Refusal?) = state.withLock { s in
            let mine = address.map { s.running[$0, default: 0] } ?? 0
            if mine < runShare, let lane = s.idle.popLast() {
                if let address { s.running[address, default: 0] += 1 }
                s.flags[ObjectIdentifier(flag)] = flag
                return (lane, nil)
            }
            guard s.waiting.count < queueLimit else { return (nil, .full) }
            if let address {
                guard s.queued[address, default: 0] < queueShare else { return (nil, .addressShare) }
                s.queued[address, default: 0] += 1
            }
            s.waiting.append(item)
            s.flags[ObjectIdentifier(flag)] = flag
            metrics.queueDepth.wrappingAdd(1, ordering: .relaxed)
            return (nil, nil)
        }
        if let lane = outcome.lane { start(item, on: lane) }
        return outcome.refusal
    }

    /// Runs a job with no address and a flag of its own; `true` when it was taken.
    @discardableResult
    func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        submit(job, address: nil, flag: StopFlag()) == nil
    }

    /// Sets the stop flag of every job computing or waiting (each then ends within a poll of its budget).
    func stopAll(_ reason: WorkBudget.Stop) {
        let flags = state.withLock { Array($0.flags.values) }
        for flag in flags { flag.stop(reason) }
    }

    /// Jobs submitted and not yet finished (computing or waiting).
    var jobsPending: Int { state.withLock { $0.flags.count } }

    /// Runs `job` on worker `lane`, then each waiting job that worker takes next.
    private func start(_ job: Job, on lane: Int) {
        lanes[lane].async { [self] in
            Platform.lowerThreadPriority()
            var current = job
            while true {
                current.run()
                guard let next = finish(current, lane: lane) else { return }
                current = next
            }
        }
    }

    /// Counts a job finished and hands the worker the oldest waiting job whose address is under its share (or marks
    /// the worker idle).
    private func finish(_ job: Job, lane: Int) -> Job? {
        state.withLock { s in
            s.flags[ObjectIdentifier(job.flag)] = nil
            if let address = job.address {
                s.running[address, default: 1] -= 1
                if s.running[address] == 0 { s.running[address] = nil }
            }
            guard
                let index = s.waiting.firstIndex(where: { next in
                    next.address.map { s.running[$0, default: 0] < runShare } ?? true
                })
            else {
                s.idle.append(lane)
                return nil
            }
            let next = s.waiting.remove(at: index)
            metrics.queueDepth.wrappingSubtract(1, ordering: .relaxed)
            if let address = next.address {
                s.queued[address, default: 1] -= 1
                if s.queued[address] == 0 { s.queued[address] = nil }
                s.running[address, default: 0] += 1
            }
            return next
        }
    }
}

/// Why a job should stop, set from any thread (the shutdown's) and read by the job's ``WorkBudget`` poll.
final class StopFlag: Sendable {
    private let raw = Atomic<UInt8>(0)

    /// Sets the reason (the first one given is kept).
    func stop(_ reason: WorkBudget.Stop) {
        _ = raw.compareExchange(expected: 0, desired: reason.rawValue, ordering: .relaxed)
    }

    /// The reason set, or `nil`.
    var reason: WorkBudget.Stop? { WorkBudget.Stop(rawValue: raw.load(ordering: .relaxed)) }
}
