extension SwiftUILayout.Tree {
    /// One column of plain values of a tree being built, of a size known in advance (the view count, found by
    /// counting first): written by index with no uniqueness or capacity check (an array's `append` makes both),
    /// then copied into the tree's array once. Its storage is freed by ``deallocate()``. Only for trivial values
    /// (numbers and enums of them: ``SwiftUILayout/Op``, ``SwiftUILayout/EdgeSpacing``), which may be assigned to
    /// uninitialized memory and need no deinitialization.
    ///
    /// `let c = Column<Int>(capacity: 2); c[0] = 7; c[1] = 9; c.array(2)` → `[7, 9]`
    struct Column<Element> {
        let base: UnsafeMutablePointer<Element>

        init(capacity: Int) {
            assert(_isPOD(Element.self), "a column holds trivial values only")
            base = .allocate(capacity: Swift.max(capacity, 1))
        }

        @inline(__always) subscript(_ i: Int) -> Element {
            get { base[i] }
            nonmutating set { base[i] = newValue }
        }

        /// The first `count` values, as an array.
        func array(_ count: Int) -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

        func deallocate() { base.deallocate() }
    }

    /// The plain columns of a tree being built (``Column``), and how many views and child slots are taken.
    struct Columns {
        let ops: Column<SwiftUILayout.Op>
        let childStart: Column<Int>
        let childCount: Column<Int>
        let children: Column<Int>
        let priority: Column<Double>
        let spacing: Column<SwiftUILayout.EdgeSpacing>
        /// The next view's index.
        var views = 0
        /// The next child slot.
        var slots = 0

        init(count: Int) {
            ops = Column(capacity: count)
            childStart = Column(capacity: count)
            childCount = Column(capacity: count)
            children = Column(capacity: count)
            priority = Column(capacity: count)
            spacing = Column(capacity: count)
        }

        /// The tree indices of view `index`'s children.
        func childIndices(_ index: Int) -> [Int] {
            (0..<childCount[index]).map { children[childStart[index] + $0] }
        }

        func deallocate() {
            ops.deallocate()
            childStart.deallocate()
            childCount.deallocate()
            children.deallocate()
            priority.deallocate()
            spacing.deallocate()
        }
    }
}
