/// The work one request may do, shared by every layout it asks (a `/batch` asks many), and what stops it early.
///
/// The unit is the **size request**: one `sizeThatFits` asked of one view, whether computed or found in the
/// engine's cache. Every computation a layout does hangs off one (a stack's pass is a few comparisons per child, each
/// a size request of its own), and every cache entry the engine holds is one, so the count bounds both the time and
/// the memory of a layout. Past ``limit`` the layout stops and fails with
/// ``SwiftUILayout/Failure/overBudget(path:limit:)``, naming the view whose request ran over.
///
/// The budget holds no clock and no lock: whoever serves the request gives a `poll` closure that the engine calls
/// every ``pollInterval`` size requests (it may read a clock and answer ``Stop/deadline``, or a flag another thread
/// sets, and answer ``Stop/clientGone``); ``stop(_:)`` stops it from the computing thread. A stopped layout fails
/// with ``SwiftUILayout/Failure/stopped(_:)``. One thread at a time uses a budget (the request's: handed from the
/// thread that makes it to the worker that computes through a queue, which orders the two), hence
/// `@unchecked Sendable`; the `poll` closure is `Sendable` and does its own synchronization.
///
/// ```swift
/// let budget = WorkBudget(sizeRequests: 100)
/// try SwiftUILayout.layout(tree, proposal: p, scale: 1, budget: budget) // a 40-request tree: budget.spent == 40
/// budget.stop(.clientGone)  // the next layout asked with it fails with .stopped(.clientGone) at once
/// ```
public final class WorkBudget: @unchecked Sendable {
    /// Why work was stopped before it ended.
    public enum Stop: UInt8, Sendable, Hashable {
        /// The client closed its connection: nobody will read the answer.
        case clientGone = 1
        /// The request's deadline passed.
        case deadline = 2
        /// The server is shutting down and its drain time ran out.
        case shutdown = 3
    }

    /// The size requests one request may make: 2¹⁸ (262,144). The costliest tree the oracle's fixtures and the
    /// tests lay out makes 11,995, and a release build makes one in 70–190 ns, so a request's layouts end or stop
    /// within about 50 ms of one core (docs/limits.md).
    public static let defaultSizeRequests = 1 << 18

    /// How many size requests pass between two polls of the stop flag (and of `poll`).
    public static let pollInterval = 1 << 10

    /// The most size requests allowed in all.
    public let limit: Int
    /// The size requests made so far.
    public private(set) var spent = 0
    /// Why the work was stopped as far as is known without asking `poll`, or `nil`.
    public private(set) var stopReason: Stop?
    private let poll: (@Sendable () -> Stop?)?

    /// A budget.
    /// - Parameters:
    ///   - limit: The most size requests in all (≥ 0).
    ///   - poll: Called every ``pollInterval`` size requests (on the computing thread); a non-`nil` answer stops
    ///     the work, as ``stop(_:)`` does.
    public init(sizeRequests limit: Int = WorkBudget.defaultSizeRequests, poll: (@Sendable () -> Stop?)? = nil) {
        self.limit = Swift.max(0, limit)
        self.poll = poll
    }

    /// The size requests still allowed.
    public var remaining: Int { Swift.max(0, limit - spent) }

    /// Counts `count` size requests as made.
    func spend(_ count: Int) { if count > 0 { spent += count } }

    /// Counts `units` of work done outside the engine — a sheet's hostings and the bytes of its answer, a batch
    /// item's reading — and says whether the work may go on: `false` once past ``limit`` or stopped (``stopReason``
    /// says which). It polls as the engine does, whenever the count crosses a multiple of ``pollInterval``. As the
    /// engine does, it never counts past ``limit``: a charge larger than what remains takes the rest and fails, so
    /// ``spent`` (and the metric it feeds) is at most ``limit``.
    ///
    /// `WorkBudget(sizeRequests: 100).charge(60)` → `true`; a second `charge(60)` → `false`, `spent` 100.
    public func charge(_ units: Int) -> Bool {
        let before = spent
        let fits = units <= remaining
        spend(Swift.min(units, remaining))
        if before / Self.pollInterval != spent / Self.pollInterval { _ = stopped }
        return fits && stopReason == nil
    }

    /// The one-time work already charged to this request, by its key's bytes (a Text's shaping, once a request
    /// whatever the measurer kept shaped): at most one key a Text the request holds.
    private var chargedOnce: Set<[UInt8]> = []

    /// Whether work keyed `key` is charged for the first time in this request (and records it).
    /// `firstCharge(of: [1]) → true`, then `false`.
    public func firstCharge(of key: [UInt8]) -> Bool { chargedOnce.insert(key).inserted }

    /// Stops the work (the first reason given is kept).
    public func stop(_ reason: Stop) {
        if stopReason == nil { stopReason = reason }
    }

    /// Why the work was stopped, or `nil`: a reason already known, else what `poll` answers now (then kept).
    public var stopped: Stop? {
        if let stopReason { return stopReason }
        guard let reason = poll?() else { return nil }
        stop(reason)
        return reason
    }
}
