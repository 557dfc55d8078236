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
    /// Deprecated names this request used, in the order they were read.
    public private(set) var deprecatedNames: [String] = []

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
        var all = names
        for name in names { all += Vocabulary.oldNames(of: name) }
        for name in all {
            let value: Raw?
            switch source {
            case .query(let fields): value = fields.first(where: { $0.name == name }).map { Raw.text($0.value) }
            case .json(let object): value = object[name].flatMap { if case .null = $0 { nil } else { Raw.json($0) } }
            }
            asked.append(name)
            guard let value else { continue }
            presentRead += 1
            if let found {
                throw Problem.invalidField(name, "same as \(found.name); give only one of \(all.joined(separator: ", ")).")
            }
            found = (name, value)
        }
        if let found, Vocabulary.replacement(for: found.name) != nil, !names.contains(found.name) {
            deprecatedNames.append(found.name)
        }
        return found
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

    /// Throws a 400 for the fields no accessor read: names the API knows that do not apply to this question
    /// (`/problems/parameter-not-applicable`, saying where they apply) before unknown names
    /// (`/problems/unknown-parameter`, with the closest known name).
    public func rejectUnknown() throws(Problem) {
        guard presentRead < presentCount else { return }
        let unread = unknownFields
        guard !unread.isEmpty else { return }
        let notApplicable = unread.filter { Vocabulary.place(of: $0) != nil || Vocabulary.replacement(for: $0) != nil }
        if !notApplicable.isEmpty {
            let reasons = notApplicable.map { name in
                let current = Vocabulary.replacement(for: name) ?? name
                return "\(name) applies to \(Vocabulary.place(of: current) ?? "another question")"
            }
            throw Problem.notApplicable(notApplicable, detail: "Does not apply to this question: \(reasons.joined(separator: "; ")).")
        }
        var suggestions: [String] = []
        let described = unread.map { name in
            guard let close = Vocabulary.closest(to: name, preferring: asked) else { return name }
            suggestions.append(close)
            return "\(name) (did you mean \(close)?)"
        }
        throw Problem.unknownParameters(unread, suggestions: suggestions,
                                        detail: "Unknown parameter\(unread.count == 1 ? "" : "s"): \(described.joined(separator: ", ")).")
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

    /// A whole number from `range` (query text or JSON number). `nil` when absent.
    public mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
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

    /// A boolean: `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off` in a query).
    public mutating func bool(_ names: String...) throws(Problem) -> Bool? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .json(.bool(let value)): return value
        case .text(let text):
            switch text.lowercased() {
            case "true", "1", "yes", "on": return true
            case "false", "0", "no", "off": return false
            default: throw Problem.invalidField(name, "must be true or false (got \"\(text)\").")
            }
        case .json(let other): throw Problem.invalidField(name, "must be true or false, not \(other.typeName).")
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
            numbers = try Self.list(text, count: 2, separators: Array("xX,".utf8), field: name, shape: "WIDTHxHEIGHT")
        case .json(.object(let object)):
            numbers = try Self.members(object, ["width", "height"], field: name)
        case .json(let other):
            throw Problem.invalidField(name, "must be an object {\"width\",\"height\"} or \"WIDTHxHEIGHT\", not \(other.typeName).")
        }
        let size = Size(width: numbers[0], height: numbers[1])
        for (side, value) in [("width", size.width), ("height", size.height)] {
            if allowZero ? value < 0 : value <= 0 {
                throw Problem.invalidField("\(name).\(side)", "must be \(allowZero ? "at least 0" : "greater than 0") (got \(Self.format(value))).")
            }
        }
        return size
    }

    /// A rectangle: `x,y,width,height` in a query, `{"x","y","width","height"}` or `[x,y,w,h]` in JSON.
    /// Width and height must not be negative.
    public mutating func rect(_ names: String...) throws(Problem) -> Rect? {
        guard let (name, raw) = try raw(names) else { return nil }
        let numbers: [Double]
        switch raw {
        case .text(let text), .json(.string(let text)):
            numbers = try Self.list(text, count: 4, separators: Array(",".utf8), field: name, shape: "X,Y,WIDTH,HEIGHT")
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
    public mutating func insets(_ names: String..., direction: LayoutDirection) throws(Problem) -> (insets: EdgeInsets, directional: Bool)? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .text(let text), .json(.string(let text)):
            let n = try Self.list(text, count: 4, separators: Array(",".utf8), field: name, shape: "TOP,LEFT,BOTTOM,RIGHT")
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
            n = try Self.list(text, count: 4, separators: Array(",".utf8), field: name, shape: "TOP,LEADING,BOTTOM,TRAILING")
        case .json(.array(let array)):
            n = try Self.elements(array, count: 4, field: name)
        case .json(.object(let object)):
            n = try Self.members(object, ["top", "leading", "bottom", "trailing"], field: name, defaultZero: true)
        case .json(let other):
            throw Problem.invalidField(name, "must be \"T,LEADING,B,TRAILING\" or an object, not \(other.typeName).")
        }
        return (DirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]).resolved(for: direction), true)
    }

    /// An aspect ratio: `21:9`, `16/9`, `2.333` (query or JSON string), a JSON number, or a size object.
    public mutating func aspectRatio(_ names: String...) throws(Problem) -> AspectRatio? {
        guard let (name, raw) = try raw(names) else { return nil }
        do {
            switch raw {
            case .text(let text), .json(.string(let text)):
                return try AspectRatio(parsing: text)
            case .json(.number(let value)):
                return try AspectRatio(try Self.finite(value, field: name))
            case .json(.object(let object)):
                let n = try Self.members(object, ["width", "height"], field: name)
                return try AspectRatio(width: n[0], height: n[1])
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
        guard value.magnitude <= 1e12 else {
            throw Problem.invalidField(field, "must be at most 1e12 in magnitude (got \(format(value))).")
        }
        return value == 0 ? 0 : value // fold -0 into 0
    }

    /// Parses `count` numbers separated by any of the ASCII `separators` (scanned as UTF-8 for speed).
    static func list(_ text: String, count: Int, separators: [UInt8], field: String, shape: String) throws(Problem) -> [Double] {
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while true {
            if index == utf8.endIndex || separators.contains(utf8[index]) {
                guard numbers.count < count else { throw Problem.invalidField(field, "expected \(shape) (got \"\(text)\").") }
                numbers.append(try number(Substring(utf8[start..<index]), field: field))
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
            case nil where defaultZero, .null? where defaultZero: numbers.append(0)
            case nil, .null?: throw Problem.invalidField("\(field).\(key)", "is required.")
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
