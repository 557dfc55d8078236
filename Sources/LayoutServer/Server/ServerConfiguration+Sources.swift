import LayoutHTTP
import ArgumentParser
import LayoutAnswers
public import LayoutHTTPCore

/// Reading ``ServerConfiguration`` from flags, environment and a JSON file, as pure functions.
extension ServerConfiguration {
    /// One setting: its names in each source and how to apply a textual value.
    struct Setting: Sendable {
        /// The key in the JSON file, e.g. `cacheEntries`.
        let key: String
        let help: String
        let apply: @Sendable (inout ServerConfiguration, String) throws(ConfigurationError) -> Void
        let current: @Sendable (ServerConfiguration) -> String
        /// What `--help` shows for the value: `--port <n>`.
        var valueName = "text"

        /// `--cache-entries` (`perIPConnectionLimit` → `--per-ip-connection-limit`).
        var flag: String { "--" + words.joined(separator: "-") }

        /// `LAYOUTD_CACHE_ENTRIES`.
        var environmentVariable: String { "LAYOUTD_" + words.joined(separator: "_").uppercased() }

        /// The key split into lower-case words at case changes; a run of capitals (`IP`) is one word.
        private var words: [String] {
            let characters = Array(key)
            var words: [String] = []
            var current = ""
            for (i, c) in characters.enumerated() {
                let startsWord =
                    c.isUppercase && i > 0
                    && (characters[i - 1].isLowercase || (i + 1 < characters.count && characters[i + 1].isLowercase))
                if startsWord {
                    words.append(current)
                    current = ""
                }
                current += c.lowercased()
            }
            return words + [current]
        }
    }

    private static func integer(
        _ key: String, _ help: String, min: Int, _ path: any WritableKeyPath<ServerConfiguration, Int> & Sendable,
        max: Int = Int.max
    ) -> Setting {
        Setting(
            key: key, help: help,
            apply: { (config: inout ServerConfiguration, text: String) throws(ConfigurationError) in
                guard let value = Int(text), value >= min, value <= max else {
                    throw ConfigurationError(
                        "\(key) must be a whole number from \(min) to \(max == Int.max ? "any" : String(max)) (got "
                            + "\"\(text)\")"
                    )
                }
                config[keyPath: path] = value
            }, current: { String($0[keyPath: path]) }, valueName: "n")
    }

    private static func boolean(
        _ key: String, _ help: String, _ path: any WritableKeyPath<ServerConfiguration, Bool> & Sendable
    ) -> Setting {
        Setting(
            key: key, help: help,
            apply: { (config: inout ServerConfiguration, text: String) throws(ConfigurationError) in
                guard let value = Bool(text) else {
                    throw ConfigurationError("\(key) must be true or false (got \"\(text)\")")
                }
                config[keyPath: path] = value
            }, current: { String($0[keyPath: path]) }, valueName: "true|false")
    }

    /// A duration in seconds, from 0 to an hour (fractions allowed).
    private static func seconds(
        _ key: String, _ help: String, _ path: any WritableKeyPath<ServerConfiguration, Double> & Sendable
    ) -> Setting {
        Setting(
            key: key, help: help,
            apply: { (config: inout ServerConfiguration, text: String) throws(ConfigurationError) in
                guard let value = Double(text), value.isFinite, value >= 0, value <= 3_600 else {
                    throw ConfigurationError("\(key) must be a number of seconds from 0 to 3600 (got \"\(text)\")")
                }
                config[keyPath: path] = value
            }, current: { String($0[keyPath: path]) }, valueName: "seconds")
    }

    /// A setting whose values are an enumeration's raw values; `--help` (as the value name) and the error list them.
    private static func choice<Value: RawRepresentable<String> & CaseIterable & Sendable>(
        _ key: String, _ help: String, _ path: any WritableKeyPath<ServerConfiguration, Value> & Sendable
    ) -> Setting {
        let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
        return Setting(
            key: key, help: help,
            apply: { (config: inout ServerConfiguration, text: String) throws(ConfigurationError) in
                guard let value = Value(rawValue: text) else {
                    throw ConfigurationError("\(key) must be one of \(names) (got \"\(text)\")")
                }
                config[keyPath: path] = value
            }, current: { $0[keyPath: path].rawValue }, valueName: Value.allCases.map(\.rawValue).joined(separator: "|")
        )
    }

