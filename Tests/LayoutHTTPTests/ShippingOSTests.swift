import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The OS each 2025–26 model shipped with, the iPhone 17e's second notch figure and the identifiers left out, each a
/// literal from the public file it cites (data/sources.json): AppleDB's preinstalled builds (`"preinstalled":
/// true`) iOS 26.3 23D8128 for iPhone18,5 (ADBOS17E), iOS 27.0 24A8428 for iPhone19,2/19,3/19,7 (ADBOS27), watchOS
/// 27.0 24R359 for Watch8,1–8,5 (ADBWOS27), iPadOS 26.0 23A8330 for iPad17,1–17,4 (ADBOSM5); REV's reading of the
/// 17e's drawing, notch 26.79 × 5.58 mm at 6.0388 pt/mm; AppleDB's iPad15,2 file, which holds only its identifier.
struct ShippingOSTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test(arguments: [
        ("iphone-17e", "iOS", "26.3", ["ADBOS17E", "DEV17E"]),
        ("iphone-18-pro", "iOS", "27.0", ["ADBOS27", "REV"]),
        ("iphone-18-pro-max", "iOS", "27.0", ["ADBOS27", "REV"]),
        ("apple-watch-ultra-4", "watchOS", "27.0", ["ADBWOS27", "WOS27"]),
        ("apple-watch-series-12-42mm", "watchOS", "27.0", ["ADBWOS27", "WOS27"]),
        ("apple-watch-series-12-46mm", "watchOS", "27.0", ["ADBWOS27", "WOS27"]),
        ("ipad-pro-11-inch-m5", "iPadOS", "26.0", ["ADBOSM5"]),
        ("ipad-pro-13-inch-m5", "iPadOS", "26.0", ["ADBOSM5"]),
    ])
    func theShippingOSIsAppleDBsPreinstalledBuild(id: String, name: String, introduced: String, sources: [String]) {
        let body = json(service.respond(to: get("/devices/\(id)?fields=os,sourceDescriptions")))
        let os = body["os"] as? [String: Any]
        #expect(os?["name"] as? String == name && os?["introduced"] as? String == introduced, "\(id): \(body)")
        #expect(os?["sources"] as? [String] == sources, "\(id)")
        let described = (body["sourceDescriptions"] as? [String: String])?[sources[0]] ?? ""
        #expect(described.contains("'preinstalled': true") && described.contains("littlebyteorg/appledb"), "\(id)")
    }

    @Test func theIPhone17esNotchKeepsTheDrawingsSizeAsAnAlternative() throws {
        let housing = try #require(
            json(service.respond(to: get("/devices/iphone-17e?fields=sensorHousing")))["sensorHousing"]
                as? [String: Any])
        #expect(housing["rect"] as? [String: Double] == ["x": 107, "y": 0, "width": 176, "height": 34])
        let alternatives = try #require(housing["alternatives"] as? [[String: Any]])
        #expect(alternatives.count == 1)
        #expect(alternatives.first?["value"] as? [String: Double] == ["width": 161.8, "height": 33.7])
        #expect((alternatives.first?["source"] as? String)?.hasPrefix("REV: ") == true)
        // A housing with one source has an empty list, never null
        let other = json(service.respond(to: get("/devices/iphone-17-pro?fields=sensorHousing")))
        #expect((other["sensorHousing"] as? [String: Any])?["alternatives"] as? [Any] != nil)
    }

    @Test func iPad15Comma2IsLeftOutBesideIPad15Comma1() {
        let catalog = json(service.respond(to: get("/catalog")))
        let leftOut = ((catalog["leftOut"] as? [String: Any])?["identifiers"] as? [[String: Any]]) ?? []
        let reasons = Dictionary(
            uniqueKeysWithValues: leftOut.compactMap { entry in
                (entry["identifier"] as? String).map { ($0, entry["reason"] as? String ?? "") }
            })
        #expect(reasons["iPad15,1"]?.contains("only the identifier") == true)
        #expect(reasons["iPad15,2"]?.contains("only the identifier") == true)
        #expect(service.respond(to: get("/devices/iPad15,2")).status == 404)
    }
}
