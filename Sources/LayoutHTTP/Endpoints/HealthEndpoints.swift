import LayoutAnswers
import Synchronization
import LayoutHTTPCore

/// `GET /healthz` (liveness), `GET /readyz` (readiness) and `GET /metrics` (Prometheus text).
enum HealthEndpoints: Endpoint {
    static func routes(catalog _: DeviceCatalog) -> [Route] { routes }

    /// The liveness answer: static bytes, the ceiling the benchmark compares every route against.
    static let okBody = JSONWire.encode(["status": "ok"])
    static let readyBody = JSONWire.encode(["status": "ready"])

    static let routes: [Route] = [
        .direct(EndpointDescriptor(path: "/healthz", methods: ["GET"], summary: "Liveness.", kind: .direct)) { _, _ in
            .json(okBody)
        },
        .direct(
            EndpointDescriptor(
                path: "/readyz", methods: ["GET"], summary: "Readiness (503 while shutting down).", kind: .direct)
        ) { _, service in
            guard !service.isReady else { return .json(readyBody) }
            return Problem.unavailable(
                service.isDraining
                    ? "The server is shutting down and takes no new work."
                    : "The server is shutting down: it still answers, but load balancers should stop sending it work."
            ).response
        },
        .direct(
            EndpointDescriptor(
                path: "/metrics", methods: ["GET"], summary: "Prometheus metrics.",
                mediaTypes: ["text/plain; version=0.0.4; charset=utf-8"], kind: .direct)
        ) { _, service in
            Response(
                status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
                body: Array(service.metricsText.utf8))
        },
    ]
}
