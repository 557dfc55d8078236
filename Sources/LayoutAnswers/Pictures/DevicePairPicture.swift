import LayoutGeometry

extension AnswerPictures {
    /// `/devices/{id}?format=svg&display=both`: every display of a model with more than one, side by side in the
    /// catalog's order (the iPhone Duo: closed, the outer display; open, the inner one), each drawn as
    /// `display=<id>` draws it and captioned with its state, name and size. Every id of a display's drawing is
    /// prefixed `<display id>-` (its clip path too), so the two never share an id.
    /// - Parameters:
    ///   - device: The model (its default display's figures), with the OS version's insets chosen.
    ///   - orientation: The orientation both displays are drawn in.
    ///   - zoom: Screen pixels per point.
    /// - Throws: ``AnswerError`` `.unprocessable` (field `display`) for a model with one display.
    ///
    /// `iphone-duo`, portrait → a 466 × 678 pt outer display (`outer-display`, `outer-hinge`) and, 40 pt to its right,
    /// the 669 × 951 pt inner display (`inner-display`) under captions "Closed: outer display (folded), 466 × 678 pt"
    /// and "Open: inner display (open), 669 × 951 pt".
    public static func devicePair(
        _ device: Device, orientation: AskedOrientation, zoom: Double
    ) throws(AnswerError) -> [UInt8] {
        guard let displays = device.displays, displays.count > 1 else {
            throw AnswerError.unprocessable(
                "display",
                "\(device.name) has one display, so display=both does not apply; it draws every display of a model "
                    + "with more than one, such as iphone-duo (outer, inner).")
        }
        let o = orientation.interface, gap = 40.0, caption = 28.0
        var x = 0.0, height = 0.0, cells = ""
        for display in displays {
            let shown = try device.onDisplay(display.id)
            var svg = SVGDocument(
                viewBox: Rect(size: shown.windowSize(o)), zoom: 1, title: "\(shown.displayTitle), \(orientation.asked)")
            draw(shown, o, on: &svg)
            let (drawn, box) = svg.rendered()
            var text = drawn
            if let start = text.firstRange(of: "<svg") { text = String(text[start.lowerBound...]) }
            text = String(decoding: PictureIDs.prefixed(Array(text.utf8), Array("\(display.id)-".utf8)), as: UTF8.self)
            let state = display.isDefault ? "Closed" : "Open"
            let size = shown.windowSize(o)
            let words =
                "\(state): \(display.name), \(SVGDocument.display(size.width)) × \(SVGDocument.display(size.height)) pt"
            cells +=
                "<g id=\"\(display.id)\" class=\"display-cell\" data-display=\"\(display.id)\">"
                + "<text id=\"\(display.id)-caption\" class=\"caption\" x=\"\(SVGDocument.number(x))\" y=\"18\" "
                + "font-size=\"16\">\(SVGDocument.escape(words))</text>\n"
                + "<g transform=\"translate(\(SVGDocument.number(x)) \(SVGDocument.number(caption)))\">"
                + text.dropLast(1) + "</g></g>\n"
            x += box.width + gap
            height = Swift.max(height, box.height + caption)
        }
        let width = x - gap, palette = SVGDocument.Palette.of(PictureOptions.current.colorScheme)
        return PictureExport.served(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
                + "viewBox=\"0 0 \(SVGDocument.number(width)) \(SVGDocument.number(height))\" width=\""
                + "\(SVGDocument.number(width * zoom))\" height=\"\(SVGDocument.number(height * zoom))\" "
                + "data-zoom=\"\(SVGDocument.number(zoom))\" "
                + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
                + "<title>\(SVGDocument.escape(device.name)), every display, \(orientation.asked)</title>\n"
                + "<desc>Drawn by layoutd from GET /devices/\(device.id)?display=both: each display as "
                + "display=&lt;id&gt; draws it, points in each drawing.</desc>\n"
                + "<style type=\"text/css\">.caption{fill:\(palette.ink)}</style>\n"
                + SVGDocument.backdrop(Rect(x: 0, y: 0, width: width, height: height), fill: palette.backdrop) + cells
                + "</svg>\n")
    }
}
