public import Foundation
public import HTTPTypes
public import OpenAPIRuntime

/// Sends `If-None-Match` as the entity tags it holds, undoing the percent-encoding the generated client applies.
///
/// swift-openapi-generator serializes header parameters like URI components, so the ETag `"5f2c9a"` leaves as
/// `%225f2c9a%22`; no server reads that as the tag, and the conditional request gets 200 instead of 304 (an open
/// generator issue). This middleware decodes the header back before it is sent. An entity tag never needs a
/// percent sign escaped (RFC 9110 §8.8.3: `"` around visible characters), so decoding is safe for every tag.
///
/// ```swift
/// let client = Client(serverURL: url, transport: URLSessionTransport(), middlewares: [IfNoneMatchMiddleware()])
/// // headers: .init(ifNoneMatch: #""5f2c9a""#) now reaches the server as If-None-Match: "5f2c9a" => 304
/// ```
///
/// ``Layoutd`` installs it on its client.
public struct IfNoneMatchMiddleware: ClientMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Decodes a percent-encoded `If-None-Match` value and passes the request on.
    ///
    /// - Parameters:
    ///   - request: The request the generated client built.
    ///   - body: Its body, passed on untouched.
    ///   - baseURL: The server URL, passed on untouched.
    ///   - operationID: The operation's id (unused).
    ///   - next: The rest of the middleware chain and the transport.
    /// - Returns: What `next` answers.
    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        if let value = request.headerFields[.ifNoneMatch] {
            request.headerFields[.ifNoneMatch] = Self.decoded(value)
        }
        return try await next(request, body, baseURL)
    }

    /// The header value with percent-escapes decoded; the value itself when it has none or is not valid escaping.
    ///
    /// - Parameter value: An `If-None-Match` value as the generated client wrote it.
    /// - Returns: The entity tags as the server expects them: `%22abc%22%2C%20%22def%22` => `"abc", "def"`.
    static func decoded(_ value: String) -> String {
        guard value.contains("%") else { return value }
        return value.removingPercentEncoding ?? value
    }
}
