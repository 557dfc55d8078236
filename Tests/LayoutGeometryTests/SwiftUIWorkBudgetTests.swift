@testable import LayoutGeometry
import Testing

/// The SwiftUI engine's work budget (``WorkBudget``): a layout counts its size requests and stops past the limit
/// or once stopped, naming the view where it ran out; the measurement cache finds a repeated proposal, takes −0 as
/// 0 and keeps an absent dimension apart. The counts below follow from the engine's passes, worked out by hand in
/// each comment.
struct SwiftUIWorkBudgetTests {
    typealias Node = SwiftUILayout.Node
    static let square = ProposedSize(width: 100, height: 100)

    /// `padding(0) { Rectangle }`: measuring the root asks the padding (1) and its content (2); placing asks the
    /// content again for its slot (3, a leaf: never cached). Built for each use: a tree held in a global until exit
    /// is one LeakSanitizer cannot follow (its boxes' pointers carry the enum's case in their spare bits).
    static var padded: Node {
        Node(.padding(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), content: Node(.rectangle)))
    }

    @Test func aLayoutWithinItsBudgetCountsItsSizeRequests() throws {
        let budget = WorkBudget(sizeRequests: 3)
        let result = try SwiftUILayout.layout(Self.padded, proposal: Self.square, scale: 1, budget: budget)
        let whole = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(result.views.map { $0.frame } == [whole, whole])
        #expect(budget.spent == 3)
        #expect(budget.remaining == 0)
        // A lone Rectangle: measuring the root is the one request (placing a root asks nothing more).
        let one = WorkBudget(sizeRequests: 3)
        _ = try SwiftUILayout.layout(Node(.rectangle), proposal: Self.square, scale: 1, budget: one)
        #expect(one.spent == 1)
    }

    @Test func pastItsBudgetALayoutFailsNamingTheView() {
        // Two requests allowed: the third (placing the Rectangle at path 0.0) runs over.
        #expect(throws: SwiftUILayout.Failure.overBudget(path: "0.0", limit: 2)) {
            try SwiftUILayout.layout(Self.padded, proposal: Self.square, scale: 1, budget: WorkBudget(sizeRequests: 2))
        }
        // None allowed: the root's own request runs over.
        #expect(throws: SwiftUILayout.Failure.overBudget(path: "0", limit: 0)) {
            try SwiftUILayout.layout(Self.padded, proposal: Self.square, scale: 1, budget: WorkBudget(sizeRequests: 0))
        }
    }

    /// objc.io's measured case answers the same within the default budget as within a huge one: 75 and 100 wide.
    @Test func aTreeWithinTheBudgetAnswersTheSame() throws {
        let tree = Node(
            .hStack(
                spacing: 0, alignment: .center,
                children: [
                    Node(.flexibleFrame(.init(maxWidth: 100), alignment: .center, content: Node(.rectangle))),
                    Node(.flexibleFrame(.init(minWidth: 100), alignment: .center, content: Node(.rectangle))),
                ]))
        let p = ProposedSize(width: 150, height: 100)
        let defaulted = try SwiftUILayout.layout(tree, proposal: p, scale: 1)
        let huge = try SwiftUILayout.layout(tree, proposal: p, scale: 1, budget: WorkBudget(sizeRequests: 1 << 40))
        #expect(defaulted == huge)
        #expect(defaulted.views.map { $0.frame.width } == [175, 75, 75, 100, 100])
    }

    /// A chain of 34 alternating stacks, each `[aspectRatio(1.37) { Rectangle }, the rest]` (103 views): every level
    /// multiplies the proposals the rest is asked, so with a budget of 100,000 size requests it is refused inside
    /// the chain, having spent exactly the budget.
    @Test func aDeepAspectRatioChainIsRefused() {
        var node = Node(.rectangle)
        for level in 0..<34 {
            let ratio = Node(.aspectRatio(1.37, contentMode: .fit, content: Node(.rectangle)))
            node = Node(
                level % 2 == 0
                    ? .hStack(spacing: nil, alignment: .center, children: [ratio, node])
                    : .vStack(spacing: nil, alignment: .center, children: [ratio, node]))
        }
        let budget = WorkBudget(sizeRequests: 100_000)
        do {
            let p = ProposedSize(width: 393, height: 852)
            _ = try SwiftUILayout.layout(node, proposal: p, scale: 3, budget: budget)
            Issue.record("the chain was answered")
        } catch {
            guard case .overBudget(let path, let limit) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(limit == 100_000)
            #expect(path.hasPrefix("0.1.1.1"), "ran out inside the chain: \(path)")
        }
        #expect(budget.spent == 100_000)
    }

    /// A batch's questions share one budget: what the first spent, the second cannot.
    @Test func oneBudgetIsSharedAcrossLayouts() throws {
        let budget = WorkBudget(sizeRequests: 5)
        _ = try SwiftUILayout.layout(Self.padded, proposal: Self.square, scale: 1, budget: budget)
        #expect(budget.spent == 3)
        #expect(throws: SwiftUILayout.Failure.overBudget(path: "0.0", limit: 5)) {
            try SwiftUILayout.layout(Self.padded, proposal: Self.square, scale: 1, budget: budget)
        }
    }

    /// Work charged outside the engine (a sheet's hostings and answer bytes) never counts past the limit, as the
    /// engine's own size requests do not: a charge larger than what remains takes the rest and fails.
    @Test func aChargePastTheLimitTakesTheRestAndFails() {
        let budget = WorkBudget(sizeRequests: 100)
        #expect(budget.charge(60))
        #expect(!budget.charge(60))
        #expect(budget.spent == 100 && budget.remaining == 0)
        #expect(budget.charge(0))
        #expect(!budget.charge(1))
        #expect(budget.spent == 100)
    }

    @Test func aStoppedBudgetStopsTheLayout() {
        let budget = WorkBudget()
        budget.stop(.clientGone)
        budget.stop(.deadline)  // the first reason is kept
        #expect(throws: SwiftUILayout.Failure.stopped(.clientGone)) {
            try SwiftUILayout.layout(Self.padded, proposal: Self.square, scale: 1, budget: budget)
        }
        #expect(budget.spent == 0)
        let polled = WorkBudget(poll: { .deadline })
        #expect(throws: SwiftUILayout.Failure.stopped(.deadline)) {
            try SwiftUILayout.layout(Self.padded, proposal: Self.square, scale: 1, budget: polled)
        }
        #expect(polled.stopReason == .deadline)
    }

    /// A poll that stops the work midway: 2,000 Colors in a VStack make more than 1,024 size requests, so the
    /// engine polls during the layout and stops there.
    @Test func theEnginePollsItsBudgetWhileItWorks() {
        let leaves = (0..<1_999).map { _ in Node(.color("red")) }
        let tree = Node(.vStack(spacing: 0, alignment: .center, children: leaves))
        let calls = PollCount()
        let budget = WorkBudget(poll: { calls.next() >= 1 ? .shutdown : nil })
        #expect(throws: SwiftUILayout.Failure.stopped(.shutdown)) {
            try SwiftUILayout.layout(tree, proposal: Self.square, scale: 1, budget: budget)
        }
        #expect(budget.spent == 1_024)
    }

    /// The cache keys a proposal by its bit patterns, a −0 dimension asked as 0 (IEEE 754: −0 == 0, so one number
    /// gets one size, computed for +0): 0 and −0 are one entry whichever is asked first, an absent width (nil)
    /// another, and a repeated proposal is found without computing again. `frame { Rectangle }` is cached; the
    /// Rectangle (a leaf) never is, and takes the proposal, so the sign of its width shows what it was proposed.
    @Test func theCacheTakesNegativeZeroAsZeroAndKeepsAbsentApart() throws {
        let frame = Node(.frame(width: nil, height: nil, alignment: .center, content: Node(.rectangle)))
        let tree = try SwiftUILayout.Tree(frame)
        let engine = SwiftUILayout.Engine(tree: tree)
        let minus = engine.size(0, ProposedSize(width: -0.0, height: 5))
        #expect(minus.width == 0 && minus.width.sign == .plus && engine.measurements == 2)
        let plus = engine.size(0, ProposedSize(width: 0, height: 5))
        #expect(plus.width.sign == .plus && engine.measurements == 2, "−0's entry is 0's")
        let absent = engine.size(0, ProposedSize(width: nil, height: 5))
        #expect(absent == Size(width: 10, height: 5) && engine.measurements == 4)
        #expect(engine.size(tree.child(0, 0), ProposedSize(width: -0.0, height: -0.0)).height.sign == .plus)
        #expect(engine.size(0, ProposedSize(width: -0.0, height: 5)).width.sign == .plus)
        #expect(engine.size(0, ProposedSize(width: nil, height: 5)) == Size(width: 10, height: 5))
        #expect(engine.measurements == 5, "the leaf measured once more; the frame found twice")
    }

    /// The table grows past its first size and still finds every entry: 3,000 distinct proposals to one view.
    @Test func theCacheFindsEveryEntryAfterGrowing() throws {
        let insets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let tree = try SwiftUILayout.Tree(Node(.padding(insets, content: Node(.rectangle))))
        let engine = SwiftUILayout.Engine(tree: tree, budget: WorkBudget(sizeRequests: 1 << 20))
        for w in 0..<3_000 { _ = engine.size(0, ProposedSize(width: Double(w), height: 7)) }
        let computed = engine.measurements
        #expect(computed == 6_000)
        for w in 0..<3_000 {
            let size = engine.size(0, ProposedSize(width: Double(w), height: 7))
            #expect(size == Size(width: Double(max(w, 2)), height: 7))
        }
        #expect(engine.measurements == computed, "every repeated proposal was found")
    }

    /// A stack's sort is charged a unit per ``SwiftUILayout/Engine/sortComparisonsPerUnit`` (8) comparisons of its
    /// insertion sort: one per child after the first, plus one per swap. An HStack of `n` rectangles with
    /// priorities rising (each child moves to the front: n(n − 1)/2 swaps) and the same stack with priorities
    /// falling (no swap) make the same size requests, so the first spends more by the sort alone, per arrange (the
    /// stack is arranged twice: measured at the root, then placed): n = 7, ⌊(6 + 21)/8⌋ − ⌊6/8⌋ = 3 a pass;
    /// n = 12, ⌊(11 + 66)/8⌋ − ⌊11/8⌋ = 8 a pass.
    @Test(arguments: [(7, 6), (12, 16)])
    func aStacksSortIsChargedByItsComparisons(n: Int, extra: Int) throws {
        func spent(rising: Bool) throws -> Int {
            let children = (0..<n).map { i in
                Node(.layoutPriority(Double(rising ? i : n - 1 - i), content: Node(.rectangle)))
            }
            let budget = WorkBudget()
            _ = try SwiftUILayout.layout(
                Node(.hStack(spacing: 0, alignment: .center, children: children)), proposal: Self.square, scale: 1,
                budget: budget)
            return budget.spent
        }
        #expect(try spent(rising: true) - spent(rising: false) == extra)
    }

    /// A node's children by index, in path order: a modifier's content is child 0, its secondary view child 1.
    @Test func aModifiersContentIsChildZeroItsSecondaryViewChildOne() {
        let content = Node(.rectangle), secondary = Node(.circle)
        for kind in [
            SwiftUILayout.Kind.overlay(alignment: .center, content: content, secondary: secondary),
            .background(alignment: .center, content: content, secondary: secondary),
        ] {
            #expect(kind.childCount == 2)
            #expect(kind.child(0) == content && kind.child(1) == secondary)
        }
    }
}

/// Counts a budget's polls (from the one thread that lays out).
private final class PollCount: @unchecked Sendable {
    private var count = 0
    func next() -> Int {
        defer { count += 1 }
        return count
    }
}
