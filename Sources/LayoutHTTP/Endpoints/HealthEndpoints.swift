import Synchronization

/// `GET /healthz` (liveness), `GET /readyz` (readiness) and `GET /metrics` (Prometheus text).
enum HealthEndpoints {
    /// The liveness answer: static bytes, the ceiling the benchmark compares every route against.
    static let okBody = JSONWire.encode(["status": "ok"])
    static let readyBody = JSONWire.encode(["status": "ready"])

    static let routes: [Route] = [
        .direct("/healthz") { _, _ in .json(okBody) },
        .direct("/readyz") { _, service in
            guard !service.isReady else { return .json(readyBody) }
            return Problem.unavailable(
                service.isDraining
                    ? "The server is shutting down and takes no new work."
                    : "The server is shutting down: it still answers, but load balancers should stop sending it work."
            ).response
        },
        .direct("/metrics") { _, service in
            Response(
                status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
                body: Array(service.metricsText.utf8))
        },
    ]
}
