extension SwiftUILayout {
    /// Where an HStack or VStack puts its children for one proposal, in the stack's own coordinates.
    struct Arrangement {
        var proposals: [ProposedSize]
        var sizes: [Size]
        var origins: [Point]
        var size: Size
    }
}

extension SwiftUILayout.Engine {
    typealias Axis = SwiftUILayout.Axis

    /// Lays out an HStack's or VStack's children for a proposal (OpenSwiftUI `StackLayout.placeChildren`).
    ///
    /// With a major-axis proposal, children are sorted by layout priority (descending), then by flexibility —
    /// the difference between the lengths they take when offered 0 and ∞ along the axis (least flexible first;
    /// between two unbounded ones the larger minimum first; equal flexibility keeps source order, which is where
    /// SwiftUI's own order can depend on layout history). The space left after the spacing is shared group by
    /// group: the first group gets it less the minimums of every lower-priority group (reserved first), each
    /// child in turn is offered what is left ÷ the children left in its group (never below 0) and takes what it
    /// takes. Without a major-axis proposal each child is asked for its ideal length. Across the axis the children
    /// are aligned on the stack's guide; the stack is as long as the children plus the spacing and as thick as
    /// the union of their aligned extents (which always includes the guide itself).
    /// - Parameters:
    ///   - index: The stack's node.
    ///   - axis: `.horizontal` for an HStack.
    ///   - spacing: The uniform spacing, or `nil` for each pair's own (``SwiftUILayout/EdgeSpacing``).
    ///   - fraction: The cross-axis alignment guide as a fraction of a child's thickness.
    ///   - p: The proposal.
    /// - Returns: Each child's proposal, size and origin, and the stack's size.
    ///
    /// objc.io's measured case: 150 × 100 to `HStack(spacing: 0) { Rectangle().frame(maxWidth: 100);
    /// Rectangle().frame(minWidth: 100) }` → the first (flexibility 100) is offered 75 and takes 75, the second
    /// (unbounded) is offered 75 and takes 100.
    func arrange(_ index: Int, axis: Axis, spacing: Double?, fraction: Double,
                 _ p: ProposedSize) -> SwiftUILayout.Arrangement {
        let kids = tree.nodes[index].children
        let n = kids.count
        var gaps = [Double](repeating: 0, count: n)
        for k in 1..<Swift.max(n, 1) {
            gaps[k] = spacing ?? tree.nodes[kids[k - 1]].spacing.distance(to: tree.nodes[kids[k]].spacing, along: axis)
        }
        let minor = axis == .horizontal ? p.height : p.width
        func proposal(_ major: Double?) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
        }
        func along(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
        func across(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }

        var proposals = [ProposedSize](repeating: .unspecified, count: n)
        var sizes = [Size](repeating: .zero, count: n)
        if n > 0, let major = axis == .horizontal ? p.width : p.height {
            var minimum = [Double?](repeating: nil, count: n)
            var maximum = [Double?](repeating: nil, count: n)
            func lower(_ k: Int) -> Double {
                if let m = minimum[k] { return m }
                let m = along(size(kids[k], proposal(0)))
                minimum[k] = m
                return m
            }
            func upper(_ k: Int) -> Double {
                if let m = maximum[k] { return m }
                let m = along(size(kids[k], proposal(.infinity)))
                maximum[k] = m
                return m
            }
            let priority = { (k: Int) in self.tree.nodes[kids[k]].priority }
            let order = fittingOrder(n, priority: priority, lower: lower, upper: upper)
            let first = priority(order[0])
            for k in order.reversed() where priority(k) != first { _ = lower(k) }
            var available = major - gaps.reduce(0, +)
            var start = 0
            while start < n {
                let group = priority(order[start])
                var end = start + 1
                while end < n && priority(order[end]) == group { end += 1 }
                if start == 0 {
                    available -= order[end...].reduce(0) { $0 + minimum[$1]! }
                } else {
                    available += order[start..<end].reduce(0) { $0 + minimum[$1]! }
                }
                for (taken, k) in order[start..<end].enumerated() {
                    let offer = Swift.max(available / Double(end - start - taken), 0)
                    proposals[k] = proposal(offer)
                    sizes[k] = size(kids[k], proposals[k])
                    let left = available - along(sizes[k])
                    if !left.isNaN { available = left }
                }
                start = end
            }
        } else {
            for k in 0..<n {
                proposals[k] = proposal(nil)
                sizes[k] = size(kids[k], proposals[k])
            }
        }
        // Cross axis: each child's guide at 0; the stack spans the union of their extents and 0.
        var low = 0.0, high = 0.0
        for k in 0..<n {
            let start = -SwiftUILayout.guide(fraction, across(sizes[k]))
            low = Swift.min(low, start)
            high = Swift.max(high, start + across(sizes[k]))
        }
        var origins = [Point](repeating: Point(x: 0, y: 0), count: n)
        var position = 0.0
        for k in 0..<n {
            let majorOrigin = position + gaps[k]
            let minorOrigin = -SwiftUILayout.guide(fraction, across(sizes[k])) - low
            origins[k] = axis == .horizontal ? Point(x: majorOrigin, y: minorOrigin)
                                             : Point(x: minorOrigin, y: majorOrigin)
            position = majorOrigin + along(sizes[k])
        }
        let thickness = high - low
        let total = axis == .horizontal ? Size(width: position, height: thickness)
                                        : Size(width: thickness, height: position)
        return SwiftUILayout.Arrangement(proposals: proposals, sizes: sizes, origins: origins, size: total)
    }

    /// The order in which a stack offers space: a stable insertion sort by priority (descending), then by
    /// flexibility (`_LayoutTraits.FlexibilityEstimate`: smaller `max − min` first; two unbounded ones by larger
    /// minimum first). Lengths are measured only for children whose priorities tie, as SwiftUI does.
    private func fittingOrder(_ n: Int, priority: (Int) -> Double, lower: (Int) -> Double,
                              upper: (Int) -> Double) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let (pa, pb) = (priority(a), priority(b))
            guard pa == pb else { return pa > pb }
            let (minA, maxA, minB, maxB) = (lower(a), upper(a), lower(b), upper(b))
            let flexA = maxA - minA, flexB = maxB - minB
            if flexA == flexB {
                return (flexA == .infinity ? -minA : 0) < (flexB == .infinity ? -minB : 0)
            }
            return flexA < flexB
        }
        var order = Array(0..<n)
        for i in order.indices.dropFirst() {
            var j = i
            while j > 0 && precedes(order[j], order[j - 1]) {
                order.swapAt(j, j - 1)
                j -= 1
            }
        }
        return order
    }
}
