import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// Two `layoutd` processes, and this one, answer every question byte for byte alike. Swift seeds its hashing per
/// process (unless `SWIFT_DETERMINISTIC_HASHING` is set, which the children never see), so anything written in a
/// dictionary's or a set's order differs between processes while each process agrees with itself: only a second
/// process can catch it. Replicas behind a balancer must agree, or a revalidation that reaches another one misses.
///
/// The questions: every README and docs `curl` example, every openapi.yaml example question, every route's path as
/// listed, each GET route with its placeholders filled by their examples, alone and with each query name's example
/// (answers or refusals, every name reached), each POST-only route with its body members' examples, the richer
/// questions of ``extraQuestions``, each model's routes for every model of `data/devices.json` (its record, CSS,
/// tokens, picture, size class and a `/fit`; every display and orientation of the models with more than one
/// display), and every group, as a group and as a device.
@Suite(.serialized)
struct ProcessDeterminismTests {
    /// Routes whose answers are per process by design.
    static let perProcess: Set<String> = ["/metrics"]

    /// The debug `layoutd` beside this test binary (`swift build --build-tests` builds both).
    static var binary: URL {
        let tests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = tests.deletingLastPathComponent()
        if folder.lastPathComponent == "MacOS" || folder.pathExtension == "xctest" {
            folder = folder.deletingLastPathComponent()
        }
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("layoutd")
    }

    /// Every question, as requests: examples first, then each route's own path.
    static var requests: [Request] {
        var all = ReadmeExampleTests.examples.map(\.request) + OpenAPIExampleTests.questions.map(\.request)
        for route in RouteListTests.routes where !route.path.contains("{") && route.methods.contains("GET") {
            all.append(Request(method: "GET", path: route.path))
        }
        for route in RouteListTests.routes {
            all += exampleQuestions(route.descriptor)
        }
        all += extraQuestions
        for device in CatalogData.devices() {
            guard let id = device["id"] as? String else { continue }
            for suffix in ["", "/css", "/tokens", "?format=svg"] {
                all.append(get("/devices/\(id)\(suffix)"))
            }
            all += [get("/sizeclass?device=\(id)"), get("/fit?device=\(id)&aspectRatio=16:9")]
            for display in (device["displays"] as? [[String: Any]] ?? []).compactMap({ $0["id"] as? String }) {
                for orientation in ["portrait", "landscape"] {
                    all.append(
                        Request(
                            method: "GET", path: "/devices/\(id)",
                            query: [("display", display), ("orientation", orientation)]))
                }
            }
        }
        let groups = json(buildService(configuration: ServerConfiguration()).respond(to: get("/devices/groups")))
        for group in (groups["groups"] as? [[String: Any]] ?? []).compactMap({ $0["id"] as? String }) {
            all += [get("/devices/groups/\(group)"), get("/devices/\(group)")]
        }
        return all.filter { !perProcess.contains($0.path) }
    }

    /// A GET route's path with its placeholders filled by their examples, alone and with each query name's example
    /// (`/fit?aspectRatio=21:9`); a POST-only route's body of its object members' examples (the view, the
    /// proposal, a sheet's lists), the options left at their defaults.
    static func exampleQuestions(_ descriptor: EndpointDescriptor) -> [Request] {
        let parameters = descriptor.parameters
        guard descriptor.methods.contains("GET") else {
            let members = parameters.filter { $0.location == .body && $0.type == .object }
            return [
                post(descriptor.path, "{" + members.map { "\"\($0.name)\":\($0.example)" }.joined(separator: ",") + "}")
            ]
        }
        let path = descriptor.path.split(separator: "/", omittingEmptySubsequences: false).map { part in
            guard part.hasPrefix("{") else { return String(part) }
            return parameters.first { "{\($0.name)}" == part && $0.location == .path }?.example ?? "x"
        }.joined(separator: "/")
        return [Request(method: "GET", path: path)]
            + parameters.filter { $0.location == .query }.map {
                Request(method: "GET", path: path, query: [($0.name, $0.example)])
            }
    }

