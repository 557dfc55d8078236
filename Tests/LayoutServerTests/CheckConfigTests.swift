import ArgumentParser
import Foundation
import LayoutHTTP
import LayoutServer
import Testing
import LayoutAnswers
import LayoutHTTPCore

/// `layoutd check-config` on real files it reads from disk: temporary ones, removed afterwards.
struct CheckConfigTests {
    /// Writes `files` (name → contents) to a fresh temporary folder, runs `body` with their paths, removes them.
    private func withFiles(_ files: [String: String], _ body: ([String: String]) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String: String] = [:]
        for (name, contents) in files {
            let url = folder.appendingPathComponent(name)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            paths[name] = url.path
        }
        try body(paths)
    }

    private func check(_ arguments: [String], env: [String: String] = [:]) throws -> (ok: Bool, message: String) {
        try LayoutdCommand.CheckConfig.parse(arguments).check(environment: env)
    }

    /// What `run()` ends with: the exit code it throws.
    private func exitCode(_ arguments: [String]) throws -> Int32? {
        let command = try LayoutdCommand.CheckConfig.parse(arguments)
        do {
            try command.run()
            return nil
        } catch let exit as ExitCode {
            return exit.rawValue
        }
    }

    @Test func goodFileAndItsCatalogPass() throws {
        try withFiles([
            "good.json": #"{"port": 9123, "logFormat": "json", "accessLog": false, "devicesFile": ""}"#,
            "with-catalog.json": #"{"devicesFile": "DEVICES"}"#,
        ]) { paths in
            let report = try check(["--config", paths["good.json"]!])
            #expect(report.ok, "\(report.message)")
            #expect(report.message.contains("configuration OK (file \(paths["good.json"]!))"), "\(report.message)")
            #expect(report.message.contains("127.0.0.1:9123"))
            #expect(report.message.contains("device catalog (embedded)"))
            #expect(try exitCode(["--config", paths["good.json"]!]) == 0)

            // The catalog a file names is loaded and validated too: the embedded one, written out, passes.
            try withFiles(["devices.json": EmbeddedCatalog.json]) { catalogs in
                let config = paths["with-catalog.json"]!
                try String(contentsOfFile: config, encoding: .utf8).replacingOccurrences(
                    of: "DEVICES", with: catalogs["devices.json"]!
                )
                .write(toFile: config, atomically: true, encoding: .utf8)
                let report = try check(["--config", config])
                #expect(report.ok, "\(report.message)")
                #expect(
                    report.message.contains(
                        "device catalog \(catalogs["devices.json"]!), \(DeviceCatalog.bundled.devices.count) models"))
            }
        }
    }

    @Test func badFilesFailNamingWhatIsWrong() throws {
        try withFiles([
            "typo.json": #"{"prot": 8080}"#,
            "range.json": #"{"port": 70000}"#,
            "not-json.json": "port = 8080",
            "bad-catalog.json": #"{"devicesFile": "CATALOG"}"#,
            "catalog.json": #"{"devices": []}"#,
        ]) { paths in
            for (name, expected) in [
                ("typo.json", "unknown setting \"prot\""),
                ("range.json", "port must be a whole number from 0 to 65535"),
                ("not-json.json", "not-json.json"),
            ] {
                let report = try check(["--config", paths[name]!])
                #expect(!report.ok, "\(name)")
                #expect(report.message.contains("configuration invalid (file \(paths[name]!))"), "\(report.message)")
                #expect(report.message.contains(expected), "\(report.message)")
                #expect(try exitCode(["--config", paths[name]!]) == 1)
            }

            let config = paths["bad-catalog.json"]!
            try #"{"devicesFile": "\#(paths["catalog.json"]!)"}"#.write(
                toFile: config, atomically: true, encoding: .utf8)
            let report = try check(["--config", config])
            #expect(!report.ok)
            #expect(report.message.contains("device catalog \(paths["catalog.json"]!):"), "\(report.message)")
            #expect(try exitCode(["--config", config]) == 1)
        }
        let missing = try check(["--config", "/nonexistent/layoutd.json"])
        #expect(!missing.ok)
        #expect(missing.message.contains("cannot read configuration file /nonexistent/layoutd.json"))
    }

    @Test func flagsAndEnvironmentAreCheckedToo() throws {
        #expect(try check([]).ok)
        let flag = try check(["--log-format", "xml"])
        #expect(!flag.ok && flag.message.contains("--log-format"), "\(flag.message)")
        let env = try check([], env: ["LAYOUTD_WORKERS": "many"])
        #expect(!env.ok && env.message.contains("LAYOUTD_WORKERS"), "\(env.message)")
        let missingCatalog = try check(["--devices-file", "/nonexistent/devices.json"])
        #expect(
            !missingCatalog.ok && missingCatalog.message.contains("cannot read the file"), "\(missingCatalog.message)")
    }
}
