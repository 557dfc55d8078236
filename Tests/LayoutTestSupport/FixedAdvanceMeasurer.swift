public import LayoutGeometry

/// An in-memory ``SwiftUILayout/TextMeasuring`` with round numbers: every character `advance` em wide, breaks after
/// each space, a line `ascent` + `descent` em (no gap), "…" one character wide. The engine's text rules are tested
/// with it, free of any font.
///
/// `FixedAdvanceMeasurer().lines(of: "Hello world", font: 10 pt, …, width: 60, …)` → "Hello" (50), "world" (50).
public struct FixedAdvanceMeasurer: SwiftUILayout.TextMeasuring {
    public var advance = 1.0
    public var ascent = 0.8
    public var descent = 0.2

    public init() {}

    public var families: [String] { ["Fixed"] }
    public var defaultFamily: String { "Fixed" }
    public var cascade: [String] { ["Fixed"] }
    public var faces: [SwiftUILayout.LoadedFace] {
        [SwiftUILayout.LoadedFace(family: "Fixed", name: "Fixed", weight: 400, italic: false, file: "(in memory)")]
    }

    /// Nothing to shape: every character is `advance` wide.
    public func shapingWork(of string: String) -> Int { 0 }

    public func lines(
        of string: String, font: SwiftUILayout.ResolvedFont, tracking: Double, width: Double?, maxLines: Int?,
        truncation: SwiftUILayout.TruncationMode
    ) -> SwiftUILayout.MeasuredLines {
        let unit = advance * font.size + tracking
        func w(_ s: Substring) -> Double { Double(s.count) * unit }
        var lines: [Substring] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: Substring = ""
            for word in paragraph.split(separator: " ") {
                let joined = line.isEmpty ? word : Substring(line + " " + word)
                if width.map({ w(joined) <= $0 + 1e-9 }) ?? true {
                    line = joined
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                var rest = word
                while let width, w(rest) > width + 1e-9 {
                    let n = max(1, Int((width / unit + 1e-9).rounded(.down)))
                    lines.append(rest.prefix(n))
                    rest = rest.dropFirst(n)
                }
                line = rest
            }
            lines.append(line)
        }
        var truncated = false
        var shown = lines.map { SwiftUILayout.TextLine(text: String($0), width: w($0)) }
        if let maxLines, lines.count > maxLines {
            truncated = true
            shown.removeLast(lines.count - maxLines + 1)
            let restOfText = lines[(maxLines - 1)...].joined(separator: " ")
            let room = width.map { Int((($0 - unit) / unit + 1e-9).rounded(.down)) } ?? lines[maxLines - 1].count
            let kept = String(restOfText.prefix(max(0, room))).trimmingSpaces
            shown.append(SwiftUILayout.TextLine(text: kept + "…", width: Double(kept.count + 1) * unit))
        }
        return SwiftUILayout.MeasuredLines(
            lines: shown, truncated: truncated, ascent: ascent * font.size, descent: descent * font.size, lineGap: 0,
            fonts: ["Fixed"])
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
