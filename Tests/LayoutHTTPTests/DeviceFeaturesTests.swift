import Foundation
import LayoutAnswers
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// `features` on `/devices/{id}`: DeviceKit's figures (`data/devicekit.json`, DK @56b997e8) with their provenance,
/// and the figures a cited source corrects. Expected values are literals from the cited data (`data/sources.json`):
/// KUDIT is kudit/Device @55580e62 (`Sources/Screen.swift`: `i67x1290 = Screen(diagonal: 6.7, resolution:
/// (1290,2796), ppi: 460)` for the iPhone 14 Pro Max, 15 Pro Max and 16 Plus), DK505 is DeviceKit's issue #505
/// (`iPhone15,3` "Current PPI: `458`", "Expected PPI: `460`", closed as solved on 2026-09-22).
struct DeviceFeaturesTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func theIPhone14ProMaxHas460PPINotDeviceKits458() throws {
        let body = json(service.respond(to: get("/devices/iphone-14-pro-max?fields=features,sourceDescriptions")))
        var features = try #require(body["features"] as? [String: Any], "\(body)")
        let notes = try #require(features.removeValue(forKey: "notes") as? String)
        #expect(notes.hasPrefix("ppi 460, not DeviceKit's 458: ") && notes.contains("SP876"), "\(notes)")
        var alternatives = try #require(features.removeValue(forKey: "alternatives") as? [[String: Any]])
        try #require(alternatives.count == 1, "\(alternatives)")
        let source = try #require(alternatives[0].removeValue(forKey: "source") as? String)
        #expect(source.hasPrefix("DK: ") && source.contains("458"), "\(source)")
        #expect(alternatives as [NSDictionary] == [["value": ["ppi": 458]]])
        let expected: NSDictionary = [
            "roundedDisplayCorners": true, "sensorHousing": true, "dynamicIsland": true, "notch": false,
            "faceID": true, "touchID": false, "diagonal": 6.7, "ppi": 460, "cpu": "a16Bionic",
            "sources": ["DK", "KUDIT", "DK505"],
        ]
        #expect(features as NSDictionary == expected)
        let described = try #require(body["sourceDescriptions"] as? [String: String])
        #expect(["DK", "KUDIT", "DK505"].allSatisfy { described[$0]?.isEmpty == false }, "\(described.keys)")
        #expect(described["DK505"]?.contains("Expected PPI: `460`") == true)
    }

    /// The large iPhones' panels as KUDIT's `Screen.swift` gives them: `i55` 5.5 in at 401 ppi, `i65` 6.5 in at 458,
    /// `i67x1284` 6.7 in at 458, `i67x1290` 6.7 in at 460, `i69` 6.9 in at 460. Only the iPhone 14 Pro Max's differs
    /// from DeviceKit @56b997e8, and only there is a second source named.
    @Test(arguments: [
        ("iphone-8-plus", 5.5, 401.0), ("iphone-xs-max", 6.5, 458), ("iphone-11-pro-max", 6.5, 458),
        ("iphone-12-pro-max", 6.7, 458), ("iphone-13-pro-max", 6.7, 458), ("iphone-14-plus", 6.7, 458),
        ("iphone-14-pro-max", 6.7, 460), ("iphone-15-plus", 6.7, 460), ("iphone-15-pro-max", 6.7, 460),
        ("iphone-16-plus", 6.7, 460), ("iphone-16-pro-max", 6.9, 460), ("iphone-17-pro-max", 6.9, 460),
    ])
    func theLargeIPhonesHaveTheirPanelsDensity(id: String, diagonal: Double, ppi: Double) {
        let features = json(service.respond(to: get("/devices/\(id)?fields=features")))["features"] as? [String: Any]
        #expect(features?["diagonal"] as? Double == diagonal && features?["ppi"] as? Double == ppi, "\(id)")
        let corrected = id == "iphone-14-pro-max"
        #expect(features?["sources"] as? [String] == (corrected ? ["DK", "KUDIT", "DK505"] : ["DK"]), "\(id)")
        #expect((features?["alternatives"] as? [Any])?.count == (corrected ? 1 : 0), "\(id)")
    }

    /// Every model DeviceKit has answers DeviceKit's figures (`data/devicekit.json`, read here as plain JSON), except
    /// a figure whose DeviceKit value the answer keeps as an alternative beside a source that corrects it.
    @Test func everyOtherFigureIsDeviceKits() throws {
        let table = DeviceCatalogTests.deviceKit.values
        let byName = Dictionary(
            table.map { ($0["safeDescription"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        var checked = 0
        for device in DeviceCatalog.bundled.devices {
            let body = json(service.respond(to: get("/devices/\(device.id)?fields=deviceKitName,features")))
            guard let name = body["deviceKitName"] as? String else { continue }
            let dk = try #require(byName[name], "\(device.id): \(name) is not in data/devicekit.json")
            let features = try #require(body["features"] as? [String: Any])
            let flag = { (key: String) in dk[key] as? Bool ?? false }
            let deviceKit: [String: Any] = [
                "roundedDisplayCorners": flag("hasRoundedDisplayCorners"), "sensorHousing": flag("hasSensorHousing"),
                "dynamicIsland": flag("hasDynamicIsland"),
                "notch": flag("hasSensorHousing") && !flag("hasDynamicIsland"), "faceID": flag("hasFaceID"),
                "touchID": flag("hasTouchID"), "diagonal": dk["diagonal"] as Any, "ppi": dk["ppi"] as Any,
                "cpu": dk["cpu"] as Any,
            ]
            let corrected = (features["alternatives"] as? [[String: Any]] ?? []).compactMap {
                $0["value"] as? [String: Any]
            }
            for (key, value) in deviceKit {
                let answered = features[key].map { $0 as? NSObject } ?? nil
                if let kept = corrected.first(where: { $0[key] != nil }) {
                    #expect((kept[key] as? NSObject)?.isEqual(value) == true, "\(device.id).\(key): not DeviceKit's")
                    #expect(answered?.isEqual(value) == false, "\(device.id).\(key) repeats DeviceKit's")
                } else {
                    #expect(answered?.isEqual(value) == true, "\(device.id).\(key): \(String(describing: answered))")
                }
            }
            let sources = features["sources"] as? [String] ?? []
            #expect(sources.first == "DK" && (sources == ["DK"]) == corrected.isEmpty, "\(device.id): \(sources)")
            checked += 1
        }
        #expect(checked >= 120, "models with a DeviceKit entry: \(checked)")
    }
}
