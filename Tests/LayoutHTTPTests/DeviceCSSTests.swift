import Foundation
import LayoutGeometry
@testable import LayoutHTTP
import Testing

/// `GET /devices/{id}/css` and `GET /devices.css`: a media query per orientation whose custom properties are the
/// catalog's figures. (`scripts/browser-tests.py` checks in Chromium which query matches an emulated device.)
struct DeviceCSSTests {
    let service = buildService(configuration: ServerConfiguration())

    /// The custom properties inside the `@media` block for one orientation.
    static func properties(_ css: String, orientation: String) -> [String: String]? {
        guard let start = css.range(of: "and (orientation: \(orientation)) {"),
              let end = css.range(of: "}\n}", range: start.upperBound..<css.endIndex) else { return nil }
        var out: [String: String] = [:]
        for line in css[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--layoutd-") else { continue }
            out[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        }
        return out
    }

    @Test func everyBrowsingDevicesCSSCarriesItsCatalogFigures() throws {
        var checked = 0
        for device in DeviceCatalog.bundled.devices where DeviceCSSEndpoint.hasBrowser(device) {
            let response = service.respond(to: get("/devices/\(device.id)/css"))
            #expect(response.status == 200 && response.header("Content-Type") == "text/css; charset=utf-8", "\(device.id)")
            let css = response.bodyText
            let screen = device.screen
            let query = "(device-width: \(Parameters.format(screen.width))px) and (device-height: \(Parameters.format(screen.height))px)"
            #expect(css.contains("@media \(query)"), "\(device.id)")
            for (name, orientation) in [("portrait", LayoutGeometry.InterfaceOrientation.portrait), ("landscape", .landscapeLeft)] {
                guard device.supports(orientation) else { #expect(!css.contains("(orientation: \(name))"), "\(device.id)"); continue }
                let properties = try #require(Self.properties(css, orientation: name), "\(device.id) \(name)")
                #expect(properties["--layoutd-device"] == "\"\(device.id)\"")
                if let insets = device.safeAreaInsets(orientation) {
                    for (edge, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
                        #expect(properties["--layoutd-safe-area-\(edge)"] == "\(Parameters.format(value))px", "\(device.id) \(name) \(edge)")
                    }
                } else {
                    #expect(properties["--layoutd-safe-area-top"] == nil)
                }
                #expect(properties["--layoutd-display-corner-radius"] == device.displayCornerRadius.value.map { "\(Parameters.format($0))px" })
                if let scale = device.scale { #expect(css.contains("(-webkit-device-pixel-ratio: \(Parameters.format(scale)))")) }
            }
            checked += 1
        }
        #expect(checked > 60)
    }

    @Test func oneFileForAFamily() {
        let iphones = service.respond(to: get("/devices.css?family=iphone"))
        #expect(iphones.status == 200 && iphones.header("Content-Type") == "text/css; charset=utf-8")
        let ids = DeviceCatalog.bundled.devices.filter { $0.family == "iPhone" }.map(\.id)
        for id in ids { #expect(iphones.bodyText.contains("--layoutd-device: \"\(id)\";"), "\(id)") }
        #expect(!iphones.bodyText.contains("ipad-"))
        let all = service.respond(to: get("/devices.css")).bodyText
        #expect(all.contains("ipad-pro-13-inch-m4") && all.contains("iphone-16-pro") && !all.contains("apple-watch"))
        #expect(service.respond(to: get("/devices.css?family=watch")).bodyText.contains("No device of this family has a web browser"))
    }

    @Test func badCSSRequestsAreProblems() {
        expectProblem(service.respond(to: get("/devices.css?family=android")), status: 400, naming: "family")
        expectProblem(service.respond(to: get("/devices/apple-tv-4k/css")), status: 422, naming: "no web browser")
        expectProblem(service.respond(to: get("/devices/iphone-99/css")), status: 404, naming: "iphone-99")
        expectProblem(service.respond(to: get("/devices/iphone-11/css?os=12")), status: 422, naming: "os")
        #expect(service.respond(to: get("/devices/iphone-16-pro/css", headers: ["Accept": "application/json"])).status == 406)
        #expect(service.respond(to: get("/devices/iphone-16-pro/css", headers: ["Accept": "text/*"])).status == 200)
    }

    @Test func anOSVersionAnswersItsInsets() throws {
        let css = service.respond(to: get("/devices/iphone-11/css?os=13")).bodyText
        #expect(Self.properties(css, orientation: "portrait")?["--layoutd-safe-area-top"] == "44px")
        let newest = service.respond(to: get("/devices/iphone-11/css")).bodyText
        #expect(Self.properties(newest, orientation: "portrait")?["--layoutd-safe-area-top"] == "48px")
    }
}
