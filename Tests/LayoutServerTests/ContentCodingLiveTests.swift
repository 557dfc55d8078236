import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Testing
import LayoutHTTPCore

/// Every content coding over a real socket, decoded by tools that share no code with the server's encoders: the
/// `zstd` command (scripts/setup.sh --test installs it) and Python's `gzip` module. An attacker's `Accept-Encoding`
/// (thousands of codings, refusals, odd weights) fits the header budget (`connectionMemoryBytes`, 16 KiB) and is
/// answered in the coding its rules give.
@Suite(.serialized)
struct ContentCodingLiveTests {
    private func withServer(_ body: (HTTPServer) throws -> Void) throws {
        let server = try HTTPServer.start(
            service: buildService(
                configuration: ServerConfiguration().with(port: 0, drainSeconds: 1), compressor: .standard))
        defer { server.shutdown() }
        try body(server)
    }

    /// What `command` writes to standard output when given the file holding `bytes`; `nil` when it fails.
    private func decoded(_ bytes: [UInt8], by command: [String]) throws -> [UInt8]? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-coded-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? Array(output) : nil
    }

    private static let zstdCommand = ["zstd", "-q", "-d", "-c"]
    private static let gzipCommand = [
        "python3", "-c", "import gzip, sys; sys.stdout.buffer.write(gzip.decompress(open(sys.argv[1], 'rb').read()))",
    ]

    /// A list, a sheet, a picture and a batch, each asked plain, as gzip and as zstd: the coded bodies decode to
    /// the plain bytes, each with its own ETag.
    @Test func everyCodingDecodesToTheIdenticalBytes() throws {
        let questions: [(method: String, target: String, body: String?)] = [
            ("GET", "/devices?limit=1000", nil),
            ("POST", "/swiftui/sheet", #"{"family":"iphone","view":{"type":"padding","content":{"type":"Color"}}}"#),
            ("GET", "/tvgrid?columns=5&format=svg", nil),
            ("POST", "/batch", #"{"questions":[{"path":"/devices","query":{"limit":30}},{"path":"/devices/groups"}]}"#),
        ]
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            for question in questions {
                func ask(_ encoding: String?) throws -> RawHTTPClient.Reply {
                    var headers = question.body == nil ? [:] : ["Content-Type": "application/json"]
                    if let encoding { headers["Accept-Encoding"] = encoding }
                    return try client.request(question.method, question.target, headers: headers, body: question.body)
                }
                let plain = try ask(nil)
                let zstd = try ask("gzip, deflate, br, zstd")
                let gzip = try ask("gzip")
                let name = "\(question.method) \(question.target)"
                #expect(plain.status == 200 && plain.body.count > 1024, "\(name)")
                #expect(plain.headers["content-encoding"] == nil, "\(name)")
                #expect(zstd.headers["content-encoding"] == "zstd" && gzip.headers["content-encoding"] == "gzip")
                #expect(zstd.body.count < plain.body.count && gzip.body.count < plain.body.count, "\(name)")
                #expect(try decoded(zstd.body, by: Self.zstdCommand) == plain.body, "\(name) as zstd")
                #expect(try decoded(gzip.body, by: Self.gzipCommand) == plain.body, "\(name) as gzip")
                if question.target != "/batch" {
                    let tags = [plain, zstd, gzip].compactMap { $0.headers["etag"] }
                    #expect(Set(tags).count == 3, "\(name): \(tags)")
                }
            }
        }
    }

    /// `Accept-Encoding` values an attacker can send within the 16 KiB of request line and headers: each is read
    /// in one pass and answered in the coding its rules give (zstd where taken, else gzip, else identity).
    @Test func acceptEncodingGamesAreAnsweredWithinTheHeaderBudget() throws {
        let codings = (0..<2_000).map { "x-\($0)" }.joined(separator: ",")
        let games: [(value: String, coding: String?)] = [
            (codings + ", zstd;q=0, gzip;q=0.5", "gzip"),
            (codings + ", zstd;q=0.001", "zstd"),
            (Array(repeating: "zstd;q=0", count: 1_500).joined(separator: ",") + ",*", "gzip"),
            (Array(repeating: "identity;q=0", count: 1_000).joined(separator: ","), nil),
            (Array(repeating: "gzip;q=0.5;x=y", count: 900).joined(separator: ", ") + ", zstd;q=0", "gzip"),
            (String(repeating: " ", count: 12_000) + "zstd", "zstd"),
            ("ZStd;Q=0.9, GZIP", "zstd"),
            ("*;q=0, identity;q=0", nil),
        ]
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            let plain = try client.request("GET", "/devices?limit=40")
            for game in games {
                #expect(game.value.utf8.count < 15_000)
                let reply = try client.request("GET", "/devices?limit=40", headers: ["Accept-Encoding": game.value])
                let label = String(game.value.prefix(40))
                #expect(reply.status == 200, "\(label)")
                #expect(reply.headers["content-encoding"] == game.coding, "\(label)")
                #expect(reply.headers["vary"] == "Accept-Encoding", "\(label)")
                let command = game.coding == "zstd" ? Self.zstdCommand : Self.gzipCommand
                let body = game.coding == nil ? reply.body : try decoded(reply.body, by: command)
                #expect(body == plain.body, "\(label)")
            }
        }
    }
}
