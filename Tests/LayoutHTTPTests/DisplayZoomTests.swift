import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
import LayoutHTTPCore

/// `/fit?displayZoom=true` as a whole answer: the zoomed window the sources give, and no figure of the unzoomed
/// window (its safe area, the OS version of those insets, its keyboard or guide) beside it, since no source gives
/// a zoomed safe area. Expected values are read from `data/devices.json` (each zoomed window with its source), not
/// from the answers.
struct DisplayZoomTests {
    let service = buildService(configuration: ServerConfiguration())

    /// Every model of `data/devices.json` with a zoomed window: its id, orientations, the zoomed portrait window,
    /// the zoomed scale (`nil` where no source gives it) and the zoomed window's sources.
    static let zoomed:
        [(
            id: String, orientations: [String], width: Double, height: Double, scale: Double?,
            sources: [String]
        )] = CatalogData.devices().compactMap { device in
            guard let zoom = device["displayZoom"] as? [String: Any], let id = device["id"] as? String,
                let orientations = device["orientations"] as? [String],
                let width = CatalogData.number(zoom["value"], "width"),
                let height = CatalogData.number(zoom["value"], "height")
            else { return nil }
            return (
                id, orientations, width, height, CatalogData.number(zoom, "scale"), zoom["sources"] as? [String] ?? []
            )
        }

    /// For every zoomed model in every orientation it takes, the answer's region is the zoomed window (portrait as
    /// the source gives it, landscape turned), the container is that window, the scale is the zoomed one or none,
    /// and the region carries no safe area, no OS and no keyboard or guide: those figures are the unzoomed window's.
    @Test func aZoomedAnswerCarriesOnlyTheZoomedWindow() throws {
        #expect(Self.zoomed.count >= 30, "the catalog gives Display Zoom for every iPhone from the 8 on but the 17e")
        for model in Self.zoomed {
            for orientation in model.orientations {
                let target = "/fit?device=\(model.id)&orientation=\(orientation)&displayZoom=true&aspectRatio=1"
                let response = service.respond(to: get(target))
                #expect(response.status == 200, "\(target)")
                let body = json(response)
                let region = try #require(body["deviceRegion"] as? [String: Any], "\(target)")
                let (w, h) = orientation == "portrait" ? (model.width, model.height) : (model.height, model.width)
                let window: [String: Double] = ["x": 0, "y": 0, "width": w, "height": h]
                #expect(number(region, "window", "x") == 0 && number(region, "window", "y") == 0, "\(target)")
                #expect(number(region, "window", "width") == w && number(region, "window", "height") == h, "\(target)")
                for (member, value) in window {
                    #expect(number(body, "container", member) == value, "\(target): container.\(member)")
                }
                #expect(region["displayZoom"] as? Bool == true, "\(target)")
                #expect(region["device"] as? String == model.id && region["region"] as? String == "window")
                for member in ["safeArea", "os", "keyboard", "aspectFitGuide"] {
                    #expect(
                        region[member] == nil || region[member] is NSNull,
                        "\(target): \(member) \(String(describing: region[member])) is the unzoomed window's")
                }
                #expect(number(body, "scale") == model.scale, "\(target): scale")
                #expect(close(number(body, "rect", "width"), min(w, h)), "\(target): a square fitted in the window")
            }
        }
    }

    /// `/sizeclass?displayZoom=true` as a whole answer: the zoomed window (as `/fit` gives it), the iPhone idiom,
    /// the zoomed window's sources with the rule's, a rule that says it is the zoomed window's, and in portrait
    /// compact × regular (every iPhone window in portrait, HIG size-class table).
    @Test func aZoomedSizeClassAnswerIsTheZoomedWindowsWithItsSources() throws {
        for model in Self.zoomed {
            for orientation in model.orientations {
                let target = "/sizeclass?device=\(model.id)&orientation=\(orientation)&displayZoom=true"
                let body = json(service.respond(to: get(target)))
                let (w, h) = orientation == "portrait" ? (model.width, model.height) : (model.height, model.width)
                #expect(number(body, "window", "width") == w && number(body, "window", "height") == h, "\(target)")
                #expect(body["device"] as? String == model.id && body["orientation"] as? String == orientation)
                #expect(body["displayZoom"] as? Bool == true && body["idiom"] as? String == "phone", "\(target)")
                #expect(body["multitasking"] as? String == "full", "\(target)")
                #expect(body["sources"] as? [String] == model.sources + ["RULE"], "\(target): sources")
                #expect((body["rule"] as? String)?.hasPrefix("Display Zoom window: ") == true, "\(target)")
                if orientation == "portrait" {
                    #expect(body["horizontal"] as? String == "compact" && body["vertical"] as? String == "regular")
                }
            }
        }
    }

    /// The zoomed window has no sourced safe area, keyboard or guide, so the regions built on them are refused
    /// (with a problem naming `region`), never answered from the unzoomed window.
    @Test(arguments: ["safeArea", "aspectFitGuide", "keyboardLayoutGuide"])
    func aZoomedRegionOtherThanTheWindowIsRefused(region: String) {
        let response = service.respond(
            to: get("/fit?device=iphone-16-pro&displayZoom=true&region=\(region)&aspectRatio=1"))
        expectProblem(response, status: 422, naming: "region")
    }
}
