import LayoutGeometry

/// `GET /devices/{id}/css` and `GET /devices.css?family=iphone`: a device's figures as CSS for a web page, one media
/// query per orientation with custom properties inside.
///
/// The media query matches the device the way iOS Safari reports it: `device-width` and `device-height` are the
/// portrait screen in CSS px (a CSS px is a point) in both orientations, `-webkit-device-pixel-ratio` is the
/// scale, `orientation` the viewport's. Inside, `:root` gets `--layoutd-safe-area-top`, `-left`, `-bottom` and
/// `-right` (the catalog's insets for that orientation) and `--layoutd-display-corner-radius`; a figure no source
/// gives is left out with a comment, never written as 0.
///
/// `GET /devices/iphone-16-pro/css` →
/// ```css
/// @media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait) {
///   :root { --layoutd-device: "iphone-16-pro"; --layoutd-safe-area-top: 62px; … }
/// }
/// ```
/// Devices with the same screen and scale (iPhone 12, 13 and 14) have the same media query: a page cannot tell
/// them apart, and in `/devices.css` the later one's properties win where both match.
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
                for device in devices { out += css(for: device) }
                return out
            }),
        ]
    }

    /// Whether the model runs a browser a page can be written for (iOS and iPadOS).
    static func hasBrowser(_ device: Device) -> Bool { ["phone", "pad"].contains(device.idiom) }

    private static func header(_ what: String) -> String {
        "/* layoutd: device media queries and safe-area custom properties for \(what). A CSS px is a point. */\n"
    }

    /// The media query and custom properties of one device in each orientation it takes.
    static func css(for device: Device) -> String {
        let screen = device.portraitSize
        var out = ""
        for (name, orientation) in [("portrait", InterfaceOrientation.portrait), ("landscape", .landscapeLeft)] where device.supports(orientation) {
            var query = "(device-width: \(n(screen.width))px) and (device-height: \(n(screen.height))px)"
            if let scale = device.scale { query += " and (-webkit-device-pixel-ratio: \(n(scale)))" }
            query += " and (orientation: \(name))"
            out += "\n/* \(device.name), \(name): \(n(screen.width)) × \(n(screen.height)) pt\(device.scale.map { " @\(n($0))x" } ?? "") */\n"
            out += "@media \(query) {\n  :root {\n"
            out += "    --layoutd-device: \"\(device.id)\";\n"
            if let insets = device.safeAreaInsets(orientation) {
                for (edge, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
                    out += "    --layoutd-safe-area-\(edge): \(n(value))px;\n"
                }
            } else {
                out += "    /* no source gives the safe-area insets in \(name) */\n"
            }
            if let radius = device.displayCornerRadius.value {
                out += "    --layoutd-display-corner-radius: \(n(radius))px;\n"
            } else {
                out += "    /* no source gives the display corner radius */\n"
            }
            out += "  }\n}\n"
        }
        return out
    }

    private static func n(_ value: Double) -> String { JSONNumber.text(value) }
}
