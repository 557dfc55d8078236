import LayoutGeometry
import LayoutAnswers

/// `GET /devices/{id}/css` and `GET /devices.css?family=iphone`: a device's figures as CSS for a web page, one media
/// query per screen and orientation with custom properties inside.
///
/// A media query matches the device the way a browser may report it: `device-width` × `device-height` is the screen
/// in CSS px (a CSS px is a point), `-webkit-device-pixel-ratio` the scale, `orientation` the viewport's. iOS Safari
/// reports the portrait screen in both orientations; a browser that rotates the screen reports it landscape
/// (`device-width` the long side), so the landscape query lists both forms. Inside, `:root` gets
/// `--layoutd-safe-area-top`, `-left`, `-bottom` and `-right` (the catalog's insets for that orientation) and
/// `--layoutd-display-corner-radius`; a figure no source gives is left out with a comment, never written as 0.
///
/// `GET /devices/iphone-16-pro/css` →
/// ```css
/// @media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait) {
///   :root { --layoutd-device: "iphone-16-pro"; --layoutd-safe-area-top: 62px; … }
/// }
/// ```
/// Models with the same screen and scale (iPhone 16 Pro and 17 Pro) have the same media query: a page cannot tell
/// them apart. A family file therefore writes per screen only the values all its models share on `:root` (the
/// others listed in a comment as conflicts), and per model a class, `:root.layoutd-iphone-16-pro`, with all of its
/// values: a page that knows its model sets the class on `<html>`.
enum DeviceCSSEndpoint {
    static let mediaType = "text/css; charset=utf-8"

    static func routes(catalog: DeviceCatalog) -> [Route] {
        [
            Route.text("/devices/{id}/css", mediaType: mediaType, parse: { (p: inout Parameters, arguments: [String: String]) throws(Problem) in
                let name = arguments["id"] ?? ""
                let device = try DevicesEndpoint.lookup(name, in: catalog)
                guard hasBrowser(device) else {
                    throw Problem.unprocessable([], "\(device.name) has no web browser (\(device.idiom)); CSS is for iPhone, iPad and iPod touch.")
                }
                return DevicesEndpoint.DeviceQuestion(name: device.resolvedFrom == nil ? device.id : name, os: try DevicesEndpoint.osVersion(&p, for: device))
            }, answer: { (q: DevicesEndpoint.DeviceQuestion) throws(Problem) in
                var device = try DevicesEndpoint.lookup(q.name, in: catalog)
                if let os = q.os { device = device.answering(os: os) }
                return header("\(device.name) (\(device.id))") + css(for: device)
            }),
            Route.text("/devices.css", mediaType: mediaType, parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in
                let names = DevicesEndpoint.families.map(\.name)
                return try p.choice(["family"], allowed: names) { names.contains($0.lowercased()) ? $0.lowercased() : nil } ?? ""
            }, answer: { (family: String) throws(Problem) in
                let matches = DevicesEndpoint.families.first { $0.name == family }?.matches
                let devices = catalog.devices.filter { hasBrowser($0) && (matches?($0) ?? true) }
                var out = header(family.isEmpty ? "every iPhone, iPad and iPod touch" : "family \(family)")
                if devices.isEmpty { out += "/* No device of this family has a web browser. */\n" }
                return out + css(forFamily: devices)
            }),
        ]
    }

    /// Whether the model runs a browser a page can be written for (iOS and iPadOS).
    static func hasBrowser(_ device: Device) -> Bool { ["phone", "pad"].contains(device.idiom) }

    private static func header(_ what: String) -> String {
        "/* layoutd: device media queries and safe-area custom properties for \(what). A CSS px is a point. "
            + "Combine with the browser's own insets: padding-top: max(var(--layoutd-safe-area-top, 0px), "
            + "env(safe-area-inset-top, 0px)). */\n"
    }

    /// The orientations a page is asked about, with the catalog's orientation whose insets they read.
    static let orientations: [(name: String, orientation: InterfaceOrientation)] = [
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
    static func mediaQuery(screen: Size, scale: Double?, orientation: String) -> String {
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
    static func properties(_ device: Device, _ orientation: InterfaceOrientation) -> [(name: String, value: String?)] {
        let insets = device.safeAreaInsets(orientation)
        var out: [(String, String?)] = [("--layoutd-device", "\"\(device.id)\"")]
        let edges = [("top", insets?.top), ("left", insets?.left), ("bottom", insets?.bottom), ("right", insets?.right)]
        for (edge, value) in edges {
            out.append(("--layoutd-safe-area-\(edge)", value.map { "\(n($0))px" }))
        }
        out.append(("--layoutd-display-corner-radius", device.displayCornerRadius.value.map { "\(n($0))px" }))
        return out
    }

    /// The media query and custom properties of one device in each orientation it takes.
    static func css(for device: Device) -> String {
        let screen = device.portraitSize
        var out = ""
        for (name, orientation) in orientations where device.supports(orientation) {
            out += "\n/* \(device.name), \(name): \(n(screen.width)) × \(n(screen.height)) pt\(device.scale.map { " @\(n($0))x" } ?? "") */\n"
            out += "@media \(mediaQuery(screen: screen, scale: device.scale, orientation: name)) {\n  :root {\n"
            out += block(properties(device, orientation), indent: "    ", missing: name)
            out += "  }\n}\n"
        }
        return out
    }

    /// A family's file: per distinct screen and orientation one media query whose `:root` holds the values every
    /// model on that screen shares (a conflict is listed in a comment, not written), and a class per model with all
    /// of its values.
    /// - Parameter devices: The models, in catalog order.
    /// - Returns: e.g. for iPhone 16 Pro and 17 Pro (both 402 × 874 @3x) one portrait query with the shared
    ///   `--layoutd-safe-area-bottom: 34px`, a comment `conflict: --layoutd-safe-area-top (iphone-16-pro 62px,
    ///   iphone-17-pro …)`, then `:root.layoutd-iphone-16-pro { … }` and `:root.layoutd-iphone-17-pro { … }`.
    static func css(forFamily devices: [Device]) -> String {
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
                out += "\n/* \(n(screen.width)) × \(n(screen.height)) pt\(scaled), \(name): "
                    + present.map(\.name).joined(separator: ", ") + " */\n"
                out += "@media \(mediaQuery(screen: screen, scale: scale, orientation: name)) {\n"
                let each = present.map { ($0.id, properties($0, orientation)) }
                var shared: [(name: String, value: String?)] = [], conflicts: [String] = []
                for (index, property) in each[0].1.enumerated() {
                    let values = each.map { $0.1[index].value }
                    if values.allSatisfy({ $0 == values[0] }) {
                        shared.append(property)
                    } else {
                        let listed = zip(each, values).map { "\($0.0) \($1 ?? "unknown")" }.joined(separator: ", ")
                        conflicts.append("\(property.name) (\(listed))")
                    }
                }
                for conflict in conflicts {
                    out += "  /* conflict: \(conflict): set the model's class on <html> */\n"
                }
                out += "  :root {\n" + block(shared, indent: "    ", missing: name) + "  }\n"
                for device in present {
                    out += "  :root.layoutd-\(device.id) {\n"
                        + block(properties(device, orientation), indent: "    ", missing: name) + "  }\n"
                }
                out += "}\n"
            }
        }
        return out
    }

    /// Declarations for the properties with a value, a comment for each without.
    private static func block(_ properties: [(name: String, value: String?)], indent: String,
                              missing orientation: String) -> String {
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
