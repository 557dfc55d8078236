import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// A SwiftUI view tree in a request body, read alike by `/swiftui/layout` and `/swiftui/sheet`: the `view` member,
/// the tree ``SwiftUILayoutAnswers/tree(from:)`` reads from it (a bad view a problem naming the node's path), and the
/// size classes a tree on a bare proposal reads.
///
/// `{"view":{"type":"Rectangle"}}` → a tree of one view; `{"view":{"type":"Nope"}}` → 400 naming the node's path
/// (`viewPath`).
enum ViewTreeParameters {
    /// `view`: the body's one view, as JSON.
    /// - Throws: 400 when it is missing or not JSON.
    static func json(_ p: inout Parameters) throws(Problem) -> JSONValue {
        guard case .json(let json)? = try p.raw(["view"])?.value else {
            throw Problem.invalidField("view", "is required: one view, e.g. {\"type\":\"Rectangle\"}.")
        }
        return json
    }

    /// The view tree of `json` (``SwiftUILayoutAnswers/tree(from:)``).
    /// - Throws: ``problem(_:)`` of the view's error.
    static func tree(_ json: JSONValue) throws(Problem) -> SwiftUILayoutAnswers.ViewTree {
        do {
            return try SwiftUILayoutAnswers.tree(from: json)
        } catch {
            throw problem(error)
        }
    }

    /// A bad view as a problem: 400 naming the node's path, 422 for a tree or an id over the limits.
    static func problem(_ error: SwiftUILayoutAnswers.ViewError) -> Problem {
        switch error {
        case .badView(let path, _):
            var problem = Problem.invalidField("view", "")
            problem.detail = error.detail
            problem.extensions["viewPath"] = [path]
            return problem
        case .tooDeep(let path, _), .unprocessable(let path, _):
            var problem = Problem.unprocessable(["view"], error.detail)
            problem.extensions["viewPath"] = [path]
            return problem
        case .tooManyViews:
            return Problem.unprocessable(["view"], error.detail)
        }
    }

    /// `horizontalSizeClass` or `verticalSizeClass`: `compact` or `regular`.
    static func sizeClass(_ p: inout Parameters, _ name: String) throws(Problem) -> SizeClass? {
        try p.choice([name], allowed: ["compact", "regular"]) { SizeClass(rawValue: $0) }
    }

    /// The size classes a tree on a bare proposal reads: the request's, each required where a `sizeClass` view
    /// reads its axis (no window gives one, and a guess would pick a child SwiftUI might not).
    /// - Returns: `nil` when neither is given (a tree that reads neither).
    /// - Throws: 422 naming the member a branch reads and the request leaves out.
    static func proposalClasses(
        _ given: (SizeClass?, SizeClass?), _ tree: SwiftUILayoutAnswers.ViewTree
    ) throws(Problem) -> SizeClasses? {
        for (name, axis, value) in [("horizontalSizeClass", true, given.0), ("verticalSizeClass", false, given.1)]
        where value == nil && tree.branches(onHorizontal: axis) {
            throw Problem.unprocessable(
                name,
                "the view has a sizeClass on the \(axis ? "horizontal" : "vertical") axis and a proposal has no "
                    + "window to read it from; give \(name) (compact or regular), or a device.")
        }
        guard given.0 != nil || given.1 != nil else { return nil }
        // An axis no branch reads is never looked at.
        return SizeClasses(horizontal: given.0 ?? .compact, vertical: given.1 ?? .compact)
    }
}
