/// SwiftUI view-tree layout without a Mac: shapes, fixed-size leaves, stacks and layout modifiers.
///
/// Namespace for the tree (``Node``), the answer (``Result``), the errors (``Failure``) and the entry point
/// ``layout(_:proposal:scale:budget:)``. The rules are SwiftUI's as OpenSwiftUI's audited reimplementation has
/// them (github.com/OpenSwiftUIProject/OpenSwiftUI, `Sources/OpenSwiftUICore/Layout/…`); each file cites the
/// one it follows.
public enum SwiftUILayout {
    /// The deepest a node may sit (the root has depth 0): deeper trees fail with ``Failure/tooDeep(path:limit:)``.
    public static let maximumDepth = 64
    /// The most views one tree may hold, modifiers included: more fail with ``Failure/tooManyViews(count:limit:)``.
    public static let maximumViews = 2_000
    /// SwiftUI's system spacing between two views that define none (iOS: 8 pt on both axes).
    public static let systemSpacing = 8.0
    /// `"." + String(i)` for every child index a tree can have, made once: a node's path is its parent's plus one
    /// (`"0.2" + childSuffixes[1]` → `"0.2.1"`); the view reader and the tree name nodes by it.
    package static let childSuffixes: [String] = (0..<maximumViews).map { "." + String($0) }

    /// An alignment guide's position in a length: 0 for a leading or top guide whatever the length (SwiftUI's
    /// `ViewDimensions` answer 0 there, never 0 × ∞), else `fraction × length`.
    /// `guide(0.5, 100)` → `50`
    static func guide(_ fraction: Double, _ length: Double) -> Double {
        fraction == 0 ? 0 : fraction * length
    }
}

