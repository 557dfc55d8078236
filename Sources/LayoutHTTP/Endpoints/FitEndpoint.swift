import LayoutGeometry

/// `GET/POST /fit`: where content of a size or aspect ratio goes in a container.
///
/// Two semantics:
/// - `uikit` (default): `UIView.ContentMode` placement of `content` (or `aspect`) in `container`, with
///   `mode`, `alignment`, and pixel rounding at `scale`.
/// - `swiftui`: `.aspectRatio(_:contentMode:)` on a proposal (`proposalWidth`/`proposalHeight`, each optional),
///   with an optional ratio and the child's `idealSize`.
///
/// `GET /fit?container=852x393&aspect=21:9` → `{"rect":{"x":0,"y":13.43,"width":852,"height":365.14},…}`
enum FitEndpoint {
    static let route = Route.computed("/fit", parse: parse, answer: answer)

    /// A normalized /fit question: equal questions share one cache entry however they were asked.
    enum Question: Hashable, Sendable {
        case uikit(UIKit)
        case swiftUI(SwiftUI)
    }

    struct UIKit: Hashable, Sendable {
        var container: Rect
        var content: Size
        var mode: ContentMode
        var alignment: ContentAlignment
        var scale: Double?
    }

    struct SwiftUI: Hashable, Sendable {
        var proposal: ProposedSize
        var ratio: Double?
        var idealSize: Size?
        var mode: SwiftUIContentMode
        var scale: Double?
    }

    // MARK: Parsing

    static func parse(_ p: inout Parameters, _: [String: String]) throws(Problem) -> Question {
        let semantics = try p.choice(["semantics"], allowed: ["uikit", "swiftui"]) { $0 == "uikit" || $0 == "swiftui" ? $0 : nil } ?? "uikit"
        let scale = try displayScale(&p)
        if semantics == "swiftui" {
            return .swiftUI(try parseSwiftUI(&p, scale: scale))
        }
        guard let container = try p.size("container", allowZero: true) else {
            throw Problem.invalidField("container", "is required (e.g. container=852x393).")
        }
        let ratio = try p.aspectRatio("aspect", "aspectRatio")
        let contentSize = try p.size("content")
        let content: Size
        switch (ratio, contentSize) {
        case (let ratio?, nil): content = Size(width: ratio.width, height: ratio.height)
        case (nil, let size?):
            do { _ = try AspectRatio(size) } catch {
                throw Problem.invalidField("content", "its ratio \(error.reason).")
            }
            content = size
        case (nil, nil): throw Problem.invalidField("aspect", "give an aspect ratio (aspect=21:9) or a content size (content=1920x1080).")
        case (_?, _?): throw Problem.invalidField("content", "give either aspect or content, not both.")
        }
        let mode = try p.choice(["mode"], allowed: ContentMode.names, parse: ContentMode.init(name:)) ?? .scaleAspectFit
        let alignment = try p.choice(["alignment"], allowed: ContentAlignment.allCases.map(\.rawValue), parse: ContentAlignment.init(rawValue:)) ?? .center
        return .uikit(UIKit(
            container: Rect(size: container),
            content: content,
            mode: mode,
            alignment: mode.fixedAlignment ?? (mode == .scaleToFill ? .center : alignment),
            scale: scale
        ))
    }

    /// `scale` (> 0, ≤ 100) and `rounding` (default: on when a scale is given; on without a scale means 1).
    static func displayScale(_ p: inout Parameters) throws(Problem) -> Double? {
        let scale = try p.positiveNumber("scale")
        if let scale, scale > 100 { throw Problem.invalidField("scale", "must be at most 100 (got \(scale)).") }
        switch try p.bool("rounding") {
        case false?: return nil
        case true?: return scale ?? 1
        case nil: return scale
        }
    }

    static func parseSwiftUI(_ p: inout Parameters, scale: Double?) throws(Problem) -> SwiftUI {
        func dimension(_ name: String, _ p: inout Parameters) throws(Problem) -> Double? {
            if let (field, text) = try? p.string(name), text == "infinity" || text == "inf" {
                _ = field
                return .infinity
            }
            guard let value = try p.number(name) else { return nil }
            guard value >= 0 else { throw Problem.invalidField(name, "must be at least 0 (got \(value)).") }
            return value
        }
        let proposal = ProposedSize(width: try dimension("proposalWidth", &p), height: try dimension("proposalHeight", &p))
        let ratio = try p.aspectRatio("aspect", "aspectRatio")
        let ideal = try p.size("idealSize")
        let mode = try p.choice(["mode"], allowed: ["fit", "fill"], parse: SwiftUIContentMode.init(rawValue:)) ?? .fit
        return SwiftUI(proposal: proposal, ratio: ratio?.value, idealSize: ideal, mode: mode, scale: scale)
    }

