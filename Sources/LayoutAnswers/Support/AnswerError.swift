public import LayoutGeometry

/// Why a question has no answer, in the answers' own terms: LayoutHTTP sends `unprocessable` as 422
/// (`/problems/unprocessable-combination`) and `notFound` as 404, with `fields` as `invalidFields`.
///
/// `AnswerError.unprocessable("region", "no source gives iPhone 12's corner radius.").detail` →
/// `"region: no source gives iPhone 12's corner radius."`
public struct AnswerError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The question is well formed but has no answer (a combination, a figure no source gives): 422.
        case unprocessable
        /// The question names something the catalog does not have: 404.
        case notFound
        /// The work was stopped before the answer was ready (its deadline passed, the server shuts down, the client
        /// left): 503, asked again later.
        case stopped
    }

    public var kind: Kind
    /// The request fields at fault (may be empty).
    public var fields: [String]
    /// The whole message, as the client reads it.
    public var detail: String
    /// Close names, for a `notFound`.
    public var suggestions: [String]

    public init(kind: Kind, fields: [String], detail: String, suggestions: [String] = []) {
        self.kind = kind
        self.fields = fields
        self.detail = detail
        self.suggestions = suggestions
    }

    /// Fields that cannot be answered together; `detail` is the whole message.
    public static func unprocessable(_ fields: [String], _ detail: String) -> AnswerError {
        AnswerError(kind: .unprocessable, fields: fields, detail: detail)
    }

    /// Work stopped before the answer was ready; `detail` is the whole message.
    public static func stopped(_ detail: String) -> AnswerError {
        AnswerError(kind: .stopped, fields: [], detail: detail)
    }

    /// One field that cannot be answered: the message is `field: detail`.
    public static func unprocessable(_ field: String, _ detail: String) -> AnswerError {
        unprocessable([field], "\(field): \(detail)")
    }
}

extension WorkBudget.Stop {
    /// Why the work was stopped, as the client reads it.
    ///
    /// `WorkBudget.Stop.shutdown.detail` → `"The server is shutting down; ask another replica."`
    public var detail: String {
        switch self {
        case .deadline:
            "The computation passed its deadline (workDeadlineSeconds, from the request's arrival) before it ended; "
                + "ask again in a second, or ask less at once."
        case .clientGone: "The client closed its connection before the computation ended."
        case .shutdown: "The server is shutting down; ask another replica."
        }
    }
}

/// How the answers write a number in a message: whole values without a fraction.
///
/// `NumberText.short(852)` → `"852"`; `NumberText.short(13.5)` → `"13.5"`
public enum NumberText {
    public static func short(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
    }
}
