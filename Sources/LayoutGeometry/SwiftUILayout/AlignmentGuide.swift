extension SwiftUILayout {
    /// One of SwiftUI's six built-in alignment guides: `HorizontalAlignment.leading/.center/.trailing` and
    /// `VerticalAlignment.top/.center/.bottom` (no text baselines, no custom `AlignmentID`).
    public enum GuideKey: String, Sendable, Hashable, CaseIterable {
        case leading, horizontalCenter, trailing, top, verticalCenter, bottom

        /// Whether the guide is a horizontal position (a `HorizontalAlignment`).
        public var isHorizontal: Bool { self == .leading || self == .horizontalCenter || self == .trailing }

        /// The default value as a fraction of the view's width or height (OpenSwiftUI `AlignmentGuide.swift`:
        /// leading/top 0, center ½, trailing/bottom 1).
        public var fraction: Double {
            switch self {
            case .leading, .top: 0
            case .horizontalCenter, .verticalCenter: 0.5
            case .trailing, .bottom: 1
            }
        }

        /// The key a container aligns by: `key(horizontal: true, fraction: 0.5)` → `.horizontalCenter`.
        static func key(horizontal: Bool, fraction: Double) -> GuideKey {
            let k = fraction == 0 ? 0 : fraction == 1 ? 2 : 1
            return allCases[k + (horizontal ? 0 : 3)]
        }

        /// This key as one bit of a set of keys.
        var bit: UInt8 { 1 << UInt8(Self.allCases.firstIndex(of: self)!) }
    }

    /// `.alignmentGuide(key) { d in constant + widthFraction × d.width + heightFraction × d.height }`: an explicit
    /// value for one guide, a constant or a fraction of the view's own size; with `reads`, `{ d in d[reads] +
    /// constant }`: another guide of the view it modifies (that view's explicit value, an `alignmentGuide` applied
    /// before this one, else the default), plus the constant.
    ///
    /// Mirrors OpenSwiftUI `AlignmentWritingModifier.swift` (commit 069dd80b, lines 188–194): the modifier answers
    /// its own key with `computeValue(ViewDimensions(size))` and passes every other key to its content; its size,
    /// layout priority and spacing are its content's. `AlignmentGuide(key: .leading, widthFraction: 0.5)` on a
    /// view 100 wide → its leading guide is at 50 (SwiftUI's `.alignmentGuide(.leading) { d in d.width / 2 }`).
    /// `ViewDimensions[key]` in the closure asks the modified view's own guides (OpenSwiftUI
    /// `AlignmentModifiedLayoutComputer`, lines 188–193: `ViewDimensions(guideComputer: childLayoutComputer, size:)`),
    /// so a guide reads those set by the modifiers inside it, never one set outside: `AlignmentGuide(key: .leading,
    /// constant: -10, reads: .leading)` is Apple's `.alignmentGuide(.leading) { d in d[.leading] - 10 }`, at −10 on a
    /// view with no other leading guide.
    public struct AlignmentGuide: Sendable, Hashable {
        public var key: GuideKey
        public var constant: Double
        public var widthFraction: Double
        public var heightFraction: Double
        /// The guide of the modified view the value starts from (`d[reads]`), or nil.
        public var reads: GuideKey?

        public init(
            key: GuideKey, constant: Double = 0, widthFraction: Double = 0, heightFraction: Double = 0,
            reads: GuideKey? = nil
        ) {
            self.key = key
            self.constant = constant
            self.widthFraction = widthFraction
            self.heightFraction = heightFraction
            self.reads = reads
        }

        /// The guide's position in a view of `size`: `value(in: Size(width: 100, height: 40))` with
        /// `widthFraction 0.5` → `50`. A zero fraction adds nothing (never `0 × ∞`).
        func value(in size: Size) -> Double {
            var v = constant
            if widthFraction != 0 { v += widthFraction * size.width }
            if heightFraction != 0 { v += heightFraction * size.height }
            return v
        }
    }
}

