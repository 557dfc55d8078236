import Synchronization

/// `GET /healthz` (liveness), `GET /readyz` (readiness) and `GET /metrics` (Prometheus text).
enum HealthEndpoints {
    /// The liveness answer: static bytes, the ceiling the benchmark compares every route against.
    static let okBody = JSONWire.encode(["status": "ok"])
    static let readyBody = JSONWire.encode(["status": "ready"])

    static let routes: [Route] = [
        .direct("/healthz") { _, _ in .json(okBody) },
        .direct("/readyz") { _, service in
            service.isDraining
                ? Problem.unavailable("The server is shutting down and takes no new work.").response
                : .json(readyBody)
        },
        .direct("/metrics") { _, service in
            let connections = service.connectionCount.withLock { $0 }?()
            let text = service.metrics.render(cache: service.cache.statistics, connections: connections)
            return Response(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")], body: Array(text.utf8))
        },
    ]
}
