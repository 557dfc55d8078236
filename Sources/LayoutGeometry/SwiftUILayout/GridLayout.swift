extension SwiftUILayout {
    /// A `Grid`'s own values (`Grid(alignment:horizontalSpacing:verticalSpacing:content:)`): the spacing between
    /// columns and between rows (`nil`: the platform's default, taken as the system spacing, 8) and the alignment
    /// of its cells where no row, column or anchor says otherwise.
    public struct GridSpec: Sendable, Hashable {
        public var horizontalSpacing: Double?
        public var verticalSpacing: Double?
        public var alignment: Alignment

        public init(horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, alignment: Alignment = .center) {
            (self.horizontalSpacing, self.verticalSpacing, self.alignment) =
                (horizontalSpacing, verticalSpacing, alignment)
        }

        func validate(path: String) throws(Failure) {
            for (value, name) in [(horizontalSpacing, "horizontalSpacing"), (verticalSpacing, "verticalSpacing")] {
                if let value, !value.isFinite { throw .invalid(path: path, reason: "\(name) must be a finite number") }
            }
        }
    }

    /// One grid cell modifier (a trait its enclosing `Grid` reads; elsewhere the view is sized as its content).
    public enum GridCellTrait: Sendable, Hashable {
        /// `gridCellColumns(_:)`: the cell spans this many columns (≥ 1).
        case columns(Int)
        /// `gridColumnAlignment(_:)`: the horizontal alignment of every cell of the column the view is in.
        case columnAlignment(HorizontalAlignment)
        /// `gridCellUnsizedAxes(_:)`: on these axes the cell does not size its row or column and is offered the
        /// size the other cells give it.
        case unsizedAxes(horizontal: Bool, vertical: Bool)
        /// `gridCellAnchor(_:)`: the unit point of the view placed on the same unit point of its cell.
        case anchor(x: Double, y: Double)

        /// The modifier's name in the answer.
        var typeName: String {
            switch self {
            case .columns: "gridCellColumns"
            case .columnAlignment: "gridColumnAlignment"
            case .unsizedAxes: "gridCellUnsizedAxes"
            case .anchor: "gridCellAnchor"
            }
        }

        func validate(path: String) throws(Failure) {
            switch self {
            case .columns(let n) where n < 1 || n > SwiftUILayout.maximumViews:
                throw .invalid(path: path, reason: "a cell spans 1 to \(SwiftUILayout.maximumViews) columns")
            case .anchor(let x, let y) where !(x.isFinite && y.isFinite):
                throw .invalid(path: path, reason: "an anchor's x and y must be finite numbers")
            default: break
            }
        }
    }

    /// A `Grid` resolved once when the tree is built: its rows (a `GridRow`, or a view that is a row of its own
    /// spanning every column), each row's cells with their column, span, unsized axes and alignment fractions.
    ///
    /// The rules (Apple, developer.apple.com/documentation/swiftui/grid and the modifiers' pages): a row's cells
    /// fill the columns in order, a cell taking `gridCellColumns` columns (default 1); the grid has as many columns
    /// as its longest row; a view outside a `GridRow` spans all of them. A cell's horizontal alignment is its
    /// `gridCellAnchor`'s x, else its column's `gridColumnAlignment` (the first cell of the column that sets one),
    /// else the grid's; its vertical alignment the anchor's y, else its `GridRow`'s alignment, else the grid's.
    struct GridPlan {
        struct Cell {
            var node: Int
            var column: Int
            var span: Int
            var unsizedH: Bool
            var unsizedV: Bool
            /// The horizontal and vertical alignment fractions (a guide's fraction of the width, of the height).
            var h: Double
            var v: Double
        }

        struct Row {
            /// The `GridRow`'s node, or the view's own for a view that is a row of its own.
            var node: Int
            var isGridRow: Bool
            var cells: [Cell]
        }

        var spec: GridSpec
        var columns = 0
        var rows: [Row] = []

        /// An empty plan, filled once the grid's children are in the tree.
        init(spec: GridSpec) { self.spec = spec }

        /// A cell's traits: the grid cell modifiers wrapping it, outermost first (an outer one wins).
        private static func traits(
            _ node: Node
        ) -> (span: Int?, alignment: HorizontalAlignment?, unsized: (Bool, Bool)?, anchor: (Double, Double)?) {
            var result: (Int?, HorizontalAlignment?, (Bool, Bool)?, (Double, Double)?) = (nil, nil, nil, nil)
            var n = node
            while case .gridCell(let trait, let content) = n.kind {
                switch trait {
                case .columns(let c): result.0 = result.0 ?? c
                case .columnAlignment(let a): result.1 = result.1 ?? a
                case .unsizedAxes(let h, let v): result.2 = result.2 ?? (h, v)
                case .anchor(let x, let y): result.3 = result.3 ?? (x, y)
                }
                n = content
            }
            return result
        }

        /// Resolves a grid from its children (`nodes`, with their tree indices `indices`; `cells(i)`: the tree
        /// indices of a `GridRow`'s children).
        /// - Throws: ``Failure/invalid(path:reason:)`` for more columns than ``SwiftUILayout/maximumViews``.
        init(_ spec: GridSpec, _ nodes: [Node], _ indices: [Int], cells: (Int) -> [Int], path: String) throws(Failure) {
            self.spec = spec
            var columnAlignment: [Int: HorizontalAlignment] = [:]
            var drafts: [(row: Row, vertical: VerticalAlignment?, anchors: [(Double, Double)?])] = []
            for (node, index) in zip(nodes, indices) {
                var row = Row(node: index, isGridRow: false, cells: [])
                var rowAlignment: VerticalAlignment?
                var anchors: [(Double, Double)?] = []
                let members: [(Node, Int)]
                if case .gridRow(let alignment, let kids) = node.kind {
                    (row.isGridRow, rowAlignment) = (true, alignment)
                    members = Array(zip(kids, cells(index)))
                } else {
                    members = [(node, index)]
                }
                var column = 0
                for (cell, cellIndex) in members {
                    let t = Self.traits(cell)
                    let span = row.isGridRow ? (t.span ?? 1) : 0  // 0: every column, resolved below
                    if let a = t.alignment, columnAlignment[column] == nil { columnAlignment[column] = a }
                    row.cells.append(
                        Cell(
                            node: cellIndex, column: column, span: span, unsizedH: t.unsized?.0 ?? false,
                            unsizedV: t.unsized?.1 ?? false, h: 0, v: 0))
                    anchors.append(t.anchor)
                    column += span
                }
                columns = Swift.max(columns, column)
                drafts.append((row, rowAlignment, anchors))
            }
            if !drafts.isEmpty { columns = Swift.max(columns, 1) }
            guard columns <= SwiftUILayout.maximumViews else {
                throw .invalid(path: path, reason: "a Grid has at most \(SwiftUILayout.maximumViews) columns")
            }
            for (draft, vertical, anchors) in drafts {
                var row = draft
                for k in row.cells.indices {
                    if row.cells[k].span == 0 { row.cells[k].span = columns }
                    let column = row.cells[k].column
                    row.cells[k].h =
                        anchors[k]?.0 ?? (columnAlignment[column] ?? spec.alignment.horizontal).fraction
                    row.cells[k].v = anchors[k]?.1 ?? (vertical ?? spec.alignment.vertical).fraction
                }
                rows.append(row)
            }
        }
    }
}

