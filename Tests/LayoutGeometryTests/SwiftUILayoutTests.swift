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
