import Foundation
import LayoutGeometry
import Testing
import LayoutTestSupport

/// Properties that must hold for any input, checked on many generated ones.
struct PropertyTests {
    static let runs = 2_000

    /// A positive size spanning tiny to huge, with ratios up to 1:100 either way.
    static func size(_ g: inout SplitMix64) -> Size {
        let width = pow(10, Double.random(in: -1...5, using: &g))
        let ratio = pow(10, Double.random(in: -2...2, using: &g))
        return Size(width: width, height: width / ratio)
    }

    @Test func fitIsInsideAndTouchesOneAxis() {
        var g = SplitMix64(seed: 1)
        for _ in 0..<Self.runs {
            let container = Rect(
                origin: Point(x: Double.random(in: -100...100, using: &g), y: Double.random(in: -100...100, using: &g)),
                size: Self.size(&g))
            let content = Self.size(&g)
            let alignment = ContentAlignment.allCases.randomElement(using: &g)!
            let rect = ContentMode.scaleAspectFit.place(content, in: container, alignment: alignment).rect
            let slack = 1e-9 * max(container.width, container.height)
            #expect(container.contains(rect, slack: slack), "\(rect) not inside \(container)")
            let touchesWidth = Approximate.equal(rect.width, container.width)
            let touchesHeight = Approximate.equal(rect.height, container.height)
            #expect(touchesWidth || touchesHeight, "fit \(rect) touches neither side of \(container)")
            #expect(Approximate.equal(rect.width / rect.height, content.width / content.height, tolerance: 1e-9))
        }
    }

    @Test func fillCoversAndTouchesOneAxis() {
        var g = SplitMix64(seed: 2)
        for _ in 0..<Self.runs {
            let container = Rect(size: Self.size(&g))
            let content = Self.size(&g)
            let placement = ContentMode.scaleAspectFill.place(
                content, in: container, alignment: ContentAlignment.allCases.randomElement(using: &g)!)
            let rect = placement.rect
            let slack = 1e-9 * max(rect.width, rect.height)
            #expect(rect.contains(container, slack: slack), "\(rect) does not cover \(container)")
            #expect(Approximate.equal(rect.width, container.width) || Approximate.equal(rect.height, container.height))
            // What is cropped is exactly the overflow.
            #expect(Approximate.equal(placement.cropped.horizontal + container.width, rect.width, tolerance: 1e-9))
            #expect(Approximate.equal(placement.cropped.vertical + container.height, rect.height, tolerance: 1e-9))
        }
    }

