import Foundation
import LayoutGeometry
@testable import LayoutHTTP
import Testing

/// The hand-written JSON of the hot answer's types must equal their Codable shapes.
struct JSONWritableTests {
    private func parsed(_ bytes: [UInt8]) -> NSDictionary? {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) as? NSDictionary
    }

    private func codable(_ value: some Encodable) -> NSDictionary? {
        (try? JSONEncoder().encode(value)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? NSDictionary }
    }

    @Test func geometryTypesMatchTheirCodableShapes() {
        var g = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let v = { Double.random(in: -1e6...1e6, using: &g) }
            let rect = Rect(x: v(), y: v(), width: v(), height: v())
            let size = Size(width: v(), height: v())
            let point = Point(x: v(), y: v())
            let insets = EdgeInsets(top: v(), left: v(), bottom: v(), right: v())
            #expect(parsed(CompactJSONEncoder.encode(writable: rect)) == codable(rect))
            #expect(parsed(CompactJSONEncoder.encode(writable: size)) == codable(size))
            #expect(parsed(CompactJSONEncoder.encode(writable: point)) == codable(point))
            #expect(parsed(CompactJSONEncoder.encode(writable: insets)) == codable(insets))
        }
        #expect(CompactJSONEncoder.encode(writable: Rect(x: 0, y: 1.5, width: -0.0, height: 3)) == Array(#"{"x":0,"y":1.5,"width":0,"height":3}"#.utf8))
    }

    @Test func compactEncoderMatchesFoundationOnNestedValues() throws {
        let catalog = DeviceCatalog.bundled
        let device = try #require(catalog.device(named: "iphone-14-pro"))
        let ours = try #require(parsed(JSONWire.encode(device)))
        #expect(ours == codable(device))
    }
}
