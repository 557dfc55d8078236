@testable import LayoutHTTP
import LayoutHTTPTestSupport
@testable import LayoutServer
import Testing
@testable import LayoutHTTPCore

/// gzip for answers over 1 KiB when the client takes it: its own ETag, `Vary: Accept-Encoding`, the same bytes once
/// inflated, from the same cache entry.
struct CompressionTests {
    let service = buildService(configuration: ServerConfiguration(), compressor: .gzip)

    @Test func largeAnswersAreGzippedForClientsThatTakeIt() throws {
        let plain = service.respond(to: get("/devices"))
        let zipped = service.respond(to: get("/devices", headers: ["Accept-Encoding": "br, gzip, deflate"]))
        #expect(plain.header("Content-Encoding") == nil && zipped.header("Content-Encoding") == "gzip")
        #expect(plain.header("Vary") == "Accept-Encoding" && zipped.header("Vary") == "Accept-Encoding")
        let inflated = try #require(Gzip.decompress(zipped.body, limit: 4 << 20))
        #expect(inflated == plain.body)
        #expect(zipped.body.count * 5 < plain.body.count, "\(zipped.body.count) bytes gzipped of \(plain.body.count)")
        // What a browser downloads for GET /devices (its first page): under 15 KB.
        #expect(zipped.body.count < 15_000, "\(zipped.body.count) bytes gzipped")
        let plainTag = try #require(plain.header("ETag")), zippedTag = try #require(zipped.header("ETag"))
        #expect(plainTag != zippedTag && zippedTag.hasSuffix("-gzip\""))
        #expect(service.cache.statistics.entries == 1, "one cache entry holds both representations")
        // Each representation revalidates with its own tag.
        #expect(
            service.respond(to: get("/devices", headers: ["Accept-Encoding": "gzip", "If-None-Match": zippedTag]))
                .status == 304)
        #expect(service.respond(to: get("/devices", headers: ["If-None-Match": plainTag])).status == 304)
        #expect(service.respond(to: get("/devices", headers: ["If-None-Match": zippedTag])).status == 200)
    }

    /// A large answer is compressed only when a client takes gzip, once, and that copy is what every later gzip
    /// client is sent; clients that never take it never cost a compression, and are told the answer varies.
    @Test func aLargeAnswerIsCompressedOnceOnTheFirstRequestThatTakesGzip() throws {
        let calls = Locked(0)
        let counting = Compressor { bytes in
            calls.withLock { $0 += 1 }
            return Gzip.compress(bytes)
        }
        let service = buildService(configuration: ServerConfiguration(), compressor: counting)
        let plain = (0..<3).map { _ in service.respond(to: get("/devices")) }
        #expect(calls.withLock { $0 } == 0, "no client took gzip")
        #expect(plain.allSatisfy { $0.header("Vary") == "Accept-Encoding" && $0.header("Content-Encoding") == nil })
        let zipped = (0..<3).map { _ in service.respond(to: get("/devices", headers: ["Accept-Encoding": "gzip"])) }
        #expect(calls.withLock { $0 } == 1, "compressed once, then kept")
        #expect(zipped.allSatisfy { $0.body == zipped[0].body && $0.header("Content-Encoding") == "gzip" })
        #expect(try #require(Gzip.decompress(zipped[0].body, limit: 4 << 20)) == plain[0].body)
        #expect(zipped[0].header("ETag") == plain[0].header("ETag").map { String($0.dropLast()) + "-gzip\"" })
        #expect(service.respond(to: get("/devices")).body == plain[0].body)
        #expect(calls.withLock { $0 } == 1)
    }

    @Test func oneVaryFieldNamesBothOriginAndEncoding() {
        let service = buildService(
            configuration: ServerConfiguration().with(corsOrigin: "https://tool.example"), compressor: .gzip)
        let response = service.respond(to: get("/devices", headers: ["Accept-Encoding": "gzip"]))
        #expect(response.headers.filter { $0.name == "Vary" }.map(\.value) == ["Accept-Encoding, Origin"])
        let small = service.respond(to: get("/healthz"))
        #expect(small.headers.filter { $0.name == "Vary" }.map(\.value) == ["Origin"])
    }

    @Test func smallAnswersAndRefusingClientsGetPlainBytes() {
        let small = service.respond(
            to: get("/fit?container=852x393&aspectRatio=21:9", headers: ["Accept-Encoding": "gzip"]))
        // /fit also draws SVG: the answer varies by Accept
        #expect(small.header("Content-Encoding") == nil && small.header("Vary") == "Accept")
        for refusal in ["gzip;q=0", "identity", "br", "*;q=0", "gzip;q=0, *"] {
            let response = service.respond(to: get("/devices", headers: ["Accept-Encoding": refusal]))
            #expect(response.header("Content-Encoding") == nil, "\(refusal)")
        }
        #expect(Negotiation.acceptsGzip("*"))
        #expect(Negotiation.acceptsGzip("deflate, gzip;q=0.5"))
        #expect(!Negotiation.acceptsGzip("gzip;q=0, *;q=1"))
    }
}
