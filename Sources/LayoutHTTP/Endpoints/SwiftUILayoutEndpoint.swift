import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `POST /swiftui/layout`: a SwiftUI view tree laid out as SwiftUI does, every view's frame and pixel frame.
///
/// The JSON body: `view` (one view: `{"type": …, "id": …, members…}`), and the root proposal as `proposal`
/// (`{"width": n | null | "infinity", "height": …}`) or as a device region (`device`, `orientation`, `region`:
/// `window` or `safeArea`), whose display scale is then the default `scale` (1 without a device). The view is read
/// by ``SwiftUILayoutAnswers/view(from:)``: an unknown type or member is a 400 naming the node's path, a tree deeper
/// than 64 or of more than 2,000 views a 422 with the limit.
///
/// `POST /swiftui/layout {"proposal":{"width":150,"height":100},"view":{"type":"HStack","spacing":0,"children":[
/// {"type":"flexibleFrame","maxWidth":100,"content":{"type":"Rectangle"}},{"type":"flexibleFrame","minWidth":100,
/// "content":{"type":"Rectangle"}}]}}` → nodes `0.0` and `0.1` 75 and 100 wide (objc.io's measured case).
enum SwiftUILayoutEndpoint: Endpoint {
    static func routes(catalog: DeviceCatalog) -> [Route] { [route(catalog: catalog)] }
    static func routes(catalog: DeviceCatalog, text: (any SwiftUILayout.TextMeasuring)?) -> [Route] {
        [route(catalog: catalog, text: text)]
    }

    typealias Question = SwiftUILayoutAnswers.Question
    typealias Answer = SwiftUILayoutAnswers.Answer

