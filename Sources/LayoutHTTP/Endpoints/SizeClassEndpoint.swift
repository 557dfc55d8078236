import LayoutGeometry
import LayoutAnswers

/// `GET/POST /sizeclass`: size classes by device and orientation (the HIG table), by device, orientation and
/// iPad multitasking (measured windows), or by any `window` size and `idiom` (the rules, named).
///
/// `GET /sizeclass?device=ipad-pro-12-9-inch&orientation=landscape&multitasking=split-1/2`
/// → window 678 × 1024, regular × regular; `GET /sizeclass?device=iphone-7-plus&orientation=landscape&displayZoom=true`
/// → the zoomed 667 × 375 window, compact × compact (a zoomed Plus phone lays out like the standard-size phone).
enum SizeClassEndpoint {
    static func route(catalog: DeviceCatalog) -> Route {
        Route.computed("/sizeclass", parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p, catalog) },
                       answer: { (q: Question) throws(Problem) in try answer(q, catalog) }, light: true)
    }

    enum Question: Hashable, Sendable {
        case device(id: String, orientation: AskedOrientation, multitasking: String?, displayZoom: Bool)
        case window(Size, Idiom)
    }

    static let multitaskingModes = ["full", "split-2/3", "split-1/2", "split-1/3", "slide-over"]

    static func parse(_ p: inout Parameters, _ catalog: DeviceCatalog) throws(Problem) -> Question {
        let deviceName = try p.string("device")?.value
        let orientation = try p.askedOrientation()
        let displayZoom = try p.bool("displayZoom")
        let multitasking = try p.choice(["multitasking"], allowed: multitaskingModes) { multitaskingModes.contains($0) ? $0 : nil }
        var window = try p.size("window")
        let width = try p.positiveNumber("width"), height = try p.positiveNumber("height") // deprecated: window
        if width != nil { p.noteDeprecated("width") }
        if height != nil { p.noteDeprecated("height") }
        if window != nil, width != nil || height != nil {
            throw Problem.unprocessable(width != nil ? "width" : "height", "same as window; give only window.")
        }
        if window == nil, width != nil || height != nil {
            guard let width, let height else {
                throw Problem.unprocessable(width == nil ? "width" : "height", "the old width and height go together; give window=WIDTHxHEIGHT.")
            }
            window = Size(width: width, height: height)
        }
        let idiom = try p.choice(["idiom"], allowed: Idiom.allCases.map(\.rawValue), parse: Idiom.init(rawValue:))
        if let deviceName {
            if window != nil || idiom != nil {
                throw Problem.unprocessable(window != nil ? "window" : "idiom", "give a device, or a window and idiom, not both.")
            }
            let device = try DevicesEndpoint.lookup(deviceName, in: catalog, field: "device")
            let orientation = orientation ?? .default(for: device)
            guard device.supports(orientation.interface) else {
                throw Problem.unprocessable("orientation", "\(device.name) has no \(orientation.asked) interface.")
            }
            guard device.sizeClasses != nil || device.idiom == "tv" || device.idiom == "vision" else {
                throw Problem.unprocessable("device", "\(device.name) runs watchOS, which has no size classes; ask by width, height and idiom.")
            }
            if let multitasking, multitasking != "full" {
                guard device.idiom == "pad" else { throw Problem.unprocessable("multitasking", "Split View and Slide Over are iPad features.") }
                if displayZoom == true { throw Problem.unprocessable("displayZoom", "Display Zoom is an iPhone setting; it does not combine with multitasking.") }
            }
            if displayZoom == true && device.displayZoom == nil {
                throw Problem.unprocessable("displayZoom", "no source gives \(device.name)'s Display Zoom window.")
            }
            return .device(id: device.resolvedFrom?.group.id ?? device.id, orientation: orientation, multitasking: multitasking == "full" ? nil : multitasking,
                           displayZoom: displayZoom ?? false)
        }
        if orientation != nil || multitasking != nil || displayZoom != nil {
            throw Problem.unprocessable(orientation != nil ? "orientation" : multitasking != nil ? "multitasking" : "displayZoom",
                                       "needs a device (e.g. device=iphone-16-pro).")
        }
        guard let window else {
            throw Problem.unprocessable("window", "give a device (device=iphone-16-pro) or a window and idiom (window=400x600&idiom=phone).")
        }
        return .window(window, idiom ?? .phone)
    }

    struct Answer: Encodable, Sendable {
        var device: String?
        /// The orientation as asked (`landscape` stays `landscape`).
        var orientation: String?
        /// The interface orientation used.
        var interfaceOrientation: InterfaceOrientation?
        var multitasking: String?
        var displayZoom: Bool?
        /// Set when `device` named a group (HIG row): the model it resolved to is `device`.
        var resolvedFrom: Resolution?
        var idiom: Idiom
        var window: Size
        var horizontal: SizeClass
        var vertical: SizeClass
        var rule: String
        var confidence: String
        var sources: [String]
        var notes: String?
    }

    static func answer(_ question: Question, _ catalog: DeviceCatalog) throws(Problem) -> Answer {
        switch question {
        case .window(let size, let idiom):
            let rule = SizeClassRule(window: size, idiom: idiom)
            return Answer(idiom: idiom, window: size, horizontal: rule.classes.horizontal, vertical: rule.classes.vertical,
                          rule: rule.rule, confidence: rule.confidence, sources: ["RULE"])
        case .device(let id, let asked, let multitasking, let zoomed):
            let device = try DevicesEndpoint.lookup(id, in: catalog)
            let orientation = asked.interface
            let idiom = Idiom(rawValue: device.idiom) ?? .pad
            func answer(window: Size, classes: SizeClasses, rule: String, confidence: String, sources: [String], notes: String? = nil) -> Answer {
                Answer(device: device.id, orientation: asked.asked, interfaceOrientation: orientation, multitasking: multitasking ?? "full",
                       displayZoom: zoomed, resolvedFrom: device.resolvedFrom, idiom: idiom, window: window, horizontal: classes.horizontal, vertical: classes.vertical,
                       rule: rule, confidence: confidence, sources: sources, notes: notes)
            }
            if zoomed, let zoom = device.displayZoom {
                let window = orientation.size(forPortrait: zoom.value)
                let rule = SizeClassRule(window: window, idiom: .phone)
                return answer(window: window, classes: rule.classes, rule: "Display Zoom window: " + rule.rule, confidence: rule.confidence,
                              sources: zoom.sources + ["RULE"])
            }
            guard let classes = device.sizeClasses else { // tvOS and visionOS: the rule for the idiom
                let window = device.windowSize(orientation)
                let rule = SizeClassRule(window: window, idiom: idiom)
                return answer(window: window, classes: rule.classes, rule: rule.rule, confidence: rule.confidence, sources: ["RULE"])
            }
            guard let multitasking else {
                let fromTable = classes.sources.contains("HIG")
                return answer(window: device.windowSize(orientation), classes: orientation.isLandscape ? classes.landscape : classes.portrait,
                              rule: fromTable ? "HIG size-class table, full screen" : "not in the HIG table: the table's rule for its family",
                              confidence: "sourced", sources: classes.sources)
            }
            guard let measured = catalog.splitViewWindow(for: device, multitasking: multitasking, landscape: orientation.isLandscape) else {
                throw Problem.unprocessable("multitasking", "no measured \(multitasking) window for \(device.name) (\(Parameters.format(device.portraitSize.width))x\(Parameters.format(device.portraitSize.height)) pt).")
            }
            guard let window = measured.window else {
                throw Problem.unprocessable("multitasking", "iPadOS offers no \(multitasking) Split View in \(orientation.isLandscape ? "landscape" : "portrait").")
            }
            let rule = SizeClassRule(window: window, idiom: .pad)
            return answer(window: window, classes: SizeClasses(horizontal: measured.measuredHorizontal ?? rule.classes.horizontal, vertical: .regular),
                          rule: measured.measuredHorizontal != nil ? "measured window and its reported size class" : rule.rule,
                          confidence: "sourced", sources: measured.sources,
                          notes: device.portraitSize == Size(width: 1024, height: 1366) && multitasking == "split-2/3" && !orientation.isLandscape
                              ? "Compact at run time (openradar 34621309); Apple's old documentation and Interface Builder said regular." : nil)
        }
    }
}
