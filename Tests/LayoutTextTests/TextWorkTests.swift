import LayoutGeometry
import LayoutText
import Testing

/// The work a layout with Text is charged is the request's own: the same in a process that shaped its strings
/// before as in a fresh one, so a budget answers the same everywhere (replicas, a restart, a warm cache).
struct TextWorkTests {
    static let library = try! FontLibrary(
        directories: FontLibrary.defaultDirectories, cascade: FontLibrary.defaultCascade)

    /// A VStack of two Texts (one shrinking, one asked twice) inside a ViewThatFits: many proposals for each. Built
    /// for each use, not held in a global: LeakSanitizer calls a view tree held until exit lost (scripts/check/
    /// lsan.supp says why).
    static var tree: SwiftUILayout.Node {
        let font = SwiftUILayout.ResolvedFont(family: "Inter", size: 17, weight: 400)
        let long = String(repeating: "Typewriter 1234676419 שלום مرحبا ", count: 12)
        let texts = [
            SwiftUILayout.Node(.text(SwiftUILayout.TextSpec(long, font: font, minimumScaleFactor: 0.1))),
            SwiftUILayout.Node(.text(SwiftUILayout.TextSpec("Hello world", font: font))),
            SwiftUILayout.Node(.text(SwiftUILayout.TextSpec("Hello world", font: font, lineLimit: 1))),
        ]
        let stack = SwiftUILayout.Node(.vStack(spacing: 8, alignment: .center, children: texts))
        let wide = SwiftUILayout.Node(.fixed(width: 2_000, height: 10))
        return SwiftUILayout.Node(.viewThatFits(horizontal: true, vertical: true, children: [wide, stack]))
    }

    func spent(_ measurer: TextMeasurer, width: Double) throws -> Int {
        let budget = WorkBudget()
        _ = try SwiftUILayout.layout(
            Self.tree, proposal: ProposedSize(width: width, height: 300), scale: 3, budget: budget, text: measurer)
        return budget.spent
    }

    /// A fresh measurer and one that has shaped every string already charge the same units; shaping is charged
    /// once a request for each string and face (two Texts of one string: once), 8 units a UTF-16 code unit.
    @Test(arguments: [40.0, 320, 1_000])
    func theWorkIsTheSameColdOrWarm(width: Double) throws {
        let warm = TextMeasurer(library: Self.library)
        _ = try spent(warm, width: width)
        let cold = try spent(TextMeasurer(library: Self.library), width: width)
        #expect(try spent(warm, width: width) == cold)
        let long = String(repeating: "Typewriter 1234676419 שלום مرحبا ", count: 12)
        #expect(cold > 1 + 8 * long.utf16.count + 1 + 8 * "Hello world".utf16.count)
        #expect(cold < 2 * (1 + 8 * long.utf16.count) + 2 * (1 + 8 * "Hello world".utf16.count))
    }

    /// A request's layouts share its budget, and a string is shaped in its bill once: the second layout of the same
    /// tree (a sheet's second group, a batch's second question) is charged its breaking only.
    @Test func aSecondLayoutOfTheRequestIsNotChargedTheShapingAgain() throws {
        let budget = WorkBudget()
        let measurer = TextMeasurer(library: Self.library)
        let screen = ProposedSize(width: 320, height: 300)
        _ = try SwiftUILayout.layout(Self.tree, proposal: screen, scale: 3, budget: budget, text: measurer)
        let first = budget.spent
        _ = try SwiftUILayout.layout(Self.tree, proposal: screen, scale: 3, budget: budget, text: measurer)
        let long = String(repeating: "Typewriter 1234676419 שלום مرحبا ", count: 12)
        #expect(budget.spent - first <= first - 8 * long.utf16.count, "\(first), then \(budget.spent - first)")
    }
}
