import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `GET /tvgrid` (all eight HIG grids), `GET/POST /tvgrid?columns=N` (one grid), and custom grids by column count
/// or item width, with optional rows, focus growth, titled rows and a scrolling row.
///
/// `GET /tvgrid?columns=2` → item width 860 (published), horizontal spacing 40, columnX `[80, 980]`.
/// `GET /tvgrid?itemWidth=300&horizontalSpacing=40` → 5 columns on 1760 pt: `minimumHorizontalSpacing` 40, and the
/// gap on screen, `horizontalSpacing`, 65 (UICollectionViewFlowLayout justifies the line).
enum TVGridEndpoint: Endpoint {
    static func routes(catalog _: DeviceCatalog) -> [Route] { [route] }

    static let descriptor = EndpointDescriptor(
        path: "/tvgrid", summary: "tvOS grid layouts: the HIG's eight grids, or a custom one.",
        parameters: [
            ParameterDescriptor("columns", .integer, minimum: 1, maximum: 100, doc: "Columns.", example: "2"),
            .number("itemWidth", .positive, doc: "Item width: as many columns as fit.", example: "300"),
            ParameterDescriptor(
                "screen", .string, doc: "WIDTHxHEIGHT (default 1920x1080).", example: "1280x720"),
            ParameterDescriptor(
                "safeAreaInsets", .string, doc: "top,left,bottom,right (default 60,80,60,80).", example: "40,60,40,60"),
            .number(
                "horizontalSpacing", .nonNegative,
                doc: "Horizontal spacing between columns, the least the flow layout may use (default 40).",
                example: "40"),
            .number(
                "minimumVerticalSpacing", .nonNegative, doc: "Vertical spacing between rows (default 100).",
                example: "50"),
            .number("itemHeight", .positive, doc: "Item height.", example: "180"),
            ParameterDescriptor(
                "itemAspectRatio", .string, doc: "Item width over height, e.g. 16:9.", example: "16:9"),
            ParameterDescriptor(
                "focusedScale", .number, minimum: 1, maximum: 3, doc: "How much a focused item grows.",
                example: "1.1"),
            .number(
                "titleHeight", .nonNegative, doc: "Row title height; needs itemHeight or itemAspectRatio.",
                example: "40"),
            .number(
                "titlePadding", .nonNegative, doc: "Clear space between a focused item and a title (default 20).",
                example: "20"),
            ParameterDescriptor(
                "itemCount", .integer, minimum: 1, maximum: 100_000, doc: "Items in a horizontally scrolling row.",
                example: "12"),
        ], answers: ["TVGrid", "TVGridList"]
    ).drawing()

    static let route = Route.computed(
        descriptor, parse: parse, answer: { (q: Question) in TVGridAnswers.answer(q) },
        picture: { (_: Question, a: Answer, zoom: Double) throws(Problem) in
            try Problem.answering { () throws(AnswerError) in try AnswerPictures.tvGrid(a, zoom: zoom) }
        })

    typealias Question = TVGridAnswers.Question
    typealias Grid = TVGridAnswers.Grid
    typealias Answer = TVGridAnswers.Answer

    // MARK: Parsing

    static func parse(_ p: inout Parameters, _: [String: String]) throws(Problem) -> Question {
        let columns = try p.integer("columns", in: 1...100).map(Double.init)
        let itemWidth = try p.positiveNumber("itemWidth")
        let screen = try p.size("screen") ?? TVGrid.screen
        let insets =
            try p.insets("safeAreaInsets", direction: .leftToRight, nonNegative: true)?.insets ?? TVGrid.safeAreaInsets
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
            let fields = [
                "screen", "safeAreaInsets", "horizontalSpacing", "minimumVerticalSpacing", "itemHeight",
                "itemAspectRatio",
                "focusedScale", "titleHeight", "titlePadding", "itemCount",
            ]
            guard !fields.contains(where: { p.has($0) || Vocabulary.oldNames(of: $0).contains(where: p.has) }) else {
                throw Problem.unprocessable(
                    "columns", "give columns (2…9 for the HIG grids) or itemWidth for a custom grid.")
            }
            return .all
        }
        if given == [true, true] { throw Problem.unprocessable("itemWidth", "give columns or itemWidth, not both.") }

        for (name, value) in [
            ("horizontalSpacing", spacing), ("minimumVerticalSpacing", verticalSpacing), ("titlePadding", titlePadding),
        ] where value < 0 {
            throw Problem.invalidField(name, "must be at least 0 (got \(value)).")
        }
        for (name, value) in [
            ("safeAreaInsets.top", insets.top), ("safeAreaInsets.left", insets.left),
            ("safeAreaInsets.bottom", insets.bottom), ("safeAreaInsets.right", insets.right),
        ] where value < 0 {
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
            guard
                FlowLayout.itemWidth(columns: n, spacing: spacing, availableWidth: screen.width - insets.horizontal) > 0
            else {
                throw Problem.unprocessable(
                    "columns", "\(n) columns with spacing \(spacing) leave no width for the items.")
            }
            sizing = .columns(n)
        } else {
            // UICollectionViewFlowLayout puts as many items on a line as fit; past 100 (the most `columns` takes) the
            // answer would be a list of millions of x positions, or not a whole number at all.
            let available = screen.width - insets.horizontal
            let fit = (available + spacing) / (itemWidth! + spacing)
            guard fit.isFinite, fit < 101 else {
                throw Problem.unprocessable(
                    "itemWidth",
                    "\(Parameters.format(itemWidth!)) pt items with \(Parameters.format(spacing)) pt spacing "
                        + "put more than 100 columns on a \(Parameters.format(available)) pt line; a grid answers at "
                        + "most 100."
                )
            }
            sizing = .itemWidth(itemWidth!)
        }
        if itemHeight != nil && itemRatio != nil {
            throw Problem.unprocessable("itemAspectRatio", "give itemHeight or itemAspectRatio, not both.")
        }
        if let focusedScale, !(focusedScale >= 1 && focusedScale <= 3) {
            throw Problem.invalidField("focusedScale", "must be from 1 to 3 (got \(focusedScale)).")
        }
        if let titleHeight, titleHeight < 0 {
            throw Problem.invalidField("titleHeight", "must be at least 0 (got \(titleHeight)).")
        }
        if titleHeight != nil && itemHeight == nil && itemRatio == nil {
            throw Problem.unprocessable(
                "titleHeight", "needs itemHeight or itemAspectRatio (the focus growth depends on it).")
        }
        var count: Int?
        if let itemCount {
            guard itemCount == itemCount.rounded(), itemCount >= 1, itemCount <= 100_000 else {
                throw Problem.invalidField("itemCount", "must be a whole number from 1 to 100000 (got \(itemCount)).")
            }
            count = Int(itemCount)
        }
        return .grid(
            Grid(
                sizing: sizing, screen: screen, insets: insets, spacing: spacing, verticalSpacing: verticalSpacing,
                itemHeight: itemHeight.map(Grid.ItemHeight.height) ?? itemRatio.map { .aspectRatio($0.value) },
                focusedScale: focusedScale, titleHeight: titleHeight, titlePadding: titlePadding, itemCount: count
            ))
    }
}
