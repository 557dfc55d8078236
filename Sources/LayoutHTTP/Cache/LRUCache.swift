/// A thread-safe least-recently-used cache bounded by entry count, with O(1) get and put.
///
/// Entries live in a slot array linked into a doubly linked recency list by index; a dictionary maps keys to
/// slots. One lock guards everything; each operation holds it for a few pointer moves only, so it is safe
/// to call from libmicrohttpd's poll threads. A capacity of 0 disables the cache (every get misses, puts are
/// dropped).
///
/// ```swift
/// let cache = LRUCache<String, Int>(capacity: 2)
/// cache.put("a", 1); cache.put("b", 2); _ = cache.get("a"); cache.put("c", 3)
/// cache.get("b") // nil: "b" was least recently used and was evicted
/// ```
public final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Counters since start-up.
    public struct Statistics: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        public var evictions = 0
        public var entries = 0
        public var capacity = 0

        public init(hits: Int = 0, misses: Int = 0, evictions: Int = 0, entries: Int = 0, capacity: Int = 0) {
            self.hits = hits
            self.misses = misses
            self.evictions = evictions
            self.entries = entries
            self.capacity = capacity
        }
    }

    private struct Node {
        var key: Key
        var value: Value
        var previous: Int // towards most recent; -1 = none
        var next: Int     // towards least recent; -1 = none
    }

    private struct State {
        var index: [Key: Int] = [:]
        var nodes: [Node] = []
        var head = -1 // most recently used
        var tail = -1 // least recently used
        var stats = Statistics()

        mutating func unlink(_ i: Int) {
            let (p, n) = (nodes[i].previous, nodes[i].next)
            if p >= 0 { nodes[p].next = n } else { head = n }
            if n >= 0 { nodes[n].previous = p } else { tail = p }
        }

        mutating func pushFront(_ i: Int) {
            nodes[i].previous = -1
            nodes[i].next = head
            if head >= 0 { nodes[head].previous = i }
            head = i
            if tail < 0 { tail = i }
        }
    }

    private let state: Locked<State>
    /// The most entries kept.
    public let capacity: Int

    /// Creates a cache.
    /// - Parameter capacity: The most entries kept; 0 disables caching.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
        var initial = State()
        initial.stats.capacity = self.capacity
        initial.nodes.reserveCapacity(min(self.capacity, 1 << 16))
        self.state = Locked(initial)
    }

    /// The value for a key, marking it most recently used; counts a hit or a miss.
    public func get(_ key: Key) -> Value? {
        state.withLock { s in
            guard let i = s.index[key] else {
                s.stats.misses += 1
                return nil
            }
            s.stats.hits += 1
            if s.head != i {
                s.unlink(i)
                s.pushFront(i)
            }
            return s.nodes[i].value
        }
    }

    /// Stores a value as most recently used, evicting the least recently used entry when full.
    public func put(_ key: Key, _ value: Value) {
        guard capacity > 0 else { return }
        state.withLock { s in
            if let i = s.index[key] {
                s.nodes[i].value = value
                if s.head != i {
                    s.unlink(i)
                    s.pushFront(i)
                }
                return
            }
            let slot: Int
            if s.nodes.count < capacity {
                slot = s.nodes.count
                s.nodes.append(Node(key: key, value: value, previous: -1, next: -1))
            } else {
                slot = s.tail
                s.unlink(slot)
                s.index[s.nodes[slot].key] = nil
                s.stats.evictions += 1
                s.nodes[slot].key = key
                s.nodes[slot].value = value
            }
            s.index[key] = slot
            s.pushFront(slot)
            s.stats.entries = s.index.count
        }
    }

    /// Keys from most to least recently used (for tests and debugging; O(n)).
    public var keysByRecency: [Key] {
        state.withLock { s in
            var keys: [Key] = []
            var i = s.head
            while i >= 0 {
                keys.append(s.nodes[i].key)
                i = s.nodes[i].next
            }
            return keys
        }
    }

    /// A snapshot of the counters.
    public var statistics: Statistics { state.withLock { $0.stats } }
}
