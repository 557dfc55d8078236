import Foundation
import LayoutGeometry
@testable import LayoutHTTP
import Testing
import LayoutAnswers

/// `GET /devices/{id}/css` and `GET /devices.css`: a media query per orientation whose custom properties are the
/// catalog's figures. (`scripts/check/browser-tests.py` checks in Chromium which query matches an emulated device.)
struct DeviceCSSTests {
    let service = buildService(configuration: ServerConfiguration())

    /// The custom properties inside the `@media` block for one orientation.
    static func properties(_ css: String, orientation: String) -> [String: String]? {
        guard let start = css.range(of: "and (orientation: \(orientation)) {"),
            let end = css.range(of: "}\n}", range: start.upperBound..<css.endIndex)
        else { return nil }
        var out: [String: String] = [:]
        for line in css[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--layoutd-") else { continue }
            out[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: ";"))
        }
        return out
    }

    @Test func everyBrowsingDevicesCSSCarriesItsCatalogFigures() throws {
        var checked = 0
        for device in DeviceCatalog.bundled.devices where DeviceCSSAnswers.hasBrowser(device) {
            let response = service.respond(to: get("/devices/\(device.id)/css"))
            #expect(
                response.status == 200 && response.header("Content-Type") == "text/css; charset=utf-8", "\(device.id)")
            let css = response.bodyText
            let screen = device.screen
            let query =
                "(device-width: \(Parameters.format(screen.width))px) and "
                + "(device-height: \(Parameters.format(screen.height))px)"
            #expect(css.contains("@media \(query)"), "\(device.id)")
            for (name, orientation) in [
                ("portrait", LayoutGeometry.InterfaceOrientation.portrait), ("landscape", .landscapeLeft),
            ] {
                guard device.supports(orientation) else {
                    #expect(!css.contains("(orientation: \(name))"), "\(device.id)"); continue
                }
                let properties = try #require(Self.properties(css, orientation: name), "\(device.id) \(name)")
                #expect(properties["--layoutd-device"] == "\"\(device.id)\"")
                if let insets = device.safeAreaInsets(orientation) {
                    for (edge, value) in [
                        ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
                    ] {
                        #expect(
                            properties["--layoutd-safe-area-\(edge)"] == "\(Parameters.format(value))px",
                            "\(device.id) \(name) \(edge)")
                    }
                } else {
                    #expect(properties["--layoutd-safe-area-top"] == nil)
                }
                #expect(
                    properties["--layoutd-display-corner-radius"]
                        == device.displayCornerRadius.value.map { "\(Parameters.format($0))px" })
                if let scale = device.scale {
                    #expect(css.contains("(-webkit-device-pixel-ratio: \(Parameters.format(scale)))"))
                }
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
        #expect(
            service.respond(to: get("/devices.css?family=watch")).bodyText.contains(
                "No device of this family has a web browser"))
    }

    /// The declarations inside the first block that opens with `selector {` after `start` (e.g. `:root.layoutd-x`).
    static func block(_ css: String, _ selector: String, after start: String.Index) -> [String: String]? {
        guard let open = css.range(of: "\(selector) {\n", range: start..<css.endIndex),
            let end = css.range(of: "}", range: open.upperBound..<css.endIndex)
        else { return nil }
        var out: [String: String] = [:]
        for line in css[open.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--layoutd-") else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            out[String(parts[0])] = value.trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        }
        return out
    }

    /// A family file: per screen one query in each orientation (both the portrait-reported and the rotated-reported
    /// landscape form), `:root` holding only what every model on it shares, each model's values in its class.
    @Test func aFamilyFileNeverGivesOneModelAnothersValues() throws {
        let css = service.respond(to: get("/devices.css?family=iphone")).bodyText
        var conflicts = 0
        // A model with two displays (the iPhone Duo) is listed on each, as `layoutd-<id>-<display>`
        let devices = DeviceCatalog.bundled.devices.filter { $0.family == "iPhone" }.flatMap(\.everyDisplay)
        for device in devices {
            let s = device.portraitSize
            for (name, orientation) in DeviceCSSAnswers.orientations where device.supports(orientation) {
                let query = Self.expectedQuery(width: s.width, height: s.height, scale: device.scale, orientation: name)
                let start = try #require(css.range(of: "@media \(query) {"), "\(device.id) \(name)")
                let shared = try #require(Self.block(css, ":root.layoutd-mockup", after: start.upperBound))
                let own = try #require(
                    Self.block(css, ":root.layoutd-\(device.displayKey)", after: start.upperBound),
                    "\(device.id) \(name)")
                let expected = DeviceCSSAnswers.properties(device, orientation)
                let section = css[start.upperBound...].prefix { $0 != "@" }
                for (property, value) in expected {
                    #expect(own[property] == value, "\(device.id) \(name) \(property)")
                    if let sharedValue = shared[property] {
                        #expect(
                            sharedValue == value,
                            "\(device.id) \(name): :root gives \(property) \(sharedValue)")
                    } else if value != nil {
                        #expect(
                            section.contains("/* conflict: \(property) ("),
                            "\(device.id) \(name) \(property) unreported")
                        conflicts += 1
                    }
                }
            }
        }
        #expect(conflicts > 0, "the iPhone 16 Pro and 17 Pro share a screen but not their top inset")
        let queries = css.components(separatedBy: "@media").count - 1
        #expect(queries < devices.count * 2, "one query per screen, not per model")
    }

    /// The queries match real iPhones too, whose browser keeps a page clear of the status bar itself: every value
    /// is under the mock-up class or a model's class, never a bare `:root`, so a phone's page gets nothing twice.
    @Test func valuesApplyOnlyUnderTheMockupOrAModelClass() throws {
        for path in ["/devices/iphone-16-pro/css", "/devices.css", "/devices.css?family=iphone"] {
            let css = service.respond(to: get(path)).bodyText
            #expect(!css.contains(":root {") && !css.contains(":root{"), "\(path): a bare :root")
            let selectors = css.split(separator: "\n").filter { $0.hasSuffix("{") && !$0.hasPrefix("@media") }
            #expect(!selectors.isEmpty)
            for selector in selectors {
                #expect(selector.contains(":root.layoutd-"), "\(path): \(selector)")
            }
            #expect(css.contains("class=\"layoutd-mockup\""), "\(path): the header names the class")
        }
        let own = service.respond(to: get("/devices/iphone-16-pro/css")).bodyText
        #expect(
            own.contains(
                "  :root.layoutd-mockup, :root.layoutd-iphone-16-pro {\n    --layoutd-device: \"iphone-16-pro\";"))
    }

    /// The media query list a browser's report of a screen matches, written out here from the catalog's figures (not
    /// with `DeviceCSSAnswers.mediaQuery`): in portrait the portrait screen; in landscape both forms, first the
    /// portrait-reported one (iOS Safari keeps `device-width` the portrait width when rotated), then the rotated one
    /// (what Chromium's device emulation reports).
    static func expectedQuery(width: Double, height: Double, scale: Double?, orientation: String) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        func one(_ w: Double, _ h: Double) -> String {
            "(device-width: \(n(w))px) and (device-height: \(n(h))px)"
                + (scale.map { " and (-webkit-device-pixel-ratio: \(n($0)))" } ?? "")
                + " and (orientation: \(orientation))"
        }
        return orientation == "portrait" ? one(width, height) : one(width, height) + ", " + one(height, width)
    }

    /// The iPhone 16 Pro's two queries, written literally: landscape has both the form iOS Safari reports
    /// (402 × 874 with orientation landscape) and the rotated one.
    @Test func theIPhone16ProsQueriesWrittenOut() {
        let css = service.respond(to: get("/devices/iphone-16-pro/css")).bodyText
        let portrait =
            "@media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3) "
            + "and (orientation: portrait) {"
        let landscape =
            "@media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3) "
            + "and (orientation: landscape), (device-width: 874px) and (device-height: 402px) and "
            + "(-webkit-device-pixel-ratio: 3) and (orientation: landscape) {"
        #expect(css.contains(portrait), "\(css)")
        #expect(css.contains(landscape), "\(css)")
        #expect(css.components(separatedBy: "@media").count == 3, "one query per orientation")
    }

    /// Every browsing model's file has, per orientation it takes, exactly the query list written out by
    /// ``expectedQuery(width:height:scale:orientation:)``: both landscape forms, never one alone.
    @Test func everyModelsQueriesHaveBothLandscapeForms() {
        var landscapes = 0
        for device in DeviceCatalog.bundled.devices where DeviceCSSAnswers.hasBrowser(device) {
            let css = service.respond(to: get("/devices/\(device.id)/css")).bodyText
            let queries = css.components(separatedBy: "@media ").dropFirst().map { $0.prefix { $0 != "{" } }
            var expected: [String] = []
            for display in device.everyDisplay {  // the model's file answers each of its displays
                let s = display.screen
                if display.supports(.portrait) {
                    expected.append(
                        Self.expectedQuery(
                            width: s.width, height: s.height, scale: display.scale, orientation: "portrait"))
                }
                if display.supports(.landscapeLeft) {
                    expected.append(
                        Self.expectedQuery(
                            width: s.width, height: s.height, scale: display.scale, orientation: "landscape"))
                    landscapes += 1
                }
            }
            #expect(queries.map { $0.trimmingCharacters(in: .whitespaces) } == expected, "\(device.id)")
        }
        #expect(landscapes > 60)
    }

    @Test func badCSSRequestsAreProblems() {
        expectProblem(service.respond(to: get("/devices.css?family=android")), status: 400, naming: "family")
        expectProblem(service.respond(to: get("/devices/apple-tv-4k/css")), status: 422, naming: "no web browser")
        expectProblem(service.respond(to: get("/devices/iphone-99/css")), status: 404, naming: "iphone-99")
        expectProblem(service.respond(to: get("/devices/iphone-11/css?os=12")), status: 422, naming: "os")
        #expect(
            service.respond(to: get("/devices/iphone-16-pro/css", headers: ["Accept": "application/json"])).status
                == 406)
        #expect(service.respond(to: get("/devices/iphone-16-pro/css", headers: ["Accept": "text/*"])).status == 200)
    }

    @Test func anOSVersionAnswersItsInsets() throws {
        let css = service.respond(to: get("/devices/iphone-11/css?os=13")).bodyText
        #expect(Self.properties(css, orientation: "portrait")?["--layoutd-safe-area-top"] == "44px")
        let newest = service.respond(to: get("/devices/iphone-11/css")).bodyText
        #expect(Self.properties(newest, orientation: "portrait")?["--layoutd-safe-area-top"] == "48px")
    }
}