extension SwiftUILayout.Op {
    var isGrid: Bool {
        if case .grid = self { return true }
        return false
    }
}

extension SwiftUILayout.Engine {
    /// A grid's column widths, row heights and the start of each (spacing included), and its size.
    struct GridTracks {
        var widths: [Double], heights: [Double], xs: [Double], ys: [Double]
        var size: Size
    }

    /// A grid's tracks, as far as Apple states them (developer.apple.com/documentation/swiftui/grid): a column is as
    /// wide as its widest cell, a row as tall as its tallest, columns and rows `spacing` apart. Only cells whose
    /// size does not depend on the proposal are laid out: a cell measured at (0, 0), (∞, ∞) and its ideal must
    /// agree on each axis it sizes (`gridCellUnsizedAxes` takes an axis out: "prevents a flexible view … from
    /// defining the size of a row or column"), and a spanning cell must fit its columns; how SwiftUI shares space
    /// among flexible cells, or widens columns for a wider spanning cell, is not published, so such a grid is
    /// refused (``refuse(_:_:)``). The grid's size then does not depend on its proposal.
    /// `Grid(horizontalSpacing: 0, verticalSpacing: 0)` with rows (50 × 20, 100 × 20) and (80 × 20, 30 × 20)
    /// → columns 80 and 100, rows 20 and 20: 180 × 40.
    /// - Parameter plan: The grid's rows and cells.
    /// - Returns: The column widths and row heights, where each starts, and the grid's size.
    func gridTracks(_ plan: SwiftUILayout.GridPlan) -> GridTracks {
        var widths = [Double](repeating: 0, count: plan.columns)
        var heights = [Double](repeating: 0, count: plan.rows.count)
        for (r, row) in plan.rows.enumerated() {
            for cell in row.cells {
                let s = rigidSize(cell)
                if !cell.unsizedV { heights[r] = Swift.max(heights[r], s.height) }
                if !cell.unsizedH && cell.span == 1 { widths[cell.column] = Swift.max(widths[cell.column], s.width) }
            }
        }
        let hs = plan.spec.horizontalSpacing ?? SwiftUILayout.systemSpacing
        let vs = plan.spec.verticalSpacing ?? SwiftUILayout.systemSpacing
        let (xs, width) = Self.starts(widths, hs), (ys, height) = Self.starts(heights, vs)
        let tracks = GridTracks(
            widths: widths, heights: heights, xs: xs, ys: ys, size: Size(width: width, height: height))
        for row in plan.rows {
            for cell in row.cells where cell.span > 1 && !cell.unsizedH {
                let s = rigidSize(cell), room = Self.span(tracks, cell).width
                if s.width > room {
                    refuse(
                        cell.node,
                        "a Grid cell spanning \(cell.span) columns is wider than they are with their spacing; how "
                            + "SwiftUI widens the columns for it is not published")
                }
            }
        }
        return tracks
    }

