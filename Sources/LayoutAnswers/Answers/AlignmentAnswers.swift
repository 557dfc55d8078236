public import LayoutGeometry

/// `/alignment`'s questions and answers: frame ↔ Auto Layout alignment rectangle (`alignmentRect(forFrame:)`,
/// `frame(forAlignmentRect:)`), and the insets that grow a small control to a tap target while its alignment rect
/// stays put.
///
/// `AlignmentAnswers.answer(.init(operation: .alignmentRectForFrame, rect: Rect(x: 0, y: 0, width: 130, height: 130),
/// insets: EdgeInsets(top: 0, left: 0, bottom: 30, right: 30), directional: false, direction: .leftToRight,
/// scale: 3, minimumSize: Size(width: 44, height: 44))).alignmentRect` → `0,0,100,100`
public enum AlignmentAnswers {
    public enum Operation: String, Hashable, Sendable, Encodable {
        case alignmentRectForFrame, frameForAlignmentRect, tapTarget
    }

    public struct Question: Hashable, Sendable {
        public var operation: Operation
        public var rect: Rect
        public var insets: EdgeInsets
        public var directional: Bool
        public var direction: LayoutDirection
        public var scale: Double?
        public var minimumSize: Size

        public init(
            operation: Operation, rect: Rect, insets: EdgeInsets, directional: Bool, direction: LayoutDirection,
            scale: Double?, minimumSize: Size
        ) {
            self.operation = operation
            self.rect = rect
            self.insets = insets
            self.directional = directional
            self.direction = direction
            self.scale = scale
            self.minimumSize = minimumSize
        }
    }

    public struct Answer: Encodable, Sendable {
        public var operation: Operation
        public var frame: Rect
        public var alignmentRect: Rect
        public var alignmentRectInsets: EdgeInsets
        /// `alignmentRectInsets` in pixels at `scale`.
        public var pixelAlignmentRectInsets: EdgeInsets?
        public var scale: Double?
        public var layoutDirection: LayoutDirection
        public var insetsWereDirectional: Bool
        public var minimumSize: Size?
    }

    public static func answer(_ q: Question) -> Answer {
        let frame: Rect
        let alignment: Rect
        var insets = q.insets
        switch q.operation {
        case .alignmentRectForFrame:
            frame = q.rect
            alignment = AlignmentRect.alignmentRect(forFrame: q.rect, insets: insets)
        case .frameForAlignmentRect:
            alignment = q.rect
            frame = AlignmentRect.frame(forAlignmentRect: q.rect, insets: insets)
        case .tapTarget:
            alignment = q.rect
            insets = AlignmentRect.tapTargetInsets(for: q.rect.size, minimum: q.minimumSize, scale: q.scale)
            frame = AlignmentRect.frame(forAlignmentRect: q.rect, insets: insets)
        }
        return Answer(
            operation: q.operation, frame: frame, alignmentRect: alignment, alignmentRectInsets: insets,
            pixelAlignmentRectInsets: q.scale.map { insets.scaled(by: $0) }, scale: q.scale,
            layoutDirection: q.direction,
            insetsWereDirectional: q.directional, minimumSize: q.operation == .tapTarget ? q.minimumSize : nil
        )
    }
}
