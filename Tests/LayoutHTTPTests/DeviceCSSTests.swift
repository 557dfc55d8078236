import Foundation
import LayoutGeometry
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutAnswers
@testable import LayoutHTTPCore

/// `GET /devices/{id}/css` and `GET /devices.css`: per orientation a frame query, the model's and orientation's classes
/// and a device query for emulation, whose custom properties are the catalog's figures.
/// (`scripts/check/browser-tests.py` checks in Chromium which rule matches a desktop iframe and an emulated device.)
struct DeviceCSSTests {
    let service = buildService(configuration: ServerConfiguration())

    /// The custom properties under a model's and an orientation's classes (`:root.layoutd-iphone-11.layoutd-portrait`).
    static func properties(_ css: String, key: String, orientation: String) -> [String: String]? {
        block(css, ":root.layoutd-\(key).layoutd-\(orientation)", after: css.startIndex)
    }

    @Test func everyBrowsingDevicesCSSCarriesItsCatalogFigures() throws {
        var checked = 0
        for model in DeviceCatalog.bundled.devices where DeviceCSSAnswers.hasBrowser(model) {
            let response = service.respond(to: get("/devices/\(model.id)/css"))
            #expect(
                response.status == 200 && response.header("Content-Type") == "text/css; charset=utf-8", "\(model.id)")
            let css = response.bodyText
            // A model with two displays (the iPhone Duo) is answered on each, as `layoutd-<id>-<display>`
            for device in model.everyDisplay {
                let key = device.displayKey
                let screen = device.screen
                let query =
                    "(device-width: \(Parameters.format(screen.width))px) and "
                    + "(device-height: \(Parameters.format(screen.height))px)"
                #expect(css.contains("@media \(query)"), "\(device.id)")
                for (name, orientation) in [
                    ("portrait", LayoutGeometry.InterfaceOrientation.portrait), ("landscape", .landscapeLeft),
                ] {
                    guard device.supports(orientation) else {
                        #expect(!css.contains("(orientation: \(name))") && !css.contains(".layoutd-\(name) {"))
                        continue
                    }
                    let properties = try #require(
                        Self.properties(css, key: key, orientation: name), "\(device.id) \(name)")
                    // The same values in a frame of the screen's size and in the emulation's device query
                    let (w, h) = name == "portrait" ? (screen.width, screen.height) : (screen.height, screen.width)
                    let frame = try #require(
                        css.range(
                            of: "@media (width: \(Parameters.format(w))px) and (height: \(Parameters.format(h))px) {"),
                        "\(device.id) \(name)")
                    #expect(
                        Self.block(css, ":root.layoutd-mockup, :root.layoutd-\(key)", after: frame.upperBound)
                            == properties, "\(device.id) \(name)")
                    let query = Self.expectedQuery(
                        width: screen.width, height: screen.height, scale: device.scale, orientation: name)
                    let emulated = try #require(css.range(of: "@media \(query) {"), "\(device.id) \(name)")
                    #expect(
                        Self.block(css, ":root.layoutd-emulated", after: emulated.upperBound) == properties,
                        "\(device.id) \(name)")
                    #expect(properties["--layoutd-device"] == "\"\(device.id)\"")
                    if let insets = device.safeAreaInsets(orientation) {
                        for (edge, value) in [
                            ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
                            ("right", insets.right),
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

    /// A family file: per screen size one frame query in each orientation, and per screen and scale one device query
    /// (both landscape forms) under the emulation class; each with `:root` holding only what every model on it shares
    /// and each model's values in its class; and per model its classes with the orientation's.
    @Test func aFamilyFileNeverGivesOneModelAnothersValues() throws {
        let css = service.respond(to: get("/devices.css?family=iphone")).bodyText
        var conflicts = 0
        // A model with two displays (the iPhone Duo) is listed on each, as `layoutd-<id>-<display>`
        let devices = DeviceCatalog.bundled.devices.filter { $0.family == "iPhone" }.flatMap(\.everyDisplay)
        let emulation = try #require(css.range(of: "@supports not (-webkit-touch-callout: none) {\n"))
        for device in devices {
            let s = device.portraitSize, key = device.displayKey
            for (name, orientation) in DeviceCSSAnswers.orientations where device.supports(orientation) {
                let (w, h) = name == "portrait" ? (s.width, s.height) : (s.height, s.width)
                let frame = "(width: \(Parameters.format(w))px) and (height: \(Parameters.format(h))px)"
                let query = Self.expectedQuery(width: s.width, height: s.height, scale: device.scale, orientation: name)
                let expected = DeviceCSSAnswers.properties(device, orientation)
                let classes = try #require(
                    Self.block(css, ":root.layoutd-\(key).layoutd-\(name)", after: css.startIndex), "\(key) \(name)")
                #expect(classes.count == expected.compactMap(\.value).count, "\(key) \(name)")
                for (start, root, model) in [
                    (try #require(css.range(of: "@media \(frame) {"), "\(key)"), ":root.layoutd-mockup", ":root."),
                    (
                        try #require(css.range(of: "@media \(query) {", range: emulation.upperBound..<css.endIndex)),
                        ":root.layoutd-emulated", ":root.layoutd-emulated."
                    ),
                ] {
                    let shared = try #require(Self.block(css, root, after: start.upperBound))
                    let own = try #require(
                        Self.block(css, "\(model)layoutd-\(key)", after: start.upperBound), "\(key) \(name)")
                    let section = css[start.upperBound...].prefix { $0 != "@" }
                    for (property, value) in expected {
                        #expect(own[property] == value && classes[property] == value, "\(key) \(name) \(property)")
                        if let sharedValue = shared[property] {
                            #expect(sharedValue == value, "\(key) \(name): \(root) gives \(property) \(sharedValue)")
                        } else if value != nil {
                            #expect(
                                section.contains("/* conflict: \(property) ("), "\(key) \(name) \(property) unreported")
                            conflicts += 1
                        }
                    }
                }
            }
        }
        #expect(conflicts > 0, "the iPhone 16 Pro and 17 Pro share a screen but not their top inset")
        let frames = css.components(separatedBy: "@media (width: ").count - 1
        let queries = css.components(separatedBy: "@media (device-width: ").count - 1
        #expect(frames < devices.count * 2 && queries < devices.count * 2, "one query per screen, not per model")
    }

    /// Every value is under a class a page sets on `<html>` (the mock-up's, the emulation's or a model's), never a
    /// bare `:root`; the device queries, which match a real iPhone too, sit in `@supports not (-webkit-touch-callout:
    /// none)`, which no iOS or iPadOS browser matches, so a page on a phone gets nothing twice.
    @Test func valuesApplyOnlyUnderTheMockupOrAModelClass() throws {
        for path in ["/devices/iphone-16-pro/css", "/devices.css", "/devices.css?family=iphone"] {
            let css = service.respond(to: get(path)).bodyText
            #expect(!css.contains(":root {") && !css.contains(":root{"), "\(path): a bare :root")
            let selectors = css.split(separator: "\n").filter {
                $0.hasSuffix("{") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@")
            }
            #expect(!selectors.isEmpty)
            for selector in selectors {
                #expect(selector.contains(":root.layoutd-"), "\(path): \(selector)")
            }
            #expect(css.contains("class=\"layoutd-mockup\""), "\(path): the header names the class")
            // Each device query is inside the @supports rule: one per query in a model's file, one around them all
            // (and nothing else) in a family file
            let supports = "@supports not (-webkit-touch-callout: none) {\n"
            let opened = css.components(separatedBy: supports).count - 1
            let deviceQueries = css.components(separatedBy: "@media (device-width").count - 1
            if path.hasPrefix("/devices/") {
                #expect(
                    opened == deviceQueries
                        && css.components(separatedBy: supports + "  @media (device-width")
                            .count - 1 == deviceQueries,
                    "\(path)")
            } else {
                let tail = css.components(separatedBy: supports).last ?? ""
                #expect(opened == 1 && tail.components(separatedBy: "@media (device-width").count - 1 == deviceQueries)
                #expect(!tail.contains("@media (width") && !tail.contains(".layoutd-portrait"), "\(path)")
            }
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

    /// The iPhone 17 Pro's file written out: its insets from data/devices.json (portrait 62 / 0 / 34 / 0 top, left,
    /// bottom, right; landscape 20 / 62 / 20 / 62), corner radius 62 and portrait status bar 54; a 402 × 874 frame
    /// (portrait) and an 874 × 402 one (landscape), the classes, and the device queries, landscape in both forms (iOS
    /// Safari keeps the portrait screen when rotated).
    @Test func theIPhone17ProsFileWrittenOut() {
        let css = service.respond(to: get("/devices/iphone-17-pro/css")).bodyText
        func values(_ insets: String, _ statusBar: String, _ indent: String) -> String {
            let lines = [
                "--layoutd-device: \"iphone-17-pro\";"
            ]
            let edges = zip(["top", "left", "bottom", "right"], insets.split(separator: " ")).map {
                "--layoutd-safe-area-\($0): \($1)px;"
            }
            return (lines + edges + ["--layoutd-display-corner-radius: 62px;", statusBar]).map { indent + $0 + "\n" }
                .joined()
        }
        let portraitBar = "--layoutd-status-bar-height: 54px;"
        let landscapeBar = "/* no source gives --layoutd-status-bar-height in landscape */"
        let portrait =
            "\n/* iPhone 17 Pro, portrait: 402 × 874 pt @3x */\n@media (width: 402px) and (height: 874px) {\n"
            + "  :root.layoutd-mockup, :root.layoutd-iphone-17-pro {\n" + values("62 0 34 0", portraitBar, "    ")
            + "  }\n}\n:root.layoutd-iphone-17-pro.layoutd-portrait {\n" + values("62 0 34 0", portraitBar, "  ")
            + "}\n@supports not (-webkit-touch-callout: none) {\n"
            + "  @media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3) "
            + "and (orientation: portrait) {\n    :root.layoutd-emulated {\n"
            + values("62 0 34 0", portraitBar, "      ")
            + "    }\n  }\n}\n"
        let landscape =
            "\n/* iPhone 17 Pro, landscape: 402 × 874 pt @3x */\n@media (width: 874px) and (height: 402px) {\n"
            + "  :root.layoutd-mockup, :root.layoutd-iphone-17-pro {\n" + values("20 62 20 62", landscapeBar, "    ")
            + "  }\n}\n:root.layoutd-iphone-17-pro.layoutd-landscape {\n" + values("20 62 20 62", landscapeBar, "  ")
            + "}\n@supports not (-webkit-touch-callout: none) {\n"
            + "  @media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3) "
            + "and (orientation: landscape), (device-width: 874px) and (device-height: 402px) and "
            + "(-webkit-device-pixel-ratio: 3) and (orientation: landscape) {\n    :root.layoutd-emulated {\n"
            + values("20 62 20 62", landscapeBar, "      ") + "    }\n  }\n}\n"
        #expect(css.hasSuffix(portrait + landscape), "\(css)")
        #expect(css.components(separatedBy: "@media").count == 5, "a frame and a device query per orientation")
    }

    /// Every browsing model's file has, per orientation it takes, the frame query of the screen in that orientation and
    /// exactly the device query list written out by ``expectedQuery(width:height:scale:orientation:)``: both landscape
    /// forms, never one alone.
    @Test func everyModelsQueriesHaveBothLandscapeForms() {
        var landscapes = 0
        for device in DeviceCatalog.bundled.devices where DeviceCSSAnswers.hasBrowser(device) {
            let css = service.respond(to: get("/devices/\(device.id)/css")).bodyText
            let queries = css.components(separatedBy: "@media ").dropFirst().map { $0.prefix { $0 != "{" } }
            var expected: [String] = []
            for display in device.everyDisplay {  // the model's file answers each of its displays
                let s = display.screen
                let (w, h) = (Parameters.format(s.width), Parameters.format(s.height))
                if display.supports(.portrait) {
                    expected.append("(width: \(w)px) and (height: \(h)px)")
                    expected.append(
                        Self.expectedQuery(
                            width: s.width, height: s.height, scale: display.scale, orientation: "portrait"))
                }
                if display.supports(.landscapeLeft) {
                    expected.append("(width: \(h)px) and (height: \(w)px)")
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
        #expect(Self.properties(css, key: "iphone-11", orientation: "portrait")?["--layoutd-safe-area-top"] == "44px")
        let newest = service.respond(to: get("/devices/iphone-11/css")).bodyText
        #expect(
            Self.properties(newest, key: "iphone-11", orientation: "portrait")?["--layoutd-safe-area-top"] == "48px")
    }
}
