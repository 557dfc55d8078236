public import Logging

/// How much the server logs: swift-log's seven levels, least severe first.
///
/// The configuration's own type (not swift-log's `Logger.Level`), so code that reads a configuration needs no
/// `import Logging`; ``level`` converts.
public enum LogLevel: String, Sendable, CaseIterable, Comparable {
    case trace, debug, info, notice, warning, error, critical

    /// swift-log's level of the same name.
    public var level: Logging.Logger.Level { Logging.Logger.Level(rawValue: rawValue)! }

    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.level < b.level }
}

/// How log lines look: `text` for people, `json` for collectors (one JSON object per line).
public enum LogFormat: String, Sendable, CaseIterable {
    case text, json
}
