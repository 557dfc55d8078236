public import LayoutHTTP
public import Logging

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
public import LayoutHTTPCore

/// Lines a handler wrote, kept in memory.
public final class CapturedLines: Sendable {
    private let lines = Locked<[String]>([])

    /// An empty capture.
    public init() {}

    /// The output that appends each line here.
    public var output: LogOutput { LogOutput { [lines] line in lines.withLock { $0.append(line) } } }
    /// Every line so far, in the order written.
    public var all: [String] { lines.withLock { $0 } }

    /// A logger writing here through ``LayoutLogHandler``.
    public func logger(_ format: LogFormat, level: LogLevel = .trace) -> Logging.Logger {
        Logging.Logger(label: "test") { [output] _ in
            LayoutLogHandler(format: format, level: level, output: output, metadataProvider: nil)
        }
    }

    /// Waits (polling, up to 60 s: a loaded machine may take seconds) for `count` lines (the access log is written
    /// on libmicrohttpd's thread).
    public func waitFor(_ count: Int) -> [String] {
        for _ in 0..<6_000 where all.count < count { usleep(10_000) }
        return all
    }
}

/// Parses one line as a JSON object, recording a failure if it is not exactly one.
public func jsonObject(_ line: String) -> [String: Any] {
    #expect(!line.contains("\n"), "a line holds no newline: \(line)")
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        Issue.record("not one JSON object: \(line)")
        return [:]
    }
    return object
}
