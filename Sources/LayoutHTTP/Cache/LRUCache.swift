import LayoutHTTPCore

/// A thread-safe least-recently-used cache bounded by entry count and by bytes, with O(1) get and put.
///
/// Entries live in a slot array linked into a doubly linked recency list by index; a dictionary maps keys to
/// slots, and slots freed by byte evictions are reused. One lock guards a shard; each operation holds it for a few
/// pointer moves only, so it is safe to call from libmicrohttpd's poll threads. With several shards (the service's
/// large cache) a key's hash picks its shard, each shard has its share of the capacity and of the byte budget and
/// evicts its own least recently used entries, so the poll threads seldom wait on one another; with one shard (the
/// default) eviction is exactly least-recently-used. A capacity of 0 disables the cache (every get misses, puts are
/// dropped).
///
/// Bytes: `cost` says what a value holds (its buffers, not their `count`: an array's capacity); a put evicts from
/// the least recently used end until the entry fits the shard's budget, and a value costing more than
/// ``maximumEntryBytes`` is not kept at all (counted as refused). Evicted values are handed to `evicted` after the
/// lock is released, so a caller can free what hangs off them (the prepared responses of an answer).
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
        /// Entries dropped for the entry count (``capacity``) and for bytes (``budgetBytes``) together.
        public var evictions = 0
        public var entries = 0
        public var capacity = 0
        /// Of ``evictions``: those dropped to keep within the byte budget.
        public var evictionsForBytes = 0
        /// Values not kept because one alone costs more than ``LRUCache/maximumEntryBytes``.
        public var refused = 0
        /// Bytes the entries hold now, as their `cost` says.
        public var bytes = 0
        /// The most bytes kept.
        public var budgetBytes = 0

        public init(
            hits: Int = 0, misses: Int = 0, evictions: Int = 0, entries: Int = 0, capacity: Int = 0,
            evictionsForBytes: Int = 0, refused: Int = 0, bytes: Int = 0, budgetBytes: Int = 0
        ) {
            self.hits = hits
            self.misses = misses
            self.evictions = evictions
            self.entries = entries
            self.capacity = capacity
            self.evictionsForBytes = evictionsForBytes
            self.refused = refused
            self.bytes = bytes
            self.budgetBytes = budgetBytes
        }
    }

    private struct Node {
        /// `nil` once evicted: the key goes with its value, to be freed outside the lock.
        var key: Key?
        /// `key.hashValue`, kept so an eviction never reads the (cold) key again.
        var hash: Int
        /// `nil` in a free slot (its value released).
        var value: Value?
        /// What `value` holds, in bytes.
        var cost: Int
        var previous: Int  // towards most recent; -1 = none
        var next: Int  // towards least recent; -1 = none
    }

    private struct State {
        /// Slot by hash value: look-ups and evictions hash and compare an `Int`, never copy or compare a stored key
        /// (an evicted key is cold in memory; touching it cost more than the rest of the eviction). A found slot's
        /// key is compared with the key asked for; two keys with one hash value share a slot, the later replacing
        /// the earlier (with 64-bit hash values, a matter of chance of 1 in 2^64 for a pair).
        var index: [Int: Int] = [:]
        var nodes: [Node] = []
        var head = -1  // most recently used
        var tail = -1  // least recently used
        /// Slots emptied by byte evictions, reused before the array grows.
        var free: [Int] = []
        var stats = Statistics()

        /// Unlinks and empties an entry (the least recently used by default), returning its key and value for the
        /// caller to free once the lock is released.
        mutating func evictTail(slot: Int? = nil) -> (key: Key?, value: Value?) {
            let slot = slot ?? tail
            unlink(slot)
            index[nodes[slot].hash] = nil
            stats.bytes -= nodes[slot].cost
            stats.evictions += 1
            nodes[slot].cost = 0
            free.append(slot)
            defer { (nodes[slot].key, nodes[slot].value) = (nil, nil) }
            return (nodes[slot].key, nodes[slot].value)
        }

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
    /// Each shard's share of the capacity and of the byte budget.
    private let shardCapacities: [(entries: Int, bytes: Int)]
    /// The most entries kept.
    public let capacity: Int
    /// The most bytes kept (every shard's share added).
    public let budgetBytes: Int
    /// The most one value may cost to be kept: a shard's share of the budget.
    public let maximumEntryBytes: Int
    private let cost: @Sendable (Value) -> Int
    private let evicted: (@Sendable (Value) -> Void)?

    /// Creates a cache.
    /// - Parameters:
    ///   - capacity: The most entries kept; 0 disables caching.
    ///   - budgetBytes: The most bytes kept, as `cost` counts them (`Int.max`: entries only).
    ///   - maximumEntryBytes: The most one value may cost to be kept (at most a shard's share of the budget).
    ///   - shards: Independent parts, each with its lock and its share of the capacity (1: exact LRU order).
    ///   - cost: The bytes a value holds.
    ///   - evicted: Called with each value the cache drops (evicted or replaced), outside the lock.
    public init(
        capacity: Int, budgetBytes: Int = .max, maximumEntryBytes: Int = .max, shards: Int = 1,
        cost: @escaping @Sendable (Value) -> Int = { _ in 0 }, evicted: (@Sendable (Value) -> Void)? = nil
    ) {
        let total = max(0, capacity)
        self.capacity = total
        let count = max(1, min(shards, max(1, total)))
        let bytes = max(0, budgetBytes)
        let shares = (0..<count).map { i in
            (entries: total / count + (i < total % count ? 1 : 0), bytes: bytes == .max ? .max : bytes / count)
        }
        self.budgetBytes = bytes
        self.maximumEntryBytes = min(max(0, maximumEntryBytes), shares[0].bytes)
        self.shardCapacities = shares
        self.cost = cost
        self.evicted = evicted
        self.shards = shares.map { share in
            var initial = State()
            initial.stats.capacity = share.entries
            initial.stats.budgetBytes = share.bytes
            initial.nodes.reserveCapacity(min(share.entries, 1 << 16))
            return Locked(initial)
        }
    }

    /// The shard that holds a key with this hash value.
    private func shard(_ hash: Int) -> (state: Locked<State>, capacity: (entries: Int, bytes: Int)) {
        guard shards.count > 1 else { return (shards[0], shardCapacities[0]) }
        let index = Int(UInt(bitPattern: hash) % UInt(shards.count))
        return (shards[index], shardCapacities[index])
    }

    /// The value for a key, marking it most recently used; counts a hit or a miss.
    public func get(_ key: Key) -> Value? {
        get(hashValue: key.hashValue) { $0 == key }
    }

    /// The value of the key whose `hashValue` is `hashValue` and that `matches` accepts, marking it most recently
    /// used; counts a hit or a miss. For keys that can be compared with bytes at hand without building a key.
    public func get(hashValue hash: Int, where matches: (Key) -> Bool) -> Value? {
        shard(hash).state.withLock { s in
            guard let i = s.index[hash], s.nodes[i].key.map(matches) == true else {
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

    /// Removes a key's entry if there is one and `which` accepts its value, handing the value to `evicted` (not
    /// counted as an eviction).
    public func remove(_ key: Key, where which: (Value) -> Bool = { _ in true }) {
        let hash = key.hashValue
        let removed: (key: Key?, value: Value?)? = shard(hash).state.withLock { s in
            guard let i = s.index[hash], s.nodes[i].key == key, let current = s.nodes[i].value, which(current) else {
                return nil
            }
            let taken = s.evictTail(slot: i)
            s.stats.evictions -= 1
            s.stats.entries = s.index.count
            return taken
        }
        if let value = removed?.value { evicted?(value) }
    }

    /// Stores a value as most recently used, evicting least recently used entries until it fits the entry count and
    /// the byte budget; a value costing more than ``maximumEntryBytes`` is not kept (an older value for the key
    /// is dropped then, so a get never answers from it).
    /// - Returns: Whether the value is kept.
    @discardableResult
    public func put(_ key: Key, _ value: Value) -> Bool {
        guard capacity > 0 else { return false }
        let hash = key.hashValue
        let bytes = cost(value)
        let (state, limit) = shard(hash)
        // What the put drops is freed after the lock is released, and at once. An evicted key can be a whole view
        // tree (a 200-view question): left in its free slot, it would live until a put reused the slot (a byte
        // eviction frees several slots for one put) and then be destroyed under the shard's lock.
        var dropped: [Value] = []
        var droppedKeys: [Key] = []
        let kept = state.withLock { s -> Bool in
            if let i = s.index[hash] {  // the key (or another with its hash value) gives up its slot
                let old = s.evictTail(slot: i)
                if let value = old.value { dropped.append(value) }
                if let oldKey = old.key {
                    if oldKey == key { s.stats.evictions -= 1 }  // a replacement, not an eviction
                    droppedKeys.append(oldKey)
                }
            }
            guard bytes <= maximumEntryBytes else {
                s.stats.refused += 1
                s.stats.entries = s.index.count
                return false
            }
            while s.tail >= 0, s.index.count >= limit.entries || s.stats.bytes + bytes > limit.bytes {
                if s.index.count < limit.entries { s.stats.evictionsForBytes += 1 }
                let old = s.evictTail()
                if let value = old.value { dropped.append(value) }
                if let oldKey = old.key { droppedKeys.append(oldKey) }
            }
            let slot: Int
            if let reused = s.free.popLast() {
                slot = reused
                s.nodes[slot] = Node(key: key, hash: hash, value: value, cost: bytes, previous: -1, next: -1)
            } else {
                slot = s.nodes.count
                s.nodes.append(Node(key: key, hash: hash, value: value, cost: bytes, previous: -1, next: -1))
            }
            s.index[hash] = slot
            s.stats.bytes += bytes
            s.pushFront(slot)
            s.stats.entries = s.index.count
            return true
        }
        if let evicted { for value in dropped { evicted(value) } }
        return kept
    }

    /// Keys from most to least recently used, shard after shard (for tests and debugging; O(n)).
    public var keysByRecency: [Key] {
        shards.flatMap { shard in
            shard.withLock { s in
                var keys: [Key] = []
                var i = s.head
                while i >= 0 {
                    if let key = s.nodes[i].key { keys.append(key) }
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
            total.evictionsForBytes += s.evictionsForBytes
            total.refused += s.refused
            total.bytes += s.bytes
            total.budgetBytes =
                total.budgetBytes == .max || s.budgetBytes == .max ? .max : total.budgetBytes + s.budgetBytes
        }
    }
}
