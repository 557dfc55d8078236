import LayoutGeometry

extension SwiftUILayoutAnswers {
    /// `Grid`, `GridRow` and the grid cell modifiers, with the members each takes besides `type` and `id`.
    static let gridMembers: [String: [String]] = [
        "Grid": ["horizontalSpacing", "verticalSpacing", "alignment", "children"],
        "GridRow": ["alignment", "children"],
        "gridCellColumns": ["count", "content"],
        "gridColumnAlignment": ["alignment", "content"],
        "gridCellUnsizedAxes": ["axes", "content"],
        "gridCellAnchor": ["x", "y", "content"],
    ]
}

extension ViewReader {
    /// Reads a `Grid`, a `GridRow` or a grid cell modifier.
    /// - Parameters:
    ///   - type: One of ``SwiftUILayoutAnswers/gridMembers``' types.
    ///   - m: The view's members.
    ///   - path: The view's path.
    ///   - depth: Its depth.
    /// - Returns: The view.
    /// - Throws: ``SwiftUILayoutAnswers/ViewError`` (400) for a missing or bad member.
    ///
    /// `{"type":"Grid","horizontalSpacing":0,"children":[{"type":"GridRow","children":[…]}]}` →
    /// `Grid(horizontalSpacing: 0) { GridRow { … } }`; `{"type":"gridCellColumns","count":2,"content":…}` →
    /// `.gridCellColumns(2)`; `{"type":"gridCellAnchor","x":0,"y":1,"content":…}` →
    /// `.gridCellAnchor(UnitPoint(x: 0, y: 1))` (`.bottomLeading`); `gridCellUnsizedAxes` without `axes` takes both,
    /// `gridCellAnchor` without `x` or `y` takes 0.5 there (`UnitPoint.center`).
    mutating func gridKind(
        _ type: String, _ m: inout Members, path: String, depth: Int
    ) throws(ViewError) -> SwiftUILayout.Kind {
        switch type {
        case "Grid":
            let h = try m.number("horizontalSpacing", nullable: true)
            let v = try m.number("verticalSpacing", nullable: true)
            let alignment = try m.alignment()
            let kids = try children(&m, path, depth)
            return .grid(
                SwiftUILayout.GridSpec(horizontalSpacing: h, verticalSpacing: v, alignment: alignment), children: kids)
        case "GridRow":
            let alignment = try m.choice("alignment", SwiftUILayout.VerticalAlignment.self)
            let kids = try children(&m, path, depth)
            return .gridRow(alignment: alignment, children: kids)
        default:
            let trait = try cellTrait(type, m)
            let content = try node(m.required("content"), path: path + ".0", depth: depth + 1)
            return .gridCell(trait, content: content)
        }
    }

    private func cellTrait(_ type: String, _ m: Members) throws(ViewError) -> SwiftUILayout.GridCellTrait {
        switch type {
        case "gridCellColumns":
            let count = try m.number("count", min: 1, required: true)!
            guard count == count.rounded(), count <= Double(SwiftUILayout.maximumViews) else {
                throw m.fail(
                    "count",
                    "\(NumberText.short(count)); it must be a whole number of columns, 1 to "
                        + "\(SwiftUILayout.maximumViews).")
            }
            return .columns(Int(count))
        case "gridColumnAlignment":
            guard let a = try m.choice("alignment", SwiftUILayout.HorizontalAlignment.self) else {
                throw m.fail("no alignment", "; give leading, center or trailing.")
            }
            return .columnAlignment(a)
        case "gridCellUnsizedAxes":
            let axes = try m.choice("axes", FitAxes.self) ?? .both
            return .unsizedAxes(horizontal: axes != .vertical, vertical: axes != .horizontal)
        default:  // "gridCellAnchor": absent coordinates are the centre's (UnitPoint.center)
            let x = try m.number("x") ?? 0.5
            let y = try m.number("y") ?? 0.5
            return .anchor(x: x, y: y)
        }
    }
}
