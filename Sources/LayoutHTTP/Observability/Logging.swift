public import Logging
import LayoutAnswers
public import LayoutHTTPCore

/// swift-log's `Logger`, under the name the service has always used (``LayoutService/logger``).
public typealias Logger = Logging.Logger

extension Logging.Logger {
    /// The service's logger: label `layoutd`, at `level`, with whatever handler `LoggingSystem.bootstrap` chose
    /// (`layoutd` bootstraps ``LayoutLogHandler``; before a bootstrap swift-log writes to standard error itself).
    public init(level: LogLevel) {
        self.init(label: "layoutd")
        self.logLevel = level.level
    }
}

/// Where a handler puts each finished line (the newline is the output's business), and where the access log
/// buffers its lines on the way there (``LogWriter``: the service's own lines are written at once, after every access
/// line recorded before them).
public struct LogOutput: Sendable {
    let writer: LogWriter

    /// - Parameter write: Called once per line, from whichever thread logged it (access lines: from the access
    ///   log's writer thread, at most about 250 ms after the request).
    public init(_ write: @escaping @Sendable (String) -> Void) { writer = LogWriter(sink: .lines(write)) }

    /// Lines written to a file descriptor with `write(2)`: the service's own one line at a time, access lines a
    /// buffer at a time.
    /// - Parameters:
    ///   - fileDescriptor: Where to write (not closed by the output).
    ///   - bufferBytes: A thread's access lines are queued for the writer thread once they fill this many bytes.
    ///   - queueBytes: The most bytes of access lines waiting for the descriptor; beyond, lines are dropped and
    ///     counted (`layoutd_access_log_dropped_lines_total`) rather than making a request wait.
    ///   - flushMilliseconds: The longest an access line waits in a thread's buffer.
    public init(
        fileDescriptor: Int32, bufferBytes: Int = 65_536, queueBytes: Int = 4 << 20, flushMilliseconds: Int = 250
    ) {
        writer = LogWriter(
            sink: .fileDescriptor(fileDescriptor), bufferBytes: bufferBytes, queueBytes: queueBytes,
            flushMilliseconds: flushMilliseconds)
    }

    /// Writes one finished line now (after the access lines recorded before it).
    func write(_ line: String) { writer.writeLine(line) }

    /// Standard error: the service's lines and the access log.
    public static let standardError = LogOutput(fileDescriptor: 2)
    /// Standard output (the start-up line scripts wait for, in `json`).
    public static let standardOutput = LogOutput(fileDescriptor: 1)
}

/// The swift-log handler `layoutd` bootstraps: one line per event, `text` or `json`.
///
/// ```
/// text: 2026-05-01T09:30:12.345Z info request bytes=371 durationMs=0.041 method=GET path=/fit requestID=r-1 status=200
/// json: {"time":"2026-05-01T09:30:12.345Z","level":"info","message":"request","bytes":371,"durationMs":0.041,…}
/// ```
///
/// `time` is RFC 3339 in UTC with milliseconds. Metadata follows in key order (the handler's, the metadata
/// provider's, then the event's, later ones winning); in JSON a key that would repeat `time`, `level` or `message`
/// gets a `metadata.` prefix, integers and finite floating-point values are numbers, and nested metadata becomes
/// JSON arrays and objects.
public struct LayoutLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    public let format: LogFormat
    let output: LogOutput

    /// - Parameters:
    ///   - format: `text` or `json`.
    ///   - level: The least severe level written.
    ///   - output: Where lines go; standard error unless a test captures them.
    ///   - metadataProvider: Contextual metadata added to every line (swift-log's global one by default).
    public init(
        format: LogFormat, level: LogLevel, output: LogOutput = .standardError,
        metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider
    ) {
        self.format = format
        self.logLevel = level.level
        self.output = output
        self.metadataProvider = metadataProvider
    }

    /// What `LoggingSystem.bootstrap` takes: every logger gets this handler, format and level. The label is not
    /// written (the process has one logger, `layoutd`).
    public static func factory(format: LogFormat, level: LogLevel) -> @Sendable (String) -> any LogHandler {
        { _ in LayoutLogHandler(format: format, level: level) }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
        if let own = event.metadata { merged.merge(own) { $1 } }
        output.write(
            Self.line(
                format: format, time: Platform.utcTimestamp(), level: event.level,
                message: event.message.description, metadata: merged))
    }

    /// One formatted line, without its newline.
    static func line(
        format: LogFormat, time: String, level: Logger.Level, message: String, metadata: Logger.Metadata
    ) -> String {
        let keys = metadata.keys.sorted()
        switch format {
        case .text:
            var text = "\(time) \(level.rawValue) \(message)"
            for key in keys {
                text += " \(key)=\(textValue(metadata[key]!))"
            }
            return text
        case .json:
            let writer = CompactJSONEncoder.Writer()
            writer.object {
                writer.field("time", time)
                writer.field("level", level.rawValue)
                writer.field("message", message)
                for key in keys {
                    writer.writeKey(["time", "level", "message"].contains(key) ? "metadata." + key : key)
                    writeJSON(metadata[key]!, to: writer)
                }
            }
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }

    /// A metadata value in a text line: bare when it is one plain word, else JSON-quoted.
    private static func textValue(_ value: Logger.Metadata.Value) -> String {
        let text = value.description
        let plain =
            !text.isEmpty
            && !text.utf8.contains { $0 <= 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "=") || $0 == 0x7f }
        if plain { return text }
        let writer = CompactJSONEncoder.Writer()
        writer.writeString(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func writeJSON(_ value: Logger.Metadata.Value, to writer: CompactJSONEncoder.Writer) {
        switch value {
        case .string(let text):
            writer.writeString(text)
        case .stringConvertible(let convertible):
            switch convertible {
            case let number as any BinaryInteger: writer.writeRaw(String(describing: number))
            case let number as Double where number.isFinite: writer.writeNumber(number)
            case let flag as Bool: writer.writeRaw(flag ? "true" : "false")
            default: writer.writeString(convertible.description)
            }
        case .array(let values):
            writer.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { writer.append(UInt8(ascii: ",")) }
                writeJSON(element, to: writer)
            }
            writer.append(UInt8(ascii: "]"))
        case .dictionary(let members):
            writer.object {
                for key in members.keys.sorted() {
                    writer.writeKey(key)
                    writeJSON(members[key]!, to: writer)
                }
            }
        }
    }
}
