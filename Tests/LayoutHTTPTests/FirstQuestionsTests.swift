import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The questions a new user asks first, each answered (or refused with what to ask instead) the same way on every
/// route. Expected values are literals from data/models/*.json: the iPhone 17 Pro's insets (portrait 62 / 0 / 34 /
/// 0 top, left, bottom, right; landscape 20 / 62 / 20 / 62), the iPhone 17 Pro Max's first iOS (26), the iPad Air
/// (M3)'s iPadOS 26 (BGR26: Apple's iPadOS 26 list) with no shipping version, the first iPad Air's last iOS (12).
struct FirstQuestionsTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func aVersionBeforeTheFirstIsRefusedNamingIt() {
        let before = service.respond(to: get("/devices/iphone-17-pro-max?os=18"))
        expectProblem(before, status: 422, naming: "shipped with iOS 26, the first version it ran; it never ran 18")
        for path in [
            "/fit?device=iphone-17-pro-max&region=safeArea&aspectRatio=16:9&os=18",
            "/devices/iphone-17-pro-max/tokens?os=18", "/devices/iphone-17-pro-max/css?os=18",
        ] {
            expectProblem(service.respond(to: get(path)), status: 422, naming: "the first version it ran")
        }
        // AppleDB's preinstalled builds: iOS 27.0 on the iPhone 18 Pro, iOS 26.3 on the 17e (26 is its line, 26.1 is
        // before it), watchOS 27.0 on the Ultra 4, iPadOS 26.0 on the iPad Pro (M5)
        for (path, words) in [
            ("/devices/iphone-18-pro?os=12", "shipped with iOS 27.0, the first version it ran; it never ran 12"),
            ("/devices/iphone-18-pro?os=26", "shipped with iOS 27.0"),
            ("/devices/iphone-18-pro-max?os=26.4", "shipped with iOS 27.0"),
            ("/devices/iphone-17e?os=26.1", "shipped with iOS 26.3, the first version it ran; it never ran 26.1"),
            ("/devices/apple-watch-ultra-4?os=26", "shipped with watchOS 27.0"),
            ("/devices/ipad-pro-13-inch-m5?os=18", "shipped with iPadOS 26.0"),
        ] {
            expectProblem(service.respond(to: get(path)), status: 422, naming: words)
        }
        for path in [
            "/devices/iphone-18-pro?os=27", "/devices/iphone-17e?os=26", "/devices/iphone-17e?os=26.3",
            "/devices/ipad-pro-13-inch-m5?os=26",
        ] {
            #expect(service.respond(to: get(path)).status == 200, "\(path)")
        }
        // No shipping version, but a source says it runs iPadOS 26: 26 on is taken, nothing before is guessed
        let older = service.respond(to: get("/devices/ipad-air-11-inch-m3?os=18"))
        expectProblem(older, status: 422, naming: "a source says it runs iPadOS 26: ask os=26 or later")
        #expect(service.respond(to: get("/devices/ipad-air-11-inch-m3?os=26")).status == 200)
        // Neither: every version is refused, saying why
        expectProblem(
            service.respond(to: get("/devices/ipod-touch-7th-generation?os=13")), status: 422,
            naming: "No source read gives the iOS version iPod touch (7th generation) shipped with")
    }

    @Test func anOrientationAddsItsWindowAndSafeArea() {
        let landscape = service.respond(to: get("/devices/iphone-17-pro?fields=id&orientation=landscape"))
        #expect(landscape.status == 200)
        #expect(
            landscape.bodyText
                == #"{"id":"iphone-17-pro","orientation":"landscape","interfaceOrientation":"landscapeLeft","#
                + #""window":{"x":0,"y":0,"width":874,"height":402},"#
                + #""safeArea":{"x":62,"y":20,"width":750,"height":362}}"#
        )
        let portrait = json(service.respond(to: get("/devices/iphone-17-pro?orientation=portrait")))
        #expect(portrait["safeArea"] as? [String: Double] == ["x": 0, "y": 62, "width": 402, "height": 778])
        #expect(portrait["safeAreaInsets"] is [String: Any], "the full table stays")
        // The same figures as /fit's deviceRegion
        let fit = json(service.respond(to: get("/fit?device=iphone-17-pro&orientation=landscape&aspectRatio=16:9")))
        #expect(
            (fit["deviceRegion"] as? [String: Any])?["safeArea"] as? [String: Double] == [
                "x": 62, "y": 20, "width": 750, "height": 362,
            ])
        expectProblem(
            service.respond(to: get("/devices/apple-watch-ultra-3?orientation=landscape")), status: 422,
            naming: "no landscape interface")
    }

    @Test func aMisspeltSearchSuggestsModels() {
        for q in ["iphne%2017", "17%20iphone"] {
            let body = json(service.respond(to: get("/devices?q=\(q)&fields=id")))
            #expect(body["total"] as? Int == 0)
            #expect(body["suggestions"] as? [String] == ["iphone-17", "iphone-17-pro", "iphone-17-pro-max"], "\(q)")
        }
        // A match, a query nothing is near, and a query that is not ASCII answer no suggestions member
        // A word under eight letters is suggested within one edit only: `iphnx` is two from `iphone`.
        for q in ["pro%20max", "zzzz", "iphnx%2017", "caf%C3%A9", String(repeating: "a%20", count: 40)] {
            #expect(json(service.respond(to: get("/devices?q=\(q)&fields=id")))["suggestions"] == nil, "\(q)")
        }
    }

    /// The fewest edits come first, then catalog order: `xr` is no edit from the iPhone XR's `xr` and one from the
    /// `x` and `xs` of the X, XS and XS Max, which the catalog lists before the XR; `xs` is no edit from two models
    /// (XS, XS Max) and one from four (6s, 6s Plus, X, XR), and five are listed.
    @Test func aSearchSuggestsTheFewestEditsFirst() {
        func suggested(_ q: String) -> [String]? {
            json(service.respond(to: get("/devices?q=\(q)&fields=id")))["suggestions"] as? [String]
        }
        #expect(suggested("xr%20iphone") == ["iphone-xr", "iphone-x", "iphone-xs", "iphone-xs-max"])
        #expect(
            suggested("xs%20iphone") == ["iphone-xs", "iphone-xs-max", "iphone-6s", "iphone-6s-plus", "iphone-x"])
    }

    @Test func aOneDisplayModelHasNoDisplaysMemberEvenWhenAsked() {
        let one = service.respond(to: get("/devices/iphone-17-pro?fields=id,displays"))
        #expect(one.bodyText == #"{"id":"iphone-17-pro"}"#)
        let list = json(service.respond(to: get("/devices?fields=id,displays&q=iphone-duo")))
        let duo = (list["devices"] as? [[String: Any]])?.first
        #expect((duo?["displays"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["outer", "inner"])
    }

    @Test func theFitsOSIsOneTheModelRuns() {
        func os(_ query: String) -> String? {
            let body = json(service.respond(to: get("/fit?region=safeArea&aspectRatio=16:9&\(query)")))
            return (body["deviceRegion"] as? [String: Any])?["os"] as? String
        }
        #expect(os("device=ipad-air-11-inch-m3") == "26")
        #expect(os("device=ipad-air") == "12")
        #expect(os("device=ipad-pro-13-inch-m5") == "26")
        #expect(os("device=ipad-air-11-inch-m3&os=26.2") == "26.2")
    }

    @Test func aSplitWindowNoSourceMeasuredSaysWhatToAsk() {
        let split = service.respond(
            to: get("/sizeclass?device=ipad-pro-13-inch-m5&orientation=landscape&multitasking=split-1/3"))
        expectProblem(split, status: 422, naming: "no source measures a split-1/3 window")
        expectProblem(split, status: 422, naming: "window=WIDTHxHEIGHT")
        #expect(service.respond(to: get("/sizeclass?device=ipad-pro-13-inch-m5&window=400x1032")).status == 200)
    }
}
