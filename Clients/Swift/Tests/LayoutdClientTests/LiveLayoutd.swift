import Foundation
import Testing

/// A layoutd process on port 0 for one test: the binary named by `LAYOUTD_BINARY` (scripts/test.sh sets it).
///
/// The test fails, never skips, when the variable is missing or the binary does not start and log its port.
final class LiveLayoutd {
    /// The port the server logged (`layoutd listening on http://127.0.0.1:PORT`).
    let port: Int
    /// `http://127.0.0.1:PORT`.
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }
    private let process: Process

    /// Starts the binary and waits up to 10 s for its listening line.
    init() throws {
        let environment = ProcessInfo.processInfo.environment
        let path = try #require(
            environment["LAYOUTD_BINARY"], "set LAYOUTD_BINARY to the layoutd binary (scripts/test.sh does)")
        let binary = URL(
            fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path), "LAYOUTD_BINARY=\(path): no executable there")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--log-level", "warning"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var log = ""
        var port: Int?
        let deadline = Date().addingTimeInterval(10)
        while port == nil, Date() < deadline, process.isRunning {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { Thread.sleep(forTimeInterval: 0.05); continue }
            log += String(decoding: chunk, as: UTF8.self)
            if let line = log.split(separator: "\n").first(where: { $0.contains("listening on http://") }),
                let digits = line.split(separator: ":").last.map({ $0.prefix(while: \.isNumber) })
            {
                port = Int(digits)
            }
        }
        guard let port else {
            process.terminate()
            throw LaunchFailure(log: log)
        }
        self.port = port
        self.process = process
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    struct LaunchFailure: Error, CustomStringConvertible {
        let log: String
        var description: String { "layoutd did not log its port within 10 s; its output:\n\(log)" }
    }
}
