import Dispatch
import Foundation
@testable import LayoutHTTP
import Testing
import LayoutTestSupport

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
    static let derived: [Shape] = buildService(configuration: ServerConfiguration()).routes.compactMap { route in
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

    static let written: [Shape] = [
        Shape(name: "/fit uikit by aspect", path: "/fit", fields: [
            ("container", #""852x393""#, #""400x300""#),
            ("aspectRatio", #""21:9""#, #""4:3""#),
            ("mode", #""scaleAspectFit""#, #""scaleAspectFill""#),
            ("alignment", #""top""#, #""bottomRight""#),
            ("scale", "3", "2.5"),
            ("rounding", "true", "false"),
        ]),
        Shape(name: "/fit uikit by content", path: "/fit", fields: [
            ("container", #""852x393""#, #""400x300""#),
            ("content", #""1920x1080""#, #""300x500""#),
            ("mode", #""center""#, #""bottomLeft""#),
        ]),
        Shape(name: "/fit uikit on a device", path: "/fit", fixed: [("aspectRatio", #""16:9""#)], fields: [
            ("device", #""iphone-14-pro""#, #""ipad-pro-12-9-inch""#),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
            ("region", #""window""#, #""safeArea""#),
            ("scale", "2", "3"),
        ]),
        Shape(name: "/fit safe area by OS version", path: "/fit", fixed: [("region", #""safeArea""#), ("aspectRatio", #""16:9""#)], fields: [
            ("device", #""iphone-11""#, #""iphone-xr""#),
            ("os", #""13""#, #""14""#),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
        ]),
        Shape(name: "/fit Display Zoom", path: "/fit", fixed: [("aspectRatio", #""16:9""#)], fields: [
            ("device", #""iphone-6-plus""#, #""iphone-6""#),
            ("displayZoom", "false", "true"),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
        ]),
        Shape(name: "/fit aspect-fit guide", path: "/fit", fixed: [("device", #""iphone-14-pro""#), ("region", #""aspectFitGuide""#)], fields: [
            ("aspectRatio", #""4:3""#, #""1:1""#),
            ("content", #""100x50""#, #""30x90""#),
        ]),
        Shape(name: "/fit keyboard guide", path: "/fit",
              fixed: [("region", #""keyboardLayoutGuide""#), ("aspectRatio", #""16:9""#)], fields: [
            ("device", #""iphone-16-pro""#, #""iphone-13""#),
            ("keyboard", #""predictive""#, #""noPredictive""#),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
            ("os", #""26""#, #""18""#),
        ]),
        Shape(name: "/fit swiftui", path: "/fit", fixed: [("semantics", #""swiftui""#)], fields: [
            ("proposalWidth", "200", "300"),
            ("proposalHeight", "200", "100"),
            ("aspectRatio", "0.75", "1.5"),
            ("idealSize", #""30x20""#, #""10x40""#),
            ("mode", #""fit""#, #""fill""#),
            ("scale", "2", "3"),
        ]),
        Shape(name: "/tvgrid by columns", path: "/tvgrid", fields: [
            ("columns", "3", "5"),
            ("screen", #""1920x1080""#, #""1280x720""#),
            ("safeAreaInsets", #""60,80,60,80""#, #""40,60,40,60""#),
            ("horizontalSpacing", "40", "20"),
            ("minimumVerticalSpacing", "100", "50"),
            ("itemHeight", "180", "240"),
            ("focusedScale", "1.1", "1.2"),
            ("titleHeight", "40", "60"),
            ("titlePadding", "20", "10"),
            ("itemCount", "12", "30"),
        ]),
        Shape(name: "/tvgrid by item width", path: "/tvgrid", fields: [
            ("itemWidth", "300", "410"),
            ("itemAspectRatio", #""16:9""#, #""4:3""#),
            ("horizontalSpacing", "40", "20"),
        ]),
        Shape(name: "/alignment from a frame", path: "/alignment", fields: [
            ("frame", #""0,0,130,130""#, #""10,20,44,30""#),
            ("alignmentRectInsets", #""0,0,30,30""#, #""2,4,6,8""#),
            ("layoutDirection", #""leftToRight""#, #""rightToLeft""#),
            ("scale", "2", "3"),
            ("insetsUnit", #""pt""#, #""px""#),
        ]),
        Shape(name: "/alignment directional", path: "/alignment", fields: [
            ("alignmentRect", #""0,0,100,100""#, #""10,20,44,30""#),
            ("directionalInsets", #""0,10,0,0""#, #""5,0,5,20""#),
            ("layoutDirection", #""leftToRight""#, #""rightToLeft""#),
        ]),
        Shape(name: "/alignment tap target", path: "/alignment", fields: [
            ("alignmentRect", #""10,10,24,30""#, #""0,0,30,40""#),
            ("minimumSize", #""44x44""#, #""48x48""#),
            ("scale", "2", "3"),
        ]),
        Shape(name: "/sizeclass by device", path: "/sizeclass", fields: [
            ("device", #""iphone-14-pro""#, #""iphone-14-pro-max""#),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
        ]),
        Shape(name: "/sizeclass iPad multitasking", path: "/sizeclass", fixed: [("device", #""ipad-pro-12-9-inch""#)], fields: [
            ("orientation", #""portrait""#, #""landscapeLeft""#),
            ("multitasking", #""full""#, #""split-2/3""#),
        ]),
        Shape(name: "/sizeclass Display Zoom", path: "/sizeclass", fixed: [("device", #""iphone-6-plus""#)], fields: [
            ("displayZoom", "false", "true"),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
        ]),
        Shape(name: "/sizeclass by display", path: "/sizeclass", fixed: [("device", #""iphone-duo""#)], fields: [
            ("display", #""outer""#, #""inner""#),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
        ]),
        Shape(name: "/fit by display", path: "/fit", fixed: [("device", #""iphone-duo""#), ("aspectRatio", #""16:9""#)],
              fields: [
            ("display", #""outer""#, #""inner""#),
            ("region", #""window""#, #""safeArea""#),
        ]),
        Shape(name: "/sizeclass by window", path: "/sizeclass", fields: [
            ("window", #""400x600""#, #""800x1000""#),
            ("idiom", #""phone""#, #""pad""#),
        ]),
        Shape(name: "/swiftui/layout by proposal", path: "/swiftui/layout", methods: ["POST"], fields: [
            ("proposal", #"{"width":150,"height":100}"#, #"{"width":200,"height":null}"#),
            ("scale", "1", "3"),
            ("view", #"{"type":"HStack","spacing":0,"children":[{"type":"flexibleFrame","maxWidth":100,"content":"#
                + #"{"type":"Rectangle"}},{"type":"flexibleFrame","minWidth":100,"content":{"type":"Rectangle"}}]}"#,
             #"{"type":"VStack","children":[{"type":"Circle","id":"c"},{"type":"Spacer"},{"type":"Rectangle"}]}"#),
        ]),
        Shape(name: "/swiftui/layout on a device", path: "/swiftui/layout", methods: ["POST"],
              fixed: [("view", #"{"type":"padding","content":{"type":"Rectangle"}}"#)], fields: [
            ("device", #""iphone-16-pro""#, #""ipad-pro-12-9-inch""#),
            ("orientation", #""portrait""#, #""landscapeLeft""#),
            ("region", #""window""#, #""safeArea""#),
            ("scale", "2", "3"),
        ]),
        Shape(name: "/devices", path: "/devices", methods: ["GET"], fields: [
            ("family", #""iphone""#, #""ipad""#),
            ("q", #""pro""#, #""max""#),
            ("minWidth", "300", "380"),
            ("maxHeight", "1400", "860"),
            ("scale", "3", "2"),
            ("fields", #""id,name""#, #""id,screen""#),
            ("limit", "5", "3"),
            ("cursor", #""0""#, #""1""#),
        ]),
        Shape(name: "/devices/{id}", path: "/devices/{id}", methods: ["GET"], fields: [
            ("id", #""iphone-14-pro""#, #""ipad-pro-12-9-inch""#),
            ("fields", #""id,name""#, #""id,screen""#),
        ]),
        Shape(name: "/devices/{id} by OS version", path: "/devices/{id}", methods: ["GET"], fields: [
            ("id", #""iphone-11""#, #""iphone-xr""#),
            ("os", #""13""#, #""14""#),
        ]),
        Shape(name: "/devices/{id}/tokens", path: "/devices/{id}/tokens", methods: ["GET"], fields: [
            ("id", #""iphone-11""#, #""iphone-xr""#),
            ("os", #""13""#, #""14""#),
            ("dimensions", #""object""#, #""string""#),
        ]),
        Shape(name: "/devices/{id}/tokens by display", path: "/devices/iphone-duo/tokens", methods: ["GET"], fields: [
            ("display", #""outer""#, #""inner""#),
            ("dimensions", #""object""#, #""string""#),
        ]),
        Shape(name: "/devices/{id}/css by display", path: "/devices/iphone-duo/css", methods: ["GET"], fields: [
            ("display", #""outer""#, #""inner""#),
        ]),
        Shape(name: "/devices/{id} by display", path: "/devices/iphone-duo", methods: ["GET"], fields: [
            ("display", #""outer""#, #""inner""#),
            ("fields", #""id,screen""#, #""id,sizeClasses""#),
        ]),
        Shape(name: "/devices.tokens.json", path: "/devices.tokens.json", methods: ["GET"], fields: [
            ("family", #""watch""#, #""tv""#),
            ("dimensions", #""object""#, #""string""#),
        ]),
        Shape(name: "/devices/groups/{id}", path: "/devices/groups/{id}", methods: ["GET"], fields: [
            ("id", #""ipad-pro-11-inch""#, #""iphone-14-pro""#),
        ]),
        Shape(name: "/devices by identifier and bounds", path: "/devices", methods: ["GET"], fields: [
            ("identifier", #""iPhone15,2""#, #""iPhone15,3""#),
            ("maxWidth", "440", "390"),
            ("minHeight", "800", "860"),
        ]),
        Shape(name: "/devices/{id}/css by OS version", path: "/devices/{id}/css", methods: ["GET"], fields: [
            ("id", #""iphone-11""#, #""iphone-xr""#),
            ("os", #""13""#, #""14""#),
        ]),
        Shape(name: "/devices.css", path: "/devices.css", methods: ["GET"], fields: [
            ("family", #""iphone""#, #""ipad""#),
        ]),
        Shape(name: "/swiftui/layout by display", path: "/swiftui/layout", methods: ["POST"],
              fixed: [("view", #"{"type":"padding","content":{"type":"Rectangle"}}"#), ("device", #""iphone-duo""#)],
              fields: [("display", #""outer""#, #""inner""#)]),
        Shape(name: "/devices/{id} picture", path: "/devices/iphone-16-pro", methods: ["GET"],
              fixed: [("format", #""svg""#)],
              fields: [
            ("orientation", #""portrait""#, #""landscape""#),
            ("aspectRatio", #""4:3""#, #""1:1""#),
            ("keyboard", #""predictive""#, #""hidden""#),
        ]),
    ] + pictures(name: "/fit", path: "/fit", fixed: [("container", #""852x393""#), ("aspectRatio", #""21:9""#)])
        + pictures(name: "/alignment", path: "/alignment",
                   fixed: [("frame", #""0,0,130,130""#), ("alignmentRectInsets", #""0,0,30,30""#)])
        + pictures(name: "/tvgrid", path: "/tvgrid", fixed: [("columns", "3")])
        + pictures(name: "/devices/{id}", path: "/devices/iphone-16-pro", methods: ["GET"], fixed: [])
        + pictures(name: "/swiftui/layout", path: "/swiftui/layout", methods: ["POST"],
                   fixed: [("proposal", #"{"width":150,"height":100}"#), ("view", #"{"type":"Circle","id":"c"}"#)])

    /// The rows of a drawing route's picture options: JSON or SVG, and the picture's zoom, legend and labels.
    static func pictures(
        name: String, path: String, methods: [String] = ["GET", "POST"], fixed: [(name: String, value: String)]
    ) -> [Shape] {
        [
            Shape(name: "\(name) as JSON or SVG", path: path, methods: methods, fixed: fixed, fields: [
                ("format", #""json""#, #""svg""#),
            ]),
            Shape(name: "\(name) picture options", path: path, methods: methods, fixed: fixed + [("format", #""svg""#)],
                  fields: [("zoom", "1", "2"), ("legend", "true", "false"), ("labels", "true", "false")]),
        ]
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
        return "\(q.method) \(shape.name) " + zip(shape.fields, q.choices).map { "\($0.name)=\(unquoted($1 ? $0.b : $0.a))" }.joined(separator: "&")
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
            body = parsed.flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }.map(Array.init) ?? response.body
            hasETag = response.header("ETag") != nil
        }
    }

    @Test func cachedAnswersNeverMixUpQuestions() {
        // A new seed each run (more pairs over time); LAYOUTD_CACHE_SEED=<seed> replays a failing one.
        let seed = ProcessInfo.processInfo.environment["LAYOUTD_CACHE_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
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
                        pairs.append(("\(shape.name) \(field.name)", a, Question(shape: s, method: method, choices: choices)))
                    }
                }
            }
        }
        let questions = Array(Set(pairs.flatMap { [$0.a, $0.b] }))

        // The reference: a service with the cache off answers each question on its own.
        let uncached = buildService(configuration: ServerConfiguration().with(cacheEntries: 0))
        var expected: [Question: Answer] = [:]
        for q in questions {
            let answer = Answer(uncached.respond(to: Self.request(q)))
            #expect(answer.status == 200, "the table must hold valid questions: \(Self.describe(q)) → \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
            expected[q] = answer
        }
        // Every field must change the answer in at least one pair, or the table could not catch its omission.
        let discriminating = Set(pairs.filter { expected[$0.a] != expected[$0.b] }.map(\.field))
        for field in Set(pairs.map(\.field)) where !discriminating.contains(field) {
            Issue.record("\(field): its two values never gave different answers, so the table cannot catch it being left out of the key")
        }

        // The shared service: every question (each asked twice, so some are hits) in random order, then concurrently.
        let order = (questions + questions).shuffled(using: &rng)
        let sequential = buildService(configuration: ServerConfiguration())
        let sequentialAnswers = order.map { Answer(sequential.respond(to: Self.request($0))) }
        report(zip(order, sequentialAnswers), expected: expected, run: "in random order", seed: seed)

        let shuffled = order.shuffled(using: &rng)
        let concurrent = buildService(configuration: ServerConfiguration())
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
    private func report(_ asked: some Sequence<(Question, Answer)>, expected: [Question: Answer], run: String, seed: UInt64) {
        var byBody: [[UInt8]: Question] = [:]
        for (q, answer) in expected { byBody[answer.body] = q }
        var wrong: [String: (count: Int, example: String)] = [:]
        for (q, answer) in asked where answer != expected[q] {
            let shape = Self.table[q.shape]
            let other = byBody[answer.body]
            let differing = other.map { o in
                o.shape == q.shape
                    ? zip(shape.fields, zip(q.choices, o.choices)).filter { $1.0 != $1.1 }.map(\.0.name).joined(separator: ", ")
                    : "route shape \(Self.table[o.shape].name)"
            } ?? "no question asked"
            let key = "\(shape.name): got the answer of a question differing in [\(differing)]"
            let example = "\(Self.describe(q))\n  got      \(String(decoding: answer.body.prefix(300), as: UTF8.self))\n  expected \(String(decoding: (expected[q]?.body ?? []).prefix(300), as: UTF8.self))"
            wrong[key, default: (0, example)].count += 1
        }
        for (key, value) in wrong.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(run) (seed \(seed)): \(key), \(value.count) wrong answers, e.g.\n\(value.example)")
        }
    }
}