extension SwiftUILayout.Engine {
    /// View `kid`'s guide `key` at `size` (SwiftUI's `ViewDimensions[key]`): its explicit value when an
    /// `alignmentGuide` of `key` wraps the view's content below it through `alignmentGuide`, `layoutPriority` and
    /// `offset` views only (the outermost one wins), else the default fraction of its size. Costs one Boolean test
    /// when the tree sets no guide.
    /// - Parameters:
    ///   - kid: The view.
    ///   - horizontal: Whether the guide is a `HorizontalAlignment`.
    ///   - fraction: The guide's default fraction (0, ½, 1), which names it with `horizontal`.
    ///   - size: The view's size.
    ///
    /// A 40-wide view under `.alignmentGuide(.leading) { d in d.width / 2 }`: `guide(kid, horizontal: true, 0,
    /// Size(width: 40, height: 10))` → `20`; without the modifier → `0`.
    @inline(__always)
    func guide(_ kid: Int, horizontal: Bool, _ fraction: Double, _ size: Size) -> Double {
        if tree.hasGuides, let explicit = tree.explicitGuide(kid, horizontal: horizontal, fraction, size) {
            return explicit
        }
        return SwiftUILayout.guide(fraction, horizontal ? size.width : size.height)
    }
}

extension SwiftUILayout.Tree {
    typealias GuideKey = SwiftUILayout.GuideKey

    /// The explicit value of guide (`horizontal`, `fraction`) of view `index` at `size`, or nil: a trailing guide of
    /// 300 set on a view → `explicitGuide(i, horizontal: true, 1, size)` is `300`, its leading guide nil.
    ///
    /// Walks down the views whose guides are their content's at the same size and origin: `alignmentGuide` (another
    /// key: `AlignmentWritingModifier.swift` lines 189–190), `layoutPriority` (a unary layout placing its content at
    /// its origin) and `offset` (a geometry effect, not a layout: the layout computer is the content's).
    func explicitGuide(_ index: Int, horizontal: Bool, _ fraction: Double, _ size: Size) -> Double? {
        let key = GuideKey.key(horizontal: horizontal, fraction: fraction)
        var i = index
        while true {
            switch ops[i] {
            case .alignmentGuide:
                if let g = guides[i], g.key == key {
                    guard let read = g.reads else { return g.value(in: size) }
                    // `d[read]` of the modified view, at the same size: its explicit value, else the default.
                    let content = child(i, 0)
                    let base =
                        explicitGuide(content, horizontal: read.isHorizontal, read.fraction, size)
                        ?? SwiftUILayout.guide(read.fraction, read.isHorizontal ? size.width : size.height)
                    return base + g.value(in: size)
                }
            case .layoutPriority, .offset: break
            default: return nil
            }
            i = child(i, 0)
        }
    }

    /// Whether view `i` passes its content's guides on unchanged (see ``explicitGuide(_:horizontal:_:_:)``).
    func isGuideTransparent(_ i: Int) -> Bool {
        switch ops[i] {
        case .alignmentGuide, .layoutPriority, .offset: true
        default: false
        }
    }

