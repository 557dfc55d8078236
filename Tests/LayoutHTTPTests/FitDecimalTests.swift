import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// `/fit` writes a number that is exactly a short decimal as that decimal, checked against the oracle
/// (`scripts/generate/generate-fixtures.py` computes each rect with exact fractions and writes the text it must have).
struct FitDecimalTests {
    nonisolated(unsafe) static let cases: [[String: Any]] =
        loadJSON(fixture: "fit-decimals")["cases"] as? [[String: Any]] ?? []

    /// The four number tokens of `"key":{"x":…,"y":…,"width":…,"height":…}` in the body's text, as written.
    static func tokens(_ key: String, in text: String) -> [String]? {
        guard let start = text.range(of: "\"\(key)\":{") else { return nil }
        let object = text[start.upperBound...].prefix(while: { $0 != "}" })
        let values = object.split(separator: ",").map {
            $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
        }
        return values.count == 4 ? values : nil
    }

    @Test func theOracleGaveCases() {
        #expect(Self.cases.count > 500, "fit-decimals.json not read (\(Self.cases.count) cases)")
    }

    @Test(arguments: 0..<FitDecimalTests.cases.count)
    func shortDecimalsAreWrittenAsThemselves(index: Int) throws {
        let c = Self.cases[index]
        let input = try #require(c["input"] as? [String: String])
        let expected = try #require(c["expected"] as? [String: [Any]])
        let service = buildService(configuration: ServerConfiguration().with(cacheEntries: 0))
        let response = service.respond(
            to: Request(method: "GET", path: "/fit", query: input.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        )
        #expect(response.status == 200, "\(c["name"] ?? ""): \(response.bodyText)")
        for key in ["rect", "unroundedRect"] {
            let written = try #require(Self.tokens(key, in: response.bodyText), "\(key) in \(response.bodyText)")
            for (token, want) in zip(written, try #require(expected[key])) {
                guard let want = want as? String else { continue }  // not a short decimal: any shortest text will do
                #expect(token == want, "\(c["name"] ?? "") \(key): wrote \(token), the exact value is \(want)")
            }
        }
    }
}