    /// Each track's start, `spacing` apart, and the end of the last (0 for none).
    private static func starts(_ lengths: [Double], _ spacing: Double) -> ([Double], Double) {
        var starts: [Double] = []
        starts.reserveCapacity(lengths.count)
        var position = 0.0
        for (k, length) in lengths.enumerated() {
            if k > 0 { position += spacing }
            starts.append(position)
            position += length
        }
        return (starts, position)
    }

    /// A cell's rectangle in the grid: from its first column's start to its last column's end, as tall as its row.
    static func span(_ t: GridTracks, _ cell: SwiftUILayout.GridPlan.Cell, row: Int = 0) -> Rect {
        let last = cell.column + cell.span - 1
        let x = t.xs[cell.column]
        return Rect(
            x: x, y: t.ys.isEmpty ? 0 : t.ys[row], width: (t.xs[last] + t.widths[last]) - x,
            height: t.heights.isEmpty ? 0 : t.heights[row])
    }

    /// A cell's ideal size, refused (``refuse(_:_:)``) when it is not its size at (0, 0) and (∞, ∞) on an axis it
    /// sizes.
    private func rigidSize(_ cell: SwiftUILayout.GridPlan.Cell) -> Size {
        let ideal = size(cell.node, .unspecified)
        for probe in [ProposedSize(width: 0, height: 0), ProposedSize(width: .infinity, height: .infinity)] {
            checkRigid(cell, size(cell.node, probe), ideal)
        }
        return ideal
    }

    /// Refuses the grid when `s` differs from the cell's ideal size on an axis the cell sizes.
    func checkRigid(_ cell: SwiftUILayout.GridPlan.Cell, _ s: Size, _ ideal: Size) {
        if (!cell.unsizedH && s.width != ideal.width) || (!cell.unsizedV && s.height != ideal.height) {
            refuse(
                cell.node,
                "a Grid cell's size depends on its proposal on an axis it sizes (a flexible view such as a shape, "
                    + "Color, Spacer or Divider); how SwiftUI's Grid shares space among flexible cells is not "
                    + "published: give the cell a fixed size, or gridCellUnsizedAxes on that axis")
        }
    }

    /// Records the first reason the layout cannot be answered;
    /// ``SwiftUILayout/measuredLayout(_:proposal:scale:safeArea:)`` throws it once the layout is done.
    func refuse(_ node: Int, _ reason: String) {
        if refusal == nil { refusal = .invalid(path: tree.paths[node], reason: reason) }
    }
}

extension SwiftUILayout.Placer {
    /// Places a grid: each `GridRow` over the grid's width and its row's height (it draws nothing), then its cells,
    /// each proposed its rectangle (its columns' width with their spacing × its row's height) and aligned in it by
    /// its alignment fractions (a `gridCellAnchor`'s unit point on the same point of the cell).
    /// - Parameters:
    ///   - plan: The grid's rows and cells.
    ///   - origin: The grid's origin in the root's space.
    ///
    /// A grid (rows 50, 100 / 80, 30, all 20 tall, spacing 0) at (0, 0): the 30-wide cell at (115, 20).
    mutating func placeGrid(_ plan: SwiftUILayout.GridPlan, _ origin: Point) {
        let t = engine.gridTracks(plan)
        for (r, row) in plan.rows.enumerated() {
            if row.isGridRow {
                let q = ProposedSize(width: t.size.width, height: t.heights[r])
                place(
                    row.node, q, at: Point(x: origin.x, y: origin.y + t.ys[r]),
                    known: Size(width: t.size.width, height: t.heights[r]))
            }
            for cell in row.cells {
                let area = SwiftUILayout.Engine.span(t, cell, row: r)
                let q = ProposedSize(width: area.width, height: area.height)
                let s = engine.size(cell.node, q)
                engine.checkRigid(cell, s, engine.size(cell.node, .unspecified))
                place(
                    cell.node, q,
                    at: Point(
                        x: (origin.x + area.x)
                            + (SwiftUILayout.guide(cell.h, area.width) - SwiftUILayout.guide(cell.h, s.width)),
                        y: (origin.y + area.y)
                            + (SwiftUILayout.guide(cell.v, area.height) - SwiftUILayout.guide(cell.v, s.height))),
                    known: s)
            }
        }
    }
}
