import Foundation
@testable import LayoutHTTP
import Testing
@testable import LayoutHTTPCore

/// Cache identity follows answer identity: two spellings of a value that the parsers read as one question
/// (`852x393` and `852.0x393`, `0` and `-0`, `iphone-15` and `IPHONE-15`) share a cache entry, so they must get the
/// same answer whichever was asked first. Every cached route's shape of ``CacheIsolationTests/table`` (its rows
/// derived from the route list, and the written ones) gives a valid question; each of its fields is respelled from
/// its text alone (``spellings(of:)``). The oracle is a service with the cache off asked the spelling alone; the
/// service under test is asked the question as written first, so a spelling that shares its entry is answered from
/// the cache.
struct CacheSpellingTests {
    /// Other spellings of a value: each decimal number in it with a fractional `.0` (or one more `0`), with `e0`,
    /// with a leading `0`, and `0` as `-0`; the text in upper and in lower case.
    /// - Example: `spellings(of: "21:9")` → `21.0:9`, `21e0:9`, `021:9`, `21:9.0`, `21:9e0`, `21:09`.
    static func spellings(of value: String) -> [String] {
        var found: [String] = []
        for match in value.matches(of: /[0-9]+(\.[0-9]+)?/) {
            let number = String(value[match.range])
            let variants = [
                number + (number.contains(".") ? "0" : ".0"), number + "e0", "0" + number,
                Double(number) == 0 ? "-" + number : nil,
            ]
            for variant in variants.compactMap({ $0 }) {
                found.append(value.replacingCharacters(in: match.range, with: variant))
            }
        }
        found += [value.uppercased(), value.lowercased()].filter { $0 != value }
        return found
    }

    /// A GET of a shape's question with every field at its first value, `name` spelled `value`.
    static func request(_ shape: CacheIsolationTests.Shape, _ name: String?, _ value: String?) -> Request {
        var path = shape.path
        var query = shape.fixed.map { ($0.name, CacheIsolationTests.unquoted($0.value)) }
        for field in shape.fields {
            let text = field.name == name ? value! : CacheIsolationTests.unquoted(field.a)
            if path.contains("{\(field.name)}") {
                path = path.replacingOccurrences(of: "{\(field.name)}", with: text)
            } else {
                query.append((field.name, text))
            }
        }
        return Request(method: "GET", path: path, query: query)
    }

    @Test func spellingsThatShareAnEntryGetTheSameAnswer() {
        let uncached = buildService(configuration: ServerConfiguration().with(cacheEntries: 0))
        var compared = 0
        for shape in CacheIsolationTests.table where shape.methods.contains("GET") {
            let cached = buildService(configuration: ServerConfiguration())
            let first = cached.respond(to: Self.request(shape, nil, nil))
            #expect(first.status == 200, "\(shape.name): the table's questions are valid (\(first.status))")
            for field in shape.fields {
                for spelling in Self.spellings(of: CacheIsolationTests.unquoted(field.a)) {
                    let variant = Self.request(shape, field.name, spelling)
                    let fresh = CacheIsolationTests.Answer(uncached.respond(to: variant))
                    let fromCache = CacheIsolationTests.Answer(cached.respond(to: variant))
                    compared += 1
                    #expect(
                        fromCache == fresh,
                        """
                        \(shape.name) \(field.name)=\(spelling) after \(field.a): \(fromCache.status) \
                        \(String(decoding: fromCache.body.prefix(300), as: UTF8.self)), alone \(fresh.status) \
                        \(String(decoding: fresh.body.prefix(300), as: UTF8.self))
                        """)
                }
            }
        }
        #expect(compared > 100, "the table gives spellings to compare (\(compared))")
    }
}
