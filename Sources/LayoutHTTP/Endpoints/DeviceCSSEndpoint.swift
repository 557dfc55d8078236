import LayoutGeometry
import LayoutAnswers

/// `GET /devices/{id}/css` and `GET /devices.css?family=iphone`: a device's figures as CSS for a web page, one media
/// query per screen and orientation with custom properties inside.
///
/// A media query matches the device the way a browser may report it: `device-width` × `device-height` is the screen
/// in CSS px (a CSS px is a point), `-webkit-device-pixel-ratio` the scale, `orientation` the viewport's. iOS Safari
/// reports the portrait screen in both orientations; a browser that rotates the screen reports it landscape
/// (`device-width` the long side), so the landscape query lists both forms. Inside, `:root.layoutd-mockup` (the class a
/// desktop mock-up sets on `<html>`) gets `--layoutd-safe-area-top`, `-left`, `-bottom` and `-right` (the catalog's
/// insets for that orientation) and `--layoutd-display-corner-radius`; a figure no source gives is left out with a
/// comment, never written as 0. The queries match a real iPhone too, where Safari already keeps the page clear of the
/// status bar: without the class nothing is set there, so a page never gets the insets twice.
///
/// `GET /devices/iphone-16-pro/css` →
/// ```css
/// @media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3)
///   and (orientation: portrait) {
///   :root.layoutd-mockup, :root.layoutd-iphone-16-pro { --layoutd-device: "iphone-16-pro"; …top: 62px; … }
/// }
/// ```
/// Models with the same screen and scale (iPhone 16 Pro and 17 Pro) have the same media query: a page cannot tell
/// them apart. A model with more than one display (the iPhone Duo) is answered on each, named by model and display
/// (`:root.layoutd-iphone-duo-inner`, with `--layoutd-display: "inner"`); `display=inner` on the model's route
/// answers that display alone. A family file therefore writes per screen only the values all its models share on
/// `:root.layoutd-mockup` (the others listed in a comment as conflicts), and per model a class,
/// `:root.layoutd-iphone-16-pro`, with all of its values: a mock-up that shows one model sets its class on `<html>`.
enum DeviceCSSEndpoint: Endpoint {
    static let mediaType = "text/css; charset=utf-8"

    static let deviceDescriptor = EndpointDescriptor(
        path: "/devices/{id}/css", methods: ["GET"], summary: "A device's CSS media queries and custom properties.",
        parameters: [.id, .display, .os], mediaTypes: [mediaType])
    static let familyDescriptor = EndpointDescriptor(
        path: "/devices.css", methods: ["GET"], summary: "The CSS of every device with a browser, or of a family.",
        parameters: [.family], mediaTypes: [mediaType])

    static func routes(catalog: DeviceCatalog) -> [Route] {
        [
            Route.text(
                deviceDescriptor,
                parse: { (p: inout Parameters, arguments: [String: String]) throws(Problem) in
                    let name = arguments["id"] ?? ""
                    let display = try p.display()
                    let resolved = try Parameters.device(name, in: catalog, display: display, group: .asWritten)
                    let device = resolved.device
                    guard DeviceCSSAnswers.hasBrowser(device) else {
                        throw Problem.unprocessable(
                            [],
                            "\(device.name) has no web browser (\(device.idiom)); CSS is for iPhone, iPad and iPod "
                                + "touch."
                        )
                    }
                    return DevicesAnswers.DeviceQuestion(device: resolved, os: try p.osVersion(for: device))
                },
                answer: { (q: DevicesAnswers.DeviceQuestion) throws(Problem) in
                    // Without display= a model with two displays is answered on each (a media query per screen)
                    let device = q.device.device
                    let shown = q.display == nil ? device.everyDisplay : [device]
                    let about = q.display == nil ? device.name : device.displayTitle
                    let key = q.display == nil ? device.id : device.displayKey
                    return shown.reduce(DeviceCSSAnswers.header("\(about) (\(key))")) { out, display in
                        out + DeviceCSSAnswers.css(for: q.os.map { display.answering(os: $0) } ?? display)
                    }
                }),
            Route.text(
                familyDescriptor,
                parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in
                    try p.family() ?? ""
                },
                answer: { (family: String) throws(Problem) in
                    let matches = DevicesAnswers.families.first { $0.name == family }?.matches
                    let devices = catalog.devices.filter { DeviceCSSAnswers.hasBrowser($0) && (matches?($0) ?? true) }
                        .flatMap(\.everyDisplay)
                    var out = DeviceCSSAnswers.header(
                        family.isEmpty ? "every iPhone, iPad and iPod touch" : "family \(family)")
                    if devices.isEmpty { out += "/* No device of this family has a web browser. */\n" }
                    return out + DeviceCSSAnswers.css(forFamily: devices)
                }),
        ]
    }
}
