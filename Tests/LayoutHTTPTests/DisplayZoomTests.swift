import Foundation
import LayoutHTTP
import Testing

/// `/fit?displayZoom=true` as a whole answer: the zoomed window the sources give, and no figure of the unzoomed
/// window (its safe area, the OS version of those insets, its keyboard or guide) beside it, since no source gives
/// a zoomed safe area. Expected values are read from `data/devices.json` (each zoomed window with its source), not
/// from the answers.
struct DisplayZoomTests {
    let service = buildService(configuration: ServerConfiguration())

    /// Every model of `data/devices.json` with a zoomed window: its id, orientations, the zoomed portrait window
    /// and the zoomed scale (`nil` where no source gives it).
    static let zoomed: [(id: String, orientations: [String], width: Double, height: Double, scale: Double?)] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/devices.json")
        guard let data = try? Data(contentsOf: url),
              let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let devices = document["devices"] as? [[String: Any]] else { return [] }
        return devices.compactMap { device in
            guard let zoom = device["displayZoom"] as? [String: Any], let value = zoom["value"] as? [String: Any],
                  let id = device["id"] as? String, let orientations = device["orientations"] as? [String],
                  let width = (value["width"] as? NSNumber)?.doubleValue,
                  let height = (value["height"] as? NSNumber)?.doubleValue else { return nil }
            return (id, orientations, width, height, (zoom["scale"] as? NSNumber)?.doubleValue)
        }
    }()

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
                    #expect(region[member] == nil || region[member] is NSNull,
                            "\(target): \(member) \(String(describing: region[member])) is the unzoomed window's")
                }
                #expect(number(body, "scale") == model.scale, "\(target): scale")
                #expect(close(number(body, "rect", "width"), min(w, h)), "\(target): a square fitted in the window")
            }
        }
    }

    /// The zoomed window has no sourced safe area, keyboard or guide, so the regions built on them are refused
    /// (with a problem naming `region`), never answered from the unzoomed window.
    @Test(arguments: ["safeArea", "aspectFitGuide", "keyboardLayoutGuide"])
    func aZoomedRegionOtherThanTheWindowIsRefused(region: String) {
        let response = service.respond(to: get("/fit?device=iphone-16-pro&displayZoom=true&region=\(region)&aspectRatio=1"))
        expectProblem(response, status: 422, naming: "region")
    }
}
