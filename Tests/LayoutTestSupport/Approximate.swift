public import LayoutGeometry
public import Testing

/// Tolerances live here, in the tests, never in `==`: geometry types compare exactly.
public enum Approximate {
    /// Relative tolerance for values the oracle computed exactly and Swift computed in Double.
    public static let relative = 1e-9

    /// |a − b| ≤ 1e-9 × max(1, |b|); infinities must match exactly, NaN only NaN.
    public static func equal(_ a: Double, _ b: Double, tolerance: Double = relative) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= tolerance * max(1, abs(b))
    }

    public static func equal(_ a: Rect, _ b: Rect) -> Bool {
        equal(a.x, b.x) && equal(a.y, b.y) && equal(a.width, b.width) && equal(a.height, b.height)
    }

    public static func equal(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        equal(a.top, b.top) && equal(a.left, b.left) && equal(a.bottom, b.bottom) && equal(a.right, b.right)
    }

    public static func equal(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): equal(a, b)
        default: false
        }
    }
}

/// Records an issue when two values differ by more than the tolerance.
public func expectClose(
    _ actual: Rect?, _ expected: Rect?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    switch (actual, expected) {
    case (nil, nil): return
    case (let a?, let e?) where Approximate.equal(a, e): return
    default:
        Issue.record(
            "\(what): got \(String(describing: actual)), expected \(String(describing: expected))",
            sourceLocation: sourceLocation)
    }
}

public func expectClose(
    _ actual: Double?, _ expected: Double?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    if !Approximate.equal(actual, expected) {
        Issue.record(
            "\(what): got \(String(describing: actual)), expected \(String(describing: expected))",
            sourceLocation: sourceLocation)
    }
}

public func expectClose(
    _ actual: EdgeInsets, _ expected: EdgeInsets?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let expected, Approximate.equal(actual, expected) else {
        Issue.record("\(what): got \(actual), expected \(String(describing: expected))", sourceLocation: sourceLocation)
        return
    }
}

/// A GeometryReader's proxy against the oracle's `"geometry": {"size": [w, h], "safeAreaInsets": [top, leading,
/// bottom, trailing]}`; every other view has none.
public func expectGeometry(_ got: SwiftUILayout.GeometryProxy?, _ want: J, at path: String) {
    guard !want.isNull else {
        #expect(got == nil, "geometry at \(path)")
        return
    }
    guard let got else {
        Issue.record("no geometry at \(path)")
        return
    }
    let size = want["size"].doubles, insets = want["safeAreaInsets"].doubles
    expectClose(got.size.width, size.first, "geometry.size.width at \(path)")
    expectClose(got.size.height, size.last, "geometry.size.height at \(path)")
    let e = got.safeAreaInsets
    for (k, value) in [e.top, e.left, e.bottom, e.right].enumerated() {
        expectClose(value, insets.count == 4 ? insets[k] : nil, "geometry.safeAreaInsets[\(k)] at \(path)")
    }
}
