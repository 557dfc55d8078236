import LayoutGeometry
public import LayoutAnswers
public import LayoutHTTPCore

/// The fields of one request, from a query string (GET) or a JSON object (POST), read the same way.
///
/// Each accessor validates its field and throws a 400 ``Problem`` that names it. Accessors take current names
/// (``Vocabulary``); a deprecated name is read in their place and listed in ``deprecatedNames``. Fields that were
/// never read are rejected by ``rejectUnknown()``: a known name that does not apply to this question says where it
/// applies, an unknown one gets the closest known name, so a typo (`contianer=`) is an error, not a silent default.
public struct Parameters: Sendable {
    enum Source: Sendable {
        /// Query arguments in order; names are unique (checked on creation) and few, so a linear scan beats hashing.
        case query([(name: String, value: String)])
        case json(JSONObject)
    }

    let source: Source
    /// The present names an accessor asked for, to list unknown fields when rejecting (an absent name asked for
    /// changes no list, so it is not kept: a `/fit` asks for a dozen names and gets two).
    private var asked: [String] = []
    /// The names the accessors asked for so far (tests hold them against the route's descriptor).
    var askedNames: [String] { asked }
    /// How many of the present fields an accessor read; all read means no unknown fields (the fast check).
    private var presentRead = 0
    /// The longest text value (a query value or a JSON string member) any field takes, in UTF-8 bytes: longer is
    /// refused (422) before anything keeps or echoes it. Fields with a tighter bound say so
    /// (``string(_:maximumBytes:)``).
    public static let maximumTextBytes = 512
    /// The most unknown names a 400 describes with a suggestion; the rest are counted.
    static let describedUnknownNames = 5
    /// JSON members that may be `null` (meaning absent), as openapi.yaml's `Dimension` says.
    static let nullableMembers: Set<String> = ["proposalWidth", "proposalHeight"]

    /// Deprecated names this request used, in the order they were read.
    public private(set) var deprecatedNames: [String] = []

    /// How the answer is written (set by the service from `format`, `zoom` and `Accept` before the route parses), so
    /// a route can read the parameters that only a picture takes (`orientation` on `/devices/{id}`).
    public internal(set) var representation: Representation = .json

    /// Whether the answer is a picture.
    public var isPicture: Bool { representation != .json }

    /// Parameters from decoded query arguments; a repeated name is an error.
    public static func query(_ items: [(name: String, value: String)]) throws(Problem) -> Parameters {
        if items.count <= 16 {
            for i in items.indices.dropFirst()
            where items[..<i].contains(where: { ByteText.same($0.name, items[i].name) }) {
                throw Problem.invalidField(items[i].name, "given more than once; give each parameter once.")
            }
        } else {
            var seen = Set<ByteKey>()  // names compare and hash as bytes (ByteText)
            for item in items where !seen.insert(ByteKey(item.name)).inserted {
                throw Problem.invalidField(item.name, "given more than once; give each parameter once.")
            }
        }
        return Parameters(source: .query(items))
    }

    /// Parameters from a JSON object.
    public static func json(_ object: JSONObject) -> Parameters {
        var parameters = Parameters(source: .json(object))
        for name in object.keys { parameters.memberLengths |= Self.lengthBit(name) }
        return parameters
    }

    /// For a JSON object: the ``lengthBit(_:)`` of every member's name, so a name asked for whose length no member
    /// has is absent without hashing it (a `/fit` asks for a dozen names and gets two).
    private var memberLengths: UInt64 = 0

    /// One bit for a name's UTF-8 length (modulo 64).
    private static func lengthBit(_ name: String) -> UInt64 { 1 << UInt64(name.utf8.count & 63) }

    /// Whether this request came as JSON.
    public var isJSON: Bool {
        if case .json = source { return true }
        return false
    }

    // MARK: Raw access

    enum Raw {
        case text(String)
        case json(JSONValue)
    }

    /// The first of `names` (or of their deprecated old names) that is present, marking it read; two at once is an
    /// error.
    mutating func raw(_ names: [String]) throws(Problem) -> (name: String, value: Raw)? {
        var found: (name: String, value: Raw)?
        for name in names {
            try read(name, into: &found, among: names)
            for old in Vocabulary.oldNames(of: name) { try read(old, into: &found, among: names) }
        }
        if let found, Vocabulary.replacement(for: found.name) != nil, !names.contains(found.name) {
            deprecatedNames.append(found.name)
        }
        return found
    }

    /// Reads one name for ``raw(_:)``: marks it asked, and present values read (a second present one is an error).
    private mutating func read(
        _ name: String, into found: inout (name: String, value: Raw)?, among names: [String]
    ) throws(Problem) {
        let value: Raw?
        switch source {
        case .query(let fields):
            // The byte count first: most names asked for are absent, and two strings of different lengths are
            // never equal (String's == compares unequal small strings through a slower general path).
            let count = name.utf8.count
            value = fields.first(where: { $0.name.utf8.count == count && $0.name.utf8.elementsEqual(name.utf8) })
                .map { Raw.text($0.value) }
            guard value != nil else { return }
        case .json(let object):
            // One look-up (every accessor asks for several names), none when no member's name is this long.
            let member = memberLengths & Self.lengthBit(name) == 0 ? nil : object[name]
            if case .null? = member {
                // null means "absent" only where the schema allows it (SwiftUI's proposal); elsewhere it is an error.
                guard Self.nullableMembers.contains(name) else {
                    throw Problem.invalidField(name, "must not be null; leave the member out instead.")
                }
                value = nil
            } else {
                value = member.map(Raw.json)
            }
            guard member != nil else { return }
        }
        if asked.isEmpty { asked.reserveCapacity(4) }  // one allocation for a typical request's few names, not two
        asked.append(name)
        guard let value else { return }
        switch value {
        case .text(let text), .json(.string(let text)):
            guard text.utf8.count <= Self.maximumTextBytes else {
                throw Problem.unprocessable(
                    name,
                    "is \(text.utf8.count) bytes long; a text value is at most \(Self.maximumTextBytes) bytes "
                        + "(the longest layoutd reads, a fields list, is under 400).")
            }
        case .json: break
        }
        presentRead += 1
        if let found {
            let all = names + names.flatMap(Vocabulary.oldNames(of:))
            throw Problem.unprocessable(name, "same as \(found.name); give only one of \(all.joined(separator: ", ")).")
        }
        found = (name, value)
    }

