internal import CMicroHTTPD

/// Builds a libmicrohttpd response from a ``Response`` and queues it on a connection.
///
/// The body is copied (`.RESPMEM_MUST_COPY`); `Content-Length` and `Date` are added by libmicrohttpd, which also
/// leaves the body out for HEAD. Header values containing CR or LF are dropped rather than sent.
/// - Parameters:
///   - response: What to send.
///   - closing: Adds `Connection: close` (e.g. after refusing a body that was not read).
///   - connection: The connection, in a handler call or suspended.
/// - Returns: libmicrohttpd's answer; `MHD_NO` closes the connection.
func queue(_ response: Response, closing: Bool, on connection: OpaquePointer) -> MHD_Result {
    let created: OpaquePointer? = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let created else { return .NO }
    defer { MHD_destroy_response(created) }
    for (name, value) in response.headers where !value.utf8.contains(where: { $0 == 10 || $0 == 13 }) {
        _ = MHD_add_response_header(created, name, value)
    }
    if closing { _ = MHD_add_response_header(created, "Connection", "close") }
    return MHD_queue_response(connection, UInt32(response.status), created)
}
