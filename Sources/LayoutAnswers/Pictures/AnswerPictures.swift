public import LayoutGeometry

/// The SVG pictures of the answers: each draws an endpoint's answer (the geometry core's numbers) and computes
/// nothing new.
///
/// `GET /fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9&format=svg` → the
/// display with its 62 pt corners, the Dynamic Island on the left edge, the safe area and the guide
/// (`<rect id="aspect-fit-guide" … data-width="…">`).
public enum AnswerPictures {
    // MARK: Devices

    /// Draws a device in an orientation: display outline with its corner radius, notch or Dynamic Island, status bar
    /// area, home indicator and safe area.
    /// - Parameters:
    ///   - svg: The document (its viewBox is the window).
    ///   - device: The model, with the OS version's insets chosen.
    ///   - orientation: The interface orientation drawn.
    ///   - drawSafeArea: Whether to draw the safe area (off when the answer draws it as its container).
    static func draw(
        _ device: Device, _ orientation: InterfaceOrientation, on svg: inout SVGDocument, drawSafeArea: Bool = true
    ) {
        let window = Rect(size: device.windowSize(orientation))
        let radius = device.displayCornerRadius.value
        let vision = device.idiom == "vision"
        let named =
            "\(device.name) \(device.display.map { $0 + " " } ?? "")\(vision ? "default window" : "display"), "
        if let corners = device.displayCorners, let radii = corners.radii(orientation, portrait: device.portraitSize) {
            svg.roundedRect(
                "display", window, radii: radii, kind: .display,
                title: named + "\(n(window.width)) × \(n(window.height)) pt, corner radii "
                    + "\(radii.map(n).joined(separator: ", ")) pt (top-left, top-right, bottom-right, bottom-left)",
                data: [
                    ("corner-radius", radius.map(f) ?? "null"),
                    ("corner-radii", radii.map(f).joined(separator: " ")),
                ])
            svg.clip(to: window, radii: radii)
            svg.displayLegend = "display (corner radii)"
        } else {
            if radius == nil {
                svg.displayLegend = vision ? "window (corner radius unknown)" : "display (corner radius unknown)"
            }
            svg.rect(
                "display", window, kind: .display,
                title: named + "\(n(window.width)) × \(n(window.height)) pt, corner radius "
                    + "\(radius.map(n) ?? "unknown")",
                radius: radius ?? 0, data: [("corner-radius", radius.map(f) ?? "null")])
            svg.clip(to: window, radius: radius ?? 0)
        }
        if let edge = device.displayCorners?.hinge(orientation, portrait: device.portraitSize) {
            drawHinge(edge, in: window, of: device, on: &svg)
        }
        let insets = device.safeAreaInsets(orientation)
        let statusBar = device.statusBar(os: device.safeArea?.os.map { OSSupport.numbers(in: $0) })
        if let bar = statusBar, let height = bar.height(orientation), height > 0 {
            svg.rect(
                "status-bar", Rect(x: 0, y: 0, width: window.width, height: height), kind: .statusBar,
                title: "Status bar, \(n(height)) pt (\(bar.sources.joined(separator: ", ")))", clipped: true)
        } else if statusBar?.height(orientation) == nil, orientation == .portrait, let top = insets?.top, top > 0 {
            svg.rect(
                "status-bar", Rect(x: 0, y: 0, width: window.width, height: top), kind: .statusBar,
                title: "Status bar area: the top safe-area inset, \(n(top)) pt "
                    + "(no source gives this model's status-bar height)",
                clipped: true)
        }
        if let portraitRect = device.sensorHousing.rect, device.idiom == "phone" || device.idiom == "pad" {
            let rect = orientation.rect(portraitRect, portrait: device.portraitSize)
            let id = device.sensorHousing.type == "dynamicIsland" ? "dynamic-island" : "notch"
            let words = device.sensorHousing.type == "dynamicIsland" ? "Dynamic Island" : "Notch"
            svg.rect(
                id, rect, kind: .housing,
                title: "\(words), \(n(rect.width)) × \(n(rect.height)) pt (its bounding rect)",
                radius: device.sensorHousing.type == "dynamicIsland" ? min(rect.width, rect.height) / 2 : 0,
                data: [("confidence", device.sensorHousing.confidence ?? "unknown")])
        } else if case let type = device.sensorHousing.type, type == "notch" || type == "dynamicIsland",
            device.idiom == "phone" || device.idiom == "pad"
        {
            let words = type == "dynamicIsland" ? "Dynamic Island" : "notch"
            svg.unknown(
                type == "dynamicIsland" ? "dynamic-island" : "notch", words: "\(words) (size unknown)",
                title: "\(device.name) has a \(words); no source gives its size, so it is not drawn")
        }
        if device.homeIndicator.present == true, orientation != .portrait {
            // The catalog's figures are portrait ones: the tokens call the landscape ones unknown, and so does this.
            svg.unknown(
                "home-indicator", words: "home indicator (landscape size unknown)",
                title: "\(device.name) has a home indicator; no source gives its landscape size or offset (the "
                    + "catalog's figures are portrait ones), so it is not drawn")
        } else if device.homeIndicator.present == true, let size = device.homeIndicator.size,
            let offset = device.homeIndicator.bottomOffset
        {
            let rect = Rect(
                x: (window.width - size.width) / 2, y: window.height - offset - size.height, width: size.width,
                height: size.height)
            svg.rect(
                "home-indicator", rect, kind: .homeIndicator,
                title:
                    "Home indicator, \(n(size.width)) × \(n(size.height)) pt, \(n(offset)) pt above the bottom edge",
                radius: size.height / 2, data: [("bottom-offset", f(offset))], clipped: true)
        } else if device.homeIndicator.present == true {
            svg.unknown(
                "home-indicator", words: "home indicator (size unknown)",
                title: "\(device.name) has a home indicator; no source gives its size or offset")
        }
        if drawSafeArea, let insets {
            svg.rect(
                "safe-area", window.inset(by: insets), kind: .safeArea,
                title:
                    "Safe area, insets \(n(insets.top)), \(n(insets.left)), \(n(insets.bottom)), \(n(insets.right)) "
                    + "(top, left, bottom, right)",
                label: "safe area", data: insetData(insets))
        }
    }

