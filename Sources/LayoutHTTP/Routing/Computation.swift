import LayoutAnswers
public import LayoutGeometry
public import LayoutHTTPCore

/// A normalized question and how to answer it.
public struct Computation: Sendable {
    /// The cache key: route plus the parsed question.
    public let key: CacheKey
    /// The answer's media type.
    public let contentType: String
    /// Whether computing takes microseconds whatever the question (a picture, a list or a batch never does).
    public let light: Bool
    /// Computes the answer's bytes within a work budget (the request's; a batch's questions share one).
    public let compute: @Sendable (WorkBudget) throws(Problem) -> [UInt8]

    init(
        key: CacheKey, contentType: String = "application/json", light: Bool = false,
        compute: @escaping @Sendable (WorkBudget) throws(Problem) -> [UInt8]
    ) {
        self.key = key
        self.contentType = contentType
        self.light = light
        self.compute = compute
    }
}

/// The cache key's question for a picture: the question and the zoom (a picture is not its JSON answer).
struct PictureQuestion<Question: Hashable & Sendable>: Hashable, Sendable {
    var question: Question
    var zoom: Double
    var options: PictureOptions
}
