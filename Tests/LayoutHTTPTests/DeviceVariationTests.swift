import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// Where the device differs, the answer differs: derived from the route list, every route that reads an
/// `orientation` answers a phone's portrait and landscape differently, and every route that reads a `display`
/// answers `iphone-duo`'s inner and outer displays differently (a second display that inherits the first's figures,
/// or a landscape answered from the portrait screen, gives the same bytes twice). And a window must fit the screen in
/// its own orientation: an iPadOS 26 window the size of the landscape screen is answered, one point more refused.
struct DeviceVariationTests {
    /// What a route needs beside a model to answer (the base question's other members would ask something else:
    /// a container instead of the device, a proposal instead of its screen, one JSON member).
    static let needs: [String: [(String, String)]] = [
        "/fit": [("aspectRatio", "\"16:9\"")], "/swiftui/layout": [("view", #"{"type":"Color"}"#)],
    ]

    /// `route` by `method` asking about `device` (a `device` member or the `{id}` of its path) with `changes`: an
    /// orientation of `/devices/{id}` is its picture's (`format=svg`).
    static func request(_ route: Route, _ method: String, device: String, _ changes: [(String, String)]) -> Request {
        var fields = (needs[route.path] ?? []) + changes
        if route.descriptor.parameters.contains(where: { $0.name == "device" }) {
            fields.append(("device", "\"\(device)\""))
        }
        if route.path.contains("{id}") { fields.append(("id", "\"\(device)\"")) }
        if route.path == "/devices/{id}" && changes.contains(where: { $0.0 == "orientation" }) {
            fields.append(("format", "\"svg\""))
        }
        return BudgetAuditTests.request(route.path, method: method, fields)
    }

    /// Every route (by method) that reads `name`.
    static func reading(_ name: String) -> [(route: Route, method: String)] {
        BudgetAuditTests.bases(buildService(configuration: ServerConfiguration()).routes).filter {
            $0.route.descriptor.parameters.contains { $0.name == name }
        }.map { ($0.route, $0.method) }
    }

    /// Asks the two variants of every route reading `name`: both must be answered, and differently.
    func expectDifferent(_ name: String, device: String, _ a: String, _ b: String, atLeast: Int) {
        let service = buildService(configuration: ServerConfiguration())
        let routes = Self.reading(name)
        #expect(routes.count >= atLeast, "only \(routes.count) routes read \(name)")
        for (route, method) in routes {
            let answers = [a, b].map {
                service.respond(to: Self.request(route, method, device: device, [(name, "\"\($0)\"")]))
            }
            let what = "\(method) \(route.path) \(device) \(name)=\(a) and \(b)"
            #expect(answers.map(\.status) == [200, 200], "\(what): \(answers.map { $0.bodyText.prefix(200) })")
            #expect(answers[0].bodyText != answers[1].bodyText, "\(what): the same answer")
        }
    }

    @Test func portraitAndLandscapeDiffer() {
        expectDifferent("orientation", device: "iphone-16-pro", "portrait", "landscape", atLeast: 3)
    }

    @Test func theDuosDisplaysDiffer() {
        expectDifferent("display", device: "iphone-duo", "outer", "inner", atLeast: 5)
    }

    /// The inner display in landscape differs from the outer one in landscape too (orientation and display together).
    @Test func theDuosDisplaysDifferInLandscape() {
        let service = buildService(configuration: ServerConfiguration())
        for (route, method) in Self.reading("display")
        where route.descriptor.parameters.contains(where: { $0.name == "orientation" }) {
            let answers = ["outer", "inner"].map {
                service.respond(
                    to: Self.request(
                        route, method, device: "iphone-duo",
                        [("display", "\"\($0)\""), ("orientation", "\"landscape\"")]))
            }
            #expect(answers.map(\.status) == [200, 200], "\(method) \(route.path) \(answers.map(\.bodyText))")
            #expect(
                answers[0].bodyText != answers[1].bodyText, "\(method) \(route.path): inner and outer answered alike")
        }
    }

    /// Every iPad of `data/devices.json` still on iPadOS (26 and later: no last version): a window the size of the
    /// screen in each orientation is answered, and one point wider or taller in that orientation refused (422 naming
    /// `window`). The screen figures are the data file's (portrait), turned for landscape.
    @Test func anIPadWindowFitsTheScreenInItsOwnOrientation() {
        let service = buildService(configuration: ServerConfiguration())
        let pads = CatalogData.devices().filter {
            $0["idiom"] as? String == "pad" && (($0["os"] as? [String: Any])?["last"] ?? NSNull()) is NSNull
        }
        #expect(pads.count >= 3, "\(pads.count) iPads on iPadOS 26")
        for pad in pads {
            let id = pad["id"] as? String ?? ""
            guard let width = CatalogData.number(pad["screen"], "width"),
                let height = CatalogData.number(pad["screen"], "height")
            else {
                Issue.record("\(id): no screen")
                continue
            }
            for (orientation, w, h) in [("portrait", width, height), ("landscape", height, width)] {
                func ask(_ w: Double, _ h: Double) -> Response {
                    service.respond(
                        to: get("/sizeclass?device=\(id)&orientation=\(orientation)&window=\(Int(w))x\(Int(h))"))
                }
                let exact = ask(w, h)
                #expect(exact.status == 200, "\(id) \(orientation) \(w)x\(h): \(exact.bodyText.prefix(300))")
                for (ww, hh) in [(w + 1, h), (w, h + 1)] {
                    let over = ask(ww, hh)
                    #expect(
                        over.status == 422 && over.bodyText.contains("window"),
                        "\(id) \(orientation) \(ww)x\(hh): \(over.status) \(over.bodyText.prefix(300))")
                }
            }
        }
    }
}
