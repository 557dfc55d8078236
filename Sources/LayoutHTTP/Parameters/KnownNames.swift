import LayoutAnswers

/// Every current request name the routes read, where each applies, and the closest one to a misspelt name: derived
/// from the endpoints' descriptors (``ParameterDescriptor``), so a route's names are declared once.
///
/// A field no accessor read is either a known name that does not apply to this question (`proposalWidth` without
/// `semantics=swiftui`: the problem says where it applies) or an unknown one, which gets the closest known name as a
/// suggestion (`aspct` → `aspectRatio`).
///
/// ```swift
/// let names = KnownNames([("/fit", [.device.when("with semantics=uikit")]), ("/sizeclass", [.device])])
/// names.place(of: "device")        // "/fit with semantics=uikit, /sizeclass"
/// names.route("/sizeclass", reads: "device")  // true
/// ```
public struct KnownNames: Sendable {
    /// Where each current name applies, as the "does not apply here" problem words it.
    let applies: [String: String]
    /// The routes that read each current name under some condition.
    private let readers: [String: Set<String>]
    /// The longest name the API knows, old names included, in UTF-8 bytes: a name more than 3 edits longer has no
    /// close known name, so it is never compared.
    let longestName: Int

    /// The names of `routes` (path and the names it reads, in route order); path placeholders are not request
    /// names. The words name the questions' routes before the catalog's (`/devices…`), as they always have.
    init(_ routes: [(path: String, parameters: [ParameterDescriptor])]) {
        var uses: [String: [(path: String, condition: String?)]] = [:]
        let catalog = routes.filter { $0.path.hasPrefix("/devices") }
        for (path, parameters) in routes.filter({ !$0.path.hasPrefix("/devices") }) + catalog {
            for parameter in parameters where parameter.location != .path {
                uses[parameter.name, default: []].append((path, parameter.applies))
            }
        }
        applies = uses.mapValues(Self.place)
        readers = uses.mapValues { Set($0.map(\.path)) }
        longestName = (applies.keys.map(\.utf8.count) + Vocabulary.renames.map(\.name.utf8.count)).max() ?? 0
    }

    /// The routes reading a name, grouped by condition in order of first appearance, in words: "/fit, /sizeclass
    /// and /swiftui/layout with a device, /devices/{id}, /devices/{id}/css and /devices/{id}/tokens".
    static func place(_ uses: [(path: String, condition: String?)]) -> String {
        var groups: [(condition: String?, paths: [String])] = []
        for use in uses {
            if let at = groups.firstIndex(where: { $0.condition == use.condition }) {
                if !groups[at].paths.contains(use.path) { groups[at].paths.append(use.path) }
            } else {
                groups.append((use.condition, [use.path]))
            }
        }
        let words = groups.map { group in
            let paths =
                group.paths.count == 1
                ? group.paths[0] : group.paths.dropLast().joined(separator: ", ") + " and " + group.paths.last!
            return paths + (group.condition.map { " " + $0 } ?? "")
        }
        guard words.count > 1 else { return words.first ?? "" }
        // "…, and /devices/{id} as SVG" when the last group has its own condition, else one list
        let last = groups.last!.condition == nil ? ", " : ", and "
        return words.dropLast().joined(separator: ", ") + last + words.last!
    }

    /// Where a known current name applies, or `nil` for a name the API does not have.
    func place(of name: String) -> String? { ByteText.isASCII(name) ? applies[name] : nil }

    /// The current names `route` reads under some condition, sorted.
    func parameters(of route: String) -> [String] {
        readers.filter { $0.value.contains(route) }.map(\.key).sorted()
    }

    /// Whether `route` reads the (current or old) name under some condition: `proposalWidth` on `/fit`, yes.
    func route(_ route: String, reads name: String) -> Bool {
        guard ByteText.isASCII(name) else { return false }
        return readers[Vocabulary.replacement(for: name) ?? name]?.contains(route) ?? false
    }

    /// The known name closest to a misspelt one (edit distance at most 2, or 3 for long names), preferring
    /// `candidates`.
    /// - Parameters:
    ///   - name: The unknown name, e.g. `aspct`.
    ///   - candidates: Names the route asked for, tried first.
    /// - Returns: e.g. `aspectRatio` for `aspct` (via the old name `aspect`), or `nil` when nothing is close.
    public func closest(to name: String, preferring candidates: [String] = []) -> String? {
        guard ByteText.isASCII(name) else { return nil }  // every known name is ASCII; distances are in bytes
        let lowered = ByteText.asciiLowercased(name)
        let limit = name.utf8.count >= 8 ? 3 : 2
        func best(_ names: [String]) -> String? {
            var found: (distance: Int, name: String)?
            for candidate in names {
                let distance = EditDistance.between(lowered, ByteText.asciiLowercased(candidate), limit: limit)
                if distance <= limit,
                    found.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true
                {
                    found = (distance, candidate)
                }
            }
            return found.map { Vocabulary.replacement(for: $0.name) ?? $0.name }
        }
        let known = Array(applies.keys) + Vocabulary.renames.map(\.name)
        return best(candidates.filter { applies[$0] != nil }) ?? best(known)
    }
}
