import Foundation
import LayoutGeometry
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
import LayoutAnswers
@testable import LayoutHTTPCore

/// The hand-written JSON of the hot answer's types must equal their Codable shapes.
struct JSONWritableTests {
    /// Our bytes parsed; a parse error or a non-object throws (never `nil`, so two failures cannot compare equal).
    private func parsed(_ bytes: [UInt8]) throws -> NSDictionary {
        try #require(
            try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary,
            "\(String(decoding: bytes, as: UTF8.self))")
    }

    /// Whether two parsed objects have the same keys and numbers equal but for the writer's noise cleaning
    /// (`JSONNumber.clean` moves a value at most 8 ulps, onto a short decimal).
    private func sameShape(_ a: NSDictionary, _ b: NSDictionary) -> Bool {
        guard Set(a.allKeys.compactMap { $0 as? String }) == Set(b.allKeys.compactMap { $0 as? String }) else {
            return false
        }
        return a.allKeys.allSatisfy { key in
            guard let x = (a[key] as? NSNumber)?.doubleValue, let y = (b[key] as? NSNumber)?.doubleValue else {
                return false
            }
            return abs(x - y) <= 8 * max(x.ulp, y.ulp)
        }
    }

    /// Foundation's Codable encoding parsed; an encoding error throws.
    private func codable(_ value: some Encodable) throws -> NSDictionary {
        try parsed(Array(try JSONEncoder().encode(value)))
    }

    @Test func geometryTypesMatchTheirCodableShapes() throws {
        var g = SplitMix64(seed: 38)
        for _ in 0..<200 {
            let v = { Double.random(in: -1e6...1e6, using: &g) }
            let rect = Rect(x: v(), y: v(), width: v(), height: v())
            let size = Size(width: v(), height: v())
            let point = Point(x: v(), y: v())
            let insets = EdgeInsets(top: v(), left: v(), bottom: v(), right: v())
            #expect(sameShape(try parsed(CompactJSONEncoder.encode(writable: rect)), try codable(rect)))
            #expect(sameShape(try parsed(CompactJSONEncoder.encode(writable: size)), try codable(size)))
            #expect(sameShape(try parsed(CompactJSONEncoder.encode(writable: point)), try codable(point)))
            #expect(sameShape(try parsed(CompactJSONEncoder.encode(writable: insets)), try codable(insets)))
        }
        #expect(
            CompactJSONEncoder.encode(writable: Rect(x: 0, y: 1.5, width: -0.0, height: 3))
                == Array(#"{"x":0,"y":1.5,"width":0,"height":3}"#.utf8))
        // Double noise around a short decimal is written as the decimal; other values keep their shortest text.
        #expect(
            CompactJSONEncoder.encode(
                writable: Rect(
                    x: 733.9999999999999, y: 198.00000000000003, width: 0.1 + 0.2, height: 13.928571428571445))
                == Array(#"{"x":734,"y":198,"width":0.3,"height":13.928571428571445}"#.utf8))
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
        for id in [
            "iphone-14-pro", "apple-watch-series-10-11-46mm", "apple-vision-pro-default-window", "ipad-pro-12-9-inch",
        ] {
            let device = try #require(DeviceCatalog.bundled.device(named: id))
            let ours = try parsed(JSONWire.encode(device))
            let foundation = try codable(device)
            // Foundation writes a generic figure's nil `value` as null, so nulls are dropped on both sides.
            #expect(droppingNulls(ours) as? NSDictionary == droppingNulls(foundation) as? NSDictionary, "\(id)")
            #expect(ours.allKeys.count >= foundation.allKeys.count)
        }
    }
}
