import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `POST /swiftui/sheet`: one SwiftUI view tree on many devices at once, a contact sheet of where it breaks.
///
/// The JSON body: `view` (as `/swiftui/layout` reads it), the models (`devices`, a list, or `family`, or
/// `"all": true`), `orientations`, `displays` (a foldable's), iPad `windows` (`full`, the measured multitasking
/// windows, `WxH`) and `region`. Contexts hosting the tree identically are laid out once, as one group
/// (``SwiftUISheetAnswers/answer(_:_:budget:text:)``); past ``SwiftUISheetAnswers/maximumContexts`` contexts or
/// an answer bound over ``SwiftUISheetAnswers/maximumAnswerBytes``, a 422 before any layout.
///
/// `POST /swiftui/sheet {"family":"iphone","orientations":["portrait"],"view":{"type":"Fixed","width":500,
/// "height":10}}` → every group finds path `0` `outsideScreen` on `leading` and `trailing`.
enum SwiftUISheetEndpoint: Endpoint {
    static func routes(catalog: DeviceCatalog) -> [Route] { [route(catalog: catalog)] }
    static func routes(catalog: DeviceCatalog, text: (any SwiftUILayout.TextMeasuring)?) -> [Route] {
        [route(catalog: catalog, text: text)]
    }

    typealias Question = SwiftUISheetAnswers.Question
    typealias Answer = SwiftUISheetAnswers.Answer

    static let windowNames = ["full", "split-2/3", "split-1/2", "split-1/3", "slide-over"]

