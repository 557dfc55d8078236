import LayoutGeometry
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutAnswers
@testable import LayoutHTTPCore

/// The miss path's shortcuts give what the long way gives: which misses are computed inline, the content
/// hash behind ETags, the JSON writer's integers and the JSON reader's unescaped strings.
struct HotPathTests {
    let service = buildService(configuration: ServerConfiguration())

    private func outcome(_ request: Request) -> String {
        switch service.handle(request).outcome {
        case .ready: "ready"
        case .deferred: "deferred"
        case .light: "light"
        }
    }

    /// One `/fit`, `/sizeclass` or `/alignment` JSON answer is light; a picture, a list, CSS, a grid and a batch are
    /// not, so they still go to the workers; a hit is ready whatever the route.
    @Test func onlySingleGeometryAnswersAreLight() {
        #expect(outcome(get("/fit?container=852x393&aspectRatio=21:9")) == "light")
        #expect(outcome(post("/fit", #"{"container":"853x393","aspectRatio":"21:9"}"#)) == "light")
        #expect(outcome(get("/sizeclass?window=700x1000&idiom=pad")) == "light")
        #expect(outcome(get("/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30")) == "light")
        #expect(outcome(get("/fit?container=852x393&aspectRatio=21:9&format=svg")) == "deferred")
        #expect(outcome(get("/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30&format=svg")) == "deferred")
        #expect(outcome(get("/devices")) == "deferred")
        #expect(outcome(get("/devices/iphone-16-pro/css")) == "deferred")
        #expect(outcome(get("/tvgrid?columns=5")) == "deferred")
        #expect(
            outcome(
                post("/batch", #"{"questions":[{"path":"/fit","query":{"container":"852x393","aspectRatio":"21:9"}}]}"#)
            ) == "deferred")
        _ = service.respond(to: get("/fit?container=100x100&aspectRatio=1"))
        #expect(outcome(get("/fit?container=100x100&aspectRatio=1")) == "ready")
    }

    /// The content hash: every one-byte change of inputs from 0 to 40 bytes changes it (so no ETag repeats among
    /// them), equal bytes give equal hashes, and an ETag is a quoted 16-digit lowercase hex string.
    @Test func contentHashTellsEveryOneByteChangeApart() {
        var seen = Set<UInt64>()
        var inputs = 0
        for length in 0...40 {
            let base = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(base.withUnsafeBytes(ContentHash.of) == Array(base).withUnsafeBytes(ContentHash.of))
            seen.insert(base.withUnsafeBytes(ContentHash.of))
            inputs += 1
            for i in 0..<length {
                for flip: UInt8 in [1, 0x80] {
                    var changed = base
                    changed[i] ^= flip
                    seen.insert(changed.withUnsafeBytes(ContentHash.of))
                    inputs += 1
                }
            }
        }
        #expect(seen.count == inputs)
        let tag = EntityTag(body: Array("{\"status\":\"ok\"}".utf8)).value
        #expect(tag.count == 18 && tag.first == "\"" && tag.last == "\"")
        #expect(tag.dropFirst().dropLast().allSatisfy { "0123456789abcdef".contains($0) })
        #expect(EntityTag(body: []) != EntityTag(body: [0]))
    }

    /// Whole numbers are written digit by digit, exactly as `String(Int64)` writes them, by the writer and into a log
    /// line.
    @Test(arguments: [
        0, 1, -1, 9, 10, -10, 99, 100, 393, 852, 999, 1_000, 1_000_000, 9_007_199_254_740_991,
        -9_007_199_254_740_991, 999_999_999_999_999_999, 1_000_000_000_000_000_000, Int64.max, Int64.min + 1, Int64.min,
    ])
    func integersAreWrittenAsStringWritesThem(_ value: Int64) {
        let writer = CompactJSONEncoder.Writer()
        writer.writeInteger(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == String(value))
        var line: [UInt8] = []  // the log lines' way: through any byte sink
        CompactJSONEncoder.appendDecimal(value, to: &line)
        #expect(String(decoding: line, as: UTF8.self) == String(value))
    }

