public import LayoutGeometry

/// Dynamic Type: SwiftUI's text styles at each `DynamicTypeSize`, from the HIG's tables
/// (``styles``, generated from data/dynamic-type.json).
///
/// `DynamicType.styles["body"]!.sizes[DynamicType.index(of: "accessibility5")!].size` → `53`
/// (HIG › Typography › Specifications, "iOS, iPadOS larger accessibility type sizes", AX5 Body).
public enum DynamicType {
    /// One text style: its weights, and per size its point size and leading.
    public struct Style: Sendable {
        public let weight: Int
        public let emphasizedWeight: Int
        public let sizes: [(size: Double, leading: Double)]

        init(weight: Int, emphasizedWeight: Int, sizes: [(Int, Int)]) {
            self.weight = weight
            self.emphasizedWeight = emphasizedWeight
            self.sizes = sizes.map { (Double($0.0), Double($0.1)) }
        }
    }

    /// The styles in SwiftUI's order, largest first.
    public static let styleNames = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2",
    ]

    /// SwiftUI's `Font.Weight` names on CSS's scale (UIFont.Weight: ultraLight is lighter than thin).
    public static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]
    public static let weightNames = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The position of the default size, `large`, in ``sizeNames``.
    public static let defaultIndex = sizeNames.firstIndex(of: defaultSize) ?? 3

    /// The position of a size name in ``sizeNames``; nil for an unknown name.
    public static func index(of name: String) -> Int? { sizeNames.firstIndex(of: name) }

    /// The font a Text draws at Dynamic Type size `sizeIndex`: a style's own size is the table's at that size; a
    /// size relative to a style scales by the style's size there over its size at `large` (UIFontMetrics'
    /// `scaledValue(for:)`); a fixed size stays.
    /// `scaled(17 pt relative to body, sizeIndex: 11)` → 53 pt (AX5 body is 53, large body 17).
    public static func scaled(_ text: SwiftUILayout.TextSpec, sizeIndex: Int) -> SwiftUILayout.ResolvedFont {
        var font = text.font
        guard let relative = text.relativeTo, let style = styles[relative] else { return font }
        let at = style.sizes[sizeIndex].size
        font.size = text.sizeIsStyles ? at : font.size * at / style.sizes[defaultIndex].size
        return font
    }

    /// SF Pro's tracking at `size` (the HIG's row at or below it; none below 6 pt), added to a Text's own
    /// tracking when its family is SF Pro (`SF Pro`, `SF Pro Text`, `SF Pro Display`), as the system font tracks.
    /// `sfProTracking(17)` → `-0.43` (HIG: 17 pt, −0.43 pt); `sfProTracking(55)` → `0.32` (54 pt's row).
    public static func sfProTracking(_ size: Double) -> Double {
        trackingSFPro.last { $0.size <= size }?.tracking ?? 0
    }

    /// The tree with every Text's font resolved: Dynamic Type applied at `sizeIndex`, an absent family set to
    /// `defaultFamily`, SF Pro's tracking added where the family is SF Pro.
    /// - Throws: ``AnswerError`` 422 for a family `families` does not hold, naming the loaded ones.
    public static func resolve(
        _ node: SwiftUILayout.Node, sizeIndex: Int, defaultFamily: String, families: [String], path: String = "0"
    ) throws(AnswerError) -> SwiftUILayout.Node {
        var out = node
        if case .text(var spec) = node.kind {
            spec.font = scaled(spec, sizeIndex: sizeIndex)
            if spec.font.family.isEmpty { spec.font.family = defaultFamily }
            if spec.font.family.hasPrefix("SF Pro") { spec.tracking += sfProTracking(spec.font.size) }
            guard families.contains(spec.font.family) else {
                throw AnswerError.unprocessable(
                    "view",
                    "at \(path): the font family \"\(spec.font.family)\" is not loaded; loaded: "
                        + families.joined(separator: ", ") + ".")
            }
            out.kind = .text(spec)
            return out
        }
        var failure: AnswerError?
        out.kind = node.kind.mappingChildren { i, child in
            guard failure == nil else { return child }
            do throws(AnswerError) {
                return try resolve(
                    child, sizeIndex: sizeIndex, defaultFamily: defaultFamily, families: families,
                    path: path + SwiftUILayout.childSuffixes[i])
            } catch {
                failure = error
                return child
            }
        }
        if let failure { throw failure }
        return out
    }
}