    static let descriptor = EndpointDescriptor(
        path: "/swiftui/sheet", methods: ["POST"], summary: "One SwiftUI view tree on many devices: where it breaks.",
        parameters: [
            ParameterDescriptor(
                "view", .object, in: .body, doc: "One view, as /swiftui/layout reads it.",
                example: #"{"type":"Fixed","width":500,"height":10}"#),
            ParameterDescriptor(
                "devices", .object, in: .body, doc: "The models: a list of ids, names or HIG rows.",
                example: #"["iphone-17-pro","ipad-air-11-inch-m3"]"#),
            ParameterDescriptor(
                "family", .string, in: .body, doc: "Every model of a family (iphone, ipad, applewatch, …).",
                example: "iphone"),
            ParameterDescriptor("all", .boolean, in: .body, doc: "Every model of the catalog (true).", example: "true"),
            ParameterDescriptor(
                "orientations", .object, in: .body, doc: "portrait and/or landscape (default: each the model takes).",
                example: #"["portrait"]"#),
            ParameterDescriptor(
                "displays", .object, in: .body, doc: "A foldable's displays (default: each).", example: #"["inner"]"#),
            ParameterDescriptor(
                "windows", .object, in: .body,
                doc: "iPad windows: full, split-2/3, split-1/2, split-1/3, slide-over, WxH (default full).",
                example: #"["full","split-1/2"]"#),
            .region.with(
                values: SwiftUILayoutAnswers.DeviceRegion.Kind.allCases.map(\.rawValue),
                doc: "The region the root is proposed: the safe area (default) or the window."),
            ParameterDescriptor(
                "dynamicTypeSizes", .object, in: .body,
                doc: "Dynamic Type sizes, each a context (xSmall … accessibility5; default large only).",
                example: #"["large","accessibility5"]"#),
            ParameterDescriptor(
                "pseudolanguages", .object, in: .body,
                doc: "Xcode's pseudolanguages, each a context (none, doubleLength, accented, …, rightToLeft).",
                example: #"["none","doubleLength"]"#),
            ParameterDescriptor(
                "layoutDirections", .object, in: .body, doc: "Layout directions, each a context (default leftToRight).",
                example: #"["leftToRight","rightToLeft"]"#),
            ParameterDescriptor(
                "form", .string, in: .body, values: SwiftUISheetAnswers.Form.allCases.map(\.rawValue),
                doc: "The JSON answer: full (default), compact or columns (each group's geometry only, in arrays).",
                example: "compact"),
        ], answers: ["SwiftUISheetAnswer", "SwiftUISheetCompactAnswer", "SwiftUISheetColumnsAnswer"]
    ).drawing()

    static func route(catalog: DeviceCatalog, text: (any SwiftUILayout.TextMeasuring)? = nil) -> Route {
        Route.computed(
            descriptor,
            parse: { (p: inout Parameters, _: [String: String]) throws(Problem) in try parse(&p) },
            answerWithin: { (q: Question, budget: WorkBudget) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in
                    try SwiftUISheetAnswers.answer(q, catalog, budget: budget, text: text)
                }
            },
            picture: { (_: Question, a: Answer, zoom: Double) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in try AnswerPictures.swiftUISheetChecked(a, zoom: zoom)
                }
            })
    }

    // MARK: Parsing

    static func parse(_ p: inout Parameters) throws(Problem) -> Question {
        let devices = try p.stringList("devices")
        let family = try p.string("family")?.value
        let all = try p.bool("all")
        let orientations = try p.stringList("orientations")
        let displays = try p.stringList("displays")
        let windowNames = try p.stringList("windows")
        let textSizes = try p.choices("dynamicTypeSizes", DynamicType.sizeNames) { DynamicType.index(of: $0) }
        let languages = try p.choices("pseudolanguages", SwiftUISheetAnswers.Pseudolanguage.allCases.map(\.rawValue)) {
            SwiftUISheetAnswers.Pseudolanguage(rawValue: $0)
        }
        let directions = try p.choices(
            "layoutDirections", SwiftUILayoutAnswers.LayoutDirection.allCases.map(\.rawValue)
        ) { SwiftUILayoutAnswers.LayoutDirection(rawValue: $0) }
        let region = try p.choice(["region"], allowed: ["window", "safeArea"]) {
            SwiftUILayoutAnswers.DeviceRegion.Kind(rawValue: $0)
        }
        let form = try p.choice(["form"], allowed: SwiftUISheetAnswers.Form.allCases.map(\.rawValue)) {
            SwiftUISheetAnswers.Form(rawValue: $0)
        }
        if form != nil, case .svg = p.representation {
            throw Problem.notApplicable(["form"], status: 422, detail: "form applies to the JSON answer, not SVG.")
        }
        let json = try ViewTreeParameters.json(&p)
        if all == false { throw Problem.invalidField("all", "must be true, or left out.") }
        let asked = [devices != nil, family != nil, all == true].filter { $0 }.count
        guard asked == 1 else {
            throw Problem.unprocessable(
                ["devices", "family", "all"],
                asked == 0
                    ? "give the models: devices ([\"iphone-17-pro\"]), family (\"iphone\") or all (true)."
                    : "give one of devices, family and all.")
        }
        for (i, name) in (orientations ?? []).enumerated() where name != "portrait" && name != "landscape" {
            throw Problem.invalidField(
                "orientations[\(i)]", "is \"\(Echo.capped(name, bytes: Echo.valueBytes))\"; use portrait or landscape.")
        }
        var windows: [SwiftUISheetAnswers.Window]?
        if let windowNames {
            var list: [SwiftUISheetAnswers.Window] = []
            for (i, name) in windowNames.enumerated() {
                let window: SwiftUISheetAnswers.Window
                if name == "full" {
                    window = .full
                } else if Self.windowNames.contains(name) {
                    window = .multitasking(name)
                } else if let size = Parameters.windowSize(name) {
                    window = .size(size)
                } else {
                    let shown = Echo.capped(name, bytes: Echo.valueBytes)
                    let named = Self.windowNames.joined(separator: ", ")
                    throw Problem.invalidField("windows[\(i)]", "is \"\(shown)\"; use \(named) or WIDTHxHEIGHT.")
                }
                if !list.contains(window) { list.append(window) }
            }
            windows = list
        }
        let tree = try ViewTreeParameters.tree(json)
        let models: SwiftUISheetAnswers.Models =
            if let devices { .devices(devices) } else if let family { .family(family) } else { .all }
        let ask = SwiftUISheetAnswers.Ask(
            models: models, orientations: orientations.map(Parameters.unique),
            displays: displays.map(Parameters.unique),
            windows: windows, region: region ?? .safeArea,
            readsSizeClasses: !tree.branches.isEmpty, dynamicTypeSizes: textSizes, pseudolanguages: languages,
            layoutDirections: directions,
            hasText: tree.texts > 0)
        // The contexts are expanded on a worker, under the request's budget: reading stays linear in the body.
        return Question(tree: tree, ask: ask, form: form ?? .full)
    }
}
