import LayoutGeometry

/// One view object's members, read with checks that name the node's path and the member.
struct Members {
    let object: JSONObject
    let path: String
    let type: String
    typealias ViewError = SwiftUILayoutAnswers.ViewError

    func fail(_ member: String, _ words: String) -> ViewError {
        .badView(path: path, detail: "(\(type)) has \(member) \(words)")
    }

    /// A 422: members each valid, refused together.
    func conflict(_ member: String, _ words: String) -> ViewError {
        .unprocessable(path: path, detail: "(\(type)) has \(member) \(words)")
    }

    func required(_ name: String) throws(ViewError) -> JSONValue {
        guard let value = object[name] else { throw .badView(path: path, detail: "(\(type)) needs \(name): a view.") }
        return value
    }

    /// A number (absent: `nil`), at least `min`; `"infinity"` only where SwiftUI takes it (a maximum); `null` only
    /// where SwiftUI's argument is optional and nil means something (`spacing`, `minLength`, a frame's sizes).
    func number(
        _ name: String, min: Double? = nil, infinity: Bool = false, required: Bool = false,
        nullable: Bool = false
    ) throws(ViewError) -> Double? {
        switch object[name] {
        case nil:
            if required { throw ViewError.badView(path: path, detail: "(\(type)) needs \(name): a number.") }
            return nil
        case .null?:
            if required { throw ViewError.badView(path: path, detail: "(\(type)) needs \(name): a number.") }
            guard nullable else { throw fail(name, "null; leave the member out instead.") }
            return nil
        case .number(let value)?:
            if let min, value < min {
                throw fail(name, "\(NumberText.short(value)); it must be at least \(NumberText.short(min)).")
            }
            return value
        case .string("infinity")? where infinity: return .infinity
        case let other?:
            let kinds = infinity ? "a number, \"infinity\" or null" : "a number or null"
            throw fail(name, "that is \(other.typeName); it must be \(kinds).")
        }
    }

    func bool(_ name: String) throws(ViewError) -> Bool? {
        switch object[name] {
        case nil: return nil
        case .null?: throw fail(name, "null; leave the member out instead.")
        case .bool(let value)?: return value
        case let other?: throw fail(name, "that is \(other.typeName); it must be true or false.")
        }
    }

    func string(_ name: String) throws(ViewError) -> String? {
        switch object[name] {
        case nil: return nil
        case .null?: throw fail(name, "null; leave the member out instead.")
        case .string(let value)?: return value
        case let other?: throw fail(name, "that is \(other.typeName); it must be a string.")
        }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ name: String, _: T.Type) throws(ViewError) -> T?
    where T.RawValue == String {
        guard let text = try string(name) else { return nil }
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail(name, "\"\(text.prefix(40))\"; use one of \(names).")
        }
        return value
    }

    /// A two-axis alignment by SwiftUI's name: `topLeading`, `top`, …, `center`, …, `bottomTrailing`.
    func alignment() throws(ViewError) -> SwiftUILayout.Alignment {
        guard let text = try string("alignment") else { return .center }
        guard let found = Self.alignments.first(where: { same($0.name, text) }) else {
            let names = Self.alignments.map(\.name).joined(separator: ", ")
            throw fail("alignment", "\"\(text.prefix(40))\"; use one of \(names).")
        }
        return found.value
    }

    static let alignments: [(name: String, value: SwiftUILayout.Alignment)] = {
        let vertical: [(String, SwiftUILayout.VerticalAlignment)] = [("top", .top), ("", .center), ("bottom", .bottom)]
        let horizontal: [(String, SwiftUILayout.HorizontalAlignment)] = [
            ("Leading", .leading), ("", .center), ("Trailing", .trailing),
        ]
        return vertical.flatMap { v in
            horizontal.map { h in
                let name = v.0.isEmpty && h.0.isEmpty ? "center" : v.0.isEmpty ? h.0.lowercased() : v.0 + h.0
                return (name, SwiftUILayout.Alignment(horizontal: h.1, vertical: v.1))
            }
        }
    }()

    /// `.padding()` (16 on every edge), `.padding(length)`, or edges (`top`, `leading`, …; the others 0).
    func insets() throws(ViewError) -> EdgeInsets {
        let edges = ["top", "leading", "bottom", "trailing"]
        let given = edges.filter { object[$0] != nil }
        if object["length"] != nil, let edge = given.first {
            throw fail(edge, "and length; give length (every edge) or edges, not both.")
        }
        if let length = try number("length", nullable: true) {
            return EdgeInsets(top: length, left: length, bottom: length, right: length)
        }
        // `.padding()` and `.padding(nil)`: the system padding, 16 on every edge.
        if given.isEmpty { return EdgeInsets(top: 16, left: 16, bottom: 16, right: 16) }
        return EdgeInsets(
            top: try number("top") ?? 0, left: try number("leading") ?? 0,
            bottom: try number("bottom") ?? 0, right: try number("trailing") ?? 0)
    }
}