    /// The hinge side of a display with a hinge along one edge: a 6 pt band along that window edge, cut to the
    /// display's shape (a mark of the side: no source gives the hinge's width on the display).
    static func drawHinge(_ edge: String, in window: Rect, of device: Device, on svg: inout SVGDocument) {
        let band = 6.0
        let rect =
            switch edge {
            case "left": Rect(x: window.minX, y: window.minY, width: band, height: window.height)
            case "right": Rect(x: window.maxX - band, y: window.minY, width: band, height: window.height)
            case "top": Rect(x: window.minX, y: window.minY, width: window.width, height: band)
            default: Rect(x: window.minX, y: window.maxY - band, width: window.width, height: band)
            }
        svg.rect(
            "hinge", rect, kind: .hinge,
            title: "Hinge side: the \(edge) edge of \(device.displayTitle) in this orientation "
                + "(\(device.displayCorners?.sources.joined(separator: ", ") ?? ""))",
            data: [("edge", edge)], clipped: true)
    }

    /// `/devices/{id}?format=svg`: the device in an orientation, with an aspect ratio the aspect-fit guide, and with
    /// a keyboard option the docked keyboard and the area above it (`keyboard=predictive`).
    public static func device(
        _ device: Device, orientation: AskedOrientation, guideRatio: AspectRatio?,
        keyboard: KeyboardGuide.Option? = nil, os: [Int]? = nil, zoom: Double
    ) throws(AnswerError) -> [UInt8] {
        let o = orientation.interface
        var svg = SVGDocument(
            viewBox: Rect(size: device.windowSize(o)), zoom: zoom,
            title: "\(device.displayTitle), \(orientation.asked)")
        svg.describe(
            "Drawn by layoutd from GET /devices/\(device.id)"
                + "\(device.display.map { "?display=" + $0 } ?? ""): points in the viewBox; the safe area under "
                + "\(device.safeArea?.os.map { "OS " + $0 } ?? "the newest OS")."
        )
        draw(device, o, on: &svg)
        if let guideRatio {
            guard device.idiom != "watch", let shape = device.displayShape(o) else {
                throw AnswerError.unprocessable(
                    "aspectRatio",
                    "no source gives \(device.name)'s corner radius (or it is a watch), so its aspect-fit guide "
                        + "cannot be drawn."
                )
            }
            drawGuide(AspectFitGuide(shape: shape, ratio: guideRatio), on: &svg)
        }
        if let keyboard {
            let window = Rect(size: device.windowSize(o))
            let above = try KeyboardGuide.answer(device, o, window: window, option: keyboard, os: os)
            drawKeyboard(above.keyboard, region: above.region, on: &svg)
        }
        return svg.bytes()
    }

