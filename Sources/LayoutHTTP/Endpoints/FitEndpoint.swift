import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `GET/POST /fit`: where content of a size or aspect ratio goes in a container.
///
/// Two semantics:
/// - `uikit` (default): `UIView.ContentMode` placement of `content` (or `aspectRatio`) in `container` or a device
///   region, with `mode`, `alignment`, and pixel rounding at `scale`; a device region without either is answered
///   as it is (`device=iphone-16-pro&region=safeArea` → `rect` `{x: 0, y: 62, width: 402, height: 778}`).
/// - `swiftui`: `.aspectRatio(_:contentMode:)` on a proposal (`proposalWidth`/`proposalHeight`, each optional),
///   with an optional ratio and the child's `idealSize`.
///
/// `GET /fit?container=852x393&aspectRatio=21:9` →
/// `{"rect":{"x":0,"y":13.928571428571,"width":852,"height":365.142857142857},…}`
enum FitEndpoint: Endpoint {
    static func routes(catalog: DeviceCatalog) -> [Route] { [route(catalog: catalog)] }

    static let descriptor = EndpointDescriptor(
        path: "/fit", summary: "Place content of a size or aspect ratio in a container or a device region.",
        parameters: [
            ParameterDescriptor(
                "semantics", .string, values: ["uikit", "swiftui"],
                doc: "uikit (content modes, default) or swiftui (aspectRatio on a proposal).", example: "swiftui"),
            ParameterDescriptor(
                "container", .string, doc: "The container size WIDTHxHEIGHT (UIKit).", example: "852x393"
            ).when("with semantics=uikit"),
            .aspectRatio,
            ParameterDescriptor(
                "content", .string, doc: "The content size WIDTHxHEIGHT, any positive size (UIKit).",
                example: "1920x1080"
            ).when("with semantics=uikit"),
            ParameterDescriptor(
                "mode", .string, values: ContentMode.names,
                doc: "UIKit content mode (fit, fill, stretch or a UIView.ContentMode name).", example: "scaleAspectFill"
            ),
            ParameterDescriptor(
                "alignment", .string, values: ContentAlignment.allCases.map(\.rawValue),
                doc: "Where fit's leftover or fill's overflow goes (default center).", example: "top"
            ).when("with semantics=uikit"),
            .scale,
            ParameterDescriptor(
                "rounding", .boolean, doc: "Snap edges to the pixel grid (default true when a scale is known).",
                example: "false"),
            .device.when("with semantics=uikit"), .orientation.when("with a device"), .region.when("with a device"),
            .keyboard.when("with region=keyboardLayoutGuide"), .os.when("with a device"),
            .displayZoom.when("with a device"), .display.when("with a device"),
            ParameterDescriptor(
                "multitasking", .string, values: DeviceRegionParameters.multitaskingModes,
                doc: "An iPad's Split View or Slide Over window, as /sizeclass answers it; region is within it.",
                example: "split-1/2"
            ).when("with an iPad device"),
            ParameterDescriptor(
                "window", .string,
                doc: "An iPadOS 26 window WIDTHxHEIGHT at the screen's top-left; region is within it.",
                example: "683x1032"
            ).when("with an iPad device"),
            ParameterDescriptor(
                "proposalWidth", .string, doc: "The proposed width, or infinity; absent means nil (SwiftUI).",
                example: "200"
            ).when("with semantics=swiftui"),
            ParameterDescriptor(
                "proposalHeight", .string, doc: "The proposed height, or infinity; absent means nil (SwiftUI).",
                example: "100"
            ).when("with semantics=swiftui"),
            ParameterDescriptor(
                "idealSize", .string, doc: "The child's ideal size WIDTHxHEIGHT (SwiftUI).", example: "30x20"
            ).when("with semantics=swiftui"),
        ], answers: ["FitAnswer"]
    ).drawing()

