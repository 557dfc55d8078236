import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// Where the route list says a name goes is where the route takes it: from the one list of routes (the service's
/// descriptors, which docs/routes.json and openapi.yaml's parameters are written from), every route and every name
/// it reads is asked where the list puts it, with the list's own example: a `query` name in a GET's query string
/// (and, where the route answers POST, as the same member of the body, which the descriptors' `query` also means),
/// a `body` name as a member of a POST's JSON body. Taking it there means the answer refuses it neither for its place
/// (405 for a method the route does not answer; a POST's query string, which must be empty) nor as a name this route
/// does not read (`/problems/unknown-parameter`, or `/problems/parameter-not-applicable` with 400, the status for a
/// name only other routes read). A 422 that it applies only with other fields, or a missing required field, is the
/// route taking the name where it was put.
struct ParameterLocationTests {
    static let routes = buildService(configuration: ServerConfiguration()).routes

    /// Why `response` refuses `name` where it was put, or `nil` when it took it there.
    static func refusal(_ response: Response, _ name: String) -> String? {
        if response.status == 405 { return "405: the route does not answer this method" }
        guard response.header("Content-Type") == "application/problem+json" else { return nil }
        let body = json(response)
        let type = body["type"] as? String ?? ""
        let fields = body["invalidFields"] as? [String] ?? []
        let detail = body["detail"] as? String ?? ""
        if detail.contains("query string must be empty") { return "\(response.status): \(detail)" }
        if type == "/problems/unknown-parameter" { return "unknown: \(detail)" }
        if type == "/problems/parameter-not-applicable" && response.status == 400 && fields.contains(name) {
            return "not read by this route: \(detail)"
        }
        return nil
    }

    /// The route's path with each placeholder at its example (`/devices/{id}` → `/devices/iphone-16-pro`).
    static func path(_ route: Route) -> String {
        var path = route.path
        for parameter in route.descriptor.parameters where parameter.location == .path {
            path = path.replacingOccurrences(of: "{\(parameter.name)}", with: parameter.example)
        }
        return path
    }

    /// The example as a JSON body member's value: a string quoted, a number, boolean or object as written.
    static func member(_ parameter: ParameterDescriptor) -> String {
        let example = parameter.example
        guard parameter.type == .string else { return example }
        let data = try? JSONSerialization.data(withJSONObject: [example], options: [.fragmentsAllowed])
        return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "\"\(example)\""
    }

    @Test func everyNameIsTakenWhereTheRouteListPutsIt() {
        let service = buildService(configuration: ServerConfiguration())
        var asked = 0
        for route in Self.routes {
            let path = Self.path(route)
            for parameter in route.descriptor.parameters where parameter.location != .path {
                let name = parameter.name
                let where_ = "\(route.path) \(name) (listed in \(parameter.location.rawValue))"
                var places: [(String, Request)] = []
                let body = post(path, "{\"\(name)\":\(Self.member(parameter))}")
                switch parameter.location {
                case .query:
                    #expect(route.methods.contains("GET"), "\(where_): a route that answers no GET has no query")
                    if route.methods.contains("GET") {
                        let query = [(name: name, value: parameter.example)]
                        places.append(("GET query", Request(method: "GET", path: path, query: query)))
                    }
                    if route.methods.contains("POST") { places.append(("POST body", body)) }
                case .body:
                    #expect(route.methods.contains("POST"), "\(where_): a body needs a POST")
                    if route.methods.contains("POST") { places.append(("POST body", body)) }
                case .path:
                    continue
                }
                for (place, request) in places {
                    asked += 1
                    let response = service.respond(to: request)
                    if let why = Self.refusal(response, name) {
                        Issue.record("\(where_), asked in the \(place): refused, \(why)")
                    }
                }
            }
        }
        #expect(asked > 100, "every route's names asked (\(asked))")
    }

    /// The refusals this test looks for are the ones the service gives: a name in a POST's query string, a GET of a
    /// POST-only route, a name no route reads, and a name only another route reads.
    @Test func theRefusalsItLooksForAreTheServicesOwn() {
        let service = buildService(configuration: ServerConfiguration())
        let sheet = #"{"family":"iphone","view":{"type":"Rectangle"}}"#
        var inQuery = post("/swiftui/sheet", sheet)
        inQuery.query = [("format", "svg")]
        #expect(Self.refusal(service.respond(to: inQuery), "format") != nil)
        #expect(Self.refusal(service.respond(to: get("/swiftui/sheet?format=svg")), "format") != nil)
        #expect(Self.refusal(service.respond(to: get("/fit?container=10x10&aspectRatio=1&nonsense=1")), "x") != nil)
        let elsewhere = service.respond(to: get("/fit?container=10x10&aspectRatio=1&family=iphone"))
        #expect(Self.refusal(elsewhere, "family") != nil, "\(elsewhere.bodyText)")
        #expect(Self.refusal(service.respond(to: post("/swiftui/sheet", sheet)), "family") == nil)
    }
}
