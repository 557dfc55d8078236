import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// `/fit` with a device region and neither `aspectRatio` nor `content`: the region answered as it is, its rect in
/// `rect` (content of the region's own size, scale 1). The expected rects are the catalog's figures
/// (data/devices.json): the iPhone 16 Pro's 402 × 874 pt screen with insets 62 top, 34 bottom in portrait and 20,
/// 62, 20, 62 in landscape; the iPad Air 11-inch (M3)'s 820 × 1180 pt with 24 top, 20 bottom.
struct FitRegionItselfTests {
    let service = buildService(configuration: ServerConfiguration())

    func rect(_ body: [String: Any], _ member: String = "rect") -> [Double?] {
        ["x", "y", "width", "height"].map { number(body, member, $0) }
    }

    @Test func eachRegionIsAnsweredAsItIs() {
        let cases: [(query: String, rect: [Double])] = [
            ("device=iphone-16-pro&region=safeArea", [0, 62, 402, 778]),
            ("device=iphone-16-pro&orientation=landscape&region=safeArea", [62, 20, 750, 362]),
            ("device=iphone-16-pro", [0, 0, 402, 874]),
            ("device=iphone-16-pro&region=window&orientation=landscape", [0, 0, 874, 402]),
            ("device=ipad-air-11-inch-m3&region=safeArea", [0, 24, 820, 1136]),
            // No keyboard: the guide's top is the safe area's bottom, so its region is the safe area.
            ("device=iphone-16-pro&region=keyboardLayoutGuide&keyboard=hidden", [0, 62, 402, 778]),
            // A mode or an alignment has nothing to move: the content is the region's size.
            ("device=iphone-16-pro&region=safeArea&mode=scaleAspectFill&alignment=top", [0, 62, 402, 778]),
        ]
        for (query, expected) in cases {
            let response = service.respond(to: get("/fit?" + query))
            #expect(response.status == 200, "\(query): \(response.bodyText.prefix(300))")
            let body = json(response)
            #expect(rect(body) == expected, "\(query)")
            #expect(rect(body, "container") == expected, "\(query)")
            #expect(rect(body, "unroundedRect") == expected, "\(query)")
            #expect(number(body, "content", "width") == expected[2] && number(body, "content", "height") == expected[3])
            #expect(number(body, "contentScale", "x") == 1 && number(body, "contentScale", "y") == 1, "\(query)")
            #expect(number(body, "cropped", "top") == 0 && number(body, "cropped", "left") == 0, "\(query)")
        }
    }

    /// A body asks the same question (one answer, one ETag); the same region with a ratio is another question.
    @Test func theRegionItselfIsItsOwnQuestion() {
        let service = buildService(configuration: ServerConfiguration())
        let asked = service.respond(to: get("/fit?device=iphone-16-pro&region=safeArea"))
        let posted = service.respond(to: post("/fit", #"{"device":"iphone-16-pro","region":"safeArea"}"#))
        #expect(asked.status == 200 && posted.body == asked.body)
        #expect(posted.header("ETag") == asked.header("ETag"))
        let square = json(service.respond(to: get("/fit?device=iphone-16-pro&region=safeArea&aspectRatio=1:1")))
        #expect(rect(square) == [0, 250, 402, 402])  // 62 + (778 − 402) / 2
        #expect(rect(json(service.respond(to: get("/fit?device=iphone-16-pro&region=safeArea")))) == [0, 62, 402, 778])
    }

    /// The aspect-fit guide without a ratio is still UIKit's 1:1 guide; a container is no region, so it still needs
    /// a ratio or a content size.
    @Test func theGuideKeepsItsRatioAndAContainerNeedsContent() {
        let guide = json(service.respond(to: get("/fit?device=iphone-16-pro&region=aspectFitGuide")))
        #expect(number(guide, "content", "width") == 1 && number(guide, "content", "height") == 1)
        #expect(number(guide, "rect", "width") == number(guide, "rect", "height"))
        let container = service.respond(to: get("/fit?container=852x393"))
        expectProblem(container, status: 422, naming: "aspectRatio")
        #expect(container.bodyText.contains("region=safeArea"), "\(container.bodyText)")
    }
}
