@testable import LayoutHTTP
import LayoutHTTPTestSupport
@testable import LayoutServer
import Testing
@testable import LayoutHTTPCore

/// zstd and gzip for answers over 1 KiB when the client takes them, zstd first: each its own ETag,
/// `Vary: Accept-Encoding`, the same bytes once decoded, from the same cache entry.
struct CompressionTests {
    let service = buildService(configuration: ServerConfiguration(), compressor: .standard)

    /// The bytes `body` stands for in `coding`, decoded by libzstd or zlib (at most 16 MiB).
    static func decode(_ body: [UInt8], _ coding: ContentCoding) -> [UInt8]? {
        switch coding {
        case .zstd: Zstd.decompress(body, limit: 16 << 20)
        case .gzip: Gzip.decompress(body, limit: 16 << 20)
        }
    }

    @Test(arguments: [
        ("gzip", ContentCoding.gzip), ("br, gzip, deflate", .gzip), ("gzip, deflate, br, zstd", .zstd),
        ("zstd", .zstd), ("*", .zstd), ("zstd;q=0, *", .gzip),
    ])
    func largeAnswersAreCodedForClientsThatTakeThem(acceptEncoding: String, coding: ContentCoding) throws {
        let plain = service.respond(to: get("/devices"))
        let coded = service.respond(to: get("/devices", headers: ["Accept-Encoding": acceptEncoding]))
        #expect(plain.header("Content-Encoding") == nil && coded.header("Content-Encoding") == coding.token)
        #expect(plain.header("Vary") == "Accept-Encoding" && coded.header("Vary") == "Accept-Encoding")
        #expect(try #require(Self.decode(coded.body, coding)) == plain.body)
        #expect(coded.body.count * 5 < plain.body.count, "\(coded.body.count) bytes coded of \(plain.body.count)")
        // What a browser downloads for GET /devices (its first page): under 15 KB.
        #expect(coded.body.count < 15_000, "\(coded.body.count) bytes as \(coding.token)")
        let plainTag = try #require(plain.header("ETag")), codedTag = try #require(coded.header("ETag"))
        #expect(plainTag != codedTag && codedTag == String(plainTag.dropLast()) + "-\(coding.token)\"")
        #expect(service.cache.statistics.entries == 1, "one cache entry holds every representation")
        // Each representation revalidates with its own tag, and only with it.
        let again = ["Accept-Encoding": acceptEncoding, "If-None-Match": codedTag]
        let revalidated = service.respond(to: get("/devices", headers: again))
        #expect(revalidated.status == 304 && revalidated.notModifiedLength == coded.body.count)
        #expect(service.respond(to: get("/devices", headers: ["If-None-Match": plainTag])).status == 304)
        #expect(service.respond(to: get("/devices", headers: ["If-None-Match": codedTag])).status == 200)
        let other: ContentCoding = coding == .zstd ? .gzip : .zstd
        let otherTag = String(plainTag.dropLast()) + "-\(other.token)\""
        let crossed = ["Accept-Encoding": acceptEncoding, "If-None-Match": otherTag]
        #expect(service.respond(to: get("/devices", headers: crossed)).status == 200)
    }

