public import LayoutGeometry

/// The text measurer the server runs: HarfBuzz shapes, ICU breaks lines and orders bidi runs, over a
/// ``FontLibrary``; shaped strings are kept in a bounded cache shared by every request.
///
/// `TextMeasurer(library: try FontLibrary(directories: FontLibrary.defaultDirectories, cascade: ["Inter"]))
/// .lines(of: "Hello world", font: ResolvedFont(family: "Inter", size: 17, weight: 400), tracking: 0, width: nil,
/// maxLines: nil, truncation: .tail)` → one line, "Hello world", 91.8 pt wide in Inter 4.0 (Chromium's
/// `measureText` of the same font file gives the same advance).
public final class TextMeasurer: SwiftUILayout.TextMeasuring {
    public let library: FontLibrary
    private let cache: ShapedCache

    /// - Parameters:
    ///   - library: The fonts.
    ///   - cacheEntries: How many shaped strings the cache keeps (the least recently used go first).
    ///   - cacheUnits: How many UTF-16 code units the kept strings may hold in all.
    public init(library: FontLibrary, cacheEntries: Int = 4_096, cacheUnits: Int = 1 << 20) {
        self.library = library
        cache = ShapedCache(entries: cacheEntries, units: cacheUnits)
    }

    public var families: [String] { library.families }
    public var defaultFamily: String { library.cascade[0] }
    public var cascade: [String] { library.cascade }
    public var faces: [SwiftUILayout.LoadedFace] {
        library.faces.map {
            SwiftUILayout.LoadedFace(
                family: $0.family, name: $0.name, weight: $0.weight, italic: $0.italic, file: $0.path)
        }
    }

    /// Work units a code unit costs to shape (HarfBuzz, ICU's breaks and bidi: about 1.5 µs, measured on
    /// mixed-script text in a release build), and code units broken into lines a unit (breaking, truncating and
    /// writing the lines: about 50 ns a code unit).
    static let shapingWorkPerUnit = 8
    static let breakingUnitsPerWork = 4

    public func shapingWork(of string: String) -> Int { 1 + string.utf16.count * Self.shapingWorkPerUnit }

    /// The shaped form of `string` in `family` at `weight` (the face nearest it, the cascade for what it lacks),
    /// and the work breaking it takes (the engine charges shaping apart, hit or miss: ``shapingWork(of:)``).
    func shaped(_ string: String, family: String, weight: Int) -> (text: ShapedText, work: Int) {
        let primary = library.face(family: family, weight: weight) ?? library.faces[0]
        let key = ShapedCache.Key(string: string, face: ObjectIdentifier(primary))
        let work = 1 + string.utf16.count / Self.breakingUnitsPerWork
        if let hit = cache.get(key) { return (hit, work) }
        let fallbacks = library.cascade.compactMap {
            $0 == primary.family ? nil : library.face(family: $0, weight: weight)
        }
        let shaped = ShapedText(string, primary: primary, fallbacks: fallbacks)
        cache.put(key, shaped)
        return (shaped, work)
    }

    public func lines(
        of string: String, font: SwiftUILayout.ResolvedFont, tracking: Double, width: Double?, maxLines: Int?,
        truncation: SwiftUILayout.TruncationMode
    ) -> SwiftUILayout.MeasuredLines {
        let face = library.face(family: font.family, weight: font.weight) ?? library.faces[0]
        let (s, work) = shaped(string, family: font.family, weight: font.weight)
        let limit = width.map { $0 + 1e-9 }
        var breaker = LineBreaker(text: s, size: font.size, tracking: tracking, limit: limit)
        var ranges = breaker.lines()
        var truncated = false
        var shown: [SwiftUILayout.TextLine] = []
        if let maxLines, ranges.count > maxLines {
            truncated = true
            ranges.removeLast(ranges.count - maxLines)
            let last = ranges.removeLast()
            let ellipsis = shaped("…", family: font.family, weight: font.weight).text
            let ellipsisWidth = ellipsis.width(0, ellipsis.units.count, size: font.size, tracking: tracking)
            shown = ranges.map { breaker.line($0) }
            shown.append(
                breaker.truncate(from: last.start, lineEnd: last.end, mode: truncation, ellipsis: ellipsisWidth))
        } else {
            shown = ranges.map { breaker.line($0) }
        }
        return SwiftUILayout.MeasuredLines(
            lines: shown, truncated: truncated, ascent: face.ascent * font.size, descent: face.descent * font.size,
            lineGap: face.lineGap * font.size, fonts: s.families, work: work)
    }
}

