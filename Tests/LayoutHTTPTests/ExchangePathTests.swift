import Foundation
@testable import LayoutHTTP
import LayoutGeometry
import LayoutHTTPTestSupport
import Logging
import Synchronization
import Testing
@testable import LayoutHTTPCore

/// Every route of the service's route list (the one `docs/routes.json` is, ``RouteListTests``), asked on each path an
/// answer can take in memory: its example computed, then again (a cached answer for a computed route), a preflight, a
/// problem of the router (a method it does not take), a deprecated name where the example uses a renamed one, the
/// problems the transport sends itself (413, too many parameters, stopped, shed 503: answered through the service and
/// recorded through its one entry point, as `AccessHandler` does), and again while draining. Each response carries
/// the response pipeline's fields, and each exchange is counted exactly once: one more request in `/metrics` under
/// its route and status, one access line.
///
/// The example of a route is its documented one (README's "Ask it", docs/*.md, openapi's `x-question`): the
/// question ``ReadmeExampleTests/everyRouteHasAnExample(_:)`` requires of every route.
struct ExchangePathTests {
    static let origin = "https://design.example"

    /// Each route path with the example request that reaches it first in matching order.
    static let examples: [(path: String, request: Request)] = {
        let routes = RouteListTests.routes
        let asked = ReadmeExampleTests.examples.map(\.request) + OpenAPIExampleTests.answered.map(\.request)
        return routes.compactMap { route in
            asked.first { request in
                route.methods.contains(request.method) && routes.first { $0.match(request.path) != nil } === route
            }.map { (route.path, $0) }
        }
    }()

    @Test func everyRouteHasAnExampleToAsk() {
        #expect(Self.examples.map(\.path) == RouteListTests.routes.map(\.path))
    }

