/// Conversions between a view's frame and its Auto Layout alignment rectangle (`UIView.alignmentRectInsets`).
///
/// The alignment rect is the frame inset by the insets (`alignmentRect(forFrame:)`); the frame is the alignment
/// rect outset by them (`frame(forAlignmentRect:)`). The two are exact inverses, as Apple requires. Insets may be
/// negative (the alignment rect is then larger than the frame). `alignmentRectInsets` is a physical
/// `UIEdgeInsets`: left/right do not flip in right-to-left layouts (resolve ``DirectionalEdgeInsets`` first).
public enum AlignmentRect {
    /// The alignment rectangle of a frame.
    /// - Parameters:
    ///   - frame: The view's frame.
    ///   - insets: The view's `alignmentRectInsets`.
    /// - Returns: `frame.inset(by: insets)`.
    ///
    /// `AlignmentRect.alignmentRect(forFrame: Rect(x: 0, y: 0, width: 130, height: 130),
    /// insets: EdgeInsets(top: 0, left: 0, bottom: 30, right: 30))` → `(0, 0, 100, 100)`
    public static func alignmentRect(forFrame frame: Rect, insets: EdgeInsets) -> Rect {
        frame.inset(by: insets)
    }

    /// The frame that has the given alignment rectangle.
    /// - Parameters:
    ///   - alignmentRect: Where Auto Layout places the view's content.
    ///   - insets: The view's `alignmentRectInsets`.
    /// - Returns: `alignmentRect.outset(by: insets)`.
    ///
    /// `AlignmentRect.frame(forAlignmentRect: Rect(x: 0, y: 0, width: 100, height: 100),
    /// insets: EdgeInsets(top: 0, left: 0, bottom: 30, right: 30))` → `(0, 0, 130, 130)`
    public static func frame(forAlignmentRect alignmentRect: Rect, insets: EdgeInsets) -> Rect {
        alignmentRect.outset(by: insets)
    }

    /// Insets given in image pixels, expressed in points (an asset's 90 px at @3x are 30 pt).
    /// - Parameters:
    ///   - pixels: Insets in pixels.
    ///   - scale: The asset's scale (1, 2, 3, …), > 0.
    /// - Returns: The insets in points.
    public static func points(fromPixels pixels: EdgeInsets, scale: Double) -> EdgeInsets {
        pixels.scaled(by: 1 / scale)
    }

    /// The insets that grow a control's frame to a minimum tappable size while its alignment rect stays put.
    ///
    /// The shortfall on each axis is split evenly between the two edges, so the tappable frame stays centered
    /// on the visible control. With a `scale`, each edge's inset is rounded *up* to whole pixels, so the frame is
    /// never smaller than the minimum and stays on the pixel grid when the alignment rect is. Mirrors the
    /// `alignmentRectInsets` technique for 44 × 44 pt hit areas (seed 003).
    /// - Parameters:
    ///   - size: The visible control's size (its alignment rect).
    ///   - minimum: The minimum tappable size (Apple recommends 44 × 44 pt).
    ///   - scale: Pixels per point for rounding, or `nil` for exact halves.
    /// - Returns: Non-negative insets; zero on an axis that is already large enough.
    ///
    /// `AlignmentRect.tapTargetInsets(for: Size(width: 24, height: 30), minimum: Size(width: 44, height: 44), scale:
    /// nil)` → `(top: 7, left: 10, bottom: 7, right: 10)`
    public static func tapTargetInsets(
        for size: Size, minimum: Size = Size(width: 44, height: 44), scale: Double?
    ) -> EdgeInsets {
        func half(_ shortfall: Double) -> Double {
            guard shortfall > 0 else { return 0 }
            let h = shortfall / 2
            guard let scale else { return h }
            return (h * scale - 1e-9).rounded(.up) / scale
        }
        let h = half(minimum.width - size.width)
        let v = half(minimum.height - size.height)
        return EdgeInsets(top: v, left: h, bottom: v, right: h)
    }
}
