import Foundation
import LayoutGeometry
import LayoutHTTP
import Testing

/// The device catalog against the HIG tables, the split-view table, the size-class rules and catalog validation.
struct DeviceTests {
    let catalog = DeviceCatalog.bundled
    let service = buildService(configuration: ServerConfiguration())

    /// Rows of the HIG tables, parsed from the seed text by `scripts/generate-fixtures.py` (not typed by hand).
    nonisolated(unsafe) static let higRows: [[String: Any]] = { // read-only after initialization
        guard let url = Bundle.module.url(forResource: "Fixtures/hig-devices", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        return document["cases"] as? [[String: Any]] ?? []
    }()

    private func rows(_ table: String) -> [(model: String, expected: [String: Any], input: [String: Any])] {
        Self.higRows.compactMap { row in
            guard let input = row["input"] as? [String: Any], input["table"] as? String == table else { return nil }
            return ((input["model"] as? String) ?? "", row["expected"] as? [String: Any] ?? [:], input)
        }
    }

    @Test func catalogHasEveryHIGDeviceAndAtLeastSeventy() {
        #expect(catalog.devices.count >= 70)
        #expect(rows("dimensions").count == 57)
        #expect(rows("watch").count == 10)
        for family in ["iPhone", "iPad", "iPod touch", "Apple Watch", "Apple TV", "Apple Vision Pro"] {
            #expect(catalog.devices.contains { $0.family == family }, "no \(family)")
        }
    }

    @Test func everyHIGDimensionRowMatches() throws {
        for (model, expected, _) in rows("dimensions") {
            let device = try #require(catalog.device(named: model), "HIG row \(model) missing")
            let points = expected["points"] as? [Double] ?? []
            let pixels = expected["pixels"] as? [Double] ?? []
            #expect(device.scale == expected["scale"] as? Double, "\(model) scale")
            if model == "iPad Pro 10.5-inch" {
                // The HIG row repeats the 11-inch figures; the catalog keeps them as an alternative and says why.
                #expect(device.portraitSize == Size(width: 834, height: 1112))
                #expect(device.screen.alternatives.count == 1)
                #expect(device.notes.contains { $0.contains("834x1194") })
                continue
            }
            #expect(device.portraitSize == Size(width: points[0], height: points[1]), "\(model) points")
            #expect(device.pixels == Size(width: pixels[0], height: pixels[1]), "\(model) pixels")
            #expect(device.screen.sources == ["HIG"])
        }
    }

    @Test func everyHIGSizeClassRowMatches() throws {
        for (model, expected, _) in rows("sizeClasses") {
            let names = model == "iPhone SE" ? ["iPhone SE 4.7-inch", "iPhone SE 4-inch"] : [model]
            for name in names {
                let device = try #require(catalog.device(named: name), "size-class row \(name) missing")
                let classes = try #require(device.sizeClasses)
                let portrait = expected["portrait"] as? [String] ?? []
                let landscape = expected["landscape"] as? [String] ?? []
                #expect([classes.portrait.horizontal.rawValue, classes.portrait.vertical.rawValue] == portrait, "\(name) portrait")
                #expect([classes.landscape.horizontal.rawValue, classes.landscape.vertical.rawValue] == landscape, "\(name) landscape")
                #expect(classes.sources == ["HIG"])
            }
        }
    }

    @Test func devicesMissingFromTheSizeClassTableFollowItsRule() {
        let tabled = Set(rows("sizeClasses").map(\.model))
        for device in catalog.devices where device.sizeClasses != nil && !tabled.contains(device.name) && !device.name.hasPrefix("iPhone SE") {
            let classes = device.sizeClasses!
            let rule = SizeClassRule(window: device.portraitSize.transposed, idiom: device.idiom == "pad" ? .pad : .phone).classes
            #expect(classes.landscape == rule, "\(device.name)")
            #expect(classes.sources == ["RULE"])
        }
    }

    @Test func everyHIGWatchRowMatches() {
        for (_, expected, input) in rows("watch") {
            let pixels = expected["pixels"] as? [Double] ?? []
            let watch = catalog.devices.first { $0.family == "Apple Watch" && $0.pixels == Size(width: pixels[0], height: pixels[1]) }
            #expect(watch != nil, "no watch \(input)")
            #expect(watch?.portraitSize == Size(width: pixels[0] / 2, height: pixels[1] / 2))
        }
    }

    @Test func lookupsByIDNameAndIdentifierAreCaseInsensitive() {
        #expect(catalog.device(named: "iphone-14-pro")?.name == "iPhone 14 Pro")
        #expect(catalog.device(named: "iPhone 14 Pro")?.id == "iphone-14-pro")
        #expect(catalog.device(named: "IPHONE15,2")?.id == "iphone-14-pro")
        #expect(catalog.device(named: "ipad-pro-12-9-inch")?.family == "iPad")
        #expect(catalog.device(named: "nope") == nil)
    }

    @Test func deviceEndpointShowsFiguresAndSources() {
        let body = json(service.respond(to: get("/devices/iphone-16-pro")))
        #expect(number(body, "safeArea", "portrait", "top") == 62)
        #expect(number(body, "safeArea", "landscape", "left") == 62)
        #expect(number(body, "displayCornerRadius", "value") == 62)
        #expect(number(body, "sensorHousing", "rect", "width") == 126)
        #expect((body["sensorHousing"] as? [String: Any])?["type"] as? String == "dynamicIsland")
        #expect(((body["displayCornerRadius"] as? [String: Any])?["alternatives"] as? [Any])?.isEmpty == false)
        #expect((body["sourceDescriptions"] as? [String: String])?["HIG"] != nil)
    }

    @Test func unknownDeviceIs404WithSuggestions() {
        let response = service.respond(to: get("/devices/iphone-14-prp"))
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect((json(response)["suggestions"] as? [String])?.contains("iphone-14-pro") == true)
        #expect(service.respond(to: get("/devices/..%2F..%2Fetc%2Fpasswd")).status == 404)
    }

    @Test func listFilters() {
        let all = json(service.respond(to: get("/devices")))
        #expect(all["count"] as? Int == catalog.devices.count)
        let phones = json(service.respond(to: get("/devices?family=iphone&minWidth=430")))
        let names = (phones["devices"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(names.contains("iphone-16-pro-max"))
        #expect(!names.contains("iphone-16-pro"))
        #expect(names.allSatisfy { $0.hasPrefix("iphone") })
        let byIdentifier = json(service.respond(to: get("/devices?identifier=iPhone17,1")))
        #expect(byIdentifier["count"] as? Int == 1)
        let byQuery = json(service.respond(to: get("/devices?q=1024x")))
        #expect((byQuery["count"] as? Int ?? 0) >= 2)
        #expect(service.respond(to: get("/devices?minWidth=500&maxWidth=400")).status == 400)
    }

    // MARK: Size classes

    @Test func splitViewAcceptanceExample() {
        let body = json(service.respond(to: get("/sizeclass?device=ipad-pro-12-9-inch&orientation=landscape&multitasking=split-1/2")))
        #expect(number(body, "window", "width") == 678)
        #expect(number(body, "window", "height") == 1024)
        #expect(body["horizontal"] as? String == "regular")
        #expect(body["vertical"] as? String == "regular")
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
    ])
    func deviceSizeClasses(target: String, width: Double, horizontal: String) {
        let body = json(service.respond(to: get(target)))
        #expect(number(body, "window", "width") == width, "\(body)")
        #expect(body["horizontal"] as? String == horizontal)
    }

    @Test(arguments: [
        (413.0, 800.0, "phone", "compact", "regular"), (800, 413, "phone", "compact", "compact"), (800, 414, "phone", "regular", "compact"),
        (414, 800, "phone", "compact", "regular"),
        (639, 1000, "pad", "compact", "regular"), (640, 1000, "pad", "compact", "regular"), (677, 1000, "pad", "compact", "regular"),
        (678, 1000, "pad", "regular", "regular"), (1366, 1024, "pad", "regular", "regular"),
        (1280, 720, "vision", "regular", "regular"), (800, 600, "mac", "regular", "regular"), (1920, 1080, "tv", "regular", "regular"),
    ])
    func windowRulesAtTheirBoundaries(width: Double, height: Double, idiom: String, horizontal: String, vertical: String) {
        let body = json(service.respond(to: get("/sizeclass?width=\(width)&height=\(height)&idiom=\(idiom)")))
        #expect(body["horizontal"] as? String == horizontal, "\(body)")
        #expect(body["vertical"] as? String == vertical)
        #expect((body["rule"] as? String)?.isEmpty == false)
        if idiom == "pad" && width > 639 && width < 678 { #expect(body["confidence"] as? String == "inferred") }
    }

    @Test(arguments: [
        ("/sizeclass?device=ipad-pro-11-inch&orientation=portrait&multitasking=split-1/2", "multitasking"),
        ("/sizeclass?device=iphone-16&multitasking=split-1/2", "multitasking"),
        ("/sizeclass?device=ipad-mini-8-3-inch&multitasking=split-1/3", "multitasking"),
        ("/sizeclass?device=apple-tv-4k", "device"),
        ("/sizeclass?device=apple-tv-4k&orientation=portrait", "orientation"),
        ("/sizeclass?width=100", "height"),
        ("/sizeclass?device=iphone-16&width=100&height=100", "width"),
        ("/sizeclass?orientation=portrait&width=1&height=1", "device"),
        ("/sizeclass?width=1&height=1&idiom=car", "idiom"),
    ])
    func sizeClassErrorsNameTheField(target: String, field: String) {
        let response = service.respond(to: get(target))
        #expect(response.status == 400, "\(response.bodyText)")
        #expect((json(response)["detail"] as? String)?.contains(field) == true, "\(response.bodyText)")
    }

    // MARK: Catalog validation

    private func mutated(_ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        var document = try #require(try JSONSerialization.jsonObject(with: Data(EmbeddedCatalogAccess.json.utf8)) as? [String: Any])
        edit(&document)
        return Array(try JSONSerialization.data(withJSONObject: document))
    }

    private func device(_ document: inout [String: Any], _ index: Int, _ edit: (inout [String: Any]) -> Void) {
        var devices = document["devices"] as! [[String: Any]]
        edit(&devices[index])
        document["devices"] = devices
    }

    @Test func brokenCatalogsAreRejectedNamingTheEntry() throws {
        let cases: [(String, ([String: Any]) -> [String: Any])] = [
            ("iphone-17-pro): safeArea.landscape.left", { d in
                var d = d; var sa = d["safeArea"] as! [String: Any]; var l = sa["landscape"] as! [String: Any]
                l["left"] = -1; sa["landscape"] = l; d["safeArea"] = sa; return d }),
            ("id is used twice", { d in var d = d; d["id"] = "ipad-pro-12-9-inch"; return d }),
            ("displayCornerRadius", { d in var d = d; var r = d["displayCornerRadius"] as! [String: Any]; r["value"] = 9999; d["displayCornerRadius"] = r; return d }),
            ("sensorHousing.rect", { d in var d = d; var s = d["sensorHousing"] as! [String: Any]; s["rect"] = ["x": 0, "y": 0, "width": 2000, "height": 10]; d["sensorHousing"] = s; return d }),
            ("screen.value", { d in var d = d; var s = d["screen"] as! [String: Any]; s["value"] = ["width": 0, "height": 10]; d["screen"] = s; return d }),
            ("devices[15].scale", { d in var d = d; d["scale"] = "three"; return d }),
        ]
        for (message, edit) in cases {
            let bytes = try mutated { document in device(&document, 15) { d in d = edit(d) } }
            do {
                _ = try DeviceCatalog(json: bytes)
                Issue.record("catalog with a broken \(message) was accepted")
            } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
        do {
            _ = try DeviceCatalog(json: Array("{\"devices\": []}".utf8))
            Issue.record("an empty document was accepted")
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    @Test func devicesFileSettingLoadsAndValidatesAnotherCatalog() throws {
        let good = Array(EmbeddedCatalogAccess.json.utf8)
        let loaded = try loadCatalog(ServerConfiguration().with(devicesFile: "/x.json")) { _ in good }
        #expect(loaded.devices.count == catalog.devices.count)
        #expect(throws: CatalogError.self) { try loadCatalog(ServerConfiguration().with(devicesFile: "/missing.json")) { _ in nil } }
        #expect(throws: CatalogError.self) { try loadCatalog(ServerConfiguration().with(devicesFile: "/bad.json")) { _ in Array("[1]".utf8) } }
    }
}
