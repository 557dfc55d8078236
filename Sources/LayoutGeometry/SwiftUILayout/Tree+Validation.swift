extension SwiftUILayout.Tree {
    /// Refuses a value SwiftUI would not accept: NaN, an infinite or negative size, a ratio ≤ 0, …
    static func validate(_ kind: SwiftUILayout.Kind, path: String) throws(SwiftUILayout.Failure) {
        func finite(_ value: Double?, _ what: String) throws(SwiftUILayout.Failure) {
            if let value, !value.isFinite { throw .invalid(path: path, reason: "\(what) must be a finite number") }
        }
        func size(_ value: Double?, _ what: String) throws(SwiftUILayout.Failure) {
            try finite(value, what)
            if let value, value < 0 { throw .invalid(path: path, reason: "\(what) must not be negative") }
        }
        switch kind {
        case .rectangle, .circle, .capsule, .color, .divider: break
        case .text(let t):
            try size(t.font.size, "font size")
            try finite(t.lineSpacing, "lineSpacing")
            try finite(t.tracking, "tracking")
            if let limit = t.lineLimit, limit < 1 { throw .invalid(path: path, reason: "lineLimit must be ≥ 1") }
            if !(t.minimumScaleFactor > 0 && t.minimumScaleFactor <= 1) {
                throw .invalid(path: path, reason: "minimumScaleFactor must be > 0 and ≤ 1")
            }
        case .roundedRectangle(let r): try size(r, "cornerRadius")
        case .spacer(let m): try finite(m, "minLength")
        case .fixed(let w, let h), .image(let w, let h, _): try size(w, "width"); try size(h, "height")
        case .hStack(let s, _, _), .vStack(let s, _, _): try finite(s, "spacing")
        case .zStack, .viewThatFits, .scrollView, .gridRow, .geometryReader: break
        case .customLayout(let layout, let c): try layout.validate(children: c.count, path: path)
        case .grid(let spec, _): try spec.validate(path: path)
        case .gridCell(let trait, _): try trait.validate(path: path)
        case .lazyGrid(let g, _): try g.validate(path: path)
        case .frame(let w, let h, _, _): try size(w, "width"); try size(h, "height")
        case .flexibleFrame(let f, _, _):
            // One call per value, in this order (no array of pairs built per view).
            try finite(f.minWidth, "minWidth")
            try finite(f.idealWidth, "idealWidth")
            try finite(f.minHeight, "minHeight")
            try finite(f.idealHeight, "idealHeight")
            if f.maxWidth?.isNaN == true {
                throw .invalid(path: path, reason: "maxWidth must be a number or infinity")
            }
            if f.maxHeight?.isNaN == true {
                throw .invalid(path: path, reason: "maxHeight must be a number or infinity")
            }
        case .padding(let e, _):
            try finite(e.top, "top")
            try finite(e.left, "leading")
            try finite(e.bottom, "bottom")
            try finite(e.right, "trailing")
        case .fixedSize: break
        case .layoutPriority(let p, _): try finite(p, "value")
        case .aspectRatio(let r, _, _):
            try finite(r, "ratio")
            if let r, r <= 0 { throw .invalid(path: path, reason: "ratio must be positive") }
        case .offset(let x, let y, _), .position(let x, let y, _): try finite(x, "x"); try finite(y, "y")
        case .overlay, .background, .ignoresSafeArea: break
        case .alignmentGuide(let g, _):
            try finite(g.constant, "value")
            try finite(g.widthFraction, "fraction")
            try finite(g.heightFraction, "fraction")
        case .safeAreaInset(_, let a, let s, _, _):
            try finite(a, "alignment")
            try finite(s, "spacing")
        case .safeAreaPadding(let e, _):
            try size(e.top, "top")
            try size(e.left, "leading")
            try size(e.bottom, "bottom")
            try size(e.right, "trailing")
        }
    }
}
