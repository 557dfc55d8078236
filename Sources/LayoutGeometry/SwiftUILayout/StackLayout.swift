extension SwiftUILayout {
    /// Working storage for one stack pass, kept per recursion depth by the engine and reused. After a placing
    /// pass it holds each child's proposal, size and origin (in the stack's coordinates) until released.
    ///
    /// Plain buffers of trivial values, grown (never shrunk) as a wider stack needs: a pass writes them without
    /// copy-on-write checks or allocation. Each buffer views the first `n` elements after ``reset(_:)``.
    final class Scratch {
        typealias Buffer<T> = UnsafeMutableBufferPointer<T>
        @exclusivity(unchecked) private(set) var gaps = Buffer<Double>(start: nil, count: 0)
        @exclusivity(unchecked) private(set) var proposals = Buffer<ProposedSize>(start: nil, count: 0)
        @exclusivity(unchecked) private(set) var sizes = Buffer<Size>(start: nil, count: 0)
        @exclusivity(unchecked) private(set) var minimum = Buffer<Double?>(start: nil, count: 0)
        @exclusivity(unchecked) private(set) var maximum = Buffer<Double?>(start: nil, count: 0)
        @exclusivity(unchecked) private(set) var order = Buffer<Int>(start: nil, count: 0)
        @exclusivity(unchecked) private(set) var origins = Buffer<Point>(start: nil, count: 0)
        @exclusivity(unchecked) private var capacity = 0

        /// Empties the storage for `n` children: no gaps, no minimum or maximum known, source order.
        func reset(_ n: Int) {
            if n > capacity {
                release()
                capacity = Swift.max(n, 2 * capacity, 8)
                gaps = .allocate(capacity: capacity)
                proposals = .allocate(capacity: capacity)
                sizes = .allocate(capacity: capacity)
                minimum = .allocate(capacity: capacity)
                maximum = .allocate(capacity: capacity)
                order = .allocate(capacity: capacity)
                origins = .allocate(capacity: capacity)
            }
            gaps = UnsafeMutableBufferPointer(start: gaps.baseAddress, count: n)
            proposals = UnsafeMutableBufferPointer(start: proposals.baseAddress, count: n)
            sizes = UnsafeMutableBufferPointer(start: sizes.baseAddress, count: n)
            minimum = UnsafeMutableBufferPointer(start: minimum.baseAddress, count: n)
            maximum = UnsafeMutableBufferPointer(start: maximum.baseAddress, count: n)
            order = UnsafeMutableBufferPointer(start: order.baseAddress, count: n)
            origins = UnsafeMutableBufferPointer(start: origins.baseAddress, count: n)
            for k in 0..<n {
                gaps[k] = 0
                proposals[k] = .unspecified
                sizes[k] = .zero
                minimum[k] = nil
                maximum[k] = nil
                order[k] = k
                origins[k] = Point(x: 0, y: 0)
            }
        }

        private func release() {
            gaps.baseAddress?.deallocate()
            proposals.baseAddress?.deallocate()
            sizes.baseAddress?.deallocate()
            minimum.baseAddress?.deallocate()
            maximum.baseAddress?.deallocate()
            order.baseAddress?.deallocate()
            origins.baseAddress?.deallocate()
        }

        deinit { release() }
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
    ///   - placing: Whether this is the placement pass: the children's proposals, sizes and origins are then left
    ///     in the scratch of this nesting level (``placedScratch``), held until ``releaseScratch()``.
    /// - Returns: The stack's size.
    ///
    /// objc.io's measured case: 150 × 100 to `HStack(spacing: 0) { Rectangle().frame(maxWidth: 100);
    /// Rectangle().frame(minWidth: 100) }` → the first (flexibility 100) is offered 75 and takes 75, the second
    /// (unbounded) is offered 75 and takes 100.
    func arrange(
        _ index: Int, axis: Axis, spacing: Double?, fraction: Double,
        _ p: ProposedSize, placing: Bool = false
    ) -> Size {
        let first = tree.childStart[index]
        let n = tree.childCount[index]
        @inline(__always) func kid(_ k: Int) -> Int { tree.children[first + k] }
        // Per-child working storage, reused by every stack pass at this recursion depth (no allocation per pass).
        let s = scratch(count: n)
        defer { if !placing { releaseScratch() } }
        for k in 1..<Swift.max(n, 1) {
            s.gaps[k] = spacing ?? tree.spacing[kid(k - 1)].distance(to: tree.spacing[kid(k)], along: axis)
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
                let m = along(size(kid(k), proposal(0)))
                s.minimum[k] = m
                return m
            }
            func upper(_ k: Int) -> Double {
                if let m = s.maximum[k] { return m }
                let m = along(size(kid(k), proposal(.infinity)))
                s.maximum[k] = m
                return m
            }
            let priority = { (k: Int) in self.tree.priority[kid(k)] }
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
                    s.sizes[k] = size(kid(k), s.proposals[k])
                    let left = available - along(s.sizes[k])
                    if !left.isNaN { available = left }
                }
                start = end
            }
        } else {
            for k in 0..<n {
                s.proposals[k] = proposal(nil)
                s.sizes[k] = size(kid(k), s.proposals[k])
            }
        }
        // Cross axis: each child's guide at 0; the stack spans the union of their extents and 0.
        // A child's guide is its explicit one if it sets it (`dimensions[minorAxisAlignment]`).
        let horizontalGuide = axis == .vertical
        var low = 0.0, high = 0.0
        for k in 0..<n {
            let start = -guide(kid(k), horizontal: horizontalGuide, fraction, s.sizes[k])
            low = Swift.min(low, start)
            high = Swift.max(high, start + across(s.sizes[k]))
        }
        var position = 0.0
        for k in 0..<n {
            let majorOrigin = position + s.gaps[k]
            if placing {
                let minorOrigin = -guide(kid(k), horizontal: horizontalGuide, fraction, s.sizes[k]) - low
                s.origins[k] =
                    axis == .horizontal
                    ? Point(x: majorOrigin, y: minorOrigin)
                    : Point(x: minorOrigin, y: majorOrigin)
            }
            position = majorOrigin + along(s.sizes[k])
        }
        let thickness = high - low
        return axis == .horizontal ? Size(width: position, height: thickness) : Size(width: thickness, height: position)
    }

    /// The order in which a stack offers space: a stable insertion sort by priority (descending), then by
    /// flexibility (`_LayoutTraits.FlexibilityEstimate`: smaller `max − min` first; two unbounded ones by larger
    /// minimum first). Lengths are measured only for children whose priorities tie, as SwiftUI does. Its comparisons
    /// are charged to the work budget (``charge(_:)``).
    private func sortFittingOrder(
        _ s: SwiftUILayout.Scratch, priority: (Int) -> Double, lower: (Int) -> Double,
        upper: (Int) -> Double
    ) {
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
        var comparisons = 0
        for i in s.order.indices.dropFirst() {
            var j = i
            comparisons += 1
            while j > 0 && precedes(s.order[j], s.order[j - 1]) {
                s.order.swapAt(j, j - 1)
                j -= 1
                comparisons += 1
            }
        }
        // Quadratic at worst (a wide stack sorted the longest way): charged to the work budget.
        charge(comparisons / Self.sortComparisonsPerUnit)
    }

    /// A ZStack's children aligned for proposal `q`: each is proposed `q` and its alignment guide (explicit or not)
    /// is put on the furthest guide among the highest-priority children (OpenSwiftUI `ZStack.swift`, commit
    /// 069dd80b, lines 151–172); the stack is the union of those children's frames as aligned
    /// (swiftuifieldguide.com/layout/zstack: "the reported size of the ZStack is the union of all the frames of the
    /// children", the badge example growing the button), lower-priority children aside; OpenSwiftUI's own
    /// `sizeThatFits` (lines 199–219) takes the largest child's size, which the published behaviour contradicts.
    /// Without explicit guides the union is the largest child's size; an axis on which a child is infinite is
    /// infinite.
    /// - Returns: The size, the common guide and the union's top-left corner, both in the coordinates where a
    ///   child's origin is `guide − its own guide` (placing subtracts `low`); `low` is 0 on an infinite axis.
    ///
    /// `ZStack(alignment: .topTrailing) { Fixed(150, 50); Fixed(30, 30).alignmentGuide(.top) { $0.height / 2 }
    /// .alignmentGuide(.trailing) { $0.width / 2 } }` → guide (150, 15); the button at (0, 15), the badge at
    /// (135, 0); low (0, 0); size 165 × 65.
    func zStackUnion(
        _ index: Int, _ alignment: SwiftUILayout.Alignment, _ q: ProposedSize
    ) -> (size: Size, guide: Point, low: Point) {
        let count = tree.childCount[index]
        let zero = Point(x: 0, y: 0)
        guard count > 0 else { return (.zero, zero, zero) }
        var top = -Double.infinity
        for k in 0..<count { top = Swift.max(top, tree.priority[tree.child(index, k)]) }
        let h = alignment.horizontal.fraction, v = alignment.vertical.fraction
        var guideX = -Double.infinity, guideY = -Double.infinity
        var largest = Size.zero
        for k in 0..<count where tree.priority[tree.child(index, k)] == top {
            let kid = tree.child(index, k)
            let s = size(kid, q)
            guideX = Swift.max(guideX, guide(kid, horizontal: true, h, s))
            guideY = Swift.max(guideY, guide(kid, horizontal: false, v, s))
            largest = Size(width: Swift.max(largest.width, s.width), height: Swift.max(largest.height, s.height))
        }
        // Default guides (a fraction in [0, 1] of each child's size) put the largest child at 0 and every other
        // inside it: the union is the largest size, without the rounding of `(guide − own guide) + size`.
        guard tree.hasGuides else { return (largest, Point(x: guideX, y: guideY), zero) }
        var low = Point(x: Double.infinity, y: Double.infinity)
        var high = Point(x: -Double.infinity, y: -Double.infinity)
        for k in 0..<count where tree.priority[tree.child(index, k)] == top {
            let kid = tree.child(index, k)
            let s = size(kid, q)
            let x = guideX - guide(kid, horizontal: true, h, s), y = guideY - guide(kid, horizontal: false, v, s)
            low = Point(x: Swift.min(low.x, x), y: Swift.min(low.y, y))
            high = Point(x: Swift.max(high.x, x + s.width), y: Swift.max(high.y, y + s.height))
        }
        let wide = largest.width.isFinite, tall = largest.height.isFinite
        return (
            Size(width: wide ? high.x - low.x : largest.width, height: tall ? high.y - low.y : largest.height),
            Point(x: guideX, y: guideY), Point(x: wide ? low.x : 0, y: tall ? low.y : 0)
        )
    }
}
