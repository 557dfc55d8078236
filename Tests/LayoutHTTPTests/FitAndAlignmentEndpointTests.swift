import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// `/fit` and `/alignment` through the router, in memory.
struct FitAndAlignmentEndpointTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func fitAtScale3IsPixelAlignedAndCentered() {
        let body = json(service.respond(to: get("/fit?container=734x372&aspectRatio=21:9&scale=3")))
        #expect(close(number(body, "rect", "x"), 0))
        #expect(close(number(body, "rect", "width"), 734))
        #expect(close(number(body, "rect", "height"), 944.0 / 3))
        let y = number(body, "rect", "y")!
        #expect(abs(y * 3 - (y * 3).rounded()) < 1e-9, "y \(y) is not on the @3x grid")
        let height = number(body, "rect", "height")!
        #expect(abs((y + height / 2) - 372.0 / 2) <= 0.5 / 3 + 1e-9, "not centered within half a pixel")
        #expect(body["rounded"] as? Bool == true)
        #expect(close(number(body, "unroundedRect", "height"), 734 * 9 / 21.0))
    }

    @Test func roundingCanBeTurnedOff() {
        let body = json(service.respond(to: get("/fit?container=734x372&aspectRatio=21:9&scale=3&rounding=false")))
        #expect(close(number(body, "rect", "height"), 734 * 9 / 21.0))
        #expect(body["rounded"] as? Bool == false)
    }

    @Test func contentSizeAndAlignment() {
        let body = json(service.respond(to: get("/fit?container=400x100&content=200x100&mode=fit&alignment=right")))
        #expect(close(number(body, "rect", "x"), 200))
        #expect(close(number(body, "contentScale", "x"), 1))
        let center = json(service.respond(to: get("/fit?container=100x100&content=300x50&mode=center")))
        #expect(close(number(center, "rect", "x"), -100))
        #expect(close(number(center, "cropped", "left"), 100))
        #expect(center["alignment"] as? String == "center")
    }

    @Test func swiftUIFitWithRatio() {
        let body = json(
            service.respond(
                to: get("/fit?semantics=swiftui&proposalWidth=200&proposalHeight=200&aspectRatio=0.75&mode=fit")))
        #expect(close(number(body, "childProposal", "width"), 150))
        #expect(close(number(body, "childProposal", "height"), 200))
        #expect(close(number(body, "flexibleFrame", "x"), 25))
    }

    @Test func swiftUIAbsentDimensions() {
        let fit = json(
            service.respond(to: post("/fit", #"{"semantics":"swiftui","proposalWidth":300,"aspectRatio":"3:2"}"#)))
        #expect(close(number(fit, "childProposal", "width"), 300))
        #expect(close(number(fit, "childProposal", "height"), 200))
        let fill = json(service.respond(to: get("/fit?semantics=swiftui&proposalWidth=300&aspectRatio=1.5&mode=fill")))
        #expect((fill["childProposal"] as? [String: Any])?["width"] as? String == "infinity")
        #expect(fill["flexibleFrame"] is NSNull)
        let ideal = json(service.respond(to: get("/fit?semantics=swiftui&idealSize=30x20")))
        #expect((ideal["childProposal"] as? [String: Any])?["width"] is NSNull)
        #expect(close(number(ideal, "fixedFrame", "width"), 30))
    }

    @Test func swiftUIRejectsUIKitFields() {
        // container is a /fit parameter that does not apply with semantics=swiftui: 422 (this route reads it
        // otherwise).
        let response = service.respond(to: get("/fit?semantics=swiftui&container=10x10"))
        #expect(response.status == 422)
        #expect(json(response)["type"] as? String == "/problems/parameter-not-applicable")
        #expect(response.bodyText.contains("container"))
    }

    @Test func alignmentIssueExampleAndInverse() {
        let forward = json(service.respond(to: get("/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30")))
        #expect(close(number(forward, "alignmentRect", "width"), 100))
        #expect(close(number(forward, "alignmentRect", "height"), 100))
        #expect(close(number(forward, "alignmentRect", "x"), 0))
        let back = json(service.respond(to: get("/alignment?alignmentRect=0,0,100,100&alignmentRectInsets=0,0,30,30")))
        #expect(close(number(back, "frame", "width"), 130))
        let pixels = json(
            service.respond(to: get("/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30&scale=3")))
        #expect(close(number(pixels, "pixelAlignmentRectInsets", "bottom"), 90))
        #expect(close(number(pixels, "pixelAlignmentRectInsets", "right"), 90))
        let fromPixels = json(
            service.respond(to: get("/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,90,90&insetsUnit=px&scale=3"))
        )
        #expect(close(number(fromPixels, "alignmentRect", "width"), 100))
    }

    @Test func leadingTrailingFlipButLeftRightDoNot() {
        let rtl = json(
            service.respond(
                to: get("/alignment?frame=0,0,100,100&directionalInsets=0,10,0,0&layoutDirection=rightToLeft")))
        #expect(close(number(rtl, "alignmentRectInsets", "right"), 10))
        #expect(close(number(rtl, "alignmentRect", "x"), 0))
        #expect(rtl["insetsWereDirectional"] as? Bool == true)
        let physical = json(
            service.respond(
                to: get("/alignment?frame=0,0,100,100&alignmentRectInsets=0,10,0,0&layoutDirection=rightToLeft")))
        #expect(close(number(physical, "alignmentRectInsets", "left"), 10))
        #expect(close(number(physical, "alignmentRect", "x"), 10))
        let jsonDirectional = json(
            service.respond(
                to: post(
                    "/alignment",
                    #"{"frame":{"x":0,"y":0,"width":100,"height":100},"alignmentRectInsets":{"leading":10},"#
                        + #""layoutDirection":"rightToLeft"}"#
                )))
        #expect(close(number(jsonDirectional, "alignmentRectInsets", "right"), 10))
    }

    @Test func tapTargetGrowth() {
        let body = json(service.respond(to: get("/alignment?alignmentRect=10,10,24,30")))
        #expect(body["operation"] as? String == "tapTarget")
        #expect(close(number(body, "alignmentRectInsets", "left"), 10))
        #expect(close(number(body, "alignmentRectInsets", "top"), 7))
        #expect(close(number(body, "frame", "width"), 44))
        #expect(close(number(body, "frame", "x"), 0))
    }

    @Test(arguments: [
        ("/alignment?frame=0,0,130,130", 422, "alignmentRectInsets"),
        ("/alignment?alignmentRectInsets=0,0,1,1", 422, "frame"),
        ("/alignment?frame=0,0,-1,10&alignmentRectInsets=0,0,0,0", 400, "frame"),
        ("/alignment?frame=0,0,1,1&alignmentRect=0,0,1,1&alignmentRectInsets=0,0,0,0", 422, "alignmentRect"),
        ("/alignment?frame=0,0,1,1&alignmentRectInsets=0,0,0", 400, "alignmentRectInsets"),
        ("/alignment?frame=0,0,1,1&alignmentRectInsets=0,0,0,nan", 400, "alignmentRectInsets"),
        ("/alignment?frame=0,0,1,1&alignmentRectInsets=0,0,1,1&insetsUnit=px", 422, "scale"),
        ("/alignment?frame=0,0,1,1&alignmentRectInsets=0,0,1,1&layoutDirection=up", 400, "layoutDirection"),
        ("/alignment?frame=0,0,1,1&alignmentRectInsets=0,0,1,1&directionalInsets=0,0,1,1", 422, "directionalInsets"),
    ])
    func alignmentErrorsNameTheField(target: String, status: Int, field: String) {
        expectProblem(service.respond(to: get(target)), status: status, naming: field)
    }
}
