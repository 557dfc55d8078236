public import LayoutGeometry

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
        case json([String: JSONValue])
    }

    let source: Source
    /// Names the accessors asked for (present or not), to list unknown fields when rejecting.
    private var asked: [String] = []
    /// How many of the present fields an accessor read; all read means no unknown fields (the fast check).
    private var presentRead = 0
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
            for i in items.indices.dropFirst() where items[..<i].contains(where: { $0.name == items[i].name }) {
                throw Problem.invalidField(items[i].name, "given more than once; give each parameter once.")
            }
        } else {
            var seen = Set<String>()
            for item in items where !seen.insert(item.name).inserted {
                throw Problem.invalidField(item.name, "given more than once; give each parameter once.")
            }
        }
        return Parameters(source: .query(items))
    }

    /// Parameters from a JSON object.
    public static func json(_ object: [String: JSONValue]) -> Parameters {
        Parameters(source: .json(object))
    }

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

    /// The first of `names` (or of their deprecated old names) that is present, marking it read; two at once is an error.
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
    private mutating func read(_ name: String, into found: inout (name: String, value: Raw)?, among names: [String]) throws(Problem) {
        let value: Raw?
        switch source {
        case .query(let fields): value = fields.first(where: { $0.name == name }).map { Raw.text($0.value) }
        case .json(let object):
            let member = object[name] // one look-up: every accessor asks for several names
            if case .null? = member {
                // null means "absent" only where the schema allows it (SwiftUI's proposal); elsewhere it is an error.
                guard Self.nullableMembers.contains(name) else {
                    throw Problem.invalidField(name, "must not be null; leave the member out instead.")
                }
                value = nil
            } else {
                value = member.map(Raw.json)
            }
        }
        asked.append(name)
        guard let value else { return }
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
        case .query(let fields): fields.contains { $0.name == name }
        case .json(let object): object[name] != nil
        }
    }

    /// Every field name that no accessor read.
    public var unknownFields: [String] {
        let present: [String] = switch source {
        case .query(let fields): fields.map(\.name)
        case .json(let object): Array(object.keys)
        }
        return present.filter { !asked.contains($0) }.sorted()
    }

    private var presentCount: Int {
        switch source {
        case .query(let fields): fields.count
        case .json(let object): object.count
        }
    }

    /// Throws a 400 `/problems/unknown-parameter` for names the API has nowhere, before any field is read, so a typo
    /// is reported as itself (`aspct`, did you mean `aspectRatio`?) rather than as the field it was meant to be missing.
    /// - Parameter unlessAllRead: Skip the look-ups when accessors read every present field (none can be unknown).
    public func rejectNamesOutsideTheAPI(unlessAllRead: Bool = false) throws(Problem) {
        if unlessAllRead && presentRead >= presentCount { return }
        func outside(_ name: String) -> Bool { Vocabulary.place(of: name) == nil && Vocabulary.replacement(for: name) == nil }
        let anyOutside: Bool = switch source { // the common case, every name known, allocates nothing
        case .query(let fields): fields.contains { outside($0.name) }
        case .json(let object): object.keys.contains(where: outside)
        }
        guard anyOutside else { return }
        let names: [String] = switch source {
        case .query(let fields): fields.map(\.name)
        case .json(let object): Array(object.keys)
        }
        let unknown = names.filter(outside).sorted()
        var suggestions: [String] = []
        let described = unknown.map { name in
            guard let close = Vocabulary.closest(to: name) else { return name }
            suggestions.append(close)
            return "\(name) (did you mean \(close)?)"
        }
        throw Problem.unknownParameters(unknown, suggestions: suggestions,
                                        detail: "Unknown parameter\(unknown.count == 1 ? "" : "s"): \(described.joined(separator: ", ")).")
    }

    /// Throws for the fields no accessor read. Names outside the API were refused before parsing
    /// (``rejectNamesOutsideTheAPI()``), so these are the API's names that do not apply to this question
    /// (`/problems/parameter-not-applicable`, saying where they apply): 422 when this route reads them with other
    /// fields, 400 when only other routes do.
    /// - Parameter route: The route's path pattern, e.g. `/fit`.
    public func rejectUnknown(route: String = "") throws(Problem) {
        guard presentRead < presentCount else { return }
        let unread = unknownFields
        guard !unread.isEmpty else { return }
        let reasons = unread.map { name in
            "\(name) applies to \(Vocabulary.place(of: Vocabulary.replacement(for: name) ?? name) ?? "another question")"
        }
        let here = unread.allSatisfy { Vocabulary.route(route, reads: $0) }
        throw Problem.notApplicable(unread, status: here ? 422 : 400, detail: "Does not apply to this question: \(reasons.joined(separator: "; ")).")
    }

    // MARK: Typed accessors

    /// A finite number (query text or JSON number). `nil` when absent.
    public mutating func number(_ names: String...) throws(Problem) -> Double? {
        try numberField(names)?.value
    }

    /// A number greater than zero.
    public mutating func positiveNumber(_ names: String...) throws(Problem) -> Double? {
        guard let (name, value) = try numberField(names) else { return nil }
        guard value > 0 else { throw Problem.invalidField(name, "must be greater than 0 (got \(Self.format(value))).") }
        return value
    }

    /// The display scale `scale`, in (0, 100].
    public mutating func displayScale() throws(Problem) -> Double? {
        guard let scale = try positiveNumber("scale") else { return nil }
        guard scale <= 100 else { throw Problem.invalidField("scale", "must be at most 100 (got \(Self.format(scale))).") }
        return scale
    }

    /// The interface `orientation`: portrait, landscapeLeft, landscapeRight, or landscape (= landscapeLeft).
    public mutating func orientation() throws(Problem) -> InterfaceOrientation? {
        try choice(["orientation"], allowed: ["portrait", "landscape", "landscapeLeft", "landscapeRight"], parse: InterfaceOrientation.init(name:))
    }

    /// The interface `orientation` as asked, beside the interface orientation it means (`landscape` → `landscapeLeft`).
    public mutating func askedOrientation() throws(Problem) -> AskedOrientation? {
        try choice(["orientation"], allowed: ["portrait", "landscape", "landscapeLeft", "landscapeRight"]) { name in
            InterfaceOrientation(name: name).map { AskedOrientation(asked: name, interface: $0) }
        }
    }

    /// A whole number from `range`: digits with an optional sign in a query, a whole JSON number in a body. `nil` when absent.
    public mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
        if case .query = source, let (field, raw) = try raw([name]), case .text(let text) = raw {
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text), range.contains(value) else {
                throw Problem.invalidField(field, "must be a whole number from \(range.lowerBound) to \(range.upperBound) (got \"\(text.prefix(40))\").")
            }
            return value
        }
        guard let value = try number(name) else { return nil }
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw Problem.invalidField(name, "must be a whole number from \(range.lowerBound) to \(range.upperBound) (got \(Self.format(value))).")
        }
        return Int(value)
    }

    private mutating func numberField(_ names: [String]) throws(Problem) -> (name: String, value: Double)? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .text(let text): return (name, try Self.number(text, field: name))
        case .json(.number(let value)): return (name, try Self.finite(value, field: name))
        case .json(let other): throw Problem.invalidField(name, "must be a number, not \(other.typeName).")
        }
    }

    /// A string (query text or JSON string).
    public mutating func string(_ names: String...) throws(Problem) -> (name: String, value: String)? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .text(let text): return (name, text)
        case .json(.string(let text)): return (name, text)
        case .json(let other): throw Problem.invalidField(name, "must be a string, not \(other.typeName).")
        }
    }

    /// A boolean: `true` or `false` (a JSON boolean in a body).
    public mutating func bool(_ names: String...) throws(Problem) -> Bool? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .json(.bool(let value)): return value
        case .text(let text):
            switch text {
            case "true": return true
            case "false": return false
            default: throw Problem.invalidField(name, "must be true or false (got \"\(text.prefix(40))\").")
            }
        case .json(let other): throw Problem.invalidField(name, "must be true or false, not \(other.typeName).")
        }
    }

    /// A SwiftUI proposed dimension: a number ≥ 0, or `infinity` (also `inf` in a query); `nil` when absent.
    public mutating func proposedDimension(_ name: String) throws(Problem) -> Double? {
        guard let (field, raw) = try raw([name]) else { return nil }
        switch raw {
        case .text("infinity"), .text("inf"), .json(.string("infinity")): return .infinity
        case .text(let text):
            guard let value = Self.scan(Substring(text), kind: .nonNegative) else {
                throw Problem.invalidField(field, "must be a number ≥ 0 below 1e12 (digits and an optional fraction) or infinity (got \"\(text.prefix(40))\").")
            }
            return value
        case .json(.number(let value)):
            let value = try Self.finite(value, field: field)
            guard value >= 0 else { throw Problem.invalidField(field, "must be at least 0 (got \(Self.format(value))).") }
            return value
        case .json(let other):
            throw Problem.invalidField(field, "must be a number ≥ 0 or \"infinity\", not \(other.typeName).")
        }
    }

    /// One of a fixed set of names, e.g. a mode.
    public mutating func choice<T>(_ names: [String], allowed: [String], parse: (String) -> T?) throws(Problem) -> T? {
        guard let (name, text) = try stringAmong(names) else { return nil }
        guard let value = parse(text) else {
            throw Problem.invalidField(name, "unknown value \"\(text)\"; use one of \(allowed.joined(separator: ", ")).")
        }
        return value
    }

    private mutating func stringAmong(_ names: [String]) throws(Problem) -> (name: String, value: String)? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .text(let text): return (name, text)
        case .json(.string(let text)): return (name, text)
        case .json(let other): throw Problem.invalidField(name, "must be a string, not \(other.typeName).")
        }
    }

    /// A size: `852x393` in a query, `{"width":852,"height":393}` (or the same string) in JSON.
    /// - Parameter allowZero: Whether sides may be 0 (otherwise they must be > 0).
    public mutating func size(_ names: String..., allowZero: Bool = false) throws(Problem) -> Size? {
        guard let (name, raw) = try raw(names) else { return nil }
        let numbers: [Double]
        switch raw {
        case .text(let text), .json(.string(let text)):
            let kind: NumberKind = allowZero ? .nonNegative : .positive
            numbers = try Self.list(text, kinds: [kind, kind], separators: Array("xX,".utf8), field: name, shape: "WIDTHxHEIGHT")
        case .json(.object(let object)):
            numbers = try Self.members(object, ["width", "height"], field: name)
        case .json(let other):
            throw Problem.invalidField(name, "must be an object {\"width\",\"height\"} or \"WIDTHxHEIGHT\", not \(other.typeName).")
        }
        let size = Size(width: numbers[0], height: numbers[1])
        func check(_ side: String, _ value: Double) throws(Problem) { // two calls, no array of sides on every request
            if allowZero ? value < 0 : value <= 0 {
                throw Problem.invalidField("\(name).\(side)", "must be \(allowZero ? "at least 0" : "greater than 0") (got \(Self.format(value))).")
            }
        }
        try check("width", size.width)
        try check("height", size.height)
        return size
    }

    /// A rectangle: `x,y,width,height` in a query, `{"x","y","width","height"}` or `[x,y,w,h]` in JSON.
    /// Width and height must not be negative.
    public mutating func rect(_ names: String...) throws(Problem) -> Rect? {
        guard let (name, raw) = try raw(names) else { return nil }
        let numbers: [Double]
        switch raw {
        case .text(let text), .json(.string(let text)):
            numbers = try Self.list(text, kinds: [.signed, .signed, .nonNegative, .nonNegative], separators: Array(",".utf8), field: name, shape: "X,Y,WIDTH,HEIGHT")
        case .json(.object(let object)):
            numbers = try Self.members(object, ["x", "y", "width", "height"], field: name)
        case .json(.array(let array)):
            numbers = try Self.elements(array, count: 4, field: name)
        case .json(let other):
            throw Problem.invalidField(name, "must be an object {\"x\",\"y\",\"width\",\"height\"} or \"X,Y,W,H\", not \(other.typeName).")
        }
        let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        if rect.width < 0 { throw Problem.invalidField("\(name).width", "must not be negative (got \(Self.format(rect.width))).") }
        if rect.height < 0 { throw Problem.invalidField("\(name).height", "must not be negative (got \(Self.format(rect.height))).") }
        return rect
    }

    /// Edge insets, physical or directional.
    ///
    /// Query: `top,left,bottom,right` (physical). JSON: `{"top","left","bottom","right"}` (physical),
    /// `{"top","leading","bottom","trailing"}` (directional, resolved with `direction`), or an array of four numbers.
    /// - Parameter nonNegative: Whether the insets must be ≥ 0 (a safe area) rather than any sign (alignment insets).
    public mutating func insets(_ names: String..., direction: LayoutDirection, nonNegative: Bool = false) throws(Problem) -> (insets: EdgeInsets, directional: Bool)? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .text(let text), .json(.string(let text)):
            let kind: NumberKind = nonNegative ? .nonNegative : .signed
            let n = try Self.list(text, kinds: Array(repeating: kind, count: 4), separators: Array(",".utf8), field: name, shape: "TOP,LEFT,BOTTOM,RIGHT")
            return (EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]), false)
        case .json(.array(let array)):
            let n = try Self.elements(array, count: 4, field: name)
            return (EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]), false)
        case .json(.object(let object)):
            let physical = object["left"] != nil || object["right"] != nil
            let directional = object["leading"] != nil || object["trailing"] != nil
            if physical && directional {
                throw Problem.invalidField(name, "give left/right or leading/trailing, not both.")
            }
            if directional {
                let n = try Self.members(object, ["top", "leading", "bottom", "trailing"], field: name, defaultZero: true)
                let d = DirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
                return (d.resolved(for: direction), true)
            }
            let n = try Self.members(object, ["top", "left", "bottom", "right"], field: name, defaultZero: true)
            return (EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]), false)
        case .json(let other):
            throw Problem.invalidField(name, "must be an object {\"top\",\"left\",\"bottom\",\"right\"} or \"T,L,B,R\", not \(other.typeName).")
        }
    }

    /// Directional insets `top,leading,bottom,trailing` (query) or `{"top","leading","bottom","trailing"}`, resolved for
    /// a layout direction: leading is left in left-to-right, right in right-to-left.
    public mutating func directionalInsets(_ names: String..., direction: LayoutDirection) throws(Problem) -> (insets: EdgeInsets, directional: Bool)? {
        guard let (name, raw) = try raw(names) else { return nil }
        let n: [Double]
        switch raw {
        case .text(let text), .json(.string(let text)):
            n = try Self.list(text, kinds: Array(repeating: .signed, count: 4), separators: Array(",".utf8), field: name, shape: "TOP,LEADING,BOTTOM,TRAILING")
        case .json(.array(let array)):
            n = try Self.elements(array, count: 4, field: name)
        case .json(.object(let object)):
            n = try Self.members(object, ["top", "leading", "bottom", "trailing"], field: name, defaultZero: true)
        case .json(let other):
            throw Problem.invalidField(name, "must be \"T,LEADING,B,TRAILING\" or an object, not \(other.typeName).")
        }
        return (DirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]).resolved(for: direction), true)
    }

    /// An aspect ratio: `21:9`, `16/9`, `16x9`, `2.333` (query or JSON string: positive terms, no spaces), a JSON
    /// number, or a size object. A ratio outside (0, 100] from two valid terms is a 422 (the schema cannot state it).
    public mutating func aspectRatio(_ names: String...) throws(Problem) -> AspectRatio? {
        guard let (name, raw) = try raw(names) else { return nil }
        do {
            switch raw {
            case .text(let text), .json(.string(let text)):
                let utf8 = text.utf8
                let separator = utf8.firstIndex { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }
                func valid(_ term: Substring) -> Bool { term.first != " " && term.last != " " && Self.scan(term, kind: .positive) != nil }
                let termsValid = separator.map { valid(Substring(utf8[..<$0])) && valid(Substring(utf8[utf8.index(after: $0)...])) } ?? valid(Substring(text))
                guard termsValid else {
                    throw Problem.invalidField(name, "expected W:H, W/H, WxH or a number, each positive, below 1e12 and without spaces or exponents (got \"\(text.prefix(40))\").")
                }
                do { return try AspectRatio(parsing: text) } catch { throw Problem.unprocessable([name], "\(name): \(error.reason).") }
            case .json(.number(let value)):
                return try AspectRatio(try Self.finite(value, field: name))
            case .json(.object(let object)):
                let n = try Self.members(object, ["width", "height"], field: name)
                guard n[0] > 0, n[1] > 0 else { throw Problem.invalidField(name, "both terms must be greater than 0.") }
                do { return try AspectRatio(width: n[0], height: n[1]) } catch { throw Problem.unprocessable([name], "\(name): \(error.reason).") }
            case .json(let other):
                throw Problem.invalidField(name, "must be \"W:H\", a number or {\"width\",\"height\"}, not \(other.typeName).")
            }
        } catch let error as AspectRatio.Invalid {
            throw Problem.invalidField(name, error.reason + ".")
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem.invalidField(name, "invalid.")
        }
    }

    // MARK: Helpers

    static func number(_ text: some StringProtocol, field: String) throws(Problem) -> Double {
        var trimmed = Substring(text)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        // Digits, sign, point and exponent only: Double(_:) would also take "nan", "inf" and hex.
        let plain = trimmed.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == 43 || $0 == 45 || $0 == 46 || $0 == 101 || $0 == 69 }
        guard !trimmed.isEmpty, plain, let value = Double(trimmed) else {
            throw Problem.invalidField(field, "must be a number (got \"\(text)\").")
        }
        return try finite(value, field: field)
    }

    static func finite(_ value: Double, field: String) throws(Problem) -> Double {
        guard value.isFinite else { throw Problem.invalidField(field, "must be a finite number.") }
        guard value.magnitude < 1e12 else {
            throw Problem.invalidField(field, "must be less than 1e12 in magnitude (got \(format(value))).")
        }
        return value == 0 ? 0 : value // fold -0 into 0
    }

    /// What one number inside a compound query value may be (`852x393`, `0,0,130,130`): openapi.yaml's patterns.
    enum NumberKind { case signed, nonNegative, positive }

    /// One number of a compound value, in exactly the grammar openapi.yaml's patterns state: spaces around it, a sign
    /// only for `.signed`, digits with an optional fraction (`12`, `12.5`, `.5`; no exponent), at most 12 digits
    /// before the point once leading zeros are dropped (so |value| < 1e12), and > 0 for `.positive`.
    /// - Returns: The value, or `nil` when the text is not such a number.
    static func scan(_ text: Substring, kind: NumberKind) -> Double? {
        var t = text.utf8[...]
        while t.first == UInt8(ascii: " ") { t.removeFirst() }
        while t.last == UInt8(ascii: " ") { t.removeLast() }
        var body = t
        if let first = body.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            guard kind == .signed else { return nil }
            body.removeFirst()
        }
        let isDigit = { (c: UInt8) in c >= 48 && c <= 57 }
        let integer = body.prefix(while: isDigit)
        var rest = body.dropFirst(integer.count)
        var fraction = rest.prefix(0)
        if rest.first == UInt8(ascii: ".") {
            rest.removeFirst()
            fraction = rest.prefix(while: isDigit)
            guard !fraction.isEmpty else { return nil }
            rest = rest.dropFirst(fraction.count)
        }
        guard rest.isEmpty, !integer.isEmpty || !fraction.isEmpty, integer.drop(while: { $0 == 48 }).count <= 12,
              let value = exactDecimal(integer, fraction, negative: t.first == UInt8(ascii: "-"))
                ?? Double(Substring(t)) else { return nil }
        if kind == .positive && !(value > 0) { return nil }
        return value == 0 ? 0 : value
    }

    /// The double nearest a decimal of at most 15 significant digits and 22 fraction digits, without `strtod`: the
    /// digits and the power of ten are both exact doubles, and one IEEE division rounds correctly, so the result is
    /// the one `Double(_:)` gives (Clinger's fast path). `nil` for longer decimals.
    /// - Example: `"12"`, `"5"` → 12.5; `"0"`, `"1"` → 0.1 (the double nearest 0.1, as `Double("0.1")`).
    private static func exactDecimal(_ integer: Substring.UTF8View, _ fraction: Substring.UTF8View,
                                     negative: Bool) -> Double? {
        guard fraction.count <= 22 else { return nil }
        var digits: UInt64 = 0
        var significant = 0
        func accumulate(_ byte: UInt8) {
            if digits != 0 || byte != 48 { significant += 1 }
            digits = digits &* 10 &+ UInt64(byte &- 48)
        }
        for byte in integer { accumulate(byte) }
        for byte in fraction { accumulate(byte) }
        guard significant <= 15 else { return nil }
        let magnitude = Double(digits) / powersOfTen[fraction.count]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ … 10²², every one exact in a double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// Parses numbers of the given kinds separated by any of the ASCII `separators` (scanned as UTF-8 for speed).
    static func list(_ text: String, kinds: [NumberKind], separators: [UInt8], field: String, shape: String) throws(Problem) -> [Double] {
        let count = kinds.count
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while true {
            if index == utf8.endIndex || separators.contains(utf8[index]) {
                guard numbers.count < count else { throw Problem.invalidField(field, "expected \(shape) (got \"\(text.prefix(60))\").") }
                guard let value = scan(Substring(utf8[start..<index]), kind: kinds[numbers.count]) else {
                    let what = switch kinds[numbers.count] {
                    case .signed: "a number"
                    case .nonNegative: "a number ≥ 0"
                    case .positive: "a number > 0"
                    }
                    throw Problem.invalidField(field, "expected \(shape), each \(what) below 1e12 written with digits and an optional fraction (got \"\(text.prefix(60))\").")
                }
                numbers.append(value)
                if index == utf8.endIndex { break }
                index = utf8.index(after: index)
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        guard numbers.count == count else {
            throw Problem.invalidField(field, "expected \(shape) (got \"\(text)\").")
        }
        return numbers
    }

    static func members(_ object: [String: JSONValue], _ keys: [String], field: String, defaultZero: Bool = false) throws(Problem) -> [Double] {
        if let extra = object.keys.first(where: { !keys.contains($0) }) {
            throw Problem.invalidField("\(field).\(extra)", "unknown member; expected \(keys.joined(separator: ", ")).")
        }
        var numbers: [Double] = []
        for key in keys {
            switch object[key] {
            case .number(let value)?: numbers.append(try finite(value, field: "\(field).\(key)"))
            case nil where defaultZero: numbers.append(0)
            case nil: throw Problem.invalidField("\(field).\(key)", "is required.")
            case .null?: throw Problem.invalidField("\(field).\(key)", "must not be null; leave the member out instead.")
            case let other?: throw Problem.invalidField("\(field).\(key)", "must be a number, not \(other.typeName).")
            }
        }
        return numbers
    }

    static func elements(_ array: [JSONValue], count: Int, field: String) throws(Problem) -> [Double] {
        guard array.count == count else { throw Problem.invalidField(field, "expected an array of \(count) numbers.") }
        var numbers: [Double] = []
        for (index, element) in array.enumerated() {
            guard case .number(let value) = element else {
                throw Problem.invalidField("\(field)[\(index)]", "must be a number, not \(element.typeName).")
            }
            numbers.append(try finite(value, field: "\(field)[\(index)]"))
        }
        return numbers
    }

    /// A number as short text for messages.
    static func format(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
    }
}


/// An orientation as the client wrote it and the interface orientation it stands for.
public struct AskedOrientation: Hashable, Sendable {
    /// `portrait`, `landscape`, `landscapeLeft` or `landscapeRight`, echoed in answers.
    public var asked: String
    /// The `UIInterfaceOrientation` used.
    public var interface: InterfaceOrientation

    /// The default for a device: portrait where it has one, else its landscape interface.
    public static func `default`(for device: Device) -> AskedOrientation {
        device.supports(.portrait) ? AskedOrientation(asked: "portrait", interface: .portrait)
            : AskedOrientation(asked: "landscape", interface: .landscapeLeft)
    }
}
