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
    # --- Pictures' colours and export form: killed by PictureColorTests and PictureExportTests
    ("picture-scheme-ignored", "pictures", A + "Pictures/SVGDocument.swift",
     "styleRules(options.colorScheme)", "styleRules(.light)"),
    ("color-not-drawn", "pictures", A + "Pictures/SwiftUILayoutPicture.swift",
     "fill: node.color.flatMap(SwiftUIColor.init)?.fill(PictureOptions.current.colorScheme))", "fill: nil)"),
    ("export-keeps-classes-only", "pictures", A + "Pictures/PictureExport.swift",
     "options.export == .figma ? Array(inlined(text).utf8)", "options.export == .figma ? Array(text.utf8)"),
]
