import LayoutAnswers
import LayoutGeometry
import Testing

/// `position(x:y:)` and `GeometryReader` as the service reads and lays them out, against published SwiftUI examples
/// with their literal numbers; the random trees and the rules' hand-checked cases are the oracle's
/// (`scripts/generate/swiftui_oracle/geometry_cases.py`, replayed with the fixture).
struct SwiftUIGeometryTests {
    static func answer(_ json: String, _ width: Double?, _ height: Double?) throws -> SwiftUILayoutAnswers.Answer {
        let view = try SwiftUILayoutAnswersTests.view(json)
        return try SwiftUILayoutAnswers.answer(
            .init(view: view, proposal: .init(width: width, height: height), scale: 3))
    }

    static func frames(_ answer: SwiftUILayoutAnswers.Answer) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: answer.nodes.map { ($0.path, $0.frame) })
    }

    /// Apple's example (developer.apple.com/documentation/swiftui/view/position(x:y:)):
    /// `Text("Position by passing the x and y coordinates").position(x: 175, y: 100).border(Color.gray)`: the
    /// text's centre is at (175, 100) and the border, drawn around the modifier, is the whole space offered, whatever
    /// that space. A Fixed 260 × 20 stands in for the Text (its size does not move its centre).
    @Test(arguments: [(393.0, 759.0), (320.0, 200.0)])
    func applesPositionExampleCentresTheTextAt175By100(width: Double, height: Double) throws {
        let answer = try Self.answer(
            #"{"type":"overlay","content":{"type":"position","x":175,"y":100,"#
                + #""content":{"type":"Fixed","width":260,"height":20}},"secondary":{"type":"Rectangle"}}"#,
            width, height)
        let f = Self.frames(answer)
        #expect(f["0.0.0"] == Rect(x: 45, y: 90, width: 260, height: 20))
        #expect(f["0.0.0"].map { Point(x: $0.midX, y: $0.midY) } == Point(x: 175, y: 100))
        #expect(f["0.0"] == Rect(x: 0, y: 0, width: width, height: height))
        #expect(f["0.1"] == Rect(x: 0, y: 0, width: width, height: height))
    }

    /// OpenSwiftUI's `PositionLayoutUITests.positionInZStack` (github.com/OpenSwiftUIProject/OpenSwiftUI,
    /// `Example/OpenSwiftUIUITests/Layout/Modifier/PositionLayoutUITests.swift`, commit 069dd80b; a snapshot compared
    /// with SwiftUI's): `ZStack { red.frame(50, 50).position(); green….position(x: 50); blue….position(y: 50);
    /// black….position(x: 50, y: 50) }.frame(width: 100, height: 100)`: every position fills the 100 × 100 stack,
    /// the squares' centres at its corner, its top and leading edges' midpoints and its centre.
    @Test func openSwiftUIsFourSquares() throws {
        let square = #"{"type":"frame","width":50,"height":50,"content":{"type":"Color"}}"#
        let positions = [#""#, #","x":50"#, #","y":50"#, #","x":50,"y":50"#].map {
            #"{"type":"position"\#($0),"content":\#(square)}"#
        }
        let answer = try Self.answer(
            #"{"type":"frame","width":100,"height":100,"content":{"type":"ZStack","children":["#
                + positions.joined(separator: ",") + "]}}", 393, 852)
        let f = Self.frames(answer)
        for k in 0..<4 { #expect(f["0.0.\(k)"] == Rect(x: 0, y: 0, width: 100, height: 100)) }
        #expect(f["0.0.0.0"] == Rect(x: -25, y: -25, width: 50, height: 50))
        #expect(f["0.0.1.0"] == Rect(x: 25, y: -25, width: 50, height: 50))
        #expect(f["0.0.2.0"] == Rect(x: -25, y: 25, width: 50, height: 50))
        #expect(f["0.0.3.0"] == Rect(x: 25, y: 25, width: 50, height: 50))
    }

    /// An unproposed dimension is the content's size there, not 10 (OpenSwiftUI `_PositionLayout.sizeThatFits`:
    /// `proposal.fixingUnspecifiedDimensions(at: child.size(in: proposal))`): `Fixed(50, 30).position(x: 10, y: 10)`
    /// proposed nil × 200 is 50 × 200, the view at (−15, −5).
    @Test func anUnproposedDimensionIsTheContents() throws {
        let answer = try Self.answer(
            #"{"type":"position","x":10,"y":10,"content":{"type":"Fixed","width":50,"height":30}}"#, nil, 200)
        #expect(answer.size == Size(width: 50, height: 200))
        #expect(Self.frames(answer)["0.0"] == Rect(x: -15, y: -5, width: 50, height: 30))
    }

    @Test(arguments: [
        (#"{"type":"positon","content":{"type":"Color"}}"#, "did you mean position?"),
        (#"{"type":"position","x":"10","content":{"type":"Color"}}"#, "x"),
        (#"{"type":"position","z":1,"content":{"type":"Color"}}"#, "position takes type, id, tapTarget, x, y"),
        (#"{"type":"position","x":1}"#, "needs content"),
    ])
    func badPositionsAreNamed(json: String, words: String) {
        SwiftUILayoutAnswersTests.expectBadView(json, naming: words)
    }

    /// The SwiftUI Field Guide's measuring pattern (swiftuifieldguide.com/layout/geometry-reader/, "Measuring a
    /// View"): `Text(…).padding().overlay { GeometryReader { proxy in … } }` — the overlay proposes the reader the
    /// primary's size, the reader takes it (its proxy reads it) and the primary keeps its size. A Fixed 240 × 20
    /// stands in for the text: the padded primary, and so the proxy, are 272 × 52; the reader's content sits at its
    /// top-leading corner.
    @Test func theFieldGuidesReaderInAnOverlayReadsThePrimarysSize() throws {
        let answer = try Self.answer(
            #"{"type":"overlay","content":{"type":"padding","content":{"type":"Fixed","width":240,"height":20}},"#
                + #""secondary":{"type":"GeometryReader","children":[{"type":"fixedSize","#
                + #""content":{"type":"Fixed","width":90,"height":16}}]}}"#, 393, 852)
        #expect(answer.size == Size(width: 272, height: 52))
        let reader = try #require(answer.nodes.first { $0.path == "0.1" })
        #expect(reader.type == "GeometryReader" && reader.frame == Rect(x: 0, y: 0, width: 272, height: 52))
        #expect(reader.geometry?.size == Size(width: 272, height: 52))
        #expect(reader.geometry?.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(Self.frames(answer)["0.1.0"] == Rect(x: 0, y: 0, width: 90, height: 16))
    }

    /// A GeometryReader in a vertical ScrollView is 10 tall: proposed nil there, it answers the default 10
    /// (github.com/ilamanov/SwiftPieChart/issues/4: "in a scrollview … the height always returns 10 from the geometry
    /// reader"; OpenSwiftUI: the reader gives its parent no layout computer, whose default fixes nil at 10).
    @Test func aGeometryReaderInAScrollViewIs10Tall() throws {
        let answer = try Self.answer(
            #"{"type":"ScrollView","content":{"type":"GeometryReader","children":[{"type":"Rectangle"}]}}"#, 300, 500)
        let reader = try #require(answer.nodes.first { $0.path == "0.0" })
        #expect(reader.frame == Rect(x: 0, y: 0, width: 300, height: 10))
        #expect(reader.geometry?.size == Size(width: 300, height: 10))
        #expect(Self.frames(answer)["0.0.0"] == Rect(x: 0, y: 0, width: 300, height: 10))
    }

    /// OpenSwiftUI's `GeometryReaderUITests.overlapView` (commit 069dd80b, a snapshot compared with SwiftUI's):
    /// `GeometryReader { g in blue.frame(g.size.width / 2, …); red.frame(g.size.width / 3, …) }` — both children at
    /// the reader's top-leading corner, not centred as in a ZStack; the halves and thirds of 300 × 600 written out.
    @Test func openSwiftUIsOverlappingFramesShareTheTopLeadingCorner() throws {
        let answer = try Self.answer(
            #"{"type":"GeometryReader","children":[{"type":"frame","width":150,"height":300,"#
                + #""content":{"type":"Color"}},{"type":"frame","width":100,"height":200,"#
                + #""content":{"type":"Color"}}]}"#,
            300, 600)
        let f = Self.frames(answer)
        #expect(f["0"] == Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(f["0.0"] == Rect(x: 0, y: 0, width: 150, height: 300))
        #expect(f["0.1"] == Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(answer.nodes.filter { $0.geometry != nil }.map(\.path) == ["0"])
    }
}
