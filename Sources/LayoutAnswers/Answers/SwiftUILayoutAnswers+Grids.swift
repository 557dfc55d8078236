import LayoutGeometry

extension Members {
    /// A `LazyVGrid`'s `columns` or a `LazyHGrid`'s `rows`, its `spacing` and `alignment` (a horizontal alignment for
    /// a LazyVGrid, a vertical one for a LazyHGrid; the cells' default, centred along the grid).
    /// - Parameter vertical: Whether the view is a `LazyVGrid`.
    /// - Returns: The grid's definition, its children read apart.
    /// - Throws: ``SwiftUILayoutAnswers/ViewError``: a missing or empty item list, a bad item (named by its index),
    ///   more than ``SwiftUILayout/maximumGridItems`` items (a 422).
    ///
    /// `{"type":"LazyVGrid","columns":[{"size":{"adaptive":{"minimum":80}}}]}` → one adaptive item (minimum 80,
    /// maximum ∞, spacing 8), the cells centred: SwiftUI's `LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))])`.
    func lazyGrid(vertical: Bool) throws(ViewError) -> SwiftUILayout.LazyGrid {
        let name = vertical ? "columns" : "rows"
        guard case .array(let list)? = object[name] else {
            throw fail(name, "missing or not an array; give at least one grid item, e.g. [{\"size\":\"flexible\"}].")
        }
        guard !list.isEmpty else { throw fail(name, "empty; give at least one grid item.") }
        guard list.count <= SwiftUILayout.maximumGridItems else {
            throw conflict(name, "of \(list.count) items; a grid takes at most \(SwiftUILayout.maximumGridItems).")
        }
        var items: [SwiftUILayout.GridItem] = []
        for (i, value) in list.enumerated() {
            guard case .object(let fields) = value else {
                throw fail("\(name)[\(i)]", "that is \(value.typeName); a grid item is an object.")
            }
            items.append(try Members(object: fields, path: path, type: "\(type) \(name)[\(i)]").gridItem())
        }
        let spacing = try number("spacing", nullable: true)
        var alignment = SwiftUILayout.Alignment.center
        if vertical {
            alignment.horizontal = try choice("alignment", SwiftUILayout.HorizontalAlignment.self) ?? .center
        } else {
            alignment.vertical = try choice("alignment", SwiftUILayout.VerticalAlignment.self) ?? .center
        }
        return SwiftUILayout.LazyGrid(vertical: vertical, items: items, spacing: spacing, alignment: alignment)
    }

    /// One `GridItem`: `size` (`"flexible"`, `{"fixed":n}`, `{"flexible":{"minimum":n,"maximum":n|"infinity"}}`,
    /// `{"adaptive":{…}}`; absent: flexible), `spacing` (≥ 0 or null: 8), `alignment` (absent: the grid's).
    private func gridItem() throws(ViewError) -> SwiftUILayout.GridItem {
        for key in object.keys.sorted() where !["size", "spacing", "alignment"].contains(key) {
            throw fail("an unknown member \"\(key.prefix(40))\"", "(a grid item takes size, spacing, alignment).")
        }
        let size = try gridItemSize()
        let spacing = try number("spacing", min: 0, nullable: true)
        let alignment = object["alignment"] == nil ? nil : try self.alignment()
        return SwiftUILayout.GridItem(size, spacing: spacing, alignment: alignment)
    }

    private func gridItemSize() throws(ViewError) -> SwiftUILayout.GridItemSize {
        let usage = "\"flexible\", {\"fixed\":n}, {\"flexible\":{\"minimum\":n,\"maximum\":n}} or {\"adaptive\":{…}}"
        switch object["size"] {
        case nil, .string("flexible")?: return .flexible(minimum: 10, maximum: .infinity)
        case .object(let one)? where one.count == 1:
            let (kind, value) = (one[0].key, one[0].value)
            if kind == "fixed" {
                guard case .number(let v) = value, v >= 0 else { throw fail("size", "with fixed not a number ≥ 0.") }
                return .fixed(v)
            }
            guard kind == "flexible" || kind == "adaptive", case .object(let limits) = value else {
                throw fail("size", "that is not \(usage).")
            }
            let inner = Members(object: limits, path: path, type: "\(type) \(kind)")
            for key in limits.keys.sorted() where key != "minimum" && key != "maximum" {
                throw inner.fail("an unknown member \"\(key.prefix(40))\"", "(it takes minimum and maximum).")
            }
            let minimum = try inner.number("minimum", min: 0, required: kind == "adaptive") ?? 10
            let maximum = try inner.number("maximum", min: 0, infinity: true) ?? .infinity
            guard minimum <= maximum else {
                throw inner.conflict("maximum", "below its minimum; give minimum ≤ maximum.")
            }
            if kind == "flexible" { return .flexible(minimum: minimum, maximum: maximum) }
            guard minimum > 0 else { throw inner.fail("minimum", "0; an adaptive item's minimum must be above 0.") }
            return .adaptive(minimum: minimum, maximum: maximum)
        default: throw fail("size", "that is not \(usage).")
        }
    }
}
