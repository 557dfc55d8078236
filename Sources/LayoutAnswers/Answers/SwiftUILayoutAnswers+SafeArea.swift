import LayoutGeometry

/// The members of the safe-area modifiers (`ignoresSafeArea`, `safeAreaPadding`, `safeAreaInset`), read with checks
/// that name the node's path and the member.
extension Members {
    /// `edges` (SwiftUI's `Edge.Set`): absent → `.all`; a name (`all`, `horizontal`, `vertical`, `top`, `leading`,
    /// `bottom`, `trailing`) or an array of names, e.g. `["top", "bottom"]`.
    func edges() throws(ViewError) -> SwiftUILayout.Edges {
        let names: [String: SwiftUILayout.Edges] = [
            "all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top, "leading": .leading,
            "bottom": .bottom, "trailing": .trailing,
        ]
        let list = "all, horizontal, vertical, top, leading, bottom, trailing"
        func edge(_ value: JSONValue) throws(ViewError) -> SwiftUILayout.Edges {
            guard case .string(let text) = value, let found = names[text] else {
                let got = if case .string(let text) = value { "\"\(text.prefix(40))\"" } else { value.typeName }
                throw fail("edges", "\(got); use one of \(list), or an array of them.")
            }
            return found
        }
        switch object["edges"] {
        case nil: return .all
        case .array(let items)?:
            guard items.count <= 7 else { throw fail("edges", "with \(items.count) names; give at most 7.") }
            var set: SwiftUILayout.Edges = []
            for item in items { set.formUnion(try edge(item)) }
            return set
        case let value?: return try edge(value)
        }
    }

    /// `.safeAreaPadding(edges, length)` (`edges` default all, `length` null or absent: 16, the default padding), or
    /// `.safeAreaPadding(EdgeInsets)` by `top`, `leading`, `bottom`, `trailing` (the others 0); lengths ≥ 0.
    func safeAreaPadding() throws(ViewError) -> EdgeInsets {
        let sides = ["top", "leading", "bottom", "trailing"].filter { object[$0] != nil }
        if let side = sides.first, let other = ["edges", "length"].first(where: { object[$0] != nil }) {
            throw conflict(side, "and \(other); give edges and length, or top, leading, bottom and trailing.")
        }
        if !sides.isEmpty {
            return EdgeInsets(
                top: try number("top", min: 0) ?? 0, left: try number("leading", min: 0) ?? 0,
                bottom: try number("bottom", min: 0) ?? 0, right: try number("trailing", min: 0) ?? 0)
        }
        let edges = try self.edges()
        let length = try number("length", min: 0, nullable: true) ?? 16
        return EdgeInsets(
            top: edges.contains(.top) ? length : 0, left: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, right: edges.contains(.trailing) ? length : 0)
    }

    /// `safeAreaInset`'s `alignment` across its edge, as a fraction: leading, center or trailing (0, ½, 1) for a top or
    /// bottom inset; top, center or bottom for a leading or trailing one. `alignment: "bottom"` on a top inset is
    /// valid alone and refused with this edge (a 422).
    func insetAlignment(_ edge: SwiftUILayout.Edge) throws(ViewError) -> Double {
        let across = edge == .top || edge == .bottom ? ["top", "bottom"] : ["leading", "trailing"]
        if case .string(let text)? = object["alignment"], across.contains(text) {
            throw conflict(
                "alignment",
                "\"\(text)\" with edge \(edge.rawValue); a \(edge.rawValue) inset aligns "
                    + (across[0] == "top" ? "leading, center or trailing." : "top, center or bottom."))
        }
        if edge == .top || edge == .bottom {
            return (try choice("alignment", SwiftUILayout.HorizontalAlignment.self) ?? .center).fraction
        }
        return (try choice("alignment", SwiftUILayout.VerticalAlignment.self) ?? .center).fraction
    }
}
