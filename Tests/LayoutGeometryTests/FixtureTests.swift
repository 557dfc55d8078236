import LayoutGeometry
import Testing
import LayoutTestSupport

/// Replays every case the oracle (`scripts/generate/generate-fixtures.py`) generated. Fixtures are never edited by
/// hand.
struct FixtureTests {
    @Test func everyFixtureFileLoads() {
        #expect(FixtureCase.loadFailure == nil, "\(FixtureCase.loadFailure ?? "")")
    }

    @Test func thereAreAtLeastAThousandCases() {
        #expect(FixtureCase.all.count >= 1_000, "only \(FixtureCase.all.count) fixture cases loaded")
        let features = Set(FixtureCase.all.map(\.feature))
        #expect(
            features.isSuperset(of: [
                "content-modes", "swiftui-aspect-ratio", "alignment-rects", "pixel-rounding", "aspect-ratio-parsing",
                "flow-layout", "hig-tvos-grids", "swiftui-layout",
            ]))
    }

    /// The service's HIG grid table has exactly the grids the seed's HIG text has.
    @Test func publishedGridsAreExactlyTheSeedTable() {
        let fromSeed = FixtureCase.all.filter { $0.feature == "hig-tvos-grids" }.compactMap {
            $0.input["columns"].double
        }.map(Int.init)
        #expect(fromSeed.count == 8)
        #expect(TVGrid.published.map(\.columns) == fromSeed.sorted())
    }

    private func replayFlowLayout(_ input: J, _ expected: J) throws {
        let safe = Rect(x: 80, y: 60, width: 1760, height: 960)
        switch input["kind"].string {
        case "line":
            let line = FlowLayout.line(
                itemWidth: try #require(input["itemWidth"].double),
                minimumSpacing: try #require(input["spacing"].double),
                availableWidth: try #require(input["available"].double),
                leadingInset: try #require(input["leading"].double))
            #expect(Double(line.columns) == expected["columns"].double)
            expectClose(line.spacing, expected["spacing"].double, "spacing")
            expectClose(line.leftover, expected["leftover"].double, "leftover")
            let xs = expected["columnX"].doubles
            #expect(line.columnX.count == xs.count)
            for (a, e) in zip(line.columnX, xs) { expectClose(a, e, "column x") }
            #expect(line.itemWiderThanAvailable == expected["itemWiderThanAvailable"].bool)
        case "itemWidth":
            let width = FlowLayout.itemWidth(
                columns: Int(try #require(input["columns"].double)), spacing: try #require(input["spacing"].double),
                availableWidth: try #require(input["available"].double))
            expectClose(width, expected["itemWidth"].double, "item width")
        case "rows":
            let rows = GridRows(
                itemHeight: try #require(input["itemHeight"].double),
                verticalSpacing: try #require(input["verticalSpacing"].double),
                safeArea: safe, screenHeight: 1080)
            expectClose(rows.rowPitch, expected["rowPitch"].double, "row pitch")
            #expect(Double(rows.fullyVisibleRows) == expected["fullyVisibleRows"].double)
            expectClose(rows.nextRowPeekInSafeArea, expected["nextRowPeekInSafeArea"].double, "peek in safe area")
            expectClose(rows.nextRowPeekOnScreen, expected["nextRowPeekOnScreen"].double, "peek on screen")
        case "scrolling":
            let row = ScrollingRow(
                itemCount: Int(try #require(input["itemCount"].double)),
                itemWidth: try #require(input["itemWidth"].double),
                spacing: 40, safeArea: safe, screenWidth: 1920)
            #expect(Double(row.fullyVisible) == expected["fullyVisible"].double)
            expectClose(row.firstFullItemX, expected["firstFullItemX"].double, "first full item x")
            expectClose(row.leadingPeek, expected["leadingPeek"].double, "leading peek")
            expectClose(row.trailingPeek, expected["trailingPeek"].double, "trailing peek")
        case "focus":
            let growth = FocusGrowth(
                size: try #require(input["size"].size), scale: try #require(input["scale"].double),
                horizontalSpacing: try #require(input["spacing"].double),
                verticalSpacing: input["verticalSpacing"].double)
            let size = expected["focusedSize"].doubles
            expectClose(growth.focusedSize.width, size.first, "focused width")
            expectClose(growth.focusedSize.height, size.last, "focused height")
            expectClose(growth.overhang.width, expected["overhang"].doubles.first, "overhang x")
            expectClose(growth.requiredVerticalSpacing, expected["overhang"].doubles.last, "required vertical spacing")
            #expect(growth.overlapsHorizontally == expected["overlapsHorizontally"].bool)
            #expect(growth.overlapsVertically == expected["overlapsVertically"].bool)
        case "title":
            let title = TitledRowSpacing(
                titleHeight: try #require(input["titleHeight"].double),
                itemHeight: try #require(input["itemHeight"].double),
                focusedScale: try #require(input["scale"].double), titlePadding: try #require(input["padding"].double))
            expectClose(
                title.previousRowBottomToTitleCenter, expected["previousRowBottomToTitleCenter"].double,
                "to title center")
            expectClose(title.titleBottomToRowTop, expected["titleBottomToRowTop"].double, "title to row")
            expectClose(title.previousRowBottomToRowTop, expected["previousRowBottomToRowTop"].double, "row to row")
        default:
            Issue.record("unknown flow-layout case kind \(input["kind"])")
        }
    }

    @Test(arguments: FixtureCase.all)
    func replay(_ fixture: FixtureCase) throws {
        let input = fixture.input
        let expected = fixture.expected
        switch fixture.feature {
        case "content-modes":
            let mode = try #require(ContentMode(rawValue: input["mode"].string ?? ""))
            let alignment = try #require(ContentAlignment(rawValue: input["alignment"].string ?? ""))
            let placement = mode.place(
                try #require(input["content"].size), in: try #require(input["container"].rect), alignment: alignment)
            expectClose(placement.rect, expected["rect"].rect, "rect")
            expectClose(placement.scaleX, expected["scaleX"].double, "scaleX")
            expectClose(placement.scaleY, expected["scaleY"].double, "scaleY")
            expectClose(placement.cropped, expected["cropped"].insets, "cropped")
            #expect(placement.alignment.rawValue == expected["alignment"].string)
            if let scale = input["scale"].double {
                expectClose(placement.rect.roundedToPixels(scale: scale), expected["rounded"].rect, "rounded")
            }

        case "swiftui-aspect-ratio":
            let proposal = ProposedSize(
                width: input["proposal"]["width"].double, height: input["proposal"]["height"].double)
            let mode = try #require(SwiftUIContentMode(rawValue: input["mode"].string ?? ""))
            let layout = mode.layout(
                proposal: proposal, ratio: input["ratio"].double, idealSize: input["idealSize"].size)
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
                let rect = AlignmentRect.alignmentRect(
                    forFrame: try #require(input["rect"].rect), insets: try #require(input["insets"].insets))
                expectClose(rect, expected["rect"].rect, "alignment rect")
            case "toFrame":
                let rect = AlignmentRect.frame(
                    forAlignmentRect: try #require(input["rect"].rect), insets: try #require(input["insets"].insets))
                expectClose(rect, expected["rect"].rect, "frame")
            case "pixelsToPoints":
                let points = AlignmentRect.points(
                    fromPixels: try #require(input["insets"].insets), scale: try #require(input["scale"].double))
                expectClose(points, expected["insets"].insets, "insets in points")
            case "tapTarget":
                let insets = AlignmentRect.tapTargetInsets(
                    for: try #require(input["size"].size), minimum: try #require(input["minimum"].size),
                    scale: input["scale"].double)
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

        case "flow-layout":
            try replayFlowLayout(input, expected)

        case "swiftui-layout":
            try SwiftUIFixture.replay(input, expected)

        case "hig-tvos-grids":
            if input["safeArea"].bool == true {
                #expect(
                    TVGrid.safeAreaInsets
                        == EdgeInsets(
                            top: try #require(expected["topBottom"].double),
                            left: try #require(expected["sides"].double),
                            bottom: try #require(expected["topBottom"].double),
                            right: try #require(expected["sides"].double)))
            } else {
                let columns = Int(try #require(input["columns"].double))
                let grid = try #require(TVGrid.published(columns: columns), "no published \(columns)-column grid")
                #expect(grid.unfocusedWidth == expected["unfocusedWidth"].double)
                #expect(grid.horizontalSpacing == expected["horizontalSpacing"].double)
                #expect(grid.minimumVerticalSpacing == expected["minimumVerticalSpacing"].double)
            }

        case "keyboard-guides":  // the region itself is the answers' (LayoutAnswersTests); here the fit inside it
            let content = try #require(input["content"].size)
            let container = try #require(expected["container"].rect)
            let placement = ContentMode.scaleAspectFit.place(content, in: container, alignment: .center)
            expectClose(placement.rect, expected["rect"].rect, "rect")

        default:
            Issue.record("no replay for feature \(fixture.feature)")
        }
    }
}
