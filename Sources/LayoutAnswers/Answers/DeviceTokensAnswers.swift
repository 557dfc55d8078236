import LayoutGeometry

/// The design tokens of `/devices/{id}/tokens` and `/devices.tokens.json`: a model's figures in the Design Tokens
/// Community Group format (DTCG Format Module 2025.10, https://www.designtokens.org/tr/2025.10/format/), one group
/// per model and in it one per orientation the model takes, with the sections ``sectionNames``.
///
/// Every leaf is a token with `$value` and `$type` (§5: `dimension`, §8.2, for points, which are CSS px; `number`,
/// §8.7, for scales). A figure no source gives is no token: it is left out and named in its group's
/// `$extensions["io.github.layoutd"].unknown`, with a `$description` saying so; never a 0. A `dimension` is written
/// by default as a string (`"402px"`, the form of the drafts before 2025.10), which today's tools import: Style
/// Dictionary's built-in `size/px` and `size/rem` transforms parse a number with a unit from a string and not from
/// the object (style-dictionary issue #1501), and Tokens Studio stores strings. Asked with `dimensions=object`, it is
/// the 2025.10 object (`{"value": 402, "unit": "px"}`).
///
/// `DeviceTokensAnswers.document(for: [iPhone16Pro], about: "iPhone 16 Pro", dimensions: .string)` → a group
/// `iphone-16-pro.portrait.safeArea.top` = `{"$value":"62px","$type":"dimension"}`, and
/// `iphone-16-pro.landscapeLeft.homeIndicator` with `$extensions["io.github.layoutd"].unknown`
/// `["width", "height", "bottomOffset"]`.
public enum DeviceTokensAnswers {
    /// How a `dimension` token writes its `$value`.
    public enum DimensionForm: String, Hashable, Sendable, CaseIterable {
        /// `"402px"`: a number followed by `px`, as the DTCG drafts before 2025.10 wrote it (the default: what
        /// Style Dictionary's size transforms and Tokens Studio read).
        case string
        /// `{"value": 402, "unit": "px"}`: DTCG Format Module 2025.10 §8.2.
        case object
    }

    /// `/devices/{id}/tokens`: one model, at an OS version.
    public struct DeviceQuestion: Hashable, Sendable {
        /// The device, resolved once by the endpoint (a HIG row as written), on its asked display.
        public var device: ResolvedDevice
        public var os: [Int]?
        public var dimensions: DimensionForm
        /// The display asked on a model with more than one (`display=inner`); `nil`: each of its displays.
        public var display: String? { device.display }

        public init(device: ResolvedDevice, os: [Int]?, dimensions: DimensionForm) {
            self.device = device
            self.os = os
            self.dimensions = dimensions
        }
    }

    /// `/devices.tokens.json`: a family (`""` for every model).
    public struct FamilyQuestion: Hashable, Sendable {
        public var family: String
        public var dimensions: DimensionForm

        public init(family: String, dimensions: DimensionForm) {
            self.family = family
            self.dimensions = dimensions
        }
    }

    /// The sections of each orientation's group, in the order they are written.
    public static let sectionNames = [
        "screen", "safeArea", "cornerRadius", "statusBar", "keyboard", "sensorHousing", "homeIndicator", "displayZoom",
    ]

    /// The key of this service's `$extensions` (DTCG 2025.10 §5.2.3 asks for vendor data under a reverse-domain
    /// name, so that tools' extensions do not collide). The project has no domain of its own; `io.github.layoutd`
    /// is the namespace a project hosted on GitHub under `layoutd` takes by the same convention as Maven Central's
    /// group ids (`io.github.<owner>`), so it names this project and no one else's. Change it here, in one place,
    /// if the project moves to a domain it owns.
    public static let extensionKey = "io.github.layoutd"

