public import LayoutHTTP
public import LayoutHTTPCore

/// Turns arbitrary bytes into a request for the fuzz target and its regression tests.
///
/// A first line that names a route (its pattern, `POST ` before it for a POST: `POST /fit`, `/devices/{id}`) picks
/// that route; this is how the seeds in `Fuzz/corpus` start, so they ask the same route whatever the order of the
/// route list. Otherwise byte 0 picks the route (its low seven bits, over every route of the service) and the method
/// (the high bit: POST where the route takes it). The rest is a query string (GET: split on `&` and `=`, decoded as
/// UTF-8 with invalid sequences repaired, as libmicrohttpd's strings are), a JSON body (POST), or, for a route with a
/// placeholder, the placeholder's value.
///
/// ```swift
/// FuzzInput.request(from: Array("POST /fit\n{}".utf8))   // → POST /fit with the body {}
/// ```
public enum FuzzInput {
    static let service = buildService(configuration: ServerConfiguration())
    /// Every route pattern the service answers.
    public static let routes = service.routePaths

    /// The route and method a seed's first line names (`POST /fit` → `/fit`, POST; `/devices/{id}` → GET), or
    /// `nil` when the bytes have no first line naming a route of the service.
    public static func namedRoute(_ bytes: [UInt8]) -> (path: String, post: Bool)? {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: bytes[..<end], as: UTF8.self)
        let post = line.hasPrefix("POST ")
        let path = post ? String(line.dropFirst(5)) : line
        guard routes.contains(path) else { return nil }
        return (path, post && service.methods(of: path).contains("POST"))
    }

    /// The request these bytes stand for.
    public static func request(from bytes: [UInt8]) -> Request {
        guard let selector = bytes.first else { return Request(method: "GET", path: "/fit") }
        let route: String
        let rest: [UInt8]
        let post: Bool
        if let named = namedRoute(bytes), let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            route = named.path
            rest = bytes[(end + 1)...].filter { $0 != 0 }  // C strings end at NUL
            post = named.post || !service.methods(of: route).contains("GET")
        } else {
            route = routes[Int(selector & 0x7F) % routes.count]
            rest = bytes.dropFirst().filter { $0 != 0 }
            let methods = service.methods(of: route)
            post = (selector & 0x80 != 0 && methods.contains("POST")) || !methods.contains("GET")
        }
        if route.contains("{") {
            let value =
                String(decoding: rest.prefix(200), as: UTF8.self).split(separator: "/").first.map(String.init) ?? ""
            let path = route.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("{") ? value : String($0) }.joined(separator: "/")
            return Request(method: "GET", path: path)
        }
        if post {
            return Request(method: "POST", path: route, headers: ["Content-Type": "application/json"], body: rest)
        }
        var query: [(name: String, value: String)] = []
        for pair in rest.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(decoding: parts[0], as: UTF8.self)
            let value = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
            query.append((name, value))
        }
        return Request(method: "GET", path: route, query: query)
    }

    /// Answers the request these bytes stand for and checks the service's promises; returns a description of the
    /// first broken one, or `nil`.
    ///
    /// Promises: no 5xx; every 4xx is `application/problem+json` with a status member; every 200 has a body.
    public static func check(_ bytes: [UInt8], service: LayoutService) -> String? {
        let request = request(from: bytes)
        let response = service.respond(to: request)
        if response.status >= 500 {
            return "status \(response.status) for \(request.method) \(request.path): \(response.bodyText)"
        }
        if response.status >= 400 {
            guard response.header("Content-Type") == "application/problem+json",
                response.bodyText.contains("\"status\":\(response.status)")
            else {
                return "\(response.status) without a problem document for \(request.method) \(request.path)"
            }
        }
        if response.status == 200 && response.body.isEmpty { return "empty 200 for \(request.method) \(request.path)" }
        return nil
    }
}
