public import LayoutAnswers
public import LayoutGeometry

extension Problem {
    /// The problem an answer error is sent as: `unprocessable` → 422 `/problems/unprocessable-combination`,
    /// `notFound` → 404 `/problems/not-found` with its suggestions; the fields at fault as `invalidFields`;
    /// `stopped` → 503 `/problems/overloaded` with `Retry-After`.
    ///
    /// `Problem(AnswerError.unprocessable("region", "…")).status` → `422`
    public init(_ error: AnswerError) {
        switch error.kind {
        case .unprocessable:
            self = .unprocessable(error.fields, error.detail)
        case .notFound:
            self = .notFound(error.detail, suggestions: error.suggestions)
            if !error.fields.isEmpty { extensions["invalidFields"] = error.fields }
        case .stopped:
            self = .overloaded(error.detail)
        }
    }

    /// 503 with `Retry-After` for work stopped before it ended (``WorkBudget/Stop``).
    ///
    /// `Problem.stopped(.deadline).status` → `503`
    public static func stopped(_ reason: WorkBudget.Stop) -> Problem {
        .overloaded(reason.detail)
    }

    /// Runs an answer, sending its ``AnswerError`` as a problem.
    package static func answering<T>(_ body: () throws(AnswerError) -> T) throws(Problem) -> T {
        do { return try body() } catch { throw Problem(error) }
    }
}
