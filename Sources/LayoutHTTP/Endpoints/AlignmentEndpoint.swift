import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `GET/POST /alignment`: frame ↔ Auto Layout alignment rectangle, insets in points or pixels, tap-target growth.
///
/// - `frame` + `alignmentRectInsets` → the alignment rect (`alignmentRect(forFrame:)`).
/// - `alignmentRect` + `alignmentRectInsets` → the frame (`frame(forAlignmentRect:)`).
/// - `alignmentRect` alone → the insets (and frame) that grow it to `minimumSize` (default 44 × 44) while it stays put.
///
/// Insets are physical `top,left,bottom,right` (`UIView.alignmentRectInsets` does not flip in right-to-left);
/// `directionalInsets=top,leading,bottom,trailing` (or JSON `leading`/`trailing`) are resolved with
/// `layoutDirection`. `insetsUnit=px` reads the insets as image pixels at `scale`; with a `scale` the answer also
/// gives them in pixels (`pixelAlignmentRectInsets`).
///
/// `GET /alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30&scale=3` → alignment rect `0,0,100,100`, insets 90
/// px.
enum AlignmentEndpoint: Endpoint {
    static func routes(catalog _: DeviceCatalog) -> [Route] { [route] }

    static let descriptor = EndpointDescriptor(
        path: "/alignment", summary: "Convert between a view's frame and its alignment rect, or size a tap target.",
        parameters: [
            ParameterDescriptor("frame", .string, doc: "The view's frame x,y,width,height.", example: "0,0,130,130"),
            ParameterDescriptor(
                "alignmentRect", .string, doc: "The alignment rect x,y,width,height.", example: "0,0,100,100"),
            ParameterDescriptor(
                "alignmentRectInsets", .string, doc: "top,left,bottom,right (physical).", example: "0,0,30,30"),
            ParameterDescriptor(
                "directionalInsets", .string, doc: "top,leading,bottom,trailing.", example: "0,10,0,0"),
            ParameterDescriptor(
                "layoutDirection", .string, values: LayoutDirection.allCases.map(\.rawValue),
                doc: "The layout direction leading and trailing resolve in (default leftToRight).",
                example: "rightToLeft"),
            ParameterDescriptor(
                "insetsUnit", .string, values: ["pt", "px"], doc: "px reads the insets as image pixels at scale.",
                example: "px"),
            .scale.with(doc: "Display scale; the answer also gives the insets in pixels."),
            ParameterDescriptor("minimumSize", .string, doc: "Tap-target minimum, WIDTHxHEIGHT.", example: "44x44"),
        ], answers: ["AlignmentAnswer"]
    ).drawing()

    static let route = Route.computed(
        descriptor, parse: parse, answer: { (q: Question) in AlignmentAnswers.answer(q) },
        picture: { (_: Question, a: Answer, zoom: Double) throws(Problem) in AnswerPictures.alignment(a, zoom: zoom) },
        light: true)

    typealias Operation = AlignmentAnswers.Operation
    typealias Question = AlignmentAnswers.Question
    typealias Answer = AlignmentAnswers.Answer

    static func parse(_ p: inout Parameters, _: [String: String]) throws(Problem) -> Question {
        let direction =
            try p.choice(
                ["layoutDirection"], allowed: LayoutDirection.allCases.map(\.rawValue),
                parse: LayoutDirection.init(rawValue:)) ?? .leftToRight
        let scale = try p.displayScale()
        let frame = try p.rect("frame")
        let alignmentRect = try p.rect("alignmentRect")
        let physical = try p.insets("alignmentRectInsets", direction: direction)
        let directional = try p.directionalInsets("directionalInsets", direction: direction)
        let unit = try p.choice(["insetsUnit"], allowed: ["pt", "px"]) { $0 == "pt" || $0 == "px" ? $0 : nil } ?? "pt"
        let minimum = try p.size("minimumSize") ?? Size(width: 44, height: 44)

        if physical != nil && directional != nil {
            throw Problem.unprocessable("directionalInsets", "give alignmentRectInsets or directionalInsets, not both.")
        }
        var insets = physical ?? directional
        if unit == "px", let given = insets {
            guard let scale else { throw Problem.unprocessable("scale", "is required when insetsUnit=px.") }
            insets = (AlignmentRect.points(fromPixels: given.insets, scale: scale), given.directional)
        }
        switch (frame, alignmentRect, insets) {
        case (let frame?, nil, let insets?):
            return Question(
                operation: .alignmentRectForFrame, rect: frame, insets: insets.insets, directional: insets.directional,
                direction: direction, scale: scale, minimumSize: minimum)
        case (nil, let rect?, let insets?):
            return Question(
                operation: .frameForAlignmentRect, rect: rect, insets: insets.insets, directional: insets.directional,
                direction: direction, scale: scale, minimumSize: minimum)
        case (nil, let rect?, nil):
            return Question(
                operation: .tapTarget, rect: rect, insets: .zero, directional: false, direction: direction,
                scale: scale, minimumSize: minimum)
        case (_?, _?, _):
            throw Problem.unprocessable("alignmentRect", "give frame or alignmentRect, not both.")
        case (_?, nil, nil):
            throw Problem.unprocessable(
                "alignmentRectInsets", "is required with frame (e.g. alignmentRectInsets=0,0,30,30).")
        case (nil, nil, _):
            throw Problem.unprocessable(
                "frame", "give frame (with alignmentRectInsets) or alignmentRect (e.g. frame=0,0,130,130).")
        }
    }
}
