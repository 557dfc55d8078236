import LayoutGeometry

/// An SVG 1.1 document drawn in points: the answers' pictures are written with it.
///
/// It draws what it is given and computes nothing: every shape is one of the geometry core's answers. Each shape has
/// a stable `id`, `data-` attributes with its numbers, a `<title>` (a browser's tooltip) and usually a label; the
/// document has a `<title>`, a `<desc>` and a small legend. The bytes depend only on the shapes (numbers written
/// without double noise, attributes in a fixed order), so the same question gives the same bytes and ETag on every
/// replica.
///
/// ```swift
/// var svg = SVGDocument(viewBox: Rect(x: 0, y: 0, width: 852, height: 393), zoom: 2, title: "852 × 393")
/// svg.rect("container", Rect(x: 0, y: 0, width: 852, height: 393), kind: .container, title: "Container")
/// svg.bytes() // <svg … viewBox="0 0 852 393" width="1704" height="786">…</svg>
/// ```
public struct SVGDocument {
    /// What a shape is: its CSS class, its colours and the legend's words for it.
    enum Kind: String, CaseIterable {
        case display, housing = "sensor-housing", homeIndicator = "home-indicator", statusBar = "status-bar"
        case window, container, safeArea = "safe-area", guide = "guide", exactGuide = "exact-guide"
        case content, cropped, pixelGrid = "pixel-grid", screen, item, focused, title
        case frame, alignmentRect = "alignment-rect", tapTarget = "tap-target"
        case keyboard, keyboardGuide = "keyboard-layout-guide"
        case shapeView = "shape-view", stackView = "stack-view", modifierView = "modifier-view"
        case spacerView = "spacer-view", hinge, unknown

        /// `fill`, `stroke` and extra style, as one CSS rule body, in the light scheme (``SVGDocument/style(_:_:)``
        /// gives the dark one).
        var style: String {
            switch self {
            case .display: "fill:#fff;stroke:#3a3a3c;stroke-width:1"
            case .housing: "fill:#000;stroke:#8e8e93;stroke-width:0.5"
            case .homeIndicator: "fill:#1c1c1e;stroke:#1c1c1e;stroke-width:0.5"
            case .statusBar: "fill:#ff9f0a;fill-opacity:0.25;stroke:#ff9f0a;stroke-width:0.5"
            case .window, .screen: "fill:#fff;stroke:#8e8e93;stroke-width:1"
            case .container: "fill:#e5e5ea;stroke:#636366;stroke-width:1"
            case .safeArea: "fill:#30d158;fill-opacity:0.18;stroke:#30d158;stroke-width:1;stroke-dasharray:4 2"
            case .guide: "fill:#0a84ff;fill-opacity:0.22;stroke:#0a84ff;stroke-width:1.5"
            case .exactGuide: "fill:none;stroke:#5e5ce6;stroke-width:0.75;stroke-dasharray:2 2"
            case .content: "fill:#0a84ff;fill-opacity:0.3;stroke:#0a84ff;stroke-width:1"
            case .cropped: "fill:#ff453a;fill-opacity:0.25;stroke:#ff453a;stroke-width:0.5;stroke-dasharray:3 2"
            case .pixelGrid: "stroke:#8e8e93;stroke-width:0.02;fill:none"
            case .item: "fill:#64d2ff;fill-opacity:0.45;stroke:#0a84ff;stroke-width:1"
            case .focused: "fill:#ffd60a;fill-opacity:0.5;stroke:#ff9f0a;stroke-width:1.5"
            case .title: "fill:#bf5af2;fill-opacity:0.25;stroke:#bf5af2;stroke-width:0.5"
            case .frame: "fill:#e5e5ea;stroke:#636366;stroke-width:1"
            case .alignmentRect: "fill:#0a84ff;fill-opacity:0.3;stroke:#0a84ff;stroke-width:1"
            case .tapTarget: "fill:#30d158;fill-opacity:0.18;stroke:#30d158;stroke-width:1;stroke-dasharray:4 2"
            case .shapeView: "fill:#0a84ff;fill-opacity:0.25;stroke:#0a84ff;stroke-width:1"
            case .stackView: "fill:none;stroke:#bf5af2;stroke-width:1;stroke-dasharray:4 2"
            case .modifierView: "fill:none;stroke:#ff9f0a;stroke-width:0.75;stroke-dasharray:2 2"
            case .spacerView: "fill:#30d158;fill-opacity:0.15;stroke:#30d158;stroke-width:0.5;stroke-dasharray:1 2"
            case .unknown: "fill:none;stroke:#ff453a;stroke-width:1;stroke-dasharray:2 2"
            case .hinge: "fill:#d1d1d6;stroke:#8e8e93;stroke-width:0.5"
            case .keyboard: "fill:#636366;fill-opacity:0.55;stroke:#3a3a3c;stroke-width:1"
            case .keyboardGuide: "fill:none;stroke:#bf5af2;stroke-width:1;stroke-dasharray:4 2"
            }
        }