    // MARK: Answering

    struct UIKitAnswer: Encodable {
        var semantics = "uikit"
        var container: Rect
        var content: Size
        var aspectRatio: Double
        var mode: ContentMode
        var alignment: ContentAlignment
        var rect: Rect
        var unroundedRect: Rect
        var contentScale: Point
        var cropped: EdgeInsets
        var displayScale: Double?
        var rounded: Bool

        enum CodingKeys: String, CodingKey {
            case semantics, container, content, aspectRatio, mode, alignment, rect, unroundedRect, contentScale, cropped, displayScale, rounded
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(semantics, forKey: .semantics)
            try c.encode(container, forKey: .container)
            try c.encode(content, forKey: .content)
            try c.encode(aspectRatio, forKey: .aspectRatio)
            try c.encode(mode, forKey: .mode)
            try c.encode(alignment, forKey: .alignment)
            try c.encode(rect, forKey: .rect)
            try c.encode(unroundedRect, forKey: .unroundedRect)
            try c.encode(contentScale, forKey: .contentScale)
            try c.encode(cropped, forKey: .cropped)
            try c.encode(displayScale, forKey: .displayScale) // null when absent
            try c.encode(rounded, forKey: .rounded)
        }
    }

    struct SwiftUIAnswer: Encodable {
        var semantics = "swiftui"
        var mode: SwiftUIContentMode
        var proposal: ProposedSize
        var ratio: Double
        var childProposal: ProposedSize
        var flexibleSize: ProposedSize
        var flexibleFrame: Rect?
        var fixedFrame: Rect?
        var displayScale: Double?
        var rounded: Bool

        enum CodingKeys: String, CodingKey {
            case semantics, mode, proposal, ratio, childProposal, flexibleSize, flexibleFrame, fixedFrame, displayScale, rounded
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(semantics, forKey: .semantics)
            try c.encode(mode, forKey: .mode)
            try c.encode(proposal, forKey: .proposal)
            try c.encode(ratio, forKey: .ratio)
            try c.encode(childProposal, forKey: .childProposal)
            try c.encode(flexibleSize, forKey: .flexibleSize)
            try c.encode(flexibleFrame, forKey: .flexibleFrame)
            try c.encode(fixedFrame, forKey: .fixedFrame)
            try c.encode(displayScale, forKey: .displayScale)
            try c.encode(rounded, forKey: .rounded)
        }
    }

    enum Answer: Encodable {
        case uikit(UIKitAnswer)
        case swiftUI(SwiftUIAnswer)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .uikit(let answer): try answer.encode(to: encoder)
            case .swiftUI(let answer): try answer.encode(to: encoder)
            }
        }
    }

    static func answer(_ question: Question) throws(Problem) -> Answer {
        switch question {
        case .uikit(let q): .uikit(answer(q))
        case .swiftUI(let q): .swiftUI(answer(q))
        }
    }

    static func answer(_ q: UIKit) -> UIKitAnswer {
        let placement = q.mode.place(q.content, in: q.container, alignment: q.alignment)
        let rect = q.scale.map { placement.rect.roundedToPixels(scale: $0) } ?? placement.rect
        return UIKitAnswer(
            container: q.container, content: q.content, aspectRatio: q.content.aspectRatio, mode: q.mode,
            alignment: placement.alignment, rect: rect, unroundedRect: placement.rect,
            contentScale: Point(x: placement.scaleX, y: placement.scaleY), cropped: placement.cropped,
            displayScale: q.scale, rounded: q.scale != nil
        )
    }

    static func answer(_ q: SwiftUI) -> SwiftUIAnswer {
        let layout = q.mode.layout(proposal: q.proposal, ratio: q.ratio, idealSize: q.idealSize)
        func round(_ rect: Rect?) -> Rect? {
            guard let rect, let scale = q.scale else { return rect }
            return rect.roundedToPixels(scale: scale)
        }
        return SwiftUIAnswer(
            mode: q.mode, proposal: q.proposal, ratio: layout.ratio, childProposal: layout.childProposal,
            flexibleSize: layout.flexibleSize, flexibleFrame: round(layout.flexibleFrame), fixedFrame: round(layout.fixedFrame),
            displayScale: q.scale, rounded: q.scale != nil
        )
    }
}
