import LayoutGeometry

/// `GET/POST /sizeclass`: size classes by device and orientation (the HIG table), by device, orientation and
/// iPad multitasking (measured windows), or by any window `width` + `height` + `idiom` (the rules, named).
///
/// `GET /sizeclass?device=ipad-pro-12-9-inch&orientation=landscape&multitasking=split-1/2`
/// → window 678 × 1024, regular × regular.
enum SizeClassEndpoint {
    static func route(catalog: DeviceCatalog) -> Route {
        Route.computed("/sizeclass", parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p, catalog) },
                       answer: { (q: Question) throws(Problem) in try answer(q, catalog) })
    }

    enum Question: Hashable, Sendable {
        case device(id: String, orientation: InterfaceOrientation, multitasking: String?)
        case window(Size, Idiom)
    }

    static let multitaskingModes = ["full", "split-2/3", "split-1/2", "split-1/3", "slide-over"]

    static func parse(_ p: inout Parameters, _ catalog: DeviceCatalog) throws(Problem) -> Question {
        let deviceName = try p.string("device")?.value
        let orientation = try p.orientation()
        let multitasking = try p.choice(["multitasking"], allowed: multitaskingModes) { multitaskingModes.contains($0) ? $0 : nil }
        let width = try p.positiveNumber("width")
        let height = try p.positiveNumber("height")
        let idiom = try p.choice(["idiom"], allowed: Idiom.allCases.map(\.rawValue), parse: Idiom.init(rawValue:))
        if let deviceName {
            if width != nil || height != nil || idiom != nil {
                throw Problem.invalidField("width", "give a device, or a window width, height and idiom, not both.")
            }
            let device = try DevicesEndpoint.lookup(deviceName, in: catalog, field: "device")
            let orientation = orientation ?? (device.supports(.portrait) ? .portrait : .landscapeLeft)
            guard device.supports(orientation) else {
                throw Problem.invalidField("orientation", "\(device.name) has no \(orientation.rawValue) interface.")
            }
            guard device.sizeClasses != nil else {
                throw Problem.invalidField("device", "\(device.name) has no size classes in the HIG tables (iOS and iPadOS only); ask by width, height and idiom.")
            }
            if let multitasking, multitasking != "full" {
                guard device.idiom == "pad" else { throw Problem.invalidField("multitasking", "Split View and Slide Over are iPad features.") }
            }
            return .device(id: device.id, orientation: orientation, multitasking: multitasking == "full" ? nil : multitasking)
        }
        if orientation != nil || multitasking != nil {
            throw Problem.invalidField("device", "orientation and multitasking need a device.")
        }
        guard let width, let height else {
            throw Problem.invalidField(width == nil ? "width" : "height", "give a device (device=iphone-16-pro) or a window width, height and idiom.")
        }
        return .window(Size(width: width, height: height), idiom ?? .phone)
    }

    struct Answer: Encodable, Sendable {
        var device: String?
        var orientation: InterfaceOrientation?
        var multitasking: String?
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
        case .device(let id, let orientation, let multitasking):
            let device = try DevicesEndpoint.lookup(id, in: catalog)
            let idiom = Idiom(rawValue: device.idiom) ?? .pad
            let classes = device.sizeClasses!
            guard let multitasking else {
                let chosen = orientation.isLandscape ? classes.landscape : classes.portrait
                let fromTable = classes.sources.contains("HIG")
                return Answer(device: device.id, orientation: orientation, multitasking: "full", idiom: idiom,
                              window: device.windowSize(orientation), horizontal: chosen.horizontal, vertical: chosen.vertical,
                              rule: fromTable ? "HIG size-class table, full screen" : "not in the HIG table: the table's rule for its family",
                              confidence: "sourced", sources: classes.sources)
            }
            guard let measured = catalog.splitViewWindow(for: device, multitasking: multitasking, landscape: orientation.isLandscape) else {
                throw Problem.invalidField("multitasking", "no measured \(multitasking) window for \(device.name) (\(Parameters.format(device.portraitSize.width))x\(Parameters.format(device.portraitSize.height)) pt).")
            }
            guard let window = measured.window else {
                throw Problem.invalidField("multitasking", "iPadOS offers no \(multitasking) Split View in \(orientation.isLandscape ? "landscape" : "portrait").")
            }
            let rule = SizeClassRule(window: window, idiom: .pad)
            return Answer(device: device.id, orientation: orientation, multitasking: multitasking, idiom: .pad, window: window,
                          horizontal: measured.measuredHorizontal ?? rule.classes.horizontal, vertical: .regular,
                          rule: measured.measuredHorizontal != nil ? "measured window and its reported size class" : rule.rule,
                          confidence: "sourced", sources: measured.sources,
                          notes: device.portraitSize == Size(width: 1024, height: 1366) && multitasking == "split-2/3" && !orientation.isLandscape
                              ? "Compact at run time (openradar 34621309); Apple's old documentation and Interface Builder said regular." : nil)
        }
    }
}
