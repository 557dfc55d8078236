/// Reading ``ServerConfiguration`` from flags, environment and a JSON file, as pure functions.
extension ServerConfiguration {
    /// One setting: its names in each source and how to apply a textual value.
    struct Setting: Sendable {
        /// The key in the JSON file, e.g. `cacheEntries`.
        let key: String
        let help: String
        let apply: @Sendable (inout ServerConfiguration, String) throws(ConfigurationError) -> Void
        let current: @Sendable (ServerConfiguration) -> String

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
                let startsWord = c.isUppercase && i > 0
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
        _ key: String, _ help: String, min: Int, _ path: any WritableKeyPath<ServerConfiguration, Int> & Sendable, max: Int = Int.max
    ) -> Setting {
        Setting(key: key, help: help, apply: { (config: inout ServerConfiguration, text: String) throws(ConfigurationError) in
            guard let value = Int(text), value >= min, value <= max else {
                throw ConfigurationError("\(key) must be a whole number from \(min) to \(max == Int.max ? "any" : String(max)) (got \"\(text)\")")
            }
            config[keyPath: path] = value
        }, current: { String($0[keyPath: path]) })
    }

    /// Every setting, in the order `--help` lists them.
    static let settings: [Setting] = [
        Setting(key: "host", help: "Address to bind (IPv4 or IPv6 literal)", apply: { c, v in c.host = v }, current: { $0.host }),
        integer("port", "TCP port; 0 = any free port (printed at start-up)", min: 0, \.port, max: 65_535),
        integer("httpThreads", "libmicrohttpd poll threads; 0 = one per core", min: 0, \.httpThreads, max: 256),
        integer("workers", "Dispatch workers for uncached answers; 0 = one per core", min: 0, \.workers, max: 256),
        Setting(key: "offloadMisses", help: "Compute cache misses on the workers (true) or inline on the poll thread (false)", apply: { (c: inout ServerConfiguration, v: String) throws(ConfigurationError) in
            guard let value = Bool(v) else { throw ConfigurationError("offloadMisses must be true or false (got \"\(v)\")") }
            c.offloadMisses = value
        }, current: { String($0.offloadMisses) }),
        integer("cacheEntries", "Most answers kept in the LRU cache; 0 disables it", min: 0, \.cacheEntries, max: 10_000_000),
        integer("maxBodyBytes", "Largest request body in bytes (larger: 413)", min: 1, \.maxBodyBytes, max: 64 << 20),
        integer("connectionLimit", "Most open connections", min: 1, \.connectionLimit, max: 60_000),
        integer("perIPConnectionLimit", "Most connections per client IP; 0 = no limit", min: 0, \.perIPConnectionLimit),
        integer("connectionTimeoutSeconds", "Seconds before an idle connection is closed", min: 1, \.connectionTimeoutSeconds, max: 86_400),
        integer("connectionMemoryBytes", "Per-connection memory for request line and headers", min: 4_096, \.connectionMemoryBytes, max: 1 << 20),
        Setting(key: "drainSeconds", help: "Seconds to finish in-flight requests on SIGTERM/SIGINT", apply: { (c: inout ServerConfiguration, v: String) throws(ConfigurationError) in
            guard let value = Double(v), value.isFinite, value >= 0, value <= 3_600 else {
                throw ConfigurationError("drainSeconds must be a number of seconds from 0 to 3600 (got \"\(v)\")")
            }
            c.drainSeconds = value
        }, current: { String($0.drainSeconds) }),
        Setting(key: "corsOrigin", help: "Access-Control-Allow-Origin value", apply: { c, v in c.corsOrigin = v }, current: { $0.corsOrigin }),
        Setting(key: "logLevel", help: "debug, info, warning or error", apply: { (c: inout ServerConfiguration, v: String) throws(ConfigurationError) in
            guard let level = LogLevel(rawValue: v) else {
                throw ConfigurationError("logLevel must be one of debug, info, warning, error (got \"\(v)\")")
            }
            c.logLevel = level
        }, current: { $0.logLevel.rawValue }),
        integer("cacheMaxAgeSeconds", "Cache-Control max-age sent with answers", min: 0, \.cacheMaxAgeSeconds),
        Setting(key: "devicesFile", help: "Device catalog JSON to load instead of the embedded one", apply: { c, v in c.devicesFile = v },
                current: { $0.devicesFile }),
    ]

    /// What `load` found: a configuration, or a request for help.
    public enum LoadResult: Sendable, Equatable {
        case run(ServerConfiguration)
        case help(String)
    }

    /// Builds the configuration from all sources: flags > environment > file > defaults.
    ///
    /// The file is `--config PATH`, else `LAYOUTD_CONFIG`, else none (the embedded defaults apply).
    /// - Parameters:
    ///   - arguments: Command-line arguments without the program name.
    ///   - environment: The process environment.
    ///   - readFile: Reads a file's bytes, or returns `nil` when it cannot (injected so tests need no files).
    /// - Throws: ``ConfigurationError`` naming the bad flag, variable, file key or value.
    public static func load(
        arguments: [String],
        environment: [String: String],
        readFile: (String) -> [UInt8]? = Platform.readFile
    ) throws(ConfigurationError) -> LoadResult {
        var flags: [(Setting, String)] = []
        var configPath = environment["LAYOUTD_CONFIG"]
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if argument == "--help" || argument == "-h" { return .help(helpText) }
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                value = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func next() throws(ConfigurationError) -> String {
                if let value { return value }
                guard index < arguments.count else { throw ConfigurationError("\(argument) needs a value") }
                index += 1
                return arguments[index - 1]
            }
            if argument == "--config" {
                configPath = try next()
            } else if let setting = settings.first(where: { $0.flag == argument }) {
                flags.append((setting, try next()))
            } else {
                throw ConfigurationError("unknown option \(argument); see --help")
            }
        }

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
        for (setting, value) in flags {
            do { try setting.apply(&configuration, value) } catch {
                throw ConfigurationError("\(setting.flag): \(error.message)")
            }
        }
        return .run(configuration)
    }

    /// Applies a JSON configuration file: an object whose keys are setting names. Unknown keys are errors.
    mutating func apply(file bytes: [UInt8], path: String) throws(ConfigurationError) {
        let object: [String: JSONValue]
        do { object = try JSONWire.decodeObject(bytes) } catch {
            throw ConfigurationError("\(path): \(error.detail)")
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
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

    /// The `--help` text: every setting with its flag, variable and default.
    public static var helpText: String {
        let defaults = ServerConfiguration()
        var text = """
        layoutd — Apple-platform layout answers over HTTP

        Usage: layoutd [--config FILE] [--SETTING VALUE ...]

        Precedence: flags > environment (LAYOUTD_*) > configuration file > defaults.
          --config FILE   JSON configuration file (env LAYOUTD_CONFIG); optional

        Settings:

        """
        for setting in settings {
            let left = "  \(setting.flag) (\(setting.environmentVariable))"
            text += left.padding(to: 52) + " \(setting.help) [default: \(setting.current(defaults))]\n"
        }
        return text
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

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