    /// On a grid of eighths (exact in Double) the two conversions are exact inverses, with `==`.
    @Test func alignmentConversionsAreExactInverses() {
        var g = SplitMix64(seed: 3)
        func eighths(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &g)) / 8 }
        for _ in 0..<Self.runs {
            let frame = Rect(
                x: eighths(-8000...8000), y: eighths(-8000...8000), width: eighths(0...16000),
                height: eighths(0...16000))
            let insets = EdgeInsets(
                top: eighths(-400...400), left: eighths(-400...400), bottom: eighths(-400...400),
                right: eighths(-400...400))
            let alignment = AlignmentRect.alignmentRect(forFrame: frame, insets: insets)
            #expect(AlignmentRect.frame(forAlignmentRect: alignment, insets: insets) == frame)
            #expect(
                AlignmentRect.alignmentRect(
                    forFrame: AlignmentRect.frame(forAlignmentRect: frame, insets: insets), insets: insets) == frame)
        }
    }

    /// With arbitrary doubles they are inverses up to rounding error.
    @Test func alignmentConversionsRoundTripArbitraryValues() {
        var g = SplitMix64(seed: 4)
        for _ in 0..<Self.runs {
            let frame = Rect(
                x: .random(in: -1e4...1e4, using: &g), y: .random(in: -1e4...1e4, using: &g),
                width: .random(in: 0...1e4, using: &g), height: .random(in: 0...1e4, using: &g))
            let insets = EdgeInsets(
                top: .random(in: -50...50, using: &g), left: .random(in: -50...50, using: &g),
                bottom: .random(in: -50...50, using: &g), right: .random(in: -50...50, using: &g))
            let back = AlignmentRect.frame(
                forAlignmentRect: AlignmentRect.alignmentRect(forFrame: frame, insets: insets), insets: insets)
            #expect(abs(back.x - frame.x) <= 1e-9 * 1e4 && abs(back.width - frame.width) <= 1e-9 * 1e4)
            #expect(abs(back.y - frame.y) <= 1e-9 * 1e4 && abs(back.height - frame.height) <= 1e-9 * 1e4)
        }
    }

    @Test func roundingMovesEachEdgeByAtMostHalfAPixel() {
        var g = SplitMix64(seed: 5)
        for _ in 0..<Self.runs {
            let scale = [1.0, 2, 3, 1080.0 / 414, 0.5].randomElement(using: &g)!
            let rect = Rect(
                x: .random(in: -2000...2000, using: &g), y: .random(in: -2000...2000, using: &g),
                width: .random(in: 0...3000, using: &g), height: .random(in: 0...3000, using: &g))
            let rounded = rect.roundedToPixels(scale: scale)
            let half = 0.5 / scale + 1e-9
            for (a, b) in [
                (rounded.minX, rect.minX), (rounded.minY, rect.minY), (rounded.maxX, rect.maxX),
                (rounded.maxY, rect.maxY),
            ] {
                #expect(abs(a - b) <= half, "edge moved from \(b) to \(a) at @\(scale)")
                let pixels = a * scale
                #expect(abs(pixels - pixels.rounded()) <= 1e-6, "\(a) is not on the @\(scale) grid")
            }
        }
    }

    @Test func tapTargetInsetsReachTheMinimum() {
        var g = SplitMix64(seed: 6)
        for _ in 0..<Self.runs {
            let size = Size(width: .random(in: 0...80, using: &g), height: .random(in: 0...80, using: &g))
            let scale: Double? = [nil, 1, 2, 3].randomElement(using: &g)!
            let insets = AlignmentRect.tapTargetInsets(for: size, minimum: Size(width: 44, height: 44), scale: scale)
            let frame = AlignmentRect.frame(forAlignmentRect: Rect(size: size), insets: insets)
            #expect(frame.width >= 44 - 1e-9, "\(size) grew to \(frame.size)")
            #expect(frame.height >= 44 - 1e-9, "\(size) grew to \(frame.size)")
            #expect(insets.left == insets.right && insets.top == insets.bottom, "tap area stays centered")
            if size.width >= 44 { #expect(insets.left == 0) }
        }
    }
}

/// The JSON shapes are public API: freeze them.
struct JSONShapeTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func valueTypesHaveStableShapes() throws {
        #expect(try json(Point(x: 1, y: 2)) == #"{"x":1,"y":2}"#)
        #expect(try json(Size(width: 852, height: 393)) == #"{"height":393,"width":852}"#)
        #expect(try json(Rect(x: 0, y: 1.5, width: 2, height: 3)) == #"{"height":3,"width":2,"x":0,"y":1.5}"#)
        #expect(
            try json(EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
                == #"{"bottom":21,"left":59,"right":59,"top":0}"#)
        #expect(
            try json(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                == #"{"bottom":3,"leading":2,"top":1,"trailing":4}"#)
        #expect(try json(AspectRatio(width: 2, height: 1)) == "2")
        #expect(try json(ProposedSize(width: nil, height: .infinity)) == #"{"height":"infinity","width":null}"#)
    }

    @Test func directionalInsetsFlipOnlyInRightToLeft() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 0)
        #expect(insets.resolved(for: .leftToRight) == EdgeInsets(top: 1, left: 10, bottom: 2, right: 0))
        #expect(insets.resolved(for: .rightToLeft) == EdgeInsets(top: 1, left: 0, bottom: 2, right: 10))
    }

    @Test func issueExampleRoundsTo314Point666() {
        // Safe area of an iPhone 14 Pro in landscape, 21:9 aspect fit, @3x.
        let container = Rect(x: 59, y: 0, width: 734, height: 372)
        let rect = ContentMode.scaleAspectFit.place(Size(width: 21, height: 9), in: container).rect.roundedToPixels(
            scale: 3)
        #expect(rect.width == 734)
        #expect(Approximate.equal(rect.height, 944.0 / 3))
        #expect(Approximate.equal(rect.y * 3, (rect.y * 3).rounded()))
        #expect(abs(rect.midY - container.midY) <= 0.5 / 3 + 1e-9)
    }
}