        /// The legend's words.
        var legend: String {
            switch self {
            case .display: "display (corner radius)"
            case .housing: "notch / Dynamic Island"
            case .homeIndicator: "home indicator"
            case .statusBar: "status bar area"
            case .window: "window"
            case .screen: "screen"
            case .container: "container"
            case .safeArea: "safe area"
            case .guide: "aspect-fit guide"
            case .exactGuide: "guide before rounding"
            case .content: "fitted rect"
            case .cropped: "cropped by fill"
            case .pixelGrid: "pixel grid"
            case .item: "item"
            case .focused: "focused item"
            case .title: "title"
            case .frame: "frame"
            case .alignmentRect: "alignment rect"
            case .tapTarget: "tap target"
            case .shapeView: "shape, colour or fixed view"
            case .stackView: "stack"
            case .modifierView: "modifier"
            case .spacerView: "spacer"
            case .unknown: "part of unknown size"
            case .hinge: "hinge side"
            case .keyboard: "docked keyboard"
            case .keyboardGuide: "area above the keyboard"
            }
        }
    }

    let viewBox: Rect
    let zoom: Double
    private let title: String
    private var description: String = ""
    var defs = ""
    var shapes = ""
    private(set) var kinds: [Kind] = []
    /// Labels asked for, placed when the document is written (so that none overlaps another).
    var labels: [(id: String, text: String, point: Point)] = []
    /// Parts the catalog knows of but cannot size, named in the legend.
    private var unknowns: [String] = []
    /// The display's shape, which overlays drawn with `clipped` are cut to.
    var clip: (rect: Rect, radius: Double)?
    /// Small parts the legend must not cover (notch, Dynamic Island, home indicator).
    private var avoid: [Rect] = []
    /// The legend's words for the display when they are not ``Kind/legend``'s (corner radii, or a radius no source
    /// gives).
    var displayLegend: String?
    /// `legend=`, `labels=` and `colorScheme=` of the request.
    private let options: PictureOptions

    /// - Parameters:
    ///   - viewBox: The region drawn, in points (the window, container or screen).
    ///   - zoom: Screen pixels per point for the `width` and `height` attributes.
    ///   - title: The document's `<title>`.
    init(viewBox: Rect, zoom: Double, title: String) {
        options = PictureOptions.current
        self.viewBox = viewBox
        self.zoom = zoom
        self.title = title
    }

    /// Sets the document's `<desc>`.
    mutating func describe(_ text: String) { description = text }

    /// Font size of labels in points: about 12 screen pixels whatever the zoom, never more than a tenth of the drawing.
    var labelSize: Double { Swift.min(12 / zoom, Swift.max(viewBox.width, viewBox.height) / 10) }

    // MARK: Shapes

