public import LayoutGeometry

/// `/swiftui/layout`'s questions and answers: a SwiftUI view tree laid out for a root proposal, every view's frame
/// and pixel frame, as SwiftUI's layout engine computes them (``SwiftUILayout``).
///
/// The root proposal is given (`proposal`, the root at 0, 0), or the tree is hosted on a device (`device`,
/// `orientation`, `region`) as a `UIHostingController` hosts it: the root proposed the region (the safe area by
/// default) and centred in it, frames in the screen's coordinates; the display scale is then the default `scale`.
///
/// objc.io's measured case: `HStack(spacing: 0) { Rectangle().frame(maxWidth: 100);
/// Rectangle().frame(minWidth: 100) }` proposed 150 × 100 →
/// `SwiftUILayoutAnswers.answer(Question(view: tree, proposal: ProposedSize(width: 150, height: 100), scale: 1))`
/// gives the frames at paths `0.0` and `0.1` widths 75 and 100, the stack 175 × 100.
public enum SwiftUILayoutAnswers {
    /// The longest view `id`, in UTF-8 bytes: every answer repeats each id (as sent, byte for byte), so the bytes a
    /// cached answer keeps of them are bounded with the view count.
    public static let maximumIDBytes = 128

    /// A normalized question: equal trees, proposals and scales share one cache entry however they were asked.
    public struct Question: Hashable, Sendable {
        /// The view tree (``SwiftUILayout/Node``).
        public var view: SwiftUILayout.Node
        /// The root proposal: a dimension is `nil` (the ideal size), a number, or `.infinity`.
        public var proposal: ProposedSize
        /// Pixels per point for the pixel frames (> 0).
        public var scale: Double
        /// The device region the tree is hosted in, or `nil` (the root at 0, 0 with `proposal`).
        public var placement: Placement?
        /// The Dynamic Type size its Text views are drawn at, as a position in ``DynamicType/sizeNames``.
        public var dynamicTypeSize: Int
        /// The environment's layout direction: right to left mirrors the answer (``mirrored(_:span:scale:)``).
        public var layoutDirection: LayoutDirection

        public init(
            view: SwiftUILayout.Node, proposal: ProposedSize, scale: Double, placement: Placement? = nil,
            dynamicTypeSize: Int = DynamicType.defaultIndex, layoutDirection: LayoutDirection = .leftToRight
        ) {
            self.layoutDirection = layoutDirection
            self.view = view
            self.proposal = proposal
            self.scale = scale
            self.placement = placement
            self.dynamicTypeSize = dynamicTypeSize
        }
    }

    /// A screen a tree is hosted on: the region's name and the screen with the insets the region leaves
    /// (`window`: none, as a hosting controller whose `safeAreaRegions` is empty); the device as resolved once, its
    /// display (the iPhone Duo's `inner`; `nil`: the default one) and the interface orientation, for the picture
    /// (`nil` when the screen was given directly, as the oracle's cases give it).
    public struct Placement: Hashable, Sendable {
        public var region: DeviceRegion.Kind
        public var safeArea: SwiftUILayout.SafeArea
        /// The device the root is hosted on, resolved once (``root(_:_:)``): the picture draws it without a lookup.
        public var resolved: ResolvedDevice?
        public var display: String?
        public var orientation: InterfaceOrientation?
        /// The hosting model's id (`iphone-17-pro`), `nil` without a device.
        public var device: String? { resolved?.device.id }

        public init(
            region: DeviceRegion.Kind, safeArea: SwiftUILayout.SafeArea, resolved: ResolvedDevice? = nil,
            display: String? = nil, orientation: InterfaceOrientation? = nil
        ) {
            self.region = region
            self.safeArea = safeArea
            self.resolved = resolved
            self.display = display
            self.orientation = orientation
        }
    }

    /// A device region whose size is the root proposal.
    public struct DeviceRegion: Hashable, Sendable {
        /// `window`: the whole window; `safeArea`: the window less the safe-area insets (SwiftUI's default
        /// region for a view's content).
        public enum Kind: String, Hashable, Sendable, CaseIterable { case window, safeArea }
        /// The model, as the client named it (id, name, hardware identifier or group).
        public var device: String
        public var orientation: AskedOrientation?
        public var kind: Kind
        /// The display of a model with more than one (`outer`, `inner`); `nil`: its default display.
        public var display: String?

