import Foundation
import LayoutGeometry
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutAnswers
import LayoutHTTPCore

/// `/sizeclass` for devices and windows: the split-view table, the idioms' rules at their boundaries and the errors
/// that name their field.
struct DeviceSizeClassTests {
    let catalog = DeviceCatalog.bundled
    let service = buildService(configuration: ServerConfiguration())

    // MARK: Size classes

    @Test func splitViewAcceptanceExample() {
        let body = json(
            service.respond(
                to: get("/sizeclass?device=ipad-pro-12-9-inch&orientation=landscape&multitasking=split-1/2")))
        #expect(number(body, "window", "width") == 678)
        #expect(number(body, "window", "height") == 1024)
        #expect(body["horizontal"] as? String == "regular")
        #expect(body["vertical"] as? String == "regular")
        #expect(body["orientation"] as? String == "landscape")
        #expect(body["interfaceOrientation"] as? String == "landscapeLeft")
    }

    @Test func tvAndVisionProAnswerByTheirIdiomsRule() {
        for id in ["apple-tv-4k", "apple-tv-4k-3rd-generation", "apple-vision-pro"] {
            let response = service.respond(to: get("/sizeclass?device=\(id)"))
            #expect(response.status == 200, "\(id): \(response.bodyText)")
            let body = json(response)
            #expect(body["horizontal"] as? String == "regular")
            #expect(body["confidence"] as? String == "unconfirmed")
        }
    }

    @Test func everyMeasuredWindowAgreesWithTheWidthRule() {
        for window in catalog.splitViewWindows {
            guard let size = window.window else { continue }
            let rule = SizeClassRule(window: size, idiom: .pad)
            #expect(rule.confidence == "sourced", "\(size) falls in the unmeasured gap")
            if let measured = window.measuredHorizontal { #expect(rule.classes.horizontal == measured, "\(window)") }
        }
    }

    @Test(arguments: [
        ("/sizeclass?device=ipad-pro-12-9-inch&orientation=portrait&multitasking=split-2/3", 639.0, "compact"),
        ("/sizeclass?device=ipad-pro-11-inch&orientation=landscape&multitasking=split-1/2", 592, "compact"),
        ("/sizeclass?device=ipad-pro-11-inch&orientation=landscape&multitasking=split-2/3", 809, "regular"),
        ("/sizeclass?device=ipad-9-7-inch&orientation=landscape&multitasking=slide-over", 320, "compact"),
        ("/sizeclass?device=iphone-16-pro-max&orientation=landscape", 956, "regular"),
        ("/sizeclass?device=iphone-16-pro&orientation=landscape", 874, "compact"),
        ("/sizeclass?device=iphone-16-pro", 402, "compact"),
        ("/sizeclass?device=ipad-pro-13-inch-m4&orientation=landscape", 1376, "regular"),
    ])
    func deviceSizeClasses(target: String, width: Double, horizontal: String) {
        let body = json(service.respond(to: get(target)))
        #expect(number(body, "window", "width") == width, "\(body)")
        #expect(body["horizontal"] as? String == horizontal)
    }

    @Test(arguments: [
        (413.0, 800.0, "phone", "compact", "regular"), (800, 413, "phone", "compact", "compact"),
        (800, 414, "phone", "regular", "compact"),
        (414, 800, "phone", "compact", "regular"),
        (639, 1000, "pad", "compact", "regular"), (640, 1000, "pad", "compact", "regular"),
        (677, 1000, "pad", "compact", "regular"),
        (678, 1000, "pad", "regular", "regular"), (1366, 1024, "pad", "regular", "regular"),
        (1280, 720, "vision", "regular", "regular"), (800, 600, "mac", "regular", "regular"),
        (1920, 1080, "tv", "regular", "regular"),
    ])
    func windowRulesAtTheirBoundaries(
        width: Double, height: Double, idiom: String, horizontal: String, vertical: String
    ) {
        let body = json(service.respond(to: get("/sizeclass?window=\(width)x\(height)&idiom=\(idiom)")))
        #expect(body["horizontal"] as? String == horizontal, "\(body)")
        #expect(body["vertical"] as? String == vertical)
        #expect((body["rule"] as? String)?.isEmpty == false)
        if idiom == "pad" && width > 639 && width < 678 { #expect(body["confidence"] as? String == "inferred") }
    }

    @Test(arguments: [
        ("/sizeclass?device=ipad-pro-11-inch&orientation=portrait&multitasking=split-1/2", 422, "multitasking"),
        ("/sizeclass?device=iphone-16&multitasking=split-1/2", 422, "multitasking"),
        ("/sizeclass?device=ipad-mini-8-3-inch&multitasking=split-1/3", 422, "multitasking"),
        ("/sizeclass?device=apple-watch-ultra-3", 422, "watchOS"),
        ("/sizeclass?device=apple-tv-4k&orientation=portrait", 422, "orientation"),
        ("/sizeclass?width=100", 422, "width"),
        ("/sizeclass?device=iphone-16&window=100x100", 422, "window"),
        ("/sizeclass?orientation=portrait&window=1x1", 422, "orientation"),
        ("/sizeclass?window=1x1&idiom=car", 400, "idiom"),
        ("/sizeclass?window=0x1&idiom=phone", 400, "window"),
        ("/sizeclass?device=ipad-pro-13-inch-m4&displayZoom=true", 422, "displayZoom"),
    ])
    func sizeClassErrorsNameTheField(target: String, status: Int, field: String) {
        expectProblem(service.respond(to: get(target)), status: status, naming: field)
    }
}
