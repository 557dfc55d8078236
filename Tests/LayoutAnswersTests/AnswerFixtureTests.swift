import Foundation
import LayoutAnswers
import LayoutGeometry
import LayoutTestSupport
import Testing

/// The oracle's fixtures (`scripts/generate/generate-fixtures.py`, Python `fractions`) replayed through the answers,
/// not only through the geometry core: what `/fit`, `/alignment` and `/tvgrid` compose from the geometry (rounding,
/// the published-vs-computed width, the insets of each operation) is checked against the same independent values.
struct AnswerFixtureTests {
    /// The fixture files the oracle writes (the geometry tests' folder; read in place, never copied).
    static let cases: Result<[FixtureCase], FixtureCase.LoadFailure> = FixtureCase.load(
        from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayoutGeometryTests/Fixtures"))

    static func feature(_ name: String) -> [FixtureCase] {
        ((try? cases.get()) ?? []).filter { $0.feature == name }
    }

    @Test func theFixturesLoad() throws {
        let all = try Self.cases.get()
        #expect(Self.feature("content-modes").count >= 100)
        #expect(Self.feature("alignment-rects").count >= 20)
        #expect(Self.feature("hig-tvos-grids").count >= 8, "\(all.count) cases in all")
    }

    /// `/fit` (UIKit semantics) on a container: the unrounded rect, the scale and the crop are the oracle's, and the
    /// rounded rect is the oracle's pixel-grid rounding when a scale is given.
    @Test(arguments: feature("content-modes"))
    func fitAnswersAContainerQuestion(_ fixture: FixtureCase) throws {
        let input = fixture.input, expected = fixture.expected
        let mode = try #require(ContentMode(rawValue: input["mode"].string ?? ""))
        let alignment = try #require(ContentAlignment(rawValue: input["alignment"].string ?? ""))
        let question = FitAnswers.UIKit(
            container: try #require(input["container"].rect), region: nil, content: try #require(input["content"].size),
            mode: mode, alignment: mode.fixedAlignment ?? (mode == .scaleToFill ? .center : alignment),
            scale: input["scale"].double)
        let answer = try FitAnswers.answer(question)
        expectClose(answer.unroundedRect, expected["rect"].rect, "unroundedRect")
        expectClose(answer.contentScale.x, expected["scaleX"].double, "contentScale.x")
        expectClose(answer.contentScale.y, expected["scaleY"].double, "contentScale.y")
        expectClose(answer.cropped, expected["cropped"].insets, "cropped")
        if input["scale"].double != nil {
            expectClose(answer.rect, expected["rounded"].rect, "rect (rounded)")
        } else {
            expectClose(answer.rect, expected["rect"].rect, "rect")
        }
    }

    /// `/alignment`: frame → alignment rect, alignment rect → frame, and tap-target insets, as the oracle computes; the
    /// whole answer: the rect asked is kept as given, the insets are the ones given (or the tap target's), a tap
    /// target's frame and its insets in pixels are the oracle's, and the minimum size is echoed for a tap target only.
    @Test(arguments: feature("alignment-rects").filter { $0.input["kind"].string != "pixelsToPoints" })
    func alignmentAnswersEachOperation(_ fixture: FixtureCase) throws {
        let input = fixture.input, expected = fixture.expected
        let operation: AlignmentAnswers.Operation
        switch input["kind"].string {
        case "toAlignment": operation = .alignmentRectForFrame
        case "toFrame": operation = .frameForAlignmentRect
        case "tapTarget": operation = .tapTarget
        default: Issue.record("unknown kind \(input["kind"])"); return
        }
        let rect = try #require(input["rect"].rect ?? input["size"].size.map { Rect(size: $0) })
        let answer = AlignmentAnswers.answer(
            AlignmentAnswers.Question(
                operation: operation, rect: rect, insets: input["insets"].insets ?? .zero, directional: false,
                direction: .leftToRight, scale: input["scale"].double,
                minimumSize: input["minimum"].size ?? Size(width: 44, height: 44)))
        #expect(answer.operation == operation && answer.scale == input["scale"].double)
        switch operation {
        case .alignmentRectForFrame:
            expectClose(answer.alignmentRect, expected["rect"].rect, "alignment rect")
            expectClose(answer.frame, rect, "frame (as given)")
            expectClose(answer.alignmentRectInsets, input["insets"].insets, "insets (as given)")
        case .frameForAlignmentRect:
            expectClose(answer.frame, expected["rect"].rect, "frame")
            expectClose(answer.alignmentRect, rect, "alignment rect (as given)")
            expectClose(answer.alignmentRectInsets, input["insets"].insets, "insets (as given)")
        case .tapTarget:
            expectClose(answer.alignmentRectInsets, expected["insets"].insets, "tap-target insets")
            expectClose(answer.frame, expected["frame"].rect, "tap-target frame")
            expectClose(answer.alignmentRect, rect, "alignment rect (as given)")
        }
        if let pixels = expected["pixelInsets"].insets {
            let got = try #require(answer.pixelAlignmentRectInsets, "no pixel insets at a scale")
            expectClose(got, pixels, "pixel insets")
        } else {
            #expect(answer.pixelAlignmentRectInsets == nil, "pixel insets without a scale")
        }
        #expect(answer.minimumSize == (operation == .tapTarget ? input["minimum"].size : nil))
    }

    /// The flow-layout oracle case with this name (`scrolling 12 items of 184`, `itemWidth for 8 columns spacing 40`).
    static func flowCase(_ name: String) throws -> J {
        try #require(feature("flow-layout").first { $0.name == name }, "no flow-layout case \(name)").expected
    }

    /// `/tvgrid?columns=N` on the HIG's own screen answers the HIG's published width (`itemWidthSource` published),
    /// with the HIG's spacing; the arithmetic's width is the oracle's, and a scrolling row of 12 is laid out with the
    /// published width (the oracle's row of that width: at 8 columns 184 shows peeks of 44, 185 would show 40).
    @Test(arguments: feature("hig-tvos-grids").filter { $0.input["columns"].double != nil })
    func tvGridAnswersThePublishedGrid(_ fixture: FixtureCase) throws {
        let columns = Int(try #require(fixture.input["columns"].double))
        let grid = TVGridAnswers.Grid(
            sizing: .columns(columns), screen: TVGrid.screen, insets: TVGrid.safeAreaInsets,
            spacing: TVGrid.horizontalSpacing, verticalSpacing: TVGrid.minimumVerticalSpacing, itemHeight: nil,
            focusedScale: nil, titleHeight: nil, titlePadding: 20, itemCount: 12)
        let answer = TVGridAnswers.answer(grid)
        let width = try #require(fixture.expected["unfocusedWidth"].double)
        #expect(answer.itemWidth == width && answer.publishedItemWidth == width)
        let computed = try Self.flowCase("itemWidth for \(columns) columns spacing 40")
        expectClose(answer.computedItemWidth, computed["itemWidth"].double, "computedItemWidth")
        let row = try #require(answer.scrollingRow)
        let scrolling = try Self.flowCase("scrolling 12 items of \(Int(width))")
        #expect(Double(row.itemCount) == 12 && Double(row.fullyVisible) == scrolling["fullyVisible"].double)
        expectClose(row.firstFullItemX, scrolling["firstFullItemX"].double, "scrollingRow.firstFullItemX")
        expectClose(row.leadingPeek, scrolling["leadingPeek"].double, "scrollingRow.leadingPeek")
        expectClose(row.trailingPeek, scrolling["trailingPeek"].double, "scrollingRow.trailingPeek")
        #expect(answer.itemWidthSource == "published")
        #expect(answer.minimumHorizontalSpacing == fixture.expected["horizontalSpacing"].double)
        #expect(answer.minimumVerticalSpacing == fixture.expected["minimumVerticalSpacing"].double)
        #expect(answer.columnX.count == columns)
    }

    /// `/fit?region=keyboardLayoutGuide`: the region above the docked keyboard (within the safe area's sides and top)
    /// and the 16:9 rect fitted in it are the oracle's, for every iPhone and iPad with insets, in both orientations,
    /// with and without the predictive bar and with the keyboard hidden; so is the whole keyboard answer (its
    /// height, the keys without the bar, the bar as shown, its frame), and its parts add up: `keyboardHeight +
    /// predictiveBar == height`, `noPredictive` shows a bar of 0, `hidden` has no figure at all.
    @Test(arguments: feature("keyboard-guides"))
    func keyboardGuideAnswersTheAreaAboveTheKeyboard(_ fixture: FixtureCase) throws {
        let input = fixture.input, expected = fixture.expected
        let orientation =
            input["orientation"].string == "landscape"
            ? AskedOrientation(asked: "landscape", interface: .landscapeLeft)
            : AskedOrientation(asked: "portrait", interface: .portrait)
        let option = try #require(KeyboardGuide.Option(rawValue: input["keyboard"].string ?? ""))
        let region = FitAnswers.DeviceRegion(
            device: try Self.catalog.resolve(try #require(input["device"].string)), orientation: orientation,
            displayZoom: false, kind: .keyboardLayoutGuide, guideRatio: .one, placesContent: true, keyboard: option)
        let answer = try FitAnswers.answer(
            FitAnswers.UIKit(
                container: .zero, region: region, content: try #require(input["content"].size), mode: .scaleAspectFit,
                alignment: .center, scale: input["scale"].double))
        expectClose(answer.container, expected["container"].rect, "container")
        let keyboard = try #require(answer.deviceRegion?.keyboard)
        #expect(keyboard.option == option)
        expectClose(keyboard.height, expected["keyboardHeight"].double, "keyboard height")
        expectClose(keyboard.keyboardHeight, expected["keys"].double, "keyboardHeight (the keys)")
        expectClose(keyboard.predictiveBar, expected["predictiveBar"].double, "predictiveBar")
        expectClose(keyboard.frame, expected["frame"].rect, "keyboard frame")
        if option == .hidden {
            #expect(keyboard.height == nil && keyboard.keyboardHeight == nil && keyboard.predictiveBar == nil)
            #expect(keyboard.frame == nil && keyboard.sources.isEmpty)
        } else {
            let keys = try #require(keyboard.keyboardHeight), bar = try #require(keyboard.predictiveBar)
            expectClose(keyboard.height, keys + bar, "height = keyboardHeight + predictiveBar")
            if option == .noPredictive { #expect(bar == 0, "noPredictive shows no bar") }
            if option == .predictive { #expect(bar > 0, "predictive shows the bar") }
            #expect(!keyboard.sources.isEmpty, "a keyboard height carries its source")
        }
        expectClose(answer.unroundedRect, expected["rect"].rect, "unroundedRect")
        if input["scale"].double != nil { expectClose(answer.rect, expected["rounded"].rect, "rect (rounded)") }
    }

    /// The catalog compiled in, decoded here with Foundation (the answers module has no JSON reader of its own).
    static let catalog: DeviceCatalog = {
        do {
            let document = try JSONDecoder().decode(CatalogDocument.self, from: Data(EmbeddedCatalog.json.utf8))
            return try DeviceCatalog(document: document)
        } catch {
            preconditionFailure("the embedded catalog does not load: \(error)")
        }
    }()
}
