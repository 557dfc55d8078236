import LayoutAnswers
import LayoutGeometry
import Testing

/// The Dynamic Type table against values the HIG publishes (developer.apple.com/design/human-interface-guidelines/
/// typography, "Specifications": the iOS, iPadOS Dynamic Type sizes and larger accessibility sizes; the SF Pro
/// tracking table), literal here, and the resolution of a Text's font at each size.
struct DynamicTypeTests {
    /// (style, size, point size, leading) rows of the HIG's tables.
    static let published: [(String, String, Double, Double)] = [
        ("body", "large", 17, 22), ("body", "xSmall", 14, 19), ("body", "accessibility5", 53, 62),
        ("largeTitle", "large", 34, 41), ("largeTitle", "xSmall", 31, 38), ("headline", "large", 17, 22),
        ("caption2", "large", 11, 13), ("caption2", "accessibility5", 40, 48), ("footnote", "xxxLarge", 19, 24),
        ("title", "accessibility1", 38, 46), ("callout", "accessibility5", 51, 60),
    ]

    @Test(arguments: published.indices)
    func theTableHoldsTheHIGsValue(_ i: Int) throws {
        let (style, size, points, leading) = Self.published[i]
        let row = try #require(DynamicType.styles[style])
        let at = try #require(DynamicType.index(of: size))
        #expect(row.sizes[at].size == points && row.sizes[at].leading == leading, "\(style) at \(size)")
    }

    @Test func everyStyleHasEverySizeAndGrowsWithIt() {
        #expect(DynamicType.sizeNames.count == 12 && DynamicType.styles.count == 11)
        #expect(DynamicType.sizeNames[DynamicType.defaultIndex] == "large")
        for name in DynamicType.styleNames {
            let sizes = DynamicType.styles[name]?.sizes.map(\.size) ?? []
            #expect(sizes.count == 12 && sizes == sizes.sorted(), "\(name)")
        }
        #expect(DynamicType.styles["headline"]?.weight == 600 && DynamicType.styles["body"]?.weight == 400)
    }

    /// A style's own size is replaced; a size relative to a style scales with it (UIFontMetrics); a fixed size stays.
    @Test func aTextsFontFollowsItsStyle() {
        let font = SwiftUILayout.ResolvedFont(family: "Inter", size: 17, weight: 400)
        let ax5 = DynamicType.index(of: "accessibility5")!
        let own = SwiftUILayout.TextSpec("a", font: font, relativeTo: "body", sizeIsStyles: true)
        let relative = SwiftUILayout.TextSpec(
            "a", font: SwiftUILayout.ResolvedFont(family: "Inter", size: 34, weight: 400), relativeTo: "body")
        let fixed = SwiftUILayout.TextSpec("a", font: font)
        #expect(DynamicType.scaled(own, sizeIndex: ax5).size == 53)
        #expect(DynamicType.scaled(relative, sizeIndex: ax5).size == 106)
        #expect(DynamicType.scaled(fixed, sizeIndex: ax5).size == 17)
    }

    /// SF Pro's tracking, where the family is SF Pro: the HIG's row at or below the size.
    @Test func sfProTracksByTheHIGsTable() throws {
        #expect(DynamicType.sfProTracking(17) == -0.43)
        #expect(DynamicType.sfProTracking(28) == 0.38)
        #expect(DynamicType.sfProTracking(55) == 0.32)
        #expect(DynamicType.sfProTracking(5) == 0)
        let text = SwiftUILayout.Node(
            .text(
                SwiftUILayout.TextSpec(
                    "a", font: SwiftUILayout.ResolvedFont(family: "SF Pro", size: 17, weight: 400), relativeTo: "body",
                    sizeIsStyles: true)))
        let resolved = try DynamicType.resolve(
            text, sizeIndex: DynamicType.defaultIndex, defaultFamily: "Inter", families: ["SF Pro", "Inter"])
        guard case .text(let spec) = resolved.kind else { Issue.record("not a Text"); return }
        #expect(spec.tracking == -0.43)
        #expect(throws: AnswerError.self) {
            try DynamicType.resolve(text, sizeIndex: 3, defaultFamily: "Inter", families: ["Inter"])
        }
    }
}
