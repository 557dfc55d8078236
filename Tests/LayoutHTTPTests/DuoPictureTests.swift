import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The iPhone Duo's outer display is drawn with its four corner radii and its hinge side, and `display=both` draws
/// the two displays side by side. Expected values are literals from the sources (data/sources.json): DUOSIM's
/// simulator outer display has "Corners 8 px on the left edge, 59 px on the right: the hinge is the left edge of the
/// cover", and REV reads safearea.info's outer corners "8/59/59/8"; the displays are 466 × 678 pt (outer) and
/// 669 × 951 pt (inner). Turning the window: landscapeLeft puts the portrait left edge at the top, landscapeRight
/// at the bottom (UIKit's interface orientations, as the Dynamic Island's rect turns).
struct DuoPictureTests {
    let service = buildService(configuration: ServerConfiguration())

    /// The value of `attribute` on the element whose id is `id`.
    func attribute(_ attribute: String, of id: String, in svg: String) -> String? {
        guard let at = svg.range(of: "id=\"\(id)\""), let end = svg[at.upperBound...].firstIndex(of: ">"),
            let start = svg[..<at.lowerBound].lastIndex(of: "<")
        else { return nil }
        let tag = svg[start..<end]
        guard let r = tag.range(of: " \(attribute)=\""), let close = tag[r.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return String(tag[r.upperBound..<close])
    }

    @Test func theOuterDisplayHasFourCornerRadiiAndItsHingeSide() {
        let response = service.respond(to: get("/devices/iphone-duo?display=outer&format=svg"))
        #expect(response.status == 200)
        let svg = response.pictureText()
        // The outline by hand: 8 pt corners on the left, 59 pt on the right, clockwise from the top-left.
        let outline =
            "M 8 0 H 407 A 59 59 0 0 1 466 59 V 619 A 59 59 0 0 1 407 678 H 8 A 8 8 0 0 1 0 670 V 8 A 8 8 0 0 1 8 0 Z"
        #expect(attribute("d", of: "display", in: svg) == outline)
        #expect(attribute("data-corner-radii", of: "display", in: svg) == "8 59 59 8")
        #expect(svg.contains("<clipPath id=\"display-clip\"><path d=\"\(outline)\"/></clipPath>"))
        #expect(attribute("data-edge", of: "hinge", in: svg) == "left")
        #expect(PictureTests.rect("hinge", in: svg).map { [$0["x"], $0["y"], $0["height"]] } == [0, 0, 678])
        #expect(attribute("class", of: "hinge", in: svg) == "hinge")
    }

    @Test(arguments: [
        ("portrait", "8 59 59 8", "left"), ("landscapeLeft", "8 8 59 59", "top"),
        ("landscapeRight", "59 59 8 8", "bottom"),
    ])
    func theCornersAndHingeTurnWithTheWindow(orientation: String, radii: String, edge: String) {
        let svg = service.respond(to: get("/devices/iphone-duo?orientation=\(orientation)&format=svg")).pictureText()
        #expect(attribute("data-corner-radii", of: "display", in: svg) == radii, "\(orientation)")
        #expect(attribute("data-edge", of: "hinge", in: svg) == edge, "\(orientation)")
    }

    /// The inner display has no sourced corner radius and no hinge edge (its fold crosses its middle): square
    /// corners, `null`, and no hinge drawn; a one-display model has neither.
    @Test func noPerCornerFigureMeansNoneDrawn() {
        let inner = service.respond(to: get("/devices/iphone-duo?display=inner&format=svg")).pictureText()
        #expect(attribute("data-corner-radius", of: "display", in: inner) == "null")
        #expect(attribute("data-corner-radii", of: "display", in: inner) == nil && !inner.contains("id=\"hinge\""))
        let phone = service.respond(to: get("/devices/iphone-16-pro?format=svg")).pictureText()
        #expect(!phone.contains("corner-radii") && !phone.contains("hinge"))
    }

    @Test func theJSONAnswerCarriesEachCornerWithItsSources() throws {
        let duo = json(service.respond(to: get("/devices/iphone-duo")))
        let corners = try #require(duo["displayCorners"] as? [String: Any])
        #expect(corners["topLeft"] as? Double == 8 && corners["topRight"] as? Double == 59)
        #expect(corners["bottomRight"] as? Double == 59 && corners["bottomLeft"] as? Double == 8)
        #expect(corners["hingeEdge"] as? String == "left" && corners["sources"] as? [String] == ["DUOSIM", "REV"])
        #expect((duo["displayCornerRadius"] as? [String: Any])?["value"] is NSNull)
        let inner = json(service.respond(to: get("/devices/iphone-duo?display=inner")))
        let unknown = try #require(inner["displayCorners"] as? [String: Any])
        for corner in ["topLeft", "topRight", "bottomRight", "bottomLeft", "hingeEdge"] {
            #expect(unknown[corner] is NSNull, "\(corner)")
        }
        #expect((unknown["notes"] as? String)?.contains("55") == true)
        let phone = json(service.respond(to: get("/devices/iphone-16-pro")))
        #expect(phone["displayCorners"] == nil)
    }

    @Test func bothDisplaysSideBySide() throws {
        let response = service.respond(to: get("/devices/iphone-duo?format=svg&display=both"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("image/svg+xml") == true)
        let svg = response.pictureText()
        // 466 + 40 + 669 wide; the taller display (951, and its legend below it) under a 28 pt caption.
        let box = svg.components(separatedBy: "viewBox=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
        let viewBox = box.split(separator: " ").compactMap { Double($0) }
        #expect(viewBox.count == 4 && viewBox.prefix(3) == [0, 0, 1175] && viewBox.last ?? 0 > 979, "\(viewBox)")
        #expect(PictureTests.rect("outer-display", in: svg).map { [$0["width"], $0["height"]] } == [466, 678])
        #expect(PictureTests.rect("inner-display", in: svg).map { [$0["width"], $0["height"]] } == [669, 951])
        #expect(attribute("data-corner-radii", of: "outer-display", in: svg) == "8 59 59 8")
        #expect(attribute("data-edge", of: "outer-hinge", in: svg) == "left" && !svg.contains("id=\"inner-hinge\""))
        #expect(svg.contains(">Closed: outer display (folded), 466 × 678 pt</text>"))
        #expect(svg.contains(">Open: inner display (open), 669 × 951 pt</text>"))
        #expect(svg.contains("<g transform=\"translate(506 28)\">"))
        let ids = svg.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count, "a repeated id")
        #expect(ids.contains("outer-display-clip") && ids.contains("inner-display-clip"))
        let parsed = try parseWithPython([response.body])
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    }

    /// `display=both` turned: each display in landscapeLeft (678 × 466 and 951 × 669 pt) with its corners and hinge
    /// turned, 40 pt apart (the inner cell at x 718), each cell's ids under its display's id; `zoom=2` doubles the
    /// picture's width (1,669 pt: 678 + 40 + 951).
    @Test func bothDisplaysTurnTogether() {
        let target = "/devices/iphone-duo?format=svg&display=both&orientation=landscapeLeft&zoom=2"
        let svg = service.respond(to: get(target)).pictureText()
        #expect(svg.contains(#"viewBox="0 0 1669 "#) && svg.contains(#" width="3338" "#))
        #expect(PictureTests.rect("outer-display", in: svg).map { [$0["width"], $0["height"]] } == [678, 466])
        #expect(PictureTests.rect("inner-display", in: svg).map { [$0["width"], $0["height"]] } == [951, 669])
        #expect(attribute("data-corner-radii", of: "outer-display", in: svg) == "8 8 59 59")
        #expect(attribute("data-edge", of: "outer-hinge", in: svg) == "top")
        #expect(svg.contains(#"<g id="outer" class="display-cell" data-display="outer">"#))
        #expect(svg.contains(#"<g id="inner" class="display-cell" data-display="inner">"#))
        #expect(
            svg.contains(
                #"<text id="outer-caption" class="caption" x="0" y="18" font-size="16">"#
                    + "Closed: outer display (folded), 678 × 466 pt</text>"))
        #expect(
            svg.contains(
                #"<text id="inner-caption" class="caption" x="718" y="18" font-size="16">"#
                    + "Open: inner display (open), 951 × 669 pt</text>"))
        #expect(svg.contains("<g transform=\"translate(718 28)\">"))
        #expect(svg.contains("<title>iPhone Duo, every display, landscapeLeft</title>"))
    }

