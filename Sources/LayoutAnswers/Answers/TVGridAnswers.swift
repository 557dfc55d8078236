public import LayoutGeometry

/// `/tvgrid`'s questions and answers: the HIG's eight tvOS grids, and custom grids by column count or item width
/// laid out as `UICollectionViewFlowLayout` lays out a line (justified), with rows, focus growth, a titled row and a
/// scrolling row.
///
/// `TVGridAnswers.answer(.all)` → the eight HIG grids; for 2 columns `itemWidth` 860 (`itemWidthSource` `"published"`),
/// where 40 pt spacing on the 1,760 pt safe width computes 860 too.
public enum TVGridAnswers {
    public enum Question: Hashable, Sendable {
        case all
        case grid(Grid)
    }

    public struct Grid: Hashable, Sendable {
        public enum Sizing: Hashable, Sendable { case columns(Int), itemWidth(Double) }
        public var sizing: Sizing
        public var screen: Size
        public var insets: EdgeInsets
        public var spacing: Double
        public var verticalSpacing: Double
        public var itemHeight: ItemHeight?
        public var focusedScale: Double?
        public var titleHeight: Double?
        public var titlePadding: Double
        public var itemCount: Int?

        public enum ItemHeight: Hashable, Sendable { case height(Double), aspectRatio(Double) }

        public init(
            sizing: Sizing, screen: Size, insets: EdgeInsets, spacing: Double, verticalSpacing: Double,
            itemHeight: ItemHeight?, focusedScale: Double?, titleHeight: Double?, titlePadding: Double, itemCount: Int?
        ) {
            self.sizing = sizing
            self.screen = screen
            self.insets = insets
            self.spacing = spacing
            self.verticalSpacing = verticalSpacing
            self.itemHeight = itemHeight
            self.focusedScale = focusedScale
            self.titleHeight = titleHeight
            self.titlePadding = titlePadding
            self.itemCount = itemCount
        }

        /// Whether this is the HIG's own screen, safe area and spacing.
        public var isHIGSetup: Bool {
            screen == TVGrid.screen && insets == TVGrid.safeAreaInsets && spacing == TVGrid.horizontalSpacing
        }
    }

    // MARK: Answering

    public struct GridAnswer: Encodable, Sendable {
        public var screen: Size
        public var safeArea: Rect
        public var safeAreaInsets: EdgeInsets
        public var columns: Int
        public var itemWidth: Double
        public var itemWidthSource: String
        public var publishedItemWidth: Double?
        public var computedItemWidth: Double
        /// The gap on screen between neighbouring columns (wider than the minimum when the flow layout justifies a
        /// line).
        public var horizontalSpacing: Double
        /// The spacing asked for (or the HIG's): the least gap the layout may use.
        public var minimumHorizontalSpacing: Double
        public var minimumVerticalSpacing: Double
        public var columnX: [Double]
        public var notes: String?
        public var flowLayout: FlowLayoutLine
        public var itemHeight: Double?
        public var rows: GridRows?
        public var focus: FocusGrowth?
        public var titledRow: TitledRowSpacing?
        public var scrollingRow: ScrollingRow?
    }

    public struct AllAnswer: Encodable, Sendable {
        public var grids: [GridAnswer]
        public var count: Int
        public var source: String
    }

