import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// The custom layouts on the wire: their nodes named by type, and bad members answered with a problem naming them.
struct SwiftUICustomLayoutEndpointTests {
    let service = buildService(configuration: ServerConfiguration())

    func ask(_ view: String) -> Response {
        service.respond(to: post("/swiftui/layout", #"{"proposal":{"width":300,"height":300},"view":"# + view + "}"))
    }

    @Test func eachLayoutIsAnsweredUnderItsName() {
        for type in ["EqualWidthHStack", "EqualWidthVStack", "RadialLayout", "FlowLayout"] {
            let response = ask(#"{"type":"\#(type)","children":[{"type":"Fixed","width":20,"height":10}]}"#)
            #expect(response.status == 200, "\(response.bodyText)")
            let nodes = json(response)["nodes"] as? [[String: Any]] ?? []
            #expect(nodes.first?["type"] as? String == type)
        }
    }

    /// A negative spacing, a rank that is not a whole number, ranks for another number of children and more
    /// children than a tree may hold: problem+json, each naming what is wrong.
    @Test func badMembersAreProblems() {
        let kid = #"{"type":"Rectangle"}"#
        expectProblem(ask(#"{"type":"EqualWidthHStack","spacing":-4,"children":[]}"#), status: 400, naming: "spacing")
        expectProblem(
            ask(#"{"type":"EqualWidthVStack","spacing":"wide","children":[]}"#), status: 400, naming: "spacing")
        expectProblem(ask(#"{"type":"FlowLayout","rowSpacing":-1,"children":[]}"#), status: 400, naming: "rowSpacing")
        expectProblem(
            ask(#"{"type":"FlowLayout","alignment":"middle","children":[]}"#), status: 400, naming: "alignment")
        expectProblem(
            ask(#"{"type":"RadialLayout","ranks":[1.5],"children":["# + kid + "]}"), status: 400, naming: "ranks")
        // Fewer children than ranks: the reader's 422, which says what a rank is (before the engine's own check).
        expectProblem(
            ask(#"{"type":"RadialLayout","ranks":[1,2],"children":["# + kid + "]}"), status: 422,
            naming: "of 2 values for 1 children; give one rank a child")
        expectProblem(ask(#"{"type":"RadialLayout","rank":[1],"children":[]}"#), status: 400, naming: "rank")
        let many = Array(repeating: kid, count: 2_000).joined(separator: ",")
        expectProblem(ask(#"{"type":"FlowLayout","children":["# + many + "]}"), status: 422, naming: "2000")
    }

    /// A guide inside a custom layout: a 422 naming the guide's path and the layout that would read it.
    @Test func aGuideInsideIsRefusedNamingTheLayout() {
        let view =
            #"{"type":"EqualWidthHStack","children":[{"type":"alignmentGuide","alignment":"top","value":4,"#
            + #""content":{"type":"Rectangle"}}]}"#
        let response = ask(view)
        expectProblem(response, status: 422, naming: "EqualWidthHStack")
    }

    /// An infinite proposed width: the radial layout takes it (an infinite size, refused as any infinite frame);
    /// the flow's arithmetic (∞ − greatestFiniteMagnitude) makes its rows infinitely wide: refused too, never a 5xx.
    @Test func anInfiniteWidthIsRefusedNotCrashed() {
        for type in ["RadialLayout", "FlowLayout"] {
            let body =
                #"{"proposal":{"width":"infinity","height":100},"view":{"type":"\#(type)","children":["#
                + #"{"type":"Fixed","width":20,"height":10},{"type":"Fixed","width":30,"height":10}]}}"#
            let response = service.respond(to: post("/swiftui/layout", body))
            expectProblem(response, status: 422, naming: "infinite")
        }
    }
}
