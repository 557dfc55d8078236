import Dispatch
import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutTestSupport
@testable import LayoutHTTPCore

/// The shared cache never answers one question with another's answer.
///
/// Every cached route is described by shapes in ``CacheIsolationTests/table``: fixed fields plus the fields that
/// vary, each with two values that give different answers, any combination of which is a valid question. A pair is
/// a random question and the same question with one field flipped; every field of every shape is flipped in turn,
/// by GET and by POST. All of them are asked of one shared service (in random order, then concurrently), and each
/// answer must equal the answer of a service with the cache off. Leaving any field out of a route's cache key
/// makes two questions of a pair share an entry, so one of them gets the other's answer and this test fails.
struct CacheIsolationTests {
    /// One way of asking a cached route. Values are JSON fragments: `"852x393"` (a string, sent unquoted in a
    /// query) or `3`, `true`. A field named like a path placeholder (`{id}`) goes into the path.
    struct Shape: Sendable {
        let name: String
        let path: String
        var methods = ["GET", "POST"]
        var fixed: [(name: String, value: String)] = []
        let fields: [(name: String, a: String, b: String)]
    }

    /// Route → fields: the hand-written rows, then a row derived from the descriptor of each cached route that has
    /// none here and whose every name gives an `alternative` to its `example` (``derived``). A new field is one line
    /// here. Rules: every combination of the values is a valid question, and flipping any one field of the
    /// all-first-values question changes the answer.
    static let table: [Shape] = written + derived

    /// One row per cached route without a written row whose names all give an example and an alternative, flipping
    /// each between the two (`/problems/{type}`: `unknown-parameter`, `not-found`).
    static let derived: [Shape] = buildService(configuration: ServerConfiguration(), text: TestText.measurer).routes
        .compactMap { route in
            let keyed = route.descriptor.parameters.filter { route.descriptor.cacheKey.contains($0.name) }
            guard !keyed.isEmpty, !written.contains(where: { route.match($0.path) != nil }),
                keyed.allSatisfy({ $0.alternative != nil })
            else { return nil }
            func fragment(_ value: String, _ type: ParameterDescriptor.ValueType) -> String {
                type == .string ? "\"\(value)\"" : value
            }
            return Shape(
                name: "\(route.path) (from its descriptor)", path: route.path,
                methods: route.methods.filter { $0 == "GET" || $0 == "POST" },
                fields: keyed.map { ($0.name, fragment($0.example, $0.type), fragment($0.alternative!, $0.type)) })
        }

    /// A question: the values chosen for a shape's fields (false = a, true = b).
    struct Question: Hashable, Sendable {
        let shape: Int
        let method: String
        let choices: [Bool]
    }

    static func request(_ q: Question) -> Request {
        let shape = table[q.shape]
        var path = shape.path
        var fields: [(String, String)] = shape.fixed
        for (field, b) in zip(shape.fields, q.choices) {
            let value = b ? field.b : field.a
            if path.contains("{\(field.name)}") {
                path = path.replacingOccurrences(of: "{\(field.name)}", with: unquoted(value))
            } else {
                fields.append((field.name, value))
            }
        }
        if q.method == "POST" {
            return post(path, "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
        }
        return Request(method: "GET", path: path, query: fields.map { ($0.0, unquoted($0.1)) })
    }

    static func unquoted(_ fragment: String) -> String {
        fragment.hasPrefix("\"") ? String(fragment.dropFirst().dropLast()) : fragment
    }

    static func describe(_ q: Question) -> String {
        let shape = table[q.shape]
        return "\(q.method) \(shape.name) "
            + zip(shape.fields, q.choices).map { "\($0.name)=\(unquoted($1 ? $0.b : $0.a))" }.joined(separator: "&")
    }

    /// What a client compares: the status and the body as JSON (re-serialized with sorted keys: `/devices/{id}`
    /// writes its `sourceDescriptions` dictionary in hash order, which differs between two computations).
    struct Answer: Equatable, Sendable {
        let status: Int
        let body: [UInt8]
        let hasETag: Bool
        init(_ response: Response) {
            status = response.status
            let parsed = try? JSONSerialization.jsonObject(with: Data(response.body))
            body =
                parsed.flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }.map(
                    Array.init) ?? response.body
            hasETag = response.header("ETag") != nil
        }
    }