    /// Every setting, in the order `--help` lists them.
    static let settings: [Setting] = [
        Setting(
            key: "host", help: "Address to bind (IPv4 or IPv6 literal)", apply: { c, v in c.host = v },
            current: { $0.host },
            valueName: "address"),
        integer("port", "TCP port; 0 = any free port (printed at start-up)", min: 0, \.port, max: 65_535),
        integer(
            "metricsPort",
            "Port serving only /metrics and /healthz (the main port then 404s /metrics); -1 = off, 0 = any",
            min: -1, \.metricsPort, max: 65_535),
        integer("httpThreads", "libmicrohttpd poll threads; 0 = one per core", min: 0, \.httpThreads, max: 256),
        integer("workers", "Dispatch workers for uncached answers; 0 = one per core", min: 0, \.workers, max: 256),
        boolean(
            "offloadMisses", "Compute cache misses on the workers (true) or inline on the poll thread (false)",
            \.offloadMisses),
        boolean(
            "lightMissesInline",
            "Compute light misses (one /fit, /sizeclass or /alignment answer) inline even when offloading",
            \.lightMissesInline),
        integer(
            "cacheEntries", "Most answers kept in the LRU cache; 0 disables it", min: 0, \.cacheEntries, max: 10_000_000
        ),
        integer(
            "memoryBudgetBytes", "Bytes for answers in memory: 1/2 answer cache, 1/4 prepared, 1/4 queued to clients",
            min: 1 << 20, \.memoryBudgetBytes, max: 1 << 40),
        integer("maxBodyBytes", "Largest request body in bytes (larger: 413)", min: 1, \.maxBodyBytes, max: 64 << 20),
        integer("connectionLimit", "Most open connections", min: 1, \.connectionLimit, max: 60_000),
        integer("perIPConnectionLimit", "Most connections per client IP; 0 = no limit", min: 0, \.perIPConnectionLimit),
        Setting(
            key: "connectionLimitExempt",
            help: "Addresses exempt from the per-IP limit (a balancer's), comma-separated",
            apply: { (c: inout ServerConfiguration, v: String) throws(ConfigurationError) in
                guard ConnectionGuard.parseAddresses(v) != nil else {
                    throw ConfigurationError(
                        "connectionLimitExempt must be IP address literals separated by commas (got \"\(v)\")")
                }
                c.connectionLimitExempt = v
            }, current: { $0.connectionLimitExempt }, valueName: "addresses"),
        integer(
            "connectionTimeoutSeconds", "Seconds before an idle connection is closed", min: 1,
            \.connectionTimeoutSeconds, max: 86_400),
        integer(
            "requestTimeoutSeconds", "Seconds a begun request may take to arrive (headers, then body)", min: 1,
            \.requestTimeoutSeconds, max: 3_600),
        integer(
            "workQueueLimit", "Heavy computations waiting for a worker at most (past it: 503)", min: 0,
            \.workQueueLimit,
            max: 100_000),
        seconds(
            "workDeadlineSeconds", "Seconds a request's computation may take from its arrival (past it: 503)",
            \.workDeadlineSeconds),
        integer(
            "connectionMemoryBytes", "Per-connection memory for request line and headers", min: 4_096,
            \.connectionMemoryBytes, max: 1 << 20),
        seconds(
            "shutdownDelaySeconds", "Seconds /readyz answers 503 before SIGTERM stops accepting (SIGINT skips it)",
            \.shutdownDelaySeconds),
        seconds("drainSeconds", "Seconds to finish in-flight requests on SIGTERM/SIGINT", \.drainSeconds),
        Setting(
            key: "corsOrigin", help: "Access-Control-Allow-Origin value", apply: { c, v in c.corsOrigin = v },
            current: { $0.corsOrigin },
            valueName: "origin"),
        choice("logLevel", "Least severe log level written", \.logLevel),
        choice("logFormat", "Log lines as text or as one JSON object each", \.logFormat),
        boolean(
            "accessLog", "One info line per request (request id, method, path, status, duration, bytes)", \.accessLog),
        integer("cacheMaxAgeSeconds", "Cache-Control max-age sent with answers", min: 0, \.cacheMaxAgeSeconds),
        Setting(
            key: "devicesFile", help: "Device catalog JSON to load instead of the embedded one",
            apply: { c, v in c.devicesFile = v },
            current: { $0.devicesFile }, valueName: "file"),
        Setting(
            key: "fontDirectories", help: "Comma-separated folders of .ttf/.otf/.ttc fonts Text is measured in",
            apply: { c, v in c.fontDirectories = v.split(separator: ",").map(String.init) },
            current: { $0.fontDirectories.joined(separator: ",") }, valueName: "dirs"),
        Setting(
            key: "fontCascade", help: "Comma-separated fallback families, the default family first",
            apply: { c, v in c.fontCascade = v.split(separator: ",").map(String.init) },
            current: { $0.fontCascade.joined(separator: ",") }, valueName: "families"),
    ]

