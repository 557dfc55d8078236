import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
@testable import LayoutServer
import LayoutTestSupport
import Testing

/// The byte budgets (docs/limits.md): what a cache entry counts is what it holds, the caches stay within
/// their bytes and free what they evict, prepared answers are keyed by what changes the bytes and go with their
/// answer, and a batch's answers are bounded. The attacks themselves are in `scripts/check/adversarial.py`.
struct ResourceBoundsTests {
    /// A body built by appending (capacity up to twice its count) is kept in an array of its own length, the gzip
    /// copy too (no zlib-bound capacity), and `bytes` counts the body's buffer, the most a gzip copy may hold (made
    /// or not: the cost never changes while cached) and the fixed overhead.
    @Test func aCachedAnswerCountsWhatItHolds() {
        // A writer's buffer with far more spare room than a body may keep (``CachedAnswer/keptSlackBytes``), so
        // that it is always copied. Grown by appends alone, its capacity would come from a chain of doublings, each
        // rounded up by whatever free chunk the allocator found (which other threads' frees decide): it sometimes
        // ended within 4 KiB of the count, kept with its spare bytes, and the slack checked below was the writer's.
        var body: [UInt8] = []
        body.reserveCapacity(65_536)
        for i in 0..<3_000 { body += Array("{\"item\":\(i)},".utf8) }
        #expect(body.capacity > body.count + CachedAnswer.keptSlackBytes)
        let answer = CachedAnswer(body: body, compressor: .gzip)
        let reserve = body.count / 2 + 64
        #expect(answer.bytes == answer.body.capacity + reserve + CachedAnswer.overheadBytes)
        let gzip = try! #require(answer.gzip)
        #expect(answer.body == body)
        // Exactly sized up to glibc's rounding, whatever the heap holds: a request rounded up to its 16-byte granule
        // (the chunk's 8-byte header counted), and a free chunk at most 16 bytes larger taken whole (30 at most).
        #expect(answer.body.capacity - answer.body.count < 48)
        #expect(gzip.body.capacity - gzip.body.count < 48)
        #expect(gzip.body.capacity <= reserve, "the copy fits what was counted for it")
        #expect(answer.bytes == answer.body.capacity + reserve + CachedAnswer.overheadBytes, "unchanged once made")
        #expect(answer.bytes < body.count + reserve + CachedAnswer.overheadBytes + 48)
        // A small body keeps its buffer's few spare bytes (not copied on the hot path), counted all the same.
        var small: [UInt8] = []
        small.reserveCapacity(1_024)
        small += Array(repeating: UInt8(ascii: "x"), count: 500)
        let kept = CachedAnswer(body: small, compressor: .gzip)
        #expect(kept.body.capacity == small.capacity && kept.bytes >= small.capacity + CachedAnswer.overheadBytes)
    }

    /// A body that barely compresses (gzip 10–50 % smaller) gets a gzip copy over what is counted for it: each
    /// request that takes gzip is sent the same bytes, compressed again, and the entry's cost never changes.
    @Test func aGzipCopyOverItsReserveIsSentButNotKept() throws {
        var g = SplitMix64(seed: 11)
        let body = (0..<20_000).map { _ in UInt8(ascii: "a") + UInt8(g.next() % 32) }  // 5 bits a byte
        let answer = CachedAnswer(body: body, compressor: .gzip)
        let cost = answer.bytes
        let first = try #require(answer.gzip)
        #expect(first.body.count > CachedAnswer.gzipReserve(bodyCount: body.count) && first.body.count < body.count)
        let second = try #require(answer.gzip)
        #expect(first.body == second.body && first.etag == second.etag && answer.bytes == cost && !answer.holdsGzip)
        // A body that compresses well keeps its copy.
        let text = CachedAnswer(body: Array(repeating: UInt8(ascii: "x"), count: 20_000), compressor: .gzip)
        #expect(!text.holdsGzip && text.gzip != nil && text.holdsGzip)
    }

