import LayoutGeometry

extension AnswerPictures {
    /// The most groups a contact sheet draws; the others are counted in its description.
    static let maximumSheetCells = 64
    /// The widest a sheet picture is drawn before its cells wrap to a new row, in screen pixels (a desktop page).
    static let sheetPageWidth = 1_440.0

    /// ``swiftUISheet(_:zoom:)`` within ``SwiftUISheetAnswers/maximumAnswerBytes``: refused before drawing when
    /// the sheet's ``SwiftUISheetAnswers/Estimate`` passes it.
    /// - Throws: ``AnswerError`` 422 naming the bound and the limit.
    public static func swiftUISheetChecked(
        _ a: SwiftUISheetAnswers.Answer, zoom: Double
    ) throws(AnswerError) -> [UInt8] {
        let limit = SwiftUISheetAnswers.maximumAnswerBytes, cells = Swift.min(a.groups.count, maximumSheetCells)
        guard a.estimate.svg <= limit else {
            throw AnswerError.unprocessable(
                ["format"],
                "the sheet's picture could take up to \(a.estimate.svg) bytes (\(cells) cells); a picture takes at "
                    + "most \(limit): ask fewer groups or a smaller tree, or the JSON answer.")
        }
        return swiftUISheet(a, zoom: zoom)
    }

    /// `/swiftui/sheet?format=svg`: one cell per group, each the group's `/swiftui/layout` picture on the first
    /// context's device (outline, safe area, the views), the cells wrapped into rows that fit
    /// ``sheetPageWidth`` pixels at `zoom`, each captioned with its first model's name, orientation and window,
    /// how many more contexts it covers and how many findings it has; a view with a finding is outlined in that
    /// finding's mark (colour and dashes a kind) and labelled with the kind and the view's id (or path). One legend
    /// for the sheet (with `legend=true`) names every mark; a sans-serif font is set on the root. Every id of a cell is
    /// prefixed `g<index>-` (its clip path too), so the cells never share an id, and every id of the sheet by the
    /// sheet's own prefix (``PictureIDs``).
    /// - Parameters:
    ///   - a: The sheet.
    ///   - zoom: Screen pixels per point.
    /// - Returns: The SVG document.
    ///
    /// 35 iPhone groups in portrait (402 pt wide) at zoom 1 → rows of 3 cells, 1,286 pt wide; two groups → one row of
    /// two, `p<hash>-g0-safe-area` and `p<hash>-g1-safe-area` among their ids.
    public static func swiftUISheet(_ a: SwiftUISheetAnswers.Answer, zoom: Double) -> [UInt8] {
        let gap = 40.0, caption = 48.0
        let outer = PictureOptions.current, palette = SVGDocument.Palette.of(outer.colorScheme)
        let maximumWidth = sheetPageWidth / (zoom > 0 && zoom.isFinite ? zoom : 1)
        var (x, y, rowHeight, width) = (0.0, 0.0, 0.0, 1.0)
        var cells: [String] = []
        var kinds: Set<SwiftUISheetAnswers.FindingKind> = []
        var drawn: Set<SVGDocument.Kind> = []
        for (i, group) in a.groups.prefix(maximumSheetCells).enumerated() {
            let w = group.window.width, h = group.window.height
            if x > 0, x + w > maximumWidth { (x, y, rowHeight) = (0, y + rowHeight + gap, 0) }
            // The cell's own legend is left out: the sheet has one.
            let inner = PictureOptions(
                legend: false, labels: outer.labels, colorScheme: outer.colorScheme, export: outer.export)
            var text = PictureOptions.$current.withValue(inner) {
                swiftUILayoutDocument(group.layout, zoom: 1, device: (group.resolved.device, group.interface)).text()
            }
            if let start = text.firstRange(of: "<svg") { text = String(text[start.lowerBound...]) }
            text = String(decoding: PictureIDs.prefixed(Array(text.utf8), Array("g\(i)-".utf8)), as: UTF8.self)
            kinds.formUnion(group.findings.map(\.kind))
            for kind in sheetLegendKinds where !drawn.contains(kind) && text.contains("class=\"\(kind.rawValue)\"") {
                drawn.insert(kind)
            }
            cells.append(
                "<g id=\"g\(i)\" class=\"cell\" transform=\"translate(\(SVGDocument.number(x)) "
                    + "\(SVGDocument.number(y)))\">" + captionText(group, index: i, palette)
                    + "<g transform=\"translate(0 \(SVGDocument.number(caption)))\">" + String(text.dropLast(7))
                    + findingMarks(group, index: i) + "</svg></g></g>\n")
            x += w + gap
            width = Swift.max(width, x - gap)
            rowHeight = Swift.max(rowHeight, h + caption)
        }
        var height = Swift.max(1, y + rowHeight)
        let legend = outer.legend ? sheetLegend(kinds, drawn, top: height + gap, palette) : ""
        if outer.legend { height += gap + 24 + 20 * Double(drawn.count + kinds.count) }
        return PictureExport.served(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
                + "viewBox=\"0 0 \(SVGDocument.number(width)) \(SVGDocument.number(height))\" width=\""
                + "\(SVGDocument.number(width * zoom))\" height=\"\(SVGDocument.number(height * zoom))\" "
                + "font-family=\"-apple-system, system-ui, Inter, 'Helvetica Neue', Arial, sans-serif\">\n"
                + "<title>/swiftui/sheet: \(a.groups.count) groups of \(a.contexts) contexts</title>\n"
                + SVGDocument.backdrop(Rect(x: 0, y: 0, width: width, height: height), fill: palette.backdrop)
                + cells.joined() + legend + "</svg>\n")
    }

