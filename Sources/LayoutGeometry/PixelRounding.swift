/// Snapping to the display's pixel grid (multiples of `1 / scale` points).
///
/// Mirrors UIKit/Auto Layout: a resolved edge moves to the *nearest* pixel boundary, ties going up
/// (173.5 pt at @3x → 173.666…). Edges are snapped, not origin and size separately, so a rect's size can change
/// by up to one pixel depending on where it sits. Values within 1e-9 px of a tie count as the tie, so that an
/// exact tie which Double arithmetic lands a hair below (x.4999999999) still rounds up as the exact value would.
public enum PixelGrid {
    /// Rounds a coordinate to the nearest pixel boundary, ties up.
    /// - Parameters:
    ///   - value: A coordinate in points.
    ///   - scale: Pixels per point (1, 2, 3, or any positive value).
    /// - Returns: The snapped coordinate in points.
    ///
    /// `PixelGrid.round(343.2857142857143, scale: 3)` → `343.3333333333333`
    public static func round(_ value: Double, scale: Double) -> Double {
        let pixels = value * scale
        let tolerance = 1e-9 * Swift.max(1, Swift.abs(pixels))
        return (pixels + 0.5 + tolerance).rounded(.down) / scale
    }
}

extension Rect {
    /// This rectangle with each edge snapped to the nearest pixel boundary (ties up), as UIKit lays it out.
    /// - Parameter scale: Pixels per point (`UIScreen.scale`), > 0.
    /// - Returns: The pixel-aligned rectangle.
    ///
    /// `Rect(x: 0, y: 28.714285714285715, width: 734, height: 314.57142857142856).roundedToPixels(scale: 3)`
    /// → `(0, 28.666…, 734, 314.666…)`
    public func roundedToPixels(scale: Double) -> Rect {
        Rect(
            minX: PixelGrid.round(minX, scale: scale),
            minY: PixelGrid.round(minY, scale: scale),
            maxX: PixelGrid.round(maxX, scale: scale),
            maxY: PixelGrid.round(maxY, scale: scale)
        )
    }
}
