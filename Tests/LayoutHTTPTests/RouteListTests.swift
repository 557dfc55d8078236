import Foundation
import LayoutFuzzing
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// One list of routes: the service's (``buildService(configuration:catalog:extraRoutes:)``), built from each
/// endpoint's descriptor. Everything else that must know every route either derives from it (the fuzzer's selector,
/// the batch endpoint's wording, the replica check through `layoutd routes --json`) or is checked against it here,
/// so forgetting a list when adding an endpoint fails a test.
struct RouteListTests {
    static let routes = buildService(configuration: ServerConfiguration()).routes
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func file(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// A script's exit status and output.
    typealias ScriptRun = (status: Int32, output: String)

    /// Runs a repository script with `python3`: its exit status and its standard output (and error, unless
    /// `errors` is false).
    static func python(_ script: String, _ arguments: [String] = [], errors: Bool = true) throws -> ScriptRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent(script).path] + arguments
        let output = Pipe()
        process.standardOutput = output
        if errors { process.standardError = output }
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A route pattern as a regular expression over concrete paths (`/devices/{id}` → `/devices/[^/?&" ]+`; a
    /// placeholder may be a Python f-string's `{d['id']}`).
    static func pattern(_ path: String) -> Regex<Substring> {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
            part.hasPrefix("{") ? #"[^/?&" ]+"# : NSRegularExpression.escapedPattern(for: String(part))
        }
        return try! Regex<Substring>(parts.joined(separator: "/") + #"(?=[?"' ]|$)"#)
    }

    /// docs/routes.json, the route list the generators and checks read without a build
    /// (`scripts/generate/route-facts.py` writes it), is this build's `layoutd routes --json`.
    @Test func theCommittedRouteListingIsTheService() {
        let committed = Self.file("docs/routes.json")
        #expect(committed == EndpointDescriptor.listing(Self.routes) + "\n", "run scripts/generate/route-facts.py")
    }

    /// openapi.yaml's paths are what the endpoints' descriptors give (paths, methods, names, types, choices, ranges,
    /// examples: `scripts/generate/openapi-paths.py`, given this build's `layoutd routes --json`) and agree with
    /// them on the rest (body members, deprecated names, answers); each disagreement names the route and the name.
    @Test func openAPIAgreesWithTheDescriptors() throws {
        let listing = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(getpid()).json")
        try EndpointDescriptor.listing(Self.routes).write(to: listing, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: listing) }
        let run = try Self.python("scripts/generate/openapi-paths.py", ["--check", "--routes", listing.path])
        #expect(run.status == 0, "\(run.output)")
    }

    /// The service's endpoint list (`Service/Generated/EndpointRegistry.swift`) is what
    /// `scripts/generate/endpoint-registry.py` writes from the `Endpoint` types in `Endpoints/` (a new endpoint is
    /// registered by regenerating, never by a hand edit), and every route's own example path reaches that route
    /// first in matching order.
    @Test func theEndpointRegistryIsUpToDate() throws {
        let run = try Self.python("scripts/generate/endpoint-registry.py", ["--check"])
        #expect(run.status == 0, "\(run.output)")
        for route in Self.routes {
            let path = route.path.split(separator: "/", omittingEmptySubsequences: false).map { part in
                part.hasPrefix("{") ? "an-example" : String(part)
            }.joined(separator: "/")
            let first = Self.routes.first { $0.match(path) != nil }
            #expect(first?.path == route.path, "\(path) reaches \(first?.path ?? "nothing") before \(route.path)")
        }
    }

