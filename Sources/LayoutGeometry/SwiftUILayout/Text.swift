extension SwiftUILayout {
    /// How a line that cannot show all its text is cut (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: String, Sendable, Hashable, CaseIterable { case head, middle, tail }

    /// How the lines of a multiline Text align in its frame (SwiftUI's `TextAlignment`).
    public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
        case leading, center, trailing
        /// Where a line of width `line` starts in a frame `width` wide, left to right.
        /// `TextAlignment.center.offset(line: 60, in: 100)` → `20`
        public func offset(line: Double, in width: Double) -> Double {
            self == .leading ? 0 : self == .center ? (width - line) / 2 : width - line
        }
    }

    /// A font resolved to what a measurer loads: a family, a point size and a weight on CSS's 100–900 scale.
    ///
    /// `ResolvedFont(family: "Inter", size: 17, weight: 400)` is SwiftUI's `.body` at the default text size in
    /// Inter (SF Pro's body is 17 pt regular, HIG › Typography › Specifications).
    public struct ResolvedFont: Sendable, Hashable {
        public var family: String
        public var size: Double
        public var weight: Int

        public init(family: String, size: Double, weight: Int) {
            self.family = family
            self.size = size
            self.weight = weight
        }
    }

    /// A `Text` view: its string, its font and the modifiers that change how it lays out.
    public struct TextSpec: Sendable, Hashable {
        public var string: String
        public var font: ResolvedFont
        /// `lineLimit(_:)`: at most this many lines (≥ 1), `nil` for no limit.
        public var lineLimit: Int?
        public var truncationMode: TruncationMode
        /// `multilineTextAlignment(_:)`.
        public var alignment: TextAlignment
        /// `lineSpacing(_:)`: points added between two lines (not above the first or below the last).
        public var lineSpacing: Double
        /// `minimumScaleFactor(_:)`: the font may shrink to this fraction of its size (0 < f ≤ 1) before the text
        /// truncates.
        public var minimumScaleFactor: Double
        /// `tracking(_:)`: points added after every character.
        public var tracking: Double
        /// The text style whose Dynamic Type size the font follows (`"body"` for `.body` and for
        /// `.custom(_:size:relativeTo: .body)`); `nil` for a size that does not scale (`.system(size:)`).
        public var relativeTo: String?
        /// Whether ``font``'s size is the style's own (`.body`), replaced by the style's size at each Dynamic Type
        /// size, rather than a size scaled in proportion to it.
        public var sizeIsStyles: Bool

        public init(
            _ string: String, font: ResolvedFont, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
            alignment: TextAlignment = .leading, lineSpacing: Double = 0, minimumScaleFactor: Double = 1,
            tracking: Double = 0, relativeTo: String? = nil, sizeIsStyles: Bool = false
        ) {
            self.string = string
            self.font = font
            self.lineLimit = lineLimit
            self.truncationMode = truncationMode
            self.alignment = alignment
            self.lineSpacing = lineSpacing
            self.minimumScaleFactor = minimumScaleFactor
            self.tracking = tracking
            self.relativeTo = relativeTo
            self.sizeIsStyles = sizeIsStyles
        }
    }

    /// One line of laid-out text: what it shows (an ellipsis included) and its advance width in points.
    public struct TextLine: Sendable, Hashable {
        public var text: String
        public var width: Double

        public init(text: String, width: Double) {
            self.text = text
            self.width = width
        }
    }

    /// What a ``TextMeasuring`` answers: the lines, whether text was left out, the font's vertical metrics at the
    /// size asked (points, `descent` positive below the baseline) and the fonts whose glyphs were used.
    public struct MeasuredLines: Sendable, Hashable {
        public var lines: [TextLine]
        public var truncated: Bool
        public var ascent, descent, lineGap: Double
        public var fonts: [String]
        /// The work breaking and truncating took, in the engine's units (``WorkBudget``: about 190 ns each), the
        /// same whether the string was shaped for the call or found shaped (``TextMeasuring/shapingWork(of:)`` is
        /// charged apart).
        public var work: Int

        public init(
            lines: [TextLine], truncated: Bool, ascent: Double, descent: Double, lineGap: Double, fonts: [String],
            work: Int = 1
        ) {
            self.work = work
            self.lines = lines
            self.truncated = truncated
            self.ascent = ascent
            self.descent = descent
            self.lineGap = lineGap
            self.fonts = fonts
        }

        /// One line's height: ascent + descent + line gap.
        public var lineHeight: Double { ascent + descent + lineGap }
    }

    /// One font face a measurer loaded, as `GET /fonts` lists it.
    public struct LoadedFace: Sendable, Hashable {
        public var family: String
        public var name: String
        public var weight: Int
        public var italic: Bool
        public var file: String

        public init(family: String, name: String, weight: Int, italic: Bool, file: String) {
            (self.family, self.name, self.weight, self.italic, self.file) = (family, name, weight, italic, file)
        }
    }

    /// Shapes and breaks text: the layout engine's only way to know how wide a string is (yoga's measure function).
    ///
    /// The engine stays pure: a module that wraps a shaper implements this and is handed to the layout
    /// (``layout(_:proposal:scale:budget:text:)``); tests hand it an in-memory one.
    public protocol TextMeasuring: Sendable {
        /// The families the measurer can draw, for an error that names them.
        var families: [String] { get }
        /// The family a Text gets when it names none.
        var defaultFamily: String { get }
        /// The families a character the asked family lacks is looked for in, in order.
        var cascade: [String] { get }
        /// Every face loaded, for `GET /fonts`.
        var faces: [LoadedFace] { get }

        /// Breaks `string` into lines no wider than `width` at the line-break opportunities of UAX #14 (a word
        /// wider than a line breaks between characters); `nil` breaks only at hard line breaks. At most `maxLines`
        /// lines are kept; when text is left over the last kept line is cut with an ellipsis (…) by `truncation`
        /// so that it fits `width`, and `truncated` is set.
        /// `lines(of: "Hello world", font: body, tracking: 0, width: 40, maxLines: nil, truncation: .tail)` →
        /// two lines, "Hello" and "world".
        func lines(
            of string: String, font: ResolvedFont, tracking: Double, width: Double?, maxLines: Int?,
            truncation: TruncationMode
        ) -> MeasuredLines

        /// The work shaping `string` once takes, in the engine's units: the engine charges it the first time a
        /// layout measures a Text, whether or not the measurer still holds it shaped, so the work a request may do
        /// is the same in every process. `shapingWork(of: "Hello")` → 41 for HarfBuzz at 8 units a code unit.
        func shapingWork(of string: String) -> Int
    }

    /// A Text laid out for a proposal, as the answer reports it.
    public struct TextLayout: Sendable, Hashable {
        /// The size the Text chose, rounded up to the pixel grid.
        public var size: Size
        public var lines: [TextLine]
        public var truncated: Bool
        /// The font drawn: ``TextSpec/font`` scaled by the factor `minimumScaleFactor` allowed.
        public var font: ResolvedFont
        /// The factor the font was scaled by (1: not scaled).
        public var scaleFactor: Double
        /// The first and last lines' baselines from the Text's top.
        public var firstBaseline, lastBaseline: Double
        public var lineHeight: Double
        /// The fonts whose glyphs the lines use, the fallbacks after the family.
        public var fonts: [String]
        /// How the lines align in the frame (`multilineTextAlignment`).
        public var alignment: TextAlignment = .leading
        /// The distance from one line's baseline to the next: the line height plus `lineSpacing`.
        public var lineStep: Double = 0
        /// The work the measurer reported for this layout, every call summed (the engine charges it).
        public var work: Int = 0
    }

    /// Lays out a Text for a proposal as SwiftUI does.
    ///
    /// The rules, each as SwiftUI answers `Text.sizeThatFits` (swiftuifieldguide.com/layout/text, objc.io
    /// "Thinking in SwiftUI" ch. 4, Apple's `lineLimit`, `lineSpacing` and `minimumScaleFactor` pages; the tests in
    /// TextLayoutTests cite each): `nil` or ∞ proposes the ideal size, every paragraph on one line; a width wraps
    /// at line-break opportunities and the Text is as wide as its widest line, never wider than proposed; 0 in
    /// either dimension (or an empty string) answers 0 × 0; a height shows as many whole lines as fit, at least
    /// one, and truncates the rest; `lineLimit` caps the lines; `minimumScaleFactor` shrinks the font (to the
    /// largest factor that fits, found to 1/256 of the range) before truncating; a line is the font's ascent +
    /// descent + line gap, `lineSpacing` between lines; the size is rounded up to the pixel grid.
    /// - Parameters:
    ///   - text: The Text.
    ///   - proposal: Its proposal.
    ///   - measurer: The shaper.
    ///   - pixelLength: `1 / scale`.
    /// - Returns: Its size, lines and baselines.
    ///
    /// With a measurer giving every character 10 pt and a 10 + 2 + 0 pt line: `"Hello world"` proposed 60 × nil
    /// → 50 × 24 ("Hello", "world"); proposed 60 × 12 → 60 × 12 (one line "Hello…", truncated).
    public static func textLayout(
        _ text: TextSpec, proposal p: ProposedSize, measurer: any TextMeasuring, pixelLength: Double
    ) -> TextLayout {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        if text.string.isEmpty || p.width == 0 || p.height == 0 {
            let m = measurer.lines(
                of: "", font: text.font, tracking: text.tracking, width: nil, maxLines: 1,
                truncation: text.truncationMode)
            return TextLayout(
                size: .zero, lines: [], truncated: !text.string.isEmpty, font: text.font, scaleFactor: 1,
                firstBaseline: 0, lastBaseline: 0, lineHeight: m.lineHeight, fonts: [], work: m.work)
        }
        var work = 0
        func attempt(_ factor: Double) -> (MeasuredLines, ResolvedFont) {
            var font = text.font
            font.size *= factor
            var m = measurer.lines(
                of: text.string, font: font, tracking: text.tracking * factor, width: width,
                maxLines: text.lineLimit, truncation: text.truncationMode)
            work += m.work
            if let h = p.height, h.isFinite {
                let step = m.lineHeight + text.lineSpacing
                let fit = Swift.max(1, Int(((h + text.lineSpacing) / step + 1e-9).rounded(.down)))
                if fit < m.lines.count {
                    m = measurer.lines(
                        of: text.string, font: font, tracking: text.tracking * factor, width: width,
                        maxLines: fit, truncation: text.truncationMode)
                    work += m.work
                }
            }
            return (m, font)
        }
        var (m, font) = attempt(1)
        var factor = 1.0
        if m.truncated, text.minimumScaleFactor < 1 {
            var (lo, hi) = (text.minimumScaleFactor, 1.0)
            var best = attempt(lo)
            if !best.0.truncated {
                for _ in 0..<8 {
                    let mid = (lo + hi) / 2
                    let tried = attempt(mid)
                    if tried.0.truncated { hi = mid } else { (lo, best) = (mid, tried) }
                }
            }
            (m, font, factor) = (best.0, best.1, lo)
        }
        let widest = m.lines.reduce(0) { Swift.max($0, $1.width) }
        let n = Double(m.lines.count)
        let height = n * m.lineHeight + Swift.max(0, n - 1) * text.lineSpacing
        var size = Size(width: roundUp(widest, pixelLength), height: roundUp(height, pixelLength))
        if let width { size.width = Swift.min(size.width, Swift.max(width, widest)) }
        return TextLayout(
            size: size, lines: m.lines, truncated: m.truncated, font: font, scaleFactor: factor,
            firstBaseline: m.ascent, lastBaseline: (n - 1) * (m.lineHeight + text.lineSpacing) + m.ascent,
            lineHeight: m.lineHeight, fonts: m.fonts, alignment: text.alignment,
            lineStep: m.lineHeight + text.lineSpacing, work: work)
    }

    /// `value` rounded up to a multiple of `pixelLength`, a value within 1e-9 px of one kept there.
    /// `roundUp(85.2, 1.0 / 3)` → `85.333…`
    static func roundUp(_ value: Double, _ pixelLength: Double) -> Double {
        (value / pixelLength - 1e-9).rounded(.up) * pixelLength
    }
}
