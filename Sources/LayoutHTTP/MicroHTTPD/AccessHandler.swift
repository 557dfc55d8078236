internal import CMicroHTTPD
import Synchronization

/// What libmicrohttpd's callbacks need, passed to C unretained as their `cls` (``Daemon`` keeps it alive).
final class DaemonContext: Sendable {
    let service: LayoutService
    let workers: WorkerPool
    let maxBodyBytes: Int
    let offloadMisses: Bool
    /// Whether light misses are computed on the poll thread (always when misses are not offloaded).
    let lightMissesInline: Bool
    /// `nil` when access logging is off or filtered out by the level.
    let accessLog: AccessLog?
    /// Ready-made responses for repeated questions.
    let prepared: PreparedAnswers
    /// Per-address connection limits and request deadlines.
    let connections: ConnectionGuard
    /// The transport's budget counters.
    let counters = TransportCounters()
    /// Most answer bytes queued to clients before a large new answer is refused with 503.
    let queuedBudget: Int

    /// Answers at least this large are refused while the queued answers hold their budget (a small answer, a
    /// problem included, always goes).
    static let largeAnswerBytes = 64 << 10

    init(service: LayoutService, workers: WorkerPool, accessLog: AccessLog?) {
        let configuration = service.configuration
        self.service = service
        self.workers = workers
        self.accessLog = accessLog
        self.maxBodyBytes = configuration.maxBodyBytes
        self.offloadMisses = configuration.offloadMisses
        self.lightMissesInline = configuration.lightMissesInline || !configuration.offloadMisses
        self.prepared = PreparedAnswers(capacity: min(configuration.cacheEntries, 4096) * 4,
                                        budgetBytes: configuration.preparedAnswerBytes)
        self.connections = ConnectionGuard(configuration: configuration, counters: counters)
        self.queuedBudget = configuration.queuedAnswerBytes
    }
}

/// Per-request state kept in `*con_cls` for requests that have a body or wait for a worker.
///
/// Ownership: created with `passRetained` in the first handler call, released in ``requestCompleted``.
/// `@unchecked Sendable`: one connection is served by one poll thread, so the handler calls never overlap; the
/// worker writes ``response`` only between `MHD_suspend_connection` and `MHD_resume_connection`, and the
/// handler reads it only after libmicrohttpd has resumed the connection (ordered by its internal mutex).
final class RequestBox: @unchecked Sendable {
    var request: Request
    let startedAt: UInt64
    var tooLarge = false
    var route = "unmatched"
    var response: Response?

    init(request: Request, startedAt: UInt64) {
        self.request = request
        self.startedAt = startedAt
    }
}

/// Marks `*con_cls` for a request without a body between its first and second handler call (never dereferenced).
private nonisolated(unsafe) let noBodySentinel = UnsafeMutableRawPointer(bitPattern: 1)!
/// Set by ``uriLogged`` when the raw target holds `%00`, which libmicrohttpd decodes into a NUL that ends the C
/// string (`/devices/iphone-14-pro%00.json` would be served as `/devices/iphone-14-pro`).
private nonisolated(unsafe) let nulInTargetSentinel = UnsafeMutableRawPointer(bitPattern: 2)!

/// Set by ``uriLogged`` for every other request: the handler has not seen it yet. A request that completes still
/// marked so was ended by libmicrohttpd itself (its own error reply, a timeout, the client gone).
private nonisolated(unsafe) let notYetHandledSentinel = UnsafeMutableRawPointer(bitPattern: 4)!
/// Set by ``uriLogged`` when the query has more than ``maximumQueryParameters`` parameters (see there).
private nonisolated(unsafe) let tooManyParametersSentinel = UnsafeMutableRawPointer(bitPattern: 3)!
/// The most query parameters a request may carry: every route reads at most about twenty, and libmicrohttpd 0.9.75
/// stores each in its 32 KiB connection pool, where about 490 of them fail its allocation and it answers nothing.
let maximumQueryParameters = 100
/// The most header fields a request may carry, answered 431 by layoutd; from about 280 on (32 KiB connection pool)
/// libmicrohttpd refuses the request itself, with its own HTML 431.
let maximumHeaderFields = 100

