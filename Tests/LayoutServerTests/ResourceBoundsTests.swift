import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
@testable import LayoutServer
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// The byte budgets (docs/limits.md) where compression or the worker pool takes part: what a cache entry counts is
/// what it holds, coded copies included, a batch's answers are bounded, the work queue too. CacheBoundsTests holds
/// the rest in memory; the attacks themselves are in `scripts/check/adversarial.py`.
struct ResourceBoundsTests {
    /// A body built by appending (capacity up to twice its count) is kept in an array of its own length, the coded
    /// copies too (no bound-sized capacity), and `bytes` counts the body's buffer, the most the coded copies may
    /// hold together (made or not: the cost never changes while cached) and the fixed overhead.
    @Test func aCachedAnswerCountsWhatItHolds() {
        // A writer's buffer with far more spare room than a body may keep (``CachedAnswer/keptSlackBytes``), so
        // that it is always copied. Grown by appends alone, its capacity would come from a chain of doublings, each
        // rounded up by whatever free chunk the allocator found (which other threads' frees decide): it sometimes
        // ended within 4 KiB of the count, kept with its spare bytes, and the slack checked below was the writer's.
        var body: [UInt8] = []
        body.reserveCapacity(65_536)
        for i in 0..<3_000 { body += Array("{\"item\":\(i)},".utf8) }
        #expect(body.capacity > body.count + CachedAnswer.keptSlackBytes)
        let answer = CachedAnswer(body: body, compressor: .standard)
        let reserve = body.count / 2 + 64
        #expect(answer.bytes == answer.body.capacity + reserve + CachedAnswer.overheadBytes)
        let gzip = try! #require(answer.coded(.gzip)), zstd = try! #require(answer.coded(.zstd))
        #expect(answer.body == body)
        // Exactly sized up to glibc's rounding, whatever the heap holds: a request rounded up to its 16-byte granule
        // (the chunk's 8-byte header counted), and a free chunk at most 16 bytes larger taken whole (30 at most).
        #expect(answer.body.capacity - answer.body.count < 48)
        #expect(gzip.body.capacity - gzip.body.count < 48 && zstd.body.capacity - zstd.body.count < 48)
        #expect(gzip.body.capacity + zstd.body.capacity <= reserve, "both copies fit what was counted for them")
        #expect(answer.holds(.gzip) && answer.holds(.zstd))
        #expect(answer.bytes == answer.body.capacity + reserve + CachedAnswer.overheadBytes, "unchanged once made")
        #expect(answer.bytes < body.count + reserve + CachedAnswer.overheadBytes + 48)
        // A small body keeps its buffer's few spare bytes (not copied on the hot path), counted all the same.
        var small: [UInt8] = []
        small.reserveCapacity(1_024)
        small += Array(repeating: UInt8(ascii: "x"), count: 500)
        let kept = CachedAnswer(body: small, compressor: .standard)
        #expect(kept.body.capacity == small.capacity && kept.bytes >= small.capacity + CachedAnswer.overheadBytes)
    }