extension SwiftUILayout {
    /// Where a child sits horizontally in a larger space (SwiftUI's `HorizontalAlignment`, left-to-right only).
    public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
        case leading, center, trailing
        /// The alignment guide as a fraction of the width: 0, ½, 1.
        public var fraction: Double { self == .leading ? 0 : self == .center ? 0.5 : 1 }
    }

    /// Where a child sits vertically in a larger space (SwiftUI's `VerticalAlignment`, no text baselines).
    public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
        case top, center, bottom
        /// The alignment guide as a fraction of the height: 0, ½, 1.
        public var fraction: Double { self == .top ? 0 : self == .center ? 0.5 : 1 }
    }

    /// A two-axis alignment (SwiftUI's `Alignment`): `.topLeading`, `.center`, …
    public struct Alignment: Sendable, Hashable {
        public var horizontal: HorizontalAlignment
        public var vertical: VerticalAlignment

        public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        public static let center = Alignment(horizontal: .center, vertical: .center)
        public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
        public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    }

    /// The limits of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    ///
    /// Stored as given; ``normalized`` applies SwiftUI's repair of inconsistent values
    /// (OpenSwiftUI `_FlexFrameLayout.init`): `min = max(min, 0)`, `ideal = max(min ?? 0, ideal)`,
    /// `max = max(ideal ?? 0, max)`. `FlexibleFrame(maxWidth: 50, minWidth: 100)` keeps `min 100, max 50`
    /// (the ideal is absent), which the layout then treats as "no clamp".
    public struct FlexibleFrame: Sendable, Hashable {
        public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?

        public init(
            minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
            minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil
        ) {
            (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
            (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        }

        /// The limits as SwiftUI stores them after its repair of inconsistent values.
        public var normalized: FlexibleFrame {
            func fix(_ lo: Double?, _ id: Double?, _ hi: Double?) -> (Double?, Double?, Double?) {
                let lo2 = lo.map { Swift.max($0, 0) }
                let id2 = id.map { Swift.max(lo2 ?? 0, $0) }
                let hi2 = hi.map { Swift.max(id2 ?? 0, $0) }
                return (lo2, id2, hi2)
            }
            var n = self
            (n.minWidth, n.idealWidth, n.maxWidth) = fix(minWidth, idealWidth, maxWidth)
            (n.minHeight, n.idealHeight, n.maxHeight) = fix(minHeight, idealHeight, maxHeight)
            return n
        }
    }

    /// One view of the tree: what it is, and an optional identifier echoed in the answer.
    ///
    /// `Node(.hStack(spacing: 0, alignment: .center, children: [Node(.rectangle), Node(.spacer(minLength: nil))]))`
    public struct Node: Sendable, Hashable {
        public var kind: Kind
        public var id: String?
        /// Whether the view is marked as a tap target (`"tapTarget": true`): the layout ignores it; `/swiftui/sheet`
        /// reports a marked view smaller than 44 × 44 pt (the HIG's minimum hit target).
        public var tapTarget: Bool

        public init(_ kind: Kind, id: String? = nil, tapTarget: Bool = false) {
            self.kind = kind
            self.id = id
            self.tapTarget = tapTarget
        }
    }

    /// The views and modifiers the engine lays out (openapi.yaml's `SwiftUIView`). A modifier's `content` is its
    /// child 0, an overlay's or background's `secondary` its child 1.
    public indirect enum Kind: Sendable, Hashable {
        // Leaves: shapes take the proposal (nil → 10), a circle the square of the smaller side.
        case rectangle, circle, capsule
        case roundedRectangle(cornerRadius: Double)
        case color(String)
        /// A spacer: along its stack's axis at least `minLength` (nil = the system spacing, 8), else 0.
        case spacer(minLength: Double?)
        /// A view of fixed intrinsic size, like a non-resizable image.
        case fixed(width: Double, height: Double)
        /// A `Divider`: a line one pixel thick across its stack's axis (horizontal outside a stack), as long as
        /// proposed (OpenSwiftUI `Divider`, `PlainDividerStyle`: `Color.frame(height: thickness)`).
        case divider
        /// An `Image` of intrinsic size `width` × `height`; `resizable`: it takes each proposed dimension (an absent
        /// one is the intrinsic), else it is always its intrinsic size (OpenSwiftUI `ResolvedImage.sizeThatFits`).
        /// `scaledToFit()` / `scaledToFill()` are `aspectRatio(nil, contentMode:)` over it.
        case image(width: Double, height: Double, resizable: Bool)
        /// A `Text`: as large as its lines, which the layout's ``TextMeasuring`` breaks
        /// (``SwiftUILayout/textLayout(_:proposal:measurer:pixelLength:)``).
        case text(TextSpec)
        // Containers.
        case hStack(spacing: Double?, alignment: VerticalAlignment, children: [Node])
        case vStack(spacing: Double?, alignment: HorizontalAlignment, children: [Node])
        case zStack(alignment: Alignment, children: [Node])
        /// `ViewThatFits(in: axes)`: the first child whose ideal size on the constrained axes fits the proposal,
        /// else the last (developer.apple.com/documentation/swiftui/viewthatfits); only that child is laid out.
        case viewThatFits(horizontal: Bool, vertical: Bool, children: [Node])
        /// `GeometryReader { proxy in … }` with its content's views as children: as large as proposed, 10 where a
        /// dimension is not proposed; every child proposed the reader's size and put at its top-leading corner
        /// (its guides not read); the reader's node carries the proxy's size and safe-area insets
        /// (``PlacedView/geometry``). OpenSwiftUI `GeometryReader` (`Sources/OpenSwiftUICore/Layout/Geometry/
        /// GeometryReader.swift` lines 29–67 and 298–324, commit 069dd80bce30bb9117b783e963c0ed7f741c7587): the
        /// reader hands its parent no layout computer (`outputs.layoutComputer = nil`), so its parent sizes it by
        /// `LayoutComputer.DefaultEngine` (`proposedSize.fixingUnspecifiedDimensions()`, `LayoutComputer.swift`
        /// lines 177–182: nil is 10) with no spacing, priority 0 and no explicit guide; `GeometryReaderLayout`
        /// then places each child at `bounds.origin`, anchored `.topLeading`, proposed `bounds.size`. A
        /// GeometryReader proposed 300 × nil (a vertical ScrollView's content) is 300 × 10.
        case geometryReader(children: [Node])
        /// One of the custom `Layout`s people write most, which SwiftUI does not ship as views: Apple's
        /// `MyEqualWidthHStack`, `MyEqualWidthVStack` and `MyRadialLayout` ("Composing custom layouts with SwiftUI")
        /// and the Food Truck sample's `FlowLayout`, laid out as their published code lays out (``CustomLayout``).
        case customLayout(CustomLayout, children: [Node])
        /// `ScrollView(axes)`: the content proposed `nil` (its ideal) on the scrolled axes, the proposal on the
        /// others; the ScrollView is as large as proposed on the scrolled axes, as its content on the others
        /// (swiftuifieldguide.com/layout/scrollview); the content sits at its origin (scroll offset 0).
        case scrollView(horizontal: Bool, vertical: Bool, content: Node)
        /// `LazyVGrid` (`vertical`: tracks are columns, cells fill rows) or `LazyHGrid` (tracks are rows, cells fill
        /// columns), laid out by ``LazyGrid``.
        case lazyGrid(LazyGrid, children: [Node])
        /// `Grid`: its children are `GridRow`s and views that are rows of their own (``GridPlan``, GridLayout.swift).
        case grid(GridSpec, children: [Node])
        /// `GridRow(alignment:)`: one row of a `Grid`'s cells (`nil`: the grid's vertical alignment).
        case gridRow(alignment: VerticalAlignment?, children: [Node])
        /// A grid cell modifier (`gridCellColumns`, …): sized and placed as its content; its `Grid` reads it.
        case gridCell(GridCellTrait, content: Node)
        // Modifiers.
        case frame(width: Double?, height: Double?, alignment: Alignment, content: Node)
        case flexibleFrame(FlexibleFrame, alignment: Alignment, content: Node)
        case padding(EdgeInsets, content: Node)
        case fixedSize(horizontal: Bool, vertical: Bool, content: Node)
        case layoutPriority(Double, content: Node)
        case aspectRatio(Double?, contentMode: SwiftUIContentMode, content: Node)
        case offset(x: Double, y: Double, content: Node)
        /// `position(x:y:)`: takes the whole proposal (an unproposed dimension is its content's size there, not 10),
        /// proposes its content its own size and puts the content's centre at (`x`, `y`) in its own space; spacing
        /// none, priority 0, explicit guides not read. OpenSwiftUI `_PositionLayout`
        /// (`Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift` lines 28–48, commit
        /// 069dd80bce30bb9117b783e963c0ed7f741c7587): `CGSize(proposal) ??
        /// proposal.fixingUnspecifiedDimensions(at: child.size(in: proposal))`, `_Placement(proposedSize:
        /// context.size, anchoring: .center, at: position)`. A 50 × 50 view at `position(x: 50, y: 50)` proposed
        /// 100 × 100 → the modifier 100 × 100, the view at (25, 25); proposed 100 × nil → the modifier 100 × 50.
        case position(x: Double, y: Double, content: Node)
        /// `overlay(alignment:content:)`: sized as its content (the primary) whatever the secondary view's size or
        /// guides; the secondary, proposed the primary's size, is aligned on it and may reach past it, unlike a
        /// ZStack's children, whose union the ZStack is (SwiftUI's overlay does not grow: the SwiftUI Field Guide's
        /// badge on a 150 × 50 button leaves it 150 × 50, where the same ZStack is 165 × 65).
        case overlay(alignment: Alignment, content: Node, secondary: Node)
        /// `background(alignment:content:)`: as `overlay`, the secondary view drawn behind; the primary's size.
        case background(alignment: Alignment, content: Node, secondary: Node)
        /// `ignoresSafeArea(edges:)`: sized as its content; placing, the content grows into the safe-area insets on
        /// `edges` where the view reaches the safe area's edge (``SafeArea``).
        case ignoresSafeArea(edges: Edges, content: Node)
        /// `safeAreaInset(edge:alignment:spacing:content:)`: the `secondary` view sits on `edge`, the content takes
        /// the rest and gets a safe area inset by it; `alignment` is the guide's fraction across the edge's axis.
        case safeAreaInset(edge: Edge, alignment: Double, spacing: Double?, content: Node, secondary: Node)
        /// `safeAreaPadding(_:)`: `safeAreaInset` on each edge with a clear view of the inset's length, spacing 0.
        case safeAreaPadding(EdgeInsets, content: Node)
        /// `alignmentGuide(_:computeValue:)`: sized and placed as its content; answers its guide with the given value
        /// to the container that aligns it, directly or through `layoutPriority` and `offset` (``AlignmentGuide``).
        case alignmentGuide(AlignmentGuide, content: Node)

        /// The view's name in the answer: `"HStack"`, `"flexibleFrame"`, …
        public var typeName: String {
            switch self {
            case .rectangle: "Rectangle"
            case .circle: "Circle"
            case .capsule: "Capsule"
            case .roundedRectangle: "RoundedRectangle"
            case .color: "Color"
            case .spacer: "Spacer"
            case .fixed: "Fixed"
            case .divider: "Divider"
            case .image: "Image"
            case .text: "Text"
            case .hStack: "HStack"
            case .vStack: "VStack"
            case .zStack: "ZStack"
            case .viewThatFits: "ViewThatFits"
            case .geometryReader: "GeometryReader"
            case .customLayout(let layout, _): layout.typeName
            case .scrollView: "ScrollView"
            case .lazyGrid(let g, _): g.vertical ? "LazyVGrid" : "LazyHGrid"
            case .grid: "Grid"
            case .gridRow: "GridRow"
            case .gridCell(let trait, _): trait.typeName
            case .frame: "frame"
            case .flexibleFrame: "flexibleFrame"
            case .padding: "padding"
            case .fixedSize: "fixedSize"
            case .layoutPriority: "layoutPriority"
            case .aspectRatio: "aspectRatio"
            case .offset: "offset"
            case .position: "position"
            case .overlay: "overlay"
            case .background: "background"
            case .ignoresSafeArea: "ignoresSafeArea"
            case .safeAreaInset: "safeAreaInset"
            case .safeAreaPadding: "safeAreaPadding"
            case .alignmentGuide: "alignmentGuide"
            }
        }

        /// How many children ``child(_:)`` gives (without building the ``children`` array).
        var childCount: Int {
            switch self {
            case .rectangle, .circle, .capsule, .roundedRectangle, .color, .spacer, .fixed, .divider, .image, .text: 0
            case .hStack(_, _, let c), .vStack(_, _, let c), .zStack(_, let c), .viewThatFits(_, _, let c),
                .lazyGrid(_, let c), .grid(_, let c), .gridRow(_, let c), .geometryReader(let c),
                .customLayout(_, let c):
                c.count
            case .overlay, .background, .safeAreaInset: 2
            default: 1
            }
        }

        /// Child `i` in path order (``children`` without building the array).
        func child(_ i: Int) -> Node {
            switch self {
            case .hStack(_, _, let c), .vStack(_, _, let c), .zStack(_, let c), .viewThatFits(_, _, let c),
                .lazyGrid(_, let c), .grid(_, let c), .gridRow(_, let c), .geometryReader(let c),
                .customLayout(_, let c):
                c[i]
            case .frame(_, _, _, let c), .flexibleFrame(_, _, let c), .padding(_, let c), .fixedSize(_, _, let c),
                .layoutPriority(_, let c), .aspectRatio(_, _, let c), .offset(_, _, let c), .ignoresSafeArea(_, let c),
                .safeAreaPadding(_, let c), .scrollView(_, _, let c), .gridCell(_, let c),
                .alignmentGuide(_, let c), .position(_, _, let c):
                c
            case .overlay(_, let c, let s), .background(_, let c, let s), .safeAreaInset(_, _, _, let c, let s):
                i == 0 ? c : s
            case .rectangle, .circle, .capsule, .roundedRectangle, .color, .spacer, .fixed, .divider, .image, .text:
                preconditionFailure("a leaf has no children")
            }
        }

        /// The children in path order: a container's children, a modifier's content then its secondary view.
        public var children: [Node] {
            switch self {
            case .rectangle, .circle, .capsule, .roundedRectangle, .color, .spacer, .fixed, .divider, .image, .text: []
            case .hStack(_, _, let c), .vStack(_, _, let c), .zStack(_, let c), .viewThatFits(_, _, let c),
                .lazyGrid(_, let c), .grid(_, let c), .gridRow(_, let c), .geometryReader(let c),
                .customLayout(_, let c):
                c
            case .frame(_, _, _, let c), .flexibleFrame(_, _, let c), .padding(_, let c), .fixedSize(_, _, let c),
                .layoutPriority(_, let c), .aspectRatio(_, _, let c), .offset(_, _, let c), .ignoresSafeArea(_, let c),
                .safeAreaPadding(_, let c), .scrollView(_, _, let c), .gridCell(_, let c),
                .alignmentGuide(_, let c), .position(_, _, let c):
                [c]
            case .overlay(_, let c, let s), .background(_, let c, let s), .safeAreaInset(_, _, _, let c, let s):
                [c, s]
            }
        }
    }
}