    /// Questions beyond the examples: pictures zoomed, regions, refusals, a misspelt view type.
    static let extraQuestions: [Request] = {
        let objc =
            #"{"type":"HStack","spacing":0,"children":[{"type":"flexibleFrame","maxWidth":100,"#
            + #""content":{"type":"Rectangle","id":"a"}},{"type":"flexibleFrame","minWidth":100,"#
            + #""content":{"type":"Circle","id":"b"}}]}"#
        let targets = [
            "/tvgrid?columns=5&itemHeight=180&focusedScale=1.1&itemCount=20", "/fit?container=852x393&aspectRatio=21:9",
            "/fit?semantics=swiftui&proposalWidth=300&aspectRatio=1.5",
            "/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30&scale=3",
            "/sizeclass?window=660x1000&idiom=pad",
            "/problems/not-found", "/fit?aspct=1", "/devices/nope", "/devices.css", "/devices.tokens.json",
            "/devices.tokens.json?family=iphone&dimensions=object",
            "/devices/iphone-16-pro?fields=id,screen,safeAreaInsets",
            "/tvgrid?columns=5&itemHeight=180&focusedScale=1.1&titleHeight=40&format=svg&zoom=0.5",
            "/fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9&format=svg",
            "/fit?container=1000x500&content=640x480&mode=fill&scale=3&format=svg&zoom=16",
            "/alignment?alignmentRect=10,10,24,30&scale=3&format=svg&zoom=4",
        ]
        return targets.map { get($0) }
            + [
                #"{"proposal":{"width":150,"height":100},"view":\#(objc)}"#,
                #"{"device":"iphone-16-pro","region":"safeArea","view":\#(objc)}"#,
                #"{"proposal":{"width":150,"height":100},"view":\#(objc),"format":"svg"}"#,
                #"{"proposal":{},"view":{"type":"VStack","children":[{"type":"Rectangel"}]}}"#,
            ].map { post("/swiftui/layout", $0) }
    }()

    /// A running `layoutd --port 0` and the port it listens on.
    final class Child {
        let process = Process()
        let port: Int

        init(_ binary: URL) throws {
            process.executableURL = binary
            process.arguments = ["--port", "0", "--log-level", "info", "--log-format", "text"]
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_DETERMINISTIC_HASHING"] = nil
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let reader = output.fileHandleForReading
            var text = ""
            var found: Int?
            while found == nil {
                let data = reader.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
                if let match = text.firstMatch(of: /listening on http:\/\/[^:\s]+:(\d+)/) { found = Int(match.1) }
            }
            guard let found else {
                process.terminate()
                throw RawHTTPClient.Failure(description: "layoutd did not start: \(text.suffix(500))")
            }
            port = found
            // Its log (an access line per request) is read on, so that a full pipe never blocks it; the last 4 KB
            // are kept for a failure's message.
            let tail = self.tail
            Thread.detachNewThread {
                while case let data = reader.availableData, !data.isEmpty {
                    tail.withLock { $0 = String(($0 + String(decoding: data, as: UTF8.self)).suffix(4096)) }
                }
            }
        }

        /// The end of what the process wrote.
        let tail = Locked("")

        deinit {
            process.interrupt()  // SIGINT: no shutdown delay to wait for
            process.waitUntilExit()
        }
    }

    /// `request` as the bytes a client sends (query percent-encoded again, no `Accept-Encoding`).
    static func wire(_ request: Request) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        let query = request.query.map {
            "\($0.name.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0.name)="
                + "\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0.value)"
        }
        let target = request.path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        var head = "\(request.method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if !request.body.isEmpty || request.method == "POST" { head += "Content-Length: \(request.body.count)\r\n" }
        return head + "\r\n" + String(decoding: request.body, as: UTF8.self)
    }

    @Test func everyAnswerIsTheSameInEveryProcess() throws {
        let requests = Self.requests
        #expect(requests.count >= 40 + 6 * CatalogData.devices().count, "only \(requests.count) questions")
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "no layoutd at \(Self.binary.path)")
        let children = try [Child(Self.binary), Child(Self.binary)]
        let clients = try children.map { try RawHTTPClient(port: $0.port) }
        let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
        var differing: [String] = []
        for request in requests {
            let name = "\(request.method) \(request.path)?\(request.query.map { "\($0.name)=\($0.value)" })"
            let replies = try zip(clients, children).map { client, child -> RawHTTPClient.Reply in
                do {
                    try client.send(Self.wire(request))
                    return try client.readReply(method: request.method)
                } catch {
                    let log = child.tail.withLock { $0 }
                    throw RawHTTPClient.Failure(description: "\(name): \(error); the process wrote:\n\(log)")
                }
            }
            let here = service.respond(to: request)
            if replies[0].body != replies[1].body || replies[0].status != replies[1].status {
                differing.append("\(name): the two processes differ (\(replies[0].status), \(replies[1].status))")
            } else if replies[0].headers["etag"] != replies[1].headers["etag"] {
                let etags = replies.map { $0.headers["etag"] ?? "none" }
                differing.append("\(name): ETags \(etags[0]) and \(etags[1])")
            } else if here.body != replies[0].body {
                differing.append("\(name): this process differs from the children")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(requests.count):\n\(differing.joined(separator: "\n"))")
    }
}