/// libmicrohttpd's URI log callback, called with the raw request target before it is decoded; what it returns is
/// the first `*con_cls` of the request. A nonisolated global function, like every callback C calls.
///
/// A query with more than ``maximumQueryParameters`` parameters is cut off here, before libmicrohttpd parses it:
/// `uri` points into libmicrohttpd's own writable read buffer (it writes a NUL over the `?` itself right after this
/// call), and a NUL after the `?` leaves it no parameter to store. The access handler then answers 414.
func uriLogged(cls: UnsafeMutableRawPointer?, uri: UnsafePointer<CChar>?, connection: OpaquePointer?) -> UnsafeMutableRawPointer? {
    guard let uri else { return nil }
    if let connection { ConnectionGuard.state(of: connection)?.enter(.headers) }
    var p = uri
    var query: UnsafePointer<CChar>?, parameters = 0
    while p.pointee != 0 {
        if p.pointee == 0x25, p[1] == 0x30, p[2] == 0x30 { return nulInTargetSentinel } // "%00"
        if p.pointee == 0x3F, query == nil { query = p + 1; parameters = 1 } // "?"
        else if p.pointee == 0x26, query != nil { parameters += 1 } // "&"
        p += 1
    }
    if parameters > maximumQueryParameters, let query {
        UnsafeMutablePointer(mutating: query).pointee = 0
        return tooManyParametersSentinel
    }
    return notYetHandledSentinel
}

/// What the framing check needs from the headers, gathered without building a string for a well-formed request.
private struct FramingHeaders {
    var contentLength = 0, transferEncoding = 0, host = 0, all = 0
    /// The values of the last Content-Length and Transfer-Encoding seen (valid while the request is).
    var lengthValue: UnsafePointer<CChar>?, codingValue: UnsafePointer<CChar>?
    /// A header name with whitespace or a control character (`Content-Length : 74`).
    var badName: UnsafePointer<CChar>?
}

/// Whether a C string equals an ASCII-lowercase name, ignoring ASCII case.
private func equalsIgnoringCase(_ c: UnsafePointer<CChar>, _ lowercase: StaticString) -> Bool {
    let name = UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
    for (i, expected) in name.enumerated() {
        let byte = UInt8(bitPattern: c[i])
        guard byte != 0, (byte >= 65 && byte <= 90 ? byte + 32 : byte) == expected else { return false }
    }
    return c[name.count] == 0
}

/// Why a request's framing or target cannot be trusted, or `nil`: each shape a proxy in front might frame
/// differently (request smuggling) is refused with the connection closed, so no second request in the same bytes is
/// ever answered. libmicrohttpd 0.9.75 lets all of these through whatever its strict option says. On the hot path:
/// one pass over the headers, no allocation unless something is wrong.
private func framingProblem(_ connection: OpaquePointer, version: UnsafePointer<CChar>?) -> Problem? {
    var headers = FramingHeaders()
    withUnsafeMutablePointer(to: &headers) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, inspectHeader, pointer)
    }
    if headers.all > maximumHeaderFields { return Problem.tooManyHeaders(headers.all, limit: maximumHeaderFields) }
    if let bad = headers.badName {
        return Problem.badRequest("The header name \"\(String(cString: bad).prefix(40))\" holds whitespace or a control character; the request's framing is ambiguous.")
    }
    if headers.contentLength > 1 { return Problem.badRequest("Content-Length is given \(headers.contentLength) times; give it once.") }
    if headers.contentLength > 0 && headers.transferEncoding > 0 { return Problem.badRequest("Content-Length and Transfer-Encoding together; give one.") }
    if headers.transferEncoding > 1 { return Problem.badRequest("Transfer-Encoding is given \(headers.transferEncoding) times; give it once.") }
    if let coding = headers.codingValue {
        let text = String(cString: coding)
        if text[...].trimmingCharacters(in: " ").lowercased() != "chunked" {
            return Problem(status: 501, title: "Not implemented", detail: "Transfer-Encoding \"\(text.prefix(40))\": only chunked is understood.",
                           type: "/problems/not-implemented")
        }
    }
    if let length = headers.lengthValue {
        var p = length, digits = 0
        while p.pointee != 0 {
            guard p.pointee >= 48 && p.pointee <= 57 else { digits = -1; break }
            digits += 1
            p += 1
        }
        if digits <= 0 { return Problem.badRequest("Content-Length \"\(String(cString: length).prefix(40))\" is not a number of bytes.") }
    }
    if headers.host != 1, let version, equalsIgnoringCase(version, "http/1.1") {
        return Problem.badRequest("An HTTP/1.1 request needs exactly one Host header (it has \(headers.host)).")
    }
    return nil
}

