import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The pictures of a model with two displays draw the display asked for. Every expected value is a literal
/// from data/devices.json's iPhone Duo (`data/sources.json`): DUOSIM's simulator profile gives the outer display
/// 466 × 678 pt and the inner 669 × 951 pt, and its measured insets (outer 0 / 0 / 84 / 34 left / top / right /
/// bottom; inner tall pose 0 / 82 / 0 / 34, wide pose 0 / 0 / 84 / 34). Neither display has one sourced corner radius
/// or a Dynamic Island rect, so both are unknown, never a neighbour's (the outer display's four corners are drawn from
/// `displayCorners`: DuoPictureTests).
struct DisplayPictureTests {
    let service = buildService(configuration: ServerConfiguration())

    func drawn(_ id: String, _ svg: String) -> [Double]? {
        PictureTests.rect(id, in: svg).map { r in ["x", "y", "width", "height"].map { r[$0] ?? .nan } }
    }

    @Test func theDevicePictureDrawsTheDisplayAsked() {
        let inner = service.respond(to: get("/devices/iphone-duo?display=inner&format=svg"))
        #expect(inner.status == 200)
        let svg = inner.pictureText()
        #expect(drawn("display", svg) == [0, 0, 669, 951])
        #expect(drawn("safe-area", svg) == [0, 82, 669, 835])
        #expect(svg.contains("<title>iPhone Duo (inner display), portrait</title>"))
        #expect(svg.contains("iPhone Duo inner display, 669 × 951 pt, corner radius unknown"))
        #expect(svg.contains("data-corner-radius=\"null\""))
        #expect(svg.contains("<g id=\"dynamic-island\" class=\"unknown\" data-known=\"false\">"))

        let wide = service.respond(to: get("/devices/iphone-duo?display=inner&orientation=landscape&format=svg"))
        #expect(drawn("display", wide.pictureText()) == [0, 0, 951, 669])
        #expect(drawn("safe-area", wide.pictureText()) == [0, 0, 867, 635])

        let outer = service.respond(to: get("/devices/iphone-duo?format=svg")).pictureText()
        #expect(drawn("display", outer) == [0, 0, 466, 678])
        #expect(drawn("safe-area", outer) == [0, 0, 382, 644])
        let named = service.respond(to: get("/devices/iphone-duo?display=outer&format=svg")).pictureText()
        #expect(named == outer)
    }

    @Test func theFitPictureDrawsTheDisplayAsked() {
        let target = "/fit?device=iphone-duo&display=inner&region=safeArea&aspectRatio=1:1&format=svg"
        let response = service.respond(to: get(target))
        #expect(response.status == 200)
        let svg = response.pictureText()
        #expect(drawn("display", svg) == [0, 0, 669, 951])
        #expect(drawn("safe-area", svg) == [0, 82, 669, 835])
        #expect(svg.contains("<title>iPhone Duo (inner display), portrait: safeArea</title>"))
        // The 1:1 content fitted in the 669 × 835 safe area at (0, 82): 669 × 669 at (0, 165).
        #expect(drawn("rect", svg) == [0, 165, 669, 669])

        let outer = service.respond(to: get("/fit?device=iphone-duo&region=window&aspectRatio=1:1&format=svg"))
        #expect(drawn("display", outer.pictureText()) == [0, 0, 466, 678])
    }

    /// A SwiftUI tree hosted on the inner display is drawn on the inner display (its picture once drew the outer
    /// one under frames laid out on the inner): a `Color` fills the wide pose's safe area, 867 × 635 at (0, 0).
    @Test func theSwiftUIPictureDrawsTheDisplayAsked() {
        let body = #"{"device":"iphone-duo","display":"inner","orientation":"landscape","view":{"type":"Color"}"#
        let svg = service.respond(to: post("/swiftui/layout", body + #","format":"svg"}"#)).pictureText()
        #expect(drawn("display", svg) == [0, 0, 951, 669])
        #expect(drawn("safe-area", svg) == [0, 0, 867, 635])
        #expect(drawn("view-0", svg) == [0, 0, 867, 635])
        #expect(svg.contains(#"viewBox="0 0 951 "#) && svg.contains("iPhone Duo inner display, 951 × 669 pt"))
        let folded = #"{"device":"iphone-duo","format":"svg","view":{"type":"Color"}}"#
        let outer = service.respond(to: post("/swiftui/layout", folded)).pictureText()
        #expect(drawn("display", outer) == [0, 0, 466, 678] && drawn("safe-area", outer) == [0, 0, 382, 644])
    }

    @Test func aDisplayTheModelLacksIsAProblemInAPictureToo() {
        expectProblem(
            service.respond(to: get("/devices/iphone-duo?display=middle&format=svg")), status: 422, naming: "display")
        expectProblem(
            service.respond(to: get("/devices/iphone-16?display=inner&format=svg")), status: 422, naming: "display")
        expectProblem(
            service.respond(to: get("/fit?device=iphone-16&display=inner&region=window&aspectRatio=1:1&format=svg")),
            status: 422, naming: "display")
    }
}
