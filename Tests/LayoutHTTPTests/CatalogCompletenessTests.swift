import Foundation
import LayoutAnswers
import LayoutGeometry
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The catalog is complete and current, through the HTTP answers: Display Zoom for every iPhone that has
/// it, the Apple Watch SE 3 identifiers, sourced Face ID geometry (the aspect-fit guide answers for every Face ID
/// model), the keyboard above which `region=keyboardLayoutGuide` lays content out, and the status bar in the CSS.
struct CatalogCompletenessTests {
    let catalog = DeviceCatalog.bundled
    let service = buildService(configuration: ServerConfiguration())

    /// Face ID iPhones: a notch or a Dynamic Island (DeviceKit's flag, or the catalog's housing type).
    var faceIDPhones: [Device] {
        catalog.devices.filter {
            $0.idiom == "phone" && ($0.features?.faceID == true || $0.sensorHousing.type != "none")
        }
    }

    @Test func displayZoomAnswersForTheIPhone16Pro() {
        // 402 × 874 zooms to 320 × 693 (atommclain/dot-files screenRes.md, DOTF).
        let body = json(service.respond(to: get("/sizeclass?device=iphone-16-pro&displayZoom=true")))
        #expect(number(body, "window", "width") == 320 && number(body, "window", "height") == 693, "\(body)")
    }

