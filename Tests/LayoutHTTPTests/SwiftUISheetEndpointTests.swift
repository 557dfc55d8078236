import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// `POST /swiftui/sheet` in memory: each context's layout is `/swiftui/layout`'s for it alone, grouping never merges
/// different hostings, the findings, size-class branches and the picture's ids.
struct SwiftUISheetEndpointTests {
    let service = buildService(configuration: ServerConfiguration())

    /// A 50-view tree: a VStack of 7 HStacks, each of a Fixed, a Spacer, a padded Capsule and a flexible Color frame
    /// (7 views a row, 49 with the rows, 50 with the VStack).
    static let fiftyViews: String = {
        let row =
            #"{"type":"HStack","children":[{"type":"Fixed","width":120,"height":44},{"type":"Spacer"},"#
            + #"{"type":"padding","content":{"type":"Capsule"}},{"type":"flexibleFrame","minWidth":90,"#
            + #""content":{"type":"Color"}}]}"#
        return #"{"type":"VStack","children":["# + Array(repeating: row, count: 7).joined(separator: ",") + "]}"
    }()

    func sheet(_ body: String) -> [String: Any] {
        let response = service.respond(to: post("/swiftui/sheet", body))
        #expect(response.status == 200, "\(response.bodyText.prefix(400))")
        return json(response)
    }

    @Test func everyContextAnswersAsLayoutAlone() throws {
        let body = sheet(#"{"family":"iphone","view":"# + Self.fiftyViews + "}")
        let groups = try #require(body["groups"] as? [[String: Any]])
        var hostings: [String] = []
        var checked = 0
        for group in groups {
            let layout = try #require(group["layout"] as? [String: Any])
            #expect((layout["nodes"] as? [Any])?.count == 50)
            // A group's hosting: window, insets, scale and size classes; two groups never share one.
            let hosting = ["window", "insets", "scale", "sizeClasses"].map { "\(group[$0] ?? "")" }.joined()
            #expect(!hostings.contains(hosting))
            hostings.append(hosting)
            for context in try #require(group["contexts"] as? [[String: Any]]) {
                var request = ["device": context["device"]!, "orientation": context["orientation"]!]
                if let display = context["display"] as? String { request["display"] = display }
                let text = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
                let alone = json(
                    service.respond(to: post("/swiftui/layout", "{\"view\":\(Self.fiftyViews)," + text.dropFirst())))
                #expect(NSDictionary(dictionary: alone) == NSDictionary(dictionary: layout), "\(context["name"]!)")
                checked += 1
            }
        }
        #expect(checked == body["contexts"] as? Int)
        #expect(checked > 90)  // 47 iPhones (the Duo's two displays), both orientations where they rotate
        #expect(groups.count < checked)
    }