    /// As shipped (gzip, the default budget: 48 MiB for answers, 768 KiB an answer), the whole catalog's list
    /// (~495 KB, its gzip copy counted at half) is kept: the second request is a hit, nothing refused.
    @Test func theWholeCatalogListIsKept() {
        let service = buildService(configuration: ServerConfiguration(), compressor: .gzip)
        for _ in 0..<2 {
            #expect(service.respond(to: get("/devices?limit=1000", headers: ["Accept-Encoding": "gzip"])).status == 200)
        }
        let stats = service.cache.statistics
        #expect(stats.entries == 1 && stats.refused == 0 && stats.bytes > 495_000, "\(stats)")
    }

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

    /// A batch whose answers pass 4 MiB is a 422 naming the limit and the question where it was passed (not a
    /// 94 MB answer); a batch within it is gzipped when the client takes gzip.
    @Test func aBatchIsBoundedInBytesAndGzipped() throws {
        let service = buildService(configuration: ServerConfiguration(), compressor: .gzip)
        let lists = (0..<256).map { #"{"path":"/devices","query":{"limit":1000,"minWidth":-\#($0)}}"# }
        let big = service.respond(to: post("/batch", #"{"questions":[\#(lists.joined(separator: ","))]}"#))
        #expect(big.status == 422)
        #expect(big.bodyText.contains("\(BatchEndpoint.answerBytesLimit) bytes at questions["))
        var small = post("/batch", #"{"questions":[\#(lists.prefix(3).joined(separator: ","))]}"#)
        small.addHeader("Accept-Encoding", "gzip")
        let zipped = service.respond(to: small)
        #expect(zipped.status == 200 && zipped.header("Content-Encoding") == "gzip")
        let plain = service.respond(to: post("/batch", #"{"questions":[\#(lists.prefix(3).joined(separator: ","))]}"#))
        #expect(plain.header("Content-Encoding") == nil && plain.header("Vary") == "Accept-Encoding")
        #expect(Gzip.decompress(zipped.body, limit: 4 << 20) == plain.body)
    }

    /// The work queue holds `workQueueLimit` jobs beyond the running ones and refuses more at once.
    @Test func theWorkQueueIsBounded() {
        let pool = WorkerPool(count: 1, queueLimit: 2, metrics: Metrics())
        let gate = DispatchSemaphore(value: 0)
        let accepted = (0..<5).map { _ in pool.submit { gate.wait() } }
        #expect(accepted == [true, true, true, false, false])
        for _ in 0..<3 { gate.signal() }
        var later = false
        for _ in 0..<12_000 where !later {  // polled, up to 60 s
            later = pool.submit {}
            if !later { usleep(5_000) }
        }
        #expect(later, "room again once the jobs finished")
    }

    /// A job goes to an idle worker, never behind a running one: round-robin put the third job here behind the
    /// first (still running), while the second worker sat idle.
    @Test func aJobNeverWaitsWhileAWorkerIsIdle() {
        let pool = WorkerPool(count: 2, queueLimit: 4, metrics: Metrics())
        let gate = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let third = DispatchSemaphore(value: 0)
        #expect(pool.submit { gate.wait() })
        #expect(pool.submit { second.signal() })
        #expect(second.wait(timeout: .now() + 60) == .success)
        for _ in 0..<30_000 where pool.jobsPending > 1 { usleep(2_000) }  // the second counts itself done after it
        #expect(pool.jobsPending == 1)
        #expect(pool.submit { third.signal() })
        let ran = third.wait(timeout: .now() + 60) == .success
        #expect(ran, "the third job ran while the first still held its worker")
        gate.signal()
    }

    /// Exempt addresses parse as IPv4 or IPv6 literals; anything else is refused by the setting.
    @Test func exemptAddressesAreLiterals() {
        #expect(ConnectionGuard.parseAddresses("10.0.0.1, ::1")?.count == 2)
        #expect(ConnectionGuard.parseAddresses("")?.isEmpty == true)
        #expect(ConnectionGuard.parseAddresses("balancer.local") == nil)
        #expect(throws: ConfigurationError.self) {
            try ServerConfiguration.build(
                flags: [("connectionLimitExempt", "nope")], configPath: nil, environment: [:],
                readFile: { _ in nil })
        }
    }
}