    public enum Answer: Encodable, Sendable {
        case all(AllAnswer)
        case grid(GridAnswer)

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .all(let answer): try answer.encode(to: encoder)
            case .grid(let answer): try answer.encode(to: encoder)
            }
        }
    }

    public static let source = "Apple Human Interface Guidelines, Layout › tvOS › Grids"

    public static func answer(_ question: Question) -> Answer {
        switch question {
        case .all:
            let grids = TVGrid.published.map { grid in
                answer(
                    Grid(
                        sizing: .columns(grid.columns), screen: TVGrid.screen, insets: TVGrid.safeAreaInsets,
                        spacing: TVGrid.horizontalSpacing, verticalSpacing: TVGrid.minimumVerticalSpacing,
                        itemHeight: nil, focusedScale: nil, titleHeight: nil, titlePadding: 20, itemCount: nil))
            }
            return .all(AllAnswer(grids: grids, count: grids.count, source: source))
        case .grid(let grid):
            return .grid(answer(grid))
        }
    }

    public static func answer(_ g: Grid) -> GridAnswer {
        let safeArea = Rect(size: g.screen).inset(by: g.insets)
        let width: Double
        let columns: Int
        let source: String
        var published: Double?
        let computed: Double
        let columnX: [Double]
        var note: String?
        let flow: FlowLayoutLine
        switch g.sizing {
        case .columns(let n):
            computed = FlowLayout.itemWidth(columns: n, spacing: g.spacing, availableWidth: safeArea.width)
            if g.isHIGSetup, let grid = TVGrid.published(columns: n) {
                published = grid.unfocusedWidth
                width = grid.unfocusedWidth
                source = "published"
                if computed != grid.unfocusedWidth {
                    let fill = Double(n) * grid.unfocusedWidth + Double(n - 1) * g.spacing
                    note =
                        "The HIG publishes \(fmt(grid.unfocusedWidth)) pt; \(n) columns with \(fmt(g.spacing)) pt "
                        + "spacing fill "
                        + "\(fmt(safeArea.width)) pt at \(fmt(computed)) pt. At the published width the row spans "
                        + "\(fmt(fill)) pt, "
                        + "\(fmt(safeArea.width - fill)) pt short of the safe width (UICollectionViewFlowLayout "
                        + "would widen the gaps; see flowLayout)."
                }
            } else {
                width = computed
                source = "computed"
            }
            columns = n
            columnX = (0..<n).map { safeArea.minX + Double($0) * (width + g.spacing) }
            flow = FlowLayout.line(
                itemWidth: width, minimumSpacing: g.spacing, availableWidth: safeArea.width, leadingInset: safeArea.minX
            )
        case .itemWidth(let w):
            flow = FlowLayout.line(
                itemWidth: w, minimumSpacing: g.spacing, availableWidth: safeArea.width, leadingInset: safeArea.minX)
            width = w
            columns = flow.columns
            computed = w
            source = "given"
            columnX = flow.columnX
            if flow.itemWiderThanAvailable {
                note =
                    "The item is wider than the \(fmt(safeArea.width)) pt safe width: one column, centered, "
                    + "overflowing both sides."
            }
        }
        let gap = columnX.count > 1 ? columnX[1] - columnX[0] - width : g.spacing
        let height: Double? =
            switch g.itemHeight {
            case .height(let h)?: h
            case .aspectRatio(let r)?: width / r
            case nil: nil
            }
        return GridAnswer(
            screen: g.screen, safeArea: safeArea, safeAreaInsets: g.insets, columns: columns, itemWidth: width,
            itemWidthSource: source, publishedItemWidth: published, computedItemWidth: computed,
            horizontalSpacing: gap, minimumHorizontalSpacing: g.spacing, minimumVerticalSpacing: g.verticalSpacing,
            columnX: columnX, notes: note,
            flowLayout: flow, itemHeight: height,
            rows: height.map {
                GridRows(
                    itemHeight: $0, verticalSpacing: g.verticalSpacing, safeArea: safeArea,
                    screenHeight: g.screen.height)
            },
            focus: g.focusedScale.map { scale in
                FocusGrowth(
                    size: Size(width: width, height: height ?? 0), scale: scale, horizontalSpacing: g.spacing,
                    verticalSpacing: height == nil ? nil : g.verticalSpacing)
            },
            titledRow: g.titleHeight.flatMap { title in
                height.map {
                    TitledRowSpacing(
                        titleHeight: title, itemHeight: $0, focusedScale: g.focusedScale ?? 1,
                        titlePadding: g.titlePadding)
                }
            },
            scrollingRow: g.itemCount.map {
                ScrollingRow(
                    itemCount: $0, itemWidth: width, spacing: g.spacing, safeArea: safeArea, screenWidth: g.screen.width
                )
            }
        )
    }

    private static func fmt(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
