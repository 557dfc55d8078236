internal import CText
internal import CTextBreaks

/// A string shaped once in one family and weight: each UTF-16 code unit's advance in em (a cluster's advance on its
/// first unit), the line-break opportunities (UAX #14), the grapheme boundaries, the faces used.
///
/// Words are shaped apart (each space on its own), as Chromium's word shaper does, so a kerning pair across a space
/// is not applied. Sizes scale it: shaping is linear in the size when the font is not hinted (HarfBuzz's own font
/// functions are not), so one shaping serves every size, Dynamic Type and `minimumScaleFactor` included.
struct ShapedText: Sendable {
    let units: [UInt16]
    /// `emBefore[i]`: the em advance of units `0..<i` (`units.count + 1` entries).
    let emBefore: [Double]
    /// `clustersBefore[i]`: the clusters that start in units `0..<i` (tracking is added once a cluster).
    let clustersBefore: [Int]
    /// Every line-break opportunity after unit 0, in order: its position and whether it is mandatory.
    let breaks: [(position: Int, hard: Bool)]
    /// Every grapheme boundary, 0 and `units.count` included.
    let graphemes: [Int]
    /// The families whose glyphs were used, the asked one first.
    let families: [String]

    /// Shapes `string` with `primary`, taking a character it lacks from the first of `fallbacks` that has it.
    init(_ string: String, primary: FontFace, fallbacks: [FontFace]) {
        let units = Array(string.utf16)
        self.units = units
        let n = units.count
        var levels = [UInt8](repeating: 0, count: n)
        if n > 0 {
            let failed = units.withUnsafeBufferPointer { u in
                levels.withUnsafeMutableBufferPointer { layoutd_bidi_levels(u.baseAddress, Int32(n), $0.baseAddress) }
            }
            if failed != 0 { levels = [UInt8](repeating: 0, count: n) }
        }
        // The face of each unit: the primary's where it has the glyph, else the first fallback that has it (a space
        // too, as a browser's fallback picks it); marks, joiners and controls stay with the character before them.
        var faceOf = [Int](repeating: 0, count: n)
        let all = [primary] + fallbacks
        var current = 0
        var i = 0
        while i < n {
            let (scalar, width) = Self.scalar(units, i)
            if let s = Unicode.Scalar(scalar), !Self.joinsPrevious(s) || i == 0 {
                current = all.firstIndex { $0.covers(scalar) } ?? 0
            }
            for k in i..<(i + width) { faceOf[k] = current }
            i += width
        }
        var advance = [Double](repeating: 0, count: n)
        var starts = [Bool](repeating: false, count: n)
        var used: Set<Int> = [0]
        // Runs of one direction and one face, each space a run of its own: words are shaped apart, as Chromium's
        // word shaper shapes them (no kerning pair across a space).
        guard let buffer = hb_buffer_create() else { preconditionFailure("HarfBuzz could not allocate a buffer") }
        defer { hb_buffer_destroy(buffer) }
        var start = 0
        while start < n {
            var end = start + 1
            while end < n, levels[end] == levels[start], faceOf[end] == faceOf[start], units[end] != 0x20,
                units[end - 1] != 0x20
            {
                end += 1
            }
            let face = all[faceOf[start]]
            used.insert(faceOf[start])
            Self.shape(units, start, end, rtl: levels[start] & 1 == 1, face, buffer, &advance, &starts)
            start = end
        }
        var em = [Double](repeating: 0, count: n + 1)
        var clusters = [Int](repeating: 0, count: n + 1)
        for k in 0..<n {
            em[k + 1] = em[k] + advance[k]
            clusters[k + 1] = clusters[k] + (starts[k] ? 1 : 0)
        }
        emBefore = em
        clustersBefore = clusters
        breaks = Self.boundaries(units, line: true)
        graphemes = [0] + Self.boundaries(units, line: false).map(\.position)
        families = used.sorted().map { all[$0].family }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The width in points of units `a..<b` at `size` with `tracking` after every cluster.
    func width(_ a: Int, _ b: Int, size: Double, tracking: Double) -> Double {
        (emBefore[b] - emBefore[a]) * size + Double(clustersBefore[b] - clustersBefore[a]) * tracking
    }

    /// `b` moved back over trailing white space and line separators (not counted in a line's width).
    func trimmed(_ a: Int, _ b: Int) -> Int {
        var end = b
        while end > a, Self.isSpace(units[end - 1]) { end -= 1 }
        return end
    }

    func text(_ a: Int, _ b: Int) -> String { String(decoding: units[a..<b], as: UTF16.self) }

    private static func isSpace(_ u: UInt16) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x0A || u == 0x0D || u == 0x3000 || u == 0x2028 || u == 0x2029 || u == 0x0B
            || u == 0x0C || u == 0x85 || u == 0x1680 || (u >= 0x2000 && u <= 0x200A && u != 0x2007) || u == 0x205F
    }

    /// A combining mark, a variation selector, a joiner or a control: drawn in the face before it.
    private static func joinsPrevious(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: true
        default: s.properties.isVariationSelector
        }
    }

    /// The scalar at unit `i` and how many units it takes (an unpaired surrogate is U+FFFD, one unit).
    private static func scalar(_ u: [UInt16], _ i: Int) -> (UInt32, Int) {
        let c = u[i]
        if c >= 0xD800 && c < 0xDC00, i + 1 < u.count, u[i + 1] >= 0xDC00 && u[i + 1] < 0xE000 {
            return (0x10000 + ((UInt32(c) - 0xD800) << 10) + (UInt32(u[i + 1]) - 0xDC00), 2)
        }
        return (c >= 0xD800 && c < 0xE000 ? 0xFFFD : UInt32(c), 1)
    }

    /// Shapes units `start..<end` (the whole text as context) with HarfBuzz in `buffer` (emptied first) and adds
    /// each cluster's advance, in em, to its first unit.
    private static func shape(
        _ units: [UInt16], _ start: Int, _ end: Int, rtl: Bool, _ face: FontFace, _ buffer: OpaquePointer,
        _ advance: inout [Double], _ starts: inout [Bool]
    ) {
        hb_buffer_clear_contents(buffer)
        units.withUnsafeBufferPointer { u in
            hb_buffer_add_utf16(buffer, u.baseAddress, Int32(u.count), UInt32(start), Int32(end - start))
        }
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        for g in 0..<Int(count) {
            let cluster = Int(infos[g].cluster)
            guard cluster >= start && cluster < end else { continue }
            advance[cluster] += Double(positions[g].x_advance) / face.unitsPerEm
            starts[cluster] = true
        }
    }

    /// ICU's line-break opportunities (`line`) or grapheme boundaries after position 0.
    private static func boundaries(_ units: [UInt16], line: Bool) -> [(position: Int, hard: Bool)] {
        guard !units.isEmpty else { return [] }
        var positions = [Int32](repeating: 0, count: units.count + 1)
        var hard = [UInt8](repeating: 0, count: units.count + 1)
        let count = units.withUnsafeBufferPointer { u in
            positions.withUnsafeMutableBufferPointer { p in
                hard.withUnsafeMutableBufferPointer { h in
                    layoutd_breaks(
                        u.baseAddress, Int32(u.count), line ? 1 : 0, p.baseAddress, h.baseAddress, Int32(p.count))
                }
            }
        }
        guard count >= 0 else { return [(units.count, false)] }
        return (0..<Int(count)).map { (Int(positions[$0]), hard[$0] != 0) }
    }
}
