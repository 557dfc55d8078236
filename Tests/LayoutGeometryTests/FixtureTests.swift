import LayoutGeometry
import Testing

/// Replays every case the oracle (`scripts/generate-fixtures.py`) generated. Fixtures are never edited by hand.
struct FixtureTests {
    @Test func thereAreAtLeastAThousandCases() {
        #expect(FixtureCase.all.count >= 1_000, "only \(FixtureCase.all.count) fixture cases loaded")
        let features = Set(FixtureCase.all.map(\.feature))
        #expect(features.isSuperset(of: ["content-modes", "swiftui-aspect-ratio", "alignment-rects", "pixel-rounding", "aspect-ratio-parsing"]))
    }

    @Test(arguments: FixtureCase.all)
    func replay(_ fixture: FixtureCase) throws {
        let input = fixture.input
        let expected = fixture.expected
        switch fixture.feature {
        case "content-modes":
            let mode = try #require(ContentMode(rawValue: input["mode"].string ?? ""))
            let alignment = try #require(ContentAlignment(rawValue: input["alignment"].string ?? ""))
            let placement = mode.place(try #require(input["content"].size), in: try #require(input["container"].rect), alignment: alignment)
            expectClose(placement.rect, expected["rect"].rect, "rect")
            expectClose(placement.scaleX, expected["scaleX"].double, "scaleX")
            expectClose(placement.scaleY, expected["scaleY"].double, "scaleY")
            expectClose(placement.cropped, expected["cropped"].insets, "cropped")
            #expect(placement.alignment.rawValue == expected["alignment"].string)
            if let scale = input["scale"].double {
                expectClose(placement.rect.roundedToPixels(scale: scale), expected["rounded"].rect, "rounded")
            }

        case "swiftui-aspect-ratio":
            let proposal = ProposedSize(width: input["proposal"]["width"].double, height: input["proposal"]["height"].double)
            let mode = try #require(SwiftUIContentMode(rawValue: input["mode"].string ?? ""))
            let layout = mode.layout(proposal: proposal, ratio: input["ratio"].double, idealSize: input["idealSize"].size)
            expectClose(layout.childProposal.width, expected["childProposal"]["width"].double, "childProposal.width")
            expectClose(layout.childProposal.height, expected["childProposal"]["height"].double, "childProposal.height")
            expectClose(layout.ratio, expected["ratio"].double, "ratio")
            expectClose(layout.flexibleSize.width, expected["flexibleSize"]["width"].double, "flexibleSize.width")
            expectClose(layout.flexibleSize.height, expected["flexibleSize"]["height"].double, "flexibleSize.height")
            expectClose(layout.flexibleFrame, expected["flexibleFrame"].rect, "flexibleFrame")
            expectClose(layout.fixedFrame, expected["fixedFrame"].rect, "fixedFrame")

        case "alignment-rects":
            switch input["kind"].string {
            case "toAlignment":
                let rect = AlignmentRect.alignmentRect(forFrame: try #require(input["rect"].rect), insets: try #require(input["insets"].insets))
                expectClose(rect, expected["rect"].rect, "alignment rect")
            case "toFrame":
                let rect = AlignmentRect.frame(forAlignmentRect: try #require(input["rect"].rect), insets: try #require(input["insets"].insets))
                expectClose(rect, expected["rect"].rect, "frame")
            case "pixelsToPoints":
                let points = AlignmentRect.points(fromPixels: try #require(input["insets"].insets), scale: try #require(input["scale"].double))
                expectClose(points, expected["insets"].insets, "insets in points")
            case "tapTarget":
                let insets = AlignmentRect.tapTargetInsets(
                    for: try #require(input["size"].size), minimum: try #require(input["minimum"].size), scale: input["scale"].double)
                expectClose(insets, expected["insets"].insets, "tap-target insets")
            default:
                Issue.record("unknown alignment case kind \(input["kind"])")
            }

        case "pixel-rounding":
            let value = try #require(input["value"].double)
            let scale = try #require(input["scale"].double)
            expectClose(PixelGrid.round(value, scale: scale), expected["value"].double, "rounded value")

        case "aspect-ratio-parsing":
            let text = try #require(input["text"].string)
            if expected["valid"].bool == true {
                let ratio = try AspectRatio(parsing: text)
                expectClose(ratio.value, expected["value"].double, "ratio of \(text)")
            } else {
                #expect(throws: AspectRatio.Invalid.self) { try AspectRatio(parsing: text) }
            }

        default:
            Issue.record("no replay for feature \(fixture.feature)")
        }
    }
}
