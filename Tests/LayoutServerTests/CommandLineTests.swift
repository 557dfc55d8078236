import ArgumentParser
@testable import LayoutHTTP
@testable import LayoutServer
import Testing
@testable import LayoutHTTPCore

/// The `layoutd` command line (swift-argument-parser): version, help, options, and the configuration they build
/// with the environment and a file, all without starting a server.
struct CommandLineTests {
    private func configuration(
        _ arguments: [String], env: [String: String] = [:], files: [String: String] = [:]
    ) throws -> ServerConfiguration {
        let command = try #require(try LayoutdCommand.command(arguments: arguments) as? LayoutdCommand)
        return try command.options.configuration(environment: env) { files[$0].map { Array($0.utf8) } }
    }

    /// The message and exit code `layoutd` would end with for these arguments, when parsing alone ends it.
    private func exit(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try LayoutdCommand.command(arguments: arguments)
            return nil
        } catch {
            return (LayoutdCommand.fullMessage(for: error), LayoutdCommand.exitCode(for: error).rawValue)
        }
    }

    @Test func versionPrintsTheOneConstant() throws {
        let result = try #require(exit(["--version"]))
        #expect(result.message == "layoutd \(layoutdVersion)")
        #expect(result.code == 0)
        #expect(layoutdVersion.split(separator: ".").count == 3)
    }

    @Test func helpListsEverySettingItsVariableAndTheSubcommand() throws {
        // `--help` parses to the parser's own help command, which prints this.
        #expect(try !(LayoutdCommand.command(arguments: ["--help"]) is LayoutdCommand))
        let help = LayoutdCommand.helpMessage()
        for setting in ServerConfiguration.settings {
            #expect(help.contains(setting.flag), "missing \(setting.flag)")
            #expect(help.contains(setting.environmentVariable), "missing \(setting.environmentVariable)")
        }
        for text in ["--config", "--version", "check-config", "--log-format <text|json>", "--access-log <true|false>"] {
            #expect(help.contains(text), "missing \(text)")
        }
        // `load` answers help with the same text.
        #expect(
            try ServerConfiguration.load(arguments: ["-h"], environment: [:]) == .help(LayoutdCommand.helpMessage()))
    }

    @Test func noArgumentsServeTheBuiltInDefaults() throws {
        #expect(try configuration([]) == ServerConfiguration())
        #expect(try LayoutdCommand.command(arguments: []) is LayoutdCommand)
        #expect(try LayoutdCommand.command(arguments: ["check-config"]) is LayoutdCommand.CheckConfig)
    }

    @Test func optionsKeepTheirNamesAndBuildTheConfiguration() throws {
        let built = try configuration([
            "--port", "0", "--cache-entries=5", "--per-ip-connection-limit", "3", "--offload-misses", "false",
            "--log-level", "debug", "--log-format", "json", "--access-log", "false", "--drain-seconds", "1.5",
        ])
        #expect(
            built
                == ServerConfiguration().with(
                    port: 0, offloadMisses: false, cacheEntries: 5, perIPConnectionLimit: 3,
                    drainSeconds: 1.5, logLevel: .debug, logFormat: .json, accessLog: false))
    }

    /// `ConfigurationOptions.flags` is written by hand: every setting must come back from its own flag.
    @Test func flagsNameEverySetting() throws {
        let defaults = ServerConfiguration()
        let arguments = ServerConfiguration.settings.flatMap { [$0.flag, $0.current(defaults)] }
        let options = try ConfigurationOptions.parse(arguments)
        #expect(options.flags.map(\.key) == ServerConfiguration.settings.map(\.key))
        for (flag, value) in options.flags {
            let setting = try #require(ServerConfiguration.settings.first { $0.key == flag })
            #expect(value == setting.current(defaults))
        }
    }

    @Test(arguments: [
        (["--port", "abc"], "--port"),
        (["--port", "65536"], "--port"),
        (["--log-format", "xml"], "--log-format: logFormat must be one of text, json"),
        (
            ["--log-level", "loud"],
            "--log-level: logLevel must be one of trace, debug, info, notice, warning, error, critical"
        ),
        (["--access-log", "yes"], "--access-log: accessLog must be true or false"),
        (["--workers=-1"], "--workers"),
    ])
    func invalidValueNamesTheOption(arguments: [String], message: String) {
        do {
            _ = try configuration(arguments)
            Issue.record("\(arguments) accepted")
        } catch let error as ConfigurationError {
            #expect(error.message.contains(message), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: [
        (["--nope", "1"], "unknown option --nope; see --help"),
        (["--port"], "--port needs a value"),
        (["--log-format=json", "--config"], "--config needs a value"),
        (["check-config", "--devices-file"], "--devices-file needs a value"),
        (["serve-now"], "Unexpected argument 'serve-now'"),
    ])
    func commandLineMistakesAreUsageErrors(arguments: [String], message: String) throws {
        let result = try #require(exit(arguments))
        #expect(result.message.contains(message), "\(result.message)")
        #expect(result.code == ExitCode.validationFailure.rawValue)
    }

    @Test func newSettingsFollowTheSamePrecedence() throws {
        let files = ["/l.json": #"{"logFormat": "json", "accessLog": false, "logLevel": "debug", "port": 1}"#]
        let env = ["LAYOUTD_CONFIG": "/l.json", "LAYOUTD_ACCESS_LOG": "true", "LAYOUTD_LOG_LEVEL": "warning"]
        let built = try configuration(["--log-level", "error"], env: env, files: files)
        #expect(built.logFormat == .json)  // file over default
        #expect(built.accessLog == true)  // environment over file
        #expect(built.logLevel == .error)  // flag over environment
        #expect(built.port == 1)  // file
        #expect(try configuration(["--config", "/l.json", "--log-format", "text"], files: files).logFormat == .text)
    }

    @Test func environmentErrorsNameTheVariable() {
        #expect {
            try configuration([], env: ["LAYOUTD_LOG_FORMAT": "yaml"])
        } throws: { error in
            (error as? ConfigurationError)?.message.hasPrefix("LAYOUTD_LOG_FORMAT: logFormat must be one of text, json")
                == true
        }
    }
}
