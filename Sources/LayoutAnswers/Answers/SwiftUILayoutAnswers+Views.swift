public import LayoutGeometry

extension SwiftUILayoutAnswers {
    /// Why a `view` member cannot be read: a 400 naming the node's path (``badView(path:detail:)``), or a tree over
    /// the limits, a 422 stating the limit (``tooDeep(path:limit:)``, ``tooManyViews(limit:)``).
    public enum ViewError: Error, Sendable, Equatable {
        /// An unknown type or member, a value of the wrong kind or out of range; `path` is the node's (`"0.1"`).
        case badView(path: String, detail: String)
        /// Members each valid in kind but refused together or for their size: an `id` over
        /// ``SwiftUILayoutAnswers/maximumIDBytes`` (too large to keep and repeat), `safeAreaPadding`'s `edges` with
        /// `bottom` (two forms of one modifier). A 422, as every rule across fields.
        case unprocessable(path: String, detail: String)
        /// A node deeper than ``SwiftUILayout/maximumDepth`` (the root has depth 0).
        case tooDeep(path: String, limit: Int)
        /// More views than ``SwiftUILayout/maximumViews``, modifiers included.
        case tooManyViews(limit: Int)

        /// The message a client reads.
        public var detail: String {
            switch self {
            case .badView(let path, let detail), .unprocessable(let path, let detail):
                "view: the view at path \(path) \(detail)"
            case .tooDeep(let path, let limit):
                "view: the view at path \(path) is nested deeper than \(limit) levels (the root has depth 0); "
                    + "a tree may be at most \(limit) levels deep."
            case .tooManyViews(let limit):
                "view: the tree holds more than \(limit) views (modifiers count as views); a tree holds at most "
                    + "\(limit)."
            }
        }
    }

    /// The view types, each with the members it takes besides `type` and `id`.
    public static let members: [String: [String]] = [
        "Rectangle": [], "Circle": [], "Capsule": [], "RoundedRectangle": ["cornerRadius"], "Color": ["color"],
        "Spacer": ["minLength"], "Fixed": ["width", "height"], "Divider": [],
        "Image": ["width", "height", "resizable"],
        "Text": [
            "string", "font", "lineLimit", "truncationMode", "multilineTextAlignment", "lineSpacing",
            "minimumScaleFactor", "tracking",
        ],
        "HStack": ["spacing", "alignment", "children"], "VStack": ["spacing", "alignment", "children"],
        "ZStack": ["alignment", "children"], "ViewThatFits": ["axes", "children"], "ScrollView": ["axes", "content"],
        "GeometryReader": ["children"],
        "LazyVGrid": ["columns", "spacing", "alignment", "children"],
        "LazyHGrid": ["rows", "spacing", "alignment", "children"],
        "frame": ["width", "height", "alignment", "content"],
        "flexibleFrame": [
            "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
            "content",
        ],
        "padding": ["top", "leading", "bottom", "trailing", "length", "content"],
        "fixedSize": ["horizontal", "vertical", "content"], "layoutPriority": ["value", "content"],
        "aspectRatio": ["ratio", "contentMode", "content"], "offset": ["x", "y", "content"],
        "position": ["x", "y", "content"],
        "overlay": ["alignment", "content", "secondary"], "background": ["alignment", "content", "secondary"],
        "ignoresSafeArea": ["edges", "content"], "alignmentGuide": ["alignment", "value", "content"],
        "safeAreaInset": ["edge", "alignment", "spacing", "content", "secondary"],
        "safeAreaPadding": ["edges", "length", "top", "leading", "bottom", "trailing", "content"],
        "sizeClass": ["axis", "compact", "regular"],
    ].merging(gridMembers) { own, _ in own }.merging(customLayoutMembers) { own, _ in own }

    /// Reads a `view` member into a tree, checking every member, value and limit as it goes.
    /// - Parameter json: The view object, e.g. `{"type":"HStack","children":[{"type":"Rectangle"}]}`.
    /// - Returns: The tree ``SwiftUILayout/layout(_:proposal:scale:budget:)`` lays out.
    /// - Throws: ``ViewError``: a bad member names the node's path (`{"type":"Rectangel"}` at the root →
    ///   `view: the view at path 0 has an unknown type "Rectangel"; did you mean Rectangle? …`).
    ///
    /// SwiftUI's own defaults apply where a member is left out: `padding` 16 on every edge, `fixedSize` on both
    /// axes, `Spacer`'s `minLength` the system spacing, alignments `center`, `aspectRatio` `fit`.
    public static func view(from json: JSONValue) throws(ViewError) -> SwiftUILayout.Node {
        try tree(from: json).root
    }