/// Counts one header field into the ``FramingHeaders`` behind `cls`.
private func inspectHeader(
    cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let headers = cls.assumingMemoryBound(to: FramingHeaders.self)
    headers.pointee.all += 1
    if key.pointee == 0 { headers.pointee.badName = key }
    var p = key
    while p.pointee != 0 {
        let byte = UInt8(bitPattern: p.pointee)
        if byte <= 0x20 || byte >= 0x7F { headers.pointee.badName = key; break }
        p += 1
    }
    if equalsIgnoringCase(key, "content-length") {
        headers.pointee.contentLength += 1
        headers.pointee.lengthValue = value
    } else if equalsIgnoringCase(key, "transfer-encoding") {
        headers.pointee.transferEncoding += 1
        headers.pointee.codingValue = value
    } else if equalsIgnoringCase(key, "host") {
        headers.pointee.host += 1
    }
    return .YES
}

/// Reads the method, path, headers and query arguments of the request on a connection.
private func readRequest(_ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?) -> Request {
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
private func lookupHeader(_ connection: OpaquePointer, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
}

/// A suspended connection handed to a worker. `@unchecked Sendable`: the pointer is only used to resume.
private struct SuspendedConnection: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// libmicrohttpd's access handler (`MHD_AccessHandlerCallback`), called on its poll threads.
///
/// A nonisolated global function, never a closure in `main.swift` (that would be main-actor isolated and crash
/// when called from a C thread). Flow per request: the first call only notes whether a body follows; body chunks
/// are copied up to the limit; the final call (the second, for a request without a body) answers at once (cache
/// hits, errors, health) or suspends the connection while a worker computes; the call after the resume queues
/// what the worker left in the box.
func accessHandler(
    cls: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?,
    version: UnsafePointer<CChar>?,
    uploadData: UnsafePointer<CChar>?,
    uploadDataSize: UnsafeMutablePointer<Int>?,
    conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let conCls, let uploadDataSize else { return .NO }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    if conCls.pointee == notYetHandledSentinel { conCls.pointee = nil }

    if let refused = conCls.pointee, refused == nulInTargetSentinel || refused == tooManyParametersSentinel {
        // First call of a request whose raw target held %00 or too many parameters: refused before anything reads
        // the truncated path or query.
        conCls.pointee = nil
        context.service.metrics.inFlight.wrappingAdd(1, ordering: .relaxed)
        let request = readRequest(connection, url: url, method: method)
        let problem = refused == nulInTargetSentinel
            ? Problem.badRequest("The request target holds %00 (a NUL byte), which no path or parameter of layoutd contains.")
            : Problem.tooManyParameters(limit: maximumQueryParameters)
        return send(context.service.answer(problem, to: request), closing: true, route: "unmatched", request: request,
                    startedAt: Platform.monotonicNanoseconds(), on: connection, context: context)
    }

    guard let existing = conCls.pointee else {
        // First call: headers are complete but the request does not count as received yet; answering now would
        // make libmicrohttpd close the connection. Requests without a body get a sentinel and are answered on the
        // next call, which follows at once; requests with a body get a box to collect it in.
        context.service.metrics.inFlight.wrappingAdd(1, ordering: .relaxed)
        let state = ConnectionGuard.state(of: connection)
        if state?.overLimit == true {
            let request = readRequest(connection, url: url, method: method)
            let problem = Problem.tooManyConnections(limit: context.service.configuration.perIPConnectionLimit)
            return send(context.service.answer(problem, to: request), closing: true, route: "unmatched", request: request,
                        startedAt: Platform.monotonicNanoseconds(), on: connection, context: context)
        }
        if let problem = framingProblem(connection, version: version) {
            let request = readRequest(connection, url: url, method: method)
            return send(context.service.answer(problem, to: request), closing: true,
                        route: "unmatched", request: request, startedAt: Platform.monotonicNanoseconds(), on: connection, context: context)
        }
        let length = lookupHeader(connection, "Content-Length").flatMap { Int($0) }
        if let length, length > context.maxBodyBytes {
            let request = readRequest(connection, url: url, method: method)
            return send(context.service.answer(Problem.payloadTooLarge(limit: context.maxBodyBytes), to: request), closing: true,
                        route: "unmatched", request: request, startedAt: Platform.monotonicNanoseconds(), on: connection, context: context)
        }
        if (length ?? 0) > 0 || lookupHeader(connection, "Transfer-Encoding") != nil {
            let box = RequestBox(request: readRequest(connection, url: url, method: method), startedAt: Platform.monotonicNanoseconds())
            conCls.pointee = Unmanaged.passRetained(box).toOpaque()
            state?.enter(.body)
        } else {
            conCls.pointee = noBodySentinel
            state?.enter(.answering)
        }
        return .YES
    }

    if existing == noBodySentinel {
        // Second call of a request without a body: complete, so answer it (or hand it to a worker).
        conCls.pointee = nil
        let startedAt = Platform.monotonicNanoseconds()
        if let url, let method, !context.service.isDraining {
            let prepared = context.prepared
            return withUnsafeTemporaryAllocation(byteCount: 2048, alignment: 8) { buffer in
                guard let (count, hash) = preparedKey(connection, url: url, method: method, into: buffer) else {
                    let request = readRequest(connection, url: url, method: method)
                    return dispatch(request, startedAt: startedAt, box: nil, connection: connection, conCls: conCls, context: context)
                }
                let key = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                if let found = prepared.lookup(hash: hash, key: key) {
                    return sendPrepared(found, method: method[0] == 0x48 ? "HEAD" : "GET", path: { String(cString: url) },
                                        startedAt: startedAt, on: connection, context: context)
                }
                let request = readRequest(connection, url: url, method: method)
                return dispatch(request, startedAt: startedAt, box: nil, connection: connection, conCls: conCls, context: context) { response, route in
                    prepared.insert(hash: hash, key: key, response: response, route: route)
                }
            }
        }
        let request = readRequest(connection, url: url, method: method)
        return dispatch(request, startedAt: startedAt, box: nil, connection: connection, conCls: conCls, context: context)
    }

    let box = Unmanaged<RequestBox>.fromOpaque(existing).takeUnretainedValue()
    if let response = box.response {
        // Resumed after a worker computed the answer.
        box.response = nil
        return send(response, closing: false, route: box.route, request: box.request, startedAt: box.startedAt, on: connection, context: context)
    }
    if uploadDataSize.pointee > 0 {
        // A body chunk: valid only during this call, so copy it (or drop it once over the limit).
        let count = uploadDataSize.pointee
        if !box.tooLarge {
            if box.request.body.count + count > context.maxBodyBytes {
                box.tooLarge = true
                box.request.body = []
            } else if let uploadData {
                uploadData.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                    box.request.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                }
            }
        }
        uploadDataSize.pointee = 0
        return .YES
    }
    ConnectionGuard.state(of: connection)?.enter(.answering)
    if box.tooLarge {
        return send(context.service.answer(Problem.payloadTooLarge(limit: context.maxBodyBytes), to: box.request), closing: true,
                    route: "unmatched", request: box.request, startedAt: box.startedAt, on: connection, context: context)
    }
    if !context.service.isDraining, let (key, hash) = PreparedAnswers.key(ofPost: box.request) {
        return key.withUnsafeBytes { key in
            if let found = context.prepared.lookup(hash: hash, key: key) {
                return sendPrepared(found, method: "POST", path: { box.request.path }, startedAt: box.startedAt, on: connection, context: context)
            }
            return dispatch(box.request, startedAt: box.startedAt, box: box, connection: connection, conCls: conCls, context: context) { response, route in
                context.prepared.insert(hash: hash, key: key, response: response, route: route)
            }
        }
    }
    return dispatch(box.request, startedAt: box.startedAt, box: box, connection: connection, conCls: conCls, context: context)
}

