import LayoutAnswers
import LayoutHTTPCore

/// The names several endpoints read, declared once: each endpoint's descriptor lists them, with the condition it
/// reads them under (`ParameterDescriptor.device.when("with semantics=uikit")`).
///
/// `ParameterDescriptor.orientation.values` → `["portrait", "landscape", "landscapeLeft", "landscapeRight"]`, the
/// interface orientations of `UIInterfaceOrientation` (`landscape` is `landscapeLeft`).
extension ParameterDescriptor {
    static let aspectRatio = ParameterDescriptor(
        "aspectRatio", .string, doc: "Aspect ratio: W:H, W/H, WxH or a number, in (0, 100].", example: "21:9",
        alternative: "4:3")
    static let scale = ParameterDescriptor(
        "scale", .number, minimum: 0, maximum: 100, exclusiveMinimum: true,
        doc: "Display scale for pixel rounding (a device's own by default).", example: "3")
    static let device = ParameterDescriptor(
        "device", .string, doc: "A device id, name or hardware identifier, or a group (HIG row) id or name.",
        example: "iphone-14-pro")
    static let orientation = ParameterDescriptor(
        "orientation", .string, values: ["portrait", "landscape", "landscapeLeft", "landscapeRight"],
        doc: "portrait (default), landscapeLeft, landscapeRight; landscape is landscapeLeft.", example: "landscape")
    static let region = ParameterDescriptor(
        "region", .string, values: FitAnswers.DeviceRegion.Kind.allCases.map(\.rawValue),
        doc: "The device's whole window (default), its safe area, or a layout guide.", example: "safeArea")
    static let keyboard = ParameterDescriptor(
        "keyboard", .string, values: KeyboardGuide.Option.allCases.map(\.rawValue),
        doc: "The docked keyboard: predictive (default), noPredictive or hidden.", example: "noPredictive")
    static let os = ParameterDescriptor(
        "os", .string, doc: "The OS version whose safe-area insets to use (26, 17.2, iOS 17).", example: "17")
    static let displayZoom = ParameterDescriptor(
        "displayZoom", .boolean, doc: "An iPhone's Display Zoom (\"Larger Text\") window.", example: "true")
    static let display = ParameterDescriptor(
        "display", .string, doc: "Which display of a device that has more than one (the iPhone Duo's outer or inner).",
        example: "inner")
    static let dynamicTypeSize = ParameterDescriptor(
        "dynamicTypeSize", .string, values: DynamicType.sizeNames,
        doc: "The Dynamic Type size Text styles are drawn at (SwiftUI's DynamicTypeSize; large by default).",
        example: "accessibility1")
    static let layoutDirection = ParameterDescriptor(
        "layoutDirection", .string, values: SwiftUILayoutAnswers.LayoutDirection.allCases.map(\.rawValue),
        doc: "SwiftUI's layout direction: rightToLeft mirrors the layout (leftToRight by default).",
        example: "rightToLeft")
    static let family = ParameterDescriptor(
        "family", .string, values: DevicesAnswers.families.map(\.name), doc: "Family or idiom.", example: "iphone")
    static let fields = ParameterDescriptor(
        "fields", .string, doc: "Comma-separated members to return for each device.", example: "id,name,screen")
    static let dimensions = ParameterDescriptor(
        "dimensions", .string, values: DeviceTokensAnswers.DimensionForm.allCases.map(\.rawValue),
        doc: "How a dimension token writes its $value: string (default, \"402px\") or object.", example: "object")
    static let id = ParameterDescriptor(
        "id", .string, in: .path, doc: "A device id, name or hardware identifier, or a group id or name.",
        example: "iphone-16-pro")

    /// `format`, `zoom`, `legend`, `labels`, `colorScheme` and `export`: every drawing route reads them.
    static let pictureOptions = [
        ParameterDescriptor(
            "format", .string, values: ["json", "svg"], doc: "json (default) or svg: the answer drawn as SVG.",
            example: "svg"),
        ParameterDescriptor(
            "zoom", .number, minimum: 0, maximum: 20, exclusiveMinimum: true,
            doc: "Pictures only: screen pixels per point (default 1).", example: "2"
        ).when("as SVG"),
        ParameterDescriptor(
            "legend", .boolean, doc: "Pictures only: false leaves the legend card out.", example: "false"
        ).when("as SVG"),
        ParameterDescriptor(
            "labels", .boolean, doc: "Pictures only: false leaves the labels out.", example: "false"
        ).when("as SVG"),
        ParameterDescriptor(
            "colorScheme", .string, values: PictureOptions.ColorScheme.allCases.map(\.rawValue),
            doc: "Pictures only: light (default) or dark colours, chosen by the request, not the viewer.",
            example: "dark"
        ).when("as SVG"),
        ParameterDescriptor(
            "export", .string, values: PictureOptions.Export.allCases.map(\.rawValue),
            doc: "Pictures only: figma writes every colour as an attribute (no <style>) and bare ids as layer names.",
            example: "figma"
        ).when("as SVG"),
    ]
}
