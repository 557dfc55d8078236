import LayoutAnswers
import LayoutGeometry
import Testing

/// `alignmentGuide` as the service reads it (the two value forms, the bad ones) and the trees the engine refuses
/// because a guide would be read beyond the container directly around it (SwiftUI passes explicit guides up:
/// OpenSwiftUI `UnaryLayoutView.swift` lines 372–380, `StackLayout.swift` 404–416; not modelled, so refused). The
/// frames themselves are the oracle's (`scripts/generate/swiftui_oracle/guide_cases.py`, replayed with the fixture).
struct SwiftUIAlignmentGuideTests {
    typealias Guide = SwiftUILayout.AlignmentGuide

    static func guide(_ alignment: String, _ value: String, content: String = #"{"type":"Color"}"#) -> String {
        #"{"type":"alignmentGuide","alignment":"\#(alignment)","value":\#(value),"content":\#(content)}"#
    }

    @Test func bothValueFormsAreRead() throws {
        let constant = try SwiftUILayoutAnswersTests.view(Self.guide("leading", "20"))
        #expect(constant.kind == .alignmentGuide(Guide(key: .leading, constant: 20), content: .init(.color("gray"))))
        let half = try SwiftUILayoutAnswersTests.view(Self.guide("bottom", #"{"fraction":0.5,"of":"height"}"#))
        #expect(half.kind == .alignmentGuide(Guide(key: .bottom, heightFraction: 0.5), content: .init(.color("gray"))))
        let read = try SwiftUILayoutAnswersTests.view(Self.guide("bottom", #"{"guide":"verticalCenter","plus":10}"#))
        #expect(
            read.kind
                == .alignmentGuide(
                    Guide(key: .bottom, constant: 10, reads: .verticalCenter), content: .init(.color("gray"))))
        let plain = try SwiftUILayoutAnswersTests.view(Self.guide("top", #"{"guide":"top"}"#))
        #expect(plain.kind == .alignmentGuide(Guide(key: .top, reads: .top), content: .init(.color("gray"))))
    }

    /// Apple's example on the ViewDimensions page (developer.apple.com/documentation/swiftui/viewdimensions):
    /// `VStack(alignment: .leading) { Text("Default"); Text("Indented").alignmentGuide(.leading) { context in
    /// context[.leading] - 10 } }` — "SwiftUI moves the second text view to the right, relative to the first text
    /// view", by 10. Fixed 60 × 20 and 70 × 20 stand in for the texts.
    @Test func applesIndentReadsTheLeadingGuideLess10() throws {
        let node = try SwiftUILayoutAnswersTests.view(
            #"{"type":"VStack","alignment":"leading","children":[{"type":"Fixed","width":60,"height":20},"#
                + Self.guide(
                    "leading", #"{"guide":"leading","plus":-10}"#,
                    content: #"{"type":"Fixed","width":70,"#
                        + #""height":20}"#) + "]}")
        let result = try SwiftUILayout.layout(node, proposal: ProposedSize(width: nil, height: nil), scale: 3)
        let frames = Dictionary(uniqueKeysWithValues: result.views.map { ($0.path, $0.frame) })
        #expect(frames["0.0"]?.x == 0 && frames["0.1"]?.x == 10)
        #expect(result.size == Size(width: 80, height: 48))
    }

    /// SwiftUI applies a view's guides in order: a guide reads the ones set before it (inside it), never one set
    /// after it. `Fixed(20, 40).alignmentGuide(.top) { _ in 5 }.alignmentGuide(.bottom) { d in d[.top] }` has its
    /// bottom guide at 5; the same two in the other order at 0 (the view's own top).
    @Test func aGuideReadsTheGuidesSetBeforeIt() throws {
        func bottomAligned(_ view: String) throws -> Double? {
            let node = try SwiftUILayoutAnswersTests.view(
                #"{"type":"HStack","alignment":"bottom","spacing":0,"children":[{"type":"Fixed","width":20,"#
                    + #""height":40},"# + view + "]}")
            let result = try SwiftUILayout.layout(node, proposal: ProposedSize(width: nil, height: nil), scale: 1)
            return result.views.first { $0.path == "0.1" }?.frame.y
        }
        let fixed = #"{"type":"Fixed","width":20,"height":40}"#
        let before = Self.guide("bottom", #"{"guide":"top"}"#, content: Self.guide("top", "5", content: fixed))
        let after = Self.guide("top", "5", content: Self.guide("bottom", #"{"guide":"top"}"#, content: fixed))
        #expect(try bottomAligned(before) == 35)
        #expect(try bottomAligned(after) == 40)
    }

    @Test(arguments: [
        (Self.guide("center", "1"), "horizontalCenter, trailing"),
        (Self.guide("leading", #""20""#), "must be a number, {"),
        (Self.guide("leading", #"{"guide":"middle"}"#), "use one of leading, horizontalCenter"),
        (Self.guide("leading", #"{"guide":"top","of":"width"}"#), "value takes guide and plus"),
        (Self.guide("leading", #"{"guide":null}"#), "has guide null"),
        (Self.guide("leading", #"{"guide":"top","plus":"1"}"#), "plus"),
        (Self.guide("leading", #"{"fraction":0.5}"#), "without of"),
        (Self.guide("leading", #"{"fraction":0.5,"of":"depth"}"#), "width, height"),
        (Self.guide("leading", #"{"fraction":0.5,"of":"width","plus":1}"#), #"unknown member "plus""#),
        (#"{"type":"alignmentGuide","alignment":"top","content":{"type":"Color"}}"#, "needs value"),
    ])
    func badGuidesAreNamed(json: String, words: String) {
        SwiftUILayoutAnswersTests.expectBadView(json, naming: words)
    }

    /// Trees whose guide would be read again further up (or by a container without a modelled guide rule) fail
    /// with `invalid` at the guide's path; the same guides where only the first container reads them are laid out.
    @Test(arguments: [
        // The padding passes the leading guide to the VStack, which reads it: refused.
        (
            #"{"type":"VStack","alignment":"leading","children":[{"type":"padding","content":"#
                + Self.guide("leading", "5") + "}]}", "0.0.0"
        ),
        // The inner VStack reads it and passes the mean up; the outer one reads leading again: refused.
        (
            #"{"type":"VStack","alignment":"leading","children":[{"type":"VStack","alignment":"leading","children":["#
                + Self.guide("leading", "5") + "]}]}", "0.0.0"
        ),
        // A centre-aligned VStack does not read the leading guide but passes it to the leading one: refused.
        (
            #"{"type":"VStack","alignment":"leading","children":[{"type":"VStack","children":["#
                + Self.guide("leading", "5") + "]}]}", "0.0.0"
        ),
        // Through an offset to a padding, then to the VStack that reads it: refused at the VStack.
        (
            #"{"type":"VStack","alignment":"leading","children":[{"type":"padding","content":{"type":"offset","#
                + #""content":"# + Self.guide("leading", "5") + "}}]}", "0.0.0.0"
        ),
        // A guide read through a padding by an outer guide (`d[.top]`): the value would travel through a layout.
        (
            #"{"type":"HStack","alignment":"bottom","children":["#
                + Self.guide(
                    "bottom", #"{"guide":"top"}"#,
                    content: #"{"type":"padding","content":"#
                        + Self.guide("top", "5") + "}") + "]}", "0.0.0.0"
        ),
        // A lazy grid's cell rule with guides is not modelled: refused.
        (#"{"type":"LazyVGrid","columns":[{"size":"flexible"}],"children":["# + Self.guide("top", "5") + "]}", "0.0"),
        // Nor is a Grid's: a cell whose guide would push it outward of its row or column is refused, in a GridRow
        // and as a row of its own (SwiftUI publishes no rule for a Grid's union of aligned cells).
        (
            #"{"type":"Grid","children":[{"type":"GridRow","alignment":"top","children":["# + Self.guide("top", "-5")
                + #",{"type":"Fixed","width":20,"height":20}]}]}"#, "0.0.0"
        ),
        (#"{"type":"Grid","alignment":"leading","children":["# + Self.guide("leading", "8") + "]}", "0.0"),
        // A custom layout's: Apple's sample layouts place by unit points; a guide inside one is refused.
        (#"{"type":"RadialLayout","children":["# + Self.guide("verticalCenter", "2") + "]}", "0.0"),
    ])
    func guidesReadBeyondTheirContainerAreRefused(json: String, path: String) throws {
        let node = try SwiftUILayoutAnswersTests.view(json)
        #expect {
            _ = try SwiftUILayout.layout(node, proposal: ProposedSize(width: 300, height: 300), scale: 1)
        } throws: { error in
            guard case SwiftUILayout.Failure.invalid(let at, let reason) = error else { return false }
            return at == path && reason.contains("alignmentGuide")
        }
    }

    @Test(arguments: [
        // An HStack reads only vertical guides; the leading guide reaches no reader that uses it.
        #"{"type":"VStack","alignment":"trailing","children":[{"type":"HStack","children":["#
            + Self.guide("leading", "5") + "]}]}",
        // An overlay's secondary view passes no guide up: the outer ZStack reads nothing of it.
        #"{"type":"ZStack","alignment":"leading","children":[{"type":"overlay","alignment":"leading","#
            + #""content":{"type":"Color"},"secondary":"# + Self.guide("leading", "5") + "}]}",
        // The outer guide answers leading itself, so the inner one is read by the VStack only once.
        #"{"type":"VStack","alignment":"leading","children":["#
            + Self.guide(
                "leading", "1",
                content: Self.guide(
                    "leading", "5")) + "]}",
        // offset and layoutPriority pass their content's guide on: the VStack reads it through them.
        #"{"type":"VStack","alignment":"leading","children":[{"type":"offset","x":3,"content":{"#
            + #""type":"layoutPriority","value":1,"content":"# + Self.guide("leading", "5") + "}}]}",
    ])
    func guidesReadOnceAreLaidOut(json: String) throws {
        let node = try SwiftUILayoutAnswersTests.view(json)
        #expect(throws: Never.self) {
            _ = try SwiftUILayout.layout(node, proposal: ProposedSize(width: 300, height: 300), scale: 1)
        }
    }
}
