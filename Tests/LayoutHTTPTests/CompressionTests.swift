@testable import LayoutHTTP
@testable import LayoutServer
import Testing

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
