import LayoutHTTP
internal import CMicroHTTPD

/// Why the HTTP server could not do something.
public struct ServerError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// The one funnel for libmicrohttpd calls that can fail: a `NULL` handle or `MHD_NO` becomes a thrown
/// ``ServerError`` here, with what was attempted, and nowhere else.
enum MHD {
    /// Returns a non-null handle or throws.
    static func handle(
        _ pointer: OpaquePointer?, _ what: @autoclosure () -> String
    ) throws(ServerError) -> OpaquePointer {
        guard let pointer else { throw ServerError(description: "libmicrohttpd: \(what()) failed") }
        return pointer
    }

    /// Succeeds on `MHD_YES`, throws on `MHD_NO`.
    static func check(_ result: MHD_Result, _ what: @autoclosure () -> String) throws(ServerError) {
        guard result == .YES else { throw ServerError(description: "libmicrohttpd: \(what()) failed") }
    }
}
