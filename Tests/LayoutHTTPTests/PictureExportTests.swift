import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import Testing

/// `export=figma`: the served picture's class rules written as attributes on each shape, no `<style>`, and the bare
/// ids as layer names, each once.
@Suite(.serialized) struct PictureExportTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    func document(_ response: Response) throws -> XMLDocument {
        try #require(response.status == 200, "\(response.bodyText.prefix(300))")
        return try XMLDocument(data: Data(response.body))
    }

    func values(_ doc: XMLDocument, _ xpath: String) throws -> [String] {
        try doc.nodes(forXPath: xpath).compactMap(\.stringValue)
    }

    /// The served form's class rules: class → [(property, value)].
    func rules(_ doc: XMLDocument) throws -> [String: [(String, String)]] {
        var out: [String: [(String, String)]] = [:]
        for css in try values(doc, "//*[local-name()='style']") {
            for rule in css.split(separator: "}") {
                let parts = rule.split(separator: "{", maxSplits: 1)
                guard parts.count == 2, parts[0].hasPrefix(".") else { continue }
                out[String(parts[0].dropFirst())] = parts[1].split(separator: ";").map {
                    let pair = $0.split(separator: ":", maxSplits: 1)
                    return (String(pair[0]), String(pair.last ?? ""))
                }
            }
        }
        return out
    }

    @Test(arguments: [
        ("/devices/iphone-16-pro?format=svg", nil),
        ("/fit?device=iphone-16-pro&aspectRatio=21:9&format=svg&colorScheme=dark", nil),
        ("/swiftui/sheet", #"{"family":"iphone","orientations":["portrait"],"format":"svg","view":{"type":"Color"}}"#),
    ])
    func everyRuleIsWrittenOnItsShapes(target: String, body: String?) throws {
        func ask(_ export: Bool) -> Response {
            guard let body else { return service.respond(to: get(target + (export ? "&export=figma" : ""))) }
            return service.respond(to: post(target, export ? "{\"export\":\"figma\"," + body.dropFirst() : body))
        }
        let served = try document(ask(false)), exported = try document(ask(true))
        #expect(try values(exported, "//*[local-name()='style']").isEmpty, "\(target): a <style> is left")
        #expect(try values(exported, "/*/@data-id-prefix").isEmpty)
        let ids = try values(exported, "//@id")
        #expect(Set(ids).count == ids.count && !ids.isEmpty, "\(target): an id more than once")
        #expect(ids.allSatisfy { !$0.hasPrefix("p") || !$0.dropFirst().prefix(8).allSatisfy(\.isHexDigit) })
        let css = try rules(served)
        #expect(!css.isEmpty)
        var checked = 0
        for (name, declarations) in css {
            for element in try exported.nodes(forXPath: "//*[@class='\(name)']").compactMap({ $0 as? XMLElement }) {
                let attributes = Dictionary(
                    (element.attributes ?? []).map { ($0.localName ?? $0.name ?? "", $0.stringValue ?? "") },
                    uniquingKeysWith: { a, _ in a })
                for (property, value) in declarations where attributes[property] != value {
                    // An attribute the shape sets itself wins over its class, as it does in the served form.
                    #expect(element.xmlString.contains(" \(property)=\""), "\(target) .\(name): no \(property)")
                }
                checked += 1
            }
        }
        #expect(checked > 3, "\(target): \(checked) shapes checked")
    }

    @Test func exportIsAPictureOption() {
        let json = service.respond(to: get("/devices/iphone-16-pro?export=figma"))
        #expect(json.status == 422 && json.bodyText.contains("export"), "\(json.bodyText)")
        let bad = service.respond(to: get("/devices/iphone-16-pro?format=svg&export=sketch"))
        #expect(bad.status == 400 && bad.bodyText.contains("figma"), "\(bad.bodyText)")
    }
}
