public import LayoutGeometry

/// The CSS of `/devices/{id}/css` and `/devices.css`: a device's figures as custom properties, never a 0 for an
/// unknown figure, set in three ways that do not depend on the screen the page is viewed on (see `DeviceCSSEndpoint`):
/// a frame the size of the screen (a desktop mock-up's iframe), a model's and orientation's classes on `<html>`, and,
/// as an opt-in for device emulation, the device media queries.
///
/// `DeviceCSSAnswers.viewportQuery(screen: Size(width: 402, height: 874), orientation: "landscape")` →
/// `(width: 874px) and (height: 402px)`
public enum DeviceCSSAnswers {
    /// Whether the model runs a browser a page can be written for (iOS and iPadOS).
    public static func hasBrowser(_ device: Device) -> Bool { ["phone", "pad"].contains(device.idiom) }

    /// The class on `<html>` that turns the values on in a frame the size of a screen (a mock-up's iframe).
    public static let mockupClass = "layoutd-mockup"

    /// The class on `<html>` that turns on the device media queries (device emulation, where the browser reports the
    /// emulated screen as `device-width` × `device-height`).
    public static let emulationClass = "layoutd-emulated"

    /// The condition the emulation queries sit in: a browser without `-webkit-touch-callout` (a property only iOS and
    /// iPadOS WebKit has), so that a page on a real iPhone or iPad, whose browser keeps the page clear of the status
    /// bar itself and gives `env(safe-area-inset-*)`, gets no value from them even when it opts in.
    public static let emulationSupports = "not (-webkit-touch-callout: none)"

    /// The comment at the top of a file: what it holds and how a page uses it.
    /// - Parameter what: e.g. `iPhone 16 Pro (iphone-16-pro)`.
    ///
    /// `header("family iphone")` → `/* layoutd: … for family iphone. … class="layoutd-mockup" … */`
    public static func header(_ what: String) -> String {
        "/* layoutd: safe-area custom properties for \(what). A CSS px is a point. In a desktop mock-up: "
            + "class=\"\(mockupClass)\" (or a model's class, layoutd-<id>) on <html> sets them in a frame of the "
            + "screen's size (a 402 x 874 iframe for an iPhone 17 Pro in portrait, 874 x 402 in landscape); a model's "
            + "class with layoutd-portrait or layoutd-landscape sets them in any frame. Device emulation: "
            + "class=\"\(emulationClass)\" turns on the device media queries, which an iOS or iPadOS browser "
            + "never matches (it keeps the page clear of the status bar itself). Combine with the browser's own "
            + "insets: padding-top: max(var(--layoutd-safe-area-top, 0px), env(safe-area-inset-top, 0px)). */\n"
    }

    /// The orientations a page is asked about, with the catalog's orientation whose insets they read.
    public static let orientations: [(name: String, orientation: InterfaceOrientation)] = [
        ("portrait", .portrait), ("landscape", .landscapeLeft),
    ]

    /// The media query list that matches a screen in an orientation: in portrait the portrait screen; in landscape
    /// both the portrait-reported (iOS Safari) and the rotated-reported screen.
    /// - Parameters:
    ///   - screen: The portrait screen in points.
    ///   - scale: The scale, if known (`-webkit-device-pixel-ratio`).
    ///   - orientation: `portrait` or `landscape`.
    /// - Returns: e.g. for (402 × 874, 3, landscape) `(device-width: 402px) and (device-height: 874px) and
    ///   (-webkit-device-pixel-ratio: 3) and (orientation: landscape), (device-width: 874px) and …`.
    public static func mediaQuery(screen: Size, scale: Double?, orientation: String) -> String {
        let portrait = (screen.width, screen.height), rotated = (screen.height, screen.width)
        let forms = orientation == "portrait" ? [portrait] : [portrait, rotated]
        return forms.map { (w, h) in
            "(device-width: \(n(w))px) and (device-height: \(n(h))px)"
                + (scale.map { " and (-webkit-device-pixel-ratio: \(n($0)))" } ?? "")
                + " and (orientation: \(orientation))"
        }.joined(separator: ", ")
    }

