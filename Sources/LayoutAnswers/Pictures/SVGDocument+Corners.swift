import LayoutGeometry

extension SVGDocument {
    /// A rectangle whose four corners have their own radii, as a `<path>` with the rect's numbers as `data-x`,
    /// `data-y`, `data-width`, `data-height` (the display of the iPhone Duo's outer display: 8, 59, 59, 8).
    /// - Parameters:
    ///   - id: Stable id, e.g. `display`.
    ///   - rect: In points.
    ///   - radii: Top-left, top-right, bottom-right, bottom-left, in points.
    ///   - kind: Its class and colours.
    ///   - title: The tooltip.
    ///   - data: More numbers, e.g. `[("corner-radii", "8 59 59 8")]`.
    mutating func roundedRect(
        _ id: String, _ rect: Rect, radii: [Double], kind: Kind, title: String, data: [(String, String)] = []
    ) {
        note(kind)
        var attributes =
            "id=\"\(id)\" class=\"\(kind.rawValue)\" d=\"\(Self.path(rect, radii: radii))\" data-x=\"\(n(rect.x))\" "
            + "data-y=\"\(n(rect.y))\" data-width=\"\(n(rect.width))\" data-height=\"\(n(rect.height))\""
        for (name, value) in data { attributes += " data-\(name)=\"\(Self.escape(value))\"" }
        shapes += "<path \(attributes)><title>\(Self.escape(title))</title></path>\n"
    }

    /// Sets the display's shape to a rect with four corner radii: the clip path of the overlays drawn with
    /// `clipped: true`.
    /// - Parameters:
    ///   - rect: The display.
    ///   - radii: Top-left, top-right, bottom-right, bottom-left, in points.
    mutating func clip(to rect: Rect, radii: [Double]) {
        clip = (rect, radii.max() ?? 0)
        defs += "<clipPath id=\"display-clip\"><path d=\"\(Self.path(rect, radii: radii))\"/></clipPath>\n"
    }

    /// The outline of a rect with four corner radii, clockwise from the top-left corner's end on the top edge.
    ///
    /// `SVGDocument.path(Rect(x: 0, y: 0, width: 466, height: 678), radii: [8, 59, 59, 8])` →
    /// `M 8 0 H 407 A 59 59 0 0 1 466 59 V 619 A 59 59 0 0 1 407 678 H 8 A 8 8 0 0 1 0 670 V 8 A 8 8 0 0 1 8 0 Z`.
    static func path(_ r: Rect, radii: [Double]) -> String {
        let tl = radii[0], tr = radii[1], br = radii[2], bl = radii[3]
        func arc(_ radius: Double, _ x: Double, _ y: Double) -> String {
            "A \(number(radius)) \(number(radius)) 0 0 1 \(number(x)) \(number(y))"
        }
        return "M \(number(r.minX + tl)) \(number(r.minY)) H \(number(r.maxX - tr)) \(arc(tr, r.maxX, r.minY + tr)) "
            + "V \(number(r.maxY - br)) \(arc(br, r.maxX - br, r.maxY)) H \(number(r.minX + bl)) "
            + "\(arc(bl, r.minX, r.maxY - bl)) V \(number(r.minY + tl)) \(arc(tl, r.minX + tl, r.minY)) Z"
    }
}
