import LayoutAnswers

/// The API's old request names (the naming guide, `docs/api.md`) that still work for one release; where the current
/// names apply is ``KnownNames``, derived from the endpoints' descriptors.
///
/// Every route reads its fields through ``Parameters`` by their current names; a deprecated name is accepted in
/// their place and the answer says so (`Deprecation` and `Link` headers). A field no accessor read is either a
/// known name that does not apply to this question (`proposalWidth` without `semantics=swiftui`) or an unknown one,
/// which gets the closest known name as a suggestion (`aspct` → `aspectRatio`).
///
/// ```swift
/// Vocabulary.replacement(for: "aspect")   // "aspectRatio"
/// Vocabulary.oldNames(of: "screen")       // ["screenSize"]
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

    private static let renamed: [String: String] = Dictionary(
        renames.map { ($0.name, $0.replacement) }, uniquingKeysWith: { a, _ in a })
    private static let oldNames: [String: [String]] = Dictionary(
        grouping: renames.filter { !$0.readByRoute }, by: \.replacement
    ).mapValues { $0.map(\.name) }

    /// The current name for a deprecated one (`aspect` → `aspectRatio`), or `nil`.
    /// Every name is ASCII: a client's other text is none of them, found without hashing it (``ByteText``).
    public static func replacement(for name: String) -> String? { ByteText.isASCII(name) ? renamed[name] : nil }

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
}
