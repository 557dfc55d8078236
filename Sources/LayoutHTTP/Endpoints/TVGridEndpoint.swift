import LayoutGeometry
import LayoutAnswers

/// `GET /tvgrid` (all eight HIG grids), `GET/POST /tvgrid?columns=N` (one grid), and custom grids by column count
/// or item width, with optional rows, focus growth, titled rows and a scrolling row.
///
/// `GET /tvgrid?columns=2` → item width 860 (published), horizontal spacing 40, columnX `[80, 980]`.
/// `GET /tvgrid?itemWidth=300&horizontalSpacing=40` → 5 columns on 1760 pt: `minimumHorizontalSpacing` 40, and the
/// gap on screen, `horizontalSpacing`, 65 (UICollectionViewFlowLayout justifies the line).
enum TVGridEndpoint {
    static let route = Route.computed("/tvgrid", parse: parse, answer: answer,
                                      picture: { (_: Question, a: Answer, zoom: Double) throws(Problem) in try AnswerPictures.tvGrid(a, zoom: zoom) })

    enum Question: Hashable, Sendable {
        case all
        case grid(Grid)
    }

    struct Grid: Hashable, Sendable {
        enum Sizing: Hashable, Sendable { case columns(Int), itemWidth(Double) }
        var sizing: Sizing
        var screen: Size
        var insets: EdgeInsets
        var spacing: Double
        var verticalSpacing: Double
        var itemHeight: ItemHeight?
        var focusedScale: Double?
        var titleHeight: Double?
        var titlePadding: Double
        var itemCount: Int?

        enum ItemHeight: Hashable, Sendable { case height(Double), aspectRatio(Double) }

        /// Whether this is the HIG's own screen, safe area and spacing.
        var isHIGSetup: Bool {
            screen == TVGrid.screen && insets == TVGrid.safeAreaInsets && spacing == TVGrid.horizontalSpacing
        }
    }

    // MARK: Parsing

    static func parse(_ p: inout Parameters, _: [String: String]) throws(Problem) -> Question {
        let columns = try p.integer("columns", in: 1...100).map(Double.init)
        let itemWidth = try p.positiveNumber("itemWidth")
        let screen = try p.size("screen") ?? TVGrid.screen
        let insets = try p.insets("safeAreaInsets", direction: .leftToRight, nonNegative: true)?.insets ?? TVGrid.safeAreaInsets
        let spacing = try p.number("horizontalSpacing") ?? TVGrid.horizontalSpacing
        let verticalSpacing = try p.number("minimumVerticalSpacing") ?? TVGrid.minimumVerticalSpacing
        let itemHeight = try p.positiveNumber("itemHeight")
        let itemRatio = try p.aspectRatio("itemAspectRatio")
        let focusedScale = try p.number("focusedScale")
        let titleHeight = try p.number("titleHeight")
        let titlePadding = try p.number("titlePadding") ?? 20
        let itemCount = try p.integer("itemCount", in: 1...100_000).map(Double.init)

        let given = [columns != nil, itemWidth != nil]
        if given == [false, false] {
            let fields = ["screen", "safeAreaInsets", "horizontalSpacing", "minimumVerticalSpacing", "itemHeight", "itemAspectRatio",
                          "focusedScale", "titleHeight", "titlePadding", "itemCount"]
            guard !fields.contains(where: { p.has($0) || Vocabulary.oldNames(of: $0).contains(where: p.has) }) else {
                throw Problem.unprocessable("columns", "give columns (2…9 for the HIG grids) or itemWidth for a custom grid.")
            }
            return .all
        }
        if given == [true, true] { throw Problem.unprocessable("itemWidth", "give columns or itemWidth, not both.") }

        for (name, value) in [("horizontalSpacing", spacing), ("minimumVerticalSpacing", verticalSpacing), ("titlePadding", titlePadding)] where value < 0 {
            throw Problem.invalidField(name, "must be at least 0 (got \(value)).")
        }
        for (name, value) in [("safeAreaInsets.top", insets.top), ("safeAreaInsets.left", insets.left),
                              ("safeAreaInsets.bottom", insets.bottom), ("safeAreaInsets.right", insets.right)] where value < 0 {
            throw Problem.invalidField(name, "must be at least 0 (got \(value)).")
        }
        guard screen.width - insets.horizontal > 0, screen.height - insets.vertical > 0 else {
            throw Problem.unprocessable("safeAreaInsets", "leave no room on a \(screen.width)×\(screen.height) screen.")
        }
        let sizing: Grid.Sizing
        if let columns {
            guard columns == columns.rounded(), columns >= 1, columns <= 100 else {
                throw Problem.invalidField("columns", "must be a whole number from 1 to 100 (got \(columns)).")
            }
            let n = Int(columns)
            guard FlowLayout.itemWidth(columns: n, spacing: spacing, availableWidth: screen.width - insets.horizontal) > 0 else {
                throw Problem.unprocessable("columns", "\(n) columns with spacing \(spacing) leave no width for the items.")
            }
            sizing = .columns(n)
        } else {
            // UICollectionViewFlowLayout puts as many items on a line as fit; past 100 (the most `columns` takes) the
            // answer would be a list of millions of x positions, or not a whole number at all.
            let available = screen.width - insets.horizontal
            let fit = (available + spacing) / (itemWidth! + spacing)
            guard fit.isFinite, fit < 101 else {
                throw Problem.unprocessable("itemWidth", "\(Parameters.format(itemWidth!)) pt items with \(Parameters.format(spacing)) pt spacing "
                    + "put more than 100 columns on a \(Parameters.format(available)) pt line; a grid answers at most 100.")
            }
            sizing = .itemWidth(itemWidth!)
        }
        if itemHeight != nil && itemRatio != nil {
            throw Problem.unprocessable("itemAspectRatio", "give itemHeight or itemAspectRatio, not both.")
        }
        if let focusedScale, !(focusedScale >= 1 && focusedScale <= 3) {
            throw Problem.invalidField("focusedScale", "must be from 1 to 3 (got \(focusedScale)).")
        }
        if let titleHeight, titleHeight < 0 { throw Problem.invalidField("titleHeight", "must be at least 0 (got \(titleHeight)).") }
        if titleHeight != nil && itemHeight == nil && itemRatio == nil {
            throw Problem.unprocessable("titleHeight", "needs itemHeight or itemAspectRatio (the focus growth depends on it).")
        }
        var count: Int?
        if let itemCount {
            guard itemCount == itemCount.rounded(), itemCount >= 1, itemCount <= 100_000 else {
                throw Problem.invalidField("itemCount", "must be a whole number from 1 to 100000 (got \(itemCount)).")
            }
            count = Int(itemCount)
        }
        return .grid(Grid(
            sizing: sizing, screen: screen, insets: insets, spacing: spacing, verticalSpacing: verticalSpacing,
            itemHeight: itemHeight.map(Grid.ItemHeight.height) ?? itemRatio.map { .aspectRatio($0.value) },
            focusedScale: focusedScale, titleHeight: titleHeight, titlePadding: titlePadding, itemCount: count
        ))
    }

