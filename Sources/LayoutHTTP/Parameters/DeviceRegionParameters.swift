import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// Putting an answer on a device, read alike by the endpoints that do: the orientation a model has, the iPad window
/// (`multitasking`, `window`) of `/sizeclass`, `/fit` and `/swiftui/layout`, and `/fit`'s device region.
///
/// `multitasking=split-1/2` → `.multitasking("split-1/2")`; `window=678x1024` → `.size(678 × 1024)`.
enum DeviceRegionParameters {
    /// The names `multitasking` takes: the whole screen, the measured Split View and Slide Over windows, and an
    /// iPadOS 26 window of a given size.
    static let multitaskingModes = ["full", "split-2/3", "split-1/2", "split-1/3", "slide-over", "window"]

    /// The orientation asked, when the model has that interface.
    /// - Throws: 422 (field `orientation`) naming the orientations it has.
    static func supported(_ asked: AskedOrientation, by device: Device) throws(Problem) -> AskedOrientation {
        guard device.supports(asked.interface) else {
            throw Problem.unprocessable(
                "orientation",
                "\(device.name) has no \(asked.asked) interface (it has "
                    + "\(device.orientations.joined(separator: ", ")))."
            )
        }
        return asked
    }

    /// The iPad window a device hosts the answer in, as `/sizeclass` reads it: `multitasking` (`full`, a Split View
    /// or Slide Over mode; `window` with a size) or `window` (`WIDTHxHEIGHT`, an iPadOS 26 window).
    ///
    /// `{"multitasking":"split-1/2"}` → `.multitasking("split-1/2")`; `{"window":"678x1024"}` → `.size(678 × 1024)`.
    static func window(_ p: inout Parameters) throws(Problem) -> SwiftUILayoutAnswers.Window {
        let modes = multitaskingModes
        let multitasking = try p.choice(["multitasking"], allowed: modes) { modes.contains($0) ? $0 : nil }
        let size = try p.size("window")
        switch (multitasking, size) {
        case (nil, let size?), ("window"?, let size?): return .size(size)
        case (let mode?, _?):
            throw Problem.unprocessable("multitasking", "a window size is multitasking=window (or none), not \(mode).")
        case ("window"?, nil):
            throw Problem.unprocessable("window", "multitasking=window needs the window's size (window=WIDTHxHEIGHT).")
        case (nil, nil), ("full"?, nil): return .full
        case (let mode?, nil): return .multitasking(mode)
        }
    }

