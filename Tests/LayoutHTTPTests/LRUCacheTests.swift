import Dispatch
import LayoutHTTP
import LayoutHTTPTestSupport
import Synchronization
import Testing
import LayoutHTTPCore

/// A key that counts its instances alive, to see when the cache lets go of one.
private final class TrackedKey: Hashable, Sendable {
    static let alive = Atomic<Int>(0)
    let name: String
    init(_ name: String) {
        self.name = name
        Self.alive.wrappingAdd(1, ordering: .relaxed)
    }
    deinit { Self.alive.wrappingSubtract(1, ordering: .relaxed) }
    static func == (a: TrackedKey, b: TrackedKey) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

struct LRUCacheTests {
    @Test func evictsTheLeastRecentlyUsed() {
        let cache = LRUCache<String, Int>(capacity: 3)
        cache.put("a", 1)
        cache.put("b", 2)
        cache.put("c", 3)
        #expect(cache.get("a") == 1)  // a is now most recent; b is least
        cache.put("d", 4)
        #expect(cache.get("b") == nil)
        #expect(cache.keysByRecency == ["d", "a", "c"])
        cache.put("c", 30)  // update moves c to the front without evicting
        #expect(cache.keysByRecency == ["c", "d", "a"])
        #expect(cache.get("c") == 30)
        #expect(cache.statistics.evictions == 1)
        #expect(cache.statistics.entries == 3)
    }

    @Test func countsHitsAndMisses() {
        let cache = LRUCache<Int, Int>(capacity: 2)
        #expect(cache.get(1) == nil)
        cache.put(1, 10)
        #expect(cache.get(1) == 10)
        #expect(cache.get(2) == nil)
        #expect(cache.statistics == .init(hits: 1, misses: 2, evictions: 0, entries: 1, capacity: 2, budgetBytes: .max))
    }

    @Test func capacityZeroDisables() {
        let cache = LRUCache<Int, Int>(capacity: 0)
        cache.put(1, 1)
        #expect(cache.get(1) == nil)
        #expect(cache.statistics.entries == 0)
    }

    @Test func capacityOneKeepsTheLatest() {
        let cache = LRUCache<Int, Int>(capacity: 1)
        cache.put(1, 1)
        cache.put(2, 2)
        #expect(cache.get(1) == nil)
        #expect(cache.get(2) == 2)
        #expect(cache.keysByRecency == [2])
    }

    /// Sharded (the service's large cache): the capacity is split exactly, every shard evicts within its share, the
    /// counters add up, and a value is found under its own key only.
    @Test(arguments: [1, 3, 8])
    func shardsShareTheCapacityAndKeepEveryKeyApart(shards: Int) {
        let cache = LRUCache<Int, Int>(capacity: 100, shards: shards)
        for key in 0..<1_000 { cache.put(key, key * 2) }
        let stats = cache.statistics
        #expect(stats.capacity == 100)
        #expect(stats.entries <= 100 && stats.entries >= 100 - shards)  // a shard can run short of keys of its own
        #expect(stats.evictions == 1_000 - stats.entries)
        #expect(cache.keysByRecency.count == stats.entries)
        for key in 990..<1_000 where cache.get(key) != nil { #expect(cache.get(key) == key * 2) }
        #expect(cache.get(999) == 999 * 2)  // the last put is never evicted
        #expect(cache.get(-1) == nil)
        let after = cache.statistics
        #expect(after.hits > stats.hits)  // 999 at least, twice
        #expect(after.misses == stats.misses + 1)  // -1
    }

    /// Keys with one hash value share a slot: the later replaces the earlier, and neither is ever answered with the
    /// other's value.
    @Test func keysWithOneHashValueNeverMix() {
        struct Colliding: Hashable { let id: Int; func hash(into hasher: inout Hasher) { hasher.combine(0) } }
        let cache = LRUCache<Colliding, Int>(capacity: 4)
        cache.put(Colliding(id: 1), 1)
        #expect(cache.get(Colliding(id: 1)) == 1)
        #expect(cache.get(Colliding(id: 2)) == nil)
        cache.put(Colliding(id: 2), 2)
        #expect(cache.get(Colliding(id: 2)) == 2)
        #expect(cache.get(Colliding(id: 1)) == nil)
        #expect(cache.statistics.entries == 1)
        #expect(cache.statistics.evictions == 1)
    }

    /// Per-thread counters: what many threads add, the reader sums in full.
    @Test func perThreadCountersAddUp() {
        let counter = PerThread(shards: 16) { 0 }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.reduce(0, +) == 80_000)
    }

    @Test func staysConsistentUnderConcurrentUse() {
        let capacity = 64
        let cache = LRUCache<Int, Int>(capacity: capacity)
        let threads = 16
        let operations = 5_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var state = UInt64(thread + 1)
            for _ in 0..<operations {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let key = Int(state >> 33) % 200
                if let value = cache.get(key) {
                    precondition(value == key * 2, "cache returned a value for the wrong key")
                } else {
                    cache.put(key, key * 2)
                }
            }
        }
        let stats = cache.statistics
        #expect(stats.hits + stats.misses == threads * operations)
        #expect(stats.entries == capacity)
        #expect(cache.keysByRecency.count == capacity)
        #expect(Set(cache.keysByRecency).count == capacity)
        // Every miss is followed by one put; a put either fills a free slot (64 times), evicts, or updates a key
        // another thread just inserted.
        #expect(stats.evictions > 0)
        #expect(stats.evictions <= stats.misses - capacity)
    }

    /// An evicted entry's key goes with its value: a byte eviction that frees three slots for one put kept the two
    /// slots it did not reuse holding their keys (a 200-view question each) until some later put reused them.
    @Test func evictedKeysAreReleased() {
        let cache = LRUCache<TrackedKey, Int>(capacity: 10, budgetBytes: 30, cost: { $0 })
        let before = TrackedKey.alive.load(ordering: .relaxed)
        for name in ["a", "b", "c"] { cache.put(TrackedKey(name), 10) }
        #expect(TrackedKey.alive.load(ordering: .relaxed) == before + 3)
        cache.put(TrackedKey("big"), 30)  // evicts all three
        #expect(cache.keysByRecency.map(\.name) == ["big"])
        #expect(TrackedKey.alive.load(ordering: .relaxed) == before + 1, "only the kept key is alive")
        cache.remove(TrackedKey("big"))
        #expect(TrackedKey.alive.load(ordering: .relaxed) == before)
    }
}
