import Foundation
import LayoutFuzzing
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// Every class of bad input a tool might send, in memory: the right status, a problem+json body, and the service still
/// answering afterwards. What only a transport sees (bytes that are not UTF-8 in the target, libmicrohttpd's own
/// 414/431) is in LayoutServerTests.BadInputLiveTests.
@Suite(.serialized)
struct BadInputTests {
    let service = buildService(configuration: ServerConfiguration())

    /// (class, request, status)
    static let inMemory: [(String, Request, Int)] = [
        ("malformed JSON", post("/fit", #"{"container": {"width": 852,"#), 400),
        ("wrong JSON types", post("/fit", #"{"container": [852, 393], "aspectRatio": "21:9"}"#), 400),
        ("wrong JSON type at the top", post("/fit", #""container=852x393""#), 400),
        (
            "extra unknown JSON field",
            post("/fit", #"{"container": "852x393", "aspectRatio": "21:9", "colour": "red"}"#), 400
        ),
        ("unknown query parameter", get("/fit?container=852x393&aspectRatio=21:9&colour=red"), 400),
        ("duplicated query key", get("/fit?container=852x393&aspectRatio=21:9&aspectRatio=16:9"), 400),
        ("NaN", get("/fit?container=852x393&aspectRatio=NaN"), 400),
        ("Infinity", get("/fit?container=Infinityx393&aspectRatio=1"), 400),
        ("1e309 (overflows to infinity)", get("/fit?container=852x393&scale=1e309&aspectRatio=1"), 400),
        ("NaN in JSON (not JSON)", post("/fit", #"{"container": "852x393", "aspectRatio": NaN}"#), 400),
        ("1e309 in JSON", post("/fit", #"{"container": {"width": 1e309, "height": 1}, "aspectRatio": 1}"#), 400),
        ("-0 where > 0 is required", get("/fit?container=852x393&aspectRatio=-0"), 400),
        (
            "-0 where only digits are allowed (the pattern of container has no sign)",
            get("/fit?container=-0x393&aspectRatio=1"), 400
        ),
        ("0 where 0 is allowed", get("/fit?container=0x393&aspectRatio=1"), 200),
        ("exponent inside a compound value", get("/fit?container=1e3x393&aspectRatio=1"), 400),
        ("13 digits before the point (1e12 and more)", get("/fit?container=1000000000000x393&aspectRatio=1"), 400),
        ("leading zeros are digits", get("/fit?container=000852x393&aspectRatio=1"), 200),
        ("absurd magnitude", get("/fit?container=1e300x393&aspectRatio=1"), 400),
        (
            "absurd magnitude in JSON",
            post("/alignment", #"{"frame": [0, 0, 1e15, 1], "alignmentRectInsets": [0, 0, 0, 0]}"#), 400
        ),
        ("empty body", post("/fit", ""), 400),
        ("wrong content type", post("/fit", "container=852x393", contentType: "text/plain"), 415),
        (
            "no content type",
            Request(method: "POST", path: "/fit", body: Array(#"{"container":"1x1","aspectRatio":1}"#.utf8)), 415
        ),
        (
            "invalid UTF-8 in the body",
            Request(
                method: "POST", path: "/fit", headers: ["Content-Type": "application/json"],
                body: [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]), 400
        ),
        (
            "long query value (past the 512-byte cap on any text value)",
            get("/fit?container=852x393&aspectRatio=" + String(repeating: "9", count: 8_000)), 422
        ),
        ("path traversal-looking id", get("/devices/..%2F..%2Fetc%2Fpasswd"), 404),
        ("path traversal-looking path", get("/devices/../../etc/passwd"), 404),
        ("unknown device", get("/devices/iphone-99-ultra"), 404),
        ("unknown device as a parameter", get("/fit?device=nokia-3310&aspectRatio=1"), 404),
        ("ratio 0", get("/fit?container=852x393&aspectRatio=0"), 400),
        ("ratio negative", get("/fit?container=852x393&aspectRatio=-21:9"), 400),
        (
            "ratio over 100 from two valid terms (a rule the schema cannot state)",
            get("/fit?container=852x393&aspectRatio=1000:9"), 422
        ),
        ("ratio with zero term", get("/fit?container=852x393&aspectRatio=21:0"), 400),
        // Found by schemathesis: numbers far apart overflow a double; the answer is a 422, never null in a number.
        (
            "content ratio overflowing a double",
            post("/fit", #"{"content": {"height": 5e-324, "width": 892796750525.2113}, "device": "iphone-14-pro"}"#),
            422
        ),
        (
            "item height overflowing a double",
            post("/tvgrid", #"{"itemWidth": 882636535674.2986, "itemAspectRatio": 1.1125369292536007e-308}"#), 422
        ),
        (
            "tiny rows on a tall screen (a count past Int)",
            post("/tvgrid", #"{"itemWidth": 100, "itemHeight": 8.3e-147, "minimumVerticalSpacing": 8.3e-147}"#), 200
        ),
        ("null member", post("/fit", #"{"container": "852x393", "aspectRatio": null}"#), 400),
        (
            "null where the schema allows it (SwiftUI proposal)",
            post("/fit", #"{"semantics": "swiftui", "proposalWidth": null, "aspectRatio": 2}"#), 200
        ),
        ("wrong method", Request(method: "DELETE", path: "/fit"), 405),
        ("Accept without JSON", get("/healthz", headers: ["Accept": "text/html"]), 200),  // health is static
        (
            "Accept without JSON on an answer",
            get("/fit?container=1x1&aspectRatio=1", headers: ["Accept": "image/png"]), 406
        ),
    ]

    @Test(arguments: 0..<BadInputTests.inMemory.count)
    func badInputGetsItsStatus(index: Int) {
        let (name, request, status) = Self.inMemory[index]
        let response = service.respond(to: request)
        #expect(response.status == status, "\(name): \(response.status) \(response.bodyText)")
        if status >= 400 {
            #expect(response.header("Content-Type") == "application/problem+json", "\(name)")
            let body = json(response)
            #expect((body["detail"] as? String)?.isEmpty == false, "\(name)")
            #expect(body["status"] as? Int == status, "\(name)")
        }
        #expect(!response.bodyText.contains("-0,") && !response.bodyText.contains(":-0}"), "\(name): -0 in the answer")
        #expect(service.respond(to: get("/healthz")).status == 200)
    }

    // A body over the limit (413) is only seen by the transport: LiveServerTests.oversizedBodyIs413 covers both
    // the declared and the chunked case.

    @Test func fuzzRegressionsStayFixed() throws {
        let directory = try #require(Bundle.module.url(forResource: "Fixtures/fuzz-regressions", withExtension: nil))
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil).filter {
            $0.pathExtension == "bin"
        }
        #expect(!files.isEmpty)
        for file in files {
            let input = Array(try Data(contentsOf: file))
            let response = service.respond(to: FuzzInput.request(from: input))
            #expect(response.status < 500, "\(file.lastPathComponent): \(response.status)")
        }
    }
}