    /// A rectangle (rounded by `radius`) with its numbers as `data-x`, `data-y`, `data-width`, `data-height`.
    /// - Parameters:
    ///   - id: Stable id, e.g. `safe-area`.
    ///   - rect: In points.
    ///   - kind: Its class and colours.
    ///   - title: The tooltip.
    ///   - label: Text written at its top-left corner, if any.
    ///   - radius: Corner radius (`rx`/`ry`).
    ///   - data: More numbers, e.g. `[("corner-radius", 55)]`.
    ///   - clipped: Whether to cut it to the display's shape (``clip(to:radius:)``), as the screen cuts a status bar.
    ///   - fill: Its own fill over its kind's (a `Color` in its colour), as an inline style.
    mutating func rect(
        _ id: String, _ rect: Rect, kind: Kind, title: String, label: String? = nil, radius: Double = 0,
        data: [(String, String)] = [], clipped: Bool = false, fill: (color: String, opacity: Double)? = nil
    ) {
        note(kind)
        var attributes =
            "id=\"\(id)\" class=\"\(kind.rawValue)\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" "
            + "width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        if radius > 0 { attributes += " rx=\"\(n(radius))\" ry=\"\(n(radius))\"" }
        if let fill { attributes += " style=\"fill:\(fill.color);fill-opacity:\(n(fill.opacity))\"" }
        if clipped, clip != nil { attributes += " clip-path=\"url(#display-clip)\"" }
        if kind == .housing || kind == .homeIndicator || kind == .focused { avoid.append(rect) }
        attributes +=
            " data-x=\"\(n(rect.x))\" data-y=\"\(n(rect.y))\" data-width=\"\(n(rect.width))\" "
            + "data-height=\"\(n(rect.height))\""
        for (name, value) in data { attributes += " data-\(name)=\"\(Self.escape(value))\"" }
        shapes += "<rect \(attributes)><title>\(Self.escape(title))</title></rect>\n"
        if let label { labels.append((id, label, Point(x: rect.x, y: rect.y))) }
    }

    /// A Text's lines as SVG text, each on its baseline in the font drawn (family, size, weight), aligned in `frame`
    /// as the Text aligns them; a viewer without the family draws its own, so the line may differ in width.
    mutating func textLines(_ text: SwiftUILayout.TextLayout, in frame: Rect, path: String) {
        let family = Self.escape(text.font.family), ink = Palette.of(options.colorScheme).ink
        for (i, line) in text.lines.enumerated() {
            let x = frame.x + text.alignment.offset(line: line.width, in: frame.width)
            let y = frame.y + text.firstBaseline + Double(i) * text.lineStep
            shapes +=
                "<text id=\"text-\(path)-\(i)\" class=\"text-line\" fill=\"\(ink)\" x=\"\(n(x))\" y=\"\(n(y))\" "
                + "font-family=\"\(family)\" font-size=\"\(n(text.font.size))\" font-weight=\"\(text.font.weight)\" "
                + "data-width=\"\(n(line.width))\">\(Self.escape(line.text))</text>\n"
        }
    }

    /// Sets the display's shape: the clip path of the overlays drawn with `clipped: true`.
    /// - Parameters:
    ///   - rect: The display, e.g. the 874 × 402 window of an iPhone 16 Pro in landscape.
    ///   - radius: Its corner radius (62), 0 when unknown.
    mutating func clip(to rect: Rect, radius: Double) {
        clip = (rect, radius)
        defs +=
            "<clipPath id=\"display-clip\"><rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" "
            + "height=\"\(n(rect.height))\" rx=\"\(n(radius))\" ry=\"\(n(radius))\"/></clipPath>\n"
    }

    /// A part the catalog knows is there but no source sizes: an empty group with its title and `data-known="false"`,
    /// named in the legend with the unknown swatch. Never drawn at a guessed size.
    /// - Parameters:
    ///   - id: e.g. `notch`.
    ///   - words: The legend's words, e.g. `notch (size unknown)`.
    ///   - title: The tooltip: what is known and what is not.
    mutating func unknown(_ id: String, words: String, title: String) {
        note(.unknown)
        unknowns.append(words)
        shapes += "<g id=\"\(id)\" class=\"unknown\" data-known=\"false\"><title>\(Self.escape(title))</title></g>\n"
    }

    /// Lines every `1/scale` points over `rect`: the pixel grid.
    mutating func pixelGrid(_ rect: Rect, scale: Double) {
        note(.pixelGrid)
        let step = 1 / scale
        defs +=
            "<pattern id=\"pixel-grid-pattern\" patternUnits=\"userSpaceOnUse\" x=\"\(n(rect.x))\" "
            + "y=\"\(n(rect.y))\" width=\"\(n(step))\" "
            + "height=\"\(n(step))\"><path d=\"M \(n(step)) 0 L 0 0 0 \(n(step))\" class=\"pixel-grid\"/></pattern>\n"
        shapes +=
            "<rect id=\"pixel-grid\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" "
            + "height=\"\(n(rect.height))\" "
            + "fill=\"url(#pixel-grid-pattern)\" data-scale=\"\(n(scale))\"><title>Pixel grid at @\(n(scale))x: a "
            + "line every "
            + "\(n(step)) pt</title></rect>\n"
    }

    mutating func note(_ kind: Kind) { if !kinds.contains(kind) { kinds.append(kind) } }

    // MARK: Output

    /// The whole document: XML declaration, styles in the request's `colorScheme` (the same rules in every picture
    /// of one scheme, sizes being attributes, so the pictures inlined in one page agree on them), the canvas
    /// (``backdrop(_:)``), shapes,
    /// labels placed so that none overlaps another or the legend, then the legend (one swatch per kind drawn, the
    /// parts of unknown size, and any label with no free place). The legend never covers the drawing: it goes
    /// below it, the `viewBox` growing downwards while the shapes keep their coordinates. Every id gets the
    /// picture's own prefix
    /// (``PictureIDs``): `id="p<8 hex digits>-safe-area"`; with `export=figma`, ``PictureExport``'s form instead.
    func bytes() -> [UInt8] { PictureExport.served(text(), options) }

    /// The whole document as ``bytes()`` writes it but with bare ids (`id="safe-area"`), for a drawing that holds
    /// it and prefixes its ids itself (a contact sheet's cell).
    func text() -> String { rendered().text }

    /// The whole document with bare ids, and the region it shows (the `viewBox`, grown where the legend went).
    func rendered() -> (text: String, box: Rect) {
        let size = labelSize
        var extra: [String] = unknowns
        var legendLines = kinds.filter { $0 != .unknown }.count + unknowns.count
        let shown = options.labels ? labels : []
        var legendBox = Rect(x: 0, y: 0, width: 0, height: 0)
        let below = options.legend
        var placed: [Rect] = []
        var text = ""
        for (id, words, point) in shown {
            if let box = place(words, at: point, avoiding: placed) {  // without a legend, one with no place is left out
                placed.append(box)
                text +=
                    "<text id=\"\(id)-label\" class=\"label\" x=\"\(n(box.x))\" y=\"\(n(box.y + size))\" "
                    + "font-size=\"\(n(size))\" stroke-width=\"\(n(size / 6))\">\(Self.escape(words))</text>\n"
            } else {
                extra.append("\(words) (label)")
                legendLines += 1
            }
        }
        legendBox = legendPlace(lines: legendLines, widest: legendWidest(extra))
        var drawn = viewBox
        if below {
            legendBox = Rect(
                x: viewBox.minX + size * 0.5, y: viewBox.maxY + size * 0.5,
                width: legendBox.width, height: legendBox.height)
            drawn = Rect(
                x: viewBox.minX, y: viewBox.minY, width: Swift.max(viewBox.width, legendBox.width + size),
                height: viewBox.height + legendBox.height + size)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"\(n(drawn.x)) \(n(drawn.y)) "
            + "\(n(drawn.width)) \(n(drawn.height))\" width=\"\(n(drawn.width * zoom))\" "
            + "height=\"\(n(drawn.height * zoom))\" data-zoom=\"\(n(zoom))\" "
            + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
        out += "<title>\(Self.escape(title))</title>\n"
        if !description.isEmpty { out += "<desc>\(Self.escape(description))</desc>\n" }
        out += "<style type=\"text/css\">" + styleRules(options.colorScheme) + "</style>\n"
        if !defs.isEmpty { out += "<defs>\n\(defs)</defs>\n" }
        out += Self.backdrop(drawn) + shapes + text
        if options.legend { out += legend(in: legendBox, extra: extra) }
        out += "</svg>\n"
        return (out, drawn)
    }

    /// The estimated box of a text in points (a generous 0.68 em per character, 1.3 em tall).
    private func textBox(_ text: String, at origin: Point) -> Rect {
        Rect(x: origin.x, y: origin.y, width: Double(text.count) * labelSize * 0.68, height: labelSize * 1.3)
    }

    /// A free place for a label near a shape's top-left corner: there, or lines below it, inside the viewBox and
    /// clear of every box in `avoiding`; `nil` when there is none (the label goes into the legend).
    private func place(_ text: String, at point: Point, avoiding: [Rect]) -> Rect? {
        let size = labelSize
        for step in 0..<8 {
            let y = point.y + size * 0.1 + Double(step) * size * 1.4
            var box = textBox(text, at: Point(x: point.x + size * 0.3, y: y))
            if box.maxX > viewBox.maxX {
                box = Rect(
                    x: Swift.max(viewBox.minX, viewBox.maxX - box.width), y: box.y,
                    width: box.width, height: box.height)
            }
            guard box.maxY <= viewBox.maxY, box.maxX <= viewBox.maxX else { return nil }
            if !avoiding.contains(where: { Self.intersects($0, box) }) { return box }
        }
        return nil
    }

    private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The widest legend line in characters, given extra lines.
    private func legendWidest(_ extra: [String]) -> Int {
        (kinds.map { words($0).count } + extra.map(\.count)).max() ?? 0
    }

    /// Where the legend goes: the first corner (bottom-left, bottom-right, top-right, top-left, then the middle of
    /// the left and right edges) whose card covers no small part (notch, Dynamic Island, home indicator).
    private func legendPlace(lines: Int, widest: Int) -> Rect {
        let size = labelSize
        let width = Double(widest) * size * 0.62 + size * 2.2, height = Double(lines) * size * 1.4 + size * 0.6
        let margin = size * 0.5 + (clip?.radius ?? 0) * 0.3
        let left = viewBox.minX + margin, right = viewBox.maxX - margin - width
        let top = viewBox.minY + margin, bottom = viewBox.maxY - margin - height, middle = viewBox.midY - height / 2
        let candidates = [(left, bottom), (right, bottom), (right, top), (left, top), (left, middle), (right, middle)]
            .map { Rect(x: $0.0, y: $0.1, width: width, height: height) }
        return candidates.first { card in !avoid.contains { Self.intersects($0, card) } } ?? candidates[0]
    }

    /// Swatches and words for each kind drawn (and the parts of unknown size, and labels with no free place) on a
    /// translucent card; on a picture of a display, each swatch of what is drawn over it sits on a swatch of the
    /// display's colour, so a translucent fill looks in the legend as it looks on the display.
    private func legend(in box: Rect, extra: [String]) -> String {
        let size = labelSize, line = size * 1.4
        var out = "<g id=\"legend\" class=\"legend\"><title>Legend</title>\n"
        out +=
            "<rect class=\"legend-card\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" "
            + "height=\"\(n(box.height))\" rx=\"\(n(size / 3))\" stroke-width=\"\(n(size / 16))\"/>\n"
        let onDisplay = kinds.contains(.display)
        let entries = kinds.filter { $0 != .unknown }.map { ($0, words($0)) } + extra.map { (Kind.unknown, $0) }
        for (i, (kind, words)) in entries.enumerated() {
            let y = box.y + size * 0.3 + Double(i) * line
            if onDisplay, kind != .display {
                // What is drawn over the display is seen over its colour: so is its swatch.
                out +=
                    "<rect class=\"display\" data-backdrop=\"true\" x=\"\(n(box.x + size * 0.3))\" "
                    + "y=\"\(n(y + size * 0.15))\" width=\"\(n(size))\" height=\"\(n(size))\"/>"
            }
            out +=
                "<rect class=\"\(kind.rawValue)\" x=\"\(n(box.x + size * 0.3))\" y=\"\(n(y + size * 0.15))\" "
                + "width=\"\(n(size))\" height=\"\(n(size))\"/>"
            out +=
                "<text class=\"legend-text\" x=\"\(n(box.x + size * 1.6))\" y=\"\(n(y + size * 1.0))\" "
                + "font-size=\"\(n(size))\">\(Self.escape(words))</text>\n"
        }
        return out + "</g>\n"
    }

    /// The legend's words for a kind drawn.
    private func words(_ kind: Kind) -> String { kind == .display ? displayLegend ?? kind.legend : kind.legend }

    /// A number as the JSON answers write it: without double noise (`734`, not `733.9999999999999`).
    func n(_ value: Double) -> String { Self.number(value) }

    public static func number(_ value: Double) -> String { value.isFinite ? JSONNumber.text(value) : "0" }

    /// A number for people to read in a title or label: at most two decimals (`629.33`, not `629.3333333333333`);
    /// the `data-` attributes and the geometry keep ``number(_:)``'s full precision.
    static func display(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return JSONNumber.text((value * 100).rounded() / 100)
    }
}
