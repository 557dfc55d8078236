public import LayoutGeometry
public import LayoutAnswers
public import LayoutHTTPCore

/// The typed accessors of ``Parameters``: numbers, sizes, rects, insets, ratios, choices, each validated and named in
/// its error.
extension Parameters {
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
        guard scale <= 100 else {
            throw Problem.invalidField("scale", "must be at most 100 (got \(Self.format(scale))).")
        }
        return scale
    }

    /// The interface `orientation`: portrait, landscapeLeft, landscapeRight, or landscape (= landscapeLeft).
    public mutating func orientation() throws(Problem) -> InterfaceOrientation? {
        try choice(
            ["orientation"], allowed: ["portrait", "landscape", "landscapeLeft", "landscapeRight"],
            parse: InterfaceOrientation.init(name:))
    }

    /// The interface `orientation` as asked, beside the interface orientation it means (`landscape` → `landscapeLeft`).
    public mutating func askedOrientation() throws(Problem) -> AskedOrientation? {
        try choice(["orientation"], allowed: ["portrait", "landscape", "landscapeLeft", "landscapeRight"]) { name in
            InterfaceOrientation(name: name).map { AskedOrientation(asked: name, interface: $0) }
        }
    }

    /// A whole number from `range`: digits with an optional sign in a query, a whole JSON number in a body. `nil` when
    /// absent.
    public mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
        if case .query = source, let (field, raw) = try raw([name]), case .text(let text) = raw {
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text),
                range.contains(value)
            else {
                throw Problem.invalidField(
                    field,
                    "must be a whole number from \(range.lowerBound) to \(range.upperBound) (got "
                        + "\"\(text.prefix(40))\")."
                )
            }
            return value
        }
        guard let value = try number(name) else { return nil }
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw Problem.invalidField(
                name,
                "must be a whole number from \(range.lowerBound) to \(range.upperBound) (got \(Self.format(value))).")
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

    /// A string of at most `maximumBytes` UTF-8 bytes (a search or an identifier, where nothing longer can match).
    /// - Throws: 422 naming the limit for a longer value.
    public mutating func string(_ name: String, maximumBytes: Int) throws(Problem) -> (name: String, value: String)? {
        guard let found = try string(name) else { return nil }
        guard found.value.utf8.count <= maximumBytes else {
            throw Problem.unprocessable(
                found.name,
                "is \(found.value.utf8.count) bytes long; it is at most \(maximumBytes) bytes (no id, name or "
                    + "identifier in the catalog is half that long).")
        }
        return found
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
                throw Problem.invalidField(
                    field,
                    "must be a number ≥ 0 below 1e12 (digits and an optional fraction) or infinity (got "
                        + "\"\(text.prefix(40))\")."
                )
            }
            return value
        case .json(.number(let value)):
            let value = try Self.finite(value, field: field)
            guard value >= 0 else {
                throw Problem.invalidField(field, "must be at least 0 (got \(Self.format(value))).")
            }
            return value
        case .json(let other):
            throw Problem.invalidField(field, "must be a number ≥ 0 or \"infinity\", not \(other.typeName).")
        }
    }

    /// One of a fixed set of names, e.g. a mode.
    /// - Parameter allowed: The names listed when the value is not one (only then built: `allCases.map` on every
    ///   request cost an array).
    public mutating func choice<T>(
        _ names: [String], allowed: @autoclosure () -> [String], parse: (String) -> T?
    ) throws(Problem) -> T? {
        guard let (name, text) = try stringAmong(names) else { return nil }
        guard let value = parse(text) else {
            throw Problem.invalidField(
                name, "unknown value \"\(text)\"; use one of \(allowed().joined(separator: ", ")).")
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
        let size: Size
        switch raw {
        case .text(let text), .json(.string(let text)):
            let kind: NumberKind = allowZero ? .nonNegative : .positive
            if let (width, height) = Self.pair(text, kind: kind) {  // no arrays for the common spelling
                size = Size(width: width, height: height)
            } else {  // the general reader says what is wrong
                let numbers = try Self.list(
                    text, kinds: [kind, kind], separators: Array("xX,".utf8), field: name, shape: "WIDTHxHEIGHT")
                size = Size(width: numbers[0], height: numbers[1])
            }
        case .json(.object(let object)):
            let numbers = try Self.members(object, ["width", "height"], field: name)
            size = Size(width: numbers[0], height: numbers[1])
        case .json(let other):
            throw Problem.invalidField(
                name, "must be an object {\"width\",\"height\"} or \"WIDTHxHEIGHT\", not \(other.typeName).")
        }
        func check(_ side: String, _ value: Double) throws(Problem) {  // two calls, no array of sides on every request
            if allowZero ? value < 0 : value <= 0 {
                throw Problem.invalidField(
                    "\(name).\(side)",
                    "must be \(allowZero ? "at least 0" : "greater than 0") (got \(Self.format(value))).")
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
            numbers = try Self.list(
                text, kinds: [.signed, .signed, .nonNegative, .nonNegative], separators: Array(",".utf8), field: name,
                shape: "X,Y,WIDTH,HEIGHT")
        case .json(.object(let object)):
            numbers = try Self.members(object, ["x", "y", "width", "height"], field: name)
        case .json(.array(let array)):
            numbers = try Self.elements(array, count: 4, field: name)
        case .json(let other):
            throw Problem.invalidField(
                name, "must be an object {\"x\",\"y\",\"width\",\"height\"} or \"X,Y,W,H\", not \(other.typeName).")
        }
        let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        if rect.width < 0 {
            throw Problem.invalidField("\(name).width", "must not be negative (got \(Self.format(rect.width))).")
        }
        if rect.height < 0 {
            throw Problem.invalidField("\(name).height", "must not be negative (got \(Self.format(rect.height))).")
        }
        return rect
    }

    /// Edge insets, physical or directional.
    ///
    /// Query: `top,left,bottom,right` (physical). JSON: `{"top","left","bottom","right"}` (physical),
    /// `{"top","leading","bottom","trailing"}` (directional, resolved with `direction`), or an array of four numbers.
    /// - Parameter nonNegative: Whether the insets must be ≥ 0 (a safe area) rather than any sign (alignment insets).
    public mutating func insets(
        _ names: String..., direction: LayoutDirection, nonNegative: Bool = false
    ) throws(Problem) -> (insets: EdgeInsets, directional: Bool)? {
        guard let (name, raw) = try raw(names) else { return nil }
        switch raw {
        case .text(let text), .json(.string(let text)):
            let kind: NumberKind = nonNegative ? .nonNegative : .signed
            let n = try Self.list(
                text, kinds: Array(repeating: kind, count: 4), separators: Array(",".utf8), field: name,
                shape: "TOP,LEFT,BOTTOM,RIGHT")
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
                let n = try Self.members(
                    object, ["top", "leading", "bottom", "trailing"], field: name, defaultZero: true)
                let d = DirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
                return (d.resolved(for: direction), true)
            }
            let n = try Self.members(object, ["top", "left", "bottom", "right"], field: name, defaultZero: true)
            return (EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]), false)
        case .json(let other):
            throw Problem.invalidField(
                name, "must be an object {\"top\",\"left\",\"bottom\",\"right\"} or \"T,L,B,R\", not \(other.typeName)."
            )
        }
    }

    /// Directional insets `top,leading,bottom,trailing` (query) or `{"top","leading","bottom","trailing"}`, resolved
    /// for a layout direction: leading is left in left-to-right, right in right-to-left.
    public mutating func directionalInsets(
        _ names: String..., direction: LayoutDirection
    ) throws(Problem) -> (insets: EdgeInsets, directional: Bool)? {
        guard let (name, raw) = try raw(names) else { return nil }
        let n: [Double]
        switch raw {
        case .text(let text), .json(.string(let text)):
            n = try Self.list(
                text, kinds: Array(repeating: .signed, count: 4), separators: Array(",".utf8), field: name,
                shape: "TOP,LEADING,BOTTOM,TRAILING")
        case .json(.array(let array)):
            n = try Self.elements(array, count: 4, field: name)
        case .json(.object(let object)):
            n = try Self.members(object, ["top", "leading", "bottom", "trailing"], field: name, defaultZero: true)
        case .json(let other):
            throw Problem.invalidField(name, "must be \"T,LEADING,B,TRAILING\" or an object, not \(other.typeName).")
        }
        return (
            DirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]).resolved(for: direction), true
        )
    }

    /// An aspect ratio: `21:9`, `16/9`, `16x9`, `2.333` (query or JSON string: positive terms, no spaces), a JSON
    /// number, or a size object. A ratio outside (0, 100] from two valid terms is a 422 (the schema cannot state it).
    public mutating func aspectRatio(_ names: String...) throws(Problem) -> AspectRatio? {
        guard let (name, raw) = try raw(names) else { return nil }
        do {
            switch raw {
            case .text(let text), .json(.string(let text)):
                // Each term scanned once: a term `scan` takes (digits and a fraction, no spaces, sign or exponent)
                // reads as the same double that `AspectRatio(parsing:)` gets from `Double(_:)`, so the ratio is
                // built from the scanned terms, with the same checks and reasons.
                let terms = Self.ratioTerms(text)
                guard let (width, height) = terms else {
                    throw Problem.invalidField(
                        name,
                        "expected W:H, W/H, WxH or a number, each positive, below 1e12 and without spaces or "
                            + "exponents (got \"\(text.prefix(40))\")."
                    )
                }
                do { return try AspectRatio(width: width, height: height) } catch {
                    throw Problem.unprocessable([name], "\(name): \(error.reason).")
                }
            case .json(.number(let value)):
                return try AspectRatio(try Self.finite(value, field: name))
            case .json(.object(let object)):
                let n = try Self.members(object, ["width", "height"], field: name)
                guard n[0] > 0, n[1] > 0 else { throw Problem.invalidField(name, "both terms must be greater than 0.") }
                do { return try AspectRatio(width: n[0], height: n[1]) } catch {
                    throw Problem.unprocessable([name], "\(name): \(error.reason).")
                }
            case .json(let other):
                throw Problem.invalidField(
                    name, "must be \"W:H\", a number or {\"width\",\"height\"}, not \(other.typeName).")
            }
        } catch let error as AspectRatio.Invalid {
            throw Problem.invalidField(name, error.reason + ".")
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem.invalidField(name, "invalid.")
        }
    }
}
