import Foundation
@testable import LayoutGeometry
import Testing

/// The custom layouts' arithmetic that is not a layout rule: the sine and cosine LayoutGeometry computes itself, the
/// radial layout's rank offset (Apple's `MyRadialLayout.getOffset`), and the values the engine refuses.
struct SwiftUICustomLayoutMathTests {
    typealias Custom = SwiftUILayout.CustomLayout

    /// Every angle the radial layout can ask (k × 360° / n for n ≤ 64, with each rank offset) and a sweep well
    /// past them: within 2 ulps of Foundation's `sin` and `cos`, or 1e-25 from them near a zero (π/2 is carried in
    /// two doubles, so cos(π/2) is 6.12e-17 give or take 1e-26).
    @Test func sinCosAgreesWithTheCLibrary() {
        var angles: [Double] = []
        for n in 1...64 {
            for k in 0..<n {
                for offset in [0, -Double.pi / 2, Double.pi * 5 / 6, -Double.pi / 6] {
                    angles.append((360.0 / Double(n)) * (Double.pi / 180) * Double(k) + offset)
                }
            }
        }
        angles += stride(from: -40.0, through: 40.0, by: 0.0137).map { $0 }
        for a in angles {
            let (s, c) = Custom.sinCos(a)
            #expect(abs(s - Foundation.sin(a)) <= Swift.max(2 * Foundation.sin(a).ulp, 1e-25), "sin \(a)")
            #expect(abs(c - Foundation.cos(a)) <= Swift.max(2 * Foundation.cos(a).ulp, 1e-25), "cos \(a)")
        }
        #expect(Custom.sinCos(0) == (0, 1))
        #expect(Custom.sinCos(.pi / 6) == (0.49999999999999994, 0.8660254037844387))  // the doc comment's example
    }

    /// `getOffset`'s cases (the sample's comments: the leader at the top, the others by their order).
    @Test func theRankOffsetIsTheSamples() {
        let third = 2 * Double.pi / 3
        #expect(Custom.radialOffset([1, 1, 1]) == 0)
        #expect(Custom.radialOffset([1, 2]) == 0)
        #expect(Custom.radialOffset([1, 2, 3]) == -0.25 * 2.0 * Double.pi / 3.0)
        #expect(Custom.radialOffset([1, 3, 2]) == 0.25 * 2.0 * Double.pi / 3.0)
        #expect(Custom.radialOffset([1, 1, 2]) == -0.5 * 2.0 * Double.pi / 3.0)
        #expect(abs(Custom.radialOffset([2, 1, 3]) - -0.75 * third) < 1e-15)
        #expect(abs(Custom.radialOffset([3, 2, 1]) - 1.25 * third) < 1e-15)
        #expect(Custom.radialOffset([2, 2, 1]) == 1 * 2.0 * Double.pi / 3.0)
    }

    /// A negative or infinite spacing, and ranks that are not one a child, are refused naming the view.
    @Test func badValuesAreRefusedNamingTheView() {
        let kid = SwiftUILayout.Node(.rectangle)
        let bad: [SwiftUILayout.Kind] = [
            .customLayout(.equalWidthHStack(spacing: -1), children: [kid]),
            .customLayout(.equalWidthVStack(spacing: .infinity), children: [kid]),
            .customLayout(.flow(alignment: .center, spacing: nil, rowSpacing: -0.5), children: [kid]),
            .customLayout(.radial(ranks: [1, 2]), children: [kid]),
        ]
        for kind in bad {
            #expect(throws: SwiftUILayout.Failure.self) {
                _ = try SwiftUILayout.layout(
                    .init(.vStack(spacing: 0, alignment: .center, children: [.init(kind)])),
                    proposal: .init(width: 100, height: 100), scale: 1)
            }
            do {
                _ = try SwiftUILayout.layout(.init(kind), proposal: .init(width: 100, height: 100), scale: 1)
            } catch {
                guard case .invalid(let path, _) = error else { Issue.record("\(error)"); continue }
                #expect(path == "0")
            }
        }
    }

    /// A custom layout costs what its code asks: one size request for itself, one for each child's ideal size
    /// (cached), and placing asks them again, as a stack's placing pass does. Over Fixed 10 × 10 and 20 × 20 proposed
    /// 100 × 100: an equal-width stack 1 + 2 measuring, 2 + 2 placing (the ideal sizes, then each child at maxSize):
    /// 7; a flow 1 + 2, then 2: 5; a radial layout asks no child to measure itself, 1, then 2 placing: 3.
    @Test func aCustomLayoutCostsItsSizeRequests() throws {
        let kids = [
            SwiftUILayout.Node(.fixed(width: 10, height: 10)), SwiftUILayout.Node(.fixed(width: 20, height: 20)),
        ]
        for (layout, units) in [
            (Custom.equalWidthHStack(spacing: nil), 7), (.flow(alignment: .center, spacing: nil, rowSpacing: nil), 5),
            (.radial(ranks: nil), 3),
        ] {
            let budget = WorkBudget(sizeRequests: 100)
            _ = try SwiftUILayout.layout(
                .init(.customLayout(layout, children: kids)), proposal: .init(width: 100, height: 100), scale: 1,
                budget: budget)
            #expect(budget.spent == units, "\(layout)")
        }
    }

    /// Nested custom layouts stay linear: each level asks its content for two proposals at most (the ideal size and
    /// `maxSize`, which does not depend on the level's own proposal), so a 62-level chain of equal-width stacks and
    /// flows, each [Rectangle, the rest], costs a few units a level, far below the budget.
    @Test func aDeepChainOfCustomLayoutsStaysLinear() throws {
        var node = SwiftUILayout.Node(.rectangle)
        for level in 0..<62 {
            let layout: Custom =
                level % 2 == 0
                ? .equalWidthHStack(spacing: nil) : .flow(alignment: .center, spacing: 4, rowSpacing: nil)
            node = .init(.customLayout(layout, children: [.init(.rectangle), node]))
        }
        let budget = WorkBudget()
        _ = try SwiftUILayout.layout(node, proposal: .init(width: 390, height: 844), scale: 3, budget: budget)
        #expect(budget.spent < 62 * 20, "\(budget.spent) units")
    }
}