    /// What `load` found: a configuration, or a request for help.
    public enum LoadResult: Sendable, Equatable {
        case run(ServerConfiguration)
        case help(String)
    }

    /// Builds the configuration `layoutd` would serve with these arguments: flags > environment > file > defaults.
    ///
    /// The pure function behind the command line (no server, no process exit): the arguments go through the same
    /// swift-argument-parser options as `layoutd` itself (``ConfigurationOptions``), then through
    /// ``build(flags:configPath:environment:readFile:)``. The file is `--config PATH`, else `LAYOUTD_CONFIG`, else none
    /// (the embedded defaults apply).
    /// - Parameters:
    ///   - arguments: Command-line arguments without the program name.
    ///   - environment: The process environment.
    ///   - readFile: Reads a file's bytes, or returns `nil` when it cannot (injected so tests need no files).
    /// - Returns: The configuration, or `layoutd --help`'s text when the arguments ask for help.
    /// - Throws: ``ConfigurationError`` naming the bad flag, variable, file key or value.
    public static func load(
        arguments: [String],
        environment: [String: String],
        readFile: (String) -> [UInt8]? = Platform.readFile
    ) throws(ConfigurationError) -> LoadResult {
        let options: ConfigurationOptions
        do {
            options = try ConfigurationOptions.parseChecked(arguments)
        } catch {
            if ConfigurationOptions.exitCode(for: error) == .success { return .help(LayoutdCommand.helpMessage()) }
            throw ConfigurationError(ConfigurationOptions.message(for: error))
        }
        return .run(try options.configuration(environment: environment, readFile: readFile))
    }

    /// Applies the sources in order of precedence: the file, then `LAYOUTD_*` variables, then the flags given.
    /// - Parameters:
    ///   - flags: Setting keys and the text given for them on the command line.
    ///   - configPath: The configuration file to read, if any.
    /// - Throws: ``ConfigurationError`` naming the file, variable or flag at fault.
    static func build(
        flags: [(key: String, value: String)], configPath: String?, environment: [String: String],
        readFile: (String) -> [UInt8]?
    ) throws(ConfigurationError) -> ServerConfiguration {
        var configuration = ServerConfiguration()
        if let configPath {
            guard let bytes = readFile(configPath) else {
                throw ConfigurationError("cannot read configuration file \(configPath)")
            }
            try configuration.apply(file: bytes, path: configPath)
        }
        for setting in settings {
            if let value = environment[setting.environmentVariable] {
                do { try setting.apply(&configuration, value) } catch {
                    throw ConfigurationError("\(setting.environmentVariable): \(error.message)")
                }
            }
        }
        for (key, value) in flags {
            let setting = settings.first { $0.key == key }!
            do { try setting.apply(&configuration, value) } catch {
                throw ConfigurationError("\(setting.flag): \(error.message)")
            }
        }
        return configuration
    }

    /// Applies a JSON configuration file: an object whose keys are setting names. Unknown keys are errors.
    mutating func apply(file bytes: [UInt8], path: String) throws(ConfigurationError) {
        let object: JSONObject
        do { object = try JSONWire.decodeObject(bytes, what: "file") } catch {
            throw ConfigurationError("\(path): \(error.detail)")
        }
        for member in object.sorted(by: { $0.key < $1.key }) {
            let (key, value) = (member.key, member.value)
            guard let setting = Self.settings.first(where: { $0.key == key }) else {
                throw ConfigurationError("\(path): unknown setting \"\(key)\"")
            }
            let text: String
            switch value {
            case .string(let s): text = s
            case .number(let n): text = n == n.rounded() && n.magnitude < 1e15 ? String(Int64(n)) : String(n)
            case .bool(let b): text = String(b)
            default: throw ConfigurationError("\(path): \(key) must be a string or a number")
            }
            do { try setting.apply(&self, text) } catch {
                throw ConfigurationError("\(path): \(error.message)")
            }
        }
    }

    /// Every setting's key and default, as written in `config/layoutd.json`.
    public static var defaultsByKey: [(key: String, value: String)] {
        let defaults = ServerConfiguration()
        return settings.map { ($0.key, $0.current(defaults)) }
    }
}

/// A configuration that cannot be used, with a message naming what is wrong.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}
