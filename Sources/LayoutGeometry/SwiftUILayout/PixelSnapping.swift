extension SwiftUILayout {
    /// Snaps a coordinate to a multiple of `m` as SwiftUI does, in `Double`: `v + m / 2`, then
    /// `(· / m).rounded(.down) * m` (just `.rounded(.down)` when `m == 1`).
    ///
    /// Mirrors OpenSwiftUI `FloatingPoint.roundToNearestOrUp(toMultipleOf:)` and `round(_:toMultipleOf:)`
    /// (`Sources/OpenSwiftUICore/Util/Extension/Round+Extension.swift` lines 17–25 and 45–48, commit
    /// 069dd80bce30bb9117b783e963c0ed7f741c7587). An exact half-pixel tie is decided by that arithmetic, not by a
    /// rule: at `m = 1/3`, −61.5 → −185/3 but −100.5 → −301/3 (UIKit's ``PixelGrid/round(_:scale:)`` differs).
    /// - Parameters:
    ///   - value: A coordinate in points.
    ///   - m: The pixel length, `1 / scale`.
    /// - Returns: The snapped coordinate.
    ///
    /// `roundToNearestOrUp(-61.5, toMultipleOf: 1.0 / 3)` → `-61.666666666666664`
    @inline(__always)
    static func roundToNearestOrUp(_ value: Double, toMultipleOf m: Double) -> Double {
        let v = value + m / 2
        return m == 1 ? v.rounded(.down) : (v / m).rounded(.down) * m
    }

    /// A frame snapped to the pixel grid as SwiftUI snaps a view's frame in the root's space
    /// (`CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`, OpenSwiftUI `Round+Extension.swift` lines 134–141,
    /// applied by `AnimatableFrameAttribute`, `Animation/Animatable/AnimatableAttribute.swift` line 96): both corners
    /// (the far one is `origin + size` in `Double`) by ``roundToNearestOrUp(_:toMultipleOf:)``, the size their
    /// difference.
    /// - Parameters:
    ///   - rect: A frame with a non-negative size.
    ///   - scale: Pixels per point (> 0); `m = 1 / scale`.
    /// - Returns: The pixel frame.
    ///
    /// `pixelFrame(Rect(x: -61.5, y: 0, width: 10, height: 10), scale: 3)` → `(-185/3, 0, 10, 10)` (−51.5 → −155/3).
    public static func pixelFrame(_ rect: Rect, scale: Double) -> Rect {
        let m = 1 / scale
        let maxX = rect.x + rect.width, maxY = rect.y + rect.height
        return Rect(
            minX: roundToNearestOrUp(rect.x, toMultipleOf: m), minY: roundToNearestOrUp(rect.y, toMultipleOf: m),
            maxX: roundToNearestOrUp(maxX, toMultipleOf: m), maxY: roundToNearestOrUp(maxY, toMultipleOf: m))
    }
}