    /// A large answer is compressed only in the codings clients take, each once, and that copy is what every later
    /// client of the coding is sent; clients that never take one never cost a compression, and are told the
    /// answer varies.
    @Test func aLargeAnswerIsCompressedOnceInEachCodingAClientTakes() throws {
        let calls = Locked((zstd: 0, gzip: 0))
        let counting = Compressor(
            zstd: { bytes in
                calls.withLock { $0.zstd += 1 }
                return Zstd.compress(bytes)
            },
            gzip: { bytes in
                calls.withLock { $0.gzip += 1 }
                return Gzip.compress(bytes)
            })
        let service = buildService(configuration: ServerConfiguration(), compressor: counting)
        let plain = (0..<3).map { _ in service.respond(to: get("/devices")) }
        #expect(calls.withLock { $0 } == (0, 0), "no client took a coding")
        #expect(plain.allSatisfy { $0.header("Vary") == "Accept-Encoding" && $0.header("Content-Encoding") == nil })
        let zipped = (0..<3).map { _ in service.respond(to: get("/devices", headers: ["Accept-Encoding": "gzip"])) }
        #expect(calls.withLock { $0 } == (0, 1), "gzip compressed once, then kept; zstd never asked")
        #expect(zipped.allSatisfy { $0.body == zipped[0].body && $0.header("Content-Encoding") == "gzip" })
        #expect(try #require(Gzip.decompress(zipped[0].body, limit: 4 << 20)) == plain[0].body)
        let browser = ["Accept-Encoding": "gzip, deflate, br, zstd"]
        let zstd = (0..<3).map { _ in service.respond(to: get("/devices", headers: browser)) }
        #expect(calls.withLock { $0 } == (1, 1), "zstd compressed once, then kept")
        #expect(zstd.allSatisfy { $0.body == zstd[0].body && $0.header("Content-Encoding") == "zstd" })
        #expect(try #require(Zstd.decompress(zstd[0].body, limit: 4 << 20)) == plain[0].body)
        #expect(zstd[0].header("ETag") == plain[0].header("ETag").map { String($0.dropLast()) + "-zstd\"" })
        #expect(service.respond(to: get("/devices")).body == plain[0].body)
        #expect(calls.withLock { $0 } == (1, 1))
    }

    @Test func oneVaryFieldNamesBothOriginAndEncoding() {
        let service = buildService(
            configuration: ServerConfiguration().with(corsOrigin: "https://tool.example"), compressor: .standard)
        let response = service.respond(to: get("/devices", headers: ["Accept-Encoding": "zstd"]))
        #expect(response.headers.filter { $0.name == "Vary" }.map(\.value) == ["Accept-Encoding, Origin"])
        let small = service.respond(to: get("/healthz"))
        #expect(small.headers.filter { $0.name == "Vary" }.map(\.value) == ["Origin"])
    }

    @Test func smallAnswersAndRefusingClientsGetPlainBytes() {
        let small = service.respond(
            to: get("/fit?container=852x393&aspectRatio=21:9", headers: ["Accept-Encoding": "zstd, gzip"]))
        // /fit also draws SVG: the answer varies by Accept
        #expect(small.header("Content-Encoding") == nil && small.header("Vary") == "Accept")
        // Identity refused and no coding taken: identity all the same (RFC 9110 §12.5.3 leaves it to the server).
        for refusal in [
            "gzip;q=0", "identity", "br", "*;q=0", "zstd;q=0, gzip;q=0, *", "zstd;q=0", "identity;q=0",
            "identity;q=0, *;q=0", "zstd;q=0.000, gzip;q=-1, deflate",
        ] {
            let response = service.respond(to: get("/devices", headers: ["Accept-Encoding": refusal]))
            #expect(response.status == 200 && response.header("Content-Encoding") == nil, "\(refusal)")
        }
        for (taken, coding) in [("identity;q=0, gzip", "gzip"), ("identity;q=0, zstd;q=0.5", "zstd")] {
            let response = service.respond(to: get("/devices", headers: ["Accept-Encoding": taken]))
            #expect(response.header("Content-Encoding") == coding, "\(taken)")
        }
    }

    /// A batch's answer is sent in the coding the client takes, and decodes to the plain batch's bytes.
    @Test(arguments: [ContentCoding.zstd, .gzip])
    func aBatchIsSentInTheCodingTaken(coding: ContentCoding) throws {
        let body = #"{"questions":[{"path":"/devices","query":{"limit":20}},{"path":"/devices/groups"}]}"#
        var request = post("/batch", body)
        request.addHeader("Accept-Encoding", coding == .zstd ? "gzip, zstd" : "zstd;q=0, gzip")
        let coded = service.respond(to: request)
        let plain = service.respond(to: post("/batch", body))
        #expect(coded.status == 200 && coded.header("Content-Encoding") == coding.token)
        #expect(plain.header("Content-Encoding") == nil && plain.header("Vary") == "Accept-Encoding")
        #expect(try #require(Self.decode(coded.body, coding)) == plain.body)
    }
}
