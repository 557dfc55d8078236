public import LayoutGeometry

/// `/swiftui/sheet`'s questions and answers: one SwiftUI view tree hosted on many devices, orientations, displays
/// and iPad windows at once (a contact sheet), each distinct hosting laid out once by ``SwiftUILayoutAnswers``.
///
/// Contexts that host the tree identically — the same window size, safe-area insets, scale and size classes — form
/// one group: the tree is laid out once for it and the group lists every context it covers. Each group's layout is
/// ``SwiftUILayoutAnswers/answer(_:)``'s, so its frames are the bytes `/swiftui/layout` answers for any of its
/// contexts alone.
///
/// Every iPhone in portrait with a 500 pt wide `Fixed` view → every group finds the view `outsideScreen` (no iPhone
/// is 500 pt wide in portrait).
public enum SwiftUISheetAnswers {
    /// The most contexts a sheet may host (models × displays × orientations × windows × text and direction
    /// variants), counted from the catalog before any is hosted.
    public static let maximumContexts = 4_096

    /// Which models a sheet covers.
    public enum Models: Hashable, Sendable {
        /// Models by id, name or HIG row, as `device` takes them (404 for an unknown one).
        case devices([String])
        /// Every model of a family: the catalog's family name in lower case without spaces (`iphone`, `ipad`,
        /// `applewatch`, `appletv`, `ipodtouch`, `applevisionpro`).
        case family(String)
        /// Every model of the catalog.
        case all
    }

    /// An iPad window a sheet hosts the tree in (other models are answered full screen): `/swiftui/layout`'s.
    public typealias Window = SwiftUILayoutAnswers.Window

    /// What the client asked for, before the catalog is read.
    public struct Ask: Hashable, Sendable {
        public var models: Models
        /// `portrait`, `landscape`; `nil`: each the model's interface takes.
        public var orientations: [String]?
        /// Displays of a model with more than one (`outer`, `inner`); `nil`: each of them.
        public var displays: [String]?
        /// iPad windows; `nil`: full screen only.
        public var windows: [Window]?
        public var region: SwiftUILayoutAnswers.DeviceRegion.Kind
        /// Whether the tree has a `sizeClass` view (a watch, which has no size classes, is then skipped).
        public var readsSizeClasses: Bool
        /// Dynamic Type sizes (positions in ``DynamicType/sizeNames``); `nil`: the default only.
        public var dynamicTypeSizes: [Int]?
        /// Pseudolanguages; `nil`: the strings as given.
        public var pseudolanguages: [Pseudolanguage]?
        /// Layout directions; `nil`: left to right only.
        public var layoutDirections: [SwiftUILayoutAnswers.LayoutDirection]?
        /// Whether the tree has a Text: only then do text sizes and languages lay it out differently (else their
        /// contexts share the group of their hosting).
        public var hasText: Bool

        public init(
            models: Models, orientations: [String]? = nil, displays: [String]? = nil, windows: [Window]? = nil,
            region: SwiftUILayoutAnswers.DeviceRegion.Kind = .safeArea, readsSizeClasses: Bool = false,
            dynamicTypeSizes: [Int]? = nil, pseudolanguages: [Pseudolanguage]? = nil,
            layoutDirections: [SwiftUILayoutAnswers.LayoutDirection]? = nil, hasText: Bool = false
        ) {
            self.layoutDirections = layoutDirections
            self.dynamicTypeSizes = dynamicTypeSizes
            self.pseudolanguages = pseudolanguages
            self.hasText = hasText
            self.models = models
            self.orientations = orientations
            self.displays = displays
            self.windows = windows
            self.region = region
            self.readsSizeClasses = readsSizeClasses
        }
    }

    /// One hosting context: a model, an orientation, a display (a model with more than one) and an iPad window.
    public struct Context: Hashable, Sendable {
        public var device: String
        public var orientation: String
        public var display: String?
        /// `full`, a multitasking mode or `WxH`; `nil` for a model other than an iPad.
        public var window: String?
        /// The Dynamic Type size and the pseudolanguage, where the sheet asks them.
        public var dynamicTypeSize: String? = nil
        public var pseudolanguage: String? = nil
        /// The layout direction, where the sheet asks layoutDirections.
        public var layoutDirection: String? = nil

        /// `iphone-17-pro portrait`, `iphone-duo landscape inner`, `ipad-air-11-inch-m3 landscape split-1/2`,
        /// `iphone-17-pro portrait accessibility5 doubleLength`.
        public var name: String {
            device + " " + orientation + (display.map { " " + $0 } ?? "") + (window.map { " " + $0 } ?? "")
                + (layoutDirection.map { " " + $0 } ?? "") + (dynamicTypeSize.map { " " + $0 } ?? "")
                + (pseudolanguage.map { " " + $0 } ?? "")
        }
    }

