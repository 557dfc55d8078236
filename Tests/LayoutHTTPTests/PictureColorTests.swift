import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import Testing

/// `colorScheme=light|dark` chosen by the request (never a media query), and a `Color` drawn in its colour: the
/// pictures are parsed and their fills read, as a browser would paint them (a `style` attribute over a class rule).
@Suite(.serialized) struct PictureColorTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    func picture(_ response: Response) throws -> XMLDocument {
        try #require(response.status == 200, "\(response.bodyText.prefix(300))")
        return try XMLDocument(data: Data(response.body))
    }

    /// Attribute values by XPath (FoundationXML finds no attribute by name on an element in the SVG namespace).
    func values(_ doc: XMLDocument, _ xpath: String) throws -> [String] {
        try doc.nodes(forXPath: xpath).compactMap(\.stringValue)
    }

    /// The CSS rules of the picture's `<style>` blocks: class → declarations (`fill` → `#000`).
    func rules(_ doc: XMLDocument) throws -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for css in try values(doc, "//*[local-name()='style']") {
            #expect(!css.contains("@media"), "a media query decides colours: \(css)")
            for rule in css.split(separator: "}") {
                let parts = rule.split(separator: "{", maxSplits: 1)
                guard parts.count == 2 else { continue }
                for selector in parts[0].split(separator: ",") {
                    out[String(selector.dropFirst()), default: [:]].merge(Self.declarations(parts[1])) { $1 }
                }
            }
        }
        return out
    }

    static func declarations(_ text: Substring) -> [String: String] {
        var out: [String: String] = [:]
        for item in text.split(separator: ";") {
            let pair = item.split(separator: ":", maxSplits: 1)
            if pair.count == 2 { out[String(pair[0])] = String(pair[1]) }
        }
        return out
    }

    /// sRGB relative luminance (WCAG 2.2, https://www.w3.org/TR/WCAG22/#dfn-relative-luminance) of `#rgb`/`#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// A Watch and a Vision Pro in each scheme: light by default, dark asked; in dark the display's outline stands out
    /// from the canvas (WCAG's 3:1 for graphics), so neither is black on black.
    @Test(arguments: ["apple-watch-series-2-38mm", "apple-vision-pro", "iphone-16-pro"])
    func theRequestChoosesTheSchemeAndTheDisplayStaysVisible(device: String) throws {
        let plain = try picture(service.respond(to: get("/devices/\(device)?format=svg")))
        let light = try picture(service.respond(to: get("/devices/\(device)?format=svg&colorScheme=light")))
        let dark = try picture(service.respond(to: get("/devices/\(device)?format=svg&colorScheme=dark")))
        #expect(plain.xmlData == light.xmlData, "light is the default")
        for (doc, scheme) in [(light, "light"), (dark, "dark")] {
            let css = try rules(doc)
            let canvas = try #require(css["backdrop"]?["fill"], "\(scheme): no canvas")
            let display = try #require(css["display"], "\(scheme): no display rule")
            let fill = try #require(display["fill"]), stroke = try #require(display["stroke"])
            #expect(try values(doc, "//*[@class='backdrop']").count == 1)
            #expect(Self.contrast(stroke, canvas) >= 3, "\(device) \(scheme): outline \(stroke) on \(canvas)")
            #expect(fill != canvas, "\(device) \(scheme): the display is the canvas's colour")
        }
        let (lightCanvas, darkCanvas) = (try rules(light)["backdrop"]!["fill"]!, try rules(dark)["backdrop"]!["fill"]!)
        #expect(Self.luminance(lightCanvas) > 0.8 && Self.luminance(darkCanvas) < 0.05, "\(lightCanvas) \(darkCanvas)")
        let ink = try rules(dark)["legend-text"]?["fill"] ?? "#000"
        #expect(Self.contrast(ink, darkCanvas) >= 4.5, "dark legend text \(ink) on \(darkCanvas)")
    }

    /// The body member of a POST picture, and the sheet's captions follow it; with JSON it is a 422, an unknown
    /// scheme a 400.
    @Test func postedPicturesAndTheSheetTakeTheScheme() throws {
        let view = #"{"type":"VStack","children":[{"type":"Text","string":"Hello"},{"type":"Color","color":"blue"}]}"#
        for (path, extra) in [
            ("/swiftui/layout", #""proposal":{"width":200,"height":100}"#),
            ("/swiftui/sheet", #""devices":["iphone-16"]"#),
        ] {
            var inks: [String] = []
            for scheme in ["light", "dark"] {
                let body = #"{"view":\#(view),\#(extra),"format":"svg","colorScheme":"\#(scheme)"}"#
                let doc = try picture(service.respond(to: post(path, body)))
                let text = try values(doc, "//*[@class='text-line' or @class='caption']/@fill")
                #expect(!text.isEmpty, "\(path) \(scheme)")
                inks.append(text.first ?? "")
                _ = try rules(doc)
            }
            #expect(Self.luminance(inks[0]) < 0.05 && Self.luminance(inks[1]) > 0.8, "\(path): \(inks)")
            let json = service.respond(to: post(path, #"{"view":\#(view),\#(extra),"colorScheme":"dark"}"#))
            #expect(json.status == 422 && json.bodyText.contains("colorScheme"), "\(json.bodyText)")
            let bad = service.respond(
                to: post(path, #"{"view":\#(view),\#(extra),"format":"svg","colorScheme":"sepia"}"#))
            #expect(bad.status == 400 && bad.bodyText.contains("light, dark"), "\(bad.bodyText)")
        }
        let query = service.respond(to: get("/fit?container=100x100&aspectRatio=1&colorScheme=dark"))
        #expect(query.status == 422)
    }

    /// A `Color` is filled in its colour: a name in the HIG's iOS system colour of the scheme
    /// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications: red is #FF3B30 in
    /// light, #FF453A in dark; indigo #5856D6 and #5E5CE6), a hex colour as given with its alpha; any other
    /// spelling is a 400 naming the spellings.
    @Test(arguments: [
        ("red", "light", "#ff3b30", "1"), ("red", "dark", "#ff453a", "1"), ("indigo", "light", "#5856d6", "1"),
        ("indigo", "dark", "#5e5ce6", "1"), ("#0A8", "dark", "#00aa88", "1"), ("#12345680", "light", "#123456", "0.5"),
        ("clear", "light", "#000000", "0"),
    ])
    func aColorIsFilledInItsColour(spelling: String, scheme: String, fill: String, opacity: String) throws {
        let body =
            #"{"view":{"type":"Color","color":"\#(spelling)"},"proposal":{"width":50,"height":40},"#
            + #""format":"svg","colorScheme":"\#(scheme)"}"#
        let doc = try picture(service.respond(to: post("/swiftui/layout", body)))
        let style = try #require(try values(doc, "//*[@data-type='Color']/@style").first)
        let declared = Self.declarations(Substring(style))
        #expect(declared["fill"] == fill, "\(style)")
        let alpha = try #require(Double(declared["fill-opacity"] ?? ""))
        #expect(abs(alpha - Double(opacity)!) < 0.003, "\(style)")
        #expect(try values(doc, "//*[@data-type='Color']/@data-color") == [spelling])
    }

    @Test(arguments: ["reddish", "#12", "#ggg", "Red", "#1234567"])
    func anUnknownColourIsRefused(spelling: String) {
        let body = #"{"view":{"type":"Color","color":"\#(spelling)"},"proposal":{"width":50,"height":40}}"#
        let response = service.respond(to: post("/swiftui/layout", body))
        #expect(response.status == 400 && response.bodyText.contains("accentColor"), "\(response.bodyText)")
    }

    /// Colours draw the same in the sheet's cells: the view keeps its colour there.
    @Test func theSheetDrawsColoursToo() throws {
        let body = #"{"devices":["iphone-16"],"view":{"type":"Color","color":"green"},"format":"svg"}"#
        let doc = try picture(service.respond(to: post("/swiftui/sheet", body)))
        #expect(try values(doc, "//*[@data-type='Color']/@style").allSatisfy { $0.hasPrefix("fill:#34c759;") })
        #expect(try !values(doc, "//*[@data-type='Color']/@style").isEmpty)
    }
}