    /// The tokens of some models in one document.
    /// - Parameters:
    ///   - devices: The models (each already answering the OS version asked), in the order they are written.
    ///   - about: What the document holds, for its `$description` (e.g. `family iphone`).
    ///   - dimensions: How dimensions are written.
    /// - Returns: The root group: a `$description`, its `$extensions` and one group per model, named by its id (per
    ///   display of a model with more than one, named `iphone-duo-inner`: ``Device/displayKey``).
    public static func document(for devices: [Device], about: String, dimensions: DimensionForm) -> TokenGroup {
        let written =
            dimensions == .object
            ? "2025.10" : "2025.10, with dimensions written \"402px\" as earlier drafts did and today's tools read"
        var root = TokenGroup(
            description: "layoutd design tokens for \(about), in the Design Tokens Community Group "
                + "format (\(written)): one group per model, in it one per orientation. Sizes are points (a CSS px "
                + "is a "
                + "point). A figure no source gives is left out and named in its group's "
                + "$extensions[\"\(extensionKey)\"].unknown, "
                + "never written as 0.")
        root.extensions = [
            "format": .string("https://www.designtokens.org/tr/2025.10/format/"),
            "dimensions": .string(dimensions.rawValue), "models": .number(Double(Set(devices.map(\.id)).count)),
        ]
        for device in devices {
            root.members.append((device.displayKey, .group(model(device, dimensions: dimensions))))
        }
        return root
    }

    /// One model's group: its identity in `$extensions`, then a group per orientation it takes.
    /// - Returns: e.g. for an Apple TV one group `landscape`; for an iPhone `portrait`, `landscapeLeft` and
    ///   `landscapeRight`.
    public static func model(_ device: Device, dimensions: DimensionForm) -> TokenGroup {
        var group = TokenGroup(
            description: "\(device.displayTitle) (\(device.id)): \(device.family), "
                + device.orientations.joined(separator: ", ") + ".")
        group.extensions = [
            "id": .string(device.id), "name": .string(device.name), "family": .string(device.family),
            "idiom": .string(device.idiom), "safeAreaOS": device.safeArea?.os.map(JSONValue.string) ?? .null,
        ]
        if let display = device.display { group.extensions["display"] = .string(display) }
        for name in device.orientations {
            guard let orientation = InterfaceOrientation(name: name) else { continue }
            var side = TokenGroup(description: "\(device.displayTitle) in \(name).")
            for (section, figures) in sections(device, orientation, name: name) {
                side.members.append((section, .group(figures.group(dimensions))))
            }
            group.members.append((name, .group(side)))
        }
        return group
    }

    /// One orientation's sections, each with its figures (a `nil` value is one no source gives).
    /// - Parameters:
    ///   - device: The model.
    ///   - o: The interface orientation whose figures are read.
    ///   - name: The orientation as the catalog names it (`landscape` for a TV), for the descriptions.
    /// - Returns: ``sectionNames`` in order, e.g. for an iPhone 16 Pro in `landscapeLeft` a `screen` of 874 × 402.
    static func sections(_ device: Device, _ o: InterfaceOrientation, name: String) -> [(String, Section)] {
        let window = device.windowSize(o)
        let insets = device.safeAreaInsets(o)
        return [
            (
                "screen",
                Section(
                    "The screen in \(name), in points.", sources: device.screenProvenance.sources,
                    dimensions: [("width", window.width), ("height", window.height)],
                    numbers: [("scale", device.scale), ("nativeScale", device.nativeScale)])
            ),
            (
                "safeArea",
                Section(
                    "UIKit's safe-area insets of a full-screen window in \(name)"
                        + (device.safeArea?.os.map { ", OS \($0) and later" } ?? "") + ".",
                    sources: device.safeArea?.sources ?? [],
                    dimensions: [
                        ("top", insets?.top), ("left", insets?.left), ("bottom", insets?.bottom),
                        ("right", insets?.right),
                    ])
            ),
            (
                "cornerRadius",
                Section(
                    "The display's corner radius (0 for square corners).", sources: device.displayCornerRadius.sources,
                    dimensions: [("display", device.displayCornerRadius.value)])
            ),
            ("statusBar", statusBar(device, o)),
            ("keyboard", keyboard(device, o)),
            ("sensorHousing", sensorHousing(device, o, name: name)),
            ("homeIndicator", homeIndicator(device, o)),
            ("displayZoom", displayZoom(device, o, name: name)),
        ]
    }

    /// The status bar's height in this orientation under the newest OS the catalog gives (`statusBar` in
    /// `/devices/{id}`); unknown where no source gives it, 0 only where a source says there is none.
    ///
    /// iPhone 16 Pro in `portrait` → height 54 (TG26).
    static func statusBar(_ device: Device, _ o: InterfaceOrientation) -> Section {
        guard let entry = device.statusBar(os: nil) else {
            return Section(
                "The status bar's height.", sources: [], dimensions: [("height", nil)],
                why: device.statusBar == nil ? "the catalog has no status-bar height for this model" : nil)
        }
        return Section(
            "The status bar's height" + (entry.os.map { ", OS \($0) and later" } ?? "") + ".",
            sources: entry.sources, dimensions: [("height", entry.height(o))])
    }

