import LayoutAnswers
import LayoutGeometry
import LayoutHTTPCore

/// List members of a JSON body (`devices`, `orientations`, `windows`, a sheet's text sizes and languages): arrays of
/// short strings, each validated and named by its index in its error.
extension Parameters {
    /// The most entries a list member takes.
    static let maximumListItems = 256

    /// A list member: an array of 1 to ``maximumListItems`` strings of 1 to 128 bytes; `nil` when absent.
    ///
    /// `{"orientations":["portrait"]}` → `["portrait"]`; `{"orientations":[]}` → 400 naming `orientations`.
    mutating func stringList(_ name: String) throws(Problem) -> [String]? {
        guard let (_, value) = try raw([name]) else { return nil }
        guard case .json(.array(let items)) = value, !items.isEmpty, items.count <= Self.maximumListItems else {
            throw Problem.invalidField(name, "must be an array of 1 to \(Self.maximumListItems) strings.")
        }
        var names: [String] = []
        for (i, item) in items.enumerated() {
            guard case .string(let text) = item, (1...128).contains(text.utf8.count) else {
                throw Problem.invalidField("\(name)[\(i)]", "must be a string of 1 to 128 bytes.")
            }
            names.append(text)
        }
        return names
    }

    /// A list member whose entries are names from `allowed`, each kept once in the order given.
    ///
    /// `{"dynamicTypeSizes":["large","large","xSmall"]}` → the two sizes, `large` first.
    mutating func choices<T: Equatable>(
        _ name: String, _ allowed: [String], _ value: (String) -> T?
    ) throws(Problem) -> [T]? {
        guard let names = try stringList(name) else { return nil }
        var values: [T] = []
        for (i, text) in names.enumerated() {
            guard allowed.contains(text), let v = value(text) else {
                let shown = Echo.capped(text, bytes: Echo.valueBytes)
                throw Problem.invalidField("\(name)[\(i)]", "is \"\(shown)\"; use \(allowed.joined(separator: ", ")).")
            }
            if !values.contains(v) { values.append(v) }
        }
        return values
    }

    /// `WIDTHxHEIGHT`, each a number above 0 below 10⁵ (digits and an optional fraction): `700x500` → 700 × 500.
    static func windowSize(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func number(_ s: Substring) -> Double? {
            guard !s.isEmpty, s.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }), let v = Double(s), v > 0,
                v < 100_000
            else { return nil }
            return v
        }
        guard let w = number(parts[0]), let h = number(parts[1]) else { return nil }
        return Size(width: w, height: h)
    }

    /// The names once each, in the order first given.
    static func unique(_ names: [String]) -> [String] {
        var seen: [String] = []
        for name in names where !seen.contains(name) { seen.append(name) }
        return seen
    }
}