/// Greedy line breaking over a shaped string: each line takes the most break opportunities that fit, a word wider
/// than the line breaks between graphemes (at least one a line), a mandatory break ends a line.
struct LineBreaker {
    let text: ShapedText
    let size: Double
    let tracking: Double
    /// The widest a line may be (`nil`: no limit).
    let limit: Double?

    func width(_ a: Int, _ b: Int) -> Double { text.width(a, text.trimmed(a, b), size: size, tracking: tracking) }
    func fits(_ a: Int, _ b: Int) -> Bool { limit.map { width(a, b) <= $0 } ?? true }

    /// The lines as unit ranges (each end after its trailing spaces and break).
    mutating func lines() -> [(start: Int, end: Int)] {
        let n = text.units.count
        guard n > 0 else { return [] }
        var result: [(start: Int, end: Int)] = []
        var start = 0
        var lastFit = -1
        var k = 0
        while k < text.breaks.count {
            let (position, hard) = text.breaks[k]
            if fits(start, position) {
                lastFit = position
                k += 1
                if hard || position == n {
                    result.append((start, position))
                    start = position
                    lastFit = -1
                }
                continue
            }
            if lastFit > start {
                result.append((start, lastFit))
                start = lastFit
            } else {
                let end = graphemeEnd(from: start, before: position)
                result.append((start, end))
                start = end
            }
            lastFit = -1
        }
        if start < n { result.append((start, n)) }
        return result
    }

    /// The furthest grapheme boundary after `start` (before `bound`) whose text fits, at least one grapheme on:
    /// found from the first boundary past `start` (a binary search), so breaking a long word into many lines reads
    /// each boundary once.
    func graphemeEnd(from start: Int, before bound: Int) -> Int {
        let graphemes = text.graphemes
        var (low, high) = (0, graphemes.count)
        while low < high {
            let middle = (low + high) / 2
            if graphemes[middle] > start { high = middle } else { low = middle + 1 }
        }
        var best = -1
        var k = low
        while k < graphemes.count, graphemes[k] <= bound {
            if best < 0 || fits(start, graphemes[k]) { best = graphemes[k] } else { break }
            k += 1
        }
        return best < 0 ? bound : best
    }

    func line(_ r: (start: Int, end: Int)) -> SwiftUILayout.TextLine {
        let end = text.trimmed(r.start, r.end)
        return SwiftUILayout.TextLine(
            text: text.text(r.start, end), width: text.width(r.start, end, size: size, tracking: tracking))
    }

    /// The last shown line, from unit `start` on, cut with an ellipsis `ellipsis` wide by `mode` to fit the limit;
    /// without a limit the line as broken, then the ellipsis.
    func truncate(
        from start: Int, lineEnd: Int, mode: SwiftUILayout.TruncationMode, ellipsis: Double
    ) -> SwiftUILayout.TextLine {
        let n = text.units.count
        guard let limit else {
            let end = text.trimmed(start, lineEnd)
            return SwiftUILayout.TextLine(
                text: text.text(start, end) + "…",
                width: text.width(start, end, size: size, tracking: tracking) + ellipsis)
        }
        let room = limit - ellipsis
        let cuts = text.graphemes.filter { $0 >= start }
        switch mode {
        case .tail:
            var end = start
            for g in cuts where width(start, g) <= room { end = g }
            let e = text.trimmed(start, end)
            return SwiftUILayout.TextLine(
                text: text.text(start, e) + "…", width: text.width(start, e, size: size, tracking: tracking) + ellipsis)
        case .head:
            var from = n
            for g in cuts.reversed() where text.width(g, n, size: size, tracking: tracking) <= room { from = g }
            return SwiftUILayout.TextLine(
                text: "…" + text.text(from, n), width: text.width(from, n, size: size, tracking: tracking) + ellipsis)
        case .middle:
            var (head, tail) = (start, n)
            var i = 1, j = cuts.count - 2
            var turn = true
            while i <= j + 1 && i < cuts.count && j >= 0 {
                let (h, t) = turn ? (cuts[i], tail) : (head, cuts[j])
                if h > t { break }
                let w =
                    text.width(start, h, size: size, tracking: tracking)
                    + text.width(t, n, size: size, tracking: tracking)
                if w > room { break }
                (head, tail) = (h, t)
                if turn { i += 1 } else { j -= 1 }
                turn.toggle()
            }
            let w =
                text.width(start, head, size: size, tracking: tracking)
                + text.width(tail, n, size: size, tracking: tracking)
            return SwiftUILayout.TextLine(text: text.text(start, head) + "…" + text.text(tail, n), width: w + ellipsis)
        }
    }
}