    /// The docked software keyboard in this orientation under the newest OS the catalog gives (`keyboard` in
    /// `/devices/{id}`): its height from the window's bottom edge without the predictive bar, and the bar's height.
    ///
    /// iPhone 16 Pro in `landscapeLeft` → height 172, predictiveBar 37 (TG26).
    static func keyboard(_ device: Device, _ o: InterfaceOrientation) -> Section {
        guard let entry = device.keyboard(os: nil) else {
            return Section(
                "The software keyboard's height.", sources: [],
                dimensions: [("height", nil), ("predictiveBar", nil)],
                why: device.keyboard == nil ? "the catalog has no keyboard height for this model" : nil)
        }
        let heights = entry.heights(o)
        return Section(
            "The docked software keyboard from the window's bottom edge, without the predictive bar, and "
                + "the bar's height" + (entry.os.map { ", OS \($0) and later" } ?? "") + ".",
            sources: entry.sources,
            dimensions: [("height", heights?.height), ("predictiveBar", heights?.predictiveBar)])
    }

    /// The notch or Dynamic Island in this orientation's coordinates (points from the window's top left).
    ///
    /// iPhone 16 Pro in `landscapeLeft` → x 826, y 138, 37 × 126 (the island is at the right edge).
    static func sensorHousing(_ device: Device, _ o: InterfaceOrientation, name: String) -> Section {
        let housing = device.sensorHousing
        let kind = housing.type == "dynamicIsland" ? "Dynamic Island" : housing.type == "notch" ? "notch" : nil
        guard let kind else {
            return Section("No notch or Dynamic Island.", sources: housing.sources, kind: housing.type)
        }
        let rect = housing.rect.map { o.rect($0, portrait: device.portraitSize) }
        return Section(
            "The \(kind) in \(name), in points from the window's top left.", sources: housing.sources,
            dimensions: [("x", rect?.x), ("y", rect?.y), ("width", rect?.width), ("height", rect?.height)],
            kind: housing.type)
    }

    /// The home indicator: its sourced figures are portrait ones, so in landscape they are unknown.
    static func homeIndicator(_ device: Device, _ o: InterfaceOrientation) -> Section {
        let indicator = device.homeIndicator
        guard indicator.present != false else {
            return Section("No home indicator.", sources: indicator.sources, kind: "none")
        }
        let portrait = o == .portrait
        return Section(
            "The home indicator, centred, its bottom edge bottomOffset above the screen's"
                + (portrait ? "." : " (the catalog's figures are portrait ones)."),
            sources: indicator.sources,
            dimensions: [
                ("width", portrait ? indicator.size?.width : nil),
                ("height", portrait ? indicator.size?.height : nil),
                ("bottomOffset", portrait ? indicator.bottomOffset : nil),
            ])
    }

    /// The window under Display Zoom ("Larger Text") in this orientation, where a source gives it.
    static func displayZoom(_ device: Device, _ o: InterfaceOrientation, name: String) -> Section {
        let zoom = device.displayZoom
        let window = zoom.map { o.size(forPortrait: $0.value) }
        return Section(
            "The window under Display Zoom (Larger Text) in \(name), in points.",
            sources: zoom?.sources ?? [],
            dimensions: [("width", window?.width), ("height", window?.height)],
            numbers: [("scale", zoom?.scale), ("nativeScale", zoom?.nativeScale)])
    }

    /// One section's figures before they are written: the known ones become tokens, the others a note.
    struct Section {
        var description: String
        var sources: [String]
        var dimensions: [(name: String, value: Double?)] = []
        var numbers: [(name: String, value: Double?)] = []
        /// `none`, `notch`, `dynamicIsland` for the sensor housing; `none` for an absent home indicator.
        var kind: String?
        /// Why the unknown figures are unknown, when it is not that no source gives them.
        var why: String?

        init(
            _ description: String, sources: [String], dimensions: [(name: String, value: Double?)] = [],
            numbers: [(name: String, value: Double?)] = [], kind: String? = nil, why: String? = nil
        ) {
            self.description = description
            self.sources = sources
            self.dimensions = dimensions
            self.numbers = numbers
            self.kind = kind
            self.why = why
        }