    /// What a layout depends on: contexts with equal hosts lay the tree out identically.
    public struct Host: Hashable, Sendable {
        /// The window and the insets of the region the root is proposed (zero for `region: window`).
        public var safeArea: SwiftUILayout.SafeArea
        /// The window's safe-area insets (the findings' safe area), whatever the region.
        public var insets: EdgeInsets
        public var scale: Double
        /// The window's size classes as `/sizeclass` answers them (`nil` on a watch, hosted only without a
        /// `sizeClass` view).
        public var sizeClasses: SizeClasses?
        /// The Dynamic Type size and pseudolanguage the tree's Text views are laid out in (`nil` without a Text,
        /// so that contexts differing only in them share a group).
        public var dynamicTypeSize: Int? = nil
        public var pseudolanguage: Pseudolanguage? = nil
        /// The direction the tree is laid out in (a `rightToLeft` pseudolanguage's included), whatever it holds.
        public var layoutDirection: SwiftUILayoutAnswers.LayoutDirection = .leftToRight
    }

    /// A context with its host, the device resolved once (the picture draws it) and where its window sits.
    public struct Hosted: Hashable, Sendable {
        public var context: Context
        public var host: Host
        public var resolved: ResolvedDevice
        public var interface: InterfaceOrientation
        /// The window in the screen's coordinates (the whole screen, or a window at the top-leading corner).
        public var window: Rect
    }

    /// A context the sheet cannot host, and why (a window iPadOS does not offer, a model without a scale, …).
    public struct Skipped: Hashable, Sendable {
        public var context: Context
        public var reason: String
    }

    /// A question as read from the request: the tree and what was asked, before the catalog is read. Reading it
    /// is linear in the request's bytes; expanding it into contexts (``contexts(_:_:budget:)``) is the answer's
    /// work, done under the request's budget.
    public struct Question: Hashable, Sendable {
        public var tree: SwiftUILayoutAnswers.ViewTree
        public var ask: Ask
        /// How the JSON answer is written (the same sheet in every form).
        public var form: Form
        public var region: SwiftUILayoutAnswers.DeviceRegion.Kind { ask.region }

        public init(tree: SwiftUILayoutAnswers.ViewTree, ask: Ask, form: Form = .full) {
            self.tree = tree
            self.ask = ask
            self.form = form
        }
    }

    /// How a sheet's JSON answer is written; every form holds the same layouts, findings and contexts.
    ///
    /// The 200-view photo grid on every iPhone and iPad in both orientations: 3.3 MB `full`, about 1.1 MB
    /// `compact` (docs/benchmarks.md).
    public enum Form: String, Sendable, Hashable, CaseIterable {
        /// Each group's `layout` as `/swiftui/layout` answers it, and the `views` table of sizes.
        case full
        /// The node lists (`trees`: path, id and type) written once; a group names its tree and gives per node, in
        /// the tree's order, `frames` and `pixelFrames` (`[x, y, width, height]`) and `proposals` (`[width,
        /// height]`), with its Text and GeometryReader nodes' members by node index.
        case compact
        /// As `compact`, with each of those lists as columns: `{"x": [...], "y": [...], "width": [...], "height":
        /// [...]}` (proposals `width` and `height`), the arrays a drawing tool reads straight into its buffers.
        case columns
    }

    /// The family name a sheet takes: `iPhone` → `iphone`, `Apple Watch` → `applewatch`.
    public static func familyKey(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " })
    }

    /// The models an ask covers, each once, in catalog order for a family or `all`, in the order given for a list.
    /// - Throws: ``AnswerError``: 404 for an unknown model, 422 for an unknown family.
    static func models(_ models: Models, _ catalog: DeviceCatalog) throws(AnswerError) -> [Device] {
        switch models {
        case .all: return catalog.devices
        case .family(let name):
            let key = familyKey(name)
            let found = catalog.devices.filter { familyKey($0.family) == key }
            guard !found.isEmpty else {
                var families: [String] = []
                for d in catalog.devices where !families.contains(familyKey(d.family)) {
                    families.append(familyKey(d.family))
                }
                throw AnswerError.unprocessable(
                    "family", "no family \"\(name.prefix(40))\"; families: \(families.joined(separator: ", ")).")
            }
            return found
        case .devices(let names):
            var found: [Device] = []
            for (i, name) in names.enumerated() {
                let device = try catalog.resolve(name, field: "devices[\(i)]").device
                if !found.contains(where: { $0.id == device.id }) { found.append(device) }
            }
            return found
        }
    }
}
