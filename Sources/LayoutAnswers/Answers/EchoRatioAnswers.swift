public import LayoutGeometry

/// `GET /echo-ratio` (a throwaway endpoint): an aspect ratio as its terms and its value.
///
/// `EchoRatioAnswers.answer(AspectRatio(21, 9))` → `{width: 21, height: 9, aspectRatio: 2.3333333333333335}`; it
/// mirrors nothing of Apple's.
public enum EchoRatioAnswers {
    /// The ratio asked about.
    public typealias Question = AspectRatio

    /// The ratio's terms and value.
    public struct Answer: Encodable, Sendable {
        /// The first term.
        public let width: Double
        /// The second term.
        public let height: Double
        /// `width / height`.
        public let aspectRatio: Double
    }

    /// The answer to `question`.
    /// - Parameter question: The ratio.
    /// - Returns: Its terms and value.
    public static func answer(_ question: Question) -> Answer {
        Answer(width: question.width, height: question.height, aspectRatio: question.value)
    }
}
