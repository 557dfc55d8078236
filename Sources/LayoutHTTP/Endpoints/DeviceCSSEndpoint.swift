import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `GET /devices/{id}/css` and `GET /devices.css?family=iphone`: a device's figures as CSS for a web page, as custom
/// properties (`--layoutd-safe-area-top`, `-left`, `-bottom`, `-right`, the catalog's insets for the orientation;
/// `--layoutd-display-corner-radius`, `--layoutd-status-bar-height`); a figure no source gives is left out with a
/// comment, never written as 0.
///
/// A desktop browser's `device-width` is its monitor's, so nothing a mock-up needs depends on it. Three ways set the
/// values, each opted in by a class on `<html>`:
/// - a frame of the screen's size: `@media (width: 402px) and (height: 874px)` (portrait) and `(width: 874px) and
///   (height: 402px)` (landscape) under `:root.layoutd-mockup` or the model's class — a 402 × 874 iframe on any page;
/// - the model's and the orientation's classes, `:root.layoutd-iphone-17-pro.layoutd-portrait`, in a frame of any size;
/// - device emulation: the device media queries (`device-width` × `device-height` the screen in CSS px, which are
///   points; `-webkit-device-pixel-ratio` the scale; in landscape both the portrait-reported form iOS Safari uses and
///   the rotated one) under `:root.layoutd-emulated`, inside `@supports not (-webkit-touch-callout: none)`: a
///   property only iOS and iPadOS WebKit has, so a page on a real iPhone or iPad, whose browser keeps the page clear of
///   the status bar itself, never gets the insets twice. A frame of the full screen on a real phone (a home-screen web
///   app with `viewport-fit=cover`) is not kept clear by the browser: there the values are the insets to keep, and
///   `max(var(--layoutd-safe-area-top, 0px), env(safe-area-inset-top, 0px))` never adds them twice.
///
/// `GET /devices/iphone-17-pro/css` →
/// ```css
/// @media (width: 402px) and (height: 874px) {
///   :root.layoutd-mockup, :root.layoutd-iphone-17-pro { --layoutd-device: "iphone-17-pro"; …top: 62px; … }
/// }
/// :root.layoutd-iphone-17-pro.layoutd-portrait { … }
/// @supports not (-webkit-touch-callout: none) {
///   @media (device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3)
///     and (orientation: portrait) { :root.layoutd-emulated { … } }
/// }
/// ```
/// Models with the same screen (iPhone 16 Pro and 17 Pro) have the same queries: a page cannot tell them apart. A
/// model with more than one display (the iPhone Duo) is answered on each, named by model and display
/// (`:root.layoutd-iphone-duo-inner`, with `--layoutd-display: "inner"`); `display=inner` on the model's route
/// answers that display alone. A family file therefore writes per query only the values all its models share on
/// `:root.layoutd-mockup` (or `:root.layoutd-emulated`; the others listed in a comment as conflicts), and per model a
/// class, `:root.layoutd-iphone-16-pro`, with all of its values: a mock-up that shows one model sets its class.
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
