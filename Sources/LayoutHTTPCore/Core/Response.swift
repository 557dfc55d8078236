/// An HTTP response as the router produces it.
public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// Header fields in the order they are sent.
    public var headers: [(name: String, value: String)]
    /// The body bytes (MHD leaves them out for HEAD and adds `Content-Length` itself).
    public var body: [UInt8]
    /// For a 304: the length of the 200 it stands for, sent as its `Content-Length` (RFC 9110 §8.6 allows only that
    /// value there; libmicrohttpd would otherwise write `Content-Length: 0`). `nil` for every other response.
    public var notModifiedLength: Int?
    /// For an answer from the cache: the cached entry's life (a prepared copy of this response lives no longer).
    package var answerLife: AnswerLife?

    public init(
        status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = [], notModifiedLength: Int? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.notModifiedLength = notModifiedLength
    }

    /// A JSON response from bytes that are already encoded.
    public static func json(_ body: [UInt8], status: Int = 200) -> Response {
        Response(status: status, headers: [("Content-Type", "application/json")], body: body)
    }

    /// The value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.name.lowercased() == key }?.value
    }

    /// The body as UTF-8 text (for tests and logs).
    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