    /// `/fit`'s device region: the model `name` on `display`, in `orientation`, on `os`, under `displayZoom`, its
    /// `region` (with `keyboard`) in the iPad window asked (``window(_:)``), and its display scale (`nil` when no
    /// source gives it).
    /// - Parameters: `ratio` is the aspect-fit guide's (1:1 without one), or the content's in any other region;
    ///   `content`: a content size is given. With neither, a region other than the guide is answered as it is.
    /// - Throws: 404 for an unknown model; 422 for an orientation, region, keyboard, Display Zoom or window the model
    ///   does not have or no source gives.
    ///
    /// `device=iphone-16-pro&region=safeArea` → the safe area of the iPhone 16 Pro in portrait, at scale 3.
    static func fit(
        _ p: inout Parameters, device name: String, ratio: AspectRatio?, content: Bool, _ catalog: DeviceCatalog
    ) throws(Problem) -> (region: FitAnswers.DeviceRegion, scale: Double?) {
        let display = try p.display()
        let resolved = try Parameters.device(name, in: catalog, field: "device", display: display)
        let asked = try supported(try p.askedOrientation() ?? .default(for: resolved.device), by: resolved.device)
        let orientation = asked.interface
        let answering = resolved.answering(os: try p.osVersion(for: resolved.device))
        let device = answering.device
        let zoomed = try p.bool("displayZoom") ?? false
        let kind =
            try p.choice(
                ["region"], allowed: FitAnswers.DeviceRegion.Kind.allCases.map(\.rawValue),
                parse: FitAnswers.DeviceRegion.Kind.init(rawValue:)) ?? .window
        let keyboard = try p.choice(
            ["keyboard"], allowed: KeyboardGuide.Option.allCases.map(\.rawValue),
            parse: KeyboardGuide.Option.init(rawValue:))
        if keyboard != nil && kind != .keyboardLayoutGuide {
            throw Problem.unprocessable(
                "keyboard", "applies to region=keyboardLayoutGuide (the area above the docked keyboard).")
        }
        let scale: Double?
        if zoomed {
            guard let zoom = device.displayZoom else {
                throw Problem.unprocessable("displayZoom", "no source gives \(device.name)'s Display Zoom window.")
            }
            if kind != .window {
                throw Problem.unprocessable(
                    "region",
                    "no source gives \(device.name)'s \(kind.rawValue) under Display Zoom; region=window works.")
            }
            scale = zoom.scale
        } else {
            scale = device.scale
        }
        if kind == .safeArea && device.safeAreaInsets(orientation) == nil {
            throw Problem.unprocessable(
                "region", "the catalog has no safe-area insets for \(device.name) in \(asked.asked).")
        }
        if kind == .aspectFitGuide {
            if device.idiom == "watch" {
                throw Problem.unprocessable("region", "safeAreaAspectFitLayoutGuide does not exist on watchOS.")
            }
            if device.displayShape(orientation) == nil
                || (device.sensorHousing.type != "none" && device.sensorHousing.rect == nil)
            {
                let radius = device.displayCornerRadius
                throw Problem.unprocessable(
                    "region",
                    "no source gives \(device.name)'s "
                        + "\(radius.value == nil ? "corner radius" : "sensor housing"), so its aspect-fit guide "
                        + "cannot be computed"
                        + (radius.value == nil
                            ? radius.notes.map { ": " + ($0.hasSuffix(".") ? String($0.dropLast()) : $0) } ?? ""
                            : "") + ".")
            }
        }
        let hosted = try hostedWindow(&p, kind: kind, zoomed: zoomed, answering, asked, catalog)
        let region = FitAnswers.DeviceRegion(
            device: answering, orientation: asked, displayZoom: zoomed, kind: kind,
            guideRatio: kind == .aspectFitGuide ? (ratio ?? .one) : .one,
            placesContent: content || (kind != .aspectFitGuide && ratio != nil), keyboard: keyboard ?? .predictive,
            hosted: hosted)
        return (region, scale)
    }

    /// The iPad window a `/fit` device region is in: ``window(_:)``, hosted by `/swiftui/layout`'s rule
    /// (``SwiftUILayoutAnswers/hostedWindow(_:of:_:readsSizeClasses:windowField:_:)``).
    /// - Returns: `nil` for the whole screen (neither given, or `multitasking=full`).
    /// - Throws: 422 for a window the device does not offer (not an iPad, before iPadOS 26, larger than the screen),
    ///   under Display Zoom (no source gives a zoomed iPad window), or with a full-screen region (the aspect-fit
    ///   guide follows the screen's corners, the keyboard guide the screen's docked keyboard).
    ///
    /// `device=ipad-pro-13-inch-m5&orientation=landscape&window=683x1032` → 683 × 1032, insets 24 top, 20 bottom.
    private static func hostedWindow(
        _ p: inout Parameters, kind: FitAnswers.DeviceRegion.Kind, zoomed: Bool, _ device: ResolvedDevice,
        _ asked: AskedOrientation, _ catalog: DeviceCatalog
    ) throws(Problem) -> SwiftUILayoutAnswers.HostedWindow? {
        let window = try Self.window(&p)
        if case .full = window { return nil }
        let field = p.has("window") ? "window" : "multitasking"
        if zoomed {
            throw Problem.unprocessable(field, "no source gives an iPad window under Display Zoom; leave one out.")
        }
        switch kind {
        case .window, .safeArea: break
        case .aspectFitGuide:
            throw Problem.unprocessable(
                "region",
                "safeAreaAspectFitLayoutGuide follows the screen's rounded corners; in an iPad window use "
                    + "region=window or safeArea.")
        case .keyboardLayoutGuide:
            throw Problem.unprocessable(
                "region",
                "the catalog's keyboard frames are the full screen's docked keyboard, not an iPad window's; use "
                    + "region=window or safeArea.")
        }
        return try Problem.answering { () throws(AnswerError) in
            try SwiftUILayoutAnswers.hostedWindow(window, of: device, asked, readsSizeClasses: false, catalog)
        }
    }
}
