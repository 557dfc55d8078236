import Foundation
import LayoutGeometry
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutAnswers
import LayoutHTTPCore

/// The device catalog (one entry per hardware model) against its inputs in `data/`: DeviceKit's identifiers, the HIG
/// tables (dimensions, size classes, watches), the ids it answered before, the size-class rule and catalog
/// validation. The `/devices` endpoint is in DeviceEndpointTests, `/sizeclass` in DeviceSizeClassTests.
struct DeviceCatalogTests {
    let catalog = DeviceCatalog.bundled
    let service = buildService(configuration: ServerConfiguration())

    /// Rows of the HIG tables as `scripts/generate/generate-fixtures.py` writes them from `data/hig.json` (read-only
    /// after initialization).
    nonisolated(unsafe) static let higRows: [[String: Any]] =
        loadJSON(fixture: "hig-devices")["cases"] as? [[String: Any]] ?? []

    /// DeviceKit's table as `scripts/generate/import-sources.py` imported it (`data/devicekit.json`, in this
    /// repository).
    nonisolated(unsafe) static let deviceKit: [String: [String: Any]] =
        loadJSON(repositoryFile: "data/devicekit.json")["devices"] as? [String: [String: Any]] ?? [:]

    private func rows(_ table: String) -> [(model: String, expected: [String: Any], input: [String: Any])] {
        Self.higRows.compactMap { row in
            guard let input = row["input"] as? [String: Any], input["table"] as? String == table else { return nil }
            return ((input["model"] as? String) ?? "", row["expected"] as? [String: Any] ?? [:], input)
        }
    }

    // MARK: One entry per hardware model

