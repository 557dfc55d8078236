import Foundation
import LayoutGeometry
import Testing

/// A JSON value from a fixture file (Sendable, so cases can be test arguments).
enum J: Sendable, Decodable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String), array([J]), object([String: J])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let v = try? c.decode(Bool.self) { self = .bool(v) }
        else if let v = try? c.decode(Double.self) { self = .number(v) }
        else if let v = try? c.decode(String.self) { self = .string(v) }
        else if let v = try? c.decode([J].self) { self = .array(v) }
        else { self = .object(try c.decode([String: J].self)) }
    }

    subscript(_ key: String) -> J { if case .object(let o) = self { o[key] ?? .null } else { .null } }
    var isNull: Bool { if case .null = self { true } else { false } }
    var string: String? { if case .string(let s) = self { s } else { nil } }
    var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    /// A number; `"infinity"` is +∞.
    var double: Double? {
        switch self {
        case .number(let n): n
        case .string("infinity"): .infinity
        default: nil
        }
    }
    var doubles: [Double] { if case .array(let a) = self { a.compactMap(\.double) } else { [] } }
    var rect: Rect? { let d = doubles; return d.count == 4 ? Rect(x: d[0], y: d[1], width: d[2], height: d[3]) : nil }
    var size: Size? { let d = doubles; return d.count == 2 ? Size(width: d[0], height: d[1]) : nil }
    var insets: EdgeInsets? { let d = doubles; return d.count == 4 ? EdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3]) : nil }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "\(n)"
        case .string(let s): "\"\(s)\""
        case .array(let a): "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o): "{" + o.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",") + "}"
        }
    }
}

/// One generated case: which feature, its name, input and expected output.
struct FixtureCase: Sendable, CustomTestStringConvertible {
    let feature: String
    let name: String
    let input: J
    let expected: J
    var testDescription: String { "\(feature): \(name)" }

    /// Every case of every fixture file, loaded from the test bundle.
    static let all: [FixtureCase] = {
        guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
              let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        else { return [] }
        var cases: [FixtureCase] = []
        for file in files.filter({ $0.pathExtension == "json" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard let data = try? Data(contentsOf: file), let document = try? JSONDecoder().decode(J.self, from: data),
                  case .array(let list) = document["cases"], let feature = document["feature"].string
            else { continue }
            for c in list {
                cases.append(FixtureCase(feature: feature, name: c["name"].string ?? "?", input: c["input"], expected: c["expected"]))
            }
        }
        return cases
    }()
}
