extension SwiftUILayout {
    /// The custom `Layout`s people write most, which SwiftUI does not ship as views, laid out as their published
    /// code lays out (each rule below is that code's, step by step, in the same Double arithmetic).
    ///
    /// Apple's sample "Composing custom layouts with SwiftUI" (WWDC22 session 10056,
    /// developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui, files
    /// `MyEqualWidthHStack.swift`, `MyEqualWidthVStack.swift`, `MyRadialLayout.swift`) and the `FlowLayout` of
    /// Apple's Food Truck sample (github.com/apple/sample-food-truck, `App/General/FlowLayout.swift`, commit
    /// 3954a769e99f3cc53297d94f2b960ceb2665b3d6). As every `Layout` that does not say otherwise, each merges its
    /// children's spacing on every edge, has priority 0, and gives its children no stack orientation (a Spacer in
    /// one grows on both axes); a guide inside one is refused (their code places by unit points, and what a
    /// `Layout`'s default `explicitAlignment` passes up is not modelled).
    public enum CustomLayout: Sendable, Hashable {
        /// `MyEqualWidthHStack`: every child's ideal size (proposed `.unspecified`) is measured; the widest width
        /// and the tallest height make `maxSize`; the gaps are `spacing` or, absent (Apple's sample has none), each
        /// child's preferred spacing to the next (`spacing.distance(to:along: .horizontal)`). Its size is
        /// `maxSize.width × n + the gaps` by `maxSize.height` (0 × 0 without children), whatever the proposal; each
        /// child is proposed `maxSize` and its centre put at `x = minX + maxSize.width / 2 + k × (maxSize.width +
        /// gap)`, `y = midY`. Three buttons of ideal widths 60, 100 and 80, 44 tall: 316 × 44, each proposed 100 × 44.
        case equalWidthHStack(spacing: Double?)
        /// `MyEqualWidthVStack`: as the HStack on the other axis — `maxSize.width` by `maxSize.height × n + the gaps`
        /// (the vertical preferred spacing); each child proposed `maxSize.width` by the layout's own height
        /// (`bounds.height`, as the sample writes it), its centre at `x = midX`, `y = minY + maxSize.height / 2 + k ×
        /// (maxSize.height + gap)`.
        case equalWidthVStack(spacing: Double?)
        /// `MyRadialLayout`: as large as proposed (`replacingUnspecifiedDimensions()`: 10 where none); each child
        /// proposed `.unspecified` (its ideal size) and its centre put on the circle of radius `min(width, height)
        /// / 3` about the layout's centre, child `k` at the angle `k × 360° / n + offset` clockwise from the top
        /// (`CGPoint(x: 0, y: -radius)` rotated). `ranks` are the sample's `Rank` layout values (absent: all 1);
        /// only three children with ranks not all equal turn the circle, by the sample's `getOffset`. Three
        /// children proposed 300 × 300: radius 100, centres at (150, 50), (236.6, 200), (63.4, 200).
        case radial(ranks: [Int]?)
        /// Food Truck's `FlowLayout`: children at their ideal sizes, left to right from the leading edge, each
        /// after the previous one's preferred spacing (or `spacing`); a child starts a new row when its width and
        /// gap exceed what is left of the proposed width (`replacingUnspecifiedDimensions()`: 10 when none; an
        /// infinite one never wraps), the first of a row never does. A row is as tall as its tallest child, rows
        /// are `rowSpacing` apart (absent: `spacing`, else the system spacing, 8); the layout is as wide as its
        /// widest row and as tall as its rows. Placing, each row is aligned in the layout's width by `alignment`'s
        /// horizontal fraction and each child in its row's height by the vertical one. `rowSpacing` is this
        /// service's: Food Truck's one `spacing` serves both axes.
        case flow(alignment: Alignment, spacing: Double?, rowSpacing: Double?)

        /// The view's name in the answer: `"EqualWidthHStack"`, `"EqualWidthVStack"`, `"RadialLayout"`,
        /// `"FlowLayout"`.
        public var typeName: String {
            switch self {
            case .equalWidthHStack: "EqualWidthHStack"
            case .equalWidthVStack: "EqualWidthVStack"
            case .radial: "RadialLayout"
            case .flow: "FlowLayout"
            }
        }

