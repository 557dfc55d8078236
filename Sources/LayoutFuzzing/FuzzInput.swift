public import LayoutHTTP

/// Turns arbitrary bytes into a request for the fuzz target and its regression tests.
///
/// Byte 0 picks the route (its low seven bits, over every route of the service: the list is the service's own) and
/// the method (the high bit: POST where the route takes it); the rest is a query string (GET: split on `&` and `=`,
/// decoded as UTF-8 with invalid sequences repaired, as libmicrohttpd's strings are), a JSON body (POST), or, for a
/// route with a placeholder, the placeholder's value.
public enum FuzzInput {
    static let service = buildService(configuration: ServerConfiguration())
    /// Every route pattern the service answers.
    public static let routes = service.routePaths

    /// The first byte that asks `path` (a route pattern) with GET, or POST when `post` (where the route takes it):
    /// what a seed in `Fuzz/corpus` starts with. Adding a route moves the others, so seeds are checked against it.
    public static func selector(for path: String, post: Bool) -> UInt8? {
        routes.firstIndex(of: path).map { UInt8($0) | (post ? 0x80 : 0) }
    }

    /// The request these bytes stand for.
    public static func request(from bytes: [UInt8]) -> Request {
        guard let selector = bytes.first else { return Request(method: "GET", path: "/fit") }
        let rest = Array(bytes.dropFirst()).filter { $0 != 0 }  // C strings end at NUL
        let route = routes[Int(selector & 0x7F) % routes.count]
        let methods = service.methods(of: route)
        let post = (selector & 0x80 != 0 && methods.contains("POST")) || !methods.contains("GET")
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
