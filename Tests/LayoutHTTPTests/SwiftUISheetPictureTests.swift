import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import Testing

/// The contact sheet's picture laid out for a page: cells wrapped into rows that fit 1,440 px, captions that say
/// which model, orientation and window and how many findings, every finding labelled with its kind, one legend.
@Suite(.serialized) struct SwiftUISheetPictureTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    /// A 20-view screen on every iPhone in portrait, where a 500-pt box and a 10-pt tap target make findings.
    static let body = {
        let rows = (0..<17).map { _ in #"{"type":"Fixed","width":300,"height":20}"# }.joined(separator: ",")
        return #"{"family":"iphone","orientations":["portrait"],"format":"svg","view":{"type":"VStack","children":["#
            + #"{"type":"Fixed","width":500,"height":20,"id":"banner"},"#
            + #"{"type":"Fixed","width":10,"height":10,"tapTarget":true},"# + rows + "]}}"
    }()

    func picture() throws -> XMLDocument {
        let response = service.respond(to: post("/swiftui/sheet", Self.body))
        #expect(response.status == 200, "\(response.bodyText.prefix(300))")
        return try XMLDocument(data: Data(response.body))
    }

    func nodes(_ doc: XMLDocument, _ xpath: String) throws -> [XMLElement] {
        try doc.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    /// Attribute values by XPath (FoundationXML's `attribute(forName:)` finds none on an element in the SVG
    /// namespace).
    func values(_ doc: XMLDocument, _ xpath: String) throws -> [String] {
        try doc.nodes(forXPath: xpath).compactMap(\.stringValue)
    }

    @Test func cellsWrapIntoRowsThatFitAPage() throws {
        let doc = try picture()
        #expect(Double(try values(doc, "/*/@width").first ?? "") ?? .infinity <= 1_440)
        #expect(try values(doc, "/*/@font-family").first?.hasSuffix("sans-serif") == true)
        let offsets = try values(doc, "//*[@class='cell']/@transform")
        let rows = Set(offsets.map { $0.split(separator: " ").last ?? "" })
        #expect(offsets.count > 3 && rows.count > 1, "\(offsets)")
    }

    @Test func captionsNameTheModelOrientationWindowAndFindings() throws {
        let doc = try picture()
        let captions = try nodes(doc, "//*[@class='caption']").map { $0.stringValue ?? "" }
        let details = try nodes(doc, "//*[@class='caption-detail']").map { $0.stringValue ?? "" }
        #expect(captions.contains { $0.hasPrefix("iPhone 16 Pro · portrait · 402 × 874") }, "\(captions)")
        #expect(details.allSatisfy { $0.hasSuffix("findings") || $0.hasSuffix("1 finding") }, "\(details)")
    }

    @Test func everyFindingIsLabelledWithItsKindAndTheLegendNamesItsMark() throws {
        let doc = try picture()
        let marks = try nodes(doc, "//*[@class='finding']")
        let labels = try nodes(doc, "//*[@class='finding-label']").map { $0.stringValue ?? "" }
        #expect(!marks.isEmpty && labels.count == marks.count)
        #expect(labels.contains("outsideScreen · banner") && labels.contains("smallTapTarget · path 0.1"), "\(labels)")
        let legend = try nodes(doc, "//*[@class='legend-text']").map { $0.stringValue ?? "" }
        let kinds = Set(try values(doc, "//*[@class='finding']/@data-kind"))
        for kind in kinds { #expect(legend.contains("finding: " + kind), "\(kind) not in \(legend)") }
        // One legend for the sheet: the cells draw none of their own.
        #expect(try nodes(doc, "//*[@class='legend']").count == 1)
    }
}
