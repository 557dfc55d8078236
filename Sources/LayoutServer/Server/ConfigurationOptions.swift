import LayoutHTTP
public import ArgumentParser
public import LayoutHTTPCore

/// Every setting as a command-line option (swift-argument-parser), shared by `layoutd` (serve) and
/// `layoutd check-config`.
///
/// Values stay text here: each is checked by its setting (the same check as for `LAYOUTD_*` variables and file
/// keys, so a bad value reads the same from every source, naming the flag). The option names are the settings'
/// keys in kebab case (`perIPConnectionLimit` → `--per-ip-connection-limit`).
public struct ConfigurationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "JSON configuration file (env LAYOUTD_CONFIG); optional, the defaults are built in", valueName: "file"))
    var config: String?

    @Option(help: help("host")) var host: String?
    @Option(help: help("port")) var port: String?
    /// Unconditional: its "off" value, -1, starts with a dash.
    @Option(parsing: .unconditional, help: help("metricsPort")) var metricsPort: String?
    @Option(help: help("httpThreads")) var httpThreads: String?
    @Option(help: help("workers")) var workers: String?
    @Option(help: help("offloadMisses")) var offloadMisses: String?
    @Option(help: help("lightMissesInline")) var lightMissesInline: String?
    @Option(help: help("cacheEntries")) var cacheEntries: String?
    @Option(help: help("memoryBudgetBytes")) var memoryBudgetBytes: String?
    @Option(help: help("maxBodyBytes")) var maxBodyBytes: String?
    @Option(help: help("connectionLimit")) var connectionLimit: String?
    @Option(help: help("perIPConnectionLimit")) var perIPConnectionLimit: String?
    @Option(help: help("connectionLimitExempt")) var connectionLimitExempt: String?
    @Option(help: help("connectionTimeoutSeconds")) var connectionTimeoutSeconds: String?
    @Option(help: help("requestTimeoutSeconds")) var requestTimeoutSeconds: String?
    @Option(help: help("workQueueLimit")) var workQueueLimit: String?
    @Option(help: help("workDeadlineSeconds")) var workDeadlineSeconds: String?
    @Option(help: help("connectionMemoryBytes")) var connectionMemoryBytes: String?
    @Option(help: help("shutdownDelaySeconds")) var shutdownDelaySeconds: String?
    @Option(help: help("drainSeconds")) var drainSeconds: String?
    @Option(help: help("corsOrigin")) var corsOrigin: String?
    @Option(help: help("logLevel")) var logLevel: String?
    @Option(help: help("logFormat")) var logFormat: String?
    @Option(help: help("accessLog")) var accessLog: String?
    @Option(help: help("cacheMaxAgeSeconds")) var cacheMaxAgeSeconds: String?
    @Option(help: help("devicesFile")) var devicesFile: String?
    @Option(help: help("fontDirectories")) var fontDirectories: String?
    @Option(help: help("fontCascade")) var fontCascade: String?

    public init() {}

    /// The settings given as flags, by key (checked against the settings table by `flagsNameEverySetting`).
    var flags: [(key: String, value: String)] {
        let given: [(String, String?)] = [
            ("host", host), ("port", port), ("metricsPort", metricsPort), ("httpThreads", httpThreads),
            ("workers", workers),
            ("offloadMisses", offloadMisses), ("lightMissesInline", lightMissesInline), ("cacheEntries", cacheEntries),
            ("memoryBudgetBytes", memoryBudgetBytes), ("maxBodyBytes", maxBodyBytes),
            ("connectionLimit", connectionLimit), ("perIPConnectionLimit", perIPConnectionLimit),
            ("connectionLimitExempt", connectionLimitExempt), ("connectionTimeoutSeconds", connectionTimeoutSeconds),
            ("requestTimeoutSeconds", requestTimeoutSeconds), ("workQueueLimit", workQueueLimit),
            ("workDeadlineSeconds", workDeadlineSeconds),
            ("connectionMemoryBytes", connectionMemoryBytes),
            ("shutdownDelaySeconds", shutdownDelaySeconds), ("drainSeconds", drainSeconds), ("corsOrigin", corsOrigin),
            ("logLevel", logLevel), ("logFormat", logFormat), ("accessLog", accessLog),
            ("cacheMaxAgeSeconds", cacheMaxAgeSeconds), ("devicesFile", devicesFile),
            ("fontDirectories", fontDirectories), ("fontCascade", fontCascade),
        ]
        return given.compactMap { key, value in value.map { (key, $0) } }
    }

    /// The configuration these options give with this environment: flags > `LAYOUTD_*` > file > defaults.
    /// - Throws: ``ConfigurationError`` naming the flag, variable or file key at fault.
    public func configuration(
        environment: [String: String], readFile: (String) -> [UInt8]? = Platform.readFile
    ) throws(ConfigurationError) -> ServerConfiguration {
        try ServerConfiguration.build(
            flags: flags, configPath: config ?? environment["LAYOUTD_CONFIG"],
            environment: environment, readFile: readFile)
    }

    /// A setting's help line: what it does, its variable and its default.
    private static func help(_ key: String) -> ArgumentHelp {
        let setting = ServerConfiguration.settings.first { $0.key == key }!
        let value = setting.current(ServerConfiguration())
        return ArgumentHelp(
            "\(setting.help) (env \(setting.environmentVariable); default: \(value.isEmpty ? "none" : value))",
            valueName: setting.valueName)
    }

    /// Options that take a value: `--config` and every setting's flag.
    static let valueFlags = Set(["--config"] + ServerConfiguration.settings.map(\.flag))

    /// `parse`, after ``precheck(_:)``.
    static func parseChecked(_ arguments: [String]) throws -> ConfigurationOptions {
        try precheck(arguments)
        return try parse(arguments)
    }

    /// Reports two mistakes in the project's own words before swift-argument-parser words them its way (scripts and
    /// tests match these): an unknown option (`unknown option --x; see --help`) and a value option left last
    /// without its value (`--port needs a value`). Everything else is the parser's to judge.
    static func precheck(_ arguments: [String]) throws {
        var valueFollows = false
        for argument in arguments {
            if valueFollows {
                valueFollows = false
                continue
            }
            guard argument.hasPrefix("-") else { continue }
            let name = String(argument.prefix { $0 != "=" })
            if valueFlags.contains(name) {
                valueFollows = name == argument
            } else if !["-h", "--help", "--version"].contains(name) {
                throw ValidationError("unknown option \(name); see --help")
            }
        }
        if valueFollows, let last = arguments.last { throw ValidationError("\(last) needs a value") }
    }
}
