import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

struct TVGridEndpointTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func listsAllEightPublishedGrids() {
        let body = json(service.respond(to: get("/tvgrid")))
        #expect(body["count"] as? Int == 8)
        let widths = (body["grids"] as? [[String: Any]])?.compactMap { $0["itemWidth"] as? Double }
        #expect(widths == [860, 560, 410, 320, 260, 217, 184, 160])
    }

    @Test func twoColumnsIsThePublishedGrid() {
        let body = json(service.respond(to: get("/tvgrid?columns=2")))
        #expect(number(body, "itemWidth") == 860)
        #expect(number(body, "horizontalSpacing") == 40)
        #expect(number(body, "minimumVerticalSpacing") == 100)
        #expect(body["columnX"] as? [Double] == [80, 980])
        #expect(body["itemWidthSource"] as? String == "published")
        #expect(number(body, "safeArea", "width") == 1760)
    }

    @Test func eightColumnsSaysTheArithmeticGives185() {
        let body = json(service.respond(to: get("/tvgrid?columns=8")))
        #expect(number(body, "itemWidth") == 184)
        #expect(number(body, "computedItemWidth") == 185)
        #expect((body["notes"] as? String)?.contains("185") == true)
        #expect(close(number(body, "flowLayout", "horizontalSpacing"), 40 + 8.0 / 7))
        #expect(json(service.respond(to: get("/tvgrid?columns=5")))["notes"] is NSNull)
    }

    @Test func itemWidthGivesFlowLayoutColumns() {
        let body = json(service.respond(to: get("/tvgrid?itemWidth=300&horizontalSpacing=40")))
        #expect(body["columns"] as? Int == 5)
        #expect(number(body, "flowLayout", "horizontalSpacing") == 65)
        #expect(body["columnX"] as? [Double] == [80, 445, 810, 1175, 1540])
    }

    @Test func loneWideItemIsCentered() {
        let body = json(service.respond(to: get("/tvgrid?itemWidth=1000")))
        #expect(body["columns"] as? Int == 1)
        #expect(body["columnX"] as? [Double] == [460])
    }

    @Test func rowsFocusTitlesAndScrolling() throws {
        let body = json(
            service.respond(
                to: post(
                    "/tvgrid",
                    #"{"columns":5,"itemAspectRatio":"16:9","focusedScale":1.1,"titleHeight":40,"itemCount":12}"#)))
        #expect(number(body, "itemHeight") == 180)
        #expect(number(body, "rows", "fullyVisibleRows") == 3)
        #expect(number(body, "rows", "nextRowPeekInSafeArea") == 120)
        #expect(close(number(body, "focus", "overhang", "width"), 16))
        #expect((body["focus"] as? [String: Any])?["overlapsHorizontally"] as? Bool == false)
        #expect(close(number(body, "titledRow", "titleBottomToRowTop"), 29))
        let leadingPeek = try #require(number(body, "scrollingRow", "leadingPeek"))
        #expect(leadingPeek > 0)
        #expect(number(body, "scrollingRow", "trailingPeek") == leadingPeek)
        #expect(number(body, "scrollingRow", "fullyVisible") == 5)
    }

    @Test func customScreenAndInsets() {
        let body = json(
            service.respond(
                to: get("/tvgrid?columns=4&screen=1280x720&safeAreaInsets=40,60,40,60&horizontalSpacing=20")))
        #expect(body["itemWidthSource"] as? String == "computed")
        #expect(close(number(body, "itemWidth"), (1160 - 60) / 4.0))
    }

    @Test(arguments: [
        ("/tvgrid?columns=0", 400, "columns"),
        ("/tvgrid?columns=2.5", 400, "columns"),
        ("/tvgrid?columns=2&itemWidth=100", 422, "itemWidth"),
        ("/tvgrid?itemWidth=-1", 400, "itemWidth"),
        ("/tvgrid?columns=2&horizontalSpacing=-1", 400, "horizontalSpacing"),
        ("/tvgrid?columns=2&focusedScale=0.5", 400, "focusedScale"),
        ("/tvgrid?columns=2&titleHeight=10", 422, "titleHeight"),
        ("/tvgrid?columns=2&itemCount=0", 400, "itemCount"),
        ("/tvgrid?focusedScale=1.1", 422, "columns"),
        ("/tvgrid?columns=3&safeAreaInsets=0,1000,0,1000", 422, "safeAreaInsets"),
        ("/tvgrid?columns=3&safeAreaInsets=0,-1,0,0", 400, "safeAreaInsets"),
        ("/tvgrid?columns=100&horizontalSpacing=40", 422, "columns"),
        // Found by schemathesis: a tiny item on a wide line asked for billions of columns and the process died
        // allocating their x positions (or trapped converting an infinite count to Int).
        ("/tvgrid?itemWidth=0.000001&horizontalSpacing=0&screen=900000000000x1080", 422, "itemWidth"),
        ("/tvgrid?itemWidth=17&horizontalSpacing=0", 422, "itemWidth"),
    ])
    func badInputIsAProblemNamingTheField(target: String, status: Int, field: String) {
        expectProblem(service.respond(to: get(target)), status: status, naming: field)
    }
}
