import LayoutGeometry

extension SwiftUILayoutAnswers {
    /// SwiftUI's `LayoutDirection`: the environment's `\.layoutDirection`.
    public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
        case leftToRight, rightToLeft
    }

    /// The safe area as a right-to-left layout sees it: the left and right insets swapped, so that the mirrored
    /// answer keeps the screen's own (`left 59, right 0` stays on the left after the mirror).
    static func mirroredInsets(_ s: SwiftUILayout.SafeArea) -> SwiftUILayout.SafeArea {
        var e = s.insets
        (e.left, e.right) = (e.right, e.left)
        return SwiftUILayout.SafeArea(screen: s.screen, insets: e)
    }

    /// The right-to-left form of a left-to-right layout, as SwiftUI draws `.environment(\.layoutDirection,
    /// .rightToLeft)`: the coordinate space flipped horizontally about the root's span (the screen when hosted, the
    /// root's own frame otherwise), so an HStack's first child is on the right, leading alignments and edges are
    /// on the right, `offset(x:)` moves left; every pixel frame snapped again from its mirrored frame; a Text's
    /// lines aligned from the right (its leading edge).
    /// developer.apple.com/documentation/swiftui/layoutdirection: "the direction of a horizontal layout …
    /// rightToLeft".
    ///
    /// `HStack(spacing: 0) { Fixed 100 × 10; Fixed 50 × 10 }` proposed 300 × nil: the stack is 150 wide at x 0;
    /// left to right its children sit at x 0 and 100, right to left at x 50 and 0.
    static func mirrored(
        _ views: [SwiftUILayout.PlacedView], span: (x: Double, width: Double), scale: Double
    )
        -> [SwiftUILayout.PlacedView]
    {
        var out = views
        for i in out.indices {
            var f = out[i].frame
            f.x = 2 * span.x + span.width - (f.x + f.width)
            out[i].frame = f
            out[i].pixelFrame = SwiftUILayout.pixelFrame(f, scale: scale)
            if var text = out[i].text {
                text.alignment =
                    switch text.alignment {
                    case .leading: .trailing
                    case .trailing: .leading
                    case .center: .center
                    }
                out[i].text = text
            }
        }
        return out
    }
}
