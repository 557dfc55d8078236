import LayoutAnswers

/// The most query parameters a request may carry: every route reads at most about twenty, and libmicrohttpd 0.9.75
/// stores each in its connection pool, where (at 32 KiB) about 490 of them failed its allocation and it answered
/// nothing; fewer fit the 16 KiB pool shipped now.
/// The transport refuses more (414); `GET /openapi.json` documents the limit.
package let maximumQueryParameters = 100
/// The most header fields a request may carry, answered 431 by layoutd; from about 220 on (16 KiB connection pool;
/// 280 at 32 KiB) libmicrohttpd refuses the request itself, with its own HTML 431.
package let maximumHeaderFields = 100

/// An HTTP request as the router sees it: transport-independent, so tests can build one in memory.
public struct Request: Sendable {
    /// The method, upper case (`GET`, `POST`, …).
    public var method: String
    /// The path without the query string, e.g. `/fit`.
    public var path: String
    /// Query arguments in the order they came, already percent-decoded.
    public var query: [(name: String, value: String)]
    /// Header fields keyed by lower-cased name; repeated fields are joined with ", ". A view of ``fields``.
    public var headers: [String: String] {
        get { Dictionary(fields, uniquingKeysWith: { first, _ in first }) }
        set {
            fields = []
            for (name, value) in newValue.sorted(by: { $0.key < $1.key }) { addHeader(name, value) }
        }
    }
    /// Header fields in the order they came, names lower-cased, repeats joined. A request carries a handful (at most
    /// ``maximumHeaderFields``) and the service asks for a few by name, so comparing lengths first along an array
    /// costs less than hashing every name into a dictionary (5,000 instructions of an uncached `POST /fit`).
    private var fields: [(name: String, value: String)] = []
    /// The request body.
    public var body: [UInt8]

    /// Creates a request.
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The path without query string.
    ///   - query: Decoded query arguments.
    ///   - headers: Header fields; names are lower-cased here.
    ///   - body: The body bytes.
    public init(
        method: String,
        path: String,
        query: [(name: String, value: String)] = [],
        headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        for (name, value) in headers { self.addHeader(name, value) }
    }

    /// Makes room for `count` header fields (a transport that knows how many it will add).
    /// - Parameter count: The number of fields about to be added; a repeated name takes no room of its own.
    public mutating func reserveFields(_ count: Int) { fields.reserveCapacity(count) }

    /// Adds a header field, joining repeats with ", " as RFC 9110 allows.
    public mutating func addHeader(_ name: String, _ value: String) {
        let key = Self.lowercased(name)
        if let index = index(of: key) {
            fields[index].value += ", " + value
        } else {
            fields.append((key, value))
        }
    }

    /// The value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? { index(of: Self.lowercased(name)).map { fields[$0].value } }

    /// Where the field named `key` (lower case) is, comparing byte counts before characters.
    private func index(of key: String) -> Int? {
        let count = key.utf8.count
        return fields.firstIndex { $0.name.utf8.count == count && $0.name.utf8.elementsEqual(key.utf8) }
    }

    /// A field name in ASCII lower case (a name is a token, RFC 9110 §5.1; other bytes stay as they are, read in
    /// linear time: ``ByteText``), without a new string when it already is (`host`, the names the service asks
    /// for), as it is for every name HTTP/2 clients and most HTTP/1.1 clients send.
    /// - Example: `x-request-id` → itself; `Content-Type` → `content-type`.
    static func lowercased(_ name: String) -> String { ByteText.asciiLowercased(name) }

    /// Whether the method is `method` (upper-case ASCII), byte for byte.
    /// - Example: `Request(method: "GET", path: "/").isMethod("GET")` → true.
    public func isMethod(_ method: String) -> Bool { ByteText.same(self.method, method) }
}
