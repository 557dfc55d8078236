import Foundation
import LayoutAnswers
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The newest models (iPhone 18 family, iPhone Duo) and the Duo's two displays, through the HTTP answers. Every
/// expected value is a literal from the cited data (`data/sources.json`): AppleDB and DeviceKit PR #512 for the
/// identifiers, REV for the iPhone 18 Pro's screen and insets, DUOSIM (the Duo's simulator profile and its measured
/// insets), DUOFLUTTER and DUOFACTS for the Duo's size classes.
struct NewDevicesTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test(arguments: [
        ("iPhone19,2", "iphone-18-pro", 402.0, 874.0, 3.0), ("iPhone19,3", "iphone-18-pro-max", 440, 956, 3),
        ("iPhone19,7", "iphone-18-pro-max", 440, 956, 3), ("Watch8,1", "apple-watch-ultra-4", 211, 257, 2),
        ("Watch8,2", "apple-watch-series-12-42mm", 187, 223, 2),
        ("Watch8,4", "apple-watch-series-12-42mm", 187, 223, 2),
        ("Watch8,3", "apple-watch-series-12-46mm", 208, 248, 2),
        ("Watch8,5", "apple-watch-series-12-46mm", 208, 248, 2),
        ("iPhone19,4", "iphone-duo", 466, 678, 3),
    ])
    func identifiersResolveWithTheirScreens(
        identifier: String, id: String, width: Double, height: Double, scale: Double
    ) {
        let body = json(service.respond(to: get("/devices/\(identifier)")))
        #expect(string(body, "id") == id, "\(body)")
        #expect(number(body, "screen", "width") == width && number(body, "screen", "height") == height)
        #expect(number(body, "scale") == scale)
        #expect((body["identifierSources"] as? [String])?.contains("ADB") == true)
        #expect((body["sourceDescriptions"] as? [String: Any])?["ADB"] != nil)
    }

    @Test func theIPhone18ProHasREVsInsetsOnIOS27() {
        let body = json(service.respond(to: get("/devices/iphone-18-pro?fields=safeAreaInsets,pixels")))
        let insets = body["safeAreaInsets"] as? [String: Any]
        #expect(insets?["os"] as? String == "27")
        #expect(insets?["portrait"] as? [String: Double] == ["top": 62, "left": 0, "bottom": 34, "right": 0])
        #expect(insets?["landscape"] as? [String: Double] == ["top": 0, "left": 62, "bottom": 20, "right": 62])
        #expect(body["pixels"] as? [String: Double] == ["width": 1206, "height": 2622])
    }

    @Test func theDuoListsItsTwoDisplays() {
        let body = json(service.respond(to: get("/devices/iphone-duo")))
        #expect(string(body, "display") == "outer")
        let displays = body["displays"] as? [[String: Any]] ?? []
        #expect(displays.map { $0["id"] as? String } == ["outer", "inner"])
        #expect(displays.map { $0["default"] as? Bool } == [true, false])
        #expect(
            displays.map { $0["screen"] as? [String: Double] } == [
                ["width": 466, "height": 678], ["width": 669, "height": 951],
            ])
        #expect(
            displays.map { $0["pixels"] as? [String: Double] } == [
                ["width": 1398, "height": 2034], ["width": 1878, "height": 2670],
            ])
        let inner = json(
            service.respond(to: get("/devices/iphone-duo?display=inner&fields=display,screen,nativeScale")))
        #expect(
            inner as NSDictionary == [
                "display": "inner", "screen": ["width": 669, "height": 951], "nativeScale": 2.807,
            ] as NSDictionary)
    }

    @Test func sizeClassesAreEachDisplaysOwn() {
        let inner = json(service.respond(to: get("/sizeclass?device=iphone-duo&display=inner&orientation=portrait")))
        #expect(
            inner as NSDictionary == [
                "device": "iphone-duo", "orientation": "portrait", "interfaceOrientation": "portrait",
                "multitasking": "full", "displayZoom": false, "display": "inner", "resolvedFrom": NSNull(),
                "idiom": "phone", "window": ["width": 669, "height": 951], "horizontal": "regular",
                "vertical": "regular",
                "rule": "the display's sourced size classes, full screen (not the iPhone rule)",
                "confidence": "sourced",
                "sources": ["DUOFLUTTER", "DUOFACTS"], "notes": NSNull(),
            ] as NSDictionary)
        let outer = json(service.respond(to: get("/sizeclass?device=iphone-duo&orientation=landscape")))
        #expect(string(outer, "display") == "outer" && string(outer, "horizontal") == "compact")
        #expect(string(outer, "vertical") == "compact")
        #expect(outer["window"] as? [String: Double] == ["width": 678, "height": 466])
    }

    @Test func fitAnswersEachDisplaysSafeArea() {
        // DUOSIM: open, wide pose 951 × 669, insets left 0 / top 0 / right 84 / bottom 34; closed 466 × 678, the same.
        let inner = json(
            service.respond(
                to: get(
                    "/fit?device=iphone-duo&display=inner&orientation=landscape&region=safeArea&aspectRatio=16:9")))
        let region = inner["deviceRegion"] as? [String: Any]
        #expect(region?["display"] as? String == "inner")
        #expect(region?["safeArea"] as? [String: Double] == ["x": 0, "y": 0, "width": 867, "height": 635])
        let outer = json(service.respond(to: get("/fit?device=iphone-duo&region=safeArea&aspectRatio=1:1")))
        #expect(number(outer, "container", "width") == 382 && number(outer, "container", "height") == 644)
        let tall = json(
            service.respond(to: get("/fit?device=iphone-duo&display=inner&region=safeArea&aspectRatio=1:1")))
        #expect(tall["container"] as? [String: Double] == ["x": 0, "y": 82, "width": 669, "height": 835])
    }

    /// AppleDB (ADB): deviceFiles/iPad/iPad16,8–16,11.json, `"released": "2026-03-11"`; ADBOS: osFiles iPadOS 26.3
    /// build 23D8128, `"preinstalled": true` for those four identifiers. DeviceKit (DK) has the same identifiers.
    @Test(arguments: [
        ("iPad16,8", "ipad-air-11-inch-m4", ["iPad16,8", "iPad16,9"]),
        ("iPad16,9", "ipad-air-11-inch-m4", ["iPad16,8", "iPad16,9"]),
        ("iPad16,10", "ipad-air-13-inch-m4", ["iPad16,10", "iPad16,11"]),
        ("iPad16,11", "ipad-air-13-inch-m4", ["iPad16,10", "iPad16,11"]),
    ])
    func theIPadAirM4HasAppleDBsReleaseAndOS(identifier: String, id: String, identifiers: [String]) {
        let fields = "id,identifiers,identifierSources,released,os"
        let body = json(service.respond(to: get("/devices/\(identifier)?fields=\(fields)")))
        #expect(
            body as NSDictionary == [
                "id": id, "identifiers": identifiers, "identifierSources": ["DK", "ADB"],
                "released": ["value": 2026, "sources": ["ADB"], "notes": NSNull(), "alternatives": NSNull()],
                "os": [
                    "name": "iPadOS", "introduced": "26.3", "last": NSNull(), "runs": NSNull(), "sources": ["ADBOS"],
                    "notes": NSNull(),
                ],
            ] as NSDictionary)
        let older = service.respond(to: get("/devices/\(id)?os=18"))
        expectProblem(older, status: 422, naming: "shipped with iPadOS 26.3, the first version it ran; it never ran 18")
        #expect(service.respond(to: get("/devices/\(id)?os=26")).status == 200)
        // 26 is the line it shipped in; 26.1 came before 26.3
        expectProblem(
            service.respond(to: get("/devices/\(id)?os=26.1")), status: 422, naming: "it never ran 26.1")
    }

    @Test func aDisplayTheDeviceLacksIs422() {
        let missing = service.respond(to: get("/sizeclass?device=iphone-duo&display=middle"))
        expectProblem(missing, status: 422, naming: "its displays are outer, inner")
        let single = service.respond(to: get("/fit?device=iphone-16&display=inner&region=safeArea&aspectRatio=1:1"))
        expectProblem(single, status: 422, naming: "iPhone 16 has one display")
        expectProblem(service.respond(to: get("/devices/iphone-16?display=outer")), status: 422, naming: "display")
        expectProblem(
            service.respond(to: get("/sizeclass?window=400x600&display=inner")), status: 422, naming: "display")
        expectProblem(
            service.respond(to: get("/sizeclass?device=iphone-duo&display=in%20ner")), status: 400, naming: "display")
    }

    @Test func aModelWithOneDisplayIsAnsweredWithoutDisplayMembers() {
        for target in [
            "/devices/iphone-16-pro", "/sizeclass?device=iphone-16-pro",
            "/fit?device=iphone-16-pro&region=safeArea&aspectRatio=1:1",
        ] {
            let text = service.respond(to: get(target)).bodyText
            #expect(!text.contains("\"display\"") && !text.contains("\"displays\""), "\(target)")
        }
    }

    @Test func theCatalogSaysHowCurrentItIs() throws {
        let body = json(service.respond(to: get("/catalog")))
        // AppleDB's device files (data/snapshots/appledb-devicefiles.txt): the newest 'released' is 2026-10-23.
        #expect(string(body, "newestSnapshot", "date") == "2026-10-23")
        #expect(string(body, "newestSnapshot", "source") == "ADB")
        let newest = try #require(body["newestModels"] as? [[String: Any]])
        let byFamily = Dictionary(
            uniqueKeysWithValues: newest.map { ($0["family"] as? String ?? "", $0["id"] as? String) })
        #expect(byFamily["iPhone"] == "iphone-duo")  // ADB: released 2026-10-23, after the 18 Pro's 2026-09-18
        // ADB: the iPad Air (M4) released 2026-03-11, after the iPad Pro (M5) of 2025 (PIXEL26); of the two M4 Airs,
        // the one listed later in the catalog (the 13-inch) breaks the tie.
        #expect(byFamily["iPad"] == "ipad-air-13-inch-m4")
        let catalog = DeviceCatalog.bundled
        #expect(number(body, "counts", "models") == Double(catalog.devices.count))
        let families = try #require((body["counts"] as? [String: Any])?["families"] as? [[String: Any]])
        #expect(families.reduce(0) { $0 + ($1["models"] as? Int ?? 0) } == catalog.devices.count)
        let version = try #require(string(body, "version"))
        #expect(version.count == 16 && version.allSatisfy(\.isHexDigit))
        let leftOut = try #require(body["leftOut"] as? [String: Any])
        let identifiers = try #require(leftOut["identifiers"] as? [[String: Any]])
        let ipad = try #require(identifiers.first { $0["identifier"] as? String == "iPad18,1" })
        #expect(ipad["sources"] as? [String] == ["MM", "ADB", "DK"])
        let models = try #require(leftOut["models"] as? [[String: Any]])
        #expect(models.map { $0["name"] as? String }.contains("iPhone 18"))
    }

    @Test func anIPadOS26WindowOfAnyFittingSizeIsAnsweredByTheRule() {
        // The rule from measured Split View windows (SST): ≥ 678 pt wide regular, ≤ 639 pt compact; height regular.
        let wide = json(
            service.respond(
                to: get(
                    "/sizeclass?device=ipad-pro-13-inch-m5&orientation=landscape&window=683x1032")))
        #expect(string(wide, "multitasking") == "window" && string(wide, "horizontal") == "regular")
        #expect(
            string(wide, "vertical") == "regular"
                && wide["window"] as? [String: Double] == ["width": 683, "height": 1032])
        #expect((wide["sources"] as? [String]) == ["RULE", "SST", "IPADOS26W"])
        let narrow = json(service.respond(to: get("/sizeclass?device=ipad-pro-13-inch-m5&window=500x700")))
        #expect(string(narrow, "horizontal") == "compact" && string(narrow, "vertical") == "regular")
        expectProblem(
            service.respond(to: get("/sizeclass?device=ipad-pro-13-inch-m5&window=1100x700")), status: 422,
            naming: "does not fit")
        expectProblem(
            service.respond(to: get("/sizeclass?device=iphone-16&window=300x300")), status: 422, naming: "window")
        expectProblem(
            service.respond(to: get("/sizeclass?device=ipad-pro-13-inch-m5&window=500x700&idiom=pad")), status: 422,
            naming: "idiom")
        expectProblem(
            service.respond(to: get("/sizeclass?device=ipad-7th-generation&window=500x700")), status: 422,
            naming: "before iPadOS 26")
        let split = service.respond(
            to: get("/sizeclass?device=ipad-pro-13-inch-m5&orientation=landscape&multitasking=split-1/2"))
        expectProblem(split, status: 422, naming: "window=WIDTHxHEIGHT")
    }
}
