import LayoutAnswers
import LayoutGeometry
import Testing

/// The custom layouts as the service reads and lays them out, against the arrangements of the samples they come from,
/// worked out by hand from the samples' published code; the random trees and the rules' hand-checked cases are the
/// oracle's (`scripts/generate/swiftui_oracle/custom_cases.py`, replayed with the fixture).
///
/// Apple's "Composing custom layouts with SwiftUI" (developer.apple.com/documentation/swiftui/
/// composing_custom_layouts_with_swiftui): `MyEqualWidthHStack`, `MyEqualWidthVStack`, `MyRadialLayout`; the Food
/// Truck sample's `FlowLayout` (github.com/apple/sample-food-truck, `App/General/FlowLayout.swift`, commit 3954a769).
struct SwiftUICustomLayoutTests {
    static func frames(_ json: String, _ width: Double?, _ height: Double?) throws -> [String: Rect] {
        let view = try SwiftUILayoutAnswersTests.view(json)
        let answer = try SwiftUILayoutAnswers.answer(
            .init(view: view, proposal: .init(width: width, height: height), scale: 1))
        return Dictionary(uniqueKeysWithValues: answer.nodes.map { ($0.path, $0.frame) })
    }

    /// The sample's voting button: a label padded by 10 with `.frame(maxWidth: .infinity)` (a Fixed stands in for
    /// the label's text): its ideal width is the label's + 20, and it takes any width proposed.
    static func button(_ width: Int) -> String {
        #"{"type":"flexibleFrame","maxWidth":"infinity","content":{"type":"padding","length":10,"#
            + #""content":{"type":"Fixed","width":\#(width),"height":20}}}"#
    }

    static let buttons = [button(30), button(70), button(32)].joined(separator: ",")

    /// `MyEqualWidthHStack { Buttons }`: ideal widths 50, 90 and 52, so `maxSize` is 90 × 40; each button is
    /// proposed 90 × 40 and takes it; two default gaps of 8: 90 × 3 + 16 = 286 wide, the buttons at 0, 98, 196.
    @Test func theSamplesVotingButtonsAreEachAsWideAsTheWidest() throws {
        let f = try Self.frames(#"{"type":"EqualWidthHStack","children":["# + Self.buttons + "]}", 393, 100)
        #expect(f["0"] == Rect(x: 0, y: 0, width: 286, height: 40))
        #expect(f["0.0"] == Rect(x: 0, y: 0, width: 90, height: 40))
        #expect(f["0.1"] == Rect(x: 98, y: 0, width: 90, height: 40))
        #expect(f["0.2"] == Rect(x: 196, y: 0, width: 90, height: 40))
    }

    /// The sample's `ButtonStack`: `ViewThatFits { MyEqualWidthHStack { … }; MyEqualWidthVStack { … } }`. In 200 pt
    /// the HStack's 286 does not fit, so the VStack shows: 90 × (40 × 3 + 16) = 90 × 136, each button proposed 90 by
    /// the stack's own height (`bounds.height`, as the sample writes it) and 40 tall, at 0, 48 and 96.
    @Test func theSamplesButtonStackFallsBackToTheEqualWidthVStack() throws {
        let stack =
            #"{"type":"ViewThatFits","children":[{"type":"EqualWidthHStack","children":["# + Self.buttons
            + #"]},{"type":"EqualWidthVStack","children":["# + Self.buttons + "]}]}"
        let narrow = try Self.frames(stack, 200, 300)
        #expect(narrow["0.1"] == Rect(x: 0, y: 0, width: 90, height: 136))
        #expect(narrow["0.1.1"] == Rect(x: 0, y: 48, width: 90, height: 40))
        #expect(narrow["0.1.2"] == Rect(x: 0, y: 96, width: 90, height: 40))
        #expect(narrow["0.0"] == nil)
        #expect(try Self.frames(stack, 400, 300)["0.0"]?.width == 286)
    }

    /// `MyRadialLayout` with the sample's three avatars (50 × 50) proposed 300 × 300: radius 300 / 3 = 100 about
    /// (150, 150); the first at the top (150, 50), the others 120° and 240° on: (150 ± 50√3, 200). Ranked 2, 1, 3,
    /// `getOffset` gives (−1 + 0.25) × 2π / 3 = −π/2: the leader 30° clockwise from the top, at (200, 150 − 50√3),
    /// the second ranked at the left (50, 150), the third at (200, 150 + 50√3): top to bottom in rank order.
    @Test func theSamplesAvatarsSitOnACircleOfAThirdOfTheSide() throws {
        let avatars = Array(repeating: #"{"type":"Fixed","width":50,"height":50}"#, count: 3).joined(separator: ",")
        func centre(_ r: Rect?) -> Point? { r.map { Point(x: $0.midX, y: $0.midY) } }
        func near(_ p: Point?, _ x: Double, _ y: Double) -> Bool {
            guard let p else { return false }
            return abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9
        }
        let root3 = 3.0.squareRoot()
        let even = try Self.frames(#"{"type":"RadialLayout","children":["# + avatars + "]}", 300, 300)
        #expect(even["0"] == Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(near(centre(even["0.0"]), 150, 50))
        #expect(near(centre(even["0.1"]), 150 + 50 * root3, 200))
        #expect(near(centre(even["0.2"]), 150 - 50 * root3, 200))
        let ranked = try Self.frames(#"{"type":"RadialLayout","ranks":[2,1,3],"children":["# + avatars + "]}", 300, 300)
        #expect(near(centre(ranked["0.1"]), 200, 150 - 50 * root3))
        #expect(near(centre(ranked["0.0"]), 50, 150))
        #expect(near(centre(ranked["0.2"]), 200, 150 + 50 * root3))
    }

    /// Food Truck's `FlowLayout` with six chips 30 tall (60, 80, 50, 90, 40, 70 wide) in 200 pt, default spacing
    /// (8) and alignment (centre): 60 + 8 + 80 leaves 52, too little for 8 + 50, so the first row is 148; then
    /// 50 + 8 + 90 + 8 + 40 = 196 leaves 4; 70 alone. Rows 38 apart (30 + 8): 196 × 106, each row centred in 196.
    @Test func foodTrucksFlowWrapsChipsIntoCentredRows() throws {
        let chips = [60, 80, 50, 90, 40, 70].map { #"{"type":"Fixed","width":\#($0),"height":30}"# }
        let f = try Self.frames(#"{"type":"FlowLayout","children":["# + chips.joined(separator: ",") + "]}", 200, nil)
        #expect(f["0"] == Rect(x: 0, y: 0, width: 196, height: 106))
        #expect(
            [0, 1, 2, 3, 4, 5].map { f["0.\($0)"]?.origin } == [
                Point(x: 24, y: 0), Point(x: 92, y: 0), Point(x: 0, y: 38), Point(x: 58, y: 38), Point(x: 156, y: 38),
                Point(x: 63, y: 76),
            ])
    }

    /// A guide inside a custom layout is refused (the layouts place by unit points; what SwiftUI's default
    /// `explicitAlignment` passes up is not modelled), as in any container the engine has no guide rule for.
    @Test func aGuideInsideACustomLayoutIsRefused() throws {
        let view = try SwiftUILayoutAnswersTests.view(
            #"{"type":"FlowLayout","children":[{"type":"alignmentGuide","alignment":"top","value":5,"#
                + #""content":{"type":"Rectangle"}}]}"#)
        #expect(throws: (any Error).self) {
            try SwiftUILayoutAnswers.answer(.init(view: view, proposal: .init(width: 100, height: 100), scale: 1))
        }
    }
}