    static func route(catalog: DeviceCatalog) -> Route {
        Route.computed(
            descriptor, parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p, catalog) },
            answer: { (q: Question) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in try FitAnswers.answer(q) }
            },
            picture: { (q: Question, a: Answer, zoom: Double) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in
                    guard case .uikit(let uikit) = q else { return try AnswerPictures.fit(a, device: nil, zoom: zoom) }
                    return try AnswerPictures.fit(a, device: uikit.region?.device, zoom: zoom)
                }
            },
            light: true)
    }

    typealias Question = FitAnswers.Question
    typealias UIKit = FitAnswers.UIKit
    typealias DeviceRegion = FitAnswers.DeviceRegion
    typealias SwiftUI = FitAnswers.SwiftUI
    typealias Answer = FitAnswers.Answer

    // MARK: Parsing

    static func parse(_ p: inout Parameters, _ catalog: DeviceCatalog) throws(Problem) -> Question {
        let semantics =
            try p.choice(["semantics"], allowed: ["uikit", "swiftui"]) { $0 == "uikit" || $0 == "swiftui" ? $0 : nil }
            ?? "uikit"
        if semantics == "swiftui" {
            return .swiftUI(try parseSwiftUI(&p, scale: try displayScale(&p, default: nil)))
        }
        let deviceName = try p.string("device")?.value
        let container = try p.size("container", allowZero: true)
        let ratio = try p.aspectRatio("aspectRatio")
        let contentSize = try p.size("content")
        let mode = try p.choice(["mode"], allowed: ContentMode.names, parse: ContentMode.init(name:)) ?? .scaleAspectFit
        let alignment =
            try p.choice(
                ["alignment"], allowed: ContentAlignment.allCases.map(\.rawValue),
                parse: ContentAlignment.init(rawValue:)) ?? .center
        var region: DeviceRegion?
        var deviceScale: Double?
        if let deviceName {
            if container != nil { throw Problem.unprocessable("container", "give a container or a device, not both.") }
            let found = try DeviceRegionParameters.fit(
                &p, device: deviceName, ratio: ratio, content: contentSize != nil, catalog)
            region = found.region
            deviceScale = found.scale
        } else {
            let fields = [
                "orientation", "region", "os", "displayZoom", "keyboard", "display", "multitasking", "window",
            ]
            for field in fields where p.has(field) {
                throw Problem.unprocessable(field, "needs a device (e.g. device=iphone-14-pro).")
            }
            guard container != nil else {
                throw Problem.unprocessable(
                    "container", "is required (e.g. container=852x393), or give a device (device=iphone-16-pro).")
            }
        }
        let scale = try displayScale(&p, default: deviceScale)
        let content: Size
        switch (ratio, contentSize) {
        case (let ratio?, nil): content = Size(width: ratio.width, height: ratio.height)
        case (nil, let size?):
            content = size  // any positive size: UIKit places it whatever its ratio
        case (nil, nil):
            guard let region else {
                throw Problem.unprocessable(
                    "aspectRatio",
                    "give an aspect ratio (aspectRatio=21:9) or a content size (content=1920x1080), or a device "
                        + "region to answer it as it is (device=iphone-16-pro&region=safeArea).")
            }
            // The guide at its own ratio (1:1 unless asked); any other region is answered as it is (its own size,
            // filled in by the answer, which knows the region).
            content =
                region.kind == .aspectFitGuide
                ? Size(width: region.guideRatio.width, height: region.guideRatio.height) : .zero
        case (_?, _?):
            if region?.kind == .aspectFitGuide {
                content = contentSize!  // aspect sets the guide, content is placed in it
            } else {
                throw Problem.unprocessable("content", "give either aspectRatio or content, not both.")
            }
        }
        return .uikit(
            UIKit(
                container: container.map { Rect(size: $0) } ?? .zero,
                region: region,
                content: content,
                mode: mode,
                alignment: mode.fixedAlignment ?? (mode == .scaleToFill ? .center : alignment),
                scale: scale
            ))
    }

    /// `scale` (> 0, ≤ 100; a device's own by default) and `rounding` (default: on when a scale is known; on
    /// without a scale means 1).
    static func displayScale(_ p: inout Parameters, default deviceScale: Double?) throws(Problem) -> Double? {
        let scale = try p.displayScale() ?? deviceScale
        switch try p.bool("rounding") {
        case false?: return nil
        case true?: return scale ?? 1
        case nil: return scale
        }
    }

    static func parseSwiftUI(_ p: inout Parameters, scale: Double?) throws(Problem) -> SwiftUI {
        let proposal = ProposedSize(
            width: try p.proposedDimension("proposalWidth"), height: try p.proposedDimension("proposalHeight"))
        let ratio = try p.aspectRatio("aspectRatio")
        let ideal = try p.size("idealSize")
        let uikitModes = ContentMode.names
        let mode = try p.choice(["mode"], allowed: ["fit", "fill"]) { (text: String) -> SwiftUIContentMode?? in
            if let mode = SwiftUIContentMode(rawValue: text) { return .some(mode) }
            // A UIKit mode: valid for /fit, not with semantics=swiftui.
            return uikitModes.contains(text) ? .some(nil) : nil
        }
        guard let mode = mode ?? .fit else {
            throw Problem.unprocessable(
                "mode", "with semantics=swiftui use fit or fill; the UIKit content modes apply without it.")
        }
        return SwiftUI(proposal: proposal, ratio: ratio?.value, idealSize: ideal, mode: mode, scale: scale)
    }
}
