"""Mutations for mutate.py: the SwiftUI layout engine (stacks, pixel ties, NaN proposals, hosting on a screen, the
views and modifiers), each killed by the test its comment names.
Each entry is (id, area, file, original text, replacement); mutate.py runs them with the other lists.
"""

from mutations_core import A, H, S  # noqa: F401

MUTATIONS = [
    # --- SwiftUI layout: killed by FixtureTests.replay (swiftui-layout) or SwiftUILayoutTests
    ("swiftui-most-flexible-first", "swiftui", S + "StackLayout.swift",
     "            return flexA < flexB\n", "            return flexA > flexB\n"),
    ("swiftui-spacer-priority-zero", "swiftui", S + "Tree.swift",
     "case .spacer: -.infinity", "case .spacer: 0"),
    ("swiftui-spacing-either-side-default", "swiftui", S + "Spacing.swift",
     "if from == nil && to == nil { return SwiftUILayout.systemSpacing }",
     "if from == nil || to == nil { return SwiftUILayout.systemSpacing }"),
    ("swiftui-pixel-origin-and-size", "swiftui", S + "Placement.swift",
     "pixelFrame: SwiftUILayout.pixelFrame(frame, scale: scale)",
     "pixelFrame: Rect(origin: Point(x: PixelGrid.round(frame.x, scale: scale), y: PixelGrid.round(frame.y, scale: "
     "scale)), "
     "size: Size(width: PixelGrid.round(frame.width, scale: scale), height: PixelGrid.round(frame.height, scale: "
     "scale)))"),
    ("swiftui-cache-key-width-only", "swiftui", S + "Measure.swift",
     "let bits = Key(proposal)", "let bits = Key(ProposedSize(width: proposal.width, height: nil))"),
    # killed by SwiftUIWorkBudgetTests and WorkBudgetEndpointTests (a layout past its work budget is refused)
    ("swiftui-budget-unenforced", "swiftui", S + "Measure.swift",
     "guard remaining > 0 else { return halted(index) }", "guard true else { return halted(index) }"),
    # killed by SwiftUIWorkBudgetTests (a stopped budget stops the layout)
    ("swiftui-budget-never-polled", "swiftui", S + "Measure.swift",
     "if let stop = budget.stopped {", "if let stop = Optional<WorkBudget.Stop>.none {"),
    ("swiftui-no-minimums-reserved", "swiftui", S + "StackLayout.swift",
     "available -= s.order[end...].reduce(0) { $0 + s.minimum[$1]! }", "available -= 0"),
    ("swiftui-placing-keeps-nil-height", "swiftui", S + "Placement.swift",
     "let q = ProposedSize(width: p.width, height: p.height ?? size.height)", "let q = p"),
    # --- SwiftUI layout: pixel ties, NaN proposals, hosting on a screen; killed by FixtureTests.replay (swiftui-layout)
    ("swiftui-pixel-tie-uikit-rule", "swiftui", S + "PixelSnapping.swift",
     "return m == 1 ? v.rounded(.down) : (v / m).rounded(.down) * m",
     "return PixelGrid.round(value, scale: 1 / m)"),
    ("swiftui-pixel-far-corner-from-size", "swiftui", S + "PixelSnapping.swift",
     "maxX: roundToNearestOrUp(maxX, toMultipleOf: m), maxY: roundToNearestOrUp(maxY, toMultipleOf: m))",
     "maxX: roundToNearestOrUp(rect.x, toMultipleOf: m) + roundToNearestOrUp(rect.width, toMultipleOf: m), "
     "maxY: roundToNearestOrUp(rect.y, toMultipleOf: m) + roundToNearestOrUp(rect.height, toMultipleOf: m))"),
    # killed by SwiftUILayoutEndpointTests.aNaNProposalIsAnsweredAndWrittenNaN
    ("swiftui-nan-proposal-refused", "swiftui", A + "Answers/SwiftUILayoutAnswers+JSON.swift",
     'case let v? where v.isNaN: w.writeLiteral("\\"nan\\"")', "case let v? where v.isNaN: w.writeNumber(v)"),
    # killed by FixtureTests.replay (swiftui-layout, the screen cases) and SwiftUILayoutEndpointTests
    ("swiftui-root-not-centred", "swiftui", S + "SafeArea.swift",
     "x: insets.left + (p.width! - size.width) * 0.5, y: insets.top + (p.height! - size.height) * 0.5)",
     "x: insets.left, y: insets.top)"),
    ("swiftui-ignores-safe-area-always-grows", "swiftui", S + "SafeArea.swift",
     "if minY - epsilon < inner.minY, outer.minY < minY + epsilon {", "if outer.minY < minY + epsilon {"),
    ("swiftui-inset-content-safe-area-unchanged", "swiftui", S + "SafeAreaInset.swift",
     "chain.append(SwiftUILayout.SafeAreaElement(inner: frame.inset(by: edge.insets(length)), outer: frame))",
     "chain.append(SwiftUILayout.SafeAreaElement(inner: frame, outer: frame))"),
    ("swiftui-inset-spacing-ignored", "swiftui", S + "SafeAreaInset.swift",
     "if let value = p[axis] { pp[axis] = Swift.max(value - (ss[axis] + s), 0) }",
     "if let value = p[axis] { pp[axis] = Swift.max(value - ss[axis], 0) }"),
    ("swiftui-safe-area-padding-layer-anchor", "swiftui", S + "SafeAreaInset.swift",
     "let o = layer.edge.opposite.origin(", "let o = layer.edge.origin("),
    ("swiftui-ignores-safe-area-content-unmoved", "swiftui", S + "Placement.swift",
     "at: Point(x: origin.x - e.left, y: origin.y - e.top))", "at: origin)"),
    ("swiftui-hosted-default-window", "swiftui", H + "Endpoints/SwiftUILayoutEndpoint.swift",
     "kind: region.flatMap(SwiftUILayoutAnswers.DeviceRegion.Kind.init(rawValue:)) ?? .safeArea,",
     "kind: region.flatMap(SwiftUILayoutAnswers.DeviceRegion.Kind.init(rawValue:)) ?? .window,"),
    # killed by SwiftUILayoutEndpointTests.aHostedPictureDrawsTheDeviceUnderTheViews
    ("swiftui-picture-without-device", "pictures", A + "Pictures/SwiftUILayoutPicture.swift",
     "if let (model, orientation) = device { draw(model, orientation, on: &svg) }", ""),
    # killed by SwiftUILayoutAnswersTests.replaysTheOracle (ignoresSafeArea without edges is every edge)
    ("swiftui-edges-default-none", "swiftui", A + "Answers/SwiftUILayoutAnswers+SafeArea.swift",
     "case nil: return .all", "case nil: return []"),
    # killed by FixtureTests.replay (swiftui-layout: the Divider cases)
    ("swiftui-divider-one-point", "swiftui", S + "Placement.swift",
     "let engine = Engine(tree: try Tree(root, pixelLength: 1 / scale), budget: budget, measurer: text)",
     "let engine = Engine(tree: try Tree(root), budget: budget, measurer: text)"),
    # killed by FixtureTests.replay (swiftui-layout: the Image cases)
    ("swiftui-resizable-image-fixed", "swiftui", S + "Tree.swift",
     "resizable ? .resizableImage(Size(width: w, height: h)) : .fixed(Size(width: w, height: h))",
     ".fixed(Size(width: w, height: h))"),
    # killed by FixtureTests.replay (swiftui-layout: "ViewThatFits: none fits, the last child")
    ("swiftui-fits-none-first-child", "swiftui", S + "Measure.swift",
     "return tree.child(index, count - 1)", "return tree.child(index, 0)"),
    # killed by FixtureTests.replay (swiftui-layout: a flexible child fits by its ideal size)
    ("swiftui-fits-proposed-not-ideal", "swiftui", S + "Measure.swift",
     "let ideal = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)", "let ideal = p"),
    # killed by FixtureTests.replay (swiftui-layout: "ScrollView vertical: the content proposed 300 x nil")
    ("swiftui-scroll-proposes-proposal", "swiftui", S + "Measure.swift",
     "ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)\n        }", "p\n        }"),
    # killed by FixtureTests.replay (swiftui-layout: "ScrollView vertical: as tall as proposed (500)")
    ("swiftui-scroll-content-size", "swiftui", S + "Measure.swift",
     "return Size(width: h ? (p.width ?? s.width) : s.width, height: v ? (p.height ?? s.height) : s.height)",
     "return s"),
    # killed by FixtureTests.replay (swiftui-layout: "position: a nil width takes the content's (50)") and
    # SwiftUIGeometryTests.anUnproposedDimensionIsTheContents
    ("swiftui-position-nil-is-ten", "swiftui", S + "Measure.swift",
     "return Size(width: p.width ?? s.width, height: p.height ?? s.height)",
     "return p.replacingUnspecifiedDimensions()"),
    # killed by SwiftUIGeometryTests.applesPositionExampleCentresTheTextAt175By100 and FixtureTests.replay
    ("swiftui-position-top-leading", "swiftui", S + "Placement.swift",
     "at: Point(x: origin.x + (x - s.width * 0.5), y: origin.y + (y - s.height * 0.5))",
     "at: Point(x: origin.x + x, y: origin.y + y)"),
    # killed by FixtureTests.replay (swiftui-layout: "position: placing proposes the size it chose (300 x 10)")
    ("swiftui-position-places-with-proposal", "swiftui", S + "Placement.swift",
     "let q = ProposedSize(width: size.width, height: size.height)\n                let s = engine.size(content, q)",
     "let q = p\n                let s = engine.size(content, q)"),
    # killed by SwiftUIGeometryTests.aGeometryReaderInAScrollViewIs10Tall and FixtureTests.replay
    ("swiftui-reader-nil-is-zero", "swiftui", S + "Measure.swift",
     "return p.replacingUnspecifiedDimensions()  // `LayoutComputer.DefaultEngine`",
     "return Size(width: p.width ?? 0, height: p.height ?? 0)  // `LayoutComputer.DefaultEngine`"),
    # killed by SwiftUIGeometryReaderEndpointTests and FixtureTests.replay (the hosted GeometryReader cases)
    ("swiftui-reader-no-insets", "swiftui", S + "Placement.swift",
     "safeAreaInsets: SafeAreaElement.insets(at: frame, in: chain, edges: .all, pixelLength: 1 / scale))",
     "safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))"),
    # killed by FixtureTests.replay (swiftui-layout: "GeometryReader under fixedSize is 10 x 10; its child is proposed
    # 10 x 10")
    ("swiftui-reader-proposes-its-proposal", "swiftui", S + "Placement.swift",
     "for k in 0..<engine.tree.childCount[index] { place(engine.tree.child(index, k), q, at: origin) }",
     "for k in 0..<engine.tree.childCount[index] { place(engine.tree.child(index, k), p, at: origin) }"),
    # killed by SwiftUIGeometryReaderEndpointTests.theInsetsAreLeadingAndTrailing
    ("swiftui-reader-leading-is-right", "swiftui", A + "Answers/SwiftUILayoutAnswers+JSON.swift",
     "w.writeNumber(g.safeAreaInsets.left)", "w.writeNumber(g.safeAreaInsets.right)"),
    # killed by SwiftUIAlignmentGuideTests.aGuideReadsTheGuidesSetBeforeIt and FixtureTests.replay
    ("swiftui-guide-read-default-only", "swiftui", S + "AlignmentGuide.swift",
     "explicitGuide(content, horizontal: read.isHorizontal, read.fraction, size)\n                        ?? ", ""),
    # killed by SwiftUIAlignmentGuideTests.applesIndentReadsTheLeadingGuideLess10 and FixtureTests.replay
    ("swiftui-guide-read-ignores-plus", "swiftui", S + "AlignmentGuide.swift",
     "return base + g.value(in: size)", "return base"),
    # killed by SwiftUIAlignmentGuideTests.guidesReadBeyondTheirContainerAreRefused (a guide read through a padding)
    ("swiftui-guide-read-not-refused", "swiftui", S + "AlignmentGuide.swift",
     "case .alignmentGuide: return guides[q]?.reads?.bit ?? 0", "case .alignmentGuide: return 0"),
    # --- the work a request is charged and the bound of its answer
    # killed by SwiftUIWorkBudgetTests.aChargePastTheLimitTakesTheRestAndFails
    ("budget-charge-counts-past-limit", "swiftui", S + "WorkBudget.swift",
     "spend(Swift.min(units, remaining))", "spend(units)"),
    # killed by TextWorkTests.theWorkIsTheSameColdOrWarm (shaping charged only where the cache missed)
    ("text-shaping-charged-on-miss-only", "swiftui", "Sources/LayoutText/TextMeasurer.swift",
     "return (shaped, work)", "return (shaped, work + shapingWork(of: string))"),
    # killed by TextWorkTests.aSecondLayoutOfTheRequestIsNotChargedTheShapingAgain
    ("text-shaping-charged-every-layout", "swiftui", S + "Measure.swift",
     "if budget.firstCharge(of: key) { charge(measurer.shapingWork(of: spec.string)) }",
     "if budget.firstCharge(of: key) || true { charge(measurer.shapingWork(of: spec.string)) }"),
    # killed by EscapeTests.countsAreTheBytesWritten and SwiftUISheetBoundsTests.theBoundHoldsOnRandomSheets
    ("json-escape-count-control-short", "answers", A + "Wire/CompactJSONEncoder.swift",
     "            case 0..<0x20: count += 6", "            case 0..<0x20: count += 2"),
    # --- the custom layouts (Apple's samples): killed by FixtureTests.replay (swiftui-layout, custom_cases.py) and
    # SwiftUICustomLayoutTests, the samples' arrangements worked out by hand
    ("swiftui-equal-width-proposes-ideal", "swiftui", S + "CustomLayoutPlacement.swift",
     "let q = ProposedSize(width: m.width, height: m.height)\n", "let q = ProposedSize.unspecified\n"),
    # killed by FixtureTests.replay ("the equal-width VStack proposes its own height (28)")
    ("swiftui-equal-vstack-proposes-max-height", "swiftui", S + "CustomLayoutPlacement.swift",
     "let q = ProposedSize(width: m.width, height: size.height)",
     "let q = ProposedSize(width: m.width, height: m.height)"),
    ("swiftui-equal-width-no-gaps", "swiftui", S + "CustomLayoutPlacement.swift",
     "for k in 0..<n { total = total + equalGap(index, k, spacing, horizontal: horizontal) }",
     "for k in 0..<n { total = total + 0 * equalGap(index, k, spacing, horizontal: horizontal) }"),
    ("swiftui-equal-width-gap-ignores-spacing", "swiftui", S + "CustomLayoutPlacement.swift",
     "        if let spacing { return spacing }\n", "        if spacing != nil { return 8 }\n"),
    ("swiftui-radial-radius-half", "swiftui", S + "CustomLayoutPlacement.swift",
     "let radius = Swift.min(size.width, size.height) / 3.0", "let radius = Swift.min(size.width, size.height) / 2.0"),
    ("swiftui-radial-counterclockwise", "swiftui", S + "CustomLayoutPlacement.swift",
     "let center = Point(x: sin * radius + mid.x,", "let center = Point(x: -sin * radius + mid.x,"),
    ("swiftui-radial-ranks-ignored", "swiftui", S + "CustomLayoutPlacement.swift",
     "radialOffset(ranks ?? [Int](repeating: 1, count: n))", "radialOffset([Int](repeating: 1, count: n))"),
    # killed by SwiftUICustomLayoutMathTests.theRankOffsetIsTheSamples and the ranked fixture cases
    ("swiftui-radial-residual-swapped", "swiftui", S + "CustomLayout.swift",
     "if rank1 < rank2 { return -0.25 }", "if rank1 < rank2 { return 0.25 }"),
    # killed by SwiftUICustomLayoutMathTests.sinCosAgreesWithTheCLibrary and every radial fixture case
    ("swiftui-sincos-quadrant", "swiftui", S + "CustomLayout.swift",
     "case 1: return (c, -s)", "case 1: return (-c, s)"),
    ("swiftui-sincos-short-series", "swiftui", S + "CustomLayout.swift",
     "for n in stride(from: 19, through: 3, by: -2)", "for n in stride(from: 7, through: 3, by: -2)"),
    # killed by FixtureTests.replay ("a chip that fits the row exactly ... stays in it")
    ("swiftui-flow-wraps-on-exact-fit", "swiftui", S + "CustomLayoutPlacement.swift",
     "if k != 0 && ideal.width + spacingBefore(k) > remainingWidth",
     "if k != 0 && ideal.width + spacingBefore(k) >= remainingWidth"),
    # killed by FixtureTests.replay ("a flow's first chip never wraps, however wide")
    ("swiftui-flow-first-chip-wraps", "swiftui", S + "CustomLayoutPlacement.swift",
     "if k != 0 && ideal.width", "if k >= 0 && ideal.width"),
    ("swiftui-flow-rows-touch", "swiftui", S + "CustomLayoutPlacement.swift",
     "let ySpacing = rowSpacing ?? spacing ?? SwiftUILayout.systemSpacing",
     "let ySpacing = rowSpacing ?? spacing ?? 0"),
    ("swiftui-flow-row-spacing-ignored", "swiftui", S + "CustomLayoutPlacement.swift",
     "let ySpacing = rowSpacing ?? spacing", "let ySpacing = spacing"),
    # killed by FixtureTests.replay ("a flow proposed no width lays out in 10")
    ("swiftui-flow-nil-width-unbounded", "swiftui", S + "CustomLayoutPlacement.swift",
     "return flowRows(index, spacing, rowSpacing, width: p.replacingUnspecifiedDimensions().width).bounds",
     "return flowRows(index, spacing, rowSpacing, width: p.width ?? .infinity).bounds"),
    ("swiftui-flow-rows-not-aligned", "swiftui", S + "CustomLayoutPlacement.swift",
     "let rowXOffset = (size.width - row.width) * h", "let rowXOffset = (size.width - row.width) * 0"),
    ("swiftui-flow-children-top-aligned", "swiftui", S + "CustomLayoutPlacement.swift",
     "let y = row.minY + (row.height - ideal.height) * v + origin.y", "let y = row.minY + origin.y"),
    # killed by FixtureTests.replay ("a custom layout takes its children's spacing")
    ("swiftui-custom-layout-spacing-unset", "swiftui", S + "Spacing.swift",
     "for k in 0..<count { s.incorporate(child(k), left: true, right: true, top: true, bottom: true) }\n"
     "                self = s\n            case .fixedSize",
     "self = s\n            case .fixedSize"),
    # killed by SwiftUICustomLayoutEndpointTests.badMembersAreProblems
    ("swiftui-custom-layout-negative-spacing", "swiftui", A + "Answers/SwiftUILayoutAnswers+CustomLayouts.swift",
     "let spacing = try m.number(\"spacing\", min: 0, nullable: true)\n            let kids",
     "let spacing = try m.number(\"spacing\", nullable: true)\n            let kids"),
    ("swiftui-custom-layout-ranks-count", "swiftui", A + "Answers/SwiftUILayoutAnswers+CustomLayouts.swift",
     "if let ranks, ranks.count != kids.count {", "if let ranks, ranks.count < kids.count {"),
    # --- Pictures' colours and export form: killed by PictureColorTests and PictureExportTests
    ("picture-scheme-ignored", "pictures", A + "Pictures/SVGDocument.swift",
     "styleRules(options.colorScheme)", "styleRules(.light)"),
    ("color-not-drawn", "pictures", A + "Pictures/SwiftUILayoutPicture.swift",
     "fill: node.color.flatMap(SwiftUIColor.init)?.fill(PictureOptions.current.colorScheme))", "fill: nil)"),
    ("export-keeps-classes-only", "pictures", A + "Pictures/PictureExport.swift",
     "options.export == .figma ? Array(inlined(text).utf8)", "options.export == .figma ? Array(text.utf8)"),
]
