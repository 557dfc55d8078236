import Foundation
@testable import LayoutdClient
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The suite of openapi.yaml's example questions asked through the generated client (the tests themselves are
/// generated: `Generated/OpenAPIExampleCalls.swift`, written by `scripts/generate/route-examples.py`). Each typed
/// answer, encoded again, must be the live server's raw answer to the same question: a member the client drops, a type
/// it reads wrongly or a question it sends differently fails here.
///
/// The expected answer is the server's own, asked without the client: this checks the client against the server, not
/// the server's figures (the service's tests do that against the oracles).
@Suite struct OpenAPIExampleSupport {
    let server: LiveLayoutd
    let client: Client

    init() throws {
        server = try LiveLayoutd()
        client = Layoutd(serverURL: server.url).client
    }

    /// A value of the type the call site needs, read from JSON: the example's text decoded into the generated
    /// client's declared type (a string, a number, an enum, a request body).
    /// - Parameter json: The JSON text, e.g. `"\"landscape\""` or `"{\"frame\":…}"`.
    /// - Returns: The decoded value.
    func example<T: Decodable>(_ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// JSON as a comparable value: objects without their `null` members (a generated type leaves an absent optional
    /// out where the server writes `null`).
    enum JSON: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([JSON]), object([String: JSON])

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() {
                self = .null
            } else if let v = try? c.decode(Bool.self) {
                self = .bool(v)
            } else if let v = try? c.decode(Double.self) {
                self = .number(v)
            } else if let v = try? c.decode(String.self) {
                self = .string(v)
            } else if let v = try? c.decode([JSON].self) {
                self = .array(v)
            } else {
                self = .object(try c.decode([String: JSON].self).filter { $0.value != .null })
            }
        }
    }

    /// Expects `typed`, encoded again, to be the server's raw answer to `method target` (with `body`).
    /// - Parameters:
    ///   - typed: The generated client's answer.
    ///   - method: `GET` or `POST`.
    ///   - target: The path and query, e.g. `/sizeclass?device=ipad-pro-12-9-inch`.
    ///   - body: The POST body's JSON.
    func expectRawAnswer<T: Encodable>(_ typed: T, _ method: String, _ target: String, body: String?) async throws {
        var request = URLRequest(url: try #require(URL(string: server.url.absoluteString + target)))
        request.httpMethod = method
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(method) \(target)")
        let raw = try JSONDecoder().decode(JSON.self, from: data)
        let encoded = try JSONEncoder().encode(typed)
        let read = try JSONDecoder().decode(JSON.self, from: encoded)
        let typedText = String(decoding: encoded, as: UTF8.self), rawText = String(decoding: data, as: UTF8.self)
        #expect(read == raw, "\(method) \(target): typed and raw differ\n  typed \(typedText)\n  raw   \(rawText)")
    }
}