    /// A body that barely compresses (10–50 % smaller) gets a coded copy over what is counted for it: each request
    /// that takes the coding is sent the same bytes, compressed again, and the entry's cost never changes. A copy
    /// that fits alone but not beside the other coding's kept copy is not kept either.
    @Test(arguments: [ContentCoding.zstd, .gzip])
    func aCodedCopyOverItsReserveIsSentButNotKept(coding: ContentCoding) throws {
        var g = SplitMix64(seed: 11)
        let body = (0..<20_000).map { _ in UInt8(ascii: "a") + UInt8(g.next() % 32) }  // 5 bits a byte
        let answer = CachedAnswer(body: body, compressor: .standard)
        let cost = answer.bytes
        let first = try #require(answer.coded(coding))
        #expect(first.body.count > CachedAnswer.codedReserve(bodyCount: body.count) && first.body.count < body.count)
        let second = try #require(answer.coded(coding))
        #expect(first.body == second.body && first.etag == second.etag && answer.bytes == cost)
        #expect(!answer.holds(coding))
        // A body that compresses well keeps its copy.
        let text = CachedAnswer(body: Array(repeating: UInt8(ascii: "x"), count: 20_000), compressor: .standard)
        #expect(!text.holds(coding) && text.coded(coding) != nil && text.holds(coding))
        // Three eighths of the body in each coding: either fits the reserve (half) alone, not both.
        let other: ContentCoding = coding == .zstd ? .gzip : .zstd
        let threeEighths: @Sendable ([UInt8]) -> [UInt8]? = { Array($0.prefix($0.count * 3 / 8)) }
        let shared = CachedAnswer(
            body: Array(repeating: UInt8(ascii: "y"), count: 20_000),
            compressor: Compressor(zstd: threeEighths, gzip: threeEighths))
        #expect(shared.coded(coding)?.body.count == 7_500 && shared.holds(coding))
        #expect(shared.coded(other)?.body.count == 7_500 && !shared.holds(other) && shared.holds(coding))
    }

    /// As shipped (zstd and gzip, the default budget: 48 MiB for answers, 768 KiB an answer), the whole catalog's
    /// list (~495 KB, its coded copies counted at half) is kept: the second request is a hit, nothing refused.
    @Test func theWholeCatalogListIsKept() {
        let service = buildService(configuration: ServerConfiguration(), compressor: .standard)
        for _ in 0..<2 {
            #expect(service.respond(to: get("/devices?limit=1000", headers: ["Accept-Encoding": "gzip"])).status == 200)
        }
        let stats = service.cache.statistics
        #expect(stats.entries == 1 && stats.refused == 0 && stats.bytes > 495_000, "\(stats)")
    }

    /// A batch whose answers pass 4 MiB is a 422 naming the limit and the question where it was passed (not a
    /// 94 MB answer); a batch within it is gzipped when the client takes gzip (CompressionTests: zstd too).
    @Test func aBatchIsBoundedInBytesAndGzipped() throws {
        let service = buildService(configuration: ServerConfiguration(), compressor: .standard)
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

    /// A worker that finishes never hands an address more than its share: with 2 workers the share is 1 job
    /// computing, so while address A's first job holds one worker its second waits, and a job of another address
    /// (C) that arrives after B's job finished runs on the free worker ahead of it.
    @Test func aFinishingWorkerSkipsAnAddressAtItsShare() {
        let pool = WorkerPool(count: 2, queueLimit: 8, metrics: Metrics())
        #expect(pool.runShare == 1)
        let a = ConnectionGuard.AddressKey(high: 0, low: 1)
        let b = ConnectionGuard.AddressKey(high: 0, low: 2)
        let c = ConnectionGuard.AddressKey(high: 0, low: 3)
        let gate = DispatchSemaphore(value: 0), bRan = DispatchSemaphore(value: 0)
        let cRan = DispatchSemaphore(value: 0), aSecondRan = DispatchSemaphore(value: 0)
        #expect(pool.submit({ gate.wait() }, address: a, flag: StopFlag()) == nil)
        #expect(pool.submit({ aSecondRan.signal() }, address: a, flag: StopFlag()) == nil)
        #expect(pool.submit({ bRan.signal() }, address: b, flag: StopFlag()) == nil)
        #expect(bRan.wait(timeout: .now() + 60) == .success)
        for _ in 0..<30_000 where pool.jobsPending > 2 { usleep(2_000) }  // B's job counts itself done after it
        #expect(pool.jobsPending == 2)
        #expect(pool.submit({ cRan.signal() }, address: c, flag: StopFlag()) == nil)
        #expect(cRan.wait(timeout: .now() + 60) == .success)
        // Not waited for: has A's second job run yet?
        #expect(aSecondRan.wait(timeout: .now()) == .timedOut, "A's second job ran beside its first")
        gate.signal()
        #expect(aSecondRan.wait(timeout: .now() + 60) == .success, "A's second job runs once its first ends")
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
