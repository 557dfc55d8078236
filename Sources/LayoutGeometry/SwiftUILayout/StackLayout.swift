extension SwiftUILayout {
    /// Where an HStack or VStack puts its children for one proposal, in the stack's own coordinates.
    struct Arrangement {
        var proposals: [ProposedSize]
        var sizes: [Size]
        var origins: [Point]
        var size: Size
    }

    /// Working storage for one stack pass, kept per recursion depth by the engine and reused.
    final class Scratch {
        var gaps: [Double] = []
        var proposals: [ProposedSize] = []
        var sizes: [Size] = []
        var minimum: [Double?] = []
        var maximum: [Double?] = []
        var order: [Int] = []

        /// Empties the storage for `n` children, keeping its capacity.
        func reset(_ n: Int) {
            gaps.removeAll(keepingCapacity: true)
            gaps.append(contentsOf: repeatElement(0, count: n))
            proposals.removeAll(keepingCapacity: true)
            proposals.append(contentsOf: repeatElement(.unspecified, count: n))
            sizes.removeAll(keepingCapacity: true)
            sizes.append(contentsOf: repeatElement(.zero, count: n))
            minimum.removeAll(keepingCapacity: true)
            minimum.append(contentsOf: repeatElement(nil, count: n))
            maximum.removeAll(keepingCapacity: true)
            maximum.append(contentsOf: repeatElement(nil, count: n))
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: 0..<n)
        }
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
                 _ p: ProposedSize, placing: Bool = false) -> SwiftUILayout.Arrangement {
        let kids = tree.nodes[index].children
        let n = kids.count
        // Per-child working storage, reused by every stack pass at this recursion depth (no allocation per pass).
        let s = scratch(count: n)
        defer { releaseScratch() }
        for k in 1..<Swift.max(n, 1) {
            s.gaps[k] = spacing ?? tree.nodes[kids[k - 1]].spacing.distance(to: tree.nodes[kids[k]].spacing,
                                                                           along: axis)
        }
        let minor = axis == .horizontal ? p.height : p.width
        func proposal(_ major: Double?) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
        }
        func along(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
        func across(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }

        if n > 0, let major = axis == .horizontal ? p.width : p.height {
            func lower(_ k: Int) -> Double {
                if let m = s.minimum[k] { return m }
                let m = along(size(kids[k], proposal(0)))
                s.minimum[k] = m
                return m
            }
            func upper(_ k: Int) -> Double {
                if let m = s.maximum[k] { return m }
                let m = along(size(kids[k], proposal(.infinity)))
                s.maximum[k] = m
                return m
            }
            let priority = { (k: Int) in self.tree.nodes[kids[k]].priority }
            sortFittingOrder(s, priority: priority, lower: lower, upper: upper)
            let first = priority(s.order[0])
            for k in s.order.reversed() where priority(k) != first { _ = lower(k) }
            var available = major - s.gaps.reduce(0, +)
            var start = 0
            while start < n {
                let group = priority(s.order[start])
                var end = start + 1
                while end < n && priority(s.order[end]) == group { end += 1 }
                if start == 0 {
                    available -= s.order[end...].reduce(0) { $0 + s.minimum[$1]! }
                } else {
                    available += s.order[start..<end].reduce(0) { $0 + s.minimum[$1]! }
                }
                for taken in 0..<(end - start) {
                    let k = s.order[start + taken]
                    let offer = Swift.max(available / Double(end - start - taken), 0)
                    s.proposals[k] = proposal(offer)
                    s.sizes[k] = size(kids[k], s.proposals[k])
                    let left = available - along(s.sizes[k])
                    if !left.isNaN { available = left }
                }
                start = end
            }
        } else {
            for k in 0..<n {
                s.proposals[k] = proposal(nil)
                s.sizes[k] = size(kids[k], s.proposals[k])
            }
        }
        // Cross axis: each child's guide at 0; the stack spans the union of their extents and 0.
        var low = 0.0, high = 0.0
        for k in 0..<n {
            let start = -SwiftUILayout.guide(fraction, across(s.sizes[k]))
            low = Swift.min(low, start)
            high = Swift.max(high, start + across(s.sizes[k]))
        }
        var origins: [Point] = []
        if placing { origins.reserveCapacity(n) }
        var position = 0.0
        for k in 0..<n {
            let majorOrigin = position + s.gaps[k]
            if placing {
                let minorOrigin = -SwiftUILayout.guide(fraction, across(s.sizes[k])) - low
                origins.append(axis == .horizontal ? Point(x: majorOrigin, y: minorOrigin)
                                                   : Point(x: minorOrigin, y: majorOrigin))
            }
            position = majorOrigin + along(s.sizes[k])
        }
        let thickness = high - low
        let total = axis == .horizontal ? Size(width: position, height: thickness)
                                        : Size(width: thickness, height: position)
        // Only the placement pass needs the children's geometry; measuring returns the size alone.
        return SwiftUILayout.Arrangement(proposals: placing ? s.proposals : [], sizes: placing ? s.sizes : [],
                                         origins: origins, size: total)
    }

    /// The order in which a stack offers space: a stable insertion sort by priority (descending), then by
    /// flexibility (`_LayoutTraits.FlexibilityEstimate`: smaller `max − min` first; two unbounded ones by larger
    /// minimum first). Lengths are measured only for children whose priorities tie, as SwiftUI does.
    private func sortFittingOrder(_ s: SwiftUILayout.Scratch, priority: (Int) -> Double, lower: (Int) -> Double,
                                  upper: (Int) -> Double) {
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
        for i in s.order.indices.dropFirst() {
            var j = i
            while j > 0 && precedes(s.order[j], s.order[j - 1]) {
                s.order.swapAt(j, j - 1)
                j -= 1
            }
        }
    }
}
