import LayoutHTTP
public import ArgumentParser
import Dispatch
import Logging
import LayoutAnswers
import LayoutText
public import LayoutHTTPCore

/// The version `layoutd --version` prints.
public let layoutdVersion = "1.0.0"

/// The `layoutd` command line: `layoutd [options]` serves until SIGTERM (then waits `shutdownDelaySeconds` with
/// `/readyz` at 503) or SIGINT (no delay), then drains and exits 0;
/// `layoutd check-config [options]` validates a configuration and its device catalog.
///
/// Serving is the command's own action rather than a default subcommand so that `layoutd --help` lists every
/// setting (swift-argument-parser shows a default subcommand's options only under `layoutd help serve`).
public struct LayoutdCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layoutd",
        abstract: "Apple-platform layout answers over HTTP.",
        usage: """
            layoutd [<options>]                 serve until SIGTERM or SIGINT
            layoutd check-config [<options>]    check the configuration these options give
            layoutd routes --json               print every route's descriptor
            layoutd --version
            """,
        discussion: """
            Settings come from flags > environment (LAYOUTD_*) > configuration file (--config FILE or LAYOUTD_CONFIG) \
            > the defaults built into the binary; `layoutd` with no arguments serves on 127.0.0.1:8080.
            """,
        version: "layoutd \(layoutdVersion)",
        subcommands: [CheckConfig.self, Routes.self]
    )

    @OptionGroup public var options: ConfigurationOptions

    public init() {}

    /// Serves with swift-log as it is (no bootstrap); `layoutd` itself goes through
    /// ``main(arguments:bootstrapLogging:)``.
    public func run() throws { try serve(bootstrapLogging: { _ in }) }

    /// Parses a command line (without the program name) into the command to run, or throws what
    /// ``ParsableCommand/exit(withError:)`` reports (help, version, usage errors).
    public static func command(arguments: [String]) throws -> any ParsableCommand {
        // `routes` takes no configuration options, only its own flag.
        if arguments.first != Routes.configuration.commandName { try ConfigurationOptions.precheck(arguments) }
        return try parseAsRoot(arguments)
    }

    /// Runs the process and never returns.
    /// - Parameter bootstrapLogging: Called once, on this thread, with the configuration about to be served and before
    ///   any logger exists: the executable bootstraps swift-log here (a library must not).
    public static func main(arguments: [String], bootstrapLogging: (ServerConfiguration) -> Void) -> Never {
        do {
            var command = try command(arguments: arguments)
            if let serve = command as? LayoutdCommand { try serve.serve(bootstrapLogging: bootstrapLogging) }
            try command.run()
            exit()
        } catch {
            exit(withError: error)
        }
    }

    /// Serves until SIGTERM or SIGINT; on SIGTERM withdraws readiness for the shutdown delay; drains, exits 0.
    func serve(bootstrapLogging: (ServerConfiguration) -> Void) throws -> Never {
        let configuration: ServerConfiguration
        do { configuration = try options.configuration(environment: Platform.environment) } catch {
            throw ValidationError(error.message)
        }
        bootstrapLogging(configuration)
        // Listen for SIGTERM/SIGINT before anything slow: one that arrives while the catalog loads or the port is
        // bound is kept, and the server stops as soon as it has started.
        Platform.prepareSignals()
        let signalled = DispatchSemaphore(value: 0)
        let firstSignal = Locked<Int32?>(nil)
        let queue = DispatchQueue(label: "layoutd.signals")
        let sources = Platform.terminationSignals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let first = firstSignal.withLock { value in
                    defer { value = value ?? number }
                    return value == nil
                }
                if first { signalled.signal() }
            }
            source.resume()
            return source
        }
        let catalog: DeviceCatalog
        do { catalog = try loadCatalog(configuration) } catch {
            throw ServeFailure("device catalog \(describeCatalog(configuration)): \(error.message)")
        }
        let fonts: FontLibrary
        do {
            fonts = try FontLibrary(directories: configuration.fontDirectories, cascade: configuration.fontCascade)
        } catch {
            throw ServeFailure("fonts: \(error.description) (fontDirectories, fontCascade)")
        }
        let service = buildService(
            configuration: configuration, catalog: catalog, compressor: .standard, text: TextMeasurer(library: fonts))
        let server: HTTPServer
        do { server = try HTTPServer.start(service: service) } catch {
            throw ServeFailure(error.description)
        }
        announce(configuration, port: server.port)
        if let metricsPort = server.metricsPort { announce(configuration, port: metricsPort, what: "metrics") }
        service.logger.info(
            "started",
            metadata: [
                "version": .string(layoutdVersion),
                "pollThreads": .stringConvertible(configuration.effectiveHTTPThreads),
                "workers": .stringConvertible(configuration.effectiveWorkers),
                "cacheEntries": .stringConvertible(configuration.cacheEntries),
            ])

        signalled.wait()
        // SIGTERM (Kubernetes, a rolling restart) leaves the load balancer first; SIGINT (Ctrl-C) drains at once.
        let delay = firstSignal.withLock { $0 } == Platform.interruptSignal ? 0 : configuration.shutdownDelaySeconds
        service.logger.info(
            "shutting down",
            metadata: [
                "shutdownDelaySeconds": .stringConvertible(delay),
                "drainSeconds": .stringConvertible(configuration.drainSeconds),
            ])
        let report = server.shutdown(delaySeconds: delay)
        service.logger.info(
            "stopped",
            metadata: [
                "delayMs": .stringConvertible((report.delayed * 1e6).rounded() / 1e3),
                "drainMs": .stringConvertible((report.seconds * 1e6).rounded() / 1e3),
                "unfinished": .stringConvertible(report.unfinished),
            ])
        withExtendedLifetime(sources) {}
        Platform.exit(0)
    }

    /// The line scripts wait for, on standard output whatever the log level: the port actually bound is its last
    /// word in `text` (`layoutd listening on http://127.0.0.1:8080`); in `json` it is a log object too. A metrics
    /// port follows on a line of its own (`layoutd metrics on http://127.0.0.1:9090`).
    private func announce(_ configuration: ServerConfiguration, port: Int, what: String = "listening") {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let message = "layoutd \(what) on http://\(host):\(port)"
        switch configuration.logFormat {
        case .text:
            Platform.writeOutput(message)
        case .json:
            var logger = Logger(label: "layoutd") { _ in
                LayoutLogHandler(format: .json, level: .info, output: .standardOutput, metadataProvider: nil)
            }
            logger.logLevel = .info
            logger.info("\(message)", metadata: ["port": .stringConvertible(port)])
        }
    }
}

