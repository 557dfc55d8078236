import LayoutAnswers
import LayoutGeometry
import Testing

/// `Grid`, `GridRow` and the grid cell modifiers through the wire reader: bad members are a 400 naming the node, a
/// `GridRow` outside a `Grid` and a flexible cell are a 422 saying why (the rules: swiftui_oracle/grids.py).
struct SwiftUIGridAnswersTests {
    /// Bad grid members: each a 400 naming the node (run by `SwiftUILayoutAnswersTests.badViewsNameTheirPath`).
    static let badGridViews: [(String, String, String)] = [
        (#"{"type":"gridCellColumns","count":0,"content":{"type":"Color"}}"#, "0", "at least 1"),
        (#"{"type":"gridCellColumns","count":1.5,"content":{"type":"Color"}}"#, "0", "whole number"),
        (#"{"type":"gridCellUnsizedAxes","axes":"all","content":{"type":"Color"}}"#, "0", "horizontal, vertical, both"),
        (#"{"type":"gridColumnAlignment","alignment":"top","content":{"type":"Color"}}"#, "0", "leading, center"),
        (#"{"type":"gridCellAnchor","x":"left","content":{"type":"Color"}}"#, "0", "must be a number"),
        (#"{"type":"Grid","children":[{"type":"GridRow","alignment":"leading","children":[]}]}"#, "0.0", "top, center"),
        (#"{"type":"Grid","spacing":4,"children":[]}"#, "0", #"unknown member "spacing""#),
    ]

    /// What the engine cannot answer is a 422 naming the node and the reason.
    @Test(arguments: [
        (
            #"{"type":"VStack","children":[{"type":"GridRow","children":[]}]}"#,
            "view: at 0.0: a GridRow is laid out only"
        ),
        (
            #"{"type":"Grid","children":[{"type":"GridRow","children":[{"type":"Color"}]}]}"#,
            "view: at 0.0.0: a Grid cell's"
        ),
    ])
    func unanswerableGridsAre422(json: String, words: String) throws {
        let view = try SwiftUILayoutAnswersTests.view(json)
        let question = SwiftUILayoutAnswers.Question(
            view: view, proposal: ProposedSize(width: 300, height: 300), scale: 2, placement: nil)
        let error = #expect(throws: AnswerError.self) { try SwiftUILayoutAnswers.answer(question) }
        #expect(error?.kind == .unprocessable && error?.detail.hasPrefix(words) == true, "\(String(describing: error))")
    }
}
