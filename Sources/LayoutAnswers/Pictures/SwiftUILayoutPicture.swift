public import LayoutGeometry

extension AnswerPictures {
    /// The most labels one picture writes: a label is placed clear of the others, which costs the square of their
    /// number; views past this are drawn with their titles but no label.
    static let maximumSwiftUILabels = 60

    /// `/swiftui/layout?format=svg`: every view's layout frame in the root's coordinates, in pre-order (so a child
    /// is drawn over its parent), with its path, type and id.
    ///
    /// Each box is `<rect id="view-<path>" data-path="…" data-type="…" data-id="…">` with the exact frame as `x`,
    /// `y`, `width`, `height` (and `data-`), the pixel frame as `data-pixel-x` … ; shapes, colours and fixed views
    /// are filled (a `Circle` or `Capsule` with its round corners; a `Color` in its own colour, ``SwiftUIColor``, with
    /// `data-color` as spelt), stacks and modifiers outlined, spacers pale.
    /// Views with an `id` are labelled with it. The pixel grid at the answer's scale shows once a pixel is large.
    /// Hosted on a device, the device is drawn under the views (``draw(_:_:on:drawSafeArea:)``: outline, corner
    /// radius, notch or Dynamic Island, status bar, home indicator, safe area) and the canvas spans the screen.
    /// - Parameters:
    ///   - a: The answer.
    ///   - zoom: Screen pixels per point.
    ///   - device: The device and orientation the tree is hosted on, or `nil`.
    /// - Returns: The SVG document.
    ///
    /// objc.io's HStack at 150 × 100 → `view-0` (175 × 100, dashed), `view-0.0` (75 wide) and `view-0.1`
    /// (100 wide, from x = 75), each with a filled `Rectangle` inside.
    public static func swiftUILayout(
        _ a: SwiftUILayoutAnswers.Answer, zoom: Double, device: (Device, InterfaceOrientation)? = nil
    ) -> [UInt8] {
        swiftUILayoutDocument(a, zoom: zoom, device: device).bytes()
    }

    /// ``swiftUILayout(_:zoom:device:)``'s document before its ids are written: a contact sheet's cell takes its
    /// ``SVGDocument/text()``.
    static func swiftUILayoutDocument(
        _ a: SwiftUILayoutAnswers.Answer, zoom: Double, device: (Device, InterfaceOrientation)? = nil
    ) -> SVGDocument {
        var bounds = a.region?.frame ?? Rect(size: a.size)
        if let (model, orientation) = device { bounds = Rect(size: model.windowSize(orientation)) }
        for node in a.nodes { bounds = spanning(bounds, node.frame) }
        if bounds.width <= 0 || bounds.height <= 0 {  // an empty tree still gets a visible canvas
            bounds = Rect(
                x: bounds.x, y: bounds.y, width: Swift.max(bounds.width, 1),
                height: Swift.max(bounds.height, 1))
        }
        var svg = SVGDocument(
            viewBox: bounds, zoom: zoom,
            title: "/swiftui/layout: \(a.nodes.first?.type ?? "view"), "
                + "\(d(a.size.width)) × \(d(a.size.height)) pt")
        svg.describe(
            "Drawn by layoutd from POST /swiftui/layout: each view's layout frame in points, in "
                + (a.region == nil ? "the root's coordinates (root at 0,0)" : "the screen's coordinates")
                + "; data-pixel-* give the frame snapped to the @\(d(a.scale))x pixel grid.")
        if let (model, orientation) = device { draw(model, orientation, on: &svg) }
        if zoom / a.scale >= 4 { svg.pixelGrid(a.region == nil ? Rect(size: a.size) : bounds, scale: a.scale) }
        var labels = 0
        for node in a.nodes {
            let f = node.frame, p = node.pixelFrame
            let kind: SVGDocument.Kind =
                switch node.type {
                case "HStack", "VStack", "ZStack": .stackView
                case "Spacer": .spacerView
                case "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Color", "Fixed", "Text": .shapeView
                default: .modifierView
                }
            let round = node.type == "Circle" || node.type == "Capsule"
            let named = node.id.map { " \"\($0)\"" } ?? ""
            var label: String?
            if let id = node.id, labels < maximumSwiftUILabels {
                label = id.count > 40 ? String(id.prefix(40)) + "…" : id
                labels += 1
            }
            svg.rect(
                "view-\(node.path)", f, kind: kind,
                title: "\(node.type)\(named) at path \(node.path): \(d(f.width)) × \(d(f.height)) pt at "
                    + "(\(d(f.x)), \(d(f.y))); pixel frame \(d(p.width)) × \(d(p.height)) at "
                    + "(\(d(p.x)), \(d(p.y)))",
                label: label, radius: round ? Swift.min(f.width, f.height) / 2 : 0,
                data: [
                    ("path", node.path), ("type", node.type), ("id", node.id ?? ""),
                    ("pixel-x", SVGDocument.number(p.x)), ("pixel-y", SVGDocument.number(p.y)),
                    ("pixel-width", SVGDocument.number(p.width)),
                    ("pixel-height", SVGDocument.number(p.height)),
                ] + (node.color.map { [("color", $0)] } ?? []),
                fill: node.color.flatMap(SwiftUIColor.init)?.fill(PictureOptions.current.colorScheme))
            if let text = node.text { svg.textLines(text, in: f, path: node.path) }
        }
        return svg
    }

    /// A number in a title: two decimals for people.
    private static func d(_ value: Double) -> String { SVGDocument.display(value) }

    /// The smallest rect holding both.
    private static func spanning(_ a: Rect, _ b: Rect) -> Rect {
        Rect(
            minX: Swift.min(a.minX, b.minX), minY: Swift.min(a.minY, b.minY),
            maxX: Swift.max(a.maxX, b.maxX), maxY: Swift.max(a.maxY, b.maxY))
    }
}