/// Routes a complete request: sends a ready answer now (showing it to `answeredAtOnce` first), or suspends the
/// connection and computes on a worker.
private func dispatch(
    _ request: Request, startedAt: UInt64, box existing: RequestBox?, connection: OpaquePointer,
    conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>, context: DaemonContext,
    answeredAtOnce: ((Response, String) -> Void)? = nil
) -> MHD_Result {
    let (route, outcome) = context.service.handle(request)
    switch outcome {
    case .ready(let response):
        answeredAtOnce?(response, route)
        return send(response, closing: false, route: route, request: request, startedAt: startedAt, on: connection, context: context)
    case .deferred(let work) where !context.offloadMisses, .light(let work) where context.lightMissesInline:
        return send(work(), closing: false, route: route, request: request, startedAt: startedAt, on: connection, context: context)
    case .deferred(let work), .light(let work):
        let box: RequestBox
        if let existing {
            box = existing
        } else {
            box = RequestBox(request: request, startedAt: startedAt)
            conCls.pointee = Unmanaged.passRetained(box).toOpaque()
        }
        box.route = route
        let metrics = context.service.metrics
        metrics.suspended.wrappingAdd(1, ordering: .relaxed)
        MHD_suspend_connection(connection)
        let suspended = SuspendedConnection(pointer: connection)
        let queued = context.workers.submit {
            box.response = work()
            // Counted down before the resume: once resumed, the client can have its answer (and ask /metrics)
            // before this thread runs again.
            metrics.suspended.wrappingSubtract(1, ordering: .relaxed)
            MHD_resume_connection(suspended.pointer)
        }
        if !queued {
            // The work queue is full: 503 at once (sent by the call that follows the resume), not seconds of waiting.
            context.counters.shedWorkQueue.wrappingAdd(1, ordering: .relaxed)
            let limit = context.service.configuration.workQueueLimit
            box.response = context.service.answer(Problem.overloaded(
                "\(limit) heavy computations (pictures, lists, CSS, grids, batches) are waiting already (workQueueLimit); "
                    + "ask again in a second, or ask another replica."), to: request)
            metrics.suspended.wrappingSubtract(1, ordering: .relaxed)
            MHD_resume_connection(connection)
        }
        return .YES // required after suspending
    }
}