    // MARK: Answering

    struct GridAnswer: Encodable, Sendable {
        var screen: Size
        var safeArea: Rect
        var safeAreaInsets: EdgeInsets
        var columns: Int
        var itemWidth: Double
        var itemWidthSource: String
        var publishedItemWidth: Double?
        var computedItemWidth: Double
        /// The gap on screen between neighbouring columns (wider than the minimum when the flow layout justifies a line).
        var horizontalSpacing: Double
        /// The spacing asked for (or the HIG's): the least gap the layout may use.
        var minimumHorizontalSpacing: Double
        var minimumVerticalSpacing: Double
        var columnX: [Double]
        var notes: String?
        var flowLayout: FlowLayoutLine
        var itemHeight: Double?
        var rows: GridRows?
        var focus: FocusGrowth?
        var titledRow: TitledRowSpacing?
        var scrollingRow: ScrollingRow?
    }

    struct AllAnswer: Encodable, Sendable {
        var grids: [GridAnswer]
        var count: Int
        var source: String
    }

    enum Answer: Encodable, Sendable {
        case all(AllAnswer)
        case grid(GridAnswer)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .all(let answer): try answer.encode(to: encoder)
            case .grid(let answer): try answer.encode(to: encoder)
            }
        }
    }

    static let source = "Apple Human Interface Guidelines, Layout › tvOS › Grids"

    static func answer(_ question: Question) throws(Problem) -> Answer {
        switch question {
        case .all:
            let grids = TVGrid.published.map { grid in
                answer(Grid(sizing: .columns(grid.columns), screen: TVGrid.screen, insets: TVGrid.safeAreaInsets,
                            spacing: TVGrid.horizontalSpacing, verticalSpacing: TVGrid.minimumVerticalSpacing,
                            itemHeight: nil, focusedScale: nil, titleHeight: nil, titlePadding: 20, itemCount: nil))
            }
            return .all(AllAnswer(grids: grids, count: grids.count, source: source))
        case .grid(let grid):
            return .grid(answer(grid))
        }
    }

    static func answer(_ g: Grid) -> GridAnswer {
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
                    note = "The HIG publishes \(fmt(grid.unfocusedWidth)) pt; \(n) columns with \(fmt(g.spacing)) pt spacing fill "
                        + "\(fmt(safeArea.width)) pt at \(fmt(computed)) pt. At the published width the row spans \(fmt(fill)) pt, "
                        + "\(fmt(safeArea.width - fill)) pt short of the safe width (UICollectionViewFlowLayout would widen the gaps; see flowLayout)."
                }
            } else {
                width = computed
                source = "computed"
            }
            columns = n
            columnX = (0..<n).map { safeArea.minX + Double($0) * (width + g.spacing) }
            flow = FlowLayout.line(itemWidth: width, minimumSpacing: g.spacing, availableWidth: safeArea.width, leadingInset: safeArea.minX)
        case .itemWidth(let w):
            flow = FlowLayout.line(itemWidth: w, minimumSpacing: g.spacing, availableWidth: safeArea.width, leadingInset: safeArea.minX)
            width = w
            columns = flow.columns
            computed = w
            source = "given"
            columnX = flow.columnX
            if flow.itemWiderThanAvailable {
                note = "The item is wider than the \(fmt(safeArea.width)) pt safe width: one column, centered, overflowing both sides."
            }
        }
        let gap = columnX.count > 1 ? columnX[1] - columnX[0] - width : g.spacing
        let height: Double? = switch g.itemHeight {
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
            rows: height.map { GridRows(itemHeight: $0, verticalSpacing: g.verticalSpacing, safeArea: safeArea, screenHeight: g.screen.height) },
            focus: g.focusedScale.map { scale in
                FocusGrowth(size: Size(width: width, height: height ?? 0), scale: scale, horizontalSpacing: g.spacing,
                            verticalSpacing: height == nil ? nil : g.verticalSpacing)
            },
            titledRow: g.titleHeight.flatMap { title in
                height.map { TitledRowSpacing(titleHeight: title, itemHeight: $0, focusedScale: g.focusedScale ?? 1, titlePadding: g.titlePadding) }
            },
            scrollingRow: g.itemCount.map {
                ScrollingRow(itemCount: $0, itemWidth: width, spacing: g.spacing, safeArea: safeArea, screenWidth: g.screen.width)
            }
        )
    }

    private static func fmt(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
