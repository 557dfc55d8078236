/// How numbers are written: without the noise of double arithmetic.
public enum JSONNumber {
    /// A finite number's text as answers write it (JSON, SVG and CSS alike): whole values without a fraction,
    /// others as ``clean(_:)`` gives them.
    /// - Parameter value: A finite double.
    /// - Returns: e.g. `734` for `733.9999999999999`, `13.5` for `13.5`.
    public static func text(_ value: Double) -> String {
        let value = clean(value)
        if let whole = whole(value) { return String(whole) }
        return String(value)
    }

    /// A cleaned value that is whole and exact in a double (|value| < 2^53), as the integer it is; else `nil`.
    public static func whole(_ clean: Double) -> Int64? {
        clean == nearest(clean) && clean.magnitude < 9_007_199_254_740_992 ? Int64(clean) : nil
    }

    /// `value.rounded()` (to nearest, halves away from zero) but for the sign of a zero result, without libm's
    /// `round` call (a number is rounded up to a dozen times on its way into an answer): below 2^52 the whole part
    /// is an `Int64` conversion and the fraction `value - whole` is exact, so comparing it with ±0.5 decides; from
    /// 2^52 on every double is whole (and NaN and the infinities come back as they are).
    /// - Example: `2.5` → 3; `-0.5` → −1; `0.49999999999999994` → 0; `-0.3` → +0 where `rounded()` gives −0 (the
    ///   callers only compare results, and −0 == 0).
    static func nearest(_ value: Double) -> Double {
        guard value.magnitude < 4_503_599_627_370_496 else { return value }
        let whole = Double(Int64(value))
        let fraction = value - whole
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }

    /// The value, or the short decimal that lies within 8 ulps of it.
    ///
    /// A result that is exactly a short decimal in exact arithmetic (734, 13.5) often comes out of double arithmetic
    /// an ulp or two away (733.9999999999999, 198.00000000000003); this writes it as that decimal. "Short" means at
    /// most 9 places and a step at least a million ulps wide, so a value lands on a decimal by chance about once in
    /// 10⁵. Any other value keeps its shortest round-trip text; 8 ulps is far below a pixel at any scale.
    /// - Parameter value: A finite double.
    /// - Returns: e.g. `734` for `733.9999999999999`, `0.3` for `0.30000000000000004`, `13.928571428571445` unchanged.
    public static func clean(_ value: Double) -> Double {
        if value == nearest(value) { return value }
        // One look at the finest scale rules out all ten (most values, e.g. thirds and sevenths, land on no decimal;
        // the loop below spends two divisions a scale finding that). If a scale 10^k (k ≤ 9) succeeds with the whole
        // number M, then |M / 10^k − value| ≤ 9 ulps (8 allowed, half an ulp of the quotient's rounding, doubled if it
        // crosses a binade), so value × 10⁹ lies within 9 × 10⁹ ulps of the whole number M × 10^(9−k); the product's
        // own rounding adds at most 2^29 ulps. Farther than 1.6 × 10¹⁰ ulps from every whole number: no scale can.
        let product = value * 1e9
        if (product - nearest(product)).magnitude > 1.6e10 * value.ulp { return value }
        let tolerance = 8 * value.ulp
        let coarsest = 1_048_576 * value.ulp
        var scale = 1.0
        for _ in 0...9 {
            guard 1 / scale >= coarsest else { break }
            let decimal = nearest(value * scale) / scale
            // Never onto 0: near zero an ulp is tiny, and a positive value written as 0 would change the answer.
            if decimal != 0, abs(decimal - value) <= tolerance { return decimal }
            scale *= 10
        }
        return value
    }
}
