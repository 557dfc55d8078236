import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// Every shape of every device picture (each iPhone, iPad and iPod touch in each orientation it takes) and of the
/// tvOS grid pictures, compared with its JSON answer: not only found, but where and as large as the JSON says.
/// The rotation of the portrait sensor-housing rect is written out here by hand (not taken from the code drawing
/// it), so a notch drawn on the wrong side in `landscapeRight` fails.
struct PictureShapeTests {
    let service = buildService(configuration: ServerConfiguration())

    /// A portrait rect (x, y, w, h) in a W × H portrait screen, as the window of `orientation` shows it:
    /// landscapeLeft turns the top edge to the right, landscapeRight to the left.
    static func rotated(_ r: [Double], screen w: Double, _ h: Double, _ orientation: String) -> [Double] {
        switch orientation {
        case "landscapeLeft": [h - r[1] - r[3], r[0], r[3], r[2]]
        case "landscapeRight": [r[1], w - r[0] - r[2], r[3], r[2]]
        case "portraitUpsideDown": [w - r[0] - r[2], h - r[1] - r[3], r[2], r[3]]
        default: r
        }
    }

    static func values(_ object: [String: Any]?) -> [Double]? {
        guard let object else { return nil }
        let out = ["x", "y", "width", "height"].compactMap { number(object, $0) }
        return out.count == 4 ? out : nil
    }

    static func drawn(_ id: String, in svg: String) -> [Double]? {
        PictureTests.rect(id, in: svg).map { r in ["x", "y", "width", "height"].map { r[$0] ?? .nan } }
    }

