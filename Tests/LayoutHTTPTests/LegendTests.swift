import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// Every model's picture, in each of its orientations, has a legend whose swatches are the colours drawn and which
/// covers none of the drawing. The models come from the catalog (`GET /devices`), not a list kept here. The picture is
/// read as text: the light style rules (`.class{fill:…}`), the shapes, and the legend group.
struct LegendTests {
    let service = buildService(configuration: ServerConfiguration())

    /// The light-scheme style rules: class → property → value.
    static func styles(_ svg: String) -> [String: [String: String]] {
        guard let start = svg.range(of: "<style type=\"text/css\">"), let end = svg.range(of: "@media") else {
            return [:]
        }
        var out: [String: [String: String]] = [:]
        for rule in svg[start.upperBound..<end.lowerBound].split(separator: "}") {
            let parts = rule.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            var properties: [String: String] = [:]
            for declaration in parts[1].split(separator: ";") {
                let pair = declaration.split(separator: ":", maxSplits: 1).map(String.init)
                if pair.count == 2 { properties[pair[0]] = pair[1] }
            }
            for name in parts[0].split(separator: ",") where name.hasPrefix(".") {
                out[String(name.dropFirst())] = properties
            }
        }
        return out
    }

    /// The value of an attribute in a tag's text.
    static func value(_ name: String, in tag: Substring) -> String? {
        guard let r = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[r.upperBound...].prefix { $0 != "\"" })
    }

    /// The colours a tag is painted with: its class's fill, fill-opacity and stroke, overridden by its own attributes.
    static func paint(_ tag: Substring, _ styles: [String: [String: String]]) -> [String] {
        let rule = styles[value("class", in: tag) ?? ""] ?? [:]
        return ["fill", "fill-opacity", "stroke"].map { value($0, in: tag) ?? rule[$0] ?? "" }
    }

    /// A box from `x`, `y`, `width`, `height` (or their `data-` copies).
    static func box(_ tag: Substring) -> [Double]? {
        let numbers = ["x", "y", "width", "height"].compactMap { (value($0, in: tag) ?? value("data-\($0)", in: tag)) }
            .compactMap(Double.init)
        return numbers.count == 4 ? numbers : nil
    }

    @Test func everyModelsLegendIsWhatIsDrawnAndBesideIt() throws {
        let list = json(service.respond(to: get("/devices?limit=1000&fields=id,orientations")))
        let devices = try #require(list["devices"] as? [[String: Any]])
        #expect(devices.count > 100)
        var swatches = 0
        for entry in devices {
            let id = try #require(entry["id"] as? String)
            for orientation in entry["orientations"] as? [String] ?? [] {
                let what = "\(id) \(orientation)"
                let svg = service.respond(to: get("/devices/\(id)?orientation=\(orientation)&format=svg")).pictureText()
                let styles = Self.styles(svg)
                let legendStart = try #require(svg.range(of: "<g id=\"legend\""), "\(what)")
                let drawing = svg[..<legendStart.lowerBound]
                let tags = svg[legendStart.lowerBound...].components(separatedBy: "<rect ").dropFirst().map {
                    Substring(" " + $0.prefix { $0 != ">" })
                }
                let display = try #require(
                    drawing.components(separatedBy: "<").first { $0.contains("id=\"display\"") }, "\(what)")
                let card = try #require(tags.first { Self.value("class", in: $0) == "legend-card" }, "\(what)")
                let (c, d) = (try #require(Self.box(card)), try #require(Self.box(Substring(display)), "\(what)"))
                let overlaps = c[0] < d[0] + d[2] && d[0] < c[0] + c[2] && c[1] < d[1] + d[3] && d[1] < c[1] + c[3]
                #expect(!overlaps, "\(what): the legend \(c) covers the display \(d)")
                var backdrop: [Double]?
                for tag in tags {
                    guard let kind = Self.value("class", in: tag), kind != "legend-card" else { continue }
                    if Self.value("data-backdrop", in: tag) == "true" {
                        #expect(Self.paint(tag, styles) == Self.paint(Substring(display), styles), "\(what)")
                        backdrop = Self.box(tag)
                        continue
                    }
                    swatches += 1
                    let drawn = drawing.components(separatedBy: "<").dropFirst().first {
                        $0.contains(" class=\"\(kind)\"")
                    }
                    let element = try #require(drawn, "\(what): the legend names \(kind), which is not drawn")
                    #expect(
                        Self.paint(tag, styles) == Self.paint(Substring(element), styles), "\(what): \(kind)'s swatch")
                    // What is drawn over the display has its swatch over the display's colour, at the same place.
                    let over = kind != "display" && kind != "unknown"
                    #expect(!over || backdrop == Self.box(tag), "\(what): \(kind)'s swatch has no display under it")
                    backdrop = nil
                }
            }
        }
        #expect(swatches > 300)
    }
}
