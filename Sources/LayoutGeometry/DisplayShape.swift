/// The visible shape of a display in one orientation: a rectangle with rounded corners and cut-outs.
///
/// Apple's corners are continuous ("squircle") curves and its cut-out outlines are not published; here a corner
/// is a circular arc of the display corner radius and a cut-out (notch, Dynamic Island) is its bounding rectangle.
public struct DisplayShape: Sendable, Hashable {
    /// The window size in this orientation.
    public var size: Size
    /// Radius of all four corners (0 for square corners).
    public var cornerRadius: Double
    /// Regions that are not visible, in this orientation's coordinates.
    public var cutouts: [Rect]

    public init(size: Size, cornerRadius: Double, cutouts: [Rect] = []) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.cutouts = cutouts
    }

    /// The shape of a device screen in an orientation.
    /// - Parameters:
    ///   - portrait: The portrait screen size in points.
    ///   - cornerRadius: The display corner radius.
    ///   - sensorHousing: The notch or Dynamic Island in portrait points, if any.
    ///   - orientation: The interface orientation.
    public init(portrait: Size, cornerRadius: Double, sensorHousing: Rect?, orientation: InterfaceOrientation) {
        self.init(
            size: orientation.size(forPortrait: portrait),
            cornerRadius: cornerRadius,
            cutouts: sensorHousing.map { [orientation.rect($0, portrait: portrait)] } ?? []
        )
    }

    /// Whether a rect lies inside the visible shape (edges may touch), within `slack` points.
    public func contains(_ rect: Rect, slack: Double = 1e-9) -> Bool {
        guard Rect(size: size).contains(rect, slack: slack) else { return false }
        for cut in cutouts
        where rect.minX < cut.maxX - slack && rect.maxX > cut.minX + slack
            && rect.minY < cut.maxY - slack && rect.maxY > cut.minY + slack
        {
            return false
        }
        let r = cornerRadius
        guard r > 0 else { return true }
        // Each rect corner must be outside the cut-away corner region of the screen corner nearest to it.
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        for (x, y) in corners {
            let dx = Swift.min(x, size.width - x)
            let dy = Swift.min(y, size.height - y)
            let u = r - dx
            let v = r - dy
            if u > 0 && v > 0 && u * u + v * v > r * r * (1 + 1e-9) + slack { return false }
        }
        return true
    }
}

/// `UIWindow.safeAreaAspectFitLayoutGuide` (iOS 16+): the largest rect of a ratio, centered on the window, inside
/// the visible display, rounded as UIKit rounds it.
public struct AspectFitGuide: Sendable, Hashable, Codable {
    /// The ratio used, after UIKit's clamp to [0.01, 100].
    public var aspectRatio: Double
    /// The largest centered rect before rounding.
    public var exactRect: Rect
    /// The guide's layout frame: `exactRect` inset by the fraction that brings its origin up to whole points,
    /// then made integral (`CGRectIntegral`), as UIKit does.
    public var rect: Rect
    /// What stopped the rect growing: `width`, `height`, `sensorHousing` or `corners`.
    public var limitedBy: String

    enum CodingKeys: String, CodingKey { case aspectRatio, exactRect, rect, limitedBy }

    /// Computes the guide.
    ///
    /// Mirrors UIKit (decompiled, device-geometry §7): ratio clamped to [0.01, 100]; the largest rect of that ratio
    /// centered on the window that fits the display's bounding path; then
    /// `CGRectIntegral(CGRectInset(rect, ceil(x) − x, ceil(y) − y))`. Solved in closed form (no search), so a rect
    /// that lands on whole points is not nudged off them: half-width `a` is the smallest of the window bounds, each
    /// cut-out's `max(dx, ratio·dy)`, and the corner arc's solution of `(a + r − W/2)² + (a/ratio + r − H/2)² = r²`.
    /// - Parameters:
    ///   - shape: The display in the orientation asked.
    ///   - ratio: Width over height (default 1 in UIKit).
    /// - Returns: The guide.
    ///
    /// iPhone 14 Pro, landscape, 21:9 → exact `(48, 34.5, 756, 324)`, rect `(48, 35, 756, 323)`, limited by the
    /// Dynamic Island.
    public init(shape: DisplayShape, ratio: AspectRatio) {
        let value = Swift.min(Swift.max(ratio.value, 0.01), 100)
        let (termW, termH) = value == ratio.value ? (ratio.width, ratio.height) : (value, 1.0)
        let cx = shape.size.width / 2
        let cy = shape.size.height / 2
        // Half-width a; half-height is a · termH / termW.
        var a = cx
        var limit = "width"
        let byHeight = cy * termW / termH
        if byHeight < a {
            a = byHeight
            limit = "height"
        }
        for cut in shape.cutouts {
            let dx = Swift.max(0, Swift.max(cut.minX - cx, cx - cut.maxX))
            let dy = Swift.max(0, Swift.max(cut.minY - cy, cy - cut.maxY))
            let bound = Swift.max(dx, dy * termW / termH)
            if bound < a {
                a = bound
                limit = "sensorHousing"
            }
        }
        let r = shape.cornerRadius
        if r > 0 {
            let u = r - (cx - a)
            let v = r - (cy - a * termH / termW)
            if u > 0 && v > 0 && u * u + v * v > r * r {
                // Larger root of (a + c1)² + (a·k + c2)² = r², k = termH / termW.
                let k = termH / termW
                let c1 = r - cx
                let c2 = r - cy
                let qa = 1 + k * k
                let qb = 2 * (c1 + c2 * k)
                let qc = c1 * c1 + c2 * c2 - r * r
                let root = (-qb + (qb * qb - 4 * qa * qc).squareRoot()) / (2 * qa)
                if root < a {
                    a = Swift.max(0, root)
                    limit = "corners"
                }
            }
        }
        let b = a * termH / termW
        let exact = Rect(x: cx - a, y: cy - b, width: 2 * a, height: 2 * b)
        aspectRatio = value
        exactRect = exact
        rect = Self.uikitRounded(exact)
        limitedBy = limit
    }

    /// `CGRectIntegral(CGRectInset(rect, ceil(x) − x, ceil(y) − y))`, treating values within 1e-9 of a whole point
    /// as whole (so floating-point noise never costs a point).
    public static func uikitRounded(_ rect: Rect) -> Rect {
        func up(_ v: Double) -> Double { (v - 1e-9).rounded(.up) }
        func down(_ v: Double) -> Double { (v + 1e-9).rounded(.down) }
        let dx = Swift.max(0, up(rect.minX) - rect.minX)
        let dy = Swift.max(0, up(rect.minY) - rect.minY)
        let inset = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
        guard inset.width >= 0, inset.height >= 0 else {
            return Rect(x: inset.midX, y: inset.midY, width: 0, height: 0)
        }
        return Rect(minX: down(inset.minX), minY: down(inset.minY), maxX: up(inset.maxX), maxY: up(inset.maxY))
    }
}
