import LayoutGeometry

extension Members {
    /// An `alignmentGuide`'s `alignment` (which guide: `leading`, `horizontalCenter`, `trailing`, `top`,
    /// `verticalCenter`, `bottom`; required) and `value`: a number (the guide at that many points from the view's
    /// leading or top edge), `{"fraction": f, "of": "width"|"height"}` (`f` × the view's own width or height) or
    /// `{"guide": g, "plus": n}` (another of the view's guides, as the modifiers inside this one set it, plus `n`,
    /// default 0: SwiftUI's `{ d in d[g] + n }`).
    /// - Returns: The guide, its content read apart.
    /// - Throws: ``SwiftUILayoutAnswers/ViewError``: a missing or unknown alignment, a value that is neither form, a
    ///   non-finite number.
    ///
    /// `{"type":"alignmentGuide","alignment":"leading","value":{"fraction":0.5,"of":"width"},"content":…}` →
    /// `AlignmentGuide(key: .leading, widthFraction: 0.5)`: SwiftUI's `.alignmentGuide(.leading) { d in d.width / 2 }`;
    /// `"value": 20` is `.alignmentGuide(.leading) { _ in 20 }`; `{"guide": "leading", "plus": -10}` is Apple's
    /// `.alignmentGuide(.leading) { d in d[.leading] - 10 }`
    /// (developer.apple.com/documentation/swiftui/viewdimensions).
    func alignmentGuide() throws(ViewError) -> SwiftUILayout.AlignmentGuide {
        guard let key = try choice("alignment", SwiftUILayout.GuideKey.self) else {
            let names = SwiftUILayout.GuideKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw ViewError.badView(path: path, detail: "(\(type)) needs alignment: one of \(names).")
        }
        let form = "a number, {\"fraction\": f, \"of\": \"width\" or \"height\"} or {\"guide\": g, \"plus\": n}"
        switch object["value"] {
        case .number(let value)?:
            return SwiftUILayout.AlignmentGuide(key: key, constant: value)
        case .object(let fields)? where fields["guide"] != nil:
            let inner = Members(object: fields, path: path, type: "\(type) value")
            for name in fields.keys.sorted() where name != "guide" && name != "plus" {
                throw inner.fail("an unknown member", "\"\(name.prefix(40))\"; value takes guide and plus.")
            }
            guard let read = try inner.choice("guide", SwiftUILayout.GuideKey.self) else {
                throw fail("value", "with a null guide; it must be \(form).")
            }
            return SwiftUILayout.AlignmentGuide(key: key, constant: try inner.number("plus") ?? 0, reads: read)
        case .object(let fields)?:
            let inner = Members(object: fields, path: path, type: "\(type) value")
            for name in fields.keys.sorted() where name != "fraction" && name != "of" {
                throw inner.fail("an unknown member", "\"\(name.prefix(40))\"; value takes fraction and of.")
            }
            guard let fraction = try inner.number("fraction") else {
                throw fail("value", "without fraction; it must be \(form).")
            }
            guard let of = try inner.choice("of", Dimension.self) else {
                throw fail("value", "without of; it must be \(form).")
            }
            return of == .width
                ? SwiftUILayout.AlignmentGuide(key: key, widthFraction: fraction)
                : SwiftUILayout.AlignmentGuide(key: key, heightFraction: fraction)
        case nil: throw ViewError.badView(path: path, detail: "(\(type)) needs value: \(form).")
        case let other?: throw fail("value", "that is \(other.typeName); it must be \(form).")
        }
    }

    /// Which of the view's dimensions a guide's fraction is of.
    enum Dimension: String, CaseIterable { case width, height }
}
