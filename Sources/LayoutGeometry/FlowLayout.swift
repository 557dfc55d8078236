/// How `UICollectionViewFlowLayout` fills one line with equal-width items (vertical scrolling, uniform item size).
public struct FlowLayoutLine: Sendable, Hashable, Codable {
    /// Items on a line.
    public var columns: Int
    /// The item width laid out.
    public var itemWidth: Double
    /// The actual gap between neighbours: the minimum spacing plus the leftover spread evenly (justified).
    public var spacing: Double
    /// The x of each column's item.
    public var columnX: [Double]
    /// Space left over after `columns` items at the minimum spacing.
    public var leftover: Double
    /// Whether one item alone is wider than the available width (it is centered and overflows both sides).
    public var itemWiderThanAvailable: Bool

    /// `spacing` is written `horizontalSpacing`, the name `/tvgrid` uses for the gap on screen.
    enum CodingKeys: String, CodingKey {
        case columns, itemWidth, spacing = "horizontalSpacing", columnX, leftover, itemWiderThanAvailable
    }
}

/// `UICollectionViewFlowLayout` line breaking for uniform items.
///
/// Mirrors the flow layout's documented behaviour (layout-rules §4): items are added to a line while the next one
/// fits with the minimum interitem spacing; leftover space widens the gaps so the first item is flush with the
/// leading inset and the last with the trailing one; a line with a single item centers it. A fit that is exact
/// but for floating-point error (within 1e-9 pt) counts as a fit, avoiding the "one cell fewer" rounding bug
/// reported against UIKit (openradar 42798866).
public enum FlowLayout {
    /// Tolerance for "the items fit exactly".
    static let fitTolerance = 1e-9

    /// How many whole items fit when `fit` of them would (a fit within 1e-9 of the next whole number counts as it),
    /// clamped to 2⁵³ so that an absurdly small item never traps converting to `Int`.
    /// - Parameter fit: The fractional count, e.g. `(available + spacing) / (item + spacing)`.
    /// - Returns: e.g. `5` for `5.4`, `6` for `5.9999999999`, `0` for NaN.
    ///
    /// UICollectionViewFlowLayout starts a new line when the next item does not fit; this is that count.
    static func wholeCount(_ fit: Double) -> Int {
        let rounded = (fit + fitTolerance * Swift.max(1, fit)).rounded(.down)
        guard rounded >= 0 else { return 0 }  // also NaN
        return rounded >= 9_007_199_254_740_992 ? 9_007_199_254_740_992 : Int(rounded)
    }

    /// Lays out one line.
    /// - Parameters:
    ///   - itemWidth: Width of every item (> 0).
    ///   - minimumSpacing: `minimumInteritemSpacing` (≥ 0).
    ///   - availableWidth: Collection view width minus the section insets (> 0).
    ///   - leadingInset: x where the line starts (the left section inset plus any safe-area inset).
    /// - Returns: Columns, justified spacing and each column's x.
    ///
    /// `FlowLayout.line(itemWidth: 300, minimumSpacing: 40, availableWidth: 1760, leadingInset: 80)`
    /// → 5 columns, spacing 65, x = 80, 445, 810, 1175, 1540
    public static func line(
        itemWidth: Double, minimumSpacing: Double, availableWidth: Double, leadingInset: Double = 0
    ) -> FlowLayoutLine {
        let fit = (availableWidth + minimumSpacing) / (itemWidth + minimumSpacing)
        let columns = Swift.max(1, wholeCount(fit))
        let used = Double(columns) * itemWidth + Double(columns - 1) * minimumSpacing
        let leftover = Swift.max(0, availableWidth - used)
        if columns == 1 {
            return FlowLayoutLine(
                columns: 1, itemWidth: itemWidth, spacing: minimumSpacing,
                columnX: [leadingInset + (availableWidth - itemWidth) / 2], leftover: leftover,
                itemWiderThanAvailable: itemWidth > availableWidth
            )
        }
        let spacing = minimumSpacing + leftover / Double(columns - 1)
        return FlowLayoutLine(
            columns: columns, itemWidth: itemWidth, spacing: spacing,
            columnX: (0..<columns).map { leadingInset + Double($0) * (itemWidth + spacing) },
            leftover: leftover, itemWiderThanAvailable: false
        )
    }

    /// The widest item for which `columns` items with `spacing` fill `availableWidth` exactly.
    ///
    /// `FlowLayout.itemWidth(columns: 8, spacing: 40, availableWidth: 1760)` → `185`
    public static func itemWidth(columns: Int, spacing: Double, availableWidth: Double) -> Double {
        (availableWidth - Double(columns - 1) * spacing) / Double(columns)
    }
}
