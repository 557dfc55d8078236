import LayoutAnswers

/// The API's request names (the naming guide, `docs/api.md`): where each applies, and the old names that still
/// work for one release.
///
/// Every route reads its fields through ``Parameters`` by their current names; a deprecated name is accepted in
/// their place and the answer says so (`Deprecation` and `Link` headers). A field no accessor read is either a
/// known name that does not apply to this question (`proposalWidth` without `semantics=swiftui`) or an unknown one,
/// which gets the closest known name as a suggestion (`aspct` → `aspectRatio`).
///
/// ```swift
/// Vocabulary.replacement(for: "aspect")   // "aspectRatio"
/// Vocabulary.closest(to: "aspct")         // "aspectRatio"
/// ```
public enum Vocabulary {
    /// One renamed request field.
    public struct Rename: Sendable, Encodable {
        /// The old name, still accepted until `sunset`.
        public let name: String
        /// The name to use instead.
        public let replacement: String
        /// When the old name was deprecated (ISO 8601 date).
        public let since: String
        /// The routes that accept it.
        public let routes: [String]
        /// Read by the route itself rather than in place of `replacement` (two old fields make one new one).
        let readByRoute: Bool

        init(name: String, replacement: String, since: String, routes: [String], readByRoute: Bool = false) {
            self.name = name
            self.replacement = replacement
            self.since = since
            self.routes = routes
            self.readByRoute = readByRoute
        }

        enum CodingKeys: String, CodingKey { case name, replacement, since, routes }
    }

    /// The day the names of API v1 were fixed: the `Deprecation` date of every old name.
    static let deprecatedSince = "2026-11-23"
    /// `deprecatedSince` as RFC 9745's structured-field date (seconds since 1970).
    static let deprecationHeaderValue = "@1795392000"

    /// Old request names, each accepted in place of its replacement for one release.
    public static let renames: [Rename] = [
        Rename(name: "aspect", replacement: "aspectRatio", since: deprecatedSince, routes: ["/fit"]),
        Rename(name: "spacing", replacement: "horizontalSpacing", since: deprecatedSince, routes: ["/tvgrid"]),
        Rename(
            name: "verticalSpacing", replacement: "minimumVerticalSpacing", since: deprecatedSince,
            routes: ["/tvgrid"]),
        Rename(name: "screenSize", replacement: "screen", since: deprecatedSince, routes: ["/tvgrid"]),
        Rename(name: "insets", replacement: "alignmentRectInsets", since: deprecatedSince, routes: ["/alignment"]),
        Rename(name: "width", replacement: "window", since: deprecatedSince, routes: ["/sizeclass"], readByRoute: true),
        Rename(
            name: "height", replacement: "window", since: deprecatedSince, routes: ["/sizeclass"], readByRoute: true),
    ]

    /// Where each current request name applies, for the "does not apply here" error: the words, and the routes
    /// (taken from the words) that read it under some condition.
    static let applies: [String: String] = {
        var table: [String: String] = [:]
        func add(_ names: [String], _ place: String) { for name in names { table[name] = place } }
        add(["semantics", "rounding"], "/fit")
        add(["container", "content", "alignment"], "/fit with semantics=uikit")
        add(["mode"], "/fit")
        add(["aspectRatio"], "/fit, and /devices/{id} as SVG")
        add(["region"], "/fit and /swiftui/layout with a device")
        add(["keyboard"], "/fit with region=keyboardLayoutGuide, and /devices/{id} as SVG")
        add(["device"], "/fit with semantics=uikit, /sizeclass and /swiftui/layout")
        add(["orientation"], "/fit, /sizeclass and /swiftui/layout with a device, and /devices/{id} as SVG")
        add(["displayZoom"], "/fit and /sizeclass with a device")
        add(
            ["display"],
            "/fit, /sizeclass and /swiftui/layout with a device, /devices/{id}, /devices/{id}/css and "
                + "/devices/{id}/tokens")
        add(["format"], "/fit, /alignment, /tvgrid, /swiftui/layout and /devices/{id}")
        add(["zoom", "legend", "labels"], "/fit, /alignment, /tvgrid, /swiftui/layout and /devices/{id} as SVG")
        add(["os"], "/fit with a device, /devices/{id}, /devices/{id}/css and /devices/{id}/tokens")
        add(["scale"], "/fit, /alignment, /swiftui/layout and /devices")
        add(["proposalWidth", "proposalHeight", "idealSize"], "/fit with semantics=swiftui")
        add(["multitasking"], "/sizeclass with an iPad device")
        add(["idiom"], "/sizeclass without a device")
        add(["window"], "/sizeclass without a device, or with an iPad device (an iPadOS 26 window)")
        add(
            [
                "columns", "itemWidth", "screen", "safeAreaInsets", "horizontalSpacing", "minimumVerticalSpacing",
                "itemHeight",
                "itemAspectRatio", "focusedScale", "titleHeight", "titlePadding", "itemCount",
            ], "/tvgrid")
        add(
            [
                "frame", "alignmentRect", "alignmentRectInsets", "directionalInsets", "insetsUnit", "layoutDirection",
                "minimumSize",
            ], "/alignment")
        add(["proposal", "view"], "/swiftui/layout")
        add(["family"], "/devices, /devices.css and /devices.tokens.json")
        add(["dimensions"], "/devices/{id}/tokens and /devices.tokens.json")
        add(["q", "identifier", "minWidth", "maxWidth", "minHeight", "maxHeight", "limit", "cursor"], "/devices")
        add(["fields"], "/devices and /devices/{id}")
        return table
    }()

