public import LayoutAnswers

extension Problem {
    /// The problem an answer error is sent as: `unprocessable` → 422 `/problems/unprocessable-combination`,
    /// `notFound` → 404 `/problems/not-found` with its suggestions; the fields at fault as `invalidFields`.
    ///
    /// `Problem(AnswerError.unprocessable("region", "…")).status` → `422`
    public init(_ error: AnswerError) {
        switch error.kind {
        case .unprocessable:
            self = .unprocessable(error.fields, error.detail)
        case .notFound:
            self = .notFound(error.detail, suggestions: error.suggestions)
            if !error.fields.isEmpty { extensions["invalidFields"] = error.fields }
        }
    }

    /// Runs an answer, sending its ``AnswerError`` as a problem.
    static func answering<T>(_ body: () throws(AnswerError) -> T) throws(Problem) -> T {
        do { return try body() } catch { throw Problem(error) }
    }
}
