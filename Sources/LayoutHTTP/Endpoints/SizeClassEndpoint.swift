import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `GET/POST /sizeclass`: size classes by device and orientation (the HIG table), by device, orientation and
/// iPad multitasking (measured windows), or by any `window` size and `idiom` (the rules, named).
///
/// `GET /sizeclass?device=ipad-pro-12-9-inch&orientation=landscape&multitasking=split-1/2`
/// → window 678 × 1024, regular × regular; `GET /sizeclass?device=iphone-7-plus&orientation=landscape&displayZoom=true`
/// → the zoomed 667 × 375 window, compact × compact (a zoomed Plus phone lays out like the standard-size phone).
enum SizeClassEndpoint: Endpoint {
    static func routes(catalog: DeviceCatalog) -> [Route] { [route(catalog: catalog)] }

    static let descriptor = EndpointDescriptor(
        path: "/sizeclass", summary: "The size classes of a device (orientation, multitasking) or of a window.",
        parameters: [
            .device, .orientation.when("with a device"), .displayZoom.when("with a device"),
            .display.when("with a device"),
            ParameterDescriptor(
                "multitasking", .string, values: DeviceRegionParameters.multitaskingModes,
                doc: "An iPad's Split View or Slide Over width.",
                example: "split-1/2"
            ).when("with an iPad device"),
            ParameterDescriptor(
                "window", .string,
                doc: "The window size WIDTHxHEIGHT: with idiom, or an iPadOS 26 window of an iPad device.",
                example: "678x1024"
            ).when("without a device, or with an iPad device (an iPadOS 26 window)"),
            ParameterDescriptor(
                "idiom", .string, values: Idiom.allCases.map(\.rawValue), doc: "The idiom of a window (default phone).",
                example: "pad"
            ).when("without a device"),
        ], answers: ["SizeClassAnswer"])

