import LayoutGeometry

extension AnswerPictures {
    /// The most groups a contact sheet draws; the others are counted in its description.
    static let maximumSheetCells = 64

    /// `/swiftui/sheet?format=svg`: one cell per group, each the group's `/swiftui/layout` picture on the first
    /// context's device (outline, safe area, the views), titled with the contexts it covers; a view with a finding
    /// is outlined in red with the finding as its title. Every id of a cell is prefixed `g<index>-` (its clip path
    /// too), so the cells never share an id, and every id of the sheet by the sheet's own prefix (``PictureIDs``).
    /// - Parameters:
    ///   - a: The sheet.
    ///   - zoom: Screen pixels per point.
    /// - Returns: The SVG document.
    ///
    /// Two groups → two cells side by side, `p<hash>-g0-safe-area` and `p<hash>-g1-safe-area` among their ids.
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

    public static func swiftUISheet(_ a: SwiftUISheetAnswers.Answer, zoom: Double) -> [UInt8] {
        let gap = 40.0, caption = 60.0
        var x = 0.0, height = 0.0
        var cells: [String] = []
        for (i, group) in a.groups.prefix(maximumSheetCells).enumerated() {
            var text = swiftUILayoutDocument(group.layout, zoom: 1, device: (group.resolved.device, group.interface))
                .text()
            if let start = text.firstRange(of: "<svg") { text = String(text[start.lowerBound...]) }
            text = String(decoding: PictureIDs.prefixed(Array(text.utf8), Array("g\(i)-".utf8)), as: UTF8.self)
            let w = group.window.width, h = group.window.height
            var marks = ""
            var byPath: [String: Rect] = [:]
            for node in group.layout.nodes where byPath[node.path] == nil { byPath[node.path] = node.frame }
            for f in group.findings {
                guard let r = byPath[f.path] else { continue }
                let top = SVGDocument.number(r.y)
                marks +=
                    "<rect class=\"finding\" x=\"\(SVGDocument.number(r.x))\" y=\"\(top)\" "
                    + "width=\"\(SVGDocument.number(r.width))\" height=\"\(SVGDocument.number(r.height))\" "
                    + "style=\"fill:none;stroke:#ff453a;stroke-width:2\" data-group=\"\(i)\" data-path=\"\(f.path)\" "
                    + "data-kind=\"\(f.kind.rawValue)\"><title>\(SVGDocument.escape(f.kind.rawValue + " at " + f.path))"
                    + "</title></rect>\n"
            }
            let names = group.contexts.map(\.name)
            let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " +\(names.count - 3)" : "")
            cells.append(
                "<g id=\"g\(i)\" class=\"cell\"><text x=\"\(SVGDocument.number(x))\" y=\"20\" font-size=\"14\">"
                    + "\(SVGDocument.escape(shown))<title>"
                    + "\(SVGDocument.escape(names.joined(separator: ", ")))</title></text>\n"
                    + "<g transform=\"translate(\(SVGDocument.number(x)) \(SVGDocument.number(caption)))\">"
                    + String(text.dropLast(7)) + marks + "</svg></g></g>\n")
            x += w + gap
            height = Swift.max(height, h + caption)
        }
        let width = Swift.max(1, x - gap)
        return PictureIDs.unique(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
                + "viewBox=\"0 0 \(SVGDocument.number(width)) \(SVGDocument.number(height))\" width=\""
                + "\(SVGDocument.number(width * zoom))\" height=\"\(SVGDocument.number(height * zoom))\">\n"
                + "<title>/swiftui/sheet: \(a.groups.count) groups of \(a.contexts) contexts</title>\n"
                + cells.joined() + "</svg>\n")
    }
}
