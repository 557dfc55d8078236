extension SwiftUILayout.Engine {
    /// A custom layout's `sizeThatFits` (``SwiftUILayout/CustomLayout``): each child's ideal size is one size
    /// request, cached, as a stack's are.
    ///
    /// `EqualWidthHStack` over Fixed 60 × 44, 100 × 44 and 80 × 44 → 316 × 44 (three 100s and two gaps of 8).
    func customLayoutSize(_ index: Int, _ layout: SwiftUILayout.CustomLayout, _ p: ProposedSize) -> Size {
        let n = tree.childCount[index]
        switch layout {
        case .equalWidthHStack(let spacing), .equalWidthVStack(let spacing):
            guard n > 0 else { return .zero }
            let horizontal: Bool
            if case .equalWidthHStack = layout { horizontal = true } else { horizontal = false }
            let m = maxIdealSize(index)
            var total = 0.0
            for k in 0..<n { total = total + equalGap(index, k, spacing, horizontal: horizontal) }
            return horizontal
                ? Size(width: m.width * Double(n) + total, height: m.height)
                : Size(width: m.width, height: m.height * Double(n) + total)
        case .radial:
            return p.replacingUnspecifiedDimensions()
        case .flow(_, let spacing, let rowSpacing):
            return flowRows(index, spacing, rowSpacing, width: p.replacingUnspecifiedDimensions().width).bounds
        }
    }

    /// The largest ideal width and height among a layout's children (`maxSize(subviews:)`, from 0 × 0).
    func maxIdealSize(_ index: Int) -> Size {
        var m = Size.zero
        for k in 0..<tree.childCount[index] {
            let s = size(tree.child(index, k), .unspecified)
            m = Size(width: Swift.max(m.width, s.width), height: Swift.max(m.height, s.height))
        }
        return m
    }

    /// The gap after child `k` of an equal-width stack (`spacing(subviews:)`): 0 after the last, else `spacing` or
    /// the child's preferred spacing to the next along the stack's axis.
    func equalGap(_ index: Int, _ k: Int, _ spacing: Double?, horizontal: Bool) -> Double {
        guard k < tree.childCount[index] - 1 else { return 0 }
        if let spacing { return spacing }
        return tree.spacing[tree.child(index, k)].distance(
            to: tree.spacing[tree.child(index, k + 1)], along: horizontal ? .horizontal : .vertical)
    }

    /// A flow layout's rows (Food Truck's `FlowResult`): each child's ideal size, its x within its row, and each
    /// row's first child, top, width and height; `bounds` is the layout's size.
    struct FlowRows {
        var bounds = Size.zero
        var ideal: [Size] = []
        var x: [Double] = []
        var rows: [(first: Int, minY: Double, width: Double, height: Double)] = []
    }

    /// Lays out a flow layout's rows for `maxPossibleWidth` as `FlowResult.init` does, step by step.
    func flowRows(_ index: Int, _ spacing: Double?, _ rowSpacing: Double?, width maxPossibleWidth: Double) -> FlowRows {
        let n = tree.childCount[index]
        var result = FlowRows()
        result.ideal.reserveCapacity(n)
        result.x.reserveCapacity(n)
        var itemsInRow = 0
        var remainingWidth = maxPossibleWidth.isFinite ? maxPossibleWidth : .greatestFiniteMagnitude
        var rowMinY = 0.0, rowHeight = 0.0
        let ySpacing = rowSpacing ?? spacing ?? SwiftUILayout.systemSpacing
        func spacingBefore(_ k: Int) -> Double {
            guard itemsInRow > 0 else { return 0 }
            return spacing
                ?? tree.spacing[tree.child(index, k - 1)].distance(
                    to: tree.spacing[tree.child(index, k)], along: .horizontal)
        }
        func finalizeRow(_ last: Int) {
            let rowWidth = maxPossibleWidth - remainingWidth
            result.rows.append((last - Swift.max(itemsInRow - 1, 0), rowMinY, rowWidth, rowHeight))
            result.bounds.width = Swift.max(result.bounds.width, rowWidth)
            result.bounds.height += rowHeight + (result.rows.count > 1 ? ySpacing : 0)
            rowMinY += rowHeight + ySpacing
            itemsInRow = 0
            rowHeight = 0
            remainingWidth = maxPossibleWidth
        }
        for k in 0..<n {
            let ideal = size(tree.child(index, k), .unspecified)
            result.ideal.append(ideal)
            if k != 0 && ideal.width + spacingBefore(k) > remainingWidth { finalizeRow(Swift.max(k - 1, 0)) }
            let width = ideal.width + spacingBefore(k)
            result.x.append(maxPossibleWidth - remainingWidth + spacingBefore(k))
            remainingWidth -= width
            rowHeight = Swift.max(rowHeight, ideal.height)
            itemsInRow += 1
            if k == n - 1 { finalizeRow(k) }
        }
        return result
    }
}

