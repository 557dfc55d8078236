import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// `/fit` in an iPad window (`window`, `multitasking`): the region asked, within the window at the screen's top-left,
/// keeping the screen's safe-area insets on the edges the window shares with it.
///
/// Expected numbers by hand from the catalog's data: the iPad Pro 13-inch (M5) in landscape is 1376 × 1032 pt at
/// scale 2 with insets 24 top, 20 bottom; the iPad Pro 12.9-inch (6th generation) in landscape is 1366 × 1024 pt with
/// the same insets, and its measured 1/2 split is 678 × 1024 (as /sizeclass answers it).
struct FitIPadWindowTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func sizedWindowIsTheRegionAndHoldsTheFit() {
        let response = service.respond(
            to: get("/fit?device=ipad-pro-13-inch-m5&orientation=landscape&window=683x1032&aspectRatio=16:9"))
        #expect(response.status == 200, "\(response.bodyText)")
        let body = json(response)
        #expect(number(body, "deviceRegion", "window", "x") == 0)
        #expect(number(body, "deviceRegion", "window", "y") == 0)
        #expect(number(body, "deviceRegion", "window", "width") == 683)
        #expect(number(body, "deviceRegion", "window", "height") == 1032)
        // Shares the top, left and bottom edges: 24 top, 20 bottom; the right edge is 693 pt inside the screen.
        #expect(number(body, "deviceRegion", "safeArea", "y") == 24)
        #expect(number(body, "deviceRegion", "safeArea", "width") == 683)
        #expect(number(body, "deviceRegion", "safeArea", "height") == 988)
        #expect(number(body, "container", "width") == 683 && number(body, "container", "height") == 1032)
        // 683 wide, 683 × 9/16 = 384.1875 high, centred: (1032 − 384.1875) / 2 = 323.90625.
        #expect(number(body, "unroundedRect", "y") == 323.90625)
        #expect(number(body, "unroundedRect", "height") == 384.1875)
        // At scale 2: 647.8125 px → 648 px (324 pt), 1416.1875 px → 1416 px (708 pt).
        #expect(number(body, "rect", "x") == 0 && number(body, "rect", "width") == 683)
        #expect(number(body, "rect", "y") == 324 && number(body, "rect", "height") == 384)
    }

    @Test func safeAreaOfTheWindow() {
        let body = json(
            service.respond(
                to: get(
                    "/fit?device=ipad-pro-13-inch-m5&orientation=landscape&window=683x1032&region=safeArea"
                        + "&aspectRatio=16:9")))
        #expect(number(body, "container", "y") == 24 && number(body, "container", "height") == 988)
        // 24 + (988 − 384.1875) / 2 = 325.90625; at scale 2: 651.8125 px → 652, 1420.1875 px → 1420.
        #expect(number(body, "unroundedRect", "y") == 325.90625)
        #expect(number(body, "rect", "y") == 326 && number(body, "rect", "height") == 384)
    }

    @Test func aWindowAboveTheScreensBottomEdgeLosesTheBottomInset() {
        // Portrait 1032 × 1376; an 800 × 1000 window ends 376 pt above the screen's bottom: 20 − 376 < 0, no inset.
        let body = json(
            service.respond(
                to: get(
                    "/fit?device=ipad-pro-13-inch-m5&orientation=portrait&window=800x1000&region=safeArea"
                        + "&aspectRatio=1:1")))
        #expect(number(body, "deviceRegion", "safeArea", "y") == 24)
        #expect(number(body, "deviceRegion", "safeArea", "height") == 976)
        // The 800 square centred in 976: 24 + (976 − 800) / 2 = 112.
        #expect(number(body, "rect", "y") == 112 && number(body, "rect", "height") == 800)
    }

    @Test func splitViewByPostMatchesGet() {
        let fields =
            #""device":"ipad-pro-12-9-inch-6th-generation","orientation":"landscape","multitasking":"split-1/2","#
            + #""region":"safeArea","aspectRatio":"1:1""#
        let posted = service.respond(to: post("/fit", "{" + fields + "}"))
        #expect(posted.status == 200, "\(posted.bodyText)")
        let body = json(posted)
        #expect(number(body, "deviceRegion", "window", "width") == 678)
        #expect(number(body, "deviceRegion", "window", "height") == 1024)
        // 24 top, 20 bottom: 980 high; the 678 square centred: 24 + (980 − 678) / 2 = 175.
        #expect(number(body, "container", "y") == 24 && number(body, "container", "height") == 980)
        #expect(number(body, "rect", "y") == 175 && number(body, "rect", "width") == 678)
        let got = service.respond(
            to: get(
                "/fit?device=ipad-pro-12-9-inch-6th-generation&orientation=landscape&multitasking=split-1/2"
                    + "&region=safeArea&aspectRatio=1:1"))
        #expect(got.body == posted.body)
    }

    @Test func fullMultitaskingIsTheScreen() {
        let full = service.respond(
            to: get("/fit?device=ipad-pro-13-inch-m5&orientation=landscape&multitasking=full&aspectRatio=16:9"))
        let body = json(full)
        #expect(number(body, "deviceRegion", "window", "width") == 1376)
        #expect(number(body, "deviceRegion", "window", "height") == 1032)
    }

    @Test func thePictureDrawsTheWindowOnTheScreen() {
        let response = service.respond(
            to: get(
                "/fit?device=ipad-pro-13-inch-m5&orientation=landscape&window=683x1032&aspectRatio=16:9&format=svg"))
        #expect(response.status == 200)
        let svg = response.bodyText
        #expect(svg.contains(#"viewBox="0 0 1376 "#), "\(svg.prefix(400))")
        #expect(svg.contains("ipad-window") && svg.contains("iPad window, 683 × 1032 pt"))
    }

    @Test(arguments: [
        ("/fit?device=iphone-16-pro&window=300x400&aspectRatio=16:9", 422, "window"),
        ("/fit?device=iphone-16-pro&multitasking=split-1/2&aspectRatio=16:9", 422, "multitasking"),
        ("/fit?device=ipad-pro-13-inch-m5&orientation=landscape&window=1400x1032&aspectRatio=16:9", 422, "window"),
        ("/fit?device=ipad-pro-13-inch-m5&orientation=portrait&window=1100x1032&aspectRatio=16:9", 422, "window"),
        (
            "/fit?device=ipad-pro-13-inch-m5&window=683x1032&region=aspectFitGuide&aspectRatio=16:9", 422,
            "safeAreaAspectFitLayoutGuide"
        ),
        (
            "/fit?device=ipad-pro-13-inch-m5&window=683x1032&region=keyboardLayoutGuide&aspectRatio=16:9", 422,
            "keyboard"
        ),
        ("/fit?container=400x300&window=683x1032&aspectRatio=16:9", 422, "window"),
        ("/fit?container=400x300&multitasking=split-1/2&aspectRatio=16:9", 422, "multitasking"),
        ("/fit?device=ipad-pro-13-inch-m5&multitasking=split-1/2&window=683x1032&aspectRatio=16:9", 422, "window"),
    ])
    func windowErrorsNameWhy(target: String, status: Int, field: String) {
        expectProblem(service.respond(to: get(target)), status: status, naming: field)
    }
}
