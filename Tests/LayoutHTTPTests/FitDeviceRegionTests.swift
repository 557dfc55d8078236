import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// `/fit` with `device`, `orientation` and `region`.
struct FitDeviceRegionTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func windowRegionIsTheWholeScreen() {
        let body = json(service.respond(to: get("/fit?device=iphone-16-pro&orientation=landscapeRight&aspectRatio=1")))
        #expect(number(body, "deviceRegion", "window", "width") == 874)
        #expect(number(body, "container", "height") == 402)
        #expect(close(number(body, "rect", "width"), 402))
    }

    @Test func regionAnswersCarryWindowAndSafeArea() {
        let body = json(service.respond(to: get("/fit?device=iphone-14-pro&region=safeArea&aspectRatio=9:16")))
        #expect(number(body, "deviceRegion", "safeArea", "y") == 59)
        #expect(number(body, "deviceRegion", "safeArea", "height") == 759)  // 852 − 59 − 34
        #expect(number(body, "scale") == 3)
    }

    @Test func contentIsPlacedInsideTheGuide() {
        let body = json(
            service.respond(
                to: get(
                    "/fit?device=iphone-14-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9"
                        + "&content=1920x1080"
                )))
        #expect(number(body, "container", "width") == 756)
        #expect(close(number(body, "rect", "height"), 323))
    }

    @Test func nameIdentifierAndIDShareOneCacheEntry() {
        let service = buildService(configuration: ServerConfiguration())
        let a = service.respond(
            to: get("/fit?device=iphone-14-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9"))
        let b = service.respond(
            to: get("/fit?device=iPhone15,2&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9"))
        let c = service.respond(
            to: get("/fit?device=iPhone%2014%20Pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9"))
        #expect(a.status == 200 && a.body == b.body && a.body == c.body)
        #expect(service.cache.statistics.entries == 1)
    }

    @Test func landscapeIsEchoedWithTheInterfaceOrientationItUsed() {
        let landscape = json(
            service.respond(
                to: get("/fit?device=iphone-14-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9")))
        let left = json(
            service.respond(
                to: get("/fit?device=iphone-14-pro&orientation=landscapeLeft&region=aspectFitGuide&aspectRatio=21:9")))
        #expect(string(landscape, "deviceRegion", "orientation") == "landscape")
        #expect(string(landscape, "deviceRegion", "interfaceOrientation") == "landscapeLeft")
        #expect(string(left, "deviceRegion", "orientation") == "landscapeLeft")
        #expect(number(landscape, "rect", "y") == 35 && number(left, "rect", "y") == 35)
        #expect(number(landscape, "rect", "width") == number(left, "rect", "width"))
    }

    @Test func tvAndVisionGuides() {
        let tv = json(service.respond(to: get("/fit?device=apple-tv-4k&region=aspectFitGuide&aspectRatio=4:3")))
        #expect(number(tv, "rect", "height") == 1080)
        #expect(number(tv, "rect", "width") == 1440)
        let tvSafe = json(service.respond(to: get("/fit?device=apple-tv-hd&region=safeArea&aspectRatio=16:9")))
        #expect(number(tvSafe, "container", "x") == 80)
    }

    @Test(arguments: [
        ("/fit?device=iphone-99&aspectRatio=1", 404, "device"),
        ("/fit?device=iphone-16&container=10x10&aspectRatio=1", 422, "container"),
        ("/fit?device=apple-tv-4k&orientation=portrait&aspectRatio=1", 422, "orientation"),
        ("/fit?device=apple-watch-series-10-11-46mm&region=aspectFitGuide", 422, "region"),
        ("/fit?device=apple-watch-series-10-11-46mm&region=safeArea&aspectRatio=1", 422, "region"),
        ("/fit?device=iphone-16&region=middle&aspectRatio=1", 400, "region"),
        ("/fit?container=10x10&aspectRatio=1&region=safeArea", 422, "region"),
        ("/fit?device=iphone-16&region=aspectFitGuide&aspectRatio=0", 400, "aspectRatio"),
        ("/fit?device=iphone-16&region=aspectFitGuide&aspectRatio=101", 422, "aspectRatio"),
    ])
    func regionErrors(target: String, status: Int, field: String) {
        expectProblem(service.respond(to: get(target)), status: status, naming: field)
    }
}