    static func drawGuide(_ guide: AspectFitGuide, on svg: inout SVGDocument) {
        svg.rect(
            "aspect-fit-guide-exact", guide.exactRect, kind: .exactGuide, title: "The guide before UIKit's rounding",
            data: [("aspect-ratio", f(guide.aspectRatio))])
        svg.rect(
            "aspect-fit-guide", guide.rect, kind: .guide,
            title:
                "safeAreaAspectFitLayoutGuide, \(n(guide.rect.width)) × \(n(guide.rect.height)) pt, limited by "
                + "\(guide.limitedBy)",
            label: "aspect-fit guide \(n(guide.rect.width)) × \(n(guide.rect.height))",
            data: [("aspect-ratio", f(guide.aspectRatio)), ("limited-by", guide.limitedBy)])
    }

    /// Draws the docked keyboard of a `keyboardLayoutGuide` answer and the area above it.
    static func drawKeyboard(_ keyboard: KeyboardGuide.Answer, region: Rect, on svg: inout SVGDocument) {
        if let frame = keyboard.frame, let height = keyboard.height {
            let bar =
                keyboard.predictiveBar.map { $0 > 0 ? ", predictive bar \(n($0)) pt" : ", no predictive bar" }
                ?? ""
            svg.rect(
                "keyboard", frame, kind: .keyboard,
                title: "Docked keyboard, \(n(height)) pt\(bar) (\(keyboard.sources.joined(separator: ", ")))",
                label: "keyboard \(n(height))", clipped: true)
        }
        svg.rect(
            "keyboard-layout-guide", region, kind: .keyboardGuide,
            title: "Above the keyboard, within the safe area's sides and top: "
                + "\(n(region.width)) × \(n(region.height)) pt",
            data: [("keyboard", keyboard.option.rawValue)])
    }

    // MARK: /fit

