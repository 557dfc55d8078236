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
        Route.computed(
            "/sizeclass",
            parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p, catalog) },
            answer: { (q: Question) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in try SizeClassAnswers.answer(q, catalog) }
            }, light: true)
    }

    typealias Question = SizeClassAnswers.Question
    typealias Answer = SizeClassAnswers.Answer

    static let multitaskingModes = ["full", "split-2/3", "split-1/2", "split-1/3", "slide-over"]

    static func parse(_ p: inout Parameters, _ catalog: DeviceCatalog) throws(Problem) -> Question {
        let deviceName = try p.string("device")?.value
        let display = try p.display()
        let orientation = try p.askedOrientation()
        let displayZoom = try p.bool("displayZoom")
        let multitasking = try p.choice(["multitasking"], allowed: multitaskingModes) {
            multitaskingModes.contains($0) ? $0 : nil
        }
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
            if window != nil || idiom != nil {
                throw Problem.unprocessable(
                    window != nil ? "window" : "idiom", "give a device, or a window and idiom, not both.")
            }
            let device = try Parameters.device(deviceName, in: catalog, field: "device", display: display)
            let orientation = orientation ?? .default(for: device)
            guard device.supports(orientation.interface) else {
                throw Problem.unprocessable("orientation", "\(device.name) has no \(orientation.asked) interface.")
            }
            guard device.sizeClasses != nil || device.idiom == "tv" || device.idiom == "vision" else {
                throw Problem.unprocessable(
                    "device", "\(device.name) runs watchOS, which has no size classes; ask by width, height and idiom.")
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
                id: device.resolvedFrom?.group.id ?? device.id, orientation: orientation,
                multitasking: multitasking == "full" ? nil : multitasking,
                displayZoom: displayZoom ?? false, display: display)
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
