import LayoutGeometry
import Testing
import LayoutTestSupport

/// The SwiftUI layout engine's limits and cost; its geometry is replayed from the oracle's fixtures by
/// `FixtureTests.replay` (feature `swiftui-layout`).
struct SwiftUILayoutTests {
    typealias Node = SwiftUILayout.Node

    private static var swiftUICases: [FixtureCase] { FixtureCase.all.filter { $0.feature == "swiftui-layout" } }

    @Test func theFixtureHasPublishedRuleAndRandomCases() {
        let names = Self.swiftUICases.map(\.name)
        #expect(names.filter { $0.hasPrefix("random ") }.count >= 1_000)
        #expect(names.filter { $0.hasPrefix("rule: ") }.count >= 20)
        #expect(names.contains("published: objc.io measured HStack 150: widths [75, 100]"))
    }

    /// objc.io's measured case, stated here as well as in the fixture so that its meaning is readable.
    @Test func objcMeasuredHStack() throws {
        let view = Node(
            .hStack(
                spacing: 0, alignment: .center,
                children: [
                    Node(.flexibleFrame(.init(maxWidth: 100), alignment: .center, content: Node(.rectangle))),
                    Node(.flexibleFrame(.init(minWidth: 100), alignment: .center, content: Node(.rectangle))),
                ]))
        let result = try SwiftUILayout.layout(view, proposal: ProposedSize(width: 150, height: 100), scale: 1)
        let widths = result.views.filter { $0.path == "0.0" || $0.path == "0.1" }.map(\.frame.width)
        #expect(widths == [75, 100])
    }

    /// The SwiftUI Field Guide's badge (swiftuifieldguide.com/layout/zstack and /layout/alignment): a 30 × 30
    /// badge whose top and trailing guides are half its height and width, on a 150 × 50 button. Stated here with
    /// the numbers worked by hand as well as replayed from the oracle's fixture: every aligning container is the
    /// union of its children as aligned, the guides pushing the badge 15 pt out; an overlay keeps the button's size.
    @Test func theBadgeGrowsEveryAligningContainerButNotAnOverlay() throws {
        typealias Guide = SwiftUILayout.AlignmentGuide
        let button = Node(.fixed(width: 150, height: 50))
        func badge(top: Bool = true, trailing: Bool = true) -> Node {
            var node = Node(.fixed(width: 30, height: 30))
            if top { node = Node(.alignmentGuide(Guide(key: .top, heightFraction: 0.5), content: node)) }
            if trailing { node = Node(.alignmentGuide(Guide(key: .trailing, widthFraction: 0.5), content: node)) }
            return node
        }
        func frames(_ view: Node) throws -> [String: [Double]] {
            let result = try SwiftUILayout.layout(view, proposal: ProposedSize(width: 300, height: 300), scale: 1)
            var found: [String: [Double]] = [:]
            for v in result.views { found[v.path] = [v.frame.x, v.frame.y, v.frame.width, v.frame.height] }
            return found
        }
        let topTrailing = SwiftUILayout.Alignment(horizontal: .trailing, vertical: .top)
        // ZStack(alignment: .topTrailing): guide (150, 15); the button at (0, 15), the badge at (135, 0): 165 × 65.
        let z = try frames(Node(.zStack(alignment: topTrailing, children: [button, badge()])))
        #expect(z["0"] == [0, 0, 165, 65] && z["0.0"] == [0, 15, 150, 50] && z["0.1"] == [135, 0, 30, 30])
        // HStack(alignment: .top, spacing: 0): the badge's top guide 15 above the button's: 180 × 65.
        let h = try frames(Node(.hStack(spacing: 0, alignment: .top, children: [button, badge(trailing: false)])))
        #expect(h["0"] == [0, 0, 180, 65] && h["0.0"] == [0, 15, 150, 50] && h["0.1"] == [150, 0, 30, 30])
        // VStack(alignment: .trailing, spacing: 0): the badge's trailing guide 15 past the button's: 165 × 80.
        let v = try frames(Node(.vStack(spacing: 0, alignment: .trailing, children: [button, badge(top: false)])))
        #expect(v["0"] == [0, 0, 165, 80] && v["0.0"] == [0, 0, 150, 50] && v["0.1"] == [135, 50, 30, 30])
        // .overlay(alignment: .topTrailing): the button's 150 × 50, the badge on its corner at (135, -15).
        let o = try frames(Node(.overlay(alignment: topTrailing, content: button, secondary: badge())))
        #expect(o["0"] == [0, 0, 150, 50] && o["0.1"] == [135, -15, 30, 30])
    }

