import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// `POST /batch`: questions answered in order through the same router and cache; what cannot be a batch is a 400
/// naming the item's index.
struct BatchTests {
    let service = buildService(configuration: ServerConfiguration())

    func batch(_ questions: [String]) -> Response {
        service.respond(to: post("/batch", #"{"questions":["# + questions.joined(separator: ",") + "]}"))
    }

    @Test func aHundredQuestionsAreAnsweredInOrder() throws {
        let questions = (1...100).map { i in
            i % 2 == 0
                ? #"{"path":"/fit","query":{"container":"\#(i * 10)x100","aspectRatio":"21:9"}}"#
                : #"{"path":"/fit","body":{"container":{"width":\#(i * 10),"height":100},"aspectRatio":"21:9"}}"#
        }
        let response = batch(questions)
        #expect(response.status == 200 && response.header("Content-Type") == "application/json")
        let answers = try #require(json(response)["answers"] as? [[String: Any]])
        #expect(answers.count == 100)
        for (i, answer) in answers.enumerated() {
            #expect(answer["status"] as? Int == 200)
            let body = try #require(answer["body"] as? [String: Any])
            #expect(number(body, "container", "width") == Double((i + 1) * 10), "answer \(i) out of order")
        }
        // Each question is the single request's answer, byte for byte, from the same cache entry.
        #expect(service.cache.statistics.entries == 100)
        let single = service.respond(to: get("/fit?container=20x100&aspectRatio=21:9"))
        #expect(service.cache.statistics.hits >= 1 && service.cache.statistics.entries == 100)
        #expect(response.bodyText.contains(#"{"status":200,"body":"# + single.bodyText + "}"))
    }

    @Test func aQuestionsOwnErrorIsItsAnswer() throws {
        let response = batch([
            #"{"path":"/fit","query":{"container":"x","aspectRatio":"21:9"}}"#,
            #"{"path":"/devices/iphone-99"}"#,
            #"{"path":"/tvgrid","query":{"columns":2}}"#,
            #"{"path":"/fit","query":{"container":"852x393","aspectRatio":2.5,"rounding":true}}"#,
        ])
        #expect(response.status == 200)
        let answers = try #require(json(response)["answers"] as? [[String: Any]])
        #expect(answers.compactMap { $0["status"] as? Int } == [400, 404, 200, 200])
        #expect(((answers[0]["body"] as? [String: Any])?["detail"] as? String)?.contains("container") == true)
        #expect((answers[2]["body"] as? [String: Any])?["columnX"] as? [Double] == [80, 980])
    }

    @Test(arguments: [
        (#"{"questions":{"path":"/fit"}}"#, "questions"),
        (#"{"questions":"/fit"}"#, "questions"),
        (#"{}"#, "questions"),
        (
            #"{"questions":[{"path":"/fit","query":{"container":"1x1","aspectRatio":"1"}},"#
                + #"{"path":"/batch","body":{"questions":[]}}]}"#,
            "questions[1].path"
        ),
        (#"{"questions":[{"path":"/nowhere"}]}"#, "questions[0].path"),
        (
            #"{"questions":[{"path":"/fit"},{"path":"/fit"},{"path":"/fit","query":{"format":"svg"}}]}"#,
            "questions[2].format"
        ),
        (
            #"{"questions":[{"path":"/fit","body":{"container":"1x1","aspectRatio":"1","zoom":2}}]}"#,
            "questions[0].zoom"
        ),
        (#"{"questions":[{"path":"/devices/iphone-16-pro/css"}]}"#, "questions[0].path"),
        (#"{"questions":[{"path":"/devices.css"}]}"#, "questions[0].path"),
        (#"{"questions":[{"path":"/healthz"}]}"#, "questions[0].path"),
        (#"{"questions":[7]}"#, "questions[0]"),
        (#"{"questions":[{"query":{}}]}"#, "questions[0].path"),
        (#"{"questions":[{"path":"/fit","query":{},"body":{}}]}"#, "questions[0]"),
        (#"{"questions":[{"path":"/fit","query":{"container":[1]}}]}"#, "questions[0].query.container"),
        (#"{"questions":[{"path":"/fit","headers":{}}]}"#, "questions[0].headers"),
        (#"{"questions":[{"path":"/devices","body":{}}]}"#, "questions[0].body"),
    ])
    func whatCannotBeABatchIs400NamingTheItem(body: String, field: String) {
        expectProblem(service.respond(to: post("/batch", body)), status: 400, naming: field)
    }

    @Test func aNestedBatchIsSaidToBeOne() {
        let nested = service.respond(to: post("/batch", #"{"questions":[{"path":"/batch","body":{"questions":[]}}]}"#))
        expectProblem(nested, status: 400, naming: "questions[0].path: a batch cannot hold another batch")
    }

    @Test func moreThanTheLimitIs413WithTheLimit() {
        let over = batch(Array(repeating: #"{"path":"/healthz"}"#, count: BatchEndpoint.limit + 1))
        expectProblem(over, status: 413, naming: "256")
        let atLimit = batch(
            Array(
                repeating: #"{"path":"/fit","query":{"container":"1x1","aspectRatio":"1"}}"#, count: BatchEndpoint.limit
            ))
        #expect(atLimit.status == 200 && (json(atLimit)["answers"] as? [Any])?.count == 256)
    }

    @Test func onlyPostWithJSON() {
        #expect(service.respond(to: get("/batch")).status == 405)
        #expect(service.respond(to: post("/batch", "x", contentType: "text/plain")).status == 415)
        #expect(service.respond(to: post("/batch", "[")).status == 400)
        var refused = post("/batch", #"{"questions":[]}"#)
        refused.addHeader("Accept", "image/svg+xml")
        #expect(service.respond(to: refused).status == 406)
        #expect(service.respond(to: post("/batch", #"{"questions":[]}"#)).bodyText == #"{"answers":[]}"#)
    }

    /// An item whose path has the shape of a route fails alone, with the status it would get on its own (a 404 for
    /// an unknown device id, whatever its characters); only a malformed batch is a 400.
    @Test func anItemWithAnUnknownIdFailsAlone() {
        let service = buildService(configuration: ServerConfiguration())
        for id in ["🏻", "\u{301}x", "nope"] {
            let alone = service.respond(to: get("/devices/\(id)"))
            #expect(alone.status == 404 && alone.bodyText.contains("No device"), "\(id): \(alone.bodyText)")
            let batch = service.respond(
                to: post("/batch", #"{"questions":[{"path":"/devices/\#(id)"},{"path":"/healthz"}]}"#))
            #expect(batch.status == 400, "a health check is not batchable")
            let one = service.respond(to: post("/batch", #"{"questions":[{"path":"/devices/\#(id)"}]}"#))
            #expect(
                one.status == 200 && one.bodyText.hasPrefix(#"{"answers":[{"status":404"#), "\(id): \(one.bodyText)")
        }
    }
}
