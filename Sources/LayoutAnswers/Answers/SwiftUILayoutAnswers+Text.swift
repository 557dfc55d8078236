import LayoutGeometry

extension SwiftUILayoutAnswers {
    /// The most UTF-8 bytes one Text's string may hold (a long paragraph; every answer repeats its lines).
    public static let maximumTextBytes = 4_096
    /// The most combining marks one character may carry, and the most bidi controls one string may hold.
    public static let maximumMarksInARow = 16
    public static let maximumBidiControls = 64
}

extension Members {
    /// A Text's members: `string` (required), `font` (a text style name or `{size, weight, family, relativeTo}`;
    /// `body` when absent, as SwiftUI's default), `lineLimit` (≥ 1), `truncationMode`, `multilineTextAlignment`,
    /// `lineSpacing`, `minimumScaleFactor` (0 < f ≤ 1) and `tracking`.
    ///
    /// `{"type":"Text","string":"Hi","font":"headline"}` → 17 pt semibold relative to `headline` at the default
    /// Dynamic Type size (HIG › Typography › Specifications); the family is the measurer's default.
    func text() throws(ViewError) -> SwiftUILayout.TextSpec {
        guard let string = try string("string") else {
            throw ViewError.badView(path: path, detail: "(Text) needs string: the text it shows.")
        }
        try checkText(string)
        var spec = SwiftUILayout.TextSpec(string, font: SwiftUILayout.ResolvedFont(family: "", size: 17, weight: 400))
        try font(into: &spec)
        if let limit = try number("lineLimit", nullable: true) {
            guard limit >= 1, limit <= 1_000_000, limit == limit.rounded() else {
                throw fail("lineLimit", "\(NumberText.short(limit)); it must be a whole number ≥ 1, or null.")
            }
            spec.lineLimit = Int(limit)
        }
        spec.truncationMode = try choice("truncationMode", SwiftUILayout.TruncationMode.self) ?? .tail
        spec.alignment = try choice("multilineTextAlignment", SwiftUILayout.TextAlignment.self) ?? .leading
        spec.lineSpacing = try number("lineSpacing", min: 0) ?? 0
        if let f = try number("minimumScaleFactor") {
            guard f > 0, f <= 1 else {
                throw fail("minimumScaleFactor", "\(NumberText.short(f)); it must be greater than 0 and at most 1.")
            }
            spec.minimumScaleFactor = f
        }
        spec.tracking = try number("tracking") ?? 0
        guard spec.tracking.magnitude <= 1_000 else {
            throw fail("tracking", "\(NumberText.short(spec.tracking)); it must be between -1000 and 1000 points.")
        }
        return spec
    }

    /// Refuses a string over the size limit, holding NUL, a flood of combining marks or of bidi controls.
    private func checkText(_ string: String) throws(ViewError) {
        let bytes = string.utf8.count
        if bytes > SwiftUILayoutAnswers.maximumTextBytes {
            throw conflict(
                "string",
                "of \(bytes) bytes; a Text's string is at most \(SwiftUILayoutAnswers.maximumTextBytes) "
                    + "bytes of UTF-8.")
        }
        var marks = 0, controls = 0
        for scalar in string.unicodeScalars {
            if scalar.value == 0 { throw fail("string", "that holds NUL (U+0000); a Text cannot show it.") }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: marks += 1
            default: marks = 0
            }
            if marks > SwiftUILayoutAnswers.maximumMarksInARow {
                throw conflict(
                    "string",
                    "with more than \(SwiftUILayoutAnswers.maximumMarksInARow) combining marks on one "
                        + "character; at most \(SwiftUILayoutAnswers.maximumMarksInARow).")
            }
            let v = scalar.value
            if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F {
                controls += 1
                if controls > SwiftUILayoutAnswers.maximumBidiControls {
                    throw conflict(
                        "string",
                        "with more than \(SwiftUILayoutAnswers.maximumBidiControls) bidi controls; at "
                            + "most \(SwiftUILayoutAnswers.maximumBidiControls).")
                }
            }
        }
    }

    /// `font`: a text style (`"title2"`) or `{"size": 17, "weight": "semibold", "family": "Inter",
    /// "relativeTo": "body"}` (SwiftUI's `.system(size:weight:)` and `.custom(_:size:relativeTo:)`).
    private func font(into spec: inout SwiftUILayout.TextSpec) throws(ViewError) {
        let styles = DynamicType.styleNames.joined(separator: ", ")
        switch object["font"] {
        case nil:
            try style("body", into: &spec)
        case .string(let name)?:
            guard DynamicType.styles[name] != nil else {
                throw fail("font", "\"\(name.prefix(40))\"; use a text style (\(styles)) or {size, weight, family}.")
            }
            try style(name, into: &spec)
        case .object(let o)?:
            let f = Members(object: o, path: path, type: "Text font")
            for name in o.keys where !["size", "weight", "family", "relativeTo"].contains(name) {
                throw fail(
                    "font",
                    "with an unknown member \"\(name.prefix(40))\"; a font takes size, weight, "
                        + "family and relativeTo.")
            }
            guard let size = try f.number("size", required: true), size > 0, size <= 1_000 else {
                throw fail("font", "with a size that is not greater than 0 and at most 1000 points.")
            }
            spec.font.size = size
            if let weight = try f.string("weight") {
                guard let w = DynamicType.weights[weight] else {
                    let names = DynamicType.weightNames.joined(separator: ", ")
                    throw fail("font", "with weight \"\(weight.prefix(40))\"; use one of \(names).")
                }
                spec.font.weight = w
            }
            if let family = try f.string("family") {
                guard !family.isEmpty, family.utf8.count <= 128 else {
                    throw fail("font", "with a family name that is empty or over 128 bytes.")
                }
                spec.font.family = family
            }
            if let relative = try f.string("relativeTo") {
                guard DynamicType.styles[relative] != nil else {
                    throw fail("font", "relative to \"\(relative.prefix(40))\"; use a text style (\(styles)).")
                }
                spec.relativeTo = relative
            }
        case let other?:
            throw fail("font", "that is \(other.typeName); it must be a text style name or {size, weight, family}.")
        }
    }

    private func style(_ name: String, into spec: inout SwiftUILayout.TextSpec) throws(ViewError) {
        guard let style = DynamicType.styles[name] else { return }
        spec.font.size = style.sizes[DynamicType.defaultIndex].size
        spec.font.weight = style.weight
        spec.relativeTo = name
        spec.sizeIsStyles = true
    }
}
