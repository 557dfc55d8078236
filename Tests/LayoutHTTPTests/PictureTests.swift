import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// The SVG pictures of `/fit`, `/devices/{id}`, `/tvgrid` and `/alignment`: asked by `format=svg` or `Accept`, their
/// own cache entry and ETag, shapes where the JSON answer says, valid XML, the same bytes from every service.
struct PictureTests {
    let service = buildService(configuration: ServerConfiguration())

    /// Every kind of picture, with the ids it must draw.
    static let pictures: [(target: String, ids: [String])] = [
        (
            "/fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9",
            [
                "display", "dynamic-island", "home-indicator", "safe-area", "aspect-fit-guide",
                "aspect-fit-guide-exact", "legend",
            ]
        ),
        (
            "/fit?device=iphone-14-pro&region=safeArea&aspectRatio=16:9",
            ["display", "dynamic-island", "status-bar", "safe-area", "rect"]
        ),
        (
            "/fit?device=iphone-x&orientation=landscapeRight&region=window&aspectRatio=4:3",
            ["display", "notch", "safe-area", "rect"]
        ),
        (
            "/fit?container=1000x500&content=640x480&mode=fill&alignment=top&scale=3&zoom=16",
            ["container", "rect", "cropped-bottom", "pixel-grid"]
        ),
        ("/fit?container=852x393&aspectRatio=21:9", ["container", "rect"]),
        ("/devices/iphone-16-pro", ["display", "dynamic-island", "status-bar", "home-indicator", "safe-area"]),
        (
            "/devices/iphone-16-pro?orientation=landscape&aspectRatio=21:9",
            ["display", "dynamic-island", "safe-area", "aspect-fit-guide"]
        ),
        ("/devices/iPad16,3?orientation=landscape", ["display", "safe-area"]),
        ("/devices/iphone-8", ["display", "status-bar", "safe-area"]),
        (
            "/tvgrid?columns=5&itemAspectRatio=16:9&focusedScale=1.1&titleHeight=40",
            ["screen", "safe-area", "item-0-0", "item-0-4", "title-0", "focused-item"]
        ),
        ("/tvgrid?columns=3&itemHeight=300", ["screen", "safe-area", "item-0-0", "item-1-2", "item-2-0"]),
        ("/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30", ["frame", "alignment-rect"]),
        ("/alignment?alignmentRect=10,10,24,30&scale=3", ["tap-target", "alignment-rect"]),
    ]

    @Test func everyPictureDrawsItsShapesAndParsesAsXML() throws {
        var documents: [[UInt8]] = []
        for (target, ids) in Self.pictures {
            let response = service.respond(to: get(target + (target.contains("?") ? "&" : "?") + "format=svg"))
            #expect(response.status == 200, "\(target): \(response.bodyText)")
            #expect(response.header("Content-Type") == "image/svg+xml", "\(target)")
            let text = response.pictureText()
            for id in ids { #expect(text.contains("id=\"\(id)\""), "\(target) lacks \(id)") }
            #expect(text.contains("<title>"), "\(target)")
            documents.append(response.body)
        }
        let (errors, elements) = try parseWithPython(documents)
        #expect(errors.isEmpty, "\(errors)")
        #expect(
            elements.count == documents.count
                && elements.allSatisfy { $0.first == "svg" && $0.contains("rect") && $0.contains("title") })
    }

    /// The acceptance picture: the safe area and the guide are drawn exactly where the JSON answer puts them.
    /// A grid of tiny items has millions of visible rows: its JSON is answered, its picture is a 422 at once (it used
    /// to be built row by row until the process held gigabytes; schemathesis found it).
    @Test func aPictureOfMillionsOfRowsIsRefused() {
        let target = "/tvgrid?columns=5&itemHeight=0.0001&minimumVerticalSpacing=0"  // 9,600,000 visible rows
        #expect(service.respond(to: get(target)).status == 200)
        let picture = service.respond(to: get(target + "&format=svg"))
        #expect(picture.status == 422 && picture.bodyText.contains("at most 100"), "\(picture.bodyText)")
        #expect(service.respond(to: get("/tvgrid?columns=5&itemHeight=20&format=svg")).status == 200)
    }