    /// Reads a `view` member with its `sizeClass` branches (``ViewTree``): read once, resolved per size class.
    /// - Parameter json: The view object.
    /// - Returns: The tree with every branch on its compact child, the branches, and the views read.
    /// - Throws: ``ViewError`` as ``view(from:)``.
    ///
    /// `{"type":"sizeClass","compact":{"type":"VStack"},"regular":{"type":"HStack"}}` → root `VStack`, one branch
    /// at path `0` whose regular child is the `HStack`.
    public static func tree(from json: JSONValue) throws(ViewError) -> ViewTree {
        var reader = ViewReader()
        let root = try reader.node(json, path: "0", depth: 0)
        return ViewTree(root: root, branches: reader.branches, views: reader.viewCount, texts: reader.textCount)
    }
}

/// Reads one tree; counts the views so that an oversized tree stops at view 2,001, before the rest is read.
struct ViewReader {
    typealias Node = SwiftUILayout.Node
    typealias ViewError = SwiftUILayoutAnswers.ViewError
    private var count = 0
    /// The `sizeClass` branches read so far in the subtree being read, by path.
    var branches: [String: SwiftUILayoutAnswers.SizeClassBranch] = [:]
    var viewCount: Int { count }
    /// The Text views read.
    private(set) var textCount = 0

    /// SwiftUI's views whose size is their text's: left out, each named with why (font metrics) and what stands in.
    static let textTypes: Set<String> = ["Label", "TextField", "SecureField", "TextEditor"]

    mutating func node(_ json: JSONValue, path: String, depth: Int) throws(ViewError) -> Node {
        guard depth <= SwiftUILayout.maximumDepth else { throw .tooDeep(path: path, limit: SwiftUILayout.maximumDepth) }
        count += 1
        guard count <= SwiftUILayout.maximumViews else { throw .tooManyViews(limit: SwiftUILayout.maximumViews) }
        guard case .object(let object) = json else {
            throw .badView(path: path, detail: "must be an object, not \(json.typeName).")
        }
        if case .string("sizeClass")? = object["type"] { return try branch(object, path: path, depth: depth) }
        guard let typeValue = object["type"] else {
            throw .badView(path: path, detail: "has no type; give one of \(Self.typeList).")
        }
        guard case .string(let type) = typeValue else {
            throw .badView(path: path, detail: "has a type that is \(typeValue.typeName), not a string.")
        }
        guard let (view, allowed) = ViewType.named(type) else {
            if Self.textTypes.contains(type) {
                throw .badView(
                    path: path,
                    detail: "has the type \"\(type)\", which layoutd does not lay out yet: compose it from Text and "
                        + "views, e.g. {\"type\":\"HStack\",\"children\":[{\"type\":\"Fixed\",\"width\":20,"
                        + "\"height\":20},{\"type\":\"Text\",\"string\":\"Label\"}]}.")
            }
            let close = Self.closest(to: type, among: SwiftUILayoutAnswers.members.keys.sorted())
            throw .badView(
                path: path,
                detail: "has an unknown type \"\(type.prefix(40))\""
                    + (close.map { "; did you mean \($0)?" } ?? ";") + " Types: \(Self.typeList).")
        }
        // The first unknown member in `String` order (as sorting the names found it), in one pass without sorting.
        var unknown: String?
        for name in object.keys
        where !same(name, "type") && !same(name, "id") && !same(name, "tapTarget")
            && !allowed.contains(where: { same($0, name) })
        {
            if unknown.map({ name < $0 }) ?? true { unknown = name }
        }
        if let name = unknown {
            let close = Self.closest(to: name, among: allowed + ["id", "tapTarget"])
            let takes =
                allowed.isEmpty
                ? "only type, id and tapTarget" : "type, id, tapTarget, " + allowed.joined(separator: ", ")
            throw .badView(
                path: path,
                detail: "(\(type)) has an unknown member \"\(name.prefix(40))\""
                    + (close.map { " (did you mean \($0)?)" } ?? "") + "; \(type) takes \(takes).")
        }
        var id: String?
        switch object["id"] {
        case nil, .null?: id = nil
        case .string(let text)? where text.utf8.count <= SwiftUILayoutAnswers.maximumIDBytes: id = text
        case .string(let text)?:
            throw .unprocessable(
                path: path,
                detail: "(\(type)) has an id of \(text.utf8.count) bytes; an id is at most "
                    + "\(SwiftUILayoutAnswers.maximumIDBytes) bytes (every answer repeats it).")
        case let other?:
            throw .badView(path: path, detail: "(\(type)) has an id that is \(other.typeName), not a string.")
        }
        var m = Members(object: object, path: path, type: type)
        let tapTarget = try m.bool("tapTarget") ?? false
        let kind = try kind(view, &m, path: path, depth: depth)
        return Node(kind, id: id, tapTarget: tapTarget)
    }

