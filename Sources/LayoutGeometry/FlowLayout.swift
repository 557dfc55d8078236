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
    enum CodingKeys: String, CodingKey { case columns, itemWidth, spacing = "horizontalSpacing", columnX, leftover, itemWiderThanAvailable }
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
    public static func line(itemWidth: Double, minimumSpacing: Double, availableWidth: Double, leadingInset: Double = 0) -> FlowLayoutLine {
        let fit = (availableWidth + minimumSpacing) / (itemWidth + minimumSpacing)
        let columns = Swift.max(1, Int((fit + fitTolerance * Swift.max(1, fit)).rounded(.down)))
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
