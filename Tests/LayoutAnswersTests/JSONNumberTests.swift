import LayoutTestSupport
import Testing

@testable import LayoutAnswers

/// `JSONNumber.nearest`, the rounding behind every number an answer writes, is the standard library's `rounded()`
/// (to nearest, halves away from zero) for every double, the sign of a zero result aside.
struct JSONNumberTests {
    /// The same value as `rounded()`, or both zero.
    private func agrees(_ value: Double) -> Bool {
        let ours = JSONNumber.nearest(value)
        let library = value.rounded()
        return ours == library || (ours.isNaN && library.isNaN)
    }

    @Test func nearestIsRoundedAtTheEdges() {
        let edges: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.5.nextUp,
            0.5.nextDown, 4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 4_503_599_627_370_496,
            9_007_199_254_740_994, 1e19, -1e19, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -.leastNormalMagnitude, .infinity, -.infinity, .nan, 733.9999999999999,
            13.928571428571445 * 1e8,
        ]
        for value in edges { #expect(agrees(value), "\(value)") }
    }

    @Test func nearestIsRoundedForRandomValues() {
        var generator = SplitMix64(seed: 38)
        for _ in 0..<100_000 {
            // Every binade from 2^-8 to 2^60, both signs, and halves exactly.
            let exponent = Int.random(in: -8...60, using: &generator)
            let value = Double(
                sign: Bool.random(using: &generator) ? .minus : .plus, exponent: exponent,
                significand: Double.random(in: 1..<2, using: &generator))
            #expect(agrees(value), "\(value)")
            let half = (value * 2).rounded(.towardZero) / 2
            #expect(agrees(half), "\(half)")
        }
    }
}