    @Test func bothIsAPictureOfAModelWithTwoDisplays() {
        expectProblem(service.respond(to: get("/devices/iphone-duo?display=both")), status: 422, naming: "display")
        expectProblem(
            service.respond(to: get("/devices/iphone-16-pro?display=both&format=svg")), status: 422, naming: "display")
        expectProblem(
            service.respond(to: get("/devices/iphone-duo?display=both&format=svg&aspectRatio=16:9")), status: 422,
            naming: "aspectRatio")
        expectProblem(
            service.respond(to: get("/devices/iphone-duo?display=both&format=svg&keyboard=predictive")), status: 422,
            naming: "keyboard")
        // An OS the Duo runs (27.1 draws its outer display) still asks for one display.
        let os = service.respond(to: get("/devices/iphone-duo?display=both&format=svg&os=27.1"))
        expectProblem(os, status: 422, naming: "os")
        #expect(json(os)["type"] as? String == "/problems/parameter-not-applicable")
        expectProblem(
            service.respond(to: get("/fit?device=iphone-duo&display=both&region=window&aspectRatio=1")), status: 422,
            naming: "display")
    }
}

/// The legend names the display as the catalog knows it: one radius ("display (corner radius)", the iPhone 16 Pro's
/// 62 pt, BK), four ("corner radii", the Duo's outer display), or none ("corner radius unknown": the Duo's inner
/// display; a visionOS window, which the catalog says has no sourced rounding, is a "window", not a display).
struct DisplayLegendTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test(arguments: [
        ("/devices/iphone-16-pro?format=svg", ">display (corner radius)<"),
        ("/devices/iphone-duo?format=svg", ">display (corner radii)<"),
        ("/devices/iphone-duo?display=inner&format=svg", ">display (corner radius unknown)<"),
        ("/devices/apple-vision-pro?format=svg", ">window (corner radius unknown)<"),
    ])
    func theLegendSaysWhatIsKnown(target: String, words: String) {
        let svg = service.respond(to: get(target)).pictureText()
        #expect(svg.contains(words), "\(target)")
        #expect(svg.components(separatedBy: ">display (corner radius)<").count <= 2)
        if target.contains("vision") {
            #expect(!svg.contains(">display (corner radius") && svg.contains("Apple Vision Pro default window, 1280"))
        }
    }
}
