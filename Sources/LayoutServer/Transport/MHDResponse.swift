import LayoutHTTP
internal import CMicroHTTPD
import Synchronization
package import LayoutHTTPCore

/// Body bytes of responses handed to libmicrohttpd and not yet released by it: answers queued to clients that
/// have not read them (a slow reader holds its whole answer). Counted through the shim's release callback;
/// ``AccessHandler`` refuses a large new answer with 503 while this is over ``ServerConfiguration/queuedAnswerBytes``.
///
/// Answers under ``countedAnswerMinimum`` are not counted: a connection holds at most one queued answer, so they hold
/// at most `connectionLimit` × 4 KiB (4 MB at the default 1,000), and counting them would make every request's poll
/// thread write this one shared cache line twice.
let queuedAnswerBytes = Atomic<Int>(0)

/// The smallest answer counted in ``queuedAnswerBytes``.
let countedAnswerMinimum = 4 << 10

/// The bytes of large answers (``DaemonContext/largeAnswerBytes`` or more) queued and unread, by client address: one
/// address's unread answers hold at most its share (``DaemonContext/addressQueuedShare``), so one slow or absent
/// reader cannot take the queue from the others. Written only for large answers (a lock per such answer, sent and
/// released).
let queuedByAddress = Locked<[ConnectionGuard.AddressKey: Int]>([:])

/// What a large answer's release callback is given: the address its bytes are counted against.
private final class QueuedShare {
    let address: ConnectionGuard.AddressKey
    init(_ address: ConnectionGuard.AddressKey) { self.address = address }
}

/// The release callback of a counted response (`CMicroHTTPD_responseCopying`): the bytes leave the count, and the
/// address's share when `context` is a ``QueuedShare``.
private func queuedAnswerReleased(_ context: UnsafeMutableRawPointer?, _ length: Int) {
    queuedAnswerBytes.wrappingSubtract(length, ordering: .relaxed)
    guard let context else { return }
    let address = Unmanaged<QueuedShare>.fromOpaque(context).takeRetainedValue().address
    queuedByAddress.withLock { held in
        let left = (held[address] ?? length) - length
        held[address] = left > 0 ? left : nil
    }
}

/// The bytes of large answers queued to `address` and not yet released.
func queuedBytes(of address: ConnectionGuard.AddressKey) -> Int { queuedByAddress.withLock { $0[address] ?? 0 } }

/// Builds a libmicrohttpd response from a ``Response`` and queues it on a connection.
///
/// - Parameters:
///   - response: What to send (a `Connection: close` among its fields closes the connection after it: the
///     response pipeline's ``ConnectionClose``).
///   - connection: The connection, in a handler call or suspended.
/// - Returns: libmicrohttpd's answer; `MHD_NO` closes the connection.
/// - Parameter address: The client's address, counted in ``queuedByAddress`` for a large answer; `nil` for none.
func queue(
    _ response: Response, on connection: OpaquePointer, address: ConnectionGuard.AddressKey? = nil
) -> MHD_Result {
    guard let created = makeResponse(response, counted: true, address: address) else { return .NO }
    defer { MHD_destroy_response(created) }
    return MHD_queue_response(connection, UInt32(response.status), created)
}

/// A libmicrohttpd response for a ``Response``, owned by the caller (`MHD_destroy_response`).
///
/// The body is copied; `counted` (and 4 KiB or more), into memory whose release is counted in ``queuedAnswerBytes``
/// (answers sent once), else by libmicrohttpd (`.RESPMEM_MUST_COPY`: prepared answers, counted by their own table).
/// `Content-Length` and `Date` are added by libmicrohttpd, which also leaves the body out for HEAD. Header values
/// containing CR or LF (or empty) are dropped rather than sent: libmicrohttpd refuses them itself
/// (`MHD_add_response_header` answers `MHD_NO`; ``headersSent(for:)`` and its test hold it to that), so they are not
/// scanned here as well (1,400 instructions a request).
func makeResponse(
    _ response: Response, counted: Bool, address: ConnectionGuard.AddressKey? = nil
) -> OpaquePointer? {
    let created: OpaquePointer?
    if let length = response.notModifiedLength {
        // A 304 declares the 200's length; libmicrohttpd sends no body for 304, so the reader is never asked.
        created = MHD_create_response_from_callback(UInt64(length), 1024, unreadBody, nil, nil)
    } else if counted, response.body.count >= countedAnswerMinimum {
        let share = address.map { Unmanaged.passRetained(QueuedShare($0)).toOpaque() }
        created = response.body.withUnsafeBytes { bytes in
            CMicroHTTPD_responseCopying(bytes.baseAddress, bytes.count, queuedAnswerReleased, share)
        }
        if created != nil {
            queuedAnswerBytes.wrappingAdd(response.body.count, ordering: .relaxed)
            if let address {
                queuedByAddress.withLock { $0[address, default: 0] += response.body.count }
            }
        } else if let share {
            Unmanaged<QueuedShare>.fromOpaque(share).release()
        }
    } else {
        created = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
    }
    guard let created else { return nil }
    for (name, value) in response.headers {
        // withCString: a short (inline) Swift string is copied to the stack, not into a new array as `String`
        // passed for a `const char *` argument is.
        _ = name.withCString { name in value.withCString { value in MHD_add_response_header(created, name, value) } }
    }
    return created
}

/// The header fields libmicrohttpd would send for `response` (before its own `Content-Length` and `Date`), in order:
/// what ``makeResponse(_:counted:)`` kept of them.
/// - Example: headers `("X-A", "a\r\nSet-Cookie: x")`, `("X-B", "b")` → `[("X-B", "b")]`.
package func headersSent(for response: Response) -> [(name: String, value: String)] {
    guard let created = makeResponse(response, counted: false) else { return [] }
    defer { MHD_destroy_response(created) }
    var sent: [(name: String, value: String)] = []
    _ = withUnsafeMutablePointer(to: &sent) { MHD_get_response_headers(created, collectSentHeader, $0) }
    return sent
}

/// Adds one header of a response to the array behind `cls` (``headersSent(for:)``).
private func collectSentHeader(
    cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    cls.assumingMemoryBound(to: [(name: String, value: String)].self).pointee.append(
        (String(cString: key), value.map { String(cString: $0) } ?? ""))
    return .YES
}

/// The body reader of a 304: libmicrohttpd never sends a 304's body, and were it asked it would end the response.
private func unreadBody(
    _ cls: UnsafeMutableRawPointer?, _ position: UInt64, _ buffer: UnsafeMutablePointer<CChar>?, _ max: Int
) -> Int {
    -2  // MHD_CONTENT_READER_END_WITH_ERROR (a cast macro Swift does not import)
}
