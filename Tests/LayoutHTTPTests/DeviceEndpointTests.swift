import Foundation
import LayoutGeometry
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutAnswers
import LayoutHTTPCore

/// The `/devices` endpoints: lookups by id, name and identifier, one device's figures and sources, unknown figures
/// as null, OS versions, Display Zoom, 404s with suggestions, the groups, and the list's filters, fields and pages.
struct DeviceEndpointTests {
    let catalog = DeviceCatalog.bundled
    let service = buildService(configuration: ServerConfiguration())

    // MARK: Lookups and one device

    @Test func lookupsByIDNameAndIdentifierAreCaseInsensitive() throws {
        let model = try #require(catalog.device(named: "iPhone15,2"))
        #expect(model.id == "iphone-14-pro")
        #expect(catalog.device(named: "IPHONE15,2")?.id == "iphone-14-pro")
        #expect(catalog.device(named: model.name.uppercased())?.id == model.id)
        #expect(catalog.device(named: "ipad-pro-13-inch-m4")?.identifiers == ["iPad16,5", "iPad16,6"])
        #expect(catalog.device(named: "nope") == nil)
    }

    @Test func deviceEndpointShowsFiguresAndSources() throws {
        let body = json(service.respond(to: get("/devices/iphone-16-pro")))
        let device = try #require(catalog.device(named: "iphone-16-pro"))
        let insets = try #require(device.safeArea?.portrait)
        #expect(number(body, "safeAreaInsets", "portrait", "top") == insets.top)
        #expect(number(body, "displayCornerRadius", "value") == device.displayCornerRadius.value)
        // REV's drawing-derived island (as the 17 Pro)
        #expect(number(body, "sensorHousing", "rect", "width") == 125.4)
        #expect((body["sensorHousing"] as? [String: Any])?["type"] as? String == "dynamicIsland")
        let descriptions = try #require(body["sourceDescriptions"] as? [String: String])
        for code in device.screenProvenance.sources { #expect(descriptions[code] != nil, "\(code) undescribed") }
        #expect((body["group"] as? [String: Any])?["id"] as? String == "iphone-16-pro")
        #expect(body["released"] is [String: Any])
    }

    /// A figure no source gives is null in the answer, and what needs it says so instead of assuming 0.
    @Test func anUnknownCornerRadiusIsNullAndNoGuideIsGuessed() throws {
        let vision = try #require(catalog.device(named: "apple-vision-pro"))
        #expect(vision.displayCornerRadius.value == nil)
        let body = json(service.respond(to: get("/devices/apple-vision-pro")))
        let radius = try #require(body["displayCornerRadius"] as? [String: Any])
        #expect(radius["value"] is NSNull, "\(radius)")
        let guide = service.respond(to: get("/fit?device=apple-vision-pro&region=aspectFitGuide&aspectRatio=1"))
        #expect(guide.status == 422)
        #expect((json(guide)["detail"] as? String)?.contains("corner radius") == true, "\(guide.bodyText)")
        // The window itself needs no radius.
        #expect(service.respond(to: get("/fit?device=apple-vision-pro&aspectRatio=1")).status == 200)
    }

    @Test func osSelectsTheSafeAreaOfAVersion() throws {
        let device = try #require(
            catalog.devices.first { $0.safeAreas.count >= 2 && $0.idiom == "phone" },
            "no model with insets per OS version")
        let newest = try #require(device.safeAreas.first?.os)
        let older = try #require(device.safeAreas.last?.os)
        let body = json(service.respond(to: get("/devices/\(device.id)")))
        #expect((body["safeAreaInsets"] as? [String: Any])?["os"] as? String == newest)
        let asked = json(service.respond(to: get("/devices/\(device.id)?os=\(older)")))
        #expect((asked["safeAreaInsets"] as? [String: Any])?["os"] as? String == older, "\(asked)")
        let fit = json(
            service.respond(
                to: get("/fit?device=\(device.id)&region=safeArea&orientation=landscape&aspectRatio=2&os=\(older)")))
        #expect((fit["deviceRegion"] as? [String: Any])?["os"] as? String == older)
        for (bad, status) in [
            ("os=x", 400), ("os=watchOS%2010", 400), ("os=17.2.3.4", 400), ("os=1000", 400), ("os=1", 422),
            ("os=999", 422),
        ] {
            let response = service.respond(to: get("/devices/\(device.id)?\(bad)"))
            #expect(response.status == status, "\(bad): \(response.bodyText)")
            #expect((json(response)["detail"] as? String)?.hasPrefix("os") == true)
        }
    }

    @Test func displayZoomGivesTheZoomedWindow() throws {
        let device = try #require(catalog.devices.first { $0.displayZoom != nil }, "no model with Display Zoom figures")
        let zoom = try #require(device.displayZoom)
        let fit = json(
            service.respond(to: get("/fit?device=\(device.id)&orientation=landscape&aspectRatio=2&displayZoom=true")))
        #expect(number(fit, "deviceRegion", "window", "width") == zoom.value.height, "\(fit)")
        #expect(number(fit, "deviceRegion", "window", "height") == zoom.value.width)
        let classes = json(
            service.respond(to: get("/sizeclass?device=\(device.id)&displayZoom=true&orientation=landscape")))
        #expect(number(classes, "window", "width") == zoom.value.height, "\(classes)")
        #expect(classes["displayZoom"] as? Bool == true)
        let ipad = service.respond(to: get("/fit?device=ipad-pro-13-inch-m4&aspectRatio=2&displayZoom=true"))
        #expect(ipad.status == 422)
        #expect((json(ipad)["detail"] as? String)?.contains("Display Zoom") == true)
    }