    /// Records a deprecated name read by hand (`width` and `height` for `window`).
    mutating func noteDeprecated(_ name: String) {
        if !deprecatedNames.contains(name) { deprecatedNames.append(name) }
    }

    /// Whether a field is present (without reading it).
    public func has(_ name: String) -> Bool {
        switch source {
        case .query(let fields): fields.contains { ByteText.same($0.name, name) }
        case .json(let object): object[name] != nil
        }
    }

    /// Every field name that no accessor read.
    public var unknownFields: [String] {
        let present: [String] =
            switch source {
            case .query(let fields): fields.map(\.name)
            case .json(let object): Array(object.keys)
            }
        return present.filter { name in !asked.contains { ByteText.same($0, name) } }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private var presentCount: Int {
        switch source {
        case .query(let fields): fields.count
        case .json(let object): object.count
        }
    }

    /// Throws a 400 `/problems/unknown-parameter` for names the API has nowhere, before any field is read, so a typo
    /// is reported as itself (`aspct`, did you mean `aspectRatio`?) rather than as the field it was meant to be
    /// missing.
    /// - Parameters:
    ///   - names: The names the routes read (``LayoutService``'s, from the descriptors).
    ///   - unlessAllRead: Skip the look-ups when accessors read every present field (none can be unknown).
    public func rejectNamesOutsideTheAPI(_ names: KnownNames, unlessAllRead: Bool = false) throws(Problem) {
        if unlessAllRead && presentRead >= presentCount { return }
        func outside(_ name: String) -> Bool {
            names.place(of: name) == nil && Vocabulary.replacement(for: name) == nil
        }
        let anyOutside: Bool =
            switch source {  // the common case, every name known, allocates nothing
            case .query(let fields): fields.contains { outside($0.name) }
            case .json(let object): object.keys.contains(where: outside)
            }
        guard anyOutside else { return }
        let present: [String] =
            switch source {
            case .query(let fields): fields.map(\.name)
            case .json(let object): Array(object.keys)
            }
        // Bounded work whatever the body holds (a 64 KiB body names 5,000 members): the first few unknown names in
        // byte order are described, each echoed at most 64 bytes and looked up only when a known name could be
        // near it; the rest are counted.
        let unknown = present.filter(outside)
        let first = Self.smallest(Self.describedUnknownNames, of: unknown)
        var suggestions: [String] = []
        let described = first.map { name in
            let shown = Echo.capped(name, bytes: Echo.valueBytes)
            guard name.utf8.count <= names.longestName + 3, let close = names.closest(to: name) else {
                return shown
            }
            suggestions.append(close)
            return "\(shown) (did you mean \(close)?)"
        }
        let more = unknown.count - first.count
        throw Problem.unknownParameters(
            first.map { Echo.capped($0, bytes: Echo.valueBytes) }, suggestions: suggestions,
            detail: "Unknown parameter\(unknown.count == 1 ? "" : "s"): \(described.joined(separator: ", "))"
                + (more > 0 ? " and \(more) more." : "."))
    }

    /// The `count` smallest names in UTF-8 byte order, sorted, in one pass (sorting 5,000 names to show five would
    /// cost a poll thread more than the answer).
    static func smallest(_ count: Int, of names: [String]) -> [String] {
        func less(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
        var kept: [String] = []
        for name in names where kept.count < count || less(name, kept[kept.count - 1]) {
            let at = kept.firstIndex { less(name, $0) } ?? kept.count
            kept.insert(name, at: at)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    /// Throws for the fields no accessor read. Names outside the API were refused before parsing
    /// (``rejectNamesOutsideTheAPI()``), so these are the API's names that do not apply to this question
    /// (`/problems/parameter-not-applicable`, saying where they apply): 422 when this route reads them with other
    /// fields, 400 when only other routes do.
    /// - Parameters:
    ///   - route: The route's path pattern, e.g. `/fit`.
    ///   - names: The names the routes read (``LayoutService``'s, from the descriptors).
    public func rejectUnknown(route: String = "", names: KnownNames) throws(Problem) {
        guard presentRead < presentCount else { return }
        let unread = unknownFields
        guard !unread.isEmpty else { return }
        let reasons = unread.map { name in
            "\(Echo.capped(name, bytes: Echo.valueBytes)) applies to "
                + "\(names.place(of: Vocabulary.replacement(for: name) ?? name) ?? "another question")"
        }
        let here = unread.allSatisfy { names.route(route, reads: $0) }
        throw Problem.notApplicable(
            unread, status: here ? 422 : 400,
            detail: "Does not apply to this question: \(reasons.joined(separator: "; ")).")
    }
}
