public import LayoutGeometry

/// The CSS of `/devices/{id}/css` and `/devices.css`: a device's figures as custom properties inside media queries
/// that match it as a browser reports it (see `DeviceCSSEndpoint` for the rules), never a 0 for an unknown figure.
///
/// `DeviceCSSAnswers.mediaQuery(screen: Size(width: 402, height: 874), scale: 3, orientation: "portrait")` →
/// `(device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)`
public enum DeviceCSSAnswers {
    /// Whether the model runs a browser a page can be written for (iOS and iPadOS).
    public static func hasBrowser(_ device: Device) -> Bool { ["phone", "pad"].contains(device.idiom) }

    /// The class on `<html>` that turns the values on in a mock-up: the media queries match a real iPhone too, whose
    /// browser already keeps a page clear of the status bar (and gives `env(safe-area-inset-*)` itself), so without
    /// the class (or a model's class) nothing is set and a page on a phone never gets the insets twice.
    public static let mockupClass = "layoutd-mockup"

    /// The comment at the top of a file: what it holds and how a page uses it.
    /// - Parameter what: e.g. `iPhone 16 Pro (iphone-16-pro)`.
    ///
    /// `header("family iphone")` → `/* layoutd: … for family iphone. … class="layoutd-mockup" … */`
    public static func header(_ what: String) -> String {
        "/* layoutd: device media queries and safe-area custom properties for \(what). A CSS px is a point. "
            + "For desktop mock-ups: the values apply only under class=\"\(mockupClass)\" (or a model's class, "
            + "layoutd-<id>) on <html>, so on a real iPhone or iPad, whose browser keeps the page clear of the status "
            + "bar itself, they set nothing. Combine with the browser's own insets: padding-top: "
            + "max(var(--layoutd-safe-area-top, 0px), env(safe-area-inset-top, 0px)). */\n"
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

    /// The media query and custom properties of one device in each orientation it takes, under the mock-up class or
    /// the model's (`:root.layoutd-mockup, :root.layoutd-iphone-16-pro`).
    public static func css(for device: Device) -> String {
        let screen = device.portraitSize
        var out = ""
        for (name, orientation) in orientations where device.supports(orientation) {
            out +=
                "\n/* \(device.displayTitle), \(name): \(n(screen.width)) × \(n(screen.height)) "
                + "pt\(device.scale.map { " @\(n($0))x" } ?? "") */\n"
            out += "@media \(mediaQuery(screen: screen, scale: device.scale, orientation: name)) {\n"
            out += "  :root.\(mockupClass), :root.layoutd-\(device.displayKey) {\n"
            out += block(properties(device, orientation), indent: "    ", missing: name)
            out += "  }\n}\n"
        }
        return out
    }

    /// A family's file: per distinct screen and orientation one media query whose `:root.layoutd-mockup` holds the
    /// values every model on that screen shares (a conflict is listed in a comment, not written), and a class per
    /// model with all of its values.
    /// - Parameter devices: The models, in catalog order.
    /// - Returns: e.g. for iPhone 16 Pro and 17 Pro (both 402 × 874 @3x) one portrait query with the shared
    ///   `--layoutd-safe-area-bottom: 34px`, a comment `conflict: --layoutd-safe-area-top (iphone-16-pro 62px,
    ///   iphone-17-pro …)`, then `:root.layoutd-iphone-16-pro { … }` and `:root.layoutd-iphone-17-pro { … }`.
    public static func css(forFamily devices: [Device]) -> String {
        var screens: [(screen: Size, scale: Double?, models: [Device])] = []
        for device in devices {
            if let i = screens.firstIndex(where: { $0.screen == device.portraitSize && $0.scale == device.scale }) {
                screens[i].models.append(device)
            } else {
                screens.append((device.portraitSize, device.scale, [device]))
            }
        }
        var out = ""
        for (screen, scale, models) in screens {
            for (name, orientation) in orientations {
                let present = models.filter { $0.supports(orientation) }
                guard !present.isEmpty else { continue }
                let scaled = scale.map { " @\(n($0))x" } ?? ""
                out +=
                    "\n/* \(n(screen.width)) × \(n(screen.height)) pt\(scaled), \(name): "
                    + present.map(\.displayTitle).joined(separator: ", ") + " */\n"
                out += "@media \(mediaQuery(screen: screen, scale: scale, orientation: name)) {\n"
                let each = present.map { ($0.displayKey, properties($0, orientation)) }
                var shared: [(name: String, value: String?)] = [], conflicts: [String] = []
                // By name: a display's `--layoutd-display` is a property a one-display model does not have ("none")
                var names: [String] = []
                for (_, list) in each { for p in list where !names.contains(p.name) { names.append(p.name) } }
                for property in names {
                    let values: [String??] = each.map { entry in entry.1.first { $0.name == property }.map(\.value) }
                    if values.allSatisfy({ $0 == values[0] }), let value = values[0] {
                        shared.append((property, value))
                    } else {
                        let listed = zip(each, values).map { "\($0.0) \($1.map { $0 ?? "unknown" } ?? "none")" }
                        conflicts.append("\(property) (\(listed.joined(separator: ", ")))")
                    }
                }
                for conflict in conflicts {
                    out += "  /* conflict: \(conflict): set the model's class on <html> */\n"
                }
                out += "  :root.\(mockupClass) {\n" + block(shared, indent: "    ", missing: name) + "  }\n"
                for device in present {
                    out +=
                        "  :root.layoutd-\(device.displayKey) {\n"
                        + block(properties(device, orientation), indent: "    ", missing: name) + "  }\n"
                }
                out += "}\n"
            }
        }
        return out
    }

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