extension SwiftUILayout.Placer {
    /// Places a custom layout's children as its `placeSubviews` does (``SwiftUILayout/CustomLayout``), in the
    /// layout's bounds: `origin` and `size`, for the proposal `p` it was given.
    mutating func placeCustomLayout(
        _ index: Int, _ layout: SwiftUILayout.CustomLayout, _ p: ProposedSize, _ size: Size, _ origin: Point
    ) {
        let n = engine.tree.childCount[index]
        guard n > 0 else { return }
        switch layout {
        case .equalWidthHStack(let spacing):
            let m = engine.maxIdealSize(index)
            let q = ProposedSize(width: m.width, height: m.height)
            let midY = origin.y + size.height / 2
            var nextX = origin.x + m.width / 2
            for k in 0..<n {
                let kid = engine.tree.child(index, k)
                let s = engine.size(kid, q)
                place(kid, q, at: Point(x: nextX - s.width * 0.5, y: midY - s.height * 0.5), known: s)
                nextX += m.width + engine.equalGap(index, k, spacing, horizontal: true)
            }
        case .equalWidthVStack(let spacing):
            let m = engine.maxIdealSize(index)
            let q = ProposedSize(width: m.width, height: size.height)
            let midX = origin.x + size.width / 2
            var nextY = origin.y + m.height / 2
            for k in 0..<n {
                let kid = engine.tree.child(index, k)
                let s = engine.size(kid, q)
                place(kid, q, at: Point(x: midX - s.width * 0.5, y: nextY - s.height * 0.5), known: s)
                nextY += m.height + engine.equalGap(index, k, spacing, horizontal: false)
            }
        case .radial(let ranks):
            let radius = Swift.min(size.width, size.height) / 3.0
            let angle = (360.0 / Double(n)) * (Double.pi / 180)
            let offset = SwiftUILayout.CustomLayout.radialOffset(ranks ?? [Int](repeating: 1, count: n))
            let mid = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
            for k in 0..<n {
                // `CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle:))`: (r sin θ, −r cos θ).
                let (sin, cos) = SwiftUILayout.CustomLayout.sinCos(angle * Double(k) + offset)
                let kid = engine.tree.child(index, k)
                let s = engine.size(kid, .unspecified)
                let center = Point(x: sin * radius + mid.x, y: -(cos * radius) + mid.y)
                place(
                    kid, .unspecified, at: Point(x: center.x - s.width * 0.5, y: center.y - s.height * 0.5),
                    known: s)
            }
        case .flow(let alignment, let spacing, let rowSpacing):
            let result = engine.flowRows(index, spacing, rowSpacing, width: p.replacingUnspecifiedDimensions().width)
            let h = alignment.horizontal.fraction, v = alignment.vertical.fraction
            for (r, row) in result.rows.enumerated() {
                let end = r + 1 < result.rows.count ? result.rows[r + 1].first : n
                let rowXOffset = (size.width - row.width) * h
                for k in row.first..<end {
                    let ideal = result.ideal[k]
                    let x = rowXOffset + 0 + result.x[k] + origin.x
                    let y = row.minY + (row.height - ideal.height) * v + origin.y
                    place(engine.tree.child(index, k), .unspecified, at: Point(x: x, y: y), known: ideal)
                }
            }
        }
    }
}