    /// A chain of `depth` nested stacks (alternating axes) around a rectangle.
    private static func nested(_ depth: Int) -> Node {
        var node = Node(.rectangle)
        for level in 0..<depth {
            node =
                level.isMultiple(of: 2)
                ? Node(.hStack(spacing: nil, alignment: .center, children: [node, Node(.spacer(minLength: nil))]))
                : Node(
                    .vStack(
                        spacing: nil, alignment: .leading,
                        children: [Node(.fixed(width: 10, height: 10)), node]))
        }
        return node
    }

    @Test func depth64IsAcceptedAnd65Refused() throws {
        // 64 nested stacks put the innermost rectangle at depth 64 (the root is depth 0).
        _ = try SwiftUILayout.layout(Self.nested(64), proposal: ProposedSize(width: 393, height: 852), scale: 3)
        do {
            _ = try SwiftUILayout.layout(Self.nested(65), proposal: ProposedSize(width: 393, height: 852), scale: 3)
            Issue.record("65 levels were accepted")
        } catch .tooDeep(let path, let limit) {
            #expect(limit == 64)
            #expect(path.split(separator: ".").count == 66, "the innermost rectangle's path: \(path)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func moreThan2000ViewsAreRefused() throws {
        let leaves = { (n: Int) in (0..<n).map { _ in Node(.rectangle) } }
        let fits = Node(.vStack(spacing: 0, alignment: .center, children: leaves(1_999)))
        #expect(try SwiftUILayout.layout(fits, proposal: .unspecified, scale: 1).views.count == 2_000)
        let over = Node(.vStack(spacing: 0, alignment: .center, children: leaves(2_000)))
        #expect(throws: SwiftUILayout.Failure.tooManyViews(count: 2_001, limit: 2_000)) {
            try SwiftUILayout.layout(over, proposal: .unspecified, scale: 1)
        }
    }

    @Test func invalidValuesNameTheNode() {
        let bad = Node(
            .hStack(
                spacing: nil, alignment: .center,
                children: [
                    Node(.rectangle), Node(.fixed(width: -1, height: 10)),
                ]))
        #expect(throws: SwiftUILayout.Failure.invalid(path: "0.1", reason: "width must not be negative")) {
            try SwiftUILayout.layout(bad, proposal: .unspecified, scale: 1)
        }
        #expect(throws: SwiftUILayout.Failure.self) {
            try SwiftUILayout.layout(Node(.rectangle), proposal: .unspecified, scale: 0)
        }
        #expect(throws: SwiftUILayout.Failure.self) {
            try SwiftUILayout.layout(Node(.rectangle), proposal: ProposedSize(width: .nan, height: 1), scale: 1)
        }
    }

    /// The `sizeThatFits` cache keeps the work linear in depth: 64 nested stacks cost a bounded number of
    /// measurements per view, and doubling the depth roughly doubles the work (without the cache each level
    /// would multiply it).
    @Test func costIsLinearInDepth() throws {
        let proposal = ProposedSize(width: 393, height: 852)
        let deep = try SwiftUILayout.measuredLayout(Self.nested(64), proposal: proposal, scale: 3)
        let half = try SwiftUILayout.measuredLayout(Self.nested(32), proposal: proposal, scale: 3)
        let views = deep.result.views.count
        #expect(views == 129)
        #expect(deep.measurements <= 12 * views, "\(deep.measurements) measurements for \(views) views")
        #expect(
            Double(deep.measurements) <= 2.5 * Double(half.measurements),
            "64 levels: \(deep.measurements), 32 levels: \(half.measurements)")
    }
}
