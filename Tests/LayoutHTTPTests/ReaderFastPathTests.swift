@testable import LayoutHTTP
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// The request readers' fast paths give what the general code gives: the query-number reader's own decimal
/// conversion exactly the double `Double(_:)` (`strtod`) gives, header names the same keys as `lowercased()`.
struct ReaderFastPathTests {
    /// Decimals at the edges of the fast path: 15 and 16 significant digits, 22 and 23 fraction digits, leading and
    /// trailing zeros, halfway cases, signs.
    private static let edges = [
        "0", "00", "0.0", ".5", "5.", "1", "21", "852", "393", "2.333", "0.1", "0.2", "0.3", "1.1", "123456789012",
        "999999999999.999", "123456789012.345", "123456789012.3456", "0.123456789012345", "0.1234567890123456",
        "0.0000000000000000000001", "0.00000000000000000000001", "000000000001.5", "1.5000000000000000000000",
        "900719925474.0993", "450359962737.04975", "0.30000000000000004", "-0", "-0.0", "+7.25", "-852.5", " 12 ",
    ]

    @Test func scanEqualsStrtod() {
        var generator = SplitMix64(seed: 38)
        var cases = Self.edges
        for _ in 0..<20_000 {
            let integer = String(UInt64.random(in: 0..<1_000_000_000_000, using: &generator))
            let places = Int.random(in: 0...18, using: &generator)
            let fraction = String((0..<places).map { _ in "0123456789".randomElement(using: &generator)! })
            cases.append(places == 0 ? integer : "\(integer).\(fraction)")
        }
        for text in cases where !text.hasSuffix(".") {
            let scanned = Parameters.scan(Substring(text), kind: .signed)
            let expected = Double(text.trimmingPrefix(" ").split(separator: " ").first.map(String.init) ?? "")
                .map { $0 == 0 ? 0 : $0 }
            #expect(scanned?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: scanned))")
        }
        #expect(Parameters.scan("5.", kind: .signed) == nil, "a point needs fraction digits")
        #expect(Parameters.scan("1234567890123", kind: .signed) == nil, "at most 12 digits before the point")
        #expect(Parameters.scan("-1", kind: .positive) == nil)
        #expect(Parameters.scan("0", kind: .positive) == nil)
    }

    /// Header names are tokens (RFC 9110 §5.1): ASCII letters are folded, every other byte stays as it is (no
    /// Unicode case mapping, which would read a client's text as Characters).
    @Test func headerNamesAreLowerCasedInASCII() {
        let cases = [
            ("host", "host"), ("Host", "host"), ("X-Request-ID", "x-request-id"), ("content-type", "content-type"),
            ("ÄCCEPT", "Äccept"), ("accept-ü", "accept-ü"), ("\u{212A}-K", "\u{212A}-k"), ("a1-_~", "a1-_~"), ("", ""),
        ]
        for (name, lower) in cases {
            #expect(Array(Request.lowercased(name).utf8) == Array(lower.utf8), "\(name)")
        }
        var request = Request(method: "GET", path: "/", headers: ["Accept": "a"])
        request.addHeader("accept", "b")
        #expect(request.header("ACCEPT") == "a, b" && request.headers == ["accept": "a, b"])
    }
}