    /// `/fit?format=svg`: the container (or the device region it came from), the fitted rect, what a fill crops, and
    /// the pixel grid at `scale` once a pixel is at least 4 screen pixels wide.
    /// - Parameters:
    ///   - answer: The answer to draw.
    ///   - device: The question's resolved device (``FitAnswers/DeviceRegion/device``), drawn under a device region.
    ///   - zoom: Screen pixels per point.
    public static func fit(
        _ answer: FitAnswers.Answer, device resolved: ResolvedDevice?, zoom: Double
    ) throws(AnswerError) -> [UInt8] {
        guard case .uikit(let a) = answer else {
            throw AnswerError.unprocessable(
                "format", "the picture draws UIKit placement; semantics=swiftui answers JSON only.")
        }
        var svg: SVGDocument
        if let region = a.deviceRegion, let answered = resolved?.device {
            let device = answered
            // An iPad window (window, multitasking) is drawn over the whole screen it sits in.
            let screen = Rect(size: device.windowSize(region.interfaceOrientation))
            let inWindow = !region.displayZoom && region.window != screen
            svg = SVGDocument(
                viewBox: inWindow ? screen : region.window, zoom: zoom,
                title: "\(device.displayTitle), \(region.orientation): \(region.region.rawValue)")
            if region.displayZoom {
                svg.rect(
                    "window", region.window, kind: .window,
                    title: "Display Zoom window, \(n(region.window.width)) × \(n(region.window.height)) pt")
            } else {
                draw(answered, region.interfaceOrientation, on: &svg)
            }
            if inWindow {
                svg.rect(
                    "ipad-window", region.window, kind: .window,
                    title: "iPad window, \(n(region.window.width)) × \(n(region.window.height)) pt", label: "window")
                if let safe = region.safeArea {
                    svg.rect(
                        "window-safe-area", safe, kind: .safeArea,
                        title: "The window's safe area, \(n(safe.width)) × \(n(safe.height)) pt")
                }
            }
            if let guide = region.aspectFitGuide { drawGuide(guide, on: &svg) }
            if let keyboard = region.keyboard { drawKeyboard(keyboard, region: a.container, on: &svg) }
        } else {
            svg = SVGDocument(
                viewBox: union(a.container, a.unroundedRect), zoom: zoom,
                title: "/fit: \(a.mode.rawValue) in \(n(a.container.width)) × \(n(a.container.height))")
            svg.rect(
                "container", a.container, kind: .container,
                title: "Container, \(n(a.container.width)) × \(n(a.container.height)) pt",
                label: "container")
        }
        svg.describe(
            "Drawn by layoutd from /fit: points in the viewBox, mode \(a.mode.rawValue), alignment "
                + "\(a.alignment.rawValue)."
        )
        let c = a.container, r = a.unroundedRect, crop = a.cropped
        let pieces: [(String, Double, Rect)] = [
            ("top", crop.top, Rect(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: c.minY)),
            ("bottom", crop.bottom, Rect(minX: r.minX, minY: c.maxY, maxX: r.maxX, maxY: r.maxY)),
            ("left", crop.left, Rect(minX: r.minX, minY: max(r.minY, c.minY), maxX: c.minX, maxY: min(r.maxY, c.maxY))),
            (
                "right", crop.right,
                Rect(minX: c.maxX, minY: max(r.minY, c.minY), maxX: r.maxX, maxY: min(r.maxY, c.maxY))
            ),
        ]
        for (edge, amount, piece) in pieces where amount > 0 {
            svg.rect(
                "cropped-\(edge)", piece, kind: .cropped, title: "Cropped at the \(edge): \(n(amount)) pt",
                data: [("cropped", f(amount))])
        }
        if a.deviceRegion?.aspectFitGuide == nil || a.rect != a.deviceRegion?.aspectFitGuide?.rect {
            svg.rect(
                "rect", a.rect, kind: .content,
                title: "Fitted rect, \(n(a.rect.width)) × \(n(a.rect.height)) pt at (\(n(a.rect.x)), \(n(a.rect.y)))",
                label: "rect \(n(a.rect.width)) × \(n(a.rect.height))",
                data: [("scale", a.scale.map(f) ?? "none")])
        }
        if let scale = a.scale, zoom / scale >= 4 { svg.pixelGrid(a.container, scale: scale) }
        return svg.bytes()
    }

    // MARK: /tvgrid

    /// `/tvgrid?columns=…&format=svg`: the screen, safe area, the visible rows of items (and the next row's peek),
    /// the first item grown by focus, titles.
    /// The most rows a grid picture draws (each up to 100 columns of items).
    public static let maximumDrawnRows = 100

