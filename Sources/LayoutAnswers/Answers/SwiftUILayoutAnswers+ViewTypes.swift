/// A view's `type`, read once per view: its name is found by its byte count and then among the few names of that
/// length, without hashing it, and the reader switches over the case rather than comparing the name with every
/// type's (a `switch` over strings compared a `frame` with twenty names before it).
///
/// `ViewType.named("VStack")` → `(.vStack, ["spacing", "alignment", "children"])`; `ViewType.named("Vstack")` → nil.
/// The names are SwiftUI's view and modifier names, as ``SwiftUILayoutAnswers/members`` lists them.
enum ViewType: String, CaseIterable {
    case rectangle = "Rectangle", circle = "Circle", capsule = "Capsule", roundedRectangle = "RoundedRectangle"
    case color = "Color", spacer = "Spacer", fixed = "Fixed", divider = "Divider", image = "Image", text = "Text"
    case hStack = "HStack", vStack = "VStack", zStack = "ZStack", viewThatFits = "ViewThatFits"
    case scrollView = "ScrollView", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"
    case geometryReader = "GeometryReader"
    case equalWidthHStack = "EqualWidthHStack", equalWidthVStack = "EqualWidthVStack", radialLayout = "RadialLayout"
    case flowLayout = "FlowLayout"
    case frame, flexibleFrame, padding, fixedSize, layoutPriority, aspectRatio, offset, overlay, background
    case ignoresSafeArea, alignmentGuide, safeAreaInset, safeAreaPadding, position
    case grid = "Grid", gridRow = "GridRow", gridCellColumns, gridColumnAlignment, gridCellUnsizedAxes
    case gridCellAnchor

    typealias Entry = (name: String, type: ViewType, members: [String])

    /// Every type with its name and members, by the name's UTF-8 byte count (the longest is 19).
    private static let byLength: [[Entry]] = {
        var table = [[Entry]](repeating: [], count: 32)
        for type in allCases {
            table[type.rawValue.utf8.count].append(
                (type.rawValue, type, SwiftUILayoutAnswers.members[type.rawValue] ?? []))
        }
        return table
    }()

    /// The type named `name` and the members it takes besides `type` and `id`; nil when no type has that name.
    static func named(_ name: String) -> (type: ViewType, members: [String])? {
        let count = name.utf8.count
        guard count < byLength.count else { return nil }
        for entry in byLength[count] where entry.name == name { return (entry.type, entry.members) }
        return nil
    }
}
