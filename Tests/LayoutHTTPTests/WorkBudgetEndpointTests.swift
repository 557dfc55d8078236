import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutGeometry
import Testing
@testable import LayoutHTTPCore

/// A request's work budget over HTTP: a layout past it is a 422 naming the budget and the view where it ran out, a
/// batch's layouts share one budget, and a stopped budget is a 503 with `Retry-After` that nothing caches.
struct WorkBudgetEndpointTests {
    let service = buildService(configuration: ServerConfiguration())

    /// `padding(0) { Rectangle }` proposed `width` × 100: three size requests (the padding, its content, the
    /// content again when placed).
    static func padded(width: Int) -> String {
        #"{"proposal":{"width":\#(width),"height":100},"#
            + #""view":{"type":"padding","top":0,"content":{"type":"Rectangle"}}}"#
    }

    @Test func pastTheBudgetALayoutIsA422NamingThePath() {
        let response = service.answerInside(
            post("/swiftui/layout", Self.padded(width: 100)), budget: WorkBudget(sizeRequests: 2))
        #expect(response.status == 422)
        #expect(response.header("Content-Type") == "application/problem+json")
        let detail = json(response)["detail"] as? String ?? ""
        #expect(detail.contains("more than 2 units of work"), "\(detail)")
        #expect(detail.contains("work budget"), "\(detail)")
        #expect(detail.contains("at path 0.0."), "\(detail)")
    }

    @Test func withinTheBudgetTheAnswerIsTheUsualOne() {
        let usual = service.respond(to: post("/swiftui/layout", Self.padded(width: 101)))
        let fresh = buildService(configuration: ServerConfiguration())
        let within = fresh.answerInside(
            post("/swiftui/layout", Self.padded(width: 101)), budget: WorkBudget(sizeRequests: 3))
        #expect(usual.status == 200 && within.status == 200)
        #expect(usual.body == within.body)
    }

    /// Five size requests for the batch: the first layout spends three, the second runs over at its Rectangle.
    @Test func aBatchSharesOneBudget() throws {
        let questions = [100, 102].map { #"{"path":"/swiftui/layout","body":\#(Self.padded(width: $0))}"# }
        let body = #"{"questions":["# + questions.joined(separator: ",") + "]}"
        let response = service.answerInside(post("/batch", body), budget: WorkBudget(sizeRequests: 5))
        #expect(response.status == 200)
        let answers = try #require(json(response)["answers"] as? [[String: Any]])
        #expect(answers.map { $0["status"] as? Int } == [200, 422])
        let second = answers.last?["body"] as? [String: Any] ?? [:]
        #expect((second["detail"] as? String ?? "").contains("at path 0.0."))
    }

    @Test func aStoppedLayoutIsA503WithRetryAfterAndIsNotCached() {
        let budget = WorkBudget()
        budget.stop(.deadline)
        let response = service.answerInside(post("/swiftui/layout", Self.padded(width: 103)), budget: budget)
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "1")
        #expect((json(response)["detail"] as? String ?? "").contains("workDeadlineSeconds"))
        #expect(service.cache.statistics.entries == 0)
        #expect(service.respond(to: post("/swiftui/layout", Self.padded(width: 103))).status == 200)
    }

    @Test func aStoppedBatchIsA503() {
        let budget = WorkBudget()
        budget.stop(.shutdown)
        let body = #"{"questions":[{"path":"/fit","query":{"container":"852x393","aspectRatio":"21:9"}}]}"#
        let response = service.answerInside(post("/batch", body), budget: budget)
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "1")
    }
}
