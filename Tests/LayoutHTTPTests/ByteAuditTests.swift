import Foundation
import LayoutAnswers
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// The byte audit, derived from the route list: in every position a client writes text a poll thread reads (the
/// method, the path and its placeholders, a query name, a JSON member name, `Accept`, `Accept-Encoding`,
/// `If-None-Match`, a header name), layoutd compares bytes, never Characters. The probe is a letter with 3,400
/// pairs of combining marks of different classes (13.6 KB, the attack of the adversarial suite's `marks-*`) and
/// the same text in canonical order: Swift's `String` calls the two equal, their bytes differ. Wherever client text
/// were compared as a `String`, the two would be one name (a duplicate, a match); as bytes they stay two. Every
/// answer is a small 4xx or the route's own 200, never a 5xx. Speed is not measured here: the adversarial suite
/// bounds the server's CPU per request in each position.
struct ByteAuditTests {
    /// A letter and `pairs` pairs of U+0301 (combining acute, class 230) and U+0316 (grave below, class 220).
    static func marks(_ pairs: Int = 3_400) -> String { "a" + String(repeating: "\u{301}\u{316}", count: pairs) }
    /// ``marks(_:)`` in canonical order (class 220 first): canonically equivalent, other bytes.
    static func reordered(_ pairs: Int = 3_400) -> String {
        "a" + String(repeating: "\u{316}\u{301}", count: pairs)
    }

    /// The most bytes a refusal may hold, however long what it refuses.
    static let refusalBytes = 4_096

    @Test func theProbeIsOneStringTwoByteSequences() {
        #expect(Self.marks(3) == Self.reordered(3), "String equality is canonical equivalence")
        #expect(!ByteText.same(Self.marks(3), Self.reordered(3)))
        #expect(ByteKey(Self.marks(3)) != ByteKey(Self.reordered(3)))
        #expect(ByteText.same("fit", "fit") && ByteKey("fit") == ByteKey("fit"))
        #expect(
            ByteText.equalsLowercase("GZip".utf8[...], "gzip") && !ByteText.equalsLowercase("gzi\u{301}".utf8, "gzi"))
        #expect(
            ByteText.elements(of: " gzip;q=0 ,\tbr ", separator: 0x2C).map { String(Substring($0)) } == [
                "gzip;q=0", "br",
            ])
        #expect(ByteText.number("0.5".utf8[...]) == 0.5 && ByteText.number("1\u{301}".utf8[...]) == nil)
        // 32 bytes is the longest number read, 33 is refused.
        let digits32 = "0." + String(repeating: "5", count: 30), digits33 = digits32 + "5"
        #expect(ByteText.number(digits32.utf8[...]) == Double(digits32) && ByteText.number(digits33.utf8[...]) == nil)
        #expect(ByteText.asciiLowercased("Content-\u{212A}") == "content-\u{212A}")
        // The unknown member an error names: the first in byte order, the known ones compared as bytes.
        #expect(ByteText.firstUnknown(["width", "zeta", "b", "height"], known: ["width", "height"]) == "b")
        #expect(ByteText.firstUnknown(["width", "height"], known: ["width", "height"]) == nil)
        #expect(ByteText.firstUnknown([Self.marks(3)], known: [Self.reordered(3)]) == Self.marks(3))
        #expect(ByteText.firstUnknown(["\u{E9}", "e\u{301}"], known: []) == "e\u{301}")
    }

    /// Every audited route's base question (``BudgetAuditTests/bases(_:)``), asked with the probe in one position.
    @Test func everyPositionOfEveryRouteComparesBytes() {
        let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
        var findings: [String] = [], asked = 0
        func check(_ what: String, _ request: Request, _ expect: (Response) -> String?) {
            asked += 1
            let response = service.respond(to: request)
            if response.status >= 500 {
                findings.append("\(what): \(response.status)")
            } else if response.status >= 400, response.body.count > Self.refusalBytes {
                findings.append("\(what): a \(response.body.count)-byte refusal")
            } else if let wrong = expect(response) {
                findings.append("\(what): \(wrong)")
            }
        }
        func body(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }
        let marks = Self.marks(), reordered = Self.reordered()
        let onlyMarks = String(marks.unicodeScalars.dropFirst())  // (dropFirst() would drop the one Character)
        for (route, method, fields) in BudgetAuditTests.bases(service.routes) {
            let base = BudgetAuditTests.request(route.path, method: method, fields)
            let ok = service.respond(to: base).status
            guard ok == 200 else {
                findings.append("\(method) \(route.path): the base question answers \(ok)")
                continue
            }
            let at = "\(method) \(route.path)"
            // Two names, one String: both unknown (a duplicate only if compared as Strings).
            let names = BudgetAuditTests.request(route.path, method: method, fields + [(marks, "1"), (reordered, "1")])
            check("\(at) two names", names) { response in
                let object = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
                let named = (object?["invalidFields"] as? [String])?.count
                return response.status == 400 && named == 2 ? nil : "\(response.status) \(body(response).prefix(200))"
            }
            var accept = base
            accept.addHeader("Accept", "application/json" + onlyMarks)
            check("\(at) Accept", accept) { $0.status == 406 ? nil : "\($0.status), not 406" }
            var encoding = base
            encoding.addHeader("Accept-Encoding", "gzip" + onlyMarks)
            check("\(at) Accept-Encoding", encoding) { response in
                response.status == 200 && response.header("Content-Encoding") == nil ? nil : "\(response.status)"
            }
            var condition = base
            condition.addHeader("If-None-Match", marks)
            check("\(at) If-None-Match", condition) { $0.status == 200 ? nil : "\($0.status), not 200" }
            var headers = base
            headers.addHeader(marks, "first")
            headers.addHeader(reordered, "second")
            check("\(at) header names", headers) { _ in
                headers.header(marks) == "first" && headers.header(reordered) == "second" ? nil : "joined"
            }
            var methodRequest = base
            methodRequest.method = marks
            check("\(at) method", methodRequest) { $0.status == 405 ? nil : "\($0.status), not 405" }
            var path = base
            path.path += "/" + marks
            check("\(at) path", path) { $0.status == 404 ? nil : "\($0.status), not 404" }
            if route.path.contains("{") {
                let placeholder = BudgetAuditTests.request(
                    route.path.replacingOccurrences(of: "{id}", with: marks)
                        .replacingOccurrences(of: "{type}", with: marks), method: method, fields)
                check("\(at) placeholder", placeholder) { (400..<500).contains($0.status) ? nil : "\($0.status)" }
            }
        }
        #expect(findings.isEmpty, "\(findings.count) of \(asked):\n\(findings.prefix(20).joined(separator: "\n"))")
        #expect(asked > 100, "the route list gives positions to probe (\(asked))")
    }
}