    /// The access lines written, each one `request` event.
    final class Lines: LogHandler, @unchecked Sendable {
        private let lines = Locked<[String]>([])
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            let id = event.metadata?["requestID"].map { "\($0)" } ?? "-"
            lines.withLock { $0.append("\(event.message) \(event.metadata?["path"] ?? "") \(id)") }
        }
        var count: Int { lines.withLock { $0.count } }
        /// The last line: its message, path and request id (`-` for none).
        var last: String? { lines.withLock { $0.last } }
    }

    /// Requests answered (the latency histogram's count), from `/metrics`' text.
    static func answered(_ service: LayoutService) -> Int {
        let line = service.metricsText.split(separator: "\n").first {
            $0.hasPrefix("layoutd_http_request_duration_seconds_count ")
        }
        return line.flatMap { Int($0.split(separator: " ")[1]) } ?? -1
    }

    /// One exchange on one path: its response carries the pipeline's fields, and it is counted once.
    struct Asking {
        let service: LayoutService
        let lines: Lines
        let log: AccessLog

        init(draining: Bool = false) {
            service = buildService(configuration: ServerConfiguration().with(corsOrigin: ExchangePathTests.origin))
            if draining { service.beginDraining() }
            let lines = Lines()
            self.lines = lines
            log = AccessLog(logger: Logger(label: "exchange") { _ in lines }, enabled: true)!
        }

        /// Asks in memory (the router, the cache, the computation) and checks the response and its records.
        @discardableResult
        func ask(_ request: Request, _ what: String, route: String, id: String) -> Response {
            var tagged = request
            tagged.addHeader("X-Request-ID", id)
            return check(what, route: route, id: id) { service.respond(to: tagged, accessLog: log) }
        }

        /// A problem the transport sends itself, answered and recorded as `AccessHandler` answers and records it.
        func refuse(_ problem: Problem, _ request: Request, _ what: String, id: String) {
            var tagged = request
            tagged.addHeader("X-Request-ID", id)
            check(what, route: "unmatched", id: id, closing: true) {
                let started = Platform.monotonicNanoseconds()
                let response = service.answer(problem, to: tagged, closing: true)
                service.finished(
                    route: "unmatched", method: tagged.method, status: response.status, bytes: response.body.count,
                    startedAt: started, accessLog: log
                ) { (tagged.path, RequestID.echoed(by: response)) }
                return response
            }
        }

        @discardableResult
        private func check(
            _ what: String, route: String, id: String, closing: Bool = false, _ exchange: () -> Response
        ) -> Response {
            let (total, lineCount) = (ExchangePathTests.answered(service), lines.count)
            let before = (200...599).map { service.metrics.count(route: route, status: $0) }
            let response = exchange()
            let after = (200...599).map { service.metrics.count(route: route, status: $0) }
            #expect(ExchangePathTests.answered(service) == total + 1, "\(what): counted once in all")
            #expect(after[response.status - 200] == before[response.status - 200] + 1, "\(what): once, \(route)")
            let (sumAfter, sumBefore): (Int, Int) = (after.reduce(0, +), before.reduce(0, +))
            #expect(sumAfter == sumBefore + 1, "\(what): under one status only")
            #expect(lines.count == lineCount + 1, "\(what): one access line")
            #expect(response.header("Access-Control-Allow-Origin") == origin, "\(what)")
            #expect(response.header("Access-Control-Expose-Headers") == "ETag, X-Request-ID, Deprecation, Link")
            #expect(response.header("Timing-Allow-Origin") == origin, "\(what)")
            let varies = response.headers.filter { $0.name == "Vary" }.map(\.value)
            #expect(varies.count == 1 && varies.first?.hasSuffix("Origin") == true, "\(what): \(varies)")
            #expect(response.headers.filter { $0.name == "X-Request-ID" }.map(\.value) == [id], "\(what)")
            let closes = closing || service.isDraining
            #expect(
                response.headers.filter { $0.name == "Connection" }.map(\.value) == (closes ? ["close"] : []),
                "\(what)")
            return response
        }
    }

    /// The transport's own problems, as it sends them.
    static let refusals: [(String, Problem)] = [
        ("413", .payloadTooLarge(limit: 65_536)),
        ("too many parameters", .tooManyParameters(limit: 256)),
        ("too many connections", .tooManyConnections(limit: 16)),
        ("stopped", .stopped(.deadline)),
        ("shed 503", .overloaded("Ask again in a second.")),
    ]

    @Test(arguments: ExchangePathTests.examples.map(\.path))
    func everyPathCarriesThePipelinesFieldsAndIsRecordedOnce(_ path: String) throws {
        let example = try #require(Self.examples.first { $0.path == path }?.request)
        let route = try #require(RouteListTests.routes.first { $0.path == path })
        let asking = Asking()
        let service = asking.service
        let first = asking.ask(example, "\(path): computed", route: path, id: "first")
        #expect(first.status == 200, "\(path): \(first.bodyText)")
        let hits = service.cache.statistics.hits
        let work = service.metrics.sizeRequests.load(ordering: .relaxed)
        let second = asking.ask(example, "\(path): again", route: path, id: "second")
        #expect(second.status == 200, "\(path): \(second.bodyText)")
        if route.descriptor.kind == .computed {
            #expect(second.body == first.body, "\(path)")
            #expect(service.cache.statistics.hits == hits + 1, "\(path): the second is a cached answer")
            #expect(service.metrics.sizeRequests.load(ordering: .relaxed) == work, "\(path): no work recorded twice")
        }
        let preflight = Request(method: "OPTIONS", path: example.path)
        #expect(asking.ask(preflight, "\(path): preflight", route: path, id: "options").status == 204)
        let wrong = Request(method: "DELETE", path: example.path)
        #expect(asking.ask(wrong, "\(path): a method it does not take", route: path, id: "delete").status == 405)
        for rename in Vocabulary.renames where rename.routes.contains(path) {
            guard let index = example.query.firstIndex(where: { $0.name == rename.replacement }) else { continue }
            var old = example
            old.query[index].name = rename.name
            let answer = asking.ask(old, "\(path): \(rename.name)", route: path, id: "old")
            #expect(answer.header("Deprecation") != nil && answer.header("Link")?.contains(rename.name) == true)
        }
        for (what, problem) in Self.refusals {
            asking.refuse(problem, example, "\(path): \(what)", id: "refused")
        }
        let draining = Asking(draining: true)
        draining.ask(example, "\(path): while draining", route: path, id: "draining")
        draining.refuse(.payloadTooLarge(limit: 65_536), example, "\(path): 413 while draining", id: "both")
    }

    /// The access line names the id the response echoed, and none for a request that sent none.
    @Test func theAccessLineNamesTheEchoedID() {
        let asking = Asking()
        asking.ask(Request(method: "GET", path: "/healthz"), "healthz", route: "/healthz", id: "r-7")
        #expect(asking.lines.last == "request /healthz r-7")
        _ = asking.service.respond(to: Request(method: "GET", path: "/healthz"), accessLog: asking.log)
        #expect(asking.lines.last == "request /healthz -")
    }

    /// A problem the transport answers closes its connection while the service drains, even one it would keep open.
    @Test func aProblemAnsweredWhileDrainingClosesItsConnection() {
        let service = buildService(configuration: ServerConfiguration())
        let request = Request(method: "GET", path: "/fit")
        let shed = Problem.overloaded("Ask again in a second.")
        #expect(service.answer(shed, to: request).header("Connection") == nil)
        service.beginDraining()
        #expect(service.answer(shed, to: request).header("Connection") == "close")
    }

    /// The deprecated-name path is taken by at least one route (an example that uses a renamed name's replacement),
    /// and the work of a layout is recorded once, with its exchange.
    @Test func theDeprecatedPathAndTheWorkAreExercised() {
        let renamed = Self.examples.filter { path, request in
            Vocabulary.renames.contains { rename in
                rename.routes.contains(path) && request.query.contains { $0.name == rename.replacement }
            }
        }
        #expect(!renamed.isEmpty)
        let service = buildService(configuration: ServerConfiguration())
        for (_, request) in Self.examples { _ = service.respond(to: request) }
        #expect(service.metrics.sizeRequests.load(ordering: .relaxed) > 0)
    }
}