    @Test func unknownDeviceIs404WithSuggestions() {
        let response = service.respond(to: get("/devices/iphone-14-prp"))
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect((json(response)["suggestions"] as? [String])?.contains("iphone-14-pro") == true)
        #expect(service.respond(to: get("/devices/..%2F..%2Fetc%2Fpasswd")).status == 404)
        #expect(service.respond(to: get("/devices/groups/iphone-99")).status == 404)
    }

    @Test func groupsListTheHIGRowsWithTheirModels() throws {
        let body = json(service.respond(to: get("/devices/groups")))
        let groups = try #require(body["groups"] as? [[String: Any]])
        #expect(groups.count == catalog.groups.count)
        #expect(body["count"] as? Int == catalog.groups.count)
        let pro11 = try #require(groups.first { $0["id"] as? String == "ipad-pro-11-inch" })
        #expect((pro11["models"] as? [String])?.count ?? 0 >= 4)
        let one = json(service.respond(to: get("/devices/groups/iPhone 14 Pro")))
        #expect(one["resolvesTo"] as? String == "iphone-14-pro")
    }

    // MARK: The list

    @Test func listFilters() throws {
        let all = json(service.respond(to: get("/devices?limit=1000")))
        #expect(all["count"] as? Int == catalog.devices.count)
        #expect(all["total"] as? Int == catalog.devices.count)
        #expect(all.keys.contains("nextCursor") && all["nextCursor"] is NSNull)
        // Without a limit, one page of 50 whole models and the cursor of the next.
        let firstPage = json(service.respond(to: get("/devices")))
        #expect(firstPage["count"] as? Int == 50)
        #expect(firstPage["total"] as? Int == catalog.devices.count)
        #expect(firstPage["nextCursor"] as? String == "50")
        let phones = json(service.respond(to: get("/devices?family=iphone&minWidth=430")))
        let names = try #require(phones["devices"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(names.contains("iphone-16-pro-max"))
        #expect(!names.contains("iphone-16-pro"))
        #expect(names.allSatisfy { $0.hasPrefix("iphone") })
        let byIdentifier = json(service.respond(to: get("/devices?identifier=iPhone17,1")))
        #expect(byIdentifier["count"] as? Int == 1)
        let byQuery = json(service.respond(to: get("/devices?q=1024x")))
        #expect((byQuery["count"] as? Int ?? 0) >= 2)
        #expect(service.respond(to: get("/devices?minWidth=500&maxWidth=400")).status == 422)
        for (family, expected) in [("apple-watch", "Apple Watch"), ("tv", "Apple TV"), ("ipad", "iPad")] {
            let list = try #require(
                json(service.respond(to: get("/devices?family=\(family)")))["devices"] as? [[String: Any]])
            #expect(!list.isEmpty && list.allSatisfy { $0["family"] as? String == expected }, "\(family)")
        }
    }

    @Test func unknownFamilyIs400ListingTheAllowedValues() {
        let response = service.respond(to: get("/devices?family=ipdad"))
        #expect(response.status == 400)
        let detail = json(response)["detail"] as? String ?? ""
        for allowed in ["iphone", "ipad", "apple-watch", "apple-tv", "apple-vision-pro"] {
            #expect(detail.contains(allowed), "\(detail)")
        }
    }

    @Test func fieldsProjectEachDeviceAndTheCompactListIsSmall() throws {
        let response = service.respond(to: get("/devices?fields=id,name,screen&limit=1000"))
        #expect(response.status == 200)
        #expect(response.body.count < 20_000, "\(response.body.count) bytes")
        let devices = try #require(json(response)["devices"] as? [[String: Any]])
        #expect(devices.count == catalog.devices.count)
        #expect(devices.allSatisfy { Set($0.keys) == ["id", "name", "screen"] })
        let bad = service.respond(to: get("/devices?fields=id,nme"))
        #expect(bad.status == 400)
        #expect((json(bad)["detail"] as? String)?.contains("nme") == true)
    }

    @Test func pagesWalkTheWholeListOnce() throws {
        var cursor: String? = nil
        var seen: [String] = []
        repeat {
            let target = "/devices?fields=id&limit=25" + (cursor.map { "&cursor=\($0)" } ?? "")
            let body = json(service.respond(to: get(target)))
            let page = try #require(body["devices"] as? [[String: Any]])
            #expect(page.count <= 25)
            seen += page.compactMap { $0["id"] as? String }
            cursor = body["nextCursor"] as? String
        } while cursor != nil && seen.count <= catalog.devices.count
        #expect(seen == catalog.devices.map(\.id))
        #expect(service.respond(to: get("/devices?cursor=abc")).status == 400)
        #expect(service.respond(to: get("/devices?limit=0")).status == 400)
    }
}
