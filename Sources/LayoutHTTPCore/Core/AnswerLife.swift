import Synchronization

/// Whether a cached answer is still in the cache: the prepared responses made from it check and end with it.
package final class AnswerLife: Sendable {
    private let ended = Atomic<Bool>(false)
    /// Hooks run once when the answer leaves the cache, by the object that registered them (a prepared copy), so
    /// a copy dropped earlier takes its hook with it and hooks never pile up on a long-lived answer.
    private let hooks = Locked<[ObjectIdentifier: @Sendable () -> Void]>([:])

    /// A life that has not ended.
    package init() {}

    /// Whether the answer is still cached.
    package var isAlive: Bool { !ended.load(ordering: .acquiring) }

    /// Runs `hook` when the answer leaves the cache (at once if it has left already), until `owner` forgets it.
    package func onEnd(_ owner: AnyObject, _ hook: @escaping @Sendable () -> Void) {
        let now = hooks.withLock { table -> Bool in
            guard isAlive else { return true }
            table[ObjectIdentifier(owner)] = hook
            return false
        }
        if now { hook() }
    }

    /// Drops `owner`'s hook (it is gone before the answer).
    package func forget(_ owner: AnyObject) {
        _ = hooks.withLock { $0.removeValue(forKey: ObjectIdentifier(owner)) }
    }

    /// Marks the answer gone and runs the hooks.
    package func end() {
        let run = hooks.withLock { table -> [@Sendable () -> Void] in
            guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return [] }
            defer { table = [:] }
            return Array(table.values)
        }
        for hook in run { hook() }
    }
}
