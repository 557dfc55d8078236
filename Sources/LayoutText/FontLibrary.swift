internal import CText

#if canImport(Glibc)
import Glibc
#endif

/// One face of a font file, opened with HarfBuzz: its family, weight and vertical metrics.
///
/// `Inter-Regular.otf` → family `Inter`, weight 400, 2048 units per em (Debian's fonts-inter 4.0).
public final class FontFace: @unchecked Sendable {
    /// The typographic family (name ID 16, else 1): `"Inter"`, `"DejaVu Sans"`.
    public let family: String
    /// The full name (name ID 4): `"Inter Semi Bold"`.
    public let name: String
    /// The OS/2 weight class, 100–900.
    public let weight: Int
    public let italic: Bool
    public let path: String
    public let unitsPerEm: Double
    /// hhea's ascender, descender (positive below the baseline) and line gap, or OS/2's typo metrics where the font
    /// sets USE_TYPO_METRICS, as HarfBuzz's `hb_font_get_h_extents` reads them; in em.
    public let ascent, descent, lineGap: Double
    /// The HarfBuzz font, made immutable, scaled to its units per em (so positions are font units).
    let font: OpaquePointer

    init?(path: String, index: UInt32) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, index) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard upem > 0, let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.font = font
        self.path = path
        unitsPerEm = Double(upem)
        family = Self.name(face, 16) ?? Self.name(face, 1) ?? path
        name = Self.name(face, 4) ?? family
        weight = Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded())
        italic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) > 0
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascent = Double(extents.ascender) / unitsPerEm
        descent = -Double(extents.descender) / unitsPerEm
        lineGap = Double(extents.line_gap) / unitsPerEm
    }

    deinit { hb_font_destroy(font) }

    /// Whether the face has a glyph for `scalar` (its cmap maps it).
    func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    private static func name(_ face: OpaquePointer, _ id: UInt32) -> String? {
        let language = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        let total = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &length, nil)
        guard total > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: Int(total) + 1)
        length = UInt32(bytes.count)
        _ = bytes.withUnsafeMutableBufferPointer {
            hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &length, $0.baseAddress)
        }
        return String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The fonts a server can draw: every .ttf, .otf and .ttc face in its directories, and the fallback cascade.
///
/// `FontLibrary(directories: ["/usr/share/fonts/opentype/inter"], cascade: ["Inter"])` → families `["Inter"]`.
/// A character the asked family lacks comes from the first family of the cascade that has it, as a browser's font
/// fallback picks per character.
public final class FontLibrary: Sendable {
    /// Why fonts could not be loaded.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case noFaces(directories: [String])
        case unknownCascadeFamily(String, loaded: [String])

        public var description: String {
            switch self {
            case .noFaces(let d): "no .ttf, .otf or .ttc font in \(d.joined(separator: ", "))"
            case .unknownCascadeFamily(let f, let loaded):
                "the fallback family \(f) is not loaded (loaded: \(loaded.joined(separator: ", ")))"
            }
        }
    }

    public let faces: [FontFace]
    /// The fallback families in order; the first is the default family.
    public let cascade: [String]
    /// Every family, sorted.
    public let families: [String]

    /// Where Debian's fonts-inter and fonts-dejavu-core put their files, and their cascade.
    public static let defaultDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu"]
    public static let defaultCascade = ["Inter", "DejaVu Sans"]

    public init(directories: [String], cascade: [String]) throws(LoadError) {
        var found: [FontFace] = []
        for directory in directories {
            for path in Self.fontFiles(in: directory) {
                guard let blob = hb_blob_create_from_file_or_fail(path) else { continue }
                let count = hb_face_count(blob)
                hb_blob_destroy(blob)
                for index in 0..<max(count, 1) {
                    if let face = FontFace(path: path, index: index) { found.append(face) }
                }
            }
        }
        guard !found.isEmpty else { throw .noFaces(directories: directories) }
        faces = found.sorted {
            ($0.family, $0.weight, $0.italic ? 1 : 0, $0.path) < ($1.family, $1.weight, $1.italic ? 1 : 0, $1.path)
        }
        families = Array(Set(faces.map(\.family))).sorted()
        for family in cascade where !families.contains(family) {
            throw .unknownCascadeFamily(family, loaded: families)
        }
        self.cascade = cascade.isEmpty ? [families[0]] : cascade
    }

    /// The upright face of `family` nearest `weight` by CSS's font-matching rule (for 400–500 the weights up to
    /// 500 first, then lighter, then heavier; below 400 lighter first; above 500 heavier first); `nil` for an
    /// unknown family.
    public func face(family: String, weight: Int) -> FontFace? {
        let candidates = faces.filter { $0.family == family && !$0.italic }
        let pool = candidates.isEmpty ? faces.filter { $0.family == family } : candidates
        guard !pool.isEmpty else { return nil }
        func rank(_ w: Int) -> (Int, Int) {
            if w == weight { return (0, 0) }
            if weight >= 400 && weight <= 500 {
                if w > weight && w <= 500 { return (1, w - weight) }
                if w < weight { return (2, weight - w) }
                return (3, w - weight)
            }
            if weight < 400 { return w < weight ? (1, weight - w) : (2, w - weight) }
            return w > weight ? (1, w - weight) : (2, weight - w)
        }
        return pool.min { rank($0.weight) < rank($1.weight) }
    }

    private static func fontFiles(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var paths: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let lower = name.lowercased()
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
                paths.append(directory + "/" + name)
            }
        }
        return paths.sorted()
    }
}