        /// The section as a group: a token per known figure, and the unknown ones named.
        func group(_ form: DimensionForm) -> TokenGroup {
            var group = TokenGroup(description: description)
            var unknown: [String] = []
            for (name, value) in dimensions {
                if let value {
                    group.members.append((name, .token(DesignToken(.dimension(value, form)))))
                } else {
                    unknown.append(name)
                }
            }
            for (name, value) in numbers {
                if let value {
                    group.members.append((name, .token(DesignToken(.number(value)))))
                } else {
                    unknown.append(name)
                }
            }
            if !unknown.isEmpty {
                let names = unknown.joined(separator: ", ")
                group.description =
                    description
                    + (why.map { " Unknown (\($0)): \(names), left out, not 0." }
                        ?? " No source gives \(names): left out, not 0.")
                group.extensions["unknown"] = .array(unknown.map(JSONValue.string))
            }
            if !sources.isEmpty { group.extensions["sources"] = .array(sources.map(JSONValue.string)) }
            if let kind { group.extensions["kind"] = .string(kind) }
            return group
        }
    }
}

/// A DTCG group (§6): an optional `$description`, this service's `$extensions`, and its members in order.
public struct TokenGroup: Encodable, Sendable {
    public var description: String?
    /// Written as `$extensions["io.github.layoutd"]` (keys sorted) when not empty.
    public var extensions: [String: JSONValue] = [:]
    public var members: [(name: String, node: TokenNode)] = []

    public init(description: String?) { self.description = description }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: JSONKey.self)
        try c.encodeIfPresent(description, forKey: JSONKey("$description"))
        if !extensions.isEmpty {
            try c.encode(
                JSONValue.object([DeviceTokensAnswers.extensionKey: .object(extensions)]),
                forKey: JSONKey("$extensions"))
        }
        for (name, node) in members {
            switch node {
            case .group(let group): try c.encode(group, forKey: JSONKey(name))
            case .token(let token): try c.encode(token, forKey: JSONKey(name))
            }
        }
    }

    /// The token at a dotted path, or `nil`.
    /// - Parameter path: Group names and the token's, joined by dots.
    ///
    /// `document.token(at: "iphone-16-pro.portrait.safeArea.top")?.number` → `62`
    public func token(at path: String) -> DesignToken? {
        var group = self
        let parts = path.split(separator: ".").map(String.init)
        for (index, part) in parts.enumerated() {
            switch group.members.first(where: { $0.name == part })?.node {
            case .group(let next)?: group = next
            case .token(let token)? where index == parts.count - 1: return token
            default: return nil
            }
        }
        return nil
    }
}

/// A member of a group: a token or another group.
public indirect enum TokenNode: Sendable {
    case token(DesignToken)
    case group(TokenGroup)
}

/// A DTCG token (§5): `$value` and `$type`.
///
/// `DesignToken(.dimension(62, .string))` is written `{"$value":"62px","$type":"dimension"}`.
public struct DesignToken: Encodable, Sendable {
    public enum Value: Sendable, Equatable {
        /// Points, written as the form asks (§8.2).
        case dimension(Double, DeviceTokensAnswers.DimensionForm)
        /// A plain number (§8.7).
        case number(Double)
    }

    public var value: Value

    public init(_ value: Value) { self.value = value }

    /// `dimension` or `number`.
    public var type: String {
        switch value {
        case .dimension: "dimension"
        case .number: "number"
        }
    }

    /// The figure, whatever its form.
    public var number: Double {
        switch value {
        case .dimension(let value, _), .number(let value): value
        }
    }

    private enum Unit: String, CodingKey { case value, unit }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: JSONKey.self)
        switch value {
        case .dimension(let points, .object):
            var inner = c.nestedContainer(keyedBy: Unit.self, forKey: JSONKey("$value"))
            try inner.encode(JSONNumber.clean(points), forKey: .value)
            try inner.encode("px", forKey: .unit)
        case .dimension(let points, .string):
            try c.encode(JSONNumber.text(points) + "px", forKey: JSONKey("$value"))
        case .number(let number):
            try c.encode(JSONNumber.clean(number), forKey: JSONKey("$value"))
        }
        try c.encode(type, forKey: JSONKey("$type"))
    }
}