    @Test func everyDeviceKitIdentifierOfTheCoveredFamiliesResolves() throws {
        let outOfScope: Set<String> = ["iPodTouch5", "iPad2", "iPad3", "iPad4", "iPadMini", "homePod"]
        let covered = Self.deviceKit.filter { name, entry in
            !outOfScope.contains(name) && !name.hasPrefix("iPhone4") && !name.hasPrefix("iPhone5")
                && ["iPhones", "iPods", "iPads", "tvs", "watches"].contains(entry["list"] as? String ?? "")
        }
        #expect(covered.count >= 120, "DeviceKit table not read: \(covered.count) cases")
        var identifiers: Set<String> = []
        for (name, entry) in covered {
            let list = try #require(entry["identifiers"] as? [String], "\(name) has no identifiers")
            for identifier in list {
                identifiers.insert(identifier)
                let device = try #require(catalog.device(named: identifier), "\(identifier) (\(name)) does not resolve")
                #expect(device.identifiers.contains(identifier))
                #expect(device.resolvedFrom == nil)
            }
        }
        #expect(identifiers.count >= 200, "DeviceKit lists 204 identifiers for these families")
        // The other way round: every identifier the catalog credits to DeviceKit is one DeviceKit lists, and the
        // rest (the Vision Pros, which DeviceKit does not list) name their own sources.
        for device in catalog.devices {
            if device.identifierSources == ["DK"] {
                for identifier in device.identifiers {
                    #expect(identifiers.contains(identifier), "\(device.id): \(identifier) is not DeviceKit's")
                }
            } else {
                #expect(
                    !device.identifierSources.isEmpty && !device.identifiers.isEmpty,
                    "\(device.id) has identifiers without a source")
            }
        }
    }

    @Test func everyModelsPointsArePixelsOverScale() throws {
        for device in catalog.devices {
            guard let pixels = device.pixels, let scale = device.scale else { continue }
            let factor = device.nativeScale ?? scale
            let tolerance = pixelTolerance(points: device.portraitSize, downsampled: factor != scale)
            #expect(abs(device.portraitSize.width * factor - pixels.width) <= tolerance.width, "\(device.id) width")
            #expect(abs(device.portraitSize.height * factor - pixels.height) <= tolerance.height, "\(device.id) height")
        }
        #expect(catalog.devices.filter { $0.pixels != nil && $0.scale != nil }.count >= catalog.devices.count - 2)
    }

    @Test func theModelsUsersAskAboutHaveTheirOwnScreens() throws {
        let pro13 = try #require(catalog.device(named: "iPad16,5"))
        #expect(pro13.id == "ipad-pro-13-inch-m4")
        #expect(pro13.portraitSize == Size(width: 1032, height: 1376))
        #expect(pro13.scale == 2)
        #expect(pro13.group == nil)
        #expect(catalog.device(named: "iPad17,3")?.portraitSize == Size(width: 1032, height: 1376))
        let pro11 = try #require(catalog.device(named: "iPad16,3"))
        #expect(pro11.id == "ipad-pro-11-inch-m4")
        #expect(pro11.portraitSize == Size(width: 834, height: 1210))
        #expect(pro11.pixels == Size(width: 1668, height: 2420))
        #expect(pro11.displayCornerRadius.value == 30)
        let first = try #require(catalog.device(named: "iPad6,7"))
        #expect(first.homeButton == true)
        #expect(first.displayCornerRadius.value == nil || first.displayCornerRadius.value == 0)
        #expect(first.displayCornerRadius.value == nil || !first.displayCornerRadius.sources.isEmpty)
        let insets = try #require(first.safeArea?.portrait)
        #expect(insets.top == 20 && insets.bottom == 0, "\(insets)")
        #expect(first.homeIndicator.present == false)
        #expect(catalog.device(named: "iPhone18,5")?.name == "iPhone 17e")
        #expect(catalog.device(named: "iPad13,18")?.id == "ipad-10th-generation")
        #expect(catalog.device(named: "Watch7,5") != nil)
        #expect(catalog.device(named: "AppleTV14,1")?.id == "apple-tv-4k-3rd-generation")
    }

    @Test func unknownFiguresAreNullNeverZero() {
        for device in catalog.devices {
            if device.displayCornerRadius.value == 0 {
                #expect(!device.displayCornerRadius.sources.isEmpty, "\(device.id): a 0 corner radius needs a source")
            }
            if device.displayCornerRadius.value != nil {
                #expect(!device.displayCornerRadius.sources.isEmpty, "\(device.id): radius without a source")
            }
            for set in device.safeAreas where set.portrait != nil || set.landscape != nil {
                #expect(!set.sources.isEmpty, "\(device.id): insets without a source")
            }
            #expect(
                device.released.value == nil || !device.released.sources.isEmpty,
                "\(device.id): release year without a source")
        }
        let body = String(decoding: service.respond(to: get("/devices?limit=1000")).body, as: UTF8.self)
        #expect(!body.contains("0 means unknown"))
    }

    // MARK: HIG rows are groups

    @Test func everyHIGDimensionRowIsAGroupResolvingToAModelWithItsFigures() throws {
        #expect(rows("dimensions").count == 57)
        for (model, expected, _) in rows("dimensions") {
            let group = try #require(catalog.group(named: model), "HIG row \(model) is not a group")
            let points = try #require(expected["points"] as? [Double])
            #expect(group.screen == Size(width: points[0], height: points[1]))
            let device = try #require(catalog.device(named: model), "HIG row \(model) does not resolve")
            #expect(group.models.contains(device.id))
            // the HIG row repeats the 11-inch figures; the model keeps them as an alternative
            if model == "iPad Pro 10.5-inch" {
                #expect(device.portraitSize == Size(width: 834, height: 1112))
                #expect(device.screenProvenance.alternatives?.isEmpty == false)
                continue
            }
            #expect(device.portraitSize == group.screen, "\(model) → \(device.id)")
            #expect(device.scale == expected["scale"] as? Double, "\(model) scale")
        }
    }

    @Test func aGroupResolvesToTheNewestModelWithTheRowsFigures() throws {
        let resolved = try #require(catalog.device(named: "ipad-pro-11-inch"))
        #expect(resolved.portraitSize == Size(width: 834, height: 1194))
        #expect(resolved.resolvedFrom?.group.id == "ipad-pro-11-inch")
        let group = try #require(catalog.group(named: "ipad-pro-11-inch"))
        let members = group.models.compactMap { catalog.device(named: $0) }
        #expect(members.allSatisfy { ($0.released.value ?? 0) <= (resolved.released.value ?? 0) })
        #expect(!group.models.contains("ipad-pro-11-inch-m4"))
        let body = json(service.respond(to: get("/devices/ipad-pro-11-inch")))
        #expect(
            ((body["resolvedFrom"] as? [String: Any])?["group"] as? [String: Any])?["id"] as? String
                == "ipad-pro-11-inch")
        #expect(body["id"] as? String == resolved.id)
    }

    /// Every id the catalog answered before it had one entry per model (HIG rows and the former watch, TV and
    /// Vision entries) still answers 200.
    @Test(arguments: [
        "ipad-pro-12-9-inch", "ipad-pro-11-inch", "ipad-pro-10-5-inch", "ipad-pro-9-7-inch", "ipad-air-13-inch",
        "ipad-air-11-inch", "ipad-air-10-9-inch", "ipad-air-10-5-inch", "ipad-air-9-7-inch", "ipad-11-inch",
        "ipad-10-2-inch", "ipad-9-7-inch", "ipad-mini-8-3-inch", "ipad-mini-7-9-inch", "iphone-17-pro-max",
        "iphone-17-pro", "iphone-air", "iphone-17", "iphone-16-pro-max", "iphone-16-pro", "iphone-16-plus", "iphone-16",
        "iphone-16e", "iphone-15-pro-max", "iphone-15-pro", "iphone-15-plus", "iphone-15", "iphone-14-pro-max",
        "iphone-14-pro", "iphone-14-plus", "iphone-14", "iphone-13-pro-max", "iphone-13-pro", "iphone-13",
        "iphone-13-mini", "iphone-12-pro-max", "iphone-12-pro", "iphone-12", "iphone-12-mini", "iphone-11-pro-max",
        "iphone-11-pro", "iphone-11", "iphone-xs-max", "iphone-xs", "iphone-xr", "iphone-x", "iphone-8-plus",
        "iphone-8", "iphone-7-plus", "iphone-7", "iphone-6s-plus", "iphone-6s", "iphone-6-plus", "iphone-6",
        "iphone-se-4-7-inch", "iphone-se-4-inch", "ipod-touch-5th-generation-and-later",
        "apple-watch-ultra-3rd-generation-49mm", "apple-watch-series-10-11-42mm", "apple-watch-series-10-11-46mm",
        "apple-watch-ultra-1st-and-2nd-generations-49mm", "apple-watch-series-7-8-and-9-41mm",
        "apple-watch-series-7-8-and-9-45mm", "apple-watch-series-4-5-6-and-se-all-generations-40mm",
        "apple-watch-series-4-5-6-and-se-all-generations-44mm", "apple-watch-series-1-2-and-3-38mm",
        "apple-watch-series-1-2-and-3-42mm", "apple-tv-hd", "apple-tv-4k", "apple-vision-pro-default-window",
        "iPhone 14 Pro", "iPhone SE 4.7-inch",
    ])
    func everyFormerIDStillAnswers(id: String) throws {
        // the in-memory request takes the path decoded, as libmicrohttpd gives it
        let response = service.respond(to: get("/devices/\(id)"))
        #expect(response.status == 200, "\(id): \(response.bodyText.prefix(200))")
        let body = json(response)
        let device = try #require(catalog.device(named: id))
        #expect(body["id"] as? String == device.id)
        #expect(body["name"] as? String == device.name)
    }

    @Test func everyHIGSizeClassRowMatchesItsModels() throws {
        for (model, expected, _) in rows("sizeClasses") {
            let names = model == "iPhone SE" ? ["iPhone SE 4.7-inch", "iPhone SE 4-inch"] : [model]
            for name in names {
                let group = try #require(catalog.group(named: name), "size-class row \(name) is not a group")
                for id in group.models {
                    let classes = try #require(catalog.device(named: id)?.sizeClasses, "\(id) has no size classes")
                    let portrait = try #require(expected["portrait"] as? [String])
                    let landscape = try #require(expected["landscape"] as? [String])
                    #expect(
                        [classes.portrait.horizontal.rawValue, classes.portrait.vertical.rawValue] == portrait,
                        "\(id) portrait")
                    #expect(
                        [classes.landscape.horizontal.rawValue, classes.landscape.vertical.rawValue] == landscape,
                        "\(id) landscape")
                    #expect(classes.sources == ["HIG"])
                }
            }
        }
    }

    @Test func modelsOutsideTheSizeClassTableFollowItsRule() throws {
        let ruled = catalog.devices.filter { $0.sizeClasses?.sources == ["RULE"] }
        #expect(!ruled.isEmpty)
        for device in ruled {
            let classes = try #require(device.sizeClasses)
            let rule = SizeClassRule(
                window: device.portraitSize.transposed, idiom: device.idiom == "pad" ? .pad : .phone
            ).classes
            #expect(classes.landscape == rule, "\(device.id)")
        }
    }

    @Test func everyHIGWatchRowIsAGroupOfWatchesWithItsPixels() throws {
        #expect(rows("watch").count == 10)
        for (_, expected, input) in rows("watch") {
            let pixels = try #require(expected["pixels"] as? [Double])
            let group = try #require(
                catalog.groups.first { $0.pixels == Size(width: pixels[0], height: pixels[1]) }, "no group \(input)")
            #expect(group.screen == Size(width: pixels[0] / 2, height: pixels[1] / 2))
            for id in group.models {
                let watch = try #require(catalog.device(named: id))
                #expect(watch.family == "Apple Watch")
                #expect(watch.pixels == Size(width: pixels[0], height: pixels[1]), "\(id)")
                #expect(!watch.identifiers.isEmpty, "\(id) has no identifiers")
            }
        }
    }

    // MARK: Catalog validation

    private func mutated(_ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        try bundledCatalogJSON(edited: edit)
    }

    @Test func brokenCatalogsAreRejectedNamingTheEntry() throws {
        let index = try #require(catalog.devices.firstIndex { $0.id == "iphone-17-pro" })
        let cases: [(String, ([String: Any]) -> [String: Any])] = [
            (
                "iphone-17-pro): safeArea",
                { d in
                    var d = d; var sets = d["safeAreaInsetsByOS"] as! [[String: Any]];
                    var l = sets[0]["landscape"] as! [String: Any]
                    l["left"] = -1; sets[0]["landscape"] = l; d["safeAreaInsetsByOS"] = sets; return d
                }
            ),
            (
                "id is used twice",
                { d in
                    var d = d; d["id"] = catalog.devices[0].id; return d
                }
            ),
            (
                "displayCornerRadius",
                { d in
                    var d = d; var r = d["displayCornerRadius"] as! [String: Any]; r["value"] = 9999;
                    d["displayCornerRadius"] = r; return d
                }
            ),
            (
                "sensorHousing.rect",
                { d in
                    var d = d; var s = d["sensorHousing"] as! [String: Any];
                    s["rect"] = ["x": 0, "y": 0, "width": 2000, "height": 10]; d["sensorHousing"] = s; return d
                }
            ),
            (
                "screen",
                { d in
                    var d = d; d["screen"] = ["width": 0, "height": 10]; return d
                }
            ),
            (
                "devices[\(index)].scale",
                { d in
                    var d = d; d["scale"] = "three"; return d
                }
            ),
        ]
        for (message, edit) in cases {
            let bytes = try mutated { document in
                var devices = document["devices"] as! [[String: Any]]
                devices[index] = edit(devices[index])
                document["devices"] = devices
            }
            #expect(throws: CatalogError.self, "catalog with a broken \(message) was accepted") {
                try DeviceCatalog(json: bytes)
            }
            do { _ = try DeviceCatalog(json: bytes) } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
        let badGroup = try mutated { document in
            var groups = document["groups"] as! [[String: Any]]
            groups[0]["resolvesTo"] = "no-such-model"
            document["groups"] = groups
        }
        #expect(throws: CatalogError.self) { try DeviceCatalog(json: badGroup) }
        #expect(throws: CatalogError.self) { try DeviceCatalog(json: Array("{\"devices\": []}".utf8)) }
    }
}

