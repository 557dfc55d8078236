public import Foundation
public import LayoutGeometry
public import Testing

/// A JSON value from a fixture file (Sendable, so cases can be test arguments).
public enum J: Sendable, Decodable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String), array([J]), object([String: J])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let v = try? c.decode(Bool.self) {
            self = .bool(v)
        } else if let v = try? c.decode(Double.self) {
            self = .number(v)
        } else if let v = try? c.decode(String.self) {
            self = .string(v)
        } else if let v = try? c.decode([J].self) {
            self = .array(v)
        } else {
            self = .object(try c.decode([String: J].self))
        }
    }

    public subscript(_ key: String) -> J { if case .object(let o) = self { o[key] ?? .null } else { .null } }
    public var isNull: Bool { if case .null = self { true } else { false } }
    public var string: String? { if case .string(let s) = self { s } else { nil } }
    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    /// A number; `"infinity"` is +∞, `"nan"` NaN.
    public var double: Double? {
        switch self {
        case .number(let n): n
        case .string("infinity"): .infinity
        case .string("nan"): .nan
        default: nil
        }
    }
    public var doubles: [Double] { if case .array(let a) = self { a.compactMap(\.double) } else { [] } }
    public var rect: Rect? {
        let d = doubles; return d.count == 4 ? Rect(x: d[0], y: d[1], width: d[2], height: d[3]) : nil
    }
    public var size: Size? { let d = doubles; return d.count == 2 ? Size(width: d[0], height: d[1]) : nil }
    public var insets: EdgeInsets? {
        let d = doubles; return d.count == 4 ? EdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3]) : nil
    }

    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "\(n)"
        case .string(let s): "\"\(s)\""
        case .array(let a): "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o):
            "{" + o.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",") + "}"
        }
    }
}

/// One generated case: which feature, its name, input and expected output.
public struct FixtureCase: Sendable, CustomTestStringConvertible {
    public let feature: String
    public let name: String
    public let input: J
    public let expected: J
    public var testDescription: String { "\(feature): \(name)" }

    public struct LoadFailure: Error { public let message: String }

    /// Every case of every fixture file in `directory` (the oracle's output, `Tests/LayoutGeometryTests/Fixtures`);
    /// a missing directory, an unreadable or malformed file, or a file without cases is a failure, never a quietly
    /// shorter list.
    public static func load(from directory: URL?) -> Result<[FixtureCase], LoadFailure> {
        guard let directory else { return .failure(LoadFailure(message: "no Fixtures directory")) }
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        } catch {
            return .failure(LoadFailure(message: "cannot list \(directory.path): \(error)"))
        }
        let fixtures = files.filter { $0.pathExtension == "json" }.sorted {
            $0.lastPathComponent < $1.lastPathComponent
        }
        guard !fixtures.isEmpty else { return .failure(LoadFailure(message: "no fixture files in \(directory.path)")) }
        var cases: [FixtureCase] = []
        for file in fixtures {
            let document: J
            do {
                document = try JSONDecoder().decode(J.self, from: try Data(contentsOf: file))
            } catch {
                return .failure(LoadFailure(message: "\(file.lastPathComponent): \(error)"))
            }
            guard case .array(let list) = document["cases"], !list.isEmpty, let feature = document["feature"].string
            else {
                return .failure(LoadFailure(message: "\(file.lastPathComponent): no feature or no cases"))
            }
            for c in list {
                guard let name = c["name"].string, case .object = c["input"], case .object = c["expected"] else {
                    return .failure(
                        LoadFailure(message: "\(file.lastPathComponent): a case without name, input or expected: \(c)"))
                }
                cases.append(FixtureCase(feature: feature, name: name, input: c["input"], expected: c["expected"]))
            }
        }
        return .success(cases)
    }
}