    static func route(catalog: DeviceCatalog) -> Route {
        Route.computed(
            descriptor,
            parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p, catalog) },
            answer: { (q: Question) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in try SizeClassAnswers.answer(q, catalog) }
            }, light: true)
    }

    typealias Question = SizeClassAnswers.Question
    typealias Answer = SizeClassAnswers.Answer

    /// `device=<an iPad>&window=WIDTHxHEIGHT`: a freely sized iPadOS 26 window of that iPad (`multitasking=window`),
    /// as iPadOS 26's windowed apps can be resized to any size; its size classes follow the measured Split View rule.
    /// - Parameters: the window asked, the iPad, the orientation, and the `multitasking` and `displayZoom` given.
    ///
    /// `device=ipad-pro-13-inch-m5&orientation=landscape&window=683x1032` → regular × regular (≥ 678 pt wide).
    /// - Throws: 422 for a device that is not an iPad, an iPad that does not run iPadOS 26, a window larger than the
    ///   screen in that orientation, or another multitasking mode.
    static func iPadWindow(
        _ window: Size, _ resolved: ResolvedDevice, _ orientation: AskedOrientation, multitasking: String?,
        zoomed: Bool?
    ) throws(Problem) -> Question {
        let device = resolved.device
        guard device.idiom == "pad" else {
            throw Problem.unprocessable(
                "window", "with a device, window sizes an iPadOS 26 window of an iPad; \(device.name) is not one.")
        }
        if let os = device.os, let last = os.last, let major = OSSupport.numbers(in: last).first, major < 26 {
            throw Problem.unprocessable(
                "window", "\(device.name) runs iPadOS up to \(last), before iPadOS 26's freely sized windows.")
        }
        if let multitasking, multitasking != "window" {
            throw Problem.unprocessable(
                "multitasking", "a window size is multitasking=window (or none), not \(multitasking).")
        }
        if zoomed == true { throw Problem.unprocessable("displayZoom", "Display Zoom is an iPhone setting.") }
        let screen = device.windowSize(orientation.interface)
        guard window.width <= screen.width, window.height <= screen.height else {
            throw Problem.unprocessable(
                "window",
                "\(NumberText.short(window.width))x\(NumberText.short(window.height)) does not fit \(device.name)'s "
                    + "\(NumberText.short(screen.width))x\(NumberText.short(screen.height)) pt screen in "
                    + "\(orientation.asked).")
        }
        return .iPadWindow(resolved, orientation: orientation, window: window)
    }

    static func parse(_ p: inout Parameters, _ catalog: DeviceCatalog) throws(Problem) -> Question {
        let deviceName = try p.string("device")?.value
        let display = try p.display()
        let orientation = try p.askedOrientation()
        let displayZoom = try p.bool("displayZoom")
        let modes = DeviceRegionParameters.multitaskingModes
        let multitasking = try p.choice(["multitasking"], allowed: modes) { modes.contains($0) ? $0 : nil }
        var window = try p.size("window")
        let width = try p.positiveNumber("width"), height = try p.positiveNumber("height")  // deprecated: window
        if width != nil { p.noteDeprecated("width") }
        if height != nil { p.noteDeprecated("height") }
        if window != nil, width != nil || height != nil {
            throw Problem.unprocessable(width != nil ? "width" : "height", "same as window; give only window.")
        }
        if window == nil, width != nil || height != nil {
            guard let width, let height else {
                throw Problem.unprocessable(
                    width == nil ? "width" : "height", "the old width and height go together; give window=WIDTHxHEIGHT."
                )
            }
            window = Size(width: width, height: height)
        }
        let idiom = try p.choice(["idiom"], allowed: Idiom.allCases.map(\.rawValue), parse: Idiom.init(rawValue:))
        if let deviceName {
            if idiom != nil {
                throw Problem.unprocessable("idiom", "give a device, or a window and idiom, not both.")
            }
            let resolved = try Parameters.device(deviceName, in: catalog, field: "device", display: display)
            let device = resolved.device
            let orientation = orientation ?? .default(for: device)
            if let window {
                return try iPadWindow(window, resolved, orientation, multitasking: multitasking, zoomed: displayZoom)
            }
            guard device.supports(orientation.interface) else {
                throw Problem.unprocessable("orientation", "\(device.name) has no \(orientation.asked) interface.")
            }
            guard device.sizeClasses != nil || device.idiom == "tv" || device.idiom == "vision" else {
                throw Problem.unprocessable(
                    "device", "\(device.name) runs watchOS, which has no size classes; ask by width, height and idiom.")
            }
            if multitasking == "window" {
                throw Problem.unprocessable(
                    "window", "multitasking=window needs the window's size (window=WIDTHxHEIGHT).")
            }
            if let multitasking, multitasking != "full" {
                guard device.idiom == "pad" else {
                    throw Problem.unprocessable("multitasking", "Split View and Slide Over are iPad features.")
                }
                if displayZoom == true {
                    throw Problem.unprocessable(
                        "displayZoom", "Display Zoom is an iPhone setting; it does not combine with multitasking.")
                }
            }
            if displayZoom == true && device.displayZoom == nil {
                throw Problem.unprocessable("displayZoom", "no source gives \(device.name)'s Display Zoom window.")
            }
            return .device(
                resolved, orientation: orientation, multitasking: multitasking == "full" ? nil : multitasking,
                displayZoom: displayZoom ?? false)
        }
        let needsDevice = [
            ("orientation", orientation != nil), ("multitasking", multitasking != nil),
            ("displayZoom", displayZoom != nil), ("display", display != nil),
        ].first { $0.1 }
        if let (field, _) = needsDevice {
            throw Problem.unprocessable(field, "needs a device (e.g. device=iphone-16-pro).")
        }
        guard let window else {
            throw Problem.unprocessable(
                "window", "give a device (device=iphone-16-pro) or a window and idiom (window=400x600&idiom=phone).")
        }
        return .window(window, idiom ?? .phone)
    }
}
