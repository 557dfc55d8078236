extension SwiftUILayout {
    /// The most `GridItem`s one lazy grid may define (a cap on what a client sends; an adaptive item can still stand
    /// for many tracks).
    public static let maximumGridItems = 100

    /// How one `GridItem` sizes its track across the grid (SwiftUI's `GridItem.Size`).
    public enum GridItemSize: Sendable, Hashable {
        /// Exactly this long (`.fixed(_:)`).
        case fixed(Double)
        /// Its share of the space left, clamped to `minimum ... maximum` (`.flexible(minimum: 10, maximum: ∞)`).
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit its share, each at most `maximum` (`.adaptive(minimum:)`).
        case adaptive(minimum: Double, maximum: Double)
    }

    /// One column of a `LazyVGrid` or row of a `LazyHGrid` (SwiftUI's `GridItem`): its size, the spacing after it
    /// (`nil`: the system spacing, 8) and the alignment of its cells (`nil`: the grid's).
    public struct GridItem: Sendable, Hashable {
        public var size: GridItemSize
        public var spacing: Double?
        public var alignment: Alignment?

        public init(_ size: GridItemSize, spacing: Double? = nil, alignment: Alignment? = nil) {
            (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
        }
    }

    /// A `LazyVGrid` (`vertical`) or `LazyHGrid`: its items, the spacing between its lines of cells (`nil`: 8) and
    /// the alignment its cells take where their item gives none.
    ///
    /// The rules (objc.io, "SwiftUI's Grid Views", objc.io/blog/2020/11/23/grid-layout/, and
    /// swiftuifieldguide.com/layout/lazyvgrid): across the grid, the proposed length less each item's spacing but
    /// the last's is shared out, fixed items first, then the others in order, each offered what is left ÷ the items
    /// left: a flexible item clamps it to its limits; an adaptive one fits `n = max(1, ⌊(share + s) / (minimum +
    /// s)⌋)` tracks of `min((share − (n − 1) s) / n, maximum)`. The grid is as wide as that sum, and lays its tracks
    /// out again in that width (dev.mo4tech.com/?p=305430: "repeat step 1 to render, starting with" the width
    /// found). Cells fill the tracks of each line in order, are proposed their track's length and nothing along
    /// the grid, a line is as long as its longest cell, lines are `spacing` apart.
    /// `LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))])` proposed 390 wide → 4 columns of 91.5.
    public struct LazyGrid: Sendable, Hashable {
        public var vertical: Bool
        public var items: [GridItem]
        public var spacing: Double?
        /// The cells' alignment where their item gives none: the grid's `alignment` across its lines, centred along.
        public var alignment: Alignment

        public init(vertical: Bool, items: [GridItem], spacing: Double? = nil, alignment: Alignment = .center) {
            (self.vertical, self.items, self.spacing, self.alignment) = (vertical, items, spacing, alignment)
        }

        /// One item's tracks: `count` tracks of `length`, the first at `start`, each `step` after the previous.
        struct Tracks {
            var start, length, count, step: Double
            var alignment: Alignment
        }

        /// The tracks for a proposed length across the grid and the grid's length across (both passes); an absent,
        /// infinite or NaN proposal is taken as 0 (no published rule).
        /// `LazyGrid(vertical: true, items: [GridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 10)] × 3)`
        /// for 300 → tracks at 0, 103.33, 206.67, 93.33 long; the grid 300 wide.
        func tracks(_ proposed: Double?) -> (tracks: [Tracks], across: Double) {
            let first = pass(proposed.flatMap { $0.isFinite ? $0 : nil } ?? 0)
            return (pass(first.across).tracks, first.across)
        }

        private func pass(_ length: Double) -> (tracks: [Tracks], across: Double) {
            let n = items.count
            var remaining = length
            for i in 0..<(n - 1) { remaining -= items[i].spacing ?? SwiftUILayout.systemSpacing }
            // Each track's length and count are worked out in the tracks themselves (one array, not three).
            var tracks: [Tracks] = []
            tracks.reserveCapacity(n)
            for i in 0..<n {
                let cells = items[i].alignment ?? alignment
                tracks.append(Tracks(start: 0, length: 0, count: 1, step: 0, alignment: cells))
            }
            var left = n
            for i in 0..<n {
                if case .fixed(let v) = items[i].size {
                    tracks[i].length = v
                    remaining -= v
                    left -= 1
                }
            }
            for i in 0..<n {
                let share = remaining / Double(left)
                var taken: Double
                switch items[i].size {
                case .fixed: continue
                case .flexible(let lo, let hi):
                    tracks[i].length = Swift.min(Swift.max(share, lo), hi)
                    taken = tracks[i].length
                case .adaptive(let lo, let hi):
                    let s = items[i].spacing ?? SwiftUILayout.systemSpacing, room = Swift.max(share, 0)
                    let count = Swift.max(1, ((room + s) / (lo + s)).rounded(.down))
                    tracks[i].count = count
                    tracks[i].length = Swift.min((room - (count - 1) * s) / count, hi)
                    taken = count * tracks[i].length + (count - 1) * s
                }
                remaining -= taken
                left -= 1
            }
            var position = 0.0
            for i in 0..<n {
                let s = items[i].spacing ?? SwiftUILayout.systemSpacing
                let (length, count) = (tracks[i].length, tracks[i].count)
                tracks[i].start = position
                tracks[i].step = length + s
                position += count * length + (count - 1) * s
                if i < n - 1 { position += s }
            }
            return (tracks, position)
        }

        /// How many cells one line holds: every item's tracks (at least 1), or all the cells when they fit one line.
        static func perLine(_ tracks: [Tracks], cells: Int) -> Int {
            let total = tracks.reduce(0) { $0 + $1.count }
            return total >= Double(cells) ? Swift.max(cells, 1) : Int(total)
        }

        /// The track of the `k`-th cell of a line: its start, its length and its cells' alignment.
        static func track(_ tracks: [Tracks], _ k: Int) -> (start: Double, length: Double, alignment: Alignment) {
            var k = Double(k)
            for t in tracks {
                if k < t.count { return (t.start + k * t.step, t.length, t.alignment) }
                k -= t.count
            }
            preconditionFailure("a cell beyond its line")
        }

        func validate(path: String) throws(Failure) {
            guard !items.isEmpty, items.count <= SwiftUILayout.maximumGridItems else {
                throw .invalid(path: path, reason: "a lazy grid needs 1 to \(SwiftUILayout.maximumGridItems) items")
            }
            if let spacing, !spacing.isFinite { throw .invalid(path: path, reason: "spacing must be a finite number") }
            for item in items {
                if let s = item.spacing, !(s.isFinite && s >= 0) {
                    throw .invalid(path: path, reason: "a grid item's spacing must be a finite number ≥ 0")
                }
                switch item.size {
                case .fixed(let v) where !(v.isFinite && v >= 0):
                    throw .invalid(path: path, reason: "a fixed grid item's size must be a finite number ≥ 0")
                case .flexible(let lo, let hi) where !(lo.isFinite && lo >= 0 && hi >= lo):
                    throw .invalid(path: path, reason: "a flexible grid item needs 0 ≤ minimum ≤ maximum")
                case .adaptive(let lo, let hi) where !(lo.isFinite && lo > 0 && hi >= lo):
                    throw .invalid(path: path, reason: "an adaptive grid item needs 0 < minimum ≤ maximum")
                default: break
                }
            }
        }
    }
}

extension SwiftUILayout.Engine {
    /// A lazy grid's size: across, its tracks' length (``SwiftUILayout/LazyGrid``); along, its lines and the
    /// spacing between them, whatever was proposed along.
    func lazyGridSize(_ index: Int, _ grid: SwiftUILayout.LazyGrid, _ p: ProposedSize) -> Size {
        let (tracks, across) = grid.tracks(grid.vertical ? p.width : p.height)
        var along = 0.0
        forEachLazyGridLine(index, grid, tracks) { along = $0 + $1 }
        return grid.vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// Each line of cells' start and length along the grid.
    func lazyGridLines(
        _ index: Int, _ grid: SwiftUILayout.LazyGrid,
        _ tracks: [SwiftUILayout.LazyGrid.Tracks]
    ) -> [(start: Double, length: Double)] {
        var lines: [(start: Double, length: Double)] = []
        forEachLazyGridLine(index, grid, tracks) { lines.append(($0, $1)) }
        return lines
    }

    /// Calls `line` with each line of cells' start and length along the grid, in order (no array kept).
    private func forEachLazyGridLine(
        _ index: Int, _ grid: SwiftUILayout.LazyGrid,
        _ tracks: [SwiftUILayout.LazyGrid.Tracks], _ line: (Double, Double) -> Void
    ) {
        let cells = tree.childCount[index]
        let perLine = SwiftUILayout.LazyGrid.perLine(tracks, cells: cells)
        var position = 0.0
        var k = 0
        while k < cells {
            var longest = 0.0
            for j in 0..<Swift.min(perLine, cells - k) {
                let s = size(tree.child(index, k + j), lazyCellProposal(grid, SwiftUILayout.LazyGrid.track(tracks, j)))
                longest = Swift.max(longest, grid.vertical ? s.height : s.width)
            }
            if k > 0 { position += grid.spacing ?? SwiftUILayout.systemSpacing }
            line(position, longest)
            position += longest
            k += perLine
        }
    }

    /// A cell's proposal: its track's length across the grid, nothing along it.
    func lazyCellProposal(
        _ grid: SwiftUILayout.LazyGrid,
        _ track: (start: Double, length: Double, alignment: SwiftUILayout.Alignment)
    ) -> ProposedSize {
        grid.vertical ? ProposedSize(width: track.length, height: nil) : ProposedSize(width: nil, height: track.length)
    }
}

extension SwiftUILayout.Placer {
    /// Places a lazy grid's cells: each aligned in the rectangle of its track and its line.
    mutating func placeLazyGrid(_ index: Int, _ grid: SwiftUILayout.LazyGrid, _ p: ProposedSize, _ origin: Point) {
        let (tracks, _) = grid.tracks(grid.vertical ? p.width : p.height)
        let lines = engine.lazyGridLines(index, grid, tracks)
        let cells = engine.tree.childCount[index]
        let perLine = SwiftUILayout.LazyGrid.perLine(tracks, cells: cells)
        for k in 0..<cells {
            let track = SwiftUILayout.LazyGrid.track(tracks, k % perLine)
            let line = lines[k / perLine]
            let kid = engine.tree.child(index, k)
            let q = engine.lazyCellProposal(grid, track)
            let s = engine.size(kid, q)
            let h = track.alignment.horizontal.fraction, v = track.alignment.vertical.fraction
            let (x, w) = grid.vertical ? (track.start, track.length) : (line.start, line.length)
            let (y, ht) = grid.vertical ? (line.start, line.length) : (track.start, track.length)
            place(
                kid, q,
                at: Point(
                    x: (origin.x + x) + (SwiftUILayout.guide(h, w) - SwiftUILayout.guide(h, s.width)),
                    y: (origin.y + y) + (SwiftUILayout.guide(v, ht) - SwiftUILayout.guide(v, s.height))), known: s)
        }
    }
}
