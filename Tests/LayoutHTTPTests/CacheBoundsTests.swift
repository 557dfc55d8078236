@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// The caches' byte budgets in memory (docs/limits.md): they stay within their bytes, free what they evict, and
/// prepared answers are keyed by what changes the bytes. What needs gzip or the worker pool is in
/// LayoutServerTests.ResourceBoundsTests.
struct CacheBoundsTests {
    /// Past its byte budget the cache evicts from the least recently used end until the new entry fits, hands every
    /// dropped value back, counts byte evictions apart, and keeps nothing that alone passes the per-entry cap.
    @Test func theByteBudgetEvictsLeastRecentlyUsedFirst() {
        let dropped = Locked<[Int]>([])
        let cache = LRUCache<Int, [UInt8]>(
            capacity: 100, budgetBytes: 1_000, maximumEntryBytes: 600,
            cost: { $0.count }, evicted: { value in dropped.withLock { $0.append(value.count) } })
        cache.put(1, [UInt8](repeating: 1, count: 300))
        cache.put(2, [UInt8](repeating: 2, count: 300))
        cache.put(3, [UInt8](repeating: 3, count: 300))
        _ = cache.get(1)
        cache.put(4, [UInt8](repeating: 4, count: 300))  // 1,200 > 1,000: the least recently used (2) goes
        #expect(cache.keysByRecency == [4, 1, 3])
        #expect(cache.statistics.bytes == 900)
        #expect(cache.statistics.evictionsForBytes == 1)
        #expect(dropped.withLock { $0 } == [300])
        #expect(cache.put(5, [UInt8](repeating: 5, count: 601)) == false)
        #expect(cache.statistics.refused == 1)
        #expect(cache.put(3, [UInt8](repeating: 9, count: 700)) == false, "too large: the old value for 3 goes too")
        #expect(cache.get(3) == nil)
        #expect(cache.statistics.bytes == 600)
    }

    /// An evicted value is released (nothing in the cache keeps it alive), so its memory is freed.
    @Test func evictionFreesTheValue() {
        final class Payload: Sendable {}
        let cache = LRUCache<Int, Payload>(capacity: 2, budgetBytes: .max, cost: { _ in 100 })
        weak var first: Payload?
        do {
            let payload = Payload()
            first = payload
            cache.put(1, payload)
        }
        #expect(first != nil)
        cache.put(2, Payload())
        cache.put(3, Payload())
        #expect(first == nil)
    }

    /// The answer cache of the service is bounded by its share of `memoryBudgetBytes`: whole-catalog answers are
    /// evicted by bytes long before the entry count, an evicted answer's life ends (its prepared copies go), and an
    /// answer larger than 1/64 of the share is served but never kept.
    @Test func theAnswerCacheStaysWithinItsShare() throws {
        var configuration = ServerConfiguration().with(cacheEntries: 1_000)  // one shard: exact LRU
        configuration.memoryBudgetBytes = 80 << 20  // 40 MiB for answers: about 80 whole-catalog lists (~490 KB)
        let service = buildService(configuration: configuration)
        var lives: [AnswerLife] = []
        for i in 0..<100 {
            let response = service.respond(to: get("/devices?limit=1000&minWidth=-\(i)"))
            #expect(response.status == 200)
            lives.append(try #require(response.answerLife))
        }
        let stats = service.cache.statistics
        #expect(stats.bytes <= configuration.answerCacheBytes)
        #expect(stats.evictionsForBytes > 0 && stats.entries < 100)
        #expect(!lives[0].isAlive && lives[99].isAlive)
        let picture = service.respond(
            to: get("/tvgrid?columns=100&horizontalSpacing=1&itemHeight=9&minimumVerticalSpacing=1&format=svg"))
        #expect(picture.status == 200 && picture.body.count > configuration.answerCacheBytes / 64)
        #expect(picture.answerLife?.isAlive == false, "too large to keep: served, not cached, never prepared")
        #expect(service.cache.statistics.refused == 1)
    }

    /// Header variants that cannot change the answer's bytes share one negotiated form; those that can do not.
    @Test func preparedKeysFollowTheNegotiatedFormNotTheHeaderText() {
        func form(_ accept: String?, _ encoding: String?) -> UInt8 {
            Negotiation.negotiationClass(accept: accept, acceptEncoding: encoding)
        }
        #expect(form(nil, "identity, x-1") == form(nil, "identity, x-2"))
        #expect(form(nil, "identity, x-1") == form(nil, nil))
        #expect(form(nil, "gzip") == form(nil, "br, gzip;q=0.5"))
        #expect(form(nil, "gzip") != form(nil, "gzip;q=0"))
        #expect(form("application/json", nil) == form("application/json, text/x-\(7)", nil))
        #expect(form("image/svg+xml", nil) != form("application/json", nil))
        #expect(form("image/svg+xml", nil) != form("image/svg+xml;q=0.5, application/json", nil))
        #expect(form("text/css", nil) != form("application/json", nil))
        #expect(form(nil, nil) != form("*/*", nil), "no Accept and */* are answered alike but are kept apart")
        // A POST's key holds whether the body is JSON, not the Content-Type's text.
        #expect(
            Negotiation.isJSON(contentType: "application/json")
                && Negotiation.isJSON(contentType: "Application/JSON; charset=utf-8"))
        #expect(!Negotiation.isJSON(contentType: "text/plain") && !Negotiation.isJSON(contentType: nil))
    }
}
