import Foundation
import LayoutGeometry
import LayoutText
import Testing

/// LayoutText against readers of the same font files that share none of its code: Chromium's canvas `measureText`
/// and line boxes, fontTools' hhea/OS/2 tables (`scripts/generate/text-oracle.py` writes the fixture).
struct OracleTests {
    struct Face: Decodable {
        let file: String, family: String, weight: Int, unitsPerEm: Double
        let ascender: Double, descender: Double, lineGap: Double
    }
    struct Advance: Decodable { let face: String, size: Double, string: String, width: Double }
    struct Wrapped: Decodable { let face: String, size: Double, width: Double, string: String, lines: [String] }
    struct Oracle: Decodable { let faces: [String: Face], advances: [Advance], wrapped: [Wrapped] }

    static let oracle: Oracle = {
        let url = Bundle.module.url(forResource: "Fixtures/text-oracle", withExtension: "json")!
        return try! JSONDecoder().decode(Oracle.self, from: Data(contentsOf: url))
    }()
    static let measurer = TextMeasurer(
        library: try! FontLibrary(directories: FontLibrary.defaultDirectories, cascade: FontLibrary.defaultCascade))

    static func font(_ face: String, _ size: Double) -> SwiftUILayout.ResolvedFont {
        let f = oracle.faces[face]!
        return SwiftUILayout.ResolvedFont(family: f.family, size: size, weight: f.weight)
    }

    /// Chromium's canvas `measureText` within 0.01 pt: Latin, kerning pairs (AV, Ty, Wa, LT), ligatures, German,
    /// French, Arabic and Hebrew (from DejaVu Sans, the cascade's fallback, as the browser's stack falls back).
    @Test(arguments: oracle.advances.indices)
    func advanceWidthsAgreeWithChromium(_ i: Int) {
        let c = Self.oracle.advances[i]
        let got = Self.measurer.lines(
            of: c.string, font: Self.font(c.face, c.size), tracking: 0, width: nil, maxLines: nil, truncation: .tail)
        #expect(got.lines.count == 1)
        let width = got.lines.first?.width ?? -1
        #expect(abs(width - c.width) <= 0.01, "\(c.face) \(c.size) \"\(c.string)\": \(width) vs Chromium \(c.width)")
    }

    /// The lines of a block as wide as the proposal in Chromium, broken at the same opportunities (UAX #14),
    /// a word wider than the line broken between characters.
    @Test(arguments: oracle.wrapped.indices)
    func wrappedLinesAgreeWithChromium(_ i: Int) {
        let c = Self.oracle.wrapped[i]
        let got = Self.measurer.lines(
            of: c.string, font: Self.font(c.face, c.size), tracking: 0, width: c.width, maxLines: nil,
            truncation: .tail)
        #expect(got.lines.map(\.text) == c.lines)
        #expect(!got.truncated)
        for line in got.lines { #expect(line.width <= c.width) }
    }

    /// Ascent, descent and line gap as fontTools reads hhea (or OS/2's typo metrics where the font asks for them).
    @Test(arguments: oracle.faces.keys.sorted())
    func verticalMetricsAgreeWithFontTools(_ name: String) {
        let f = Self.oracle.faces[name]!
        let size = 17.0
        let got = Self.measurer.lines(
            of: "Hxg", font: Self.font(name, size), tracking: 0, width: nil, maxLines: nil, truncation: .tail)
        #expect(abs(got.ascent - f.ascender / f.unitsPerEm * size) < 1e-9)
        #expect(abs(got.descent - -f.descender / f.unitsPerEm * size) < 1e-9)
        #expect(abs(got.lineGap - f.lineGap / f.unitsPerEm * size) < 1e-9)
        let face = Self.measurer.library.face(family: f.family, weight: f.weight)
        #expect(face?.path == f.file)
    }
}

/// The shaped-string cache keys bytes: two canonically equivalent spellings are two strings, each measured as
/// itself (Swift's `String ==` would call them one).
@Test func canonicallyEquivalentStringsAreShapedApart() {
    let m = OracleTests.measurer
    let font = SwiftUILayout.ResolvedFont(family: "Inter", size: 17, weight: 400)
    let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
    #expect(composed == decomposed)  // Swift's equality: canonical equivalence
    let a = m.lines(of: composed, font: font, tracking: 2, width: nil, maxLines: nil, truncation: .tail)
    let b = m.lines(of: decomposed, font: font, tracking: 2, width: nil, maxLines: nil, truncation: .tail)
    #expect(a.lines.first?.text.unicodeScalars.count == 4)
    #expect(b.lines.first?.text.unicodeScalars.count == 5)
}
