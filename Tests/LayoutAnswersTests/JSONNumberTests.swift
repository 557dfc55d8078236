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

    /// `clean` the long way, without its one-look shortcut (ten scales, each tried): the reference the shortcut must
    /// agree with on every value.
    private func cleanByEveryScale(_ value: Double) -> Double {
        if value == JSONNumber.nearest(value) { return value }
        let tolerance = 8 * value.ulp
        let coarsest = 1_048_576 * value.ulp
        var scale = 1.0
        for _ in 0...9 {
            guard 1 / scale >= coarsest else { break }
            let decimal = JSONNumber.nearest(value * scale) / scale
            if decimal != 0, abs(decimal - value) <= tolerance { return decimal }
            scale *= 10
        }
        return value
    }

    /// The shortcut never changes a result: random values of every size, decimals of 0 to 9 places moved 0 to 12 ulps
    /// (the edge of the 8-ulp tolerance on both sides), thirds and sevenths, and the special values.
    @Test func cleanAgreesWithTryingEveryScale() {
        var generator = SplitMix64(seed: 3838)
        var values: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity,
            .nan, 733.9999999999999, 0.30000000000000004, 13.928571428571445, 19.071428571428555, 1e-9, 1e-10,
        ]
        for _ in 0..<100_000 {
            let exponent = Int.random(in: -40...60, using: &generator)
            values.append(
                Double(
                    sign: Bool.random(using: &generator) ? .minus : .plus, exponent: exponent,
                    significand: Double.random(in: 1..<2, using: &generator)))
            let places = Int.random(in: 0...9, using: &generator)
            var decimal = Double(Int.random(in: -10_000_000...10_000_000, using: &generator))
            for _ in 0..<places { decimal /= 10 }
            var moved = decimal
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                moved = Bool.random(using: &generator) ? moved.nextUp : moved.nextDown
            }
            values.append(moved)
            let whole = Double(Int.random(in: -100_000...100_000, using: &generator))
            values.append(whole / 3)
            values.append(whole / 7 * 9)
        }
        var disagreements = 0
        for value in values {
            let ours = JSONNumber.clean(value), reference = cleanByEveryScale(value)
            if ours.bitPattern != reference.bitPattern && !(ours.isNaN && reference.isNaN) {
                disagreements += 1
                if disagreements <= 5 { Issue.record("clean(\(value)) = \(ours), every scale gives \(reference)") }
            }
        }
        #expect(disagreements == 0)
        #expect(values.count == 400_014)
    }
}
