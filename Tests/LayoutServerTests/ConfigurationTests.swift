import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Testing
import LayoutHTTPCore

private struct NotRun: Error {}

struct ConfigurationTests {
    private func load(
        _ arguments: [String] = [], env: [String: String] = [:], files: [String: String] = [:]
    ) throws -> ServerConfiguration {
        let result = try ServerConfiguration.load(arguments: arguments, environment: env) { path in
            files[path].map { Array($0.utf8) }
        }
        guard case .run(let configuration) = result else { throw NotRun() }
        return configuration
    }

    @Test func defaultsApplyWithNoSources() throws {
        let configuration = try load()
        #expect(configuration == ServerConfiguration())
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.maxBodyBytes == 65_536)
        #expect(configuration.corsOrigin == "*")
    }

    @Test func flagsBeatEnvironmentBeatFileBeatDefaults() throws {
        let files = ["/etc/l.json": #"{"port": 9000, "cacheEntries": 5, "workers": 3, "host": "0.0.0.0"}"#]
        let env = ["LAYOUTD_CONFIG": "/etc/l.json", "LAYOUTD_PORT": "9100", "LAYOUTD_CACHE_ENTRIES": "7"]
        let configuration = try load(["--port", "9200"], env: env, files: files)
        #expect(configuration.port == 9200)  // flag
        #expect(configuration.cacheEntries == 7)  // environment over file
        #expect(configuration.workers == 3)  // file over default
        #expect(configuration.host == "0.0.0.0")  // file
        #expect(configuration.maxBodyBytes == 65_536)  // default
    }

    @Test func configFlagOverridesEnvironmentPath() throws {
        let files = ["/a.json": #"{"port": 1}"#, "/b.json": #"{"port": 2}"#]
        #expect(try load(["--config=/b.json"], env: ["LAYOUTD_CONFIG": "/a.json"], files: files).port == 2)
    }

    @Test func flagsAcceptEqualsForm() throws {
        let configuration = try load([
            "--log-level=debug", "--cors-origin", "https://x.example", "--drain-seconds=2.5",
            "--shutdown-delay-seconds=0.5",
        ])
        #expect(configuration.logLevel == .debug)
        #expect(configuration.corsOrigin == "https://x.example")
        #expect(configuration.drainSeconds == 2.5)
        #expect(configuration.shutdownDelaySeconds == 0.5)
        #expect(ServerConfiguration().shutdownDelaySeconds == 2)
        #expect(try load([], env: ["LAYOUTD_SHUTDOWN_DELAY_SECONDS": "0"]).shutdownDelaySeconds == 0)
    }

    @Test(arguments: [
        (["--port", "70000"], [String: String](), "port"),
        (["--nope", "1"], [:], "unknown option --nope"),
        (["--port"], [:], "needs a value"),
        ([], ["LAYOUTD_CACHE_ENTRIES": "-1"], "LAYOUTD_CACHE_ENTRIES"),
        ([], ["LAYOUTD_LOG_LEVEL": "loud"], "logLevel"),
        (["--shutdown-delay-seconds=-1"], [:], "shutdownDelaySeconds must be a number of seconds from 0 to 3600"),
        ([], ["LAYOUTD_SHUTDOWN_DELAY_SECONDS": "nan"], "LAYOUTD_SHUTDOWN_DELAY_SECONDS"),
        (["--config", "/missing.json"], [:], "cannot read"),
        (["--config", "/bad.json"], [:], "unknown setting \"prot\""),
    ])
    func badValuesAreRejectedWithTheirName(arguments: [String], env: [String: String], message: String) {
        do {
            _ = try load(arguments, env: env, files: ["/bad.json": #"{"prot": 1}"#])
            Issue.record("expected an error mentioning \(message)")
        } catch let error as ConfigurationError {
            #expect(error.message.contains(message), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func helpListsEverySetting() throws {
        guard case .help(let text) = try ServerConfiguration.load(arguments: ["--help"], environment: [:]) else {
            Issue.record("no help")
            return
        }
        for flag in [
            "--host", "--port", "--config", "--workers", "--http-threads", "--cache-entries", "--max-body-bytes",
            "--connection-limit", "--per-ip-connection-limit", "--connection-timeout-seconds", "--drain-seconds",
            "--shutdown-delay-seconds", "LAYOUTD_SHUTDOWN_DELAY_SECONDS",
            "--cors-origin", "--log-level", "LAYOUTD_PORT", "LAYOUTD_HOST",
        ] {
            #expect(text.contains(flag), "missing \(flag)")
        }
    }

    /// `config/layoutd.json` documents every setting with exactly the embedded default.
    @Test func shippedConfigFileMatchesEmbeddedDefaults() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("config/layoutd.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let defaults = ServerConfiguration.defaultsByKey
        #expect(Set(object.keys) == Set(defaults.map(\.key)))
        for (key, value) in defaults {
            let shipped = try #require(object[key], "\(key) is not in the shipped file")
            let same: Bool
            if let flag = Bool(value) {
                same = (shipped as? Bool) == flag
            } else if let number = Double(value) {
                // (a JSON `true` for a number fails the load below)
                same = (shipped as? NSNumber)?.doubleValue == number
            } else {
                same = shipped as? String == value
            }
            #expect(same, "\(key): file \(shipped), embedded \(value)")
        }
        // And the file loads to the defaults.
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(try load(["--config", "/c.json"], files: ["/c.json": text]) == ServerConfiguration())
    }
}
