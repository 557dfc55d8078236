public import LayoutGeometry
public import LayoutHTTPCore

/// What a route's own handler may ask of the service that runs it: readiness, the metrics text, the route table, a
/// question answered as if asked alone (a batch item) and the compressor. The service (``LayoutService``) conforms;
/// endpoints name only this, so no arrow runs from an endpoint back up to the dispatcher.
///
/// ```swift
/// Route.direct("/readyz") { _, context in context.isReady ? .json(readyBody) : Problem.unavailable("…").response }
/// ```
public protocol RouteContext: Sendable {
    /// Whether `/readyz` answers 200 (false from the start of the shutdown delay).
    var isReady: Bool { get }
    /// Whether shutdown has begun.
    var isDraining: Bool { get }
    /// The Prometheus text of `/metrics`: requests, caches, transport budgets.
    var metricsText: String { get }
    /// Every route, in matching order.
    var routes: [Route] { get }
    /// How answers are compressed.
    var compressor: Compressor { get }
    /// A request answered like one of its own (same router, same cache), on the calling thread, within `budget`
    /// (a batch's questions share the batch's).
    func answerInside(_ request: Request, budget: WorkBudget) -> Response
}

extension RouteContext {
    /// The route a path names (nil when none).
    func route(for path: String) -> Route? {
        routes.first { $0.match(path) != nil }
    }
}