    @Test func shapesAreWhereTheJSONAnswerSays() throws {
        let target = "/fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9"
        let answer = json(service.respond(to: get(target)))
        let svg = service.respond(to: get(target, headers: ["Accept": "image/svg+xml"])).pictureText()
        for (id, key) in [("safe-area", "safeArea"), ("display", "window")] {
            let drawn = try #require(Self.rect(id, in: svg), "\(id)")
            let expected = try #require((answer["deviceRegion"] as? [String: Any])?[key] as? [String: Any])
            for field in ["x", "y", "width", "height"] {
                #expect(close(drawn[field], number(expected, field) ?? .nan), "\(id).\(field)")
            }
        }
        let guide = try #require(Self.rect("aspect-fit-guide", in: svg))
        for field in ["x", "y", "width", "height"] {
            #expect(close(guide[field], number(answer, "rect", field) ?? .nan), "guide.\(field)")
        }
        let exact = try #require(Self.rect("aspect-fit-guide-exact", in: svg))
        let exactAnswer = try #require(
            ((answer["deviceRegion"] as? [String: Any])?["aspectFitGuide"] as? [String: Any])?["exactRect"]
                as? [String: Any])
        for field in ["x", "y", "width", "height"] {
            #expect(close(exact[field], number(exactAnswer, field) ?? .nan), "exact.\(field)")
        }
        // The Dynamic Island, rotated into landscape: the portrait rect (138.3, 14, 125.4, 36.7) (REV) on the right
        // edge, 874 − 14 − 36.7 = 823.3.
        let island = try #require(Self.rect("dynamic-island", in: svg))
        #expect(island == ["x": 823.3, "y": 138.3, "width": 36.7, "height": 125.4])
        #expect(svg.contains("viewBox=\"0 0 874 ") && svg.contains("rx=\"62\""))
    }

    @Test func aFitPictureDrawsTheRectTheCropAndThePixelGrid() throws {
        let target = "/fit?container=1000x500&content=640x480&mode=fill&alignment=top&scale=3"
        let answer = json(service.respond(to: get(target)))
        let svg = service.respond(to: get(target + "&format=svg&zoom=12")).pictureText()
        let rect = try #require(Self.rect("rect", in: svg))
        for field in ["x", "y", "width", "height"] {
            #expect(close(rect[field], number(answer, "rect", field) ?? .nan), "rect.\(field)")
        }
        let crop = try #require(Self.rect("cropped-bottom", in: svg))
        #expect(close(crop["height"], number(answer, "cropped", "bottom") ?? .nan) && crop["y"] == 500)
        #expect(svg.contains("data-scale=\"3\"") && svg.contains("width=\"0.3333333333333333\""), "a line every 1/3 pt")
        // Zoomed out, a pixel is under 4 screen pixels wide: no grid.
        #expect(!service.respond(to: get(target + "&format=svg&zoom=11")).bodyText.contains("pixel-grid"))
    }

    @Test func zoomScalesWidthAndHeightNotTheViewBox() {
        let target = "/fit?container=852x393&aspectRatio=21:9&format=svg&zoom=2.5&legend=false"
        let svg = service.respond(to: get(target)).pictureText()
        #expect(svg.contains("viewBox=\"0 0 852 393\" width=\"2130\" height=\"982.5\""), "\(svg.prefix(300))")
    }

    /// `format=svg` and `Accept: image/svg+xml` are one representation; JSON keeps its own entry and ETag.
    @Test func aPictureIsARepresentationOfItsOwn() throws {
        let target = "/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30"
        let byFormat = service.respond(to: get(target + "&format=svg"))
        let byAccept = service.respond(to: get(target, headers: ["Accept": "image/svg+xml"]))
        let byImageWildcard = service.respond(to: get(target, headers: ["Accept": "image/webp,image/*,*/*;q=0.8"]))
        let plain = service.respond(to: get(target))
        let jsonFirst = service.respond(to: get(target, headers: ["Accept": "application/json, image/svg+xml;q=0.5"]))
        // What a generated client sends (every type the operation declares, equally weighted): JSON.
        let bothEqual = service.respond(to: get(target, headers: ["Accept": "application/json, image/svg+xml"]))
        #expect(bothEqual.header("Content-Type") == "application/json")
        #expect(byFormat.body == byAccept.body && byAccept.body == byImageWildcard.body)
        #expect(byFormat.header("ETag") == byAccept.header("ETag"))
        #expect(
            plain.header("Content-Type") == "application/json" && jsonFirst.header("Content-Type") == "application/json"
        )
        #expect(plain.header("ETag") != byFormat.header("ETag"))
        #expect(byFormat.header("Vary")?.contains("Accept") == true && plain.header("Vary")?.contains("Accept") == true)
        #expect(service.cache.statistics.entries == 2, "one entry for the picture, one for the JSON")
        let tag = try #require(byAccept.header("ETag"))
        #expect(
            service.respond(to: get(target, headers: ["Accept": "image/svg+xml", "If-None-Match": tag])).status == 304)
        #expect(service.respond(to: get(target, headers: ["If-None-Match": tag])).status == 200)
        // A zoom is a picture of its own; a POST asks for one the same way.
        #expect(service.respond(to: get(target + "&format=svg&zoom=2")).header("ETag") != tag)
        let posted = service.respond(
            to: post("/alignment", #"{"frame":"0,0,130,130","alignmentRectInsets":"0,0,30,30","format":"svg"}"#))
        #expect(posted.status == 200 && posted.body == byFormat.body, "\(posted.bodyText.prefix(300))")
    }

    @Test func twoServicesDrawTheSameBytes() {
        let other = buildService(configuration: ServerConfiguration())
        for (target, _) in Self.pictures {
            let a = service.respond(to: get(target, headers: ["Accept": "image/svg+xml"]))
            let b = other.respond(to: get(target, headers: ["Accept": "image/svg+xml"]))
            #expect(a.body == b.body && a.header("ETag") == b.header("ETag"), "\(target)")
        }
    }

    @Test(arguments: [
        ("/fit?container=852x393&aspectRatio=21:9&format=png", 400, "format"),
        ("/fit?container=852x393&aspectRatio=21:9&format=svg&zoom=0", 400, "zoom"),
        ("/fit?container=852x393&aspectRatio=21:9&format=svg&zoom=-1", 400, "zoom"),
        ("/fit?container=852x393&aspectRatio=21:9&format=svg&zoom=20.5", 400, "zoom"),
        ("/fit?container=852x393&aspectRatio=21:9&format=svg&zoom=abc", 400, "zoom"),
        ("/fit?container=852x393&aspectRatio=21:9&zoom=2", 422, "zoom"),
        ("/tvgrid?format=svg", 422, "format"),
        ("/fit?semantics=swiftui&proposalWidth=200&aspectRatio=1&format=svg", 422, "format"),
        // With JSON an orientation is answered (its window and safe area), one the device lacks is a 422
        ("/devices/apple-watch-ultra-3?orientation=landscape", 422, "orientation"),
        ("/devices/iphone-16-pro?aspectRatio=21:9", 422, "aspectRatio"),
        ("/devices/apple-tv-4k?format=svg&orientation=portrait", 422, "orientation"),
        ("/sizeclass?window=400x600&idiom=phone&format=svg", 400, "format"),
        ("/devices?format=svg", 400, "format"),
    ])
    func badPictureRequestsAreProblems(target: String, status: Int, field: String) {
        expectProblem(service.respond(to: get(target)), status: status, naming: field)
    }

    @Test func aRouteWithoutPicturesStillRefusesAnSVGOnlyAccept() {
        #expect(
            service.respond(to: get("/sizeclass?window=400x600&idiom=phone", headers: ["Accept": "image/svg+xml"]))
                .status == 406)
        #expect(
            service.respond(to: get("/fit?container=1x1&aspectRatio=1", headers: ["Accept": "image/png"])).status == 406
        )
        #expect(
            service.respond(
                to: get("/fit?container=1x1&aspectRatio=1&format=json", headers: ["Accept": "image/svg+xml"])
            ).header("Content-Type") == "application/json")
    }

    /// The numbers of the `<rect>` (or a display's `<path>`) whose id is `id`: its `x`, `y`, `width` and `height`.
    static func rect(_ id: String, in svg: String) -> [String: Double]? {
        guard let idRange = svg.range(of: "id=\"\(id)\""), let start = svg[..<idRange.lowerBound].lastIndex(of: "<"),
            let end = svg[idRange.upperBound...].firstIndex(of: ">")
        else { return nil }
        let tag = svg[start..<end]
        var out: [String: Double] = [:]
        for name in ["x", "y", "width", "height"] {
            // A rect's own attribute, or a path's `data-` copy of it (a display with four corner radii)
            guard let r = tag.range(of: " \(name)=\"") ?? tag.range(of: " data-\(name)=\""),
                let close = tag[r.upperBound...].firstIndex(of: "\""),
                let value = Double(tag[r.upperBound..<close])
            else { return nil }
            out[name] = value
        }
        return out
    }
}