    /// A cell's caption: `iPhone 16 Pro · portrait · 402 × 874` over `+4 contexts · 3 findings`, every context
    /// named in its tooltip.
    private static func captionText(
        _ group: SwiftUISheetAnswers.Group, index: Int, _ palette: SVGDocument.Palette
    ) -> String {
        let first = group.contexts[0]
        let window = "\(SVGDocument.display(group.window.width)) × \(SVGDocument.display(group.window.height))"
        let head =
            [group.resolved.device.name, first.orientation, first.window ?? window].joined(separator: " · ")
            + (first.window == nil ? "" : " (\(window))")
        let more = group.contexts.count > 1 ? "+\(group.contexts.count - 1) contexts · " : ""
        let count = group.findings.count + group.findingsLeftOut
        let names = group.contexts.map(\.name).joined(separator: ", ")
        let color = count > 0 ? palette.warning : palette.muted
        return "<text class=\"caption\" x=\"0\" y=\"18\" font-size=\"15\" font-weight=\"600\" fill=\"\(palette.ink)\">"
            + SVGDocument.escape(head) + "<title>" + SVGDocument.escape(names) + "</title></text>"
            + "<text class=\"caption-detail\" x=\"0\" y=\"38\" font-size=\"13\" fill=\"\(color)\">"
            + "\(more)\(count == 0 ? "no findings" : count == 1 ? "1 finding" : "\(count) findings")</text>"
    }

    /// The mark of a finding kind: its colour and stroke dashes, so that nested findings of different kinds can be
    /// told apart.
    static func mark(_ kind: SwiftUISheetAnswers.FindingKind) -> (color: String, dashes: String) {
        switch kind {
        case .outsideScreen: ("#ff453a", "none")
        case .crossesSafeArea: ("#ff9f0a", "6 3")
        case .zeroSize: ("#bf5af2", "2 2")
        case .squeezed: ("#ff375f", "8 2 2 2")
        case .smallTapTarget: ("#0a84ff", "4 2")
        case .truncated: ("#a2845e", "1 2")
        case .scaledDown: ("#64d2ff", "3 3")
        }
    }

    /// Each finding of a group outlined in its kind's mark and labelled with the kind and the view's id (its first
    /// 40 characters) or path.
    private static func findingMarks(_ group: SwiftUISheetAnswers.Group, index i: Int) -> String {
        var byPath: [String: Rect] = [:]
        for node in group.layout.nodes where byPath[node.path] == nil { byPath[node.path] = node.frame }
        var marks = ""
        for f in group.findings {
            guard let r = byPath[f.path] else { continue }
            let (color, dashes) = mark(f.kind)
            let who = f.id.map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 } ?? "path " + f.path
            let words = SVGDocument.escape(f.kind.rawValue + " · " + who)
            let (left, top) = (SVGDocument.number(r.x), SVGDocument.number(r.y))
            marks +=
                "<rect class=\"finding\" x=\"\(left)\" y=\"\(top)\" width=\"\(SVGDocument.number(r.width))\" "
                + "height=\"\(SVGDocument.number(r.height))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" "
                + "stroke-dasharray=\"\(dashes)\" data-group=\"\(i)\" data-path=\"\(f.path)\" "
                + "data-kind=\"\(f.kind.rawValue)\"><title>\(words)</title></rect>\n"
                + "<text class=\"finding-label\" x=\"\(left)\" y=\"\(SVGDocument.number(r.y - 3))\" font-size=\"11\" "
                + "fill=\"\(color)\" data-kind=\"\(f.kind.rawValue)\">\(words)</text>\n"
        }
        return marks
    }

    /// The kinds of shape the sheet's legend may name, in its order.
    static let sheetLegendKinds: [SVGDocument.Kind] = [
        .display, .safeArea, .stackView, .shapeView, .modifierView, .spacerView,
    ]

    /// The sheet's one legend: a swatch for each of the views' and the device's kinds some cell draws, then a mark
    /// for every finding kind drawn.
    private static func sheetLegend(
        _ kinds: Set<SwiftUISheetAnswers.FindingKind>, _ drawn: Set<SVGDocument.Kind>, top: Double,
        _ palette: SVGDocument.Palette
    ) -> String {
        var out =
            "<g class=\"legend\"><text x=\"0\" y=\"\(SVGDocument.number(top + 14))\" font-size=\"14\" "
            + "font-weight=\"600\" fill=\"\(palette.ink)\">Legend</text>\n"
        var line = 0
        func entry(_ swatch: String, _ words: String) {
            let y = top + 24 + 20 * Double(line)
            out +=
                "<rect class=\"legend-swatch\" x=\"0\" y=\"\(SVGDocument.number(y))\" width=\"24\" height=\"14\" "
                + swatch
                + "/><text class=\"legend-text\" x=\"32\" y=\"\(SVGDocument.number(y + 12))\" font-size=\"13\" "
                + "fill=\"\(palette.ink)\">\(SVGDocument.escape(words))</text>\n"
            line += 1
        }
        for kind in sheetLegendKinds where drawn.contains(kind) {
            entry("style=\"\(SVGDocument.style(kind, palette.scheme))\"", kind.legend)
        }
        for kind in SwiftUISheetAnswers.FindingKind.allCases where kinds.contains(kind) {
            let (color, dashes) = mark(kind)
            entry(
                "fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" stroke-dasharray=\"\(dashes)\"",
                "finding: " + kind.rawValue)
        }
        return out + "</g>\n"
    }
}