    @Test func cachedAnswersNeverMixUpQuestions() {
        // A new seed each run (more pairs over time); LAYOUTD_CACHE_SEED=<seed> replays a failing one.
        let seed =
            ProcessInfo.processInfo.environment["LAYOUTD_CACHE_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 1...UInt64.max)
        var rng = SplitMix64(seed: seed)
        let trials = 4

        // Pairs: a random question and the same with one field flipped, every field of every shape in turn.
        var pairs: [(field: String, a: Question, b: Question)] = []
        for (s, shape) in Self.table.enumerated() {
            for method in shape.methods {
                for (f, field) in shape.fields.enumerated() {
                    for trial in 0..<trials {
                        // The first pair flips one field of the all-first-values question, the others of random ones.
                        var choices = shape.fields.map { _ in trial > 0 && Bool.random(using: &rng) }
                        choices[f] = false
                        let a = Question(shape: s, method: method, choices: choices)
                        choices[f] = true
                        pairs.append(
                            ("\(shape.name) \(field.name)", a, Question(shape: s, method: method, choices: choices)))
                    }
                }
            }
        }
        let questions = Array(Set(pairs.flatMap { [$0.a, $0.b] }))

        // The reference: a service with the cache off answers each question on its own.
        let uncached = buildService(configuration: ServerConfiguration().with(cacheEntries: 0), text: TestText.measurer)
        var expected: [Question: Answer] = [:]
        for q in questions {
            let answer = Answer(uncached.respond(to: Self.request(q)))
            let body = String(decoding: answer.body, as: UTF8.self)
            #expect(
                answer.status == 200,
                "the table must hold valid questions: \(Self.describe(q)) → \(answer.status) \(body)"
            )
            expected[q] = answer
        }
        // Every field must change the answer in at least one pair, or the table could not catch its omission.
        let discriminating = Set(pairs.filter { expected[$0.a] != expected[$0.b] }.map(\.field))
        for field in Set(pairs.map(\.field)) where !discriminating.contains(field) {
            let why = "so the table cannot catch it being left out of the key"
            Issue.record("\(field): its two values never gave different answers, \(why)")
        }

        // The shared service: every question (each asked twice, so some are hits) in random order, then concurrently.
        let order = (questions + questions).shuffled(using: &rng)
        let sequential = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
        let sequentialAnswers = order.map { Answer(sequential.respond(to: Self.request($0))) }
        report(zip(order, sequentialAnswers), expected: expected, run: "in random order", seed: seed)

        let shuffled = order.shuffled(using: &rng)
        let concurrent = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
        for run in ["concurrently, cold", "concurrently, warm"] {
            // `Locked` (pthread), not `Synchronization.Mutex`: TSan cannot see Mutex's futex waits on Linux.
            let answers = Locked<[Answer?]>(Array(repeating: nil, count: shuffled.count))
            let threads = 4
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for i in stride(from: thread, to: shuffled.count, by: threads) {
                    let answer = Answer(concurrent.respond(to: Self.request(shuffled[i])))
                    answers.withLock { $0[i] = answer }
                }
            }
            report(zip(shuffled, answers.withLock { $0 }.map { $0! }), expected: expected, run: run, seed: seed)
        }
        #expect(concurrent.cache.statistics.hits > 0)
    }

    /// One issue per route shape and field at fault, naming the question whose answer came back instead.
    private func report(
        _ asked: some Sequence<(Question, Answer)>, expected: [Question: Answer], run: String, seed: UInt64
    ) {
        var byBody: [[UInt8]: Question] = [:]
        for (q, answer) in expected { byBody[answer.body] = q }
        var wrong: [String: (count: Int, example: String)] = [:]
        for (q, answer) in asked where answer != expected[q] {
            let shape = Self.table[q.shape]
            let other = byBody[answer.body]
            let differing =
                other.map { o in
                    o.shape == q.shape
                        ? zip(shape.fields, zip(q.choices, o.choices)).filter { $1.0 != $1.1 }.map(\.0.name).joined(
                            separator: ", ")
                        : "route shape \(Self.table[o.shape].name)"
                } ?? "no question asked"
            let key = "\(shape.name): got the answer of a question differing in [\(differing)]"
            let got = String(decoding: answer.body.prefix(300), as: UTF8.self)
            let wanted = String(decoding: (expected[q]?.body ?? []).prefix(300), as: UTF8.self)
            let example = "\(Self.describe(q))\n  got      \(got)\n  expected \(wanted)"
            wrong[key, default: (0, example)].count += 1
        }
        for (key, value) in wrong.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(run) (seed \(seed)): \(key), \(value.count) wrong answers, e.g.\n\(value.example)")
        }
    }
}

extension CacheIsolationTests {
    /// The rows of a drawing route's picture options: JSON or SVG, the picture's zoom, legend, labels and colours, and
    /// the same flipped in the export form (PictureExportTests holds it apart from the served one).
    static func pictures(
        name: String, path: String, methods: [String] = ["GET", "POST"], fixed: [(name: String, value: String)]
    ) -> [Shape] {
        let options: [(name: String, a: String, b: String)] = [
            ("zoom", "1", "2"), ("legend", "true", "false"), ("labels", "true", "false"),
            ("colorScheme", #""light""#, #""dark""#),
        ]
        return [
            Shape(
                name: "\(name) as JSON or SVG", path: path, methods: methods, fixed: fixed,
                fields: [("format", #""json""#, #""svg""#)]),
            Shape(
                name: "\(name) picture options", path: path, methods: methods, fixed: fixed + [("format", #""svg""#)],
                fields: options),
            Shape(
                name: "\(name) exported", path: path, methods: methods,
                fixed: fixed + [("format", #""svg""#), ("export", #""figma""#)], fields: options),
        ]
    }
}