/// Queues a response, records it in the metrics and, when enabled, writes its access-log line: the one place every
/// answer of ours passes (libmicrohttpd's own 414/431 never reach the handler).
private func send(
    _ response: Response, closing: Bool, route: String, request: Request, startedAt: UInt64,
    on connection: OpaquePointer, context: DaemonContext
) -> MHD_Result {
    var response = response
    if response.body.count >= DaemonContext.largeAnswerBytes,
       queuedAnswerBytes.load(ordering: .relaxed) + response.body.count > context.queuedBudget {
        context.counters.shedQueuedBytes.wrappingAdd(1, ordering: .relaxed)
        response = context.service.answer(Problem.overloaded(
            "Answers waiting for clients to read them hold \(context.queuedBudget) bytes already (a quarter of "
                + "memoryBudgetBytes); this one (\(response.body.count) bytes) would pass it. Ask again in a second."),
            to: request)
    }
    let result = queue(response, closing: closing, on: connection)
    context.service.record(route: route, method: request.method, status: response.status, startedAt: startedAt)
    context.accessLog?.record(request, response, startedAt: startedAt)
    return result
}

/// Queues a prepared answer again (libmicrohttpd adds Date and the length) and counts it like any answer: a cache hit,
/// the route's request counter and, when enabled, the access log (`path` is only built for it).
private func sendPrepared(
    _ found: PreparedAnswers.Prepared, method: String, path: () -> String, startedAt: UInt64,
    on connection: OpaquePointer, context: DaemonContext
) -> MHD_Result {
    let result = MHD_queue_response(connection, 200, found.response)
    context.service.metrics.preparedHits.wrappingAdd(1, ordering: .relaxed)
    context.service.record(route: found.route, method: method, status: 200, startedAt: startedAt)
    context.accessLog?.record(method: method, path: path(), status: 200, bytes: found.bytes, requestID: nil, startedAt: startedAt)
    return result
}

/// libmicrohttpd's request-completed callback: balances the first call's in-flight count and releases the box.
func requestCompleted(
    cls: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    reason: MHD_RequestTerminationCode
) {
    guard let cls else { return }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    let metrics = context.service.metrics
    if let connection, let state = ConnectionGuard.state(of: connection) {
        if state.current.phase == .answering, reason != .REQUEST_TERMINATED_COMPLETED_OK,
           reason != .REQUEST_TERMINATED_DAEMON_SHUTDOWN {
            context.counters.truncated.wrappingAdd(1, ordering: .relaxed) // answered, but not read to the end
        }
        state.enter(.idle)
    }
    if let conCls, let mark = conCls.pointee,
       mark == notYetHandledSentinel || mark == nulInTargetSentinel || mark == tooManyParametersSentinel {
        // The handler never ran (so nothing was counted in flight): libmicrohttpd ended the request itself.
        if reason == .REQUEST_TERMINATED_WITH_ERROR {
            metrics.libraryRefusals.wrappingAdd(1, ordering: .relaxed)
        } else {
            metrics.abandoned.wrappingAdd(1, ordering: .relaxed)
        }
        conCls.pointee = nil
        return
    }
    metrics.inFlight.wrappingSubtract(1, ordering: .relaxed)
    if let conCls, let box = conCls.pointee, box != noBodySentinel {
        Unmanaged<RequestBox>.fromOpaque(box).release()
        conCls.pointee = nil
    }
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