    /// The keys parent `q` reads of its child in slot `slot` when placing (or sizing) it, as a set of
    /// ``SwiftUILayout/GuideKey/bit``s. Stacks read their cross-axis alignment (OpenSwiftUI `StackLayout.swift`
    /// lines 542, 583: `dimensions[minorAxisAlignment]`); ZStack, frames read both of their alignment's
    /// (`ZStack.swift` 154–165, `FrameLayout.swift` 17–34); overlay and background both of the primary and the
    /// secondary (`OverlayModifier.swift` 499–513); fixedSize, aspectRatio and position anchor the centre point,
    /// padding, offset, layoutPriority, ignoresSafeArea, alignmentGuide and GeometryReader place their content at
    /// their origin: none; an alignmentGuide whose value starts from another guide (`d[.top]`) reads that one.
    /// The containers whose rule is not modelled here (grids, ViewThatFits, ScrollView, the safe-area insets) count
    /// as reading every key, so a guide that would matter to them is refused rather than guessed.
    /// `HStack(alignment: .top)` → the bit of `.top`; a `padding` → `0`.
    func guideKeysRead(by q: Int, slot: Int) -> UInt8 {
        func both(_ a: SwiftUILayout.Alignment) -> UInt8 {
            GuideKey.key(horizontal: true, fraction: a.horizontal.fraction).bit
                | GuideKey.key(horizontal: false, fraction: a.vertical.fraction).bit
        }
        switch ops[q] {
        case .hStack(_, let fraction): return GuideKey.key(horizontal: false, fraction: fraction).bit
        case .vStack(_, let fraction): return GuideKey.key(horizontal: true, fraction: fraction).bit
        case .zStack(let a), .frame(_, _, let a), .flexibleFrame(_, let a), .secondary(let a): return both(a)
        case .alignmentGuide: return guides[q]?.reads?.bit ?? 0
        case .padding, .offset, .layoutPriority, .ignoresSafeArea, .fixedSize, .aspectRatio, .position,
            .geometryReader:
            return 0
        default: return 0b11_1111
        }
    }

    /// Refuses a tree whose guides would matter beyond the container that aligns them directly.
    ///
    /// SwiftUI passes a view's explicit guides up (a unary layout at its content's offset, `UnaryLayoutView.swift`
    /// lines 372–380; a stack the mean of its children's, `StackLayout.swift` 404–416; an overlay its primary's).
    /// The engine applies a guide where the nearest non-`alignmentGuide` ancestor aligns it (a stack, ZStack, frame,
    /// overlay or background); if the guide would also be read further up, or by a container the engine does not
    /// model guides for, the layout would differ from SwiftUI's: `invalid` names the guide and the reader.
    /// - Throws: ``SwiftUILayout/Failure/invalid(path:reason:)``.
    func validateGuides() throws(SwiftUILayout.Failure) {
        var parent = [Int](repeating: -1, count: count)
        var slot = [Int](repeating: 0, count: count)
        for i in 0..<count {
            for k in 0..<childCount[i] {
                parent[child(i, k)] = i
                slot[child(i, k)] = k
            }
        }
        for (top, guide) in guides.sorted(by: { $0.key < $1.key }) {
            var keys = guide.key.bit
            var node = top
            // Up to the first view that is not transparent; an outer guide of the key answers it instead.
            while parent[node] >= 0, isGuideTransparent(parent[node]) {
                node = parent[node]
                if let outer = guides[node] { keys &= ~outer.key.bit }
            }
            var isFirst = true
            while parent[node] >= 0, keys != 0 {
                let q = parent[node]
                let read = guideKeysRead(by: q, slot: slot[node]) & keys
                if read != 0 {
                    let key = GuideKey.allCases.first { read & $0.bit != 0 }!
                    let direct: Bool
                    switch ops[q] {
                    case .hStack, .vStack, .zStack, .frame, .flexibleFrame, .secondary: direct = isFirst
                    default: direct = false
                    }
                    guard direct else {
                        throw .invalid(
                            path: paths[top],
                            reason: "an alignmentGuide for \(key.rawValue) would reach the \(types[q]) at "
                                + "\(paths[q])\(isFirst ? "" : " through the \(types[node]) at \(paths[node])"); the "
                                + "engine applies a guide only where the container directly around it (a stack, "
                                + "ZStack, frame, overlay or background, or an alignmentGuide whose value reads it, "
                                + "reached through layoutPriority, offset or alignmentGuide views only) aligns it")
                    }
                }
                // An overlay's or background's secondary view passes no guide up, nor does a GeometryReader's child
                // (the reader gives its parent no layout computer); a guide modifier answers its key.
                if case .secondary = ops[q], slot[node] == 1 { break }
                if case .geometryReader = ops[q] { break }
                if let outer = guides[q] { keys &= ~outer.key.bit }
                node = q
                isFirst = false
            }
        }
    }
}
