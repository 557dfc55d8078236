import LayoutHTTP
internal import CMicroHTTPD
import LayoutHTTPCore

/// Reads the method, path, headers and query arguments of the request on a connection.
func readRequest(_ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?) -> Request {
    var request = readRequestLine(url: url, method: method)
    readFields(connection, into: &request)
    return request
}

/// The method and path alone: what a request with a body starts with while its body arrives (its fields are read
/// by ``readFields(_:into:)`` only when no prepared answer serves it).
func readRequestLine(url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?) -> Request {
    Request(method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/")
}

/// Adds the connection's header fields and decoded query arguments to `request`.
func readFields(_ connection: OpaquePointer, into request: inout Request) {
    // Room for every field and argument first (libmicrohttpd counts them): appending one at a time regrew each list.
    request.reserveFields(Int(MHD_get_connection_values(connection, .HEADER_KIND, nil, nil)))
    request.query.reserveCapacity(Int(MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, nil, nil)))
    withUnsafeMutablePointer(to: &request) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, pointer)
        _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectArgument, pointer)
    }
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
