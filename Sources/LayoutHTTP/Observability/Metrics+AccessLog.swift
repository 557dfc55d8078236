import Synchronization

extension Metrics {
    /// The access log's part of `GET /metrics` (Prometheus text format 0.0.4), appended by
    /// ``render(cache:connections:)``.
    ///
    /// `layoutd_access_log_dropped_lines_total` counts the access lines the process dropped because its log output
    /// did not keep up (a slow or blocked stdout/stderr, the queue full) or refused them (a closed pipe): answering
    /// never waits for the log, and this says what that cost. Process-wide: every server of the process writes
    /// through the same standard error.
    /// - Returns: e.g. `# HELP layoutd_access_log_dropped_lines_total …\n# TYPE … counter\n…_total 0\n`.
    func accessLogExposition() -> String {
        let name = "layoutd_access_log_dropped_lines_total"
        return "# HELP \(name) Access-log lines dropped because the log output did not keep up or refused them.\n"
            + "# TYPE \(name) counter\n"
            + "\(name) \(LogWriter.droppedTotal.load(ordering: .relaxed))\n"
    }
}