    static func same(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 }
    }

    @Test func everyDevicePictureDrawsItsJSONAnswer() throws {
        let list = json(service.respond(to: get("/devices?limit=1000&fields=id,idiom,orientations")))
        let devices = try #require(list["devices"] as? [[String: Any]])
        var pictures = 0, housings = 0, unknowns = 0
        for entry in devices where ["phone", "pad"].contains(entry["idiom"] as? String ?? "") {
            let id = try #require(entry["id"] as? String)
            let device = json(service.respond(to: get("/devices/\(id)")))
            let w = try #require(number(device, "screen", "width"))
            let h = try #require(number(device, "screen", "height"))
            let housing = device["sensorHousing"] as? [String: Any], home = device["homeIndicator"] as? [String: Any]
            let radius = (device["displayCornerRadius"] as? [String: Any])?["value"] as? Double
            for orientation in entry["orientations"] as? [String] ?? [] {
                let what = "\(id) \(orientation)"
                let svg = service.respond(to: get("/devices/\(id)?orientation=\(orientation)&format=svg")).pictureText()
                let target = "/fit?device=\(id)&orientation=\(orientation)&region=window&aspectRatio=1"
                let fit = json(service.respond(to: get(target)))
                let region = fit["deviceRegion"] as? [String: Any]
                let window = try #require(Self.values(region?["window"] as? [String: Any]), "\(what)")
                #expect(Self.same(Self.drawn("display", in: svg), window), "\(what): display")
                let radiusText = radius.map { Parameters.format($0) } ?? "null"
                #expect(svg.contains("data-corner-radius=\"\(radiusText)\""), "\(what)")
                if let safe = Self.values(region?["safeArea"] as? [String: Any]) {
                    #expect(Self.same(Self.drawn("safe-area", in: svg), safe), "\(what): safe area")
                } else {
                    #expect(!svg.contains("id=\"safe-area\""), "\(what): a safe area no source gives")
                }
                let type = housing?["type"] as? String ?? "none"
                let housingID = type == "dynamicIsland" ? "dynamic-island" : "notch"
                if let portrait = Self.values(housing?["rect"] as? [String: Any]) {
                    let expected = Self.rotated(portrait, screen: w, h, orientation)
                    #expect(
                        Self.same(Self.drawn(housingID, in: svg), expected),
                        "\(what): \(housingID) at \(Self.drawn(housingID, in: svg) ?? []), not \(expected)")
                    housings += 1
                } else if type != "none" {
                    #expect(
                        svg.contains("id=\"\(housingID)\" class=\"unknown\" data-known=\"false\""),
                        "\(what): unknown \(type)")
                    unknowns += 1
                }
                if home?["present"] as? Bool == true {
                    let indicator = home ?? [:]
                    // Its figures are portrait ones: in landscape it is unknown, as the tokens say.
                    if orientation == "portrait", let width = number(indicator, "size", "width"),
                        let height = number(indicator, "size", "height"), let offset = number(indicator, "bottomOffset")
                    {
                        let expected = [(window[2] - width) / 2, window[3] - offset - height, width, height]
                        #expect(Self.same(Self.drawn("home-indicator", in: svg), expected), "\(what): home indicator")
                    } else {
                        #expect(
                            svg.contains("id=\"home-indicator\" class=\"unknown\""),
                            "\(what): unknown home indicator")
                        unknowns += 1
                    }
                } else {
                    #expect(!svg.contains("id=\"home-indicator\""), "\(what): a home indicator the JSON does not give")
                }
                pictures += 1
            }
        }
        #expect(pictures > 150 && housings > 50 && unknowns > 0, "\(pictures) pictures, \(housings) housings")
    }

    /// Titles and labels round for people; the `data-` attributes keep the JSON's full precision.
    @Test func labelsRoundAndDataKeepsFullPrecision() throws {
        let target = "/fit?container=1000x500&aspectRatio=16:11&format=svg"
        let svg = service.respond(to: get(target)).bodyText
        let answer = json(service.respond(to: get("/fit?container=1000x500&aspectRatio=16:11")))
        let width = try #require(number(answer, "rect", "width"))
        #expect(svg.contains("data-width=\"\(Parameters.format(width))\""))
        #expect(svg.contains(">rect \(Parameters.format((width * 100).rounded() / 100)) × 500<"), "\(svg)")
        #expect(!svg.contains("@media"), "the request chooses the colours, no media query")
    }

    /// `legend=false` and `labels=false` leave them out of the picture; with JSON either is a 422, not a value a 400.
    @Test func legendAndLabelsCanBeLeftOut() {
        let target = "/fit?device=iphone-16-pro&region=safeArea&aspectRatio=16:9&format=svg"
        let full = service.respond(to: get(target)).pictureText()
        #expect(full.contains("id=\"legend\"") && full.contains("class=\"label\""))
        let bare = service.respond(to: get(target + "&legend=false&labels=false"))
        #expect(bare.status == 200 && !bare.pictureText().contains("id=\"legend\""))
        #expect(!bare.bodyText.contains("class=\"label\"") && bare.pictureText().contains("id=\"safe-area\""))
        #expect(bare.header("ETag") != service.respond(to: get(target)).header("ETag"))
        let noLabels = service.respond(to: get(target + "&labels=false")).pictureText()
        #expect(noLabels.contains("id=\"legend\"") && !noLabels.contains("class=\"label\""))
        let body = #"{"frame":"0,0,130,130","alignmentRectInsets":"0,0,30,30","format":"svg","legend":false}"#
        let posted = service.respond(to: post("/alignment", body))
        #expect(posted.status == 200, "\(posted.bodyText.prefix(300))")
        #expect(!posted.pictureText().contains("id=\"legend\""))
        let json = "/fit?container=852x393&aspectRatio=21:9"
        expectProblem(service.respond(to: get(json + "&legend=false")), status: 422, naming: "legend")
        expectProblem(service.respond(to: get(json + "&format=svg&labels=no")), status: 400, naming: "labels")
    }

    /// The legend goes below the drawing, zoomed out as far as a 390-pixel-wide phone shows a landscape iPhone
    /// (labels stay 12 px, so they grow in points) or not: the viewBox grows downwards and every shape keeps its
    /// place.
    @Test func theLegendGoesBelowTheDrawing() throws {
        let target = "/fit?device=iphone-16-pro&orientation=landscape&region=keyboardLayoutGuide&aspectRatio=16:9"
        let small = service.respond(to: get(target + "&format=svg&zoom=0.38")).pictureText()
        let large = service.respond(to: get(target + "&format=svg")).pictureText()
        let card = try #require(legendCard(small))
        #expect(try #require(card["y"]) >= 402, "the legend card starts at \(card["y"] ?? .nan), inside the window")
        #expect(!small.contains("viewBox=\"0 0 874 402\"") && small.contains("viewBox=\"0 0 874 "))
        #expect(!large.contains("viewBox=\"0 0 874 402\"") && large.contains("viewBox=\"0 0 874 "))
        let below = try #require(legendCard(large))
        #expect(try #require(below["y"]) >= 402)
        for id in ["display", "safe-area", "keyboard", "rect"] {
            #expect(Self.drawn(id, in: small) == Self.drawn(id, in: large), "\(id) moved")
        }
    }

    /// The legend card's numbers (`x`, `y`, `width`, `height`) in a picture.
    private func legendCard(_ svg: String) -> [String: Double]? {
        guard let start = svg.range(of: "<rect class=\"legend-card\"") else { return nil }
        let tag = svg[start.lowerBound...].prefix { $0 != ">" }
        var out: [String: Double] = [:]
        for name in ["x", "y", "width", "height"] {
            guard let at = tag.range(of: " \(name)=\"") else { return nil }
            out[name] = Double(tag[at.upperBound...].prefix { $0 != "\"" })
        }
        return out
    }

    @Test(arguments: [
        "/tvgrid?columns=5&itemAspectRatio=16:9&focusedScale=1.1&titleHeight=40",
        "/tvgrid?columns=3&itemHeight=300&focusedScale=1.2",
        "/tvgrid?columns=7&itemAspectRatio=2:3&focusedScale=1.15",
    ])
    func aTVGridPictureDrawsItsJSONAnswer(target: String) throws {
        let answer = json(service.respond(to: get(target)))
        let svg = service.respond(to: get(target + "&format=svg")).pictureText()
        let columnX = try #require(answer["columnX"] as? [Double])
        let itemWidth = try #require(number(answer, "itemWidth"))
        for (column, x) in columnX.enumerated() {
            let item = try #require(Self.drawn("item-0-\(column)", in: svg), "\(target) item \(column)")
            #expect(Self.same([item[0], item[2]], [x, itemWidth]), "\(target): item \(column) at \(item)")
        }
        let focused = try #require(Self.drawn("focused-item", in: svg))
        let first = try #require(Self.drawn("item-0-0", in: svg))
        let size = [
            number(answer, "focus", "focusedSize", "width") ?? .nan,
            number(answer, "focus", "focusedSize", "height") ?? .nan,
        ]
        #expect(Self.same([focused[2], focused[3]], size), "\(target): focused size")
        // Focus grows an item about its centre: the focused item stays on its column and row.
        #expect(
            abs((focused[0] + focused[2] / 2) - (columnX[0] + itemWidth / 2)) <= 1e-9,
            "\(target): focused item off its column")
        #expect(
            abs((focused[1] + focused[3] / 2) - (first[1] + first[3] / 2)) <= 1e-9,
            "\(target): focused item off its row")
    }
}
