import Foundation
import LayoutAnswers
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// Every `curl` line of the README's "Ask it" block, asked of the service in memory and compared with what its
/// comment promises after `=>`: a `jq -c` result (`.`, paths such as `.a.b`, `[.x, .y]`, `[.list[].id]`), `< N` for a
/// `wc -c` byte count, or a header line for `curl -i … | grep -i '^name'`.
struct ReadmeExampleTests {
    /// One README line, taken apart.
    struct Example: CustomTestStringConvertible, Sendable {
        let line: String
        let request: Request
        /// `jq`, `wc`, or `grep`, with its argument.
        let pipe: (command: String, argument: String)
        let expected: String
        var testDescription: String { String(line.prefix(90)) }
    }

    static let examples: [Example] = curlLines.compactMap(parse)

    /// The lines of the README's "Ask it" block that start with `curl`, then every such line with an expected answer
    /// (`# … => …`) in a ```sh block of `docs/*.md`.
    static let curlLines: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8),
            let section = readme.range(of: "## Ask it"),
            let start = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
            let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex)
        else { return [] }
        var lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("curl ") }
            .map(String.init)
        let docs = root.appendingPathComponent("docs")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).sorted()
        where name.hasSuffix(".md") {
            guard let text = try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8) else {
                continue
            }
            for block in text.components(separatedBy: "```sh\n").dropFirst() {
                let code = block.components(separatedBy: "```").first ?? ""
                lines += code.split(separator: "\n").filter { $0.hasPrefix("curl ") && $0.contains(" => ") }.map(
                    String.init)
            }
        }
        return lines
    }()

    /// Shell words with single quotes, up to an unquoted `#`.
    static func words(_ text: Substring) -> [String] {
        var words: [String] = [], current = "", quoted = false, inWord = false
        for c in text {
            if c == "'" { quoted.toggle(); inWord = true; continue }
            if !quoted && c == " " {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(c); inWord = true
        }
        if inWord { words.append(current) }
        return words
    }

    static func parse(_ line: String) -> Example? {
        guard let hash = line.range(of: "  # "),
            let arrow = line.range(of: " => ", range: hash.lowerBound..<line.endIndex)
        else { return nil }
        let command = line[..<hash.lowerBound]
        let stages = topLevel(String(command), splitOn: "|").map { words(Substring($0)) }
        guard let curl = stages.first, stages.count == 2, let pipe = stages.last, let tool = pipe.first else {
            return nil
        }
        var method = "GET", headers: [String: String] = [:], body = "", target = ""
        var i = 1
        while i < curl.count {
            switch curl[i] {
            case "-X": method = curl[i + 1]; i += 1
            case "-H":
                let parts = curl[i + 1].split(separator: ":", maxSplits: 1)
                headers[String(parts[0])] = parts.count > 1 ? String(parts[1].drop(while: { $0 == " " })) : ""
                i += 1
            case "-d": body = curl[i + 1]; i += 1
            case let word where word.hasPrefix("localhost:8080"):
                target = String(word.dropFirst("localhost:8080".count))
            default: break
            }
            i += 1
        }
        let path = String(target.prefix(while: { $0 != "?" }))
        let query: [(name: String, value: String)] =
            target.contains("?")
            ? target.split(separator: "?", maxSplits: 1)[1].split(separator: "&").map { pair in
                let kv = pair.split(separator: "=", maxSplits: 1).map {
                    String($0).removingPercentEncoding ?? String($0)
                }
                return (kv[0], kv.count > 1 ? kv[1] : "")
            } : []
        let request = Request(method: method, path: path, query: query, headers: headers, body: Array(body.utf8))
        // Options (`jq -c`, `-cS`, `grep -i`) change how a result is printed, never what it is.
        let argument = pipe.dropFirst().filter { !$0.hasPrefix("-") }.joined(separator: " ")
        return Example(
            line: line, request: request, pipe: (tool, argument), expected: String(line[arrow.upperBound...]))
    }

    /// `text` split at `separator` where it stands outside quotes, brackets and parentheses.
    static func topLevel(_ text: String, splitOn separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0, single = false, double = false
        for c in text {
            if c == "'" && !double { single.toggle() }
            if c == "\"" && !single { double.toggle() }
            if !single && !double {
                if c == "[" || c == "(" { depth += 1 } else if c == "]" || c == ")" { depth -= 1 }
            }
            if c == separator && depth == 0 && !single && !double {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts
    }

    /// A `jq` result as a ``JSONValue``, compared as ``OpenAPIExampleTests/same(_:_:)`` compares (Foundation's
    /// objects on Linux do not find `{"a":false}` equal to itself).
    static func value(_ result: Any) throws -> JSONValue {
        let data = try JSONSerialization.data(withJSONObject: result, options: [.fragmentsAllowed])
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// A JSON value as compact text (for a failure's message).
    static func text(_ value: Any?) -> String {
        let data = try? JSONSerialization.data(withJSONObject: value ?? NSNull(), options: [.fragmentsAllowed])
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    /// The `jq` subset the README uses: `.a.b`, `.a[0]`, `.list[].id` (iterates), `[f, g]` (collects), `f | g`
    /// (pipes) and `select(.a == "x" or .b == 1)`.
    static func jq(_ filter: String, _ input: Any) -> [Any] {
        let stages = topLevel(filter, splitOn: "|")
        if stages.count > 1 {
            return stages.reduce([input]) { values, stage in
                values.flatMap { jq(stage.trimmingCharacters(in: .whitespaces), $0) }
            }
        }
        if filter.hasPrefix("select(") && filter.hasSuffix(")") {
            let condition = String(filter.dropFirst("select(".count).dropLast())
            let matches = condition.components(separatedBy: " or ").contains { test in
                let sides = test.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespaces) }
                guard sides.count == 2, let value = jq(sides[0], input).first as? NSObject,
                    let literal = try? JSONSerialization.jsonObject(
                        with: Data(sides[1].utf8), options: [.fragmentsAllowed])
                else { return false }
                return value.isEqual(literal)
            }
            return matches ? [input] : []
        }
        if filter.hasPrefix("[") && filter.hasSuffix("]") {
            let inner = filter.dropFirst().dropLast()
            var parts: [String] = [], depth = 0, current = ""
            for c in inner {
                if c == "[" { depth += 1 } else if c == "]" { depth -= 1 }
                if c == "," && depth == 0 { parts.append(current); current = "" } else { current.append(c) }
            }
            parts.append(current)
            return [parts.flatMap { jq($0.trimmingCharacters(in: .whitespaces), input) }]
        }
        var values: [Any] = [input]
        var rest = Substring(filter)
        while !rest.isEmpty {
            if rest.hasPrefix("[]") {
                values = values.flatMap { ($0 as? [Any]) ?? [] }
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("[") {
                let index = Int(rest.dropFirst().prefix(while: { $0 != "]" })) ?? 0
                values = values.compactMap {
                    ($0 as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? NSNull()
                }
                rest = rest.drop(while: { $0 != "]" }).dropFirst()
            } else if rest.hasPrefix(".") {
                let name = rest.dropFirst().prefix(while: { $0 != "." && $0 != "[" })
                if !name.isEmpty { values = values.map { ($0 as? [String: Any])?[String(name)] ?? NSNull() } }
                rest = rest.dropFirst(1 + name.count)
            } else {
                return []
            }
        }
        return values
    }

    /// Every route that answers a question (computed or a batch: not health, metrics or the playground's files) has
    /// an example here, in the README's "Ask it" block or a ```sh block of `docs/*.md`, or in openapi.yaml (an
    /// operation's example question beside the 200 answer it promises, ``OpenAPIExampleTests``); the list is the
    /// descriptors'.
    @Test(arguments: RouteListTests.routes.filter { $0.descriptor.kind != .direct }.map(\.path))
    func everyRouteHasAnExample(_ path: String) throws {
        let route = try #require(RouteListTests.routes.first { $0.path == path })
        let asked =
            Self.examples.map(\.request) + OpenAPIExampleTests.answered.map(\.request)
        #expect(
            asked.contains { route.match($0.path) != nil && route.methods.contains($0.method) },
            Comment(
                rawValue: "\(route.path): no curl example with an expected answer in README.md's \"Ask it\" or "
                    + "docs/*.md, and no x-question (GET) or request example (POST) beside a 200 example in "
                    + "openapi.yaml"))
    }

    @Test func theReadmeHasExamplesToRun() {
        #expect(Self.curlLines.count >= 20, "README's Ask it block was not read (\(Self.curlLines.count) curl lines)")
        // Every curl line is one this test understands (a line it cannot take apart fails here, never quietly drops
        // out).
        #expect(
            Self.examples.count == Self.curlLines.count,
            "not understood: \(Self.curlLines.filter { line in !Self.examples.contains { $0.line == line } })")
    }

    @Test(arguments: ReadmeExampleTests.examples)
    func readmeExampleAnswersWhatItsCommentSays(_ example: Example) throws {
        let response = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
            .respond(to: example.request)
        switch example.pipe.command {
        case "jq":
            let answer = try JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed])
            let results = Self.jq(example.pipe.argument, answer)
            let expected = try JSONDecoder().decode(JSONValue.self, from: Data(example.expected.utf8))
            #expect(results.count == 1, "\(example.line)")
            let result = try results.first.map(Self.value)
            #expect(
                result.map { OpenAPIExampleTests.same($0, expected) } == true,
                "\(example.line)\n  got \(Self.text(results.first))"
            )
        case "wc":
            let limit = try #require(Int(example.expected.drop(while: { $0 == "<" || $0 == " " })), "\(example.line)")
            #expect(
                example.expected.hasPrefix("<") && response.status == 200 && response.body.count < limit,
                "\(example.line): \(response.body.count) bytes")
        case "grep":
            let name = example.pipe.argument.drop(while: { $0 == "^" })
            let line = response.headers.first { $0.name.lowercased() == name.lowercased() }.map {
                "\($0.name): \($0.value)"
            }
            #expect(line == example.expected, "\(example.line)")
        default:
            Issue.record("\(example.line): the test knows no \(example.pipe.command)")
        }
    }
}