    private static let renamed: [String: String] = Dictionary(
        renames.map { ($0.name, $0.replacement) }, uniquingKeysWith: { a, _ in a })
    private static let oldNames: [String: [String]] = Dictionary(
        grouping: renames.filter { !$0.readByRoute }, by: \.replacement
    ).mapValues { $0.map(\.name) }

    /// The current name for a deprecated one (`aspect` → `aspectRatio`), or `nil`.
    public static func replacement(for name: String) -> String? { renamed[name] }

    /// The deprecated names still accepted for a current one. Asked for every field of every request, so a switch
    /// (string comparisons, no hashing) answers the common "none"; ``renames`` stays the table it must agree with
    /// (`APIVocabularyTests` checks).
    static func oldNames(of name: String) -> [String] {
        // Most names have none: their length alone says so (a count, no comparison of characters), and a length
        // leaves one name to compare; the lists are built once.
        switch name.utf8.count {
        case 6: name == "screen" ? OldNames.screen : []
        case 11: name == "aspectRatio" ? OldNames.aspectRatio : []
        case 17: name == "horizontalSpacing" ? OldNames.horizontalSpacing : []
        case 19: name == "alignmentRectInsets" ? OldNames.alignmentRectInsets : []
        case 22: name == "minimumVerticalSpacing" ? OldNames.minimumVerticalSpacing : []
        default: []
        }
    }

    /// ``oldNames(of:)``'s answers.
    private enum OldNames {
        static let screen = ["screenSize"]
        static let aspectRatio = ["aspect"]
        static let horizontalSpacing = ["spacing"]
        static let alignmentRectInsets = ["insets"]
        static let minimumVerticalSpacing = ["verticalSpacing"]
    }

    /// ``oldNames(of:)`` as the table of ``renames`` gives it (for the test that the switch agrees).
    static func oldNamesFromTable(of name: String) -> [String] { oldNames[name] ?? [] }

    /// The longest name the API knows, old names included, in UTF-8 bytes: a name more than 3 edits longer has no
    /// close known name, so it is never compared.
    static let longestName = (applies.keys.map(\.utf8.count) + renames.map(\.name.utf8.count)).max() ?? 0

    /// Where a known current name applies, or `nil` for a name the API does not have.
    static func place(of name: String) -> String? { applies[name] }

    /// The current names `route` reads under some condition, sorted (from ``applies``).
    static func parameters(of route: String) -> [String] {
        applies.keys.filter { self.route(route, reads: $0) }.sorted()
    }

    /// Whether `route` reads the (current or old) name under some condition: `proposalWidth` on `/fit`, yes.
    static func route(_ route: String, reads name: String) -> Bool {
        guard let place = applies[replacement(for: name) ?? name] else { return false }
        return place.split(separator: " ").contains { $0.trimmingCharacters(in: ",") == route }
    }

    /// The known name closest to a misspelt one (edit distance at most 2, or 3 for long names), preferring
    /// `candidates`.
    /// - Parameters:
    ///   - name: The unknown name, e.g. `aspct`.
    ///   - candidates: Names the route asked for, tried first.
    /// - Returns: e.g. `aspectRatio` for `aspct` (via the old name `aspect`), or `nil` when nothing is close.
    public static func closest(to name: String, preferring candidates: [String] = []) -> String? {
        let lowered = name.lowercased()
        let limit = name.count >= 8 ? 3 : 2
        func best(_ names: [String]) -> String? {
            var found: (distance: Int, name: String)?
            for candidate in names {
                let distance = EditDistance.between(lowered, candidate.lowercased(), limit: limit)
                if distance <= limit,
                    found.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true
                {
                    found = (distance, candidate)
                }
            }
            return found.map { replacement(for: $0.name) ?? $0.name }
        }
        let known = Array(applies.keys) + renames.map(\.name)
        return best(candidates.filter { applies[$0] != nil }) ?? best(known)
    }
}
