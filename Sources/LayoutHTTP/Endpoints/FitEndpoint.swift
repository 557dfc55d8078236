import LayoutGeometry
import LayoutAnswers

/// `GET/POST /fit`: where content of a size or aspect ratio goes in a container.
///
/// Two semantics:
/// - `uikit` (default): `UIView.ContentMode` placement of `content` (or `aspectRatio`) in `container`, with
///   `mode`, `alignment`, and pixel rounding at `scale`.
/// - `swiftui`: `.aspectRatio(_:contentMode:)` on a proposal (`proposalWidth`/`proposalHeight`, each optional),
///   with an optional ratio and the child's `idealSize`.
///
/// `GET /fit?container=852x393&aspectRatio=21:9` → `{"rect":{"x":0,"y":13.928571428571,"width":852,"height":365.142857142857},…}`
enum FitEndpoint {
    static func route(catalog: DeviceCatalog) -> Route {
        Route.computed("/fit", parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p, catalog) },
                       answer: { (q: Question) throws(Problem) in try answer(q, catalog) },
                       picture: { (_: Question, a: Answer, zoom: Double) throws(Problem) in try AnswerPictures.fit(a, catalog: catalog, zoom: zoom) },
                       light: true)
    }

    /// A normalized /fit question: equal questions share one cache entry however they were asked.
    enum Question: Hashable, Sendable {
        case uikit(UIKit)
        case swiftUI(SwiftUI)
    }

    struct UIKit: Hashable, Sendable {
        /// The container, or `.zero` when a device region supplies it.
        var container: Rect
        var region: DeviceRegion?
        var content: Size
        var mode: ContentMode
        var alignment: ContentAlignment
        var scale: Double?
    }

    /// A region of a device's window: the whole window, its safe area, or the safe-area aspect-fit guide.
    struct DeviceRegion: Hashable, Sendable {
        enum Kind: String, Hashable, Sendable, Encodable, CaseIterable { case window, safeArea, aspectFitGuide }
        /// The model id, or the group id it was asked by (so the answer can say what it resolved from).
        var deviceID: String
        var orientation: AskedOrientation
        /// The OS version whose safe-area insets to use (`nil`: the newest).
        var os: [Int]?
        /// The Display Zoom window instead of the standard one.
        var displayZoom: Bool
        var kind: Kind
        /// The guide's ratio (UIKit's default is 1).
        var guideRatio: AspectRatio
        /// Whether an explicit content size is placed in the guide (else the answer is the guide itself).
        var placesContent: Bool
    }

    struct SwiftUI: Hashable, Sendable {
        var proposal: ProposedSize
        var ratio: Double?
        var idealSize: Size?
        var mode: SwiftUIContentMode
        var scale: Double?
    }

    // MARK: Parsing

    static func parse(_ p: inout Parameters, _ catalog: DeviceCatalog) throws(Problem) -> Question {
        let semantics = try p.choice(["semantics"], allowed: ["uikit", "swiftui"]) { $0 == "uikit" || $0 == "swiftui" ? $0 : nil } ?? "uikit"
        if semantics == "swiftui" {
            return .swiftUI(try parseSwiftUI(&p, scale: try displayScale(&p, default: nil)))
        }
        let deviceName = try p.string("device")?.value
        let container = try p.size("container", allowZero: true)
        let ratio = try p.aspectRatio("aspectRatio")
        let contentSize = try p.size("content")
        let mode = try p.choice(["mode"], allowed: ContentMode.names, parse: ContentMode.init(name:)) ?? .scaleAspectFit
        let alignment = try p.choice(["alignment"], allowed: ContentAlignment.allCases.map(\.rawValue), parse: ContentAlignment.init(rawValue:)) ?? .center
        var region: DeviceRegion?
        var deviceScale: Double?
        if let deviceName {
            if container != nil { throw Problem.unprocessable("container", "give a container or a device, not both.") }
            let found = try DevicesEndpoint.lookup(deviceName, in: catalog, field: "device")
            let asked = try p.askedOrientation() ?? .default(for: found)
            let orientation = asked.interface
            guard found.supports(orientation) else {
                throw Problem.unprocessable("orientation", "\(found.name) has no \(asked.asked) interface (it has \(found.orientations.joined(separator: ", "))).")
            }
            let os = try DevicesEndpoint.osVersion(&p, for: found)
            let device = os.map { found.answering(os: $0) } ?? found
            let zoomed = try p.bool("displayZoom") ?? false
            let kind = try p.choice(["region"], allowed: DeviceRegion.Kind.allCases.map(\.rawValue), parse: DeviceRegion.Kind.init(rawValue:)) ?? .window
            if zoomed {
                guard let zoom = device.displayZoom else { throw Problem.unprocessable("displayZoom", "no source gives \(device.name)'s Display Zoom window.") }
                if kind != .window {
                    throw Problem.unprocessable("region", "no source gives \(device.name)'s \(kind.rawValue) under Display Zoom; region=window works.")
                }
                deviceScale = zoom.scale
            } else {
                deviceScale = device.scale
            }
            if kind == .safeArea && device.safeAreaInsets(orientation) == nil {
                throw Problem.unprocessable("region", "the catalog has no safe-area insets for \(device.name) in \(asked.asked).")
            }
            if kind == .aspectFitGuide {
                if device.idiom == "watch" { throw Problem.unprocessable("region", "safeAreaAspectFitLayoutGuide does not exist on watchOS.") }
                if device.displayShape(orientation) == nil || (device.sensorHousing.type != "none" && device.sensorHousing.rect == nil) {
                    throw Problem.unprocessable("region", "no source gives \(device.name)'s \(device.displayCornerRadius.value == nil ? "corner radius" : "sensor housing"), so its aspect-fit guide cannot be computed.")
                }
            }
            region = DeviceRegion(deviceID: device.resolvedFrom?.group.id ?? device.id, orientation: asked, os: os, displayZoom: zoomed, kind: kind,
                                  guideRatio: kind == .aspectFitGuide ? (ratio ?? .one) : .one,
                                  placesContent: contentSize != nil)
        } else {
            for field in ["orientation", "region", "os", "displayZoom"] where p.has(field) {
                throw Problem.unprocessable(field, "needs a device (e.g. device=iphone-14-pro).")
            }
            guard container != nil else {
                throw Problem.unprocessable("container", "is required (e.g. container=852x393), or give a device (device=iphone-16-pro).")
            }
        }
        let scale = try displayScale(&p, default: deviceScale)
        let content: Size
        switch (ratio, contentSize) {
        case (let ratio?, nil): content = Size(width: ratio.width, height: ratio.height)
        case (nil, let size?):
            content = size // any positive size: UIKit places it whatever its ratio
        case (nil, nil):
            guard let region, region.kind == .aspectFitGuide else {
                throw Problem.unprocessable("aspectRatio", "give an aspect ratio (aspectRatio=21:9) or a content size (content=1920x1080).")
            }
            content = Size(width: region.guideRatio.width, height: region.guideRatio.height)
        case (_?, _?):
            if region?.kind == .aspectFitGuide {
                content = contentSize! // aspect sets the guide, content is placed in it
            } else {
                throw Problem.unprocessable("content", "give either aspectRatio or content, not both.")
            }
        }
        return .uikit(UIKit(
            container: container.map { Rect(size: $0) } ?? .zero,
            region: region,
            content: content,
            mode: mode,
            alignment: mode.fixedAlignment ?? (mode == .scaleToFill ? .center : alignment),
            scale: scale
        ))
    }

    /// `scale` (> 0, ≤ 100; a device's own by default) and `rounding` (default: on when a scale is known; on
    /// without a scale means 1).
    static func displayScale(_ p: inout Parameters, default deviceScale: Double?) throws(Problem) -> Double? {
        let scale = try p.displayScale() ?? deviceScale
        switch try p.bool("rounding") {
        case false?: return nil
        case true?: return scale ?? 1
        case nil: return scale
        }
    }

    static func parseSwiftUI(_ p: inout Parameters, scale: Double?) throws(Problem) -> SwiftUI {
        let proposal = ProposedSize(width: try p.proposedDimension("proposalWidth"), height: try p.proposedDimension("proposalHeight"))
        let ratio = try p.aspectRatio("aspectRatio")
        let ideal = try p.size("idealSize")
        let uikitModes = ContentMode.names
        let mode = try p.choice(["mode"], allowed: ["fit", "fill"]) { (text: String) -> SwiftUIContentMode?? in
            if let mode = SwiftUIContentMode(rawValue: text) { return .some(mode) }
            return uikitModes.contains(text) ? .some(nil) : nil // a UIKit mode: valid for /fit, not with semantics=swiftui
        }
        guard let mode = mode ?? .fit else {
            throw Problem.unprocessable("mode", "with semantics=swiftui use fit or fill; the UIKit content modes apply without it.")
        }
        return SwiftUI(proposal: proposal, ratio: ratio?.value, idealSize: ideal, mode: mode, scale: scale)
    }

    // MARK: Answering

    /// The device region a container came from (`deviceRegion` in the answer).
    struct RegionAnswer: Encodable, Sendable {
        /// The model id (as `/sizeclass` and `/devices` name it).
        var device: String
        /// Set when `device` named a group (HIG row): the model it resolved to is `device`.
        var resolvedFrom: Resolution?
        /// The orientation as asked (`landscape` stays `landscape`).
        var orientation: String
        /// The interface orientation used.
        var interfaceOrientation: InterfaceOrientation
        var region: DeviceRegion.Kind
        var displayZoom: Bool
        var window: Rect
        var safeArea: Rect?
        /// The OS version whose safe-area insets were used.
        var os: String?
        var aspectFitGuide: AspectFitGuide?
    }

    struct UIKitAnswer: JSONWritable, Sendable {
        var semantics = "uikit"
        var deviceRegion: RegionAnswer?
        var container: Rect
        var content: Size
        var aspectRatio: Double
        var mode: ContentMode
        var alignment: ContentAlignment
        var rect: Rect
        var unroundedRect: Rect
        var contentScale: Point
        var cropped: EdgeInsets
        var scale: Double?
        var rounded: Bool

        /// Written directly (the hot answer); `deviceRegion` is null unless a device region was asked for.
        func write(to w: CompactJSONEncoder.Writer) {
            w.object {
                w.field("semantics", semantics)
                if let deviceRegion { w.field("deviceRegion", encodable: deviceRegion) } else { w.writeKey("deviceRegion"); w.writeRaw("null") }
                w.field("container", container)
                w.field("content", content)
                w.field("aspectRatio", aspectRatio)
                w.field("mode", mode.rawValue)
                w.field("alignment", alignment.rawValue)
                w.field("rect", rect)
                w.field("unroundedRect", unroundedRect)
                w.field("contentScale", contentScale)
                w.field("cropped", cropped)
                w.field("scale", scale)
                w.field("rounded", rounded)
            }
        }
    }

    struct SwiftUIAnswer: Encodable {
        var semantics = "swiftui"
        var mode: SwiftUIContentMode
        var proposal: ProposedSize
        var aspectRatio: Double
        var childProposal: ProposedSize
        var flexibleSize: ProposedSize
        var flexibleFrame: Rect?
        var fixedFrame: Rect?
        var scale: Double?
        var rounded: Bool
    }

    enum Answer: JSONWritable, Sendable {
        case uikit(UIKitAnswer)
        case swiftUI(SwiftUIAnswer)

        func write(to w: CompactJSONEncoder.Writer) {
            switch self {
            case .uikit(let answer): answer.write(to: w)
            case .swiftUI(let answer): try? CompactJSONEncoder.write(answer, writer: w, depth: w.open.count)
            }
        }
    }

    static func answer(_ question: Question, _ catalog: DeviceCatalog) throws(Problem) -> Answer {
        switch question {
        case .uikit(let q): .uikit(try answer(q, catalog))
        case .swiftUI(let q): .swiftUI(answer(q))
        }
    }

    static func answer(_ q: UIKit, _ catalog: DeviceCatalog) throws(Problem) -> UIKitAnswer {
        var container = q.container
        var regionAnswer: RegionAnswer?
        var guideRect: Rect?
        if let region = q.region {
            let found = try DevicesEndpoint.lookup(region.deviceID, in: catalog)
            let device = region.os.map { found.answering(os: $0) } ?? found
            let orientation = region.orientation.interface
            let zoom = region.displayZoom ? device.displayZoom : nil
            let window = Rect(size: zoom.map { orientation.size(forPortrait: $0.value) } ?? device.windowSize(orientation))
            let safe = zoom == nil ? device.safeAreaInsets(orientation).map { window.inset(by: $0) } : nil
            var guide: AspectFitGuide?
            switch region.kind {
            case .window: container = window
            case .safeArea: container = safe ?? window
            case .aspectFitGuide:
                guard let shape = device.displayShape(orientation) else {
                    throw Problem.unprocessable("region", "no source gives \(device.name)'s corner radius.")
                }
                let computed = AspectFitGuide(shape: shape, ratio: region.guideRatio)
                guide = computed
                container = computed.rect
                if !region.placesContent { guideRect = computed.rect }
            }
            regionAnswer = RegionAnswer(device: device.id, resolvedFrom: device.resolvedFrom, orientation: region.orientation.asked,
                                        interfaceOrientation: orientation, region: region.kind, displayZoom: region.displayZoom,
                                        window: window, safeArea: safe, os: safe == nil ? nil : device.safeArea?.os, aspectFitGuide: guide)
        }
        // When the answer is the guide itself, the content fills the guide's exact rect (its ratio is the content's),
        // so rect is the guide as UIKit rounds it and contentScale is the exact rect's (756 × 324 for 21:9 → 36).
        let exactGuide = guideRect == nil ? nil : regionAnswer?.aspectFitGuide?.exactRect
        let placement = q.mode.place(q.content, in: exactGuide ?? container, alignment: q.alignment)
        let numbers = [placement.rect.x, placement.rect.y, placement.rect.width, placement.rect.height, placement.scaleX, placement.scaleY]
        guard numbers.allSatisfy(\.isFinite) else {
            throw Problem.unprocessable(["content", "container"], "content: \(Parameters.format(q.content.width))x\(Parameters.format(q.content.height)) "
                + "against a \(Parameters.format(container.width))x\(Parameters.format(container.height)) container scales past what a double holds.")
        }
        var rect = q.scale.map { placement.rect.roundedToPixels(scale: $0) } ?? placement.rect
        let unrounded = placement.rect
        if let guideRect { rect = guideRect } // already whole points
        return UIKitAnswer(
            deviceRegion: regionAnswer, container: container, content: q.content, aspectRatio: q.content.aspectRatio, mode: q.mode,
            alignment: placement.alignment, rect: rect, unroundedRect: unrounded,
            contentScale: Point(x: placement.scaleX, y: placement.scaleY), cropped: placement.cropped,
            scale: q.scale, rounded: q.scale != nil || guideRect != nil
        )
    }

    static func answer(_ q: SwiftUI) -> SwiftUIAnswer {
        let layout = q.mode.layout(proposal: q.proposal, ratio: q.ratio, idealSize: q.idealSize)
        func round(_ rect: Rect?) -> Rect? {
            guard let rect, let scale = q.scale else { return rect }
            return rect.roundedToPixels(scale: scale)
        }
        return SwiftUIAnswer(
            mode: q.mode, proposal: q.proposal, aspectRatio: layout.ratio, childProposal: layout.childProposal,
            flexibleSize: layout.flexibleSize, flexibleFrame: round(layout.flexibleFrame), fixedFrame: round(layout.fixedFrame),
            scale: q.scale, rounded: q.scale != nil
        )
    }
}
