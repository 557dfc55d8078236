internal import CMicroHTTPD

/// Reads the method, path, headers and query arguments of the request on a connection.
func readRequest(_ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?) -> Request {
    var request = Request(
        method: method.map { String(cString: $0) } ?? "GET",
        path: url.map { String(cString: $0) } ?? "/"
    )
    withUnsafeMutablePointer(to: &request) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, pointer)
        _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectArgument, pointer)
    }
    return request
}

/// One request header's value, by case-insensitive name.
func lookupHeader(_ connection: OpaquePointer, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
}

/// Adds one header field to the `Request` behind `cls`.
private func collectHeader(
    cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let request = cls.assumingMemoryBound(to: Request.self)
    request.pointee.addHeader(String(cString: key), value.map { String(cString: $0) } ?? "")
    return .YES
}

/// Adds one decoded query argument to the `Request` behind `cls` (`?flag` without `=` gives an empty value).
private func collectArgument(
    cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let request = cls.assumingMemoryBound(to: Request.self)
    request.pointee.query.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
    return .YES
}