    /// A number goes through the integer path only when whole and exact in a double; the rest keep their shortest text.
    @Test(arguments: [852.0, -0.0, 0.5, 13.928571428571445, 733.9999999999999, 1e20, -4e15, 2.5e-7])
    func numbersAreWrittenAsJSONNumberTextWritesThem(_ value: Double) {
        let writer = CompactJSONEncoder.Writer()
        writer.writeNumber(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONNumber.text(value))
    }

    /// Every whole number of eighths from −2,000 to 2,000, and large ones up to 2^40, is written as Swift's
    /// `description` writes it (the eighths fast path), and the numbers around it (above 2^40, where a shorter
    /// decimal can read back as the same double, thirds, sixteenths) as `JSONNumber.text`.
    @Test func eighthsAreWrittenAsDescriptionWritesThem() {
        var values = (-16_000...16_000).map { Double($0) / 8 }
        values += [1_099_511_627_775.875, -1_099_511_627_775.125, 549_755_813_888.375, 0.375, -0.125]
        values += [1_099_511_627_776.125, 562_949_953_421_311.875, 281_474_976_710_656.125]
        values += [562_949_953_421_312.5, 1e-5, 94.66666666666666, 1282.6666666666665, 0.1, 1 / 16, 3 / 64]
        for value in values {
            let writer = CompactJSONEncoder.Writer()
            writer.writeNumber(value)
            let written = String(decoding: writer.bytes, as: UTF8.self)
            #expect(written == JSONNumber.text(value), "\(value)")
            if value.magnitude < 1_099_511_627_776 && (value * 8).rounded() == value * 8 {
                #expect(written == (value == value.rounded() ? String(Int64(value)) : value.description))
            }
        }
    }

    /// A writer that keeps the texts of fractional numbers (past ``NumberTexts/threshold`` of them) writes every one
    /// as a fresh writer would: 300 distinct thirds, sevenths and near-decimals (more than its 64 slots, so values
    /// share slots), each written several times, and values whose texts are long.
    @Test func keptNumberTextsAreTheNumbersOwn() {
        var distinct: [Double] = [-1e-300, 1e300 / 7]
        for n in 1...100 { distinct += [Double(n) / 3, Double(n) / 7, Double(n) * 0.1] }
        let writer = CompactJSONEncoder.Writer()
        var expected: [String] = []
        for round in 0..<2_000 {
            let value = distinct[(round * 37) % distinct.count]
            if round > 0 { writer.append(UInt8(ascii: ",")) }
            writer.writeNumber(value)
            expected.append(JSONNumber.text(value))
        }
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected.joined(separator: ","))
    }

    /// The writer's own buffer keeps every byte in order as it grows past its first 960 bytes many times: pieces of
    /// 1 to 41 bytes, single bytes, an escaped string and a reserved stretch, against the same bytes in an array.
    @Test func theWriterKeepsEveryByteAsItGrows() {
        let writer = CompactJSONEncoder.Writer()
        var expected: [UInt8] = []
        for round in 0..<3_000 {
            let piece = (0...(round % 41)).map { UInt8(truncatingIfNeeded: 32 + (round + $0) % 90) }
            piece.withUnsafeBufferPointer { writer.append(contentsOf: $0) }
            expected += piece
            writer.append(UInt8(ascii: ","))
            expected.append(UInt8(ascii: ","))
            if round == 1_500 {
                writer.reserveCapacity(writer.count + 100_000)
                writer.writeString("a\"b\n")
                expected += Array(#""a\"b\n""#.utf8)
            }
        }
        #expect(writer.count == expected.count && writer.bytes == expected)
    }

    /// A string without escapes is read as its bytes (validated), one with escapes the long way; both equal the text.
    @Test func stringsWithAndWithoutEscapesReadAlike() throws {
        let plain = try JSONWire.decodeObject(Array(#"{"a":"iPhone 16 Pro – 402×874"}"#.utf8))
        #expect(plain["a"] == .string("iPhone 16 Pro – 402×874"))
        let escaped = try JSONWire.decodeObject(Array(#"{"a":"iPhone\u0020\"16\"\n"}"#.utf8))
        #expect(escaped["a"] == .string("iPhone \"16\"\n"))
        #expect(throws: Problem.self) {
            try JSONWire.decodeObject([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])
        }  // "a":"\xFF"
    }
}
