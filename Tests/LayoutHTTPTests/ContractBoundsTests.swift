import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// The ranges of the contract, asked at their edges, derived from the route list: for every route, method and
/// number its descriptor bounds (`minimum`/`maximum`, each inclusive or exclusive, as openapi.yaml states them:
/// `RouteListTests.openAPIAgreesWithTheDescriptors()` holds the two equal), the value at each bound and the value just
/// past it are asked through the endpoint in memory, with the rest of the route's base question
/// (``BudgetAuditTests/bases(_:)``). An inclusive bound is answered 200 and the value past it refused (400 or 422,
/// naming the parameter); an exclusive bound is refused and the value just inside it answered. "An exact fit
/// refused" and "a zero refused though the contract says ≥ 0" are what this catches.
struct ContractBoundsTests {
    /// One edge asked.
    struct Edge: CustomStringConvertible {
        let method: String
        let path: String
        let name: String
        let value: String
        let accepted: Bool
        var description: String { "\(method) \(path) \(name)=\(value) (\(accepted ? "in range" : "out of range"))" }
    }

    /// `value` as the contract's decimal text (integers without a fraction).
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The step "just past" a bound: 1 for an integer, else a thousandth (a few ulps at 10¹²).
    static func step(_ parameter: ParameterDescriptor) -> Double { parameter.type == .integer ? 1 : 0.001 }

    /// The edges of one parameter: each bound and the value one step past it, with whether each is in range.
    static func edges(of parameter: ParameterDescriptor) -> [(value: Double, accepted: Bool)] {
        var edges: [(value: Double, accepted: Bool)] = []
        let step = step(parameter)
        if let minimum = parameter.minimum {
            edges.append((minimum, !parameter.exclusiveMinimum))
            edges.append(
                parameter.exclusiveMinimum ? (minimum + step, true) : (minimum - step, false))
        }
        if let maximum = parameter.maximum {
            edges.append((maximum, !parameter.exclusiveMaximum))
            edges.append(
                parameter.exclusiveMaximum ? (maximum - step, true) : (maximum + step, false))
        }
        return edges
    }

    /// What a parameter needs beside it to be asked alone, for the rules across parameters the operations state
    /// (each a 422 naming the other parameter otherwise): the members it sets (as JSON text) and the ones it drops.
    static func companions(_ path: String, _ name: String) -> (set: [(String, String)], drop: [String]) {
        switch (path, name) {
        case ("/devices/{id}", "zoom"): return ([("format", "\"svg\"")], ["fields"])  // a picture is whole
        case (_, "zoom"): return ([("format", "\"svg\"")], [])  // a picture's scale: format=svg
        case ("/tvgrid", "columns"): return ([("horizontalSpacing", "0")], [])  // 100 columns and 40 pt gaps: no room
        case ("/tvgrid", "itemWidth"): return ([], ["columns"])  // columns or itemWidth, not both
        case ("/tvgrid", "horizontalSpacing"): return ([("columns", "1")], [])  // one column: spacing needs no room
        case ("/devices", "minWidth"), ("/devices", "maxWidth"): return ([], ["minWidth", "maxWidth"])  // min ≤ max
        case ("/devices", "minHeight"), ("/devices", "maxHeight"): return ([], ["minHeight", "maxHeight"])
        default: return ([], [])
        }
    }

    /// Every edge of every bounded number of every route, by method.
    static var allEdges: [(edge: Edge, request: Request)] {
        let routes = buildService(configuration: ServerConfiguration(), text: TestText.measurer).routes
        var all: [(edge: Edge, request: Request)] = []
        for (route, method, base) in BudgetAuditTests.bases(routes) {
            for parameter in route.descriptor.parameters
            where parameter.location != .path && (parameter.minimum != nil || parameter.maximum != nil) {
                for (value, accepted) in edges(of: parameter) {
                    let (set, drop) = companions(route.path, parameter.name)
                    let others = Set(drop + set.map(\.0) + [parameter.name])
                    let fields = base.filter { !others.contains($0.0) } + set + [(parameter.name, text(value))]
                    let edge = Edge(
                        method: method, path: route.path, name: parameter.name, value: text(value), accepted: accepted)
                    all.append((edge, BudgetAuditTests.request(route.path, method: method, fields)))
                }
            }
        }
        return all
    }

    @Test func everyBoundIsAnsweredAndEveryValuePastItRefused() {
        let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
        let edges = Self.allEdges
        var wrong: [String] = []
        for (edge, request) in edges {
            let response = service.respond(to: request)
            let named = response.bodyText.contains(edge.name)
            if edge.accepted && response.status != 200 {
                wrong.append("\(edge): \(response.status) \(response.bodyText.prefix(300))")
            } else if !edge.accepted && (![400, 422].contains(response.status) || !named) {
                wrong.append(
                    "\(edge): \(response.status), not a 400 or 422 naming it: \(response.bodyText.prefix(300))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(edges.count) edges:\n\(wrong.joined(separator: "\n"))")
        #expect(edges.count >= 80, "only \(edges.count) edges")
    }
}
