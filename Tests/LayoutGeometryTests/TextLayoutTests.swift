import LayoutGeometry
import LayoutTestSupport
import Testing

/// SwiftUI's rules for a Text's size (`Text.sizeThatFits`), each with where it is published, over an in-memory
/// measurer of round numbers: 10 pt characters, a 10 pt line (8 above the baseline, 2 below).
struct TextLayoutTests {
    typealias Node = SwiftUILayout.Node
    static let font = SwiftUILayout.ResolvedFont(family: "Fixed", size: 10, weight: 400)

    static func layout(
        _ string: String, _ width: Double?, _ height: Double?, scale: Double = 1,
        edit: (inout SwiftUILayout.TextSpec) -> Void = { _ in }
    ) -> SwiftUILayout.TextLayout {
        var spec = SwiftUILayout.TextSpec(string, font: font)
        edit(&spec)
        return SwiftUILayout.textLayout(
            spec, proposal: ProposedSize(width: width, height: height), measurer: FixedAdvanceMeasurer(),
            pixelLength: 1 / scale)
    }

    /// nil (and ∞) proposes the ideal size: every paragraph on one line (swiftuifieldguide.com/layout/text, the
    /// Text chapter's ideal-size figure; objc.io, Thinking in SwiftUI, ch. 4).
    @Test func nilProposesTheSingleLineIdealSize() {
        for p: Double? in [nil, .infinity] {
            let t = Self.layout("Hello world", p, nil)
            #expect(t.size == Size(width: 110, height: 10))
            #expect(t.lines.map(\.text) == ["Hello world"])
        }
    }

    /// A narrower width wraps at break opportunities and the Text is as wide as its widest line, never wider than
    /// proposed (netsplit.com/swiftui/views-choose-their-own-sizes: a Text in a narrow frame wraps and keeps the
    /// size it chose).
    @Test func aWidthWrapsAndTakesTheWidestLine() {
        let t = Self.layout("Hello big world", 95, nil)
        #expect(t.lines.map(\.text) == ["Hello big", "world"])
        #expect(t.size == Size(width: 90, height: 20))
        #expect(t.firstBaseline == 8 && t.lastBaseline == 18)
    }

    /// A word wider than the line breaks between characters (UAX #14's emergency breaks, as CoreText breaks a word
    /// wider than its line; Chromium's `overflow-wrap: anywhere` in LayoutText's oracle).
    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let t = Self.layout("Internationalization", 55, nil)
        #expect(t.lines.map(\.text) == ["Inter", "natio", "naliz", "ation"])
        #expect(t.size.width == 50)
    }

    /// 0 in either dimension answers 0 × 0, and so does an empty string (swiftuifieldguide.com/layout/text, the
    /// zero proposal).
    @Test func zeroInEitherDimensionIsZero() {
        #expect(Self.layout("Hello", 0, nil).size == .zero)
        #expect(Self.layout("Hello", 100, 0).size == .zero)
        #expect(Self.layout("Hello", 0, 0).truncated)
        #expect(Self.layout("", nil, nil).size == .zero)
    }

    /// A height too small for every line shows the lines that fit, at least one, and truncates the last
    /// (swiftuifieldguide.com/layout/text, a height below the text's).
    @Test func aShortHeightShowsFewerLinesAndTruncates() {
        let t = Self.layout("Hello big world", 95, 15)
        #expect(t.lines.map(\.text) == ["Hello bi…"])
        #expect(t.truncated)
        #expect(t.size == Size(width: 90, height: 10))
        let one = Self.layout("Hello big world", 95, 3)
        #expect(one.lines.count == 1 && one.size.height == 10)
    }

    /// `lineLimit` caps the lines (developer.apple.com/documentation/swiftui/view/linelimit(_:)).
    @Test func lineLimitCapsTheLines() {
        let t = Self.layout("a b c d e f", 30, nil) { $0.lineLimit = 2 }
        #expect(t.lines.map(\.text) == ["a b", "c…"])
        #expect(t.truncated && t.size.height == 20)
        let unbounded = Self.layout("a b c d e f", 30, nil)
        #expect(unbounded.lines.count == 3 && !unbounded.truncated)
    }

    /// `minimumScaleFactor` shrinks the font before truncating, to the largest factor that fits
    /// (developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)).
    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let t = Self.layout("Hello world", 60, nil) {
            $0.lineLimit = 1; $0.minimumScaleFactor = 0.5
        }
        #expect(!t.truncated)
        #expect(t.scaleFactor >= 0.5 && t.scaleFactor <= 60.0 / 110)
        #expect(t.scaleFactor > 60.0 / 110 - 0.5 / 256)
        #expect(t.size.width <= 60)
        let floor = Self.layout("Hello world", 30, nil) {
            $0.lineLimit = 1; $0.minimumScaleFactor = 0.5
        }
        #expect(floor.truncated && floor.scaleFactor == 0.5 && floor.font.size == 5)
    }

    /// A line is ascent + descent + line gap; `lineSpacing` goes between lines only
    /// (developer.apple.com/documentation/swiftui/view/linespacing(_:)).
    @Test func lineSpacingGoesBetweenLines() {
        let t = Self.layout("Hello world", 60, nil) { $0.lineSpacing = 4 }
        #expect(t.size.height == 24)
        #expect(t.lastBaseline == 22)
    }

    /// The size is rounded up to the pixel grid (an @3x Text of 25.1 pt is 25.333 pt wide).
    @Test func theSizeIsRoundedUpToThePixelGrid() {
        let t = Self.layout("ab", nil, nil, scale: 3) { $0.tracking = 2.55 }
        #expect(abs(t.size.width - 76 / 3.0) < 1e-9)
        #expect(abs(t.size.height - 10) < 1e-9)
    }

    /// In a tree, a Text is measured by the measurer handed to the layout; without one it is refused.
    @Test func aTreeLaysOutItsTextWithTheMeasurer() throws {
        let text = Node(.text(SwiftUILayout.TextSpec("Hello world", font: Self.font)))
        let view = Node(.hStack(spacing: 0, alignment: .center, children: [Node(.fixed(width: 40, height: 30)), text]))
        let r = try SwiftUILayout.layout(
            view, proposal: ProposedSize(width: 100, height: nil), scale: 1, text: FixedAdvanceMeasurer())
        let placed = try #require(r.views.first { $0.path == "0.1" })
        #expect(placed.frame == Rect(x: 40, y: 5, width: 50, height: 20))
        #expect(placed.text?.lines.map(\.text) == ["Hello", "world"])
        #expect(throws: SwiftUILayout.Failure.self) {
            try SwiftUILayout.layout(view, proposal: ProposedSize(width: 100, height: nil), scale: 1)
        }
    }
}
