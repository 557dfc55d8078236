import LayoutGeometry

extension SwiftUILayoutAnswers {
    /// The custom layouts (``SwiftUILayout/CustomLayout``), with the members each takes besides `type` and `id`.
    static let customLayoutMembers: [String: [String]] = [
        "EqualWidthHStack": ["spacing", "children"],
        "EqualWidthVStack": ["spacing", "children"],
        "RadialLayout": ["ranks", "children"],
        "FlowLayout": ["alignment", "spacing", "rowSpacing", "children"],
    ]
}

extension ViewReader {
    /// Reads an `EqualWidthHStack`, `EqualWidthVStack`, `RadialLayout` or `FlowLayout`.
    /// - Parameters:
    ///   - view: One of the four types.
    ///   - m: The view's members.
    ///   - path: The view's path.
    ///   - depth: Its depth.
    /// - Returns: The view.
    /// - Throws: ``SwiftUILayoutAnswers/ViewError``: a 400 for a negative or non-numeric spacing or a rank that is
    ///   not a whole number, a 422 for ranks that are not one a child.
    ///
    /// `{"type":"FlowLayout","alignment":"leading","spacing":4,"children":[…]}` →
    /// `FlowLayout(alignment: .leading, spacing: 4) { … }`; `{"type":"RadialLayout","ranks":[2,1,3],"children":[a,
    /// b,c]}` → `MyRadialLayout { a.rank(2); b.rank(1); c.rank(3) }`.
    mutating func customLayoutKind(
        _ view: ViewType, _ m: inout Members, path: String, depth: Int
    ) throws(ViewError) -> SwiftUILayout.Kind {
        switch view {
        case .equalWidthHStack, .equalWidthVStack:
            let spacing = try m.number("spacing", min: 0, nullable: true)
            let kids = try children(&m, path, depth)
            return .customLayout(
                view == .equalWidthHStack ? .equalWidthHStack(spacing: spacing) : .equalWidthVStack(spacing: spacing),
                children: kids)
        case .radialLayout:
            let ranks = try Self.ranks(m)
            let kids = try children(&m, path, depth)
            if let ranks, ranks.count != kids.count {
                throw m.conflict(
                    "ranks",
                    "of \(ranks.count) values for \(kids.count) children; give one rank a child (the "
                        + "sample's Rank layout value) or none.")
            }
            return .customLayout(.radial(ranks: ranks), children: kids)
        default:
            let alignment = try m.alignment()
            let spacing = try m.number("spacing", min: 0, nullable: true)
            let rowSpacing = try m.number("rowSpacing", min: 0, nullable: true)
            let kids = try children(&m, path, depth)
            return .customLayout(
                .flow(alignment: alignment, spacing: spacing, rowSpacing: rowSpacing), children: kids)
        }
    }

    /// `ranks`: whole numbers from −1,000,000 to 1,000,000, at most one a view the tree may hold.
    private static func ranks(_ m: Members) throws(ViewError) -> [Int]? {
        guard let value = m.object["ranks"] else { return nil }
        guard case .array(let items) = value, items.count <= SwiftUILayout.maximumViews else {
            throw m.fail("ranks", "that is not an array of at most \(SwiftUILayout.maximumViews) whole numbers.")
        }
        var ranks: [Int] = []
        ranks.reserveCapacity(items.count)
        for item in items {
            guard case .number(let rank) = item, rank == rank.rounded(), abs(rank) <= 1_000_000 else {
                throw m.fail("ranks", "holding \(item.typeName); each rank is a whole number from -1000000 to 1000000.")
            }
            ranks.append(Int(rank))
        }
        return ranks
    }
}