    /// The media query that matches a frame (a viewport) the size of a screen in an orientation, whatever the screen
    /// the page is viewed on: a mock-up's iframe.
    /// - Parameters:
    ///   - screen: The portrait screen in points.
    ///   - orientation: `portrait` or `landscape`.
    /// - Returns: e.g. for (402 × 874, landscape) `(width: 874px) and (height: 402px)`.
    public static func viewportQuery(screen: Size, orientation: String) -> String {
        let (w, h) = orientation == "portrait" ? (screen.width, screen.height) : (screen.height, screen.width)
        return "(width: \(n(w))px) and (height: \(n(h))px)"
    }

    /// The custom properties of one model in one orientation, in a fixed order; a figure no source gives has the
    /// value `nil`.
    public static func properties(
        _ device: Device, _ orientation: InterfaceOrientation
    ) -> [(name: String, value: String?)] {
        let insets = device.safeAreaInsets(orientation)
        var out: [(String, String?)] = [("--layoutd-device", "\"\(device.id)\"")]
        if let display = device.display { out.append(("--layoutd-display", "\"\(display)\"")) }
        let edges = [
            ("top", insets?.top), ("left", insets?.left), ("bottom", insets?.bottom), ("right", insets?.right),
        ]
        for (edge, value) in edges {
            out.append(("--layoutd-safe-area-\(edge)", value.map { "\(n($0))px" }))
        }
        out.append(("--layoutd-display-corner-radius", device.displayCornerRadius.value.map { "\(n($0))px" }))
        let statusBar = device.statusBar(os: device.safeArea?.os.map { OSSupport.numbers(in: $0) })?.height(orientation)
        out.append(("--layoutd-status-bar-height", statusBar.map { "\(n($0))px" }))
        return out
    }

    /// One model's values in each orientation it takes, three ways: in a frame of its screen's size under the mock-up
    /// class or the model's (`:root.layoutd-mockup, :root.layoutd-iphone-17-pro`), anywhere under the model's and the
    /// orientation's classes (`:root.layoutd-iphone-17-pro.layoutd-portrait`), and in the device media query under
    /// the emulation class (`:root.layoutd-emulated`), outside iOS and iPadOS browsers.
    public static func css(for device: Device) -> String {
        let screen = device.portraitSize, key = "layoutd-\(device.displayKey)"
        var out = ""
        for (name, orientation) in orientations where device.supports(orientation) {
            let values = properties(device, orientation)
            out +=
                "\n/* \(device.displayTitle), \(name): \(n(screen.width)) × \(n(screen.height)) "
                + "pt\(scaled(device.scale)) */\n"
            out += "@media \(viewportQuery(screen: screen, orientation: name)) {\n"
            out +=
                "  :root.\(mockupClass), :root.\(key) {\n" + block(values, indent: "    ", missing: name) + "  }\n}\n"
            out += ":root.\(key).layoutd-\(name) {\n" + block(values, indent: "  ", missing: name) + "}\n"
            out += "@supports \(emulationSupports) {\n"
            out += "  @media \(mediaQuery(screen: screen, scale: device.scale, orientation: name)) {\n"
            out +=
                "    :root.\(emulationClass) {\n" + block(values, indent: "      ", missing: name) + "    }\n  }\n}\n"
        }
        return out
    }