        public init(device: String, orientation: AskedOrientation?, kind: Kind, display: String? = nil) {
            self.device = device
            self.orientation = orientation
            self.kind = kind
            self.display = display
        }
    }

    /// The proposal (the region's size), the placement and the display scale of a device region.
    /// - Parameters:
    ///   - region: The device, orientation (its default when `nil`) and region.
    ///   - catalog: Where the device is looked up.
    /// - Returns: The region's size as a proposal, the screen with the region's insets, and the device's scale
    ///   (`nil` when no source gives it).
    /// - Throws: ``AnswerError``: 404 for an unknown device, 422 for an orientation it lacks or a safe area the
    ///   catalog does not give.
    ///
    /// `iphone-16-pro`, portrait, `safeArea` → 402 × 874 less the insets (62 top, 34 bottom): 402 × 778 at scale 3.
    public static func root(
        _ region: DeviceRegion, _ catalog: DeviceCatalog
    )
        throws(AnswerError) -> (proposal: ProposedSize, placement: Placement, scale: Double?)
    {
        let resolved = try catalog.resolve(region.device, field: "device", display: region.display)
        let device = resolved.device
        let asked = region.orientation ?? .default(for: device)
        guard device.supports(asked.interface) else {
            throw AnswerError.unprocessable(
                "orientation",
                "\(device.name) has no \(asked.asked) interface "
                    + "(it has \(device.orientations.joined(separator: ", "))).")
        }
        let screen = device.windowSize(asked.interface)
        var rect = Rect(size: screen)
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if region.kind == .safeArea {
            guard let safeInsets = device.safeAreaInsets(asked.interface) else {
                throw AnswerError.unprocessable(
                    "region",
                    "the catalog has no safe-area insets for \(device.name) in "
                        + "\(asked.asked); region=window works.")
            }
            rect = rect.inset(by: safeInsets)
            insets = safeInsets
        }
        let placement = Placement(
            region: region.kind, safeArea: SwiftUILayout.SafeArea(screen: screen, insets: insets), resolved: resolved,
            display: device.display, orientation: asked.interface)
        return (ProposedSize(width: rect.width, height: rect.height), placement, device.scale)
    }

    /// The laid-out tree: the root's size, the scale of the pixel frames, and every view in depth-first pre-order.
    public struct Answer: Sendable, Hashable {
        public var size: Size
        public var scale: Double
        /// The region the root was proposed and centred in, in screen coordinates; `nil` without a device.
        public var region: PlacedRegion?
        public var nodes: [SwiftUILayout.PlacedView]
    }

    /// The region a hosted root was proposed and centred in: `safeArea` (x 0, y 62, 402 × 778 on an iPhone 17 Pro
    /// in portrait) or `window`.
    public struct PlacedRegion: Sendable, Hashable {
        public var name: DeviceRegion.Kind
        public var frame: Rect
    }