    @Test func modelsOfOneScreenShareAGroup() throws {
        let body = sheet(
            #"{"devices":["iphone-17-pro","iphone-16-pro","iphone-se-3rd-generation"],"orientations":["portrait"],"#
                + #""view":{"type":"Rectangle"}}"#)
        let groups = try #require(body["groups"] as? [[String: Any]])
        let names = groups.map { ($0["contexts"] as? [[String: Any]] ?? []).compactMap { $0["device"] as? String } }
        #expect(names == [["iphone-17-pro", "iphone-16-pro"], ["iphone-se-3rd-generation"]])
    }

    @Test func aWideViewIsOutsideEveryIPhoneInPortraitAndNoIPadInLandscape() throws {
        let view = #""view":{"type":"Fixed","width":500,"height":10}"#
        let phones = sheet(#"{"family":"iphone","orientations":["portrait"],"displays":["outer"],"# + view + "}")
        for group in try #require(phones["groups"] as? [[String: Any]]) {
            let kinds = (group["findings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
            #expect(kinds.contains("outsideScreen"), "\(group["contexts"] ?? "")")
        }
        let pads = sheet(#"{"family":"ipad","orientations":["landscape"],"# + view + "}")
        let found = (pads["findings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(!found.contains("outsideScreen"))
        #expect((pads["groups"] as? [Any])?.isEmpty == false)
    }

    @Test func aSizeClassBranchAnswersTheWindowsClass() throws {
        let view =
            #""view":{"type":"sizeClass","compact":{"type":"Fixed","width":10,"height":10,"id":"compact"},"#
            + #""regular":{"type":"Fixed","width":10,"height":10,"id":"regular"}}"#
        func chosen(_ models: String) throws -> [String] {
            let body = sheet("{" + models + "," + view + "}")
            return try #require(body["groups"] as? [[String: Any]]).map {
                (($0["layout"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first?["id"] as? String ?? "?"
            }
        }
        #expect(try chosen(#""devices":["iphone-17-pro"],"orientations":["portrait"]"#) == ["compact"])
        #expect(try chosen(#""devices":["ipad-pro-13-inch-m5"],"orientations":["landscape"]"#) == ["regular"])
        #expect(
            try chosen(#""devices":["ipad-pro-13-inch-m5"],"orientations":["portrait"],"windows":["320x800"]"#)
                == ["compact"])
    }

    @Test func aSmallTapTargetIsFound() throws {
        let body = sheet(
            #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"#
                + #""view":{"type":"Fixed","width":30,"height":30,"tapTarget":true}}"#)
        let kinds = (body["findings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(kinds == ["smallTapTarget"])
        // Apple's minimum hit target, 44 × 44 pt, is not small.
        let exact = sheet(
            #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"#
                + #""view":{"type":"Fixed","width":44,"height":44,"tapTarget":true}}"#)
        #expect((exact["findings"] as? [[String: Any]] ?? []).isEmpty)
    }

    /// A target too small on one axis only is small: 200 × 30 pt is too short, 30 × 200 pt too narrow (the HIG's
    /// minimum is 44 pt on each side).
    @Test func aTapTargetTooSmallOnOneAxisIsFound() {
        for (width, height) in [(200, 30), (30, 200)] {
            let body = sheet(
                #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"#
                    + #""view":{"type":"Fixed","width":\#(width),"height":\#(height),"tapTarget":true}}"#)
            let kinds = (body["findings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
            #expect(kinds == ["smallTapTarget"], "\(width) x \(height)")
        }
    }

    /// A finding in two groups counts the contexts of both: the iPhone 17 Pro and 16 Pro share a group (402 × 874),
    /// the iPhone SE (3rd generation) has its own (375 × 667), and a 500 pt wide view is outside all three.
    @Test func aFindingCountsTheContextsOfEveryGroupWithIt() throws {
        let body = sheet(
            #"{"devices":["iphone-17-pro","iphone-16-pro","iphone-se-3rd-generation"],"orientations":["portrait"],"#
                + #""view":{"type":"Fixed","width":500,"height":10}}"#)
        #expect((body["groups"] as? [Any])?.count == 2)
        let outside = try #require(
            (body["findings"] as? [[String: Any]] ?? []).first { $0["kind"] as? String == "outsideScreen" })
        #expect(outside["edges"] as? [String] == ["leading", "trailing"])
        #expect(outside["groups"] as? [Int] == [0, 1])
        #expect(outside["contexts"] as? Int == 3)
    }

    /// A model of two displays is a context per display (data/devices.json: the Duo's outer and inner).
    @Test func aModelOfTwoDisplaysIsAContextPerDisplay() throws {
        let body = sheet(#"{"devices":["iphone-duo"],"orientations":["portrait"],"view":{"type":"Rectangle"}}"#)
        let displays = (body["groups"] as? [[String: Any]] ?? []).flatMap { group in
            (group["contexts"] as? [[String: Any]] ?? []).compactMap { $0["display"] as? String }
        }
        #expect(body["contexts"] as? Int == 2)
        #expect(displays.sorted() == ["inner", "outer"])
    }

    @Test func pastTheBudgetIs422() {
        let row = #"{"type":"Rectangle"}"#
        let tree = #"{"type":"VStack","children":["# + Array(repeating: row, count: 1_999).joined(separator: ",") + "]}"
        let response = service.respond(to: post("/swiftui/sheet", #"{"all":true,"view":"# + tree + "}"))
        expectProblem(response, status: 422, naming: "view")
    }

    /// An orientation or window name that is not one (at most 128 bytes: a longer string is refused as such) is
    /// echoed in the 400 at most 64 bytes long, with its length.
    @Test func aLongWrongNameIsEchoedCapped() {
        let long = String(repeating: "\u{E9}", count: 60)  // 120 bytes
        for member in ["orientations", "windows"] {
            let response = service.respond(
                to: post(
                    "/swiftui/sheet",
                    #"{"devices":["ipad-pro-13-inch-m5"],"\#(member)":["\#(long)"],"view":{"type":"Rectangle"}}"#))
            expectProblem(response, status: 400, naming: member + "[0]")
            let detail = json(response)["detail"] as? String ?? ""
            #expect(detail.contains(String(repeating: "\u{E9}", count: 32) + "… (120 bytes)"), "\(detail)")
            #expect(!detail.contains(String(repeating: "\u{E9}", count: 33)), "\(member)")
        }
    }

    @Test func theSheetsPictureParsesWithoutARepeatedID() throws {
        let response = service.respond(
            to: post(
                "/swiftui/sheet",
                #"{"devices":["iphone-17-pro","ipad-air-11-inch-m3"],"format":"svg","view":"# + Self.fiftyViews + "}"))
        #expect(response.status == 200)
        let parsed = try parseWithPython([response.body])
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        let text = response.pictureText()
        let ids = text.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.count > 100)
        #expect(Set(ids).count == ids.count)
        for id in ["g0", "g0-display-clip", "g0-safe-area", "g0-view-0", "g1-display-clip", "g1-safe-area"] {
            #expect(ids.contains(Substring(id)), "\(id)")
        }
        #expect(text.contains(#"clip-path="url(#g0-display-clip)""#))
    }
}
