import Foundation
import LayoutAnswers
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// openapi.yaml's example questions (a GET operation's `x-question`, a POST's request body `example`), each beside
/// the 200 answer it promises, asked of the service in memory: the whole answer must be the promised one. Such an
/// operation is its route's documented example (``ReadmeExampleTests/everyRouteHasAnExample(_:)`` accepts it), so an
/// endpoint's example lives once, in its openapi prose, and the clients' checks ask the same questions.
///
/// The expected answers are openapi.yaml's literal prose, written from the source the endpoint mirrors, never read
/// back from the service.
struct OpenAPIExampleTests {
    /// One example question of `scripts/check/openapi_examples.py`.
    struct Question: CustomTestStringConvertible, Sendable {
        let operationID: String
        let method: String
        let path: String
        let target: String
        let query: [(name: String, value: String)]
        let body: String?
        let answer: String?
        var testDescription: String { "\(operationID): \(method) \(target)" }

        /// The request the question is.
        var request: Request {
            Request(
                method: method, path: String(target.prefix { $0 != "?" }), query: query,
                headers: body == nil ? [:] : ["Content-Type": "application/json"], body: Array((body ?? "").utf8))
        }
    }

    /// Every example question, read by `scripts/check/openapi_examples.py` (a failure to run it fails
    /// ``theExamplesWereRead()``).
    static let questions: [Question] = {
        guard let run = try? RouteListTests.python("scripts/check/openapi_examples.py", errors: false),
            run.status == 0,
            let list = (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [[String: Any]]
        else { return [] }
        func json(_ value: Any?) -> String? {
            guard let value, !(value is NSNull) else { return nil }
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
            return data.map { String(decoding: $0, as: UTF8.self) }
        }
        return list.map { item in
            let query = (item["query"] as? [String: String] ?? [:]).sorted { $0.key < $1.key }.map {
                (name: $0.key, value: $0.value)
            }
            return Question(
                operationID: item["operationId"] as? String ?? "", method: item["method"] as? String ?? "",
                path: item["path"] as? String ?? "", target: item["target"] as? String ?? "", query: query,
                body: json(item["body"]), answer: json(item["answer"]))
        }
    }()

    /// The questions that promise an answer: their routes' documented examples.
    static let answered = questions.filter { $0.answer != nil }

    @Test func theExamplesWereRead() {
        #expect(Self.answered.count >= 2, "scripts/check/openapi_examples.py gave \(Self.questions.count) questions")
    }

    /// Equal JSON, numbers within 1e-9 relative (openapi's prose writes 12 significant digits at most).
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let a), .object(let b)):
            return Set(a.keys) == Set(b.keys) && a.allSatisfy { same($0.value, b[$0.key]!) }
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy(same)
        case (.number(let x), .number(let y)): return abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        default: return a == b
        }
    }

    @Test(arguments: answered)
    func theServiceAnswersWhatOpenAPIPromises(_ question: Question) throws {
        let response = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
            .respond(to: question.request)
        #expect(response.status == 200, "\(question.testDescription): \(response.status) \(response.bodyText)")
        let answer = try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
        let expected = try JSONDecoder().decode(JSONValue.self, from: Data((question.answer ?? "").utf8))
        #expect(
            Self.same(answer, expected),
            "\(question.testDescription)\n  promised \(question.answer ?? "")\n  answered \(response.bodyText)")
    }
}
