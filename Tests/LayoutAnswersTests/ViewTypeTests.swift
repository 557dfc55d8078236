@testable import LayoutAnswers
import Testing

/// The view reader finds a `type` by its byte count among the types it switches over: the same names as the member
/// lists that the errors and suggestions quote, each found with its own members, and nothing else found.
struct ViewTypeTests {
    @Test func everyListedTypeIsFoundWithItsMembersAndNoOther() {
        // `sizeClass` is listed for the errors but read before the type switch (``ViewReader/branch``): it adds no
        // layout view of its own, so no ViewType finds it.
        let listed = SwiftUILayoutAnswers.members.filter { $0.key != "sizeClass" }
        #expect(SwiftUILayoutAnswers.members["sizeClass"] == ["axis", "compact", "regular"])
        #expect(ViewType.named("sizeClass") == nil)
        #expect(Set(ViewType.allCases.map(\.rawValue)) == Set(listed.keys))
        for (name, members) in listed {
            let found = ViewType.named(name)
            #expect(found?.type.rawValue == name && found?.members == members, "\(name)")
        }
        let unknown = [
            "", "rectangle", "Rectangl", "Rectangle ", "VSTACK", "Vstack", "gridCellAnchors", "frames",
            "Rectangle\u{0}",
            String(repeating: "x", count: 31), String(repeating: "x", count: 32), String(repeating: "x", count: 40),
        ]
        for name in unknown {
            #expect(ViewType.named(name) == nil, "\(name)")
        }
    }
}