/// The bundled catalog's JSON with `edit` applied to its document, for validation tests.
func bundledCatalogJSON(edited edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
    var document = try #require(
        try JSONSerialization.jsonObject(with: Data(EmbeddedCatalog.json.utf8)) as? [String: Any])
    edit(&document)
    return Array(try JSONSerialization.data(withJSONObject: document))
}

/// How far points × scale may be from a panel's pixels: half a pixel, and for a downsampled screen (12/13 mini,
/// Plus phones) what a `nativeScale` given to two decimals is off by over the side (812 pt × 2.88 = 2338.56 of 2340).
func pixelTolerance(points: Size, downsampled: Bool) -> Size {
    let perPoint = downsampled ? 0.005 : 0
    return Size(width: 0.5 + points.width * perPoint, height: 0.5 + points.height * perPoint)
}

/// A JSON document from the test fixtures; a missing or unparsable file fails the test run loudly.
func loadJSON(fixture name: String) -> [String: Any] {
    guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "json") else {
        preconditionFailure("fixture \(name).json is missing from the test bundle")
    }
    return parseJSONFile(url)
}

/// A JSON document from this repository (e.g. `data/devicekit.json`), found from this source file's path.
func loadJSON(repositoryFile path: String) -> [String: Any] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return parseJSONFile(root.appendingPathComponent(path))
}

private func parseJSONFile(_ url: URL) -> [String: Any] {
    guard let data = try? Data(contentsOf: url),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
        preconditionFailure("\(url.path) is missing or not a JSON object")
    }
    return object
}
