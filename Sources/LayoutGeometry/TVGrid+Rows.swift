/// Vertical arithmetic of a grid: row pitch, rows fully inside the safe area, and how much of the next row shows.
public struct GridRows: Sendable, Hashable, Codable {
    public var itemHeight: Double
    public var verticalSpacing: Double
    /// Item height plus vertical spacing.
    public var rowPitch: Double
    /// Rows whose items lie wholly inside the safe area.
    public var fullyVisibleRows: Int
    /// Height of the next row's items showing inside the safe area.
    public var nextRowPeekInSafeArea: Double
    /// Height of the next row's items showing on screen (content may flow past the safe area, HIG).
    public var nextRowPeekOnScreen: Double

    /// Rows of `itemHeight` items starting at the top of `safeArea`.
    /// - Parameters:
    ///   - itemHeight: Unfocused item height (> 0).
    ///   - verticalSpacing: Gap between rows (the HIG's minimum is 100 pt).
    ///   - safeArea: The safe rect on screen.
    ///   - screenHeight: The full screen height.
    ///
    /// `GridRows(itemHeight: 180, verticalSpacing: 100, safeArea: Rect(x: 80, y: 60, width: 1760, height: 960),
    /// screenHeight: 1080)` → pitch 280, 3 rows fully visible, next row peeks 120 pt in the safe area and 180 pt (all)
    /// on screen
    public init(itemHeight: Double, verticalSpacing: Double, safeArea: Rect, screenHeight: Double) {
        self.itemHeight = itemHeight
        self.verticalSpacing = verticalSpacing
        rowPitch = itemHeight + verticalSpacing
        let fit = (safeArea.height + verticalSpacing) / rowPitch
        fullyVisibleRows = FlowLayout.wholeCount(fit)
        let nextTop = Double(fullyVisibleRows) * rowPitch  // relative to the safe area's top
        nextRowPeekInSafeArea = Swift.min(itemHeight, Swift.max(0, safeArea.height - nextTop))
        nextRowPeekOnScreen = Swift.min(itemHeight, Swift.max(0, screenHeight - (safeArea.minY + nextTop)))
    }
}

/// Spacing around a row title, so neither the row above nor this row's items reach it when focused.
///
/// The HIG asks for "enough spacing between the bottom of the previous unfocused row and the center of the
/// title" and "spacing between the bottom of the title and the top of the unfocused items" but gives no numbers.
/// The rule used here: each gap is the focus overhang of the neighbouring row (items grow about their center) plus
/// a title padding, so a focused item never touches the title.
public struct TitledRowSpacing: Sendable, Hashable, Codable {
    public var titleHeight: Double
    /// How far a focused item reaches past its unfocused top or bottom edge.
    public var focusOverhang: Double
    /// Clear space kept between a focused item and the title.
    public var titlePadding: Double
    /// From the previous row's unfocused bottom to the title's center.
    public var previousRowBottomToTitleCenter: Double
    /// From the title's bottom to the top of this row's unfocused items.
    public var titleBottomToRowTop: Double
    /// From the previous row's unfocused bottom to this row's unfocused top (replaces the plain vertical spacing).
    public var previousRowBottomToRowTop: Double

    /// - Parameters:
    ///   - titleHeight: The title's height (≥ 0).
    ///   - itemHeight: Unfocused item height.
    ///   - focusedScale: Focused scale (1 = no growth).
    ///   - titlePadding: Clear space between a focused item and the title.
    public init(titleHeight: Double, itemHeight: Double, focusedScale: Double, titlePadding: Double) {
        self.titleHeight = titleHeight
        self.titlePadding = titlePadding
        focusOverhang = itemHeight * (focusedScale - 1) / 2
        let gap = focusOverhang + titlePadding
        previousRowBottomToTitleCenter = gap + titleHeight / 2
        titleBottomToRowTop = gap
        previousRowBottomToRowTop = gap + titleHeight + gap
    }
}

/// A horizontally scrolling row with more items than fit, placed so the partly visible items on the two sides
/// show the same width (HIG: "keep partially hidden offscreen content the same width on each side").
public struct ScrollingRow: Sendable, Hashable, Codable {
    public var itemCount: Int
    /// Items wholly inside the safe area.
    public var fullyVisible: Int
    /// x of the first wholly visible item.
    public var firstFullItemX: Double
    /// Width of the partly visible item on the leading side.
    public var leadingPeek: Double
    /// Width of the partly visible item on the trailing side (equal to `leadingPeek`).
    public var trailingPeek: Double

    /// - Parameters:
    ///   - itemCount: Items in the row (≥ 1).
    ///   - itemWidth: Unfocused item width.
    ///   - spacing: Gap between items.
    ///   - safeArea: The safe rect; wholly visible items stay inside it.
    ///   - screenWidth: The full screen width; peeks are measured on screen.
    public init(itemCount: Int, itemWidth: Double, spacing: Double, safeArea: Rect, screenWidth: Double) {
        self.itemCount = itemCount
        let fit = (safeArea.width + spacing) / (itemWidth + spacing)
        let fitting = Swift.max(1, FlowLayout.wholeCount(fit))
        fullyVisible = Swift.min(itemCount, fitting)
        let span = Double(fullyVisible) * itemWidth + Double(fullyVisible - 1) * spacing
        if itemCount > fullyVisible {
            // Center the wholly visible items on screen: the neighbours then show equally on both sides.
            firstFullItemX = (screenWidth - span) / 2
            let peek = Swift.min(itemWidth, Swift.max(0, firstFullItemX - spacing))
            leadingPeek = peek
            trailingPeek = peek
        } else {
            firstFullItemX = safeArea.minX
            leadingPeek = 0
            trailingPeek = 0
        }
    }
}