    /// Lays the tree out (``SwiftUILayout/layout(_:proposal:scale:budget:)``).
    /// - Parameters:
    ///   - q: The tree, the root proposal and the scale.
    ///   - budget: The work allowed (a batch shares one across its questions) and the flag that stops it.
    /// - Returns: The root's size and each view's path, id, type, frame, pixel frame and final proposal.
    /// - Throws: ``AnswerError``: 503 (``AnswerError/Kind/stopped``) when the budget was stopped; 422 for a tree
    ///   over the limits or the work budget (naming the view where it ran out), or a view that takes an infinite
    ///   size (a shape proposed `infinity`: SwiftUI would not draw it; the answer would hold a number JSON cannot
    ///   write).
    ///   Values SwiftUI refuses never reach here: ``view(from:)`` refuses them first (400).
    public static func answer(
        _ q: Question, budget: WorkBudget = WorkBudget(), text: (any SwiftUILayout.TextMeasuring)? = nil
    ) throws(AnswerError) -> Answer {
        let result: SwiftUILayout.Result
        var view = q.view
        if let text, containsText(view) {
            view = try DynamicType.resolve(
                view, sizeIndex: q.dynamicTypeSize, defaultFamily: text.defaultFamily, families: text.families)
        }
        let rtl = q.layoutDirection == .rightToLeft
        do {
            result =
                if let placement = q.placement {
                    try SwiftUILayout.layout(
                        view, on: rtl ? mirroredInsets(placement.safeArea) : placement.safeArea, scale: q.scale,
                        budget: budget, text: text)
                } else {
                    try SwiftUILayout.layout(view, proposal: q.proposal, scale: q.scale, budget: budget, text: text)
                }
        } catch {
            switch error {
            case .tooDeep(let path, let limit):
                throw AnswerError.unprocessable("view", ViewError.tooDeep(path: path, limit: limit).detail)
            case .tooManyViews(_, let limit):
                throw AnswerError.unprocessable(["view"], ViewError.tooManyViews(limit: limit).detail)
            case .invalid(let path, let reason):
                let root = path == "proposal" || path == "scale"
                throw AnswerError.unprocessable(root ? path : "view", "\(root ? "" : "at \(path): ")\(reason).")
            case .overBudget(let path, let limit):
                throw AnswerError.unprocessable(
                    "view",
                    "the layout needs more than \(limit) units of work (the work budget: size requests and stack "
                        + "sorting, shared by a batch's questions; docs/limits.md); it ran out at path \(path). Nested "
                        + "stacks multiply the proposals their views are asked: flatten the nesting, or give the "
                        + "nested views fixed frames.")
            case .stopped(let reason):
                throw AnswerError.stopped(reason.detail)
            }
        }
        // By index, reading only the frame: no copy of each view's path, type and id strings.
        for i in result.views.indices {
            let f = result.views[i].frame
            guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else {
                let view = result.views[i]
                throw AnswerError.unprocessable(
                    ["proposal", "view"],
                    "view: the \(view.type) at path \(view.path) "
                        + "takes an infinite size (\(NumberText.short(f.width)) × \(NumberText.short(f.height))) "
                        + "from an "
                        + "infinite proposal; propose a finite size or null (the ideal size) there, or bound it with a "
                        + "frame.")
            }
        }
        let region = q.placement.map { PlacedRegion(name: $0.region, frame: $0.safeArea.rect) }
        guard rtl else { return Answer(size: result.size, scale: result.scale, region: region, nodes: result.views) }
        let span = q.placement.map { (x: 0.0, width: $0.safeArea.screen.width) } ?? (x: 0, width: result.size.width)
        return Answer(
            size: result.size, scale: result.scale, region: region,
            nodes: mirrored(result.views, span: span, scale: result.scale))
    }
}

extension SwiftUILayoutAnswers {
    /// Whether a tree holds a Text (its fonts are then resolved before the layout).
    /// Walks the kinds in place: no child array is built, so a tree without Text costs a visit a view.
    static func containsText(_ node: SwiftUILayout.Node) -> Bool {
        switch node.kind {
        case .text: return true
        case .rectangle, .circle, .capsule, .roundedRectangle, .color, .spacer, .fixed, .divider, .image: return false
        case .hStack(_, _, let c), .vStack(_, _, let c), .zStack(_, let c), .viewThatFits(_, _, let c),
            .lazyGrid(_, let c), .grid(_, let c), .gridRow(_, let c), .geometryReader(let c),
            .customLayout(_, let c):
            for child in c where containsText(child) { return true }
            return false
        case .frame(_, _, _, let c), .flexibleFrame(_, _, let c), .padding(_, let c), .fixedSize(_, _, let c),
            .layoutPriority(_, let c), .aspectRatio(_, _, let c), .offset(_, _, let c), .ignoresSafeArea(_, let c),
            .safeAreaPadding(_, let c), .scrollView(_, _, let c), .gridCell(_, let c), .alignmentGuide(_, let c),
            .position(_, _, let c):
            return containsText(c)
        case .overlay(_, let c, let s), .background(_, let c, let s), .safeAreaInset(_, _, _, let c, let s):
            return containsText(c) || containsText(s)
        }
    }
}