    public static func tvGrid(_ answer: TVGridAnswers.Answer, zoom: Double) throws(AnswerError) -> [UInt8] {
        guard case .grid(let g) = answer else {
            throw AnswerError.unprocessable(
                "format", "the picture draws one grid; give columns or itemWidth (e.g. columns=5).")
        }
        var svg = SVGDocument(
            viewBox: Rect(size: g.screen), zoom: zoom, title: "tvOS grid, \(g.columns) columns of \(n(g.itemWidth)) pt")
        svg.describe(
            "Drawn by layoutd from /tvgrid: points in the viewBox; horizontal spacing \(n(g.horizontalSpacing)) pt "
                + "on screen."
        )
        svg.rect(
            "screen", Rect(size: g.screen), kind: .screen,
            title: "Screen, \(n(g.screen.width)) × \(n(g.screen.height)) pt")
        svg.rect(
            "safe-area", g.safeArea, kind: .safeArea, title: "Safe area", label: "safe area",
            data: insetData(g.safeAreaInsets))
        let height = g.itemHeight ?? g.safeArea.height
        let rowCount = g.rows.map { $0.fullyVisibleRows + 1 } ?? 1
        // Tiny items can make millions of visible rows: a picture of them would be gigabytes (the JSON answer is not).
        guard rowCount <= maximumDrawnRows else {
            throw AnswerError.unprocessable(
                "format",
                "the picture would draw \(rowCount) rows; it draws at most \(maximumDrawnRows) (ask the JSON answer, "
                    + "or give a larger itemHeight)."
            )
        }
        // Row to row: the flow layout's pitch, or with titles the titled-row spacing; the first title sits at the safe
        // area's top.
        let pitch = g.titledRow.map { height + $0.previousRowBottomToRowTop } ?? g.rows?.rowPitch ?? 0
        let firstTop = g.safeArea.minY + (g.titledRow.map { $0.titleHeight + $0.titleBottomToRowTop } ?? 0)
        for row in 0..<rowCount {
            let top = firstTop + Double(row) * pitch
            guard top < g.screen.height else { break }
            if let titled = g.titledRow {
                svg.rect(
                    "title-\(row)",
                    Rect(
                        x: g.safeArea.minX, y: top - titled.titleBottomToRowTop - titled.titleHeight,
                        width: g.safeArea.width, height: titled.titleHeight),
                    kind: .title, title: "Row \(row + 1) title, \(n(titled.titleHeight)) pt",
                    data: [("row", String(row))])
            }
            for (column, x) in g.columnX.enumerated() {
                svg.rect(
                    "item-\(row)-\(column)", Rect(x: x, y: top, width: g.itemWidth, height: height), kind: .item,
                    title:
                        "Item \(column + 1) of row "
                        + "\(row + 1)\(top + height > g.screen.height ? " (peeking in from below)" : "")",
                    data: [("row", String(row)), ("column", String(column))])
            }
        }
        if let focus = g.focus, let x = g.columnX.first {
            let top = firstTop
            svg.rect(
                "focused-item",
                Rect(
                    x: x - focus.overhang.width, y: top - focus.overhang.height,
                    width: focus.focusedSize.width, height: focus.focusedSize.height),
                kind: .focused,
                title:
                    "Focused item at ×\(n(focus.scale)): \(n(focus.focusedSize.width)) × "
                    + "\(n(focus.focusedSize.height)) pt",
                label: "focused", data: [("scale", f(focus.scale))])
        }
        return svg.bytes()
    }

    // MARK: /alignment

    /// `/alignment?format=svg`: the frame (the tap target when growing), the alignment rect, and their insets.
    public static func alignment(_ a: AlignmentAnswers.Answer, zoom: Double) -> [UInt8] {
        var svg = SVGDocument(
            viewBox: union(a.frame, a.alignmentRect), zoom: zoom, title: "/alignment: \(a.operation.rawValue)")
        svg.describe("Drawn by layoutd from /alignment: points in the viewBox.")
        let tap = a.operation == .tapTarget
        svg.rect(
            tap ? "tap-target" : "frame", a.frame, kind: tap ? .tapTarget : .frame,
            title: "\(tap ? "Tap target (the frame)" : "Frame"), \(n(a.frame.width)) × \(n(a.frame.height)) pt",
            label: tap ? "tap target" : "frame", data: insetData(a.alignmentRectInsets))
        svg.rect(
            "alignment-rect", a.alignmentRect, kind: .alignmentRect,
            title: "Alignment rect, \(n(a.alignmentRect.width)) × \(n(a.alignmentRect.height)) pt",
            label: "alignment rect")
        return svg.bytes()
    }

    // MARK: Pieces

    /// A number in a title or label: rounded to two decimals for people.
    private static func n(_ value: Double) -> String { SVGDocument.display(value) }

    /// A number in a `data-` attribute: full precision, as the JSON answer writes it.
    private static func f(_ value: Double) -> String { SVGDocument.number(value) }

    private static func insetData(_ insets: EdgeInsets) -> [(String, String)] {
        [("top", f(insets.top)), ("left", f(insets.left)), ("bottom", f(insets.bottom)), ("right", f(insets.right))]
    }

    /// The smallest rect holding both (the drawing's viewBox when a fill overflows its container).
    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        Rect(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }
}
