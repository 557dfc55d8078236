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
                "multitasking", .string, values: SizeClassEndpoint.multitaskingModes,
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
        let window = try hostingWindow(&p)
        let classes = try (sizeClass(&p, "horizontalSizeClass"), sizeClass(&p, "verticalSizeClass"))
        let textSize = try dynamicTypeSize(&p)
        let direction =
            try p.choice(["layoutDirection"], allowed: SwiftUILayoutAnswers.LayoutDirection.allCases.map(\.rawValue)) {
                SwiftUILayoutAnswers.LayoutDirection(rawValue: $0)
            } ?? .leftToRight
        guard case .json(let json)? = try p.raw(["view"])?.value else {
            throw Problem.invalidField("view", "is required: one view, e.g. {\"type\":\"Rectangle\"}.")
        }
        let tree: SwiftUILayoutAnswers.ViewTree
        do {
            tree = try SwiftUILayoutAnswers.tree(from: json)
        } catch {
            throw problem(error)
        }
        let root: ProposedSize
        var placement: SwiftUILayoutAnswers.Placement?
        var sizeClasses: SizeClasses?
        switch (proposal, device) {
        case (let proposal?, nil):
            for field in ["orientation", "region", "display", "multitasking", "window"] where p.has(field) {
                throw Problem.unprocessable(field, "needs a device (e.g. \"device\":\"iphone-16-pro\").")
            }
            root = proposal
            sizeClasses = try proposalClasses(classes, tree)
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

    /// The iPad window a device hosts the tree in, as `/sizeclass` reads it: `multitasking` (`full`, a Split View
    /// or Slide Over mode; `window` with a size) or `window` (`WIDTHxHEIGHT`, an iPadOS 26 window).
    ///
    /// `{"multitasking":"split-1/2"}` → `.multitasking("split-1/2")`; `{"window":"678x1024"}` → `.size(678 × 1024)`.
    static func hostingWindow(_ p: inout Parameters) throws(Problem) -> SwiftUILayoutAnswers.Window {
        let modes = SizeClassEndpoint.multitaskingModes
        let multitasking = try p.choice(["multitasking"], allowed: modes) { modes.contains($0) ? $0 : nil }
        let size = try p.size("window")
        switch (multitasking, size) {
        case (nil, let size?), ("window"?, let size?): return .size(size)
        case (let mode?, _?):
            throw Problem.unprocessable("multitasking", "a window size is multitasking=window (or none), not \(mode).")
        case ("window"?, nil):
            throw Problem.unprocessable("window", "multitasking=window needs the window's size (window=WIDTHxHEIGHT).")
        case (nil, nil), ("full"?, nil): return .full
        case (let mode?, nil): return .multitasking(mode)
        }
    }

    /// `horizontalSizeClass` or `verticalSizeClass`: `compact` or `regular`.
    static func sizeClass(_ p: inout Parameters, _ name: String) throws(Problem) -> SizeClass? {
        try p.choice([name], allowed: ["compact", "regular"]) { SizeClass(rawValue: $0) }
    }

    /// The size classes a tree on a bare proposal reads: the request's, each required where a `sizeClass` view
    /// reads its axis (no window gives one, and a guess would pick a child SwiftUI might not).
    /// - Returns: `nil` when neither is given (a tree that reads neither).
    /// - Throws: 422 naming the member a branch reads and the request leaves out.
    static func proposalClasses(
        _ given: (SizeClass?, SizeClass?), _ tree: SwiftUILayoutAnswers.ViewTree
    ) throws(Problem) -> SizeClasses? {
        for (name, axis, value) in [("horizontalSizeClass", true, given.0), ("verticalSizeClass", false, given.1)]
        where value == nil && tree.branches(onHorizontal: axis) {
            throw Problem.unprocessable(
                name,
                "the view has a sizeClass on the \(axis ? "horizontal" : "vertical") axis and a proposal has no "
                    + "window to read it from; give \(name) (compact or regular), or a device.")
        }
        guard given.0 != nil || given.1 != nil else { return nil }
        // An axis no branch reads is never looked at.
        return SizeClasses(horizontal: given.0 ?? .compact, vertical: given.1 ?? .compact)
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

    /// A bad view as a problem: 400 naming the node's path, 422 for a tree or an id over the limits.
    static func problem(_ error: SwiftUILayoutAnswers.ViewError) -> Problem {
        switch error {
        case .badView(let path, _):
            var problem = Problem.invalidField("view", "")
            problem.detail = error.detail
            problem.extensions["viewPath"] = [path]
            return problem
        case .tooDeep(let path, _), .unprocessable(let path, _):
            var problem = Problem.unprocessable(["view"], error.detail)
            problem.extensions["viewPath"] = [path]
            return problem
        case .tooManyViews:
            return Problem.unprocessable(["view"], error.detail)
        }
    }
}
