import Foundation
import LayoutFuzzing
@testable import LayoutHTTP
import Testing

/// One list of routes: the service's (``buildService(configuration:catalog:extraRoutes:)``). Everything else that
/// must know every route either derives from it (the fuzzer's selector, the batch endpoint's wording) or is checked
/// against it here, so forgetting a list when adding an endpoint fails a test.
struct RouteListTests {
    static let routes = buildService(configuration: ServerConfiguration()).routes
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func file(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// A route pattern as a regular expression over concrete paths (`/devices/{id}` → `/devices/[^/?&" ]+`; a
    /// placeholder may be a Python f-string's `{d['id']}`).
    static func pattern(_ path: String) -> Regex<Substring> {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
            part.hasPrefix("{") ? #"[^/?&" ]+"# : NSRegularExpression.escapedPattern(for: String(part))
        }
        return try! Regex<Substring>(parts.joined(separator: "/") + #"(?=[?"' ]|$)"#)
    }

    /// openapi.yaml describes every route, and no path the service does not answer.
    @Test func openAPIHasEveryRouteAndNoOther() {
        let spec = Self.file("openapi.yaml")
        let paths = Set(spec.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") else { return nil }
            return String(line.dropFirst(2).dropLast())
        })
        #expect(paths == Set(Self.routes.map(\.path)))
    }

    /// The replica check asks every GET route on both replicas (`scripts/check/replicas-agree.py`), or names it in its
    /// `NOT_COMPARED` with the reason.
    @Test(arguments: routes.filter { $0.methods.contains("GET") }.map(\.path))
    func theReplicaCheckAsks(route: String) {
        let script = Self.file("scripts/check/replicas-agree.py")
        #expect(script.contains(Self.pattern(route)), "scripts/check/replicas-agree.py asks no \(route)")
    }

    /// The mutation harness plants at least one bug in every endpoint file and every answers file
    /// (`scripts/check/mutate.py`).
    @Test(arguments: ["Sources/LayoutHTTP/Endpoints", "Sources/LayoutAnswers/Answers"])
    func everyEndpointAndAnswersFileHasAMutation(folder: String) throws {
        let path = Self.root.appendingPathComponent(folder).path
        let files = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }
        let harness = Self.file("scripts/check/mutate.py")
        let last = folder.split(separator: "/").last.map(String.init) ?? folder
        let missing = files.filter { !harness.contains("\(last)/\($0)") }.sorted()
        #expect(!files.isEmpty && missing.isEmpty, "no mutation in \(missing)")
    }

    /// Every computed route that takes parameters has a row in the cache-isolation table (two questions that
    /// differ in any field never share an answer).
    @Test func theCacheIsolationTableHasEveryParameterizedRoute() {
        let table = Self.file("Tests/LayoutHTTPTests/CacheIsolationTests.swift")
        let parameterized = Self.routes.filter { route in
            guard case .computed = route.handler, route.mediaType == "application/json" else { return false }
            return !Vocabulary.parameters(of: route.path).isEmpty
        }
        let missing = parameterized.map(\.path).filter { !table.contains("path: \"\($0)\"") }
        #expect(missing.isEmpty, "no cache-isolation row for \(missing)")
    }

    /// The fuzzer's selector reaches every route (derived from the list, no cap).
    @Test func theFuzzerReachesEveryRoute() {
        #expect(Set(FuzzInput.routes) == Set(Self.routes.map(\.path)))
        let reached = Set((0..<256).map { FuzzInput.request(from: [UInt8($0), 0x61]).path })
        for route in Self.routes {
            #expect(reached.contains { $0.contains(Self.pattern(route.path)) }, "the fuzzer never asks \(route.path)")
        }
    }

    /// The batch endpoint's refusal names the routes a batch takes, from the list.
    @Test func theBatchNamesItsRoutesFromTheList() {
        let service = buildService(configuration: ServerConfiguration())
        let answer = service.respond(to: post("/batch", #"{"questions":[{"path":"/nowhere"}]}"#)).bodyText
        for route in Self.routes where BatchEndpoint.isBatchable(route) {
            #expect(answer.contains(route.path), "\(route.path) missing from: \(answer)")
        }
    }
}

extension String {
    func contains(_ regex: Regex<Substring>) -> Bool { (try? regex.firstMatch(in: self)) != nil }
}