    /// The mutation harness plants at least one bug in every endpoint file and every answers file
    /// (`scripts/check/mutate.py --list`: the hand-written mutations, then those it derives for a file they leave
    /// out).
    @Test(arguments: ["Sources/LayoutHTTP/Endpoints", "Sources/LayoutAnswers/Answers"])
    func everyEndpointAndAnswersFileHasAMutation(folder: String) throws {
        let path = Self.root.appendingPathComponent(folder).path
        let files = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }
        let listed = try Self.python("scripts/check/mutate.py", ["--list"])
        let missing = files.filter { !listed.output.contains("\(folder)/\($0)") }.sorted()
        #expect(
            listed.status == 0 && !files.isEmpty && missing.isEmpty,
            "no mutation, hand-written or derived, in \(missing): \(listed.output.suffix(400))")
    }

    /// Every name the cache key of a route covers (its descriptor's ``EndpointDescriptor/cacheKey``, GET or
    /// POST-only alike) is flipped or fixed by a row of the cache-isolation table for that route (two questions that
    /// differ in any field never share an answer), besides the picture options, which the picture rows flip.
    @Test(arguments: routes.filter { !$0.descriptor.cacheKey.isEmpty }.map(\.path))
    func theCacheIsolationTableFlipsEveryKeyedName(route path: String) throws {
        let route = try #require(Self.routes.first { $0.path == path })
        let shapes = CacheIsolationTests.table.filter { route.match($0.path) != nil }
        let covered = Set(shapes.flatMap { $0.fields.map(\.name) + $0.fixed.map(\.name) })
            .union(shapes.flatMap { shape in route.match(shape.path)?.keys.map { $0 } ?? [] })
        let missing = route.descriptor.cacheKey.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "CacheIsolationTests.table: no row for \(path) flips \(missing)")
    }

    /// Every name a computed route's parse asks for is declared by its descriptor (an old name is read wherever its
    /// replacement is, or by the route the rename names), so the descriptor cannot leave out a name the code reads:
    /// asked with each cache-isolation question of the route (all first values, all second values; pictures as
    /// pictures).
    @Test(arguments: routes.filter { if case .computed = $0.handler { true } else { false } }.map(\.path))
    func theDescriptorNamesEveryNameTheParseAsks(route path: String) throws {
        let route = try #require(Self.routes.first { $0.path == path })
        guard case .computed(let parse) = route.handler else { return }
        let names = route.descriptor.parameters.map(\.name)
        let old =
            Vocabulary.renames.filter { $0.routes.contains(path) }.map(\.name)
            + names.flatMap(Vocabulary.oldNames)
        let declared = Set(names + old)
        var asked = Set<String>()
        let shapes = CacheIsolationTests.table.indices.filter { route.match(CacheIsolationTests.table[$0].path) != nil }
        for index in shapes {
            let shape = CacheIsolationTests.table[index]
            for method in shape.methods {
                for second in [false, true] {
                    let request = CacheIsolationTests.request(
                        .init(shape: index, method: method, choices: shape.fields.map { _ in second }))
                    var parameters =
                        method == "POST"
                        ? Parameters.json(try Negotiation.jsonBody(of: request)) : try Parameters.query(request.query)
                    if shape.fixed.contains(where: { $0.name == "format" }) {
                        parameters.representation = .svg(zoom: 1)
                    }
                    _ = try? parse(&parameters, route.match(request.path) ?? [:])
                    asked.formUnion(parameters.askedNames)
                }
            }
        }
        let undeclared = asked.subtracting(declared).subtracting(["format", "zoom"]).sorted()
        #expect(undeclared.isEmpty, "\(path) reads \(undeclared), which its descriptor does not declare")
        #expect(!shapes.isEmpty || route.descriptor.parameters.isEmpty, "\(path): no cache-isolation row to ask it by")
    }

    /// The fuzzer's selector reaches every route (derived from the list, no cap).
    @Test func theFuzzerReachesEveryRoute() {
        #expect(Set(FuzzInput.routes) == Set(Self.routes.map(\.path)))
        let reached = Set((0..<256).map { FuzzInput.request(from: [UInt8($0), 0x61]).path })
        for route in Self.routes {
            #expect(reached.contains { $0.contains(Self.pattern(route.path)) }, "the fuzzer never asks \(route.path)")
        }
    }

    /// openapi.yaml's operation ids by path (`/fit` → `fitGet`, `fitPost`), read line by line.
    static let operations: [String: [String]] = {
        var found: [String: [String]] = [:]
        var path: String?
        for line in file("openapi.yaml").split(separator: "\n") {
            if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
                path = String(line.dropFirst(2).dropLast())
            } else if !line.hasPrefix(" ") {
                path = nil
            } else if let path, let id = line.split(separator: "operationId: ").dropFirst().first {
                found[path, default: []].append(String(id))
            }
        }
        return found
    }()

    /// `fitGet` → `fit_get`: the module openapi-python-client writes for an operation.
    static func snakeCase(_ id: String) -> String {
        id.reduce(into: "") { out, character in
            if character.isUppercase { out += "_" + character.lowercased() } else { out.append(character) }
        }
    }

    /// Every JSON question the service computes (and the batch) is asked by the typed client that
    /// `scripts/check/typed-client.py` generates from openapi.yaml, by one of its operations: a call written there,
    /// or openapi's example question of the operation (``OpenAPIExampleTests/questions``), which the script asks
    /// through the client and compares with the raw answer.
    @Test(
        arguments: routes.filter { route in
            switch route.handler {
            case .computed: route.mediaType == "application/json"
            case .worker: true
            case .direct: false
            }
        }.map(\.path))
    func theTypedClientAsks(route: String) {
        let script = Self.file("scripts/check/typed-client.py")
        let ids = Self.operations[route] ?? []
        let examples = Set(OpenAPIExampleTests.questions.map(\.operationID))
        #expect(
            ids.contains { script.contains(Self.snakeCase($0) + ".sync(") || examples.contains($0) },
            "scripts/check/typed-client.py calls none of \(ids) for \(route)")
    }

    /// The Swift client's test (`Clients/Swift/Tests`, generated from openapi.yaml) calls every route that answers JSON
    /// through one of its operations (`client.fitGet(`), by hand or in the calls `scripts/generate/route-examples.py`
    /// writes from openapi's example questions (`Generated/`), so a route its generator left out or a changed
    /// contract fails there.
    @Test(arguments: routes.filter { $0.descriptor.mediaTypes.first == "application/json" }.map(\.path))
    func theSwiftClientTestCalls(route: String) throws {
        let folder = Self.root.appendingPathComponent("Clients/Swift/Tests/LayoutdClientTests").path
        let tests = try ["", "Generated/"].flatMap { sub in
            try FileManager.default.contentsOfDirectory(atPath: folder + "/" + sub).filter { $0.hasSuffix(".swift") }
                .map { Self.file("Clients/Swift/Tests/LayoutdClientTests/" + sub + $0) }
        }.joined(separator: "\n")
        let ids = Self.operations[route] ?? []
        #expect(ids.contains { tests.contains(".\($0)(") }, "Clients/Swift/Tests calls none of \(ids) for \(route)")
    }

    /// Every route that draws a picture or writes CSS is rendered in Chromium by `scripts/check/browser-tests.py`.
    @Test(
        arguments: routes.filter {
            $0.drawsPictures || ($0.mediaType.hasPrefix("text/css") && $0.descriptor.kind == .computed)
        }.map(\.path))
    func theBrowserTestsRender(route: String) {
        // browser-tests.py and the modules it runs (browser_*.py).
        let folder = Self.root.appendingPathComponent("scripts/check").path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0 == "browser-tests.py" || ($0.hasPrefix("browser_") && $0.hasSuffix(".py")) }
        let scripts = names.map { Self.file("scripts/check/" + $0) }.joined(separator: "\n")
        #expect(
            names.count > 3 && scripts.contains(Self.pattern(route)), "scripts/check/browser*.py never ask \(route)")
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
