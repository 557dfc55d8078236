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
struct SVGDocument {
    /// What a shape is: its CSS class, its colours and the legend's words for it.
    enum Kind: String, CaseIterable {
        case display, housing = "sensor-housing", homeIndicator = "home-indicator", statusBar = "status-bar"
        case window, container, safeArea = "safe-area", guide = "guide", exactGuide = "exact-guide"
        case content, cropped, pixelGrid = "pixel-grid", screen, item, focused, title
        case frame, alignmentRect = "alignment-rect", tapTarget = "tap-target"

        /// `fill`, `stroke` and extra style, as one CSS rule body.
        var style: String {
            switch self {
            case .display: "fill:#1c1c1e;stroke:#636366;stroke-width:1"
            case .housing: "fill:#000;stroke:#8e8e93;stroke-width:0.5"
            case .homeIndicator: "fill:#f2f2f7"
            case .statusBar: "fill:#ff9f0a;fill-opacity:0.25;stroke:#ff9f0a;stroke-width:0.5"
            case .window, .screen: "fill:#f2f2f7;stroke:#8e8e93;stroke-width:1"
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
            }
        }
    }

    let viewBox: Rect
    let zoom: Double
    private let title: String
    private var description: String = ""
    private var defs = ""
    private var shapes = ""
    private var kinds: [Kind] = []

    /// - Parameters:
    ///   - viewBox: The region drawn, in points (the window, container or screen).
    ///   - zoom: Screen pixels per point for the `width` and `height` attributes.
    ///   - title: The document's `<title>`.
    init(viewBox: Rect, zoom: Double, title: String) {
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
    mutating func rect(_ id: String, _ rect: Rect, kind: Kind, title: String, label: String? = nil, radius: Double = 0,
                       data: [(String, String)] = []) {
        note(kind)
        var attributes = "id=\"\(id)\" class=\"\(kind.rawValue)\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        if radius > 0 { attributes += " rx=\"\(n(radius))\" ry=\"\(n(radius))\"" }
        attributes += " data-x=\"\(n(rect.x))\" data-y=\"\(n(rect.y))\" data-width=\"\(n(rect.width))\" data-height=\"\(n(rect.height))\""
        for (name, value) in data { attributes += " data-\(name)=\"\(Self.escape(value))\"" }
        shapes += "<rect \(attributes)><title>\(Self.escape(title))</title></rect>\n"
        if let label { self.label(label, at: Point(x: rect.x, y: rect.y), for: id) }
    }

    /// A label's text at a point (its top-left), with a light halo so it reads on any fill.
    mutating func label(_ text: String, at point: Point, for id: String) {
        let size = labelSize
        shapes += "<text id=\"\(id)-label\" class=\"label\" x=\"\(n(point.x + size * 0.3))\" y=\"\(n(point.y + size * 1.1))\" "
            + "font-size=\"\(n(size))\">\(Self.escape(text))</text>\n"
    }

    /// Lines every `1/scale` points over `rect`: the pixel grid.
    mutating func pixelGrid(_ rect: Rect, scale: Double) {
        note(.pixelGrid)
        let step = 1 / scale
        defs += "<pattern id=\"pixel-grid-pattern\" patternUnits=\"userSpaceOnUse\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(step))\" "
            + "height=\"\(n(step))\"><path d=\"M \(n(step)) 0 L 0 0 0 \(n(step))\" class=\"pixel-grid\"/></pattern>\n"
        shapes += "<rect id=\"pixel-grid\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
            + "fill=\"url(#pixel-grid-pattern)\" data-scale=\"\(n(scale))\"><title>Pixel grid at @\(n(scale))x: a line every "
            + "\(n(step)) pt</title></rect>\n"
    }

    private mutating func note(_ kind: Kind) { if !kinds.contains(kind) { kinds.append(kind) } }

    // MARK: Output

    /// The whole document: XML declaration, styles, shapes, then the legend (one swatch per kind drawn).
    func bytes() -> [UInt8] {
        let width = viewBox.width * zoom, height = viewBox.height * zoom
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"\(n(viewBox.x)) \(n(viewBox.y)) \(n(viewBox.width)) \(n(viewBox.height))\" "
            + "width=\"\(n(width))\" height=\"\(n(height))\" data-zoom=\"\(n(zoom))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
        out += "<title>\(Self.escape(title))</title>\n"
        if !description.isEmpty { out += "<desc>\(Self.escape(description))</desc>\n" }
        out += "<style type=\"text/css\">"
        for kind in Kind.allCases where kinds.contains(kind) { out += ".\(kind.rawValue){\(kind.style)}" }
        out += ".label{fill:#1c1c1e;stroke:#fff;stroke-width:\(n(labelSize / 6));paint-order:stroke}</style>\n"
        if !defs.isEmpty { out += "<defs>\n\(defs)</defs>\n" }
        out += shapes
        out += legend()
        out += "</svg>\n"
        return Array(out.utf8)
    }

    /// Swatches and words for each kind drawn, in the bottom-left corner on a translucent card.
    private func legend() -> String {
        let size = labelSize, line = size * 1.4
        let height = Double(kinds.count) * line + size * 0.6
        let width = size * 13
        let origin = Point(x: viewBox.x + size * 0.5, y: viewBox.maxY - height - size * 0.5)
        var out = "<g id=\"legend\"><title>Legend</title>\n"
        out += "<rect x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(size / 3))\" "
            + "fill=\"#fff\" fill-opacity=\"0.85\" stroke=\"#c7c7cc\" stroke-width=\"\(n(size / 16))\"/>\n"
        for (i, kind) in kinds.enumerated() {
            let y = origin.y + size * 0.3 + Double(i) * line
            out += "<rect class=\"\(kind.rawValue)\" x=\"\(n(origin.x + size * 0.3))\" y=\"\(n(y + size * 0.15))\" width=\"\(n(size))\" height=\"\(n(size))\"/>"
            out += "<text x=\"\(n(origin.x + size * 1.6))\" y=\"\(n(y + size * 1.0))\" font-size=\"\(n(size))\" fill=\"#1c1c1e\">\(Self.escape(kind.legend))</text>\n"
        }
        return out + "</g>\n"
    }

    /// A number as the JSON answers write it: without double noise (`734`, not `733.9999999999999`).
    func n(_ value: Double) -> String { Self.number(value) }

    static func number(_ value: Double) -> String { value.isFinite ? JSONNumber.text(value) : "0" }

    /// Text or an attribute value with XML's five special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