    /// The closest name within 2 edits (3 for a name of 8 characters or more), case-insensitive, for "did you mean".
    static func closest(to name: String, among names: [String]) -> String? {
        let lowered = String(name.prefix(41)).lowercased()
        let limit = lowered.count >= 8 ? 3 : 2
        let scored = names.map { (name: $0, distance: EditDistance.between(lowered, $0.lowercased(), limit: limit)) }
        return scored.filter { $0.distance <= limit }.min { $0.distance < $1.distance }?.name
    }

    private static let typeList = SwiftUILayoutAnswers.members.keys.sorted().joined(separator: ", ")

    private mutating func kind(
        _ view: ViewType, _ m: inout Members, path: String, depth: Int
    )
        throws(ViewError) -> SwiftUILayout.Kind
    {
        func content() throws(ViewError) -> Node { try child(m.required("content"), path + ".0", depth) }
        // Members are read in a fixed order into locals, then the case is built.
        switch view {
        case .rectangle: return .rectangle
        case .circle: return .circle
        case .capsule: return .capsule
        case .divider: return .divider
        case .image:
            let width = try m.number("width", min: 0, required: true)!
            let height = try m.number("height", min: 0, required: true)!
            let resizable = try m.bool("resizable") ?? false
            return .image(width: width, height: height, resizable: resizable)
        case .text:
            textCount += 1
            return .text(try m.text())
        case .roundedRectangle:
            let radius = try m.number("cornerRadius", min: 0) ?? 0
            return .roundedRectangle(cornerRadius: radius)
        case .color:
            let color = try m.string("color") ?? "gray"
            guard SwiftUIColor(color) != nil else {
                throw m.fail(
                    "color",
                    "\"\(color.prefix(40))\"; use a SwiftUI colour name "
                        + "(\(SwiftUIColor.names.joined(separator: ", "))) or hex (#rgb, #rrggbb, #rrggbbaa).")
            }
            return .color(color)
        case .spacer:
            let minLength = try m.number("minLength", nullable: true)
            return .spacer(minLength: minLength)
        case .fixed:
            let width = try m.number("width", min: 0, required: true)!
            let height = try m.number("height", min: 0, required: true)!
            return .fixed(width: width, height: height)
        case .hStack:
            let alignment = try m.choice("alignment", SwiftUILayout.VerticalAlignment.self) ?? .center
            let spacing = try m.number("spacing", nullable: true)
            let kids = try children(&m, path, depth)
            return .hStack(spacing: spacing, alignment: alignment, children: kids)
        case .vStack:
            let alignment = try m.choice("alignment", SwiftUILayout.HorizontalAlignment.self) ?? .center
            let spacing = try m.number("spacing", nullable: true)
            let kids = try children(&m, path, depth)
            return .vStack(spacing: spacing, alignment: alignment, children: kids)
        case .zStack:
            let alignment = try m.alignment()
            let kids = try children(&m, path, depth)
            return .zStack(alignment: alignment, children: kids)
        case .viewThatFits:
            let axes = try m.choice("axes", FitAxes.self) ?? .both
            let kids = try children(&m, path, depth)
            return .viewThatFits(horizontal: axes != .vertical, vertical: axes != .horizontal, children: kids)
        case .geometryReader:
            return .geometryReader(children: try children(&m, path, depth))
        case .scrollView:
            let axes = try m.choice("axes", FitAxes.self) ?? .vertical
            let wrapped = try content()
            return .scrollView(horizontal: axes != .vertical, vertical: axes != .horizontal, content: wrapped)
        case .lazyVGrid, .lazyHGrid:
            let grid = try m.lazyGrid(vertical: view == .lazyVGrid)
            return .lazyGrid(grid, children: try children(&m, path, depth))
        case .equalWidthHStack, .equalWidthVStack, .radialLayout, .flowLayout:
            return try customLayoutKind(view, &m, path: path, depth: depth)
        case .grid, .gridRow, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes, .gridCellAnchor:
            return try gridKind(m.type, &m, path: path, depth: depth)
        case .frame:
            let width = try m.number("width", min: 0, nullable: true)
            let height = try m.number("height", min: 0, nullable: true)
            let alignment = try m.alignment()
            let wrapped = try content()
            return .frame(width: width, height: height, alignment: alignment, content: wrapped)
        case .flexibleFrame:
            let f = SwiftUILayout.FlexibleFrame(
                minWidth: try m.number("minWidth", nullable: true),
                idealWidth: try m.number("idealWidth", nullable: true),
                maxWidth: try m.number("maxWidth", infinity: true, nullable: true),
                minHeight: try m.number("minHeight", nullable: true),
                idealHeight: try m.number("idealHeight", nullable: true),
                maxHeight: try m.number("maxHeight", infinity: true, nullable: true))
            let alignment = try m.alignment()
            let wrapped = try content()
            return .flexibleFrame(f, alignment: alignment, content: wrapped)
        case .padding:
            let insets = try m.insets()
            let wrapped = try content()
            return .padding(insets, content: wrapped)
        case .fixedSize:
            let horizontal = try m.bool("horizontal") ?? true
            let vertical = try m.bool("vertical") ?? true
            let wrapped = try content()
            return .fixedSize(horizontal: horizontal, vertical: vertical, content: wrapped)
        case .layoutPriority:
            let value = try m.number("value", required: true)!
            let wrapped = try content()
            return .layoutPriority(value, content: wrapped)
        case .aspectRatio:
            let ratio = try m.number("ratio", nullable: true)
            if let ratio, ratio <= 0 {
                throw .badView(
                    path: path,
                    detail: "(aspectRatio) has ratio \(NumberText.short(ratio)); it must be "
                        + "greater than 0 or null.")
            }
            let mode = try m.choice("contentMode", SwiftUIContentMode.self) ?? .fit
            let wrapped = try content()
            return .aspectRatio(ratio, contentMode: mode, content: wrapped)
        case .offset:
            let x = try m.number("x") ?? 0
            let y = try m.number("y") ?? 0
            let wrapped = try content()
            return .offset(x: x, y: y, content: wrapped)
        case .position:
            let x = try m.number("x") ?? 0
            let y = try m.number("y") ?? 0
            return .position(x: x, y: y, content: try content())
        case .ignoresSafeArea:
            let edges = try m.edges()
            let wrapped = try content()
            return .ignoresSafeArea(edges: edges, content: wrapped)
        case .safeAreaInset:
            guard let edge = try m.choice("edge", SwiftUILayout.Edge.self) else {
                throw .badView(path: path, detail: "(safeAreaInset) needs edge: top, leading, bottom or trailing.")
            }
            let fraction = try m.insetAlignment(edge)
            let spacing = try m.number("spacing", nullable: true)
            let primary = try content()
            let secondary = try child(m.required("secondary"), path + ".1", depth)
            return .safeAreaInset(
                edge: edge, alignment: fraction, spacing: spacing, content: primary, secondary: secondary)
        case .safeAreaPadding:
            let insets = try m.safeAreaPadding()
            let wrapped = try content()
            return .safeAreaPadding(insets, content: wrapped)
        case .alignmentGuide:
            let guide = try m.alignmentGuide()
            return .alignmentGuide(guide, content: try content())
        case .overlay, .background:
            let alignment = try m.alignment()
            let primary = try content()
            let secondary = try child(m.required("secondary"), path + ".1", depth)
            return view == .overlay
                ? .overlay(alignment: alignment, content: primary, secondary: secondary)
                : .background(alignment: alignment, content: primary, secondary: secondary)
        }
    }

    private mutating func child(_ json: JSONValue, _ path: String, _ depth: Int) throws(ViewError) -> Node {
        try node(json, path: path, depth: depth + 1)
    }

    mutating func children(_ m: inout Members, _ path: String, _ depth: Int) throws(ViewError) -> [Node] {
        guard let value = m.object["children"] else { return [] }
        guard case .array(let items) = value else {
            throw .badView(
                path: path,
                detail: "(\(m.type)) has children that are \(value.typeName), not an array of views.")
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(Swift.min(items.count, SwiftUILayout.maximumViews))
        for (i, item) in items.enumerated() {
            nodes.append(try child(item, path + SwiftUILayout.childSuffixes[i], depth))
        }
        return nodes
    }
}

/// `ViewThatFits`'s and `ScrollView`'s `axes` (SwiftUI's `Axis.Set`; default both, and vertical).
enum FitAxes: String, CaseIterable { case horizontal, vertical, both }
