import Foundation
import LayoutGeometry
@testable import LayoutHTTP
import Testing

/// The hand-written JSON of the hot answer's types must equal their Codable shapes.
struct JSONWritableTests {
    /// Our bytes parsed; a parse error or a non-object throws (never `nil`, so two failures cannot compare equal).
    private func parsed(_ bytes: [UInt8]) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary, "\(String(decoding: bytes, as: UTF8.self))")
    }

    /// Foundation's Codable encoding parsed; an encoding error throws.
    private func codable(_ value: some Encodable) throws -> NSDictionary {
        try parsed(Array(try JSONEncoder().encode(value)))
    }

    @Test func geometryTypesMatchTheirCodableShapes() throws {
        var g = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let v = { Double.random(in: -1e6...1e6, using: &g) }
            let rect = Rect(x: v(), y: v(), width: v(), height: v())
            let size = Size(width: v(), height: v())
            let point = Point(x: v(), y: v())
            let insets = EdgeInsets(top: v(), left: v(), bottom: v(), right: v())
            #expect(try parsed(CompactJSONEncoder.encode(writable: rect)) == codable(rect))
            #expect(try parsed(CompactJSONEncoder.encode(writable: size)) == codable(size))
            #expect(try parsed(CompactJSONEncoder.encode(writable: point)) == codable(point))
            #expect(try parsed(CompactJSONEncoder.encode(writable: insets)) == codable(insets))
        }
        #expect(CompactJSONEncoder.encode(writable: Rect(x: 0, y: 1.5, width: -0.0, height: 3)) == Array(#"{"x":0,"y":1.5,"width":0,"height":3}"#.utf8))
    }

    /// Our encoder writes `null` where Foundation leaves an absent optional out; otherwise they agree.
    @Test func compactEncoderMatchesFoundationOnNestedValues() throws {
        func droppingNulls(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !($0.value is NSNull) }.mapValues(droppingNulls)
            }
            if let array = value as? [Any] { return array.map(droppingNulls) }
            return value
        }
        for id in ["iphone-14-pro", "apple-watch-series-10-11-46mm", "apple-vision-pro-default-window", "ipad-pro-12-9-inch"] {
            let device = try #require(DeviceCatalog.bundled.device(named: id))
            let ours = try parsed(JSONWire.encode(device))
            let foundation = try codable(device)
            // Foundation writes a generic figure's nil `value` as null, so nulls are dropped on both sides.
            #expect(droppingNulls(ours) as? NSDictionary == droppingNulls(foundation) as? NSDictionary, "\(id)")
            #expect(ours.allKeys.count >= foundation.allKeys.count)
        }
    }
}