    /// A family's file. Per distinct screen size and orientation, a frame query (`(width: 402px) and (height: 874px)`)
    /// whose `:root.layoutd-mockup` holds the values every model of that size shares (a conflict is listed in a
    /// comment, not written) and whose model classes hold all of each model's values; per model and orientation, the
    /// classes that set them in any frame; and, as the emulation opt-in, the same per distinct screen and scale in the
    /// device media queries under `:root.layoutd-emulated`.
    /// - Parameter devices: The models, in catalog order.
    /// - Returns: e.g. for iPhone 16 Pro and 17 Pro (both 402 × 874) one portrait frame query with the shared
    ///   `--layoutd-safe-area-bottom: 34px`, a comment `conflict: --layoutd-safe-area-top (iphone-16-pro 62px,
    ///   iphone-17-pro …)`, then `:root.layoutd-iphone-16-pro { … }` and `:root.layoutd-iphone-17-pro { … }`.
    public static func css(forFamily devices: [Device]) -> String {
        var out = ""
        for (screen, _, models) in screens(devices, byScale: false) {
            for (name, orientation) in orientations {
                let present = models.filter { $0.supports(orientation) }
                guard !present.isEmpty else { continue }
                let frame = viewportQuery(screen: screen, orientation: name)
                out +=
                    "\n/* a frame of \(frame), \(name): " + present.map(\.displayTitle).joined(separator: ", ")
                    + " */\n"
                out += "@media \(frame) {\n"
                out += shared(present, orientation, name, root: ":root.\(mockupClass)", model: ":root.", indent: "  ")
                out += "}\n"
            }
        }
        out += "\n/* Any frame: a model's class with layoutd-portrait or layoutd-landscape on <html>. */\n"
        for device in devices {
            for (name, orientation) in orientations where device.supports(orientation) {
                out += ":root.layoutd-\(device.displayKey).layoutd-\(name) {\n"
                out += block(properties(device, orientation), indent: "  ", missing: name) + "}\n"
            }
        }
        out += "\n/* Device emulation: class=\"\(emulationClass)\" on <html>; never in an iOS or iPadOS browser. */\n"
        out += "@supports \(emulationSupports) {\n"
        for (screen, scale, models) in screens(devices, byScale: true) {
            for (name, orientation) in orientations {
                let present = models.filter { $0.supports(orientation) }
                guard !present.isEmpty else { continue }
                out +=
                    "  /* \(n(screen.width)) × \(n(screen.height)) pt\(scaled(scale)), \(name): "
                    + present.map(\.displayTitle).joined(separator: ", ") + " */\n"
                out += "  @media \(mediaQuery(screen: screen, scale: scale, orientation: name)) {\n"
                let root = ":root.\(emulationClass)"
                out += shared(present, orientation, name, root: root, model: root + ".", indent: "    ") + "  }\n"
            }
        }
        return out + "}\n"
    }

    /// The models grouped by portrait screen (and scale when `byScale`), in catalog order.
    private static func screens(
        _ devices: [Device], byScale: Bool
    ) -> [(screen: Size, scale: Double?, models: [Device])] {
        var out: [(screen: Size, scale: Double?, models: [Device])] = []
        for device in devices {
            if let i = out.firstIndex(where: {
                $0.screen == device.portraitSize && (!byScale || $0.scale == device.scale)
            }) {
                out[i].models.append(device)
            } else {
                out.append((device.portraitSize, device.scale, [device]))
            }
        }
        return out
    }

    /// The rules inside one query of a family file: the values every model shares under `root` (each other one
    /// listed as a conflict), then each model's values under `model` + `layoutd-<key>`.
    private static func shared(
        _ present: [Device], _ orientation: InterfaceOrientation, _ name: String, root: String, model: String,
        indent: String
    ) -> String {
        let each = present.map { ($0.displayKey, properties($0, orientation)) }
        var common: [(name: String, value: String?)] = [], conflicts: [String] = []
        // By name: a display's `--layoutd-display` is a property a one-display model does not have ("none")
        var names: [String] = []
        for (_, list) in each { for p in list where !names.contains(p.name) { names.append(p.name) } }
        for property in names {
            let values: [String??] = each.map { entry in entry.1.first { $0.name == property }.map(\.value) }
            if values.allSatisfy({ $0 == values[0] }), let value = values[0] {
                common.append((property, value))
            } else {
                let listed = zip(each, values).map { "\($0.0) \($1.map { $0 ?? "unknown" } ?? "none")" }
                conflicts.append("\(property) (\(listed.joined(separator: ", ")))")
            }
        }
        var out = ""
        for conflict in conflicts {
            out += "\(indent)/* conflict: \(conflict): set the model's class on <html> */\n"
        }
        out += "\(indent)\(root) {\n" + block(common, indent: indent + "  ", missing: name) + "\(indent)}\n"
        for (key, values) in each {
            out += "\(indent)\(model)layoutd-\(key) {\n" + block(values, indent: indent + "  ", missing: name)
            out += "\(indent)}\n"
        }
        return out
    }

    private static func scaled(_ scale: Double?) -> String { scale.map { " @\(n($0))x" } ?? "" }

    /// Declarations for the properties with a value, a comment for each without.
    private static func block(
        _ properties: [(name: String, value: String?)], indent: String,
        missing orientation: String
    ) -> String {
        var out = ""
        for (name, value) in properties {
            if let value {
                out += "\(indent)\(name): \(value);\n"
            } else {
                out += "\(indent)/* no source gives \(name) in \(orientation) */\n"
            }
        }
        return out
    }

    private static func n(_ value: Double) -> String { JSONNumber.text(value) }
}