    static let descriptor = EndpointDescriptor(
        path: "/swiftui/layout", methods: ["POST"], summary: "A SwiftUI view tree laid out as SwiftUI does.",
        parameters: [
            ParameterDescriptor(
                "proposal", .object, in: .body, doc: "The root proposal {width, height}: a number, null or infinity.",
                example: #"{"width":150,"height":100}"#),
            ParameterDescriptor(
                "view", .object, in: .body, doc: "One view: {type, id, members…}, children nested.",
                example: #"{"type":"Rectangle"}"#),
            .device, .orientation.when("with a device"),
            .region.with(
                values: SwiftUILayoutAnswers.DeviceRegion.Kind.allCases.map(\.rawValue) + ["keyboard"],
                doc: "The device's safe area (default) or window; keyboard is a 422 (no keyboard frames)."
            ).when("with a device"),
            .scale, .display.when("with a device"),
            ParameterDescriptor(
                "multitasking", .string, values: DeviceRegionParameters.multitaskingModes,
                doc: "An iPad's Split View or Slide Over window, as /sizeclass answers it.", example: "split-1/2"
            ).when("with an iPad device"),
            ParameterDescriptor(
                "window", .string, doc: "An iPadOS 26 window WIDTHxHEIGHT at the screen's top-left.",
                example: "678x1024"
            ).when("with an iPad device"),
            ParameterDescriptor(
                "horizontalSizeClass", .string, values: ["compact", "regular"],
                doc: "The horizontal size class a sizeClass view reads.", example: "compact"
            ).when("with a proposal"),
            ParameterDescriptor(
                "verticalSizeClass", .string, values: ["compact", "regular"],
                doc: "The vertical size class a sizeClass view reads.", example: "regular"
            ).when("with a proposal"),
            .dynamicTypeSize, .layoutDirection,
        ], answers: ["SwiftUILayoutAnswer"]
    ).drawing()

    static func route(catalog: DeviceCatalog, text: (any SwiftUILayout.TextMeasuring)? = nil) -> Route {
        Route.computed(
            descriptor,
            parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p, catalog) },
            answerWithin: { (q: Question, budget: WorkBudget) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in
                    try SwiftUILayoutAnswers.answer(q, budget: budget, text: text)
                }
            },
            picture: { (q: Question, a: Answer, zoom: Double) throws(Problem) in
                // Hosted on a device: the device (outline, cut-outs, safe area) is drawn under the views, on the
                // display asked (the iPhone Duo's inner one), which the answer was laid out on.
                let device = q.placement?.resolved?.device
                return AnswerPictures.swiftUILayout(
                    a, zoom: zoom, device: device.flatMap { d in q.placement?.orientation.map { (d, $0) } })
            })
    }

    // MARK: Parsing

    static func parse(_ p: inout Parameters, _ catalog: DeviceCatalog) throws(Problem) -> Question {
        let proposal = try rootProposal(&p)
        let device = try p.string("device")?.value
        let orientation = try p.askedOrientation()
        let region = try p.choice(["region"], allowed: ["window", "safeArea"]) { (text: String) -> String? in
            text == "window" || text == "safeArea" || text == "keyboard" ? text : nil
        }
        var scale = try p.displayScale()
        let window = try DeviceRegionParameters.window(&p)
        let classes = try (
            ViewTreeParameters.sizeClass(&p, "horizontalSizeClass"),
            ViewTreeParameters.sizeClass(&p, "verticalSizeClass")
        )
        let textSize = try dynamicTypeSize(&p)
        let direction =
            try p.choice(["layoutDirection"], allowed: SwiftUILayoutAnswers.LayoutDirection.allCases.map(\.rawValue)) {
                SwiftUILayoutAnswers.LayoutDirection(rawValue: $0)
            } ?? .leftToRight
        let tree = try ViewTreeParameters.tree(try ViewTreeParameters.json(&p))
        let root: ProposedSize
        var placement: SwiftUILayoutAnswers.Placement?
        var sizeClasses: SizeClasses?
        switch (proposal, device) {
        case (let proposal?, nil):
            for field in ["orientation", "region", "display", "multitasking", "window"] where p.has(field) {
                throw Problem.unprocessable(field, "needs a device (e.g. \"device\":\"iphone-16-pro\").")
            }
            root = proposal
            sizeClasses = try ViewTreeParameters.proposalClasses(classes, tree)
        case (nil, let device?):
            for (field, given) in [("horizontalSizeClass", classes.0), ("verticalSizeClass", classes.1)]
            where given != nil {
                throw Problem.unprocessable(
                    field, "the device gives its own size classes (as /sizeclass answers them); leave it out.")
            }
            if region == "keyboard" {
                throw Problem.unprocessable(
                    "region",
                    "the catalog has no keyboard frames; region=window or safeArea works.")
            }
            let asked = SwiftUILayoutAnswers.DeviceRegion(
                device: device, orientation: orientation,
                kind: region.flatMap(SwiftUILayoutAnswers.DeviceRegion.Kind.init(rawValue:)) ?? .safeArea,
                display: try p.display())
            let found = try Problem.answering { () throws(AnswerError) in
                try SwiftUILayoutAnswers.hosting(
                    asked, window: window, readsSizeClasses: !tree.branches.isEmpty, catalog)
            }
            guard let deviceScale = scale ?? found.scale else {
                throw Problem.unprocessable(
                    "scale",
                    "no source gives \(device.prefix(80))'s display scale; give scale.")
            }
            root = found.proposal
            placement = found.placement
            sizeClasses = found.sizeClasses
            scale = deviceScale
        case (_?, _?):
            throw Problem.unprocessable(["proposal", "device"], "give a proposal or a device, not both.")
        case (nil, nil):
            throw Problem.unprocessable(
                ["proposal", "device"],
                "give the root proposal "
                    + "({\"width\":402,\"height\":874}) or a device whose region is proposed "
                    + "(\"device\":\"iphone-16-pro\").")
        }
        return Question(
            view: tree.resolved(sizeClasses), proposal: root, scale: scale ?? 1, placement: placement,
            dynamicTypeSize: textSize, layoutDirection: direction)
    }

    /// `dynamicTypeSize`: SwiftUI's `DynamicTypeSize` name (`large` when absent), as its position in
    /// ``DynamicType/sizeNames``.
    static func dynamicTypeSize(_ p: inout Parameters) throws(Problem) -> Int {
        try p.choice(["dynamicTypeSize"], allowed: DynamicType.sizeNames) { DynamicType.index(of: $0) }
            ?? DynamicType.defaultIndex
    }

    /// `proposal`: `{"width": …, "height": …}`, each `null` (or absent: the ideal size), a number ≥ 0 below 10¹²
    /// (as every proposed dimension of the API), or `"infinity"`.
    static func rootProposal(_ p: inout Parameters) throws(Problem) -> ProposedSize? {
        guard let (_, raw) = try p.raw(["proposal"]) else { return nil }
        guard case .json(.object(let members)) = raw else {
            throw Problem.invalidField(
                "proposal",
                "must be an object {\"width\": n | null | \"infinity\", \"height\": …}.")
        }
        if let other = ByteText.firstUnknown(members.keys, known: ["width", "height"]) {
            throw Problem.invalidField(
                "proposal.\(Echo.capped(other, bytes: Echo.valueBytes))",
                "is not a member of a proposal; give width and height.")
        }
        func dimension(_ name: String) throws(Problem) -> Double? {
            switch members[name] {
            case nil, .null?: return nil
            case .string("infinity")?: return .infinity
            case .number(let value)? where value >= 0 && value < 1e12: return value
            case let other?:
                let got = if case .number(let n) = other { Parameters.format(n) } else { other.typeName }
                throw Problem.invalidField(
                    "proposal.\(name)",
                    "must be null, a number ≥ 0 below 1e12 or \"infinity\" (got \(got)).")
            }
        }
        return ProposedSize(width: try dimension("width"), height: try dimension("height"))
    }
}
