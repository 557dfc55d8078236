/// A thread-safe least-recently-used cache bounded by entry count, with O(1) get and put.
///
/// Entries live in a slot array linked into a doubly linked recency list by index; a dictionary maps keys to
/// slots. One lock guards a shard; each operation holds it for a few pointer moves only, so it is safe
/// to call from libmicrohttpd's poll threads. With several shards (the service's large cache) a key's hash picks
/// its shard, each shard has its share of the capacity and evicts its own least recently used entry, so the poll
/// threads seldom wait on one another; with one shard (the default) eviction is exactly least-recently-used. A
/// capacity of 0 disables the cache (every get misses, puts are dropped).
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
        /// `key.hashValue`, kept so an eviction never reads the (cold) key again.
        var hash: Int
        var value: Value
        var previous: Int // towards most recent; -1 = none
        var next: Int     // towards least recent; -1 = none
    }

    private struct State {
        /// Slot by hash value: look-ups and evictions hash and compare an `Int`, never copy or compare a stored key
        /// (an evicted key is cold in memory; touching it cost more than the rest of the eviction). A found slot's
        /// key is compared with the key asked for; two keys with one hash value share a slot, the later replacing
        /// the earlier (with 64-bit hash values, a matter of chance of 1 in 2^64 for a pair).
        var index: [Int: Int] = [:]
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

    private let shards: [Locked<State>]
    /// Each shard's share of the capacity.
    private let shardCapacities: [Int]
    /// The most entries kept.
    public let capacity: Int

    /// Creates a cache.
    /// - Parameters:
    ///   - capacity: The most entries kept; 0 disables caching.
    ///   - shards: Independent parts, each with its lock and its share of the capacity (1: exact LRU order).
    public init(capacity: Int, shards: Int = 1) {
        let total = max(0, capacity)
        self.capacity = total
        let count = max(1, min(shards, max(1, total)))
        let shares = (0..<count).map { total / count + ($0 < total % count ? 1 : 0) }
        self.shardCapacities = shares
        self.shards = shares.map { share in
            var initial = State()
            initial.stats.capacity = share
            initial.nodes.reserveCapacity(min(share, 1 << 16))
            return Locked(initial)
        }
    }

    /// The shard that holds a key with this hash value.
    private func shard(_ hash: Int) -> (state: Locked<State>, capacity: Int) {
        guard shards.count > 1 else { return (shards[0], shardCapacities[0]) }
        let index = Int(UInt(bitPattern: hash) % UInt(shards.count))
        return (shards[index], shardCapacities[index])
    }

    /// The value for a key, marking it most recently used; counts a hit or a miss.
    public func get(_ key: Key) -> Value? {
        let hash = key.hashValue
        return shard(hash).state.withLock { s in
            guard let i = s.index[hash], s.nodes[i].key == key else {
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
        let hash = key.hashValue
        let (state, capacity) = shard(hash)
        state.withLock { s in
            if let i = s.index[hash] {
                if s.nodes[i].key != key { // another key with this hash value: it gives up its slot
                    s.nodes[i].key = key
                    s.stats.evictions += 1
                }
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
                s.nodes.append(Node(key: key, hash: hash, value: value, previous: -1, next: -1))
            } else {
                slot = s.tail
                s.unlink(slot)
                s.index[s.nodes[slot].hash] = nil
                s.stats.evictions += 1
                s.nodes[slot].key = key
                s.nodes[slot].hash = hash
                s.nodes[slot].value = value
            }
            s.index[hash] = slot
            s.pushFront(slot)
            s.stats.entries = s.index.count
        }
    }

    /// Keys from most to least recently used, shard after shard (for tests and debugging; O(n)).
    public var keysByRecency: [Key] {
        shards.flatMap { shard in
            shard.withLock { s in
                var keys: [Key] = []
                var i = s.head
                while i >= 0 {
                    keys.append(s.nodes[i].key)
                    i = s.nodes[i].next
                }
                return keys
            }
        }
    }

    /// A snapshot of the counters, every shard added.
    public var statistics: Statistics {
        shards.reduce(into: Statistics()) { total, shard in
            let s = shard.withLock { $0.stats }
            total.hits += s.hits
            total.misses += s.misses
            total.evictions += s.evictions
            total.entries += s.entries
            total.capacity += s.capacity
        }
    }
}