extension LayoutdCommand {
    /// `layoutd check-config [options]`: builds the configuration exactly as serving would, loads and validates the
    /// device catalog it names, prints what it found and exits 0 (usable) or 1 (not).
    public struct CheckConfig: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "check-config",
            abstract:
                "Check a configuration (flags, LAYOUTD_*, --config FILE) and its device catalog; exit 0 if usable, 1 "
                + "if not."
        )

        @OptionGroup public var options: ConfigurationOptions

        public init() {}

        public func run() throws {
            let report = check(environment: Platform.environment)
            if report.ok { Platform.writeOutput(report.message) } else { Platform.writeError(report.message) }
            throw ExitCode(report.ok ? 0 : 1)
        }

        /// The check without printing or exiting.
        /// - Returns: Whether the configuration can be served, and the message saying why (one line).
        public func check(
            environment: [String: String], readFile: (String) -> [UInt8]? = Platform.readFile
        ) -> (ok: Bool, message: String) {
            let file = (options.config ?? environment["LAYOUTD_CONFIG"]).map { "file \($0)" } ?? "no file"
            let configuration: ServerConfiguration
            do { configuration = try options.configuration(environment: environment, readFile: readFile) } catch {
                return (false, "layoutd: configuration invalid (\(file)): \(error.message)")
            }
            let catalog: DeviceCatalog
            do { catalog = try loadCatalog(configuration, readFile: readFile) } catch {
                return (
                    false,
                    "layoutd: configuration invalid (\(file)): device catalog \(describeCatalog(configuration)): "
                        + "\(error.message)"
                )
            }
            return (
                true,
                "layoutd: configuration OK (\(file)): would listen on \(configuration.host):\(configuration.port); "
                    + "device catalog \(describeCatalog(configuration)), \(catalog.devices.count) models"
            )
        }
    }
}

/// The catalog a configuration uses, for messages.
private func describeCatalog(_ configuration: ServerConfiguration) -> String {
    configuration.devicesFile.isEmpty ? "(embedded)" : configuration.devicesFile
}

/// Serving could not start (catalog, address): reported as `Error: …`, exit 1.
struct ServeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