    @Test func everyFaceIDIPhoneHasZoomedFiguresOrANoteSayingWhyNot() {
        #expect(faceIDPhones.count >= 33)  // X to 17e and Air
        for device in faceIDPhones {
            if let zoom = device.displayZoom {
                #expect(!zoom.sources.isEmpty, "\(device.id)")
                #expect(zoom.value.width < device.screen.width, "\(device.id): zoomed \(zoom.value)")
            } else {
                #expect(
                    device.notes.contains { $0.contains("Display Zoom") },
                    "\(device.id) has neither zoom nor a note")
            }
        }
    }

    @Test func watchSE3IdentifiersPairGPSAndCellularPerSize() {
        let small = "apple-watch-se-3rd-generation-40mm", large = "apple-watch-se-3rd-generation-44mm"
        let pairs = [("Watch7,13", small), ("Watch7,15", small), ("Watch7,14", large), ("Watch7,16", large)]
        for (identifier, id) in pairs {
            let body = json(service.respond(to: get("/devices/\(identifier)")))
            #expect(string(body, "id") == id, "\(identifier)")
        }
        let se3 = json(service.respond(to: get("/devices/Watch7,14")))
        #expect(number(se3, "screen", "width") == 184)
        #expect((se3["identifierSources"] as? [String])?.contains("MM") == true)
    }

    @Test func theAspectFitGuideAnswersForEveryFaceIDModel() {
        for device in faceIDPhones {
            let response = service.respond(to: get("/fit?device=\(device.id)&region=aspectFitGuide&aspectRatio=16:9"))
            if device.displays != nil {
                // The iPhone Duo: outer corners 59 and 8 (DUOSIM, REV) and an inner "55 px" of unclear unit, so no
                // radius is answered and the guide cannot be computed; the 422 says so.
                expectProblem(response, status: 422, naming: "corner radius")
                continue
            }
            #expect(response.status == 200, "\(device.id): \(response.bodyText)")
            #expect(device.sensorHousing.rect != nil && !device.sensorHousing.sources.isEmpty, "\(device.id)")
        }
        let vision = service.respond(to: get("/fit?device=apple-vision-pro&region=aspectFitGuide&aspectRatio=16:9"))
        expectProblem(vision, status: 422, naming: "corner radius")
    }

    @Test func keyboardLayoutGuideAnswersWithTheKeyboardAndItsSource() {
        let url = "/fit?device=iphone-16-pro&orientation=landscape&region=keyboardLayoutGuide&aspectRatio=16:9"
        let body = json(service.respond(to: get(url)))
        // TG26: landscape keyboard 172 + predictive bar 37; iOS 26 insets 20/62/20/62 (useyourloaf) on 874 × 402.
        #expect(number(body, "deviceRegion", "keyboard", "height") == 209, "\(body)")
        #expect(number(body, "deviceRegion", "keyboard", "frame", "y") == 193)
        let keyboard = (body["deviceRegion"] as? [String: Any])?["keyboard"] as? [String: Any]
        #expect(keyboard?["sources"] as? [String] == ["TG26"])
        #expect(number(body, "container", "x") == 62 && number(body, "container", "width") == 750)
        #expect(number(body, "container", "y") == 20 && number(body, "container", "height") == 173)
        let plain = json(service.respond(to: get(url + "&keyboard=noPredictive")))
        #expect(number(plain, "container", "height") == 210)  // 402 − 20 − 172
        let hidden = json(service.respond(to: get(url + "&keyboard=hidden")))
        #expect(number(hidden, "container", "height") == 362)  // the safe area: 402 − 20 − 20
        let older = json(
            service.respond(
                to: get(
                    "/fit?device=iphone-16-pro&region=keyboardLayoutGuide&aspectRatio=1"
                        + "&os=18")))
        #expect(number(older, "deviceRegion", "keyboard", "height") == 336, "\(older)")  // 292 + 44 before iOS 26
    }

    @Test func keyboardLayoutGuideRefusesWhatNoSourceGives() {
        func fit(_ query: String) -> Response { service.respond(to: get("/fit?aspectRatio=1&" + query)) }
        expectProblem(fit("device=ipad-pro-13-inch-m4&region=keyboardLayoutGuide"), status: 422, naming: "keyboard")
        #expect(fit("device=ipad-pro-13-inch-m4&region=keyboardLayoutGuide&keyboard=hidden").status == 200)
        expectProblem(fit("device=iphone-16-pro&keyboard=hidden"), status: 422, naming: "keyboard")
        expectProblem(fit("device=apple-tv-4k&region=keyboardLayoutGuide"), status: 422, naming: "region")
        // The 17e: portrait insets 47/34 (REV) answer; its landscape insets no source gives.
        expectProblem(
            fit("device=iphone-17e&orientation=landscape&region=keyboardLayoutGuide"), status: 422,
            naming: "safe-area insets")
        let e = json(fit("device=iphone-17e&region=keyboardLayoutGuide"))
        // height: 844 − 335 − 47
        #expect(e["container"] as? [String: Double] == ["x": 0, "y": 47, "width": 390, "height": 462])
        #expect(fit("device=iphone-16-pro&region=keyboardLayoutGuide&keyboard=big").status == 400)
    }

    @Test func thePicturesDrawTheKeyboardAndTheStatusBar() {
        let fit = service.respond(
            to: get(
                "/fit?device=iphone-16-pro&orientation=landscape&region=keyboardLayoutGuide"
                    + "&aspectRatio=16:9&format=svg"))
        #expect(fit.status == 200 && fit.pictureText().contains("id=\"keyboard\""))
        #expect(fit.pictureText().contains("id=\"keyboard-layout-guide\""))
        let device = service.respond(to: get("/devices/iphone-16-pro?format=svg&keyboard=predictive"))
        #expect(
            device.status == 200 && device.bodyText.contains("data-height=\"335\""),  // iOS 26: 291 + 44
            "\(device.bodyText.prefix(300))")
        #expect(device.bodyText.contains("Status bar, 54 pt"))
        #expect(service.respond(to: get("/devices/iphone-16-pro?keyboard=predictive")).status == 422)
    }

    @Test func theCSSGivesTheStatusBarWhereASourceDoes() {
        // The iPhone 16 (TG's iPhone14Pro profile): 54 pt in portrait; 0 in landscape, where its insets have top 0.
        let css = service.respond(to: get("/devices/iphone-16/css")).bodyText
        #expect(css.contains("--layoutd-status-bar-height: 54px;"))
        #expect(css.contains("--layoutd-status-bar-height: 0px;"))  // landscape: no status bar (TG)
        let unknown = service.respond(to: get("/devices/ipad-pro-13-inch-m4/css")).bodyText
        #expect(unknown.contains("/* no source gives --layoutd-status-bar-height in portrait */"))
    }
}