        /// Refuses a spacing that is negative or not finite, and ranks that are not one a child.
        /// - Throws: ``SwiftUILayout/Failure/invalid(path:reason:)``.
        func validate(children: Int, path: String) throws(SwiftUILayout.Failure) {
            func gap(_ value: Double?, _ name: String) throws(SwiftUILayout.Failure) {
                guard let value else { return }
                guard value.isFinite, value >= 0 else {
                    throw .invalid(path: path, reason: "\(name) must be a finite number ≥ 0")
                }
            }
            switch self {
            case .equalWidthHStack(let s), .equalWidthVStack(let s): try gap(s, "spacing")
            case .flow(_, let s, let row):
                try gap(s, "spacing")
                try gap(row, "rowSpacing")
            case .radial(let ranks):
                if let ranks, ranks.count != children {
                    throw .invalid(
                        path: path, reason: "ranks must hold one rank a child (\(ranks.count) for \(children) children)"
                    )
                }
            }
        }

        /// `MyRadialLayout.getOffset`: the turn, in radians, that puts three ranked children in rank order from the
        /// top; 0 for any other count or when all ranks are equal.
        ///
        /// `radialOffset([2, 1, 3])` → `-(1 - 0.25) × 2π / 3` (the second child, ranked first, moved to the top).
        static func radialOffset(_ ranks: [Int]) -> Double {
            guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks[0] }) else { return 0 }
            func residual(_ rank1: Int, _ rank2: Int) -> Double {
                if rank1 == 1 { return -0.5 }
                if rank2 == 1 { return 0.5 }
                if rank1 < rank2 { return -0.25 }
                if rank1 > rank2 { return 0.25 }
                return 0
            }
            let fraction: Double
            if ranks[0] == 1 {
                fraction = residual(ranks[1], ranks[2])
            } else if ranks[1] == 1 {
                fraction = -1 + residual(ranks[2], ranks[0])
            } else {
                fraction = 1 + residual(ranks[0], ranks[1])
            }
            return fraction * 2.0 * Double.pi / 3.0
        }

        /// The sine and cosine of `angle` (radians, |angle| < 2²⁰), within an ulp or two of the correctly rounded
        /// values (near a zero, within 1e-25 of it): reduced by multiples of π/2 (π/2 in two parts, Cody–Waite) to
        /// |r| ≤ π/4, then Taylor series to r¹⁹ and r¹⁸ (the next terms are below 10⁻²⁰). LayoutGeometry imports no
        /// C library.
        ///
        /// `sinCos(.pi / 6)` → (0.49999999999999994, 0.8660254037844387).
        static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
            let quarter = (angle * (2 / Double.pi)).rounded()
            // π/2 = 1.5707963267341256 (its first 33 bits, exact times any quarter here) + 6.077100506506192e-11.
            let r = (angle - quarter * 1.57079632673412561417) - quarter * 6.07710050650619224932e-11
            let r2 = r * r
            // sin r = r + r × (−r²/3! + r⁴/5! − …), cos r = 1 + (−r²/2! + r⁴/4! − …), by Horner's rule.
            var s = 0.0, c = 0.0
            for n in stride(from: 19, through: 3, by: -2) { s = (s + Self.inverseFactorials[n]) * r2 }
            for n in stride(from: 18, through: 2, by: -2) { c = (c + Self.inverseFactorials[n]) * r2 }
            s = r + r * s
            c = 1 + c
            switch (Int(quarter) % 4 + 4) % 4 {
            case 0: return (s, c)
            case 1: return (c, -s)
            case 2: return (-s, -c)
            default: return (-c, s)
            }
        }

        /// ±1/n!, alternating in sign from 1/2! (−) and 1/3! (−) as the series of cos and sin take them.
        private static let inverseFactorials: [Double] = {
            var table = [Double](repeating: 0, count: 20)
            var factorial = 1.0
            for n in 1..<20 {
                factorial *= Double(n)
                table[n] = ((n / 2) % 2 == 1 ? -1 : 1) / factorial
            }
            return table
        }()
    }
}
