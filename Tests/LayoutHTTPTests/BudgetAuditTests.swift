import Foundation
import LayoutAnswers
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// The budget audit, derived from the route list: for every route, every name it reads (its descriptor) and every
/// placeholder of its path, the longest value the server accepts is either refused with a small problem, or
/// answered with what the answer cache keeps of it counted in its bytes; one byte more is always refused. A new
/// route or parameter is audited without a new test (a parameterized route needs its cache-isolation row, which
/// `RouteListTests` requires).
struct BudgetAuditTests {
    /// The most bytes a refusal may hold, however long what it refuses.
    static let refusalBytes = 4_096

    /// One audited request and what came of it.
    struct Finding: CustomStringConvertible {
        let what: String
        let status: Int
        let problem: String?
        var description: String { "\(what) → \(status)" + (problem.map { ": \($0)" } ?? "") }
    }

    /// The values tried for a field: its own value padded with leading zeros to `bytes` (numbers and sizes take
    /// them), and plain letters.
    static func longValues(for fragment: String?, bytes: Int) -> [String] {
        var values = [String(repeating: "x", count: bytes)]
        if let fragment {
            let text = CacheIsolationTests.unquoted(fragment)
            if text.utf8.count < bytes {
                values.insert(String(repeating: "0", count: bytes - text.utf8.count) + text, at: 0)
            }
        }
        return values
    }

    /// The base question of each audited route: its first cache-isolation row (all first values), by method; a
    /// route without a row is asked by GET with its placeholders filled.
    static func bases(_ routes: [Route]) -> [(route: Route, method: String, fields: [(String, String)])] {
        routes.flatMap { route -> [(route: Route, method: String, fields: [(String, String)])] in
            guard case .computed = route.handler else { return [] }
            guard let shape = CacheIsolationTests.table.first(where: { $0.path == route.path }) else {
                return [(route, "GET", [])]
            }
            let fields = shape.fixed + shape.fields.map { ($0.name, $0.a) }
            return shape.methods.map { (route, $0, fields) }
        }
    }

    static func request(_ path: String, method: String, _ fields: [(String, String)]) -> Request {
        var path = path, rest: [(String, String)] = []
        for (name, value) in fields {
            if path.contains("{\(name)}") {
                path = path.replacingOccurrences(of: "{\(name)}", with: CacheIsolationTests.unquoted(value))
            } else {
                rest.append((name, value))
            }
        }
        for placeholder in ["{id}"] where path.contains(placeholder) {
            path = path.replacingOccurrences(of: placeholder, with: "iphone-16-pro")
        }
        if method == "POST" {
            return post(path, "{" + rest.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
        }
        return Request(method: "GET", path: path, query: rest.map { ($0.0, CacheIsolationTests.unquoted($0.1)) })
    }

    /// The bytes of the request a cache key may keep: path and query, or body.
    static func clientBytes(_ request: Request) -> Int {
        request.path.utf8.count + request.body.count
            + request.query.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 2 }
    }

    @Test func everyNameEveryRouteReadsIsCountedOrRefused() {
        let service = buildService(configuration: ServerConfiguration())
        var problems: [Finding] = [], audited = 0, counted = 0
        for (route, method, base) in Self.bases(service.routes) {
            let placeholders = route.path.split(separator: "/").filter { $0.hasPrefix("{") }.map {
                String($0.dropFirst().dropLast())
            }
            for name in route.descriptor.parameters.filter({ $0.location != .path }).map(\.name) + placeholders {
                let own = base.first { $0.0 == name }?.1
                // The caps a value may meet (the general one and the tighter ones), and one byte past the general.
                let cap = Parameters.maximumTextBytes
                let lengths = [(64, false), (DevicesAnswers.maximumSearchBytes, false), (cap, false)]
                for (bytes, mustRefuse) in lengths + [(cap + 1, !placeholders.contains(name))] {
                    for value in Self.longValues(for: own, bytes: bytes) {
                        audited += 1
                        let json = method == "POST" ? "\"\(value)\"" : value
                        let fields = base.filter { $0.0 != name } + [(name, json)]
                        let request = Self.request(route.path, method: method, fields)
                        let what = "\(method) \(route.path) \(name)=<\(value.utf8.count) bytes, \(value.prefix(1))…>"
                        let before = service.cache.statistics
                        let response = service.respond(to: request)
                        let after = service.cache.statistics
                        if response.status >= 500 || (mustRefuse && response.status < 400) {
                            problems.append(Finding(what: what, status: response.status, problem: "must be refused"))
                        } else if response.status >= 400, response.body.count > Self.refusalBytes {
                            problems.append(
                                Finding(
                                    what: what, status: response.status,
                                    problem: "a refusal of \(response.body.count) bytes"))
                        } else if after.entries > before.entries {
                            counted += 1
                            let grown = after.bytes - before.bytes
                            // The body is the cached buffer itself: its capacity is what the entry counts of it.
                            let kept = Self.clientBytes(request) + response.body.capacity + CachedAnswer.overheadBytes
                            if grown < kept {
                                problems.append(
                                    Finding(
                                        what: what, status: response.status,
                                        problem: "cached as \(grown) bytes, less than the \(kept) it holds"))
                            }
                        }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        // The audit reached the routes: hundreds of requests, some of them kept by the cache and counted (most long
        // values are refused, or normalize to a question already kept: 000…852x393 is 852x393).
        #expect(audited > 500 && counted >= 8, "audited \(audited), counted \(counted)")
    }
}
