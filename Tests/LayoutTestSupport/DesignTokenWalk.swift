import Foundation

/// Walks a design-token document (DTCG Format Module 2025.10) as JSON: every leaf must be a token with `$value` and
/// a `$type` whose value has that type's form; everything else a group. Shared by the answers and the HTTP tests.
///
/// `DesignTokenWalk(json: ["a": ["$value": ["value": 2, "unit": "px"], "$type": "dimension"]]).tokens["a"]` → `2`
public struct DesignTokenWalk {
    /// Each token's dotted path and its number (points for a dimension).
    public private(set) var tokens: [String: Double] = [:]
    /// Each token's dotted path and its `$type` (`dimension`, `number`), for the tokens read into ``tokens``.
    public private(set) var types: [String: String] = [:]
    /// Each group's dotted path and its `$extensions["io.github.layoutd"].unknown` names.
    public private(set) var unknown: [String: [String]] = [:]
    /// The reverse-domain key of layoutd's `$extensions` (DTCG 2025.10 asks vendors for one), written out here, not
    /// read from the code under test.
    public static let extensionKey = "io.github.layoutd"
    /// What breaks the format, one line each (empty for a valid document).
    public private(set) var problems: [String] = []
    /// The dimension forms seen (`object`, `string`).
    public private(set) var forms: Set<String> = []

    /// Walks a parsed document.
    /// - Parameter json: What `JSONSerialization` gives for the document.
    public init(json: Any) {
        walk(json, path: "")
    }

    /// Walks the document's bytes; an unparsable document is one problem.
    public init(bytes: [UInt8]) {
        guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) else {
            self.init(json: [String: Any]())
            problems = ["not JSON: \(String(decoding: bytes.prefix(200), as: UTF8.self))"]
            return
        }
        self.init(json: json)
    }

    private mutating func walk(_ node: Any, path: String) {
        guard let object = node as? [String: Any] else {
            problems.append("\(path): a member that is neither a token nor a group (\(type(of: node)))")
            return
        }
        if object["$value"] != nil {
            token(object, path: path)
            return
        }
        if let extensions = object["$extensions"] as? [String: Any] {
            // DTCG 2025.10 asks vendors for reverse-domain keys (`io.github.layoutd`, never a bare `layoutd`).
            for key in extensions.keys where key.split(separator: ".").count < 2 {
                problems.append("\(path): $extensions key \(key) is not a reverse-domain name")
            }
            if let names = (extensions[Self.extensionKey] as? [String: Any])?["unknown"] as? [String] {
                unknown[path] = names
            }
        }
        if object.isEmpty { problems.append("\(path): an empty group") }
        for (name, child) in object where !name.hasPrefix("$") {
            if name.contains(where: { "{}.".contains($0) }) { problems.append("\(path).\(name): a name with { } or .") }
            walk(child, path: path.isEmpty ? name : "\(path).\(name)")
        }
    }

    private mutating func token(_ object: [String: Any], path: String) {
        let value = object["$value"]!
        if let other = object.keys.first(where: { !["$value", "$type", "$description", "$extensions"].contains($0) }) {
            problems.append("\(path): a token with the member \(other)")
        }
        defer { if tokens[path] != nil { types[path] = object["$type"] as? String } }
        switch object["$type"] as? String {
        case "dimension":
            if let dimension = value as? [String: Any], dimension.count == 2, dimension["unit"] as? String == "px",
                let number = (dimension["value"] as? NSNumber)?.doubleValue
            {
                forms.insert("object")
                tokens[path] = number
            } else if let text = value as? String, text.hasSuffix("px"), let number = Double(text.dropLast(2)),
                number.isFinite, !text.contains("e"), !text.hasPrefix("+"), !text.hasPrefix(".")
            {
                forms.insert("string")
                tokens[path] = number
            } else {
                problems.append("\(path): a dimension whose $value is neither {value, unit: px} nor \"<number>px\"")
            }
        case "number":
            if let number = value as? NSNumber {
                tokens[path] = number.doubleValue
            } else {
                problems.append("\(path): a number whose $value is not a JSON number")
            }
        case let other:
            problems.append("\(path): $type \(other ?? "missing") (expected dimension or number)")
        }
    }
}
