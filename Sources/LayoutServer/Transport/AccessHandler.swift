import LayoutHTTP
import LayoutGeometry
internal import CMicroHTTPD
import Synchronization
import LayoutHTTPCore

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
    // Borrowed, not retained: both poll threads retaining the one context per call pass its cache line back and forth.
    return Unmanaged<DaemonContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
        handle(
            connection, url: url, method: method, version: version, uploadData: uploadData,
            uploadDataSize: uploadDataSize, conCls: conCls, context: context)
    }
}

/// One call of ``accessHandler(cls:connection:url:method:version:uploadData:uploadDataSize:conCls:)``.
private func handle(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?, uploadDataSize: UnsafeMutablePointer<Int>,
    conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>, context: DaemonContext
) -> MHD_Result {
    if conCls.pointee == notYetHandledSentinel { conCls.pointee = nil }

    if let refused = conCls.pointee, refused == nulInTargetSentinel || refused == tooManyParametersSentinel {
        // First call of a request whose raw target held %00 or too many parameters: refused before anything reads
        // the truncated path or query.
        conCls.pointee = nil
        context.service.metrics.inFlight.wrappingAdd(1, ordering: .relaxed)
        let request = readRequest(connection, url: url, method: method)
        let problem =
            refused == nulInTargetSentinel
            ? Problem.badRequest(
                "The request target holds %00 (a NUL byte), which no path or parameter of layoutd contains.")
            : Problem.tooManyParameters(limit: maximumQueryParameters)
        return send(
            context.service.answer(problem, to: request, closing: true), route: "unmatched", request: request,
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
            let problem = Problem.tooManyConnections(limit: context.connections.perAddressLimit)
            return send(
                context.service.answer(problem, to: request, closing: true), route: "unmatched", request: request,
                startedAt: Platform.monotonicNanoseconds(), on: connection, context: context)
        }
        if let problem = framingProblem(connection, version: version) {
            let request = readRequest(connection, url: url, method: method)
            return send(
                context.service.answer(problem, to: request, closing: true), route: "unmatched", request: request,
                startedAt: Platform.monotonicNanoseconds(), on: connection, context: context)
        }
        let length = lookupHeader(connection, "Content-Length").flatMap { Int($0) }
        if let length, length > context.maxBodyBytes {
            let request = readRequest(connection, url: url, method: method)
            let problem = Problem.payloadTooLarge(limit: context.maxBodyBytes)
            return send(
                context.service.answer(problem, to: request, closing: true), route: "unmatched", request: request,
                startedAt: Platform.monotonicNanoseconds(), on: connection, context: context)
        }
        if (length ?? 0) > 0 || lookupHeader(connection, "Transfer-Encoding") != nil {
            // The fields are read after the body, and only if no prepared answer serves the request.
            let box = RequestBox(
                request: readRequestLine(url: url, method: method), startedAt: Platform.monotonicNanoseconds(),
                fieldsRead: false)
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
            // 1 KiB, on the stack: a larger temporary allocation is a heap `posix_memalign` per request that glibc's
            // per-thread cache never serves (a key over 1 KiB is answered through the router and its cache instead).
            return withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 8) { buffer in
                guard let (count, hash) = preparedKey(connection, url: url, method: method, into: buffer) else {
                    let request = readRequest(connection, url: url, method: method)
                    return dispatch(
                        request, startedAt: startedAt, box: nil, connection: connection, conCls: conCls,
                        context: context)
                }
                let key = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                if let found = prepared.response(hash: hash, key: key) {
                    return sendPrepared(
                        found, method: method[0] == 0x48 ? "HEAD" : "GET", path: { String(cString: url) },
                        startedAt: startedAt, on: connection, context: context)
                }
                let request = readRequest(connection, url: url, method: method)
                return dispatch(
                    request, startedAt: startedAt, box: nil, connection: connection, conCls: conCls, context: context
                ) { response, route in
                    prepared.insert(hash: hash, key: key, response: response, route: route)
                }
            }
        }
        let request = readRequest(connection, url: url, method: method)
        return dispatch(
            request, startedAt: startedAt, box: nil, connection: connection, conCls: conCls, context: context)
    }

    let box = Unmanaged<RequestBox>.fromOpaque(existing).takeUnretainedValue()
    if let response = box.response {
        // Resumed after a worker computed the answer.
        box.response = nil
        return send(
            response, route: box.route, request: box.request, startedAt: box.startedAt, work: box.work,
            on: connection, context: context)
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
        let request = box.completeRequest(connection)
        let problem = Problem.payloadTooLarge(limit: context.maxBodyBytes)
        return send(
            context.service.answer(problem, to: request, closing: true), route: "unmatched", request: request,
            startedAt: box.startedAt, on: connection, context: context)
    }
    if !context.service.isDraining, let url, let method {
        let prepared = context.prepared
        return withUnsafeTemporaryAllocation(byteCount: 256 + box.request.body.count, alignment: 8) { buffer in
            guard
                let (count, hash) = preparedPostKey(
                    connection, url: url, method: method, body: box.request.body, into: buffer)
            else {
                return dispatch(
                    box.completeRequest(connection), startedAt: box.startedAt, box: box, connection: connection,
                    conCls: conCls, context: context)
            }
            let key = UnsafeRawBufferPointer(rebasing: buffer[..<count])
            if let found = prepared.response(hash: hash, key: key) {
                return sendPrepared(
                    found, method: "POST", path: { box.request.path }, startedAt: box.startedAt, on: connection,
                    context: context)
            }
            return dispatch(
                box.completeRequest(connection), startedAt: box.startedAt, box: box, connection: connection,
                conCls: conCls, context: context
            ) { response, route in
                prepared.insert(hash: hash, key: key, response: response, route: route)
            }
        }
    }
    return dispatch(
        box.completeRequest(connection), startedAt: box.startedAt, box: box, connection: connection, conCls: conCls,
        context: context)
}

/// Routes a complete request: sends a ready answer now (showing it to `answeredAtOnce` first), or suspends the
/// connection and computes on a worker.
private func dispatch(
    _ request: Request, startedAt: UInt64, box existing: RequestBox?, connection: OpaquePointer,
    conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>, context: DaemonContext,
    answeredAtOnce: ((Response, String) -> Void)? = nil
) -> MHD_Result {
    if let problem = context.refusal(of: request.path) {
        return send(
            context.service.answer(problem, to: request), route: "unmatched", request: request,
            startedAt: startedAt, on: connection, context: context)
    }
    let (route, outcome) = context.service.handle(request)
    switch outcome {
    case .ready(let response):
        answeredAtOnce?(response, route)
        return send(response, route: route, request: request, startedAt: startedAt, on: connection, context: context)
    case .light(let work) where context.lightMissesInline:
        // Microseconds whatever the question, and never a layout: the shared unlimited budget (no allocation).
        return send(
            work(context.lightBudget), route: route, request: request, startedAt: startedAt, on: connection,
            context: context)
    case .deferred(let work) where !context.offloadMisses:
        let budget = context.budget(startedAt: startedAt, socket: -1, flag: StopFlag())
        return send(
            work(budget), route: route, request: request, startedAt: startedAt, work: budget, on: connection,
            context: context)
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
        let state = ConnectionGuard.state(of: connection)
        let flag = StopFlag()
        let budget = context.budget(startedAt: startedAt, socket: state?.socket ?? -1, flag: flag)
        let address = state.flatMap { context.connections.isExempt($0.address) ? nil : $0.address }
        let refusal = context.workers.submit(
            {
                // Stopped while it waited (deadline, client gone, shutdown): answered without computing.
                if let stop = budget.stopped {
                    box.response = context.service.answer(Problem.stopped(stop), to: request)
                } else {
                    box.response = work(budget)
                }
                context.counters.countStopped(budget.stopReason)
                box.work = budget  // recorded with the exchange, when the answer is sent
                // Counted down before the resume: once resumed, the client can have its answer (and ask /metrics)
                // before this thread runs again.
                metrics.suspended.wrappingSubtract(1, ordering: .relaxed)
                MHD_resume_connection(suspended.pointer)
            }, address: address, flag: flag)
        if let refusal {
            // The work queue, or this address's share of it, is full: 503 at once (sent by the call that follows the
            // resume), not seconds of waiting.
            box.response = context.service.answer(context.shed(refusal), to: request)
            metrics.suspended.wrappingSubtract(1, ordering: .relaxed)
            MHD_resume_connection(connection)
        }
        return .YES  // required after suspending
    }
}

/// Queues a response and records the exchange (``LayoutService/finished``: the metrics, the access line, the work of
/// its budget): the one place every answer of ours but a prepared one passes (libmicrohttpd's own 414/431 never reach
/// the handler).
private func send(
    _ response: Response, route: String, request: Request, startedAt: UInt64, work: WorkBudget? = nil,
    on connection: OpaquePointer, context: DaemonContext
) -> MHD_Result {
    var response = response
    var address: ConnectionGuard.AddressKey?
    if response.body.count >= DaemonContext.largeAnswerBytes {
        address = ConnectionGuard.state(of: connection).flatMap {
            context.connections.isExempt($0.address) ? nil : $0.address
        }
        if let problem = queueRefusal(response.body.count, address: address, context: context) {
            response = context.service.answer(problem, to: request)
            address = nil
        }
    }
    let result = queue(response, on: connection, address: address)
    context.service.finished(
        route: route, method: request.method, status: response.status, bytes: response.body.count,
        startedAt: startedAt, work: work, accessLog: context.accessLog
    ) { (request.path, RequestID.echoed(by: response)) }
    return result
}

/// Why a large answer of `bytes` cannot be queued now, or `nil`: larger than one address's share (or the whole
/// queue) on every try, a 422; the queue, or the address's share of it, full of unread answers, a 503 to ask again
/// once they are read.
private func queueRefusal(
    _ bytes: Int, address: ConnectionGuard.AddressKey?, context: DaemonContext
) -> Problem? {
    let share = context.addressQueuedShare
    if bytes > share {
        return Problem.unprocessable(
            [],
            "This answer is \(bytes) bytes, more than this server queues for one client (\(share) bytes: a third "
                + "of the answers' share of memoryBudgetBytes); ask a smaller question.")
    }
    if queuedAnswerBytes.load(ordering: .relaxed) + bytes > context.queuedBudget {
        context.counters.shedQueuedBytes.wrappingAdd(1, ordering: .relaxed)
        return Problem.overloaded(
            "Answers waiting for clients to read them hold \(context.queuedBudget) bytes already (a quarter of "
                + "memoryBudgetBytes); this one (\(bytes) bytes) would pass it. Ask again in a second.")
    }
    if let address, queuedBytes(of: address) + bytes > share {
        context.counters.shedQueuedBytes.wrappingAdd(1, ordering: .relaxed)
        return Problem.overloaded(
            "Your address's answers waiting to be read hold \(queuedBytes(of: address)) bytes; this one (\(bytes) "
                + "bytes) would pass its share of \(share). Read them, then ask again.")
    }
    return nil
}

/// Queues a prepared answer again (libmicrohttpd adds Date and the length) and records the exchange like any answer,
/// as a cache hit (`path` is only built for the access line).
private func sendPrepared(
    _ found: MHDPreparedResponse, method: String, path: () -> String, startedAt: UInt64,
    on connection: OpaquePointer, context: DaemonContext
) -> MHD_Result {
    let result = MHD_queue_response(connection, 200, found.response)
    context.service.finished(
        route: found.route, method: method, status: 200, bytes: found.bytes, startedAt: startedAt, preparedHit: true,
        accessLog: context.accessLog
    ) { (path(), nil) }
    return result
}

/// libmicrohttpd's request-completed callback: balances the first call's in-flight count and releases the box
/// (counting the work of an answer its client left before it was sent).
func requestCompleted(
    cls: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    reason: MHD_RequestTerminationCode
) {
    guard let cls else { return }
    Unmanaged<DaemonContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
        completed(connection, conCls: conCls, reason: reason, context: context)
    }
}

/// One call of ``requestCompleted(cls:connection:conCls:reason:)``.
private func completed(
    _ connection: OpaquePointer?, conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    reason: MHD_RequestTerminationCode, context: DaemonContext
) {
    let metrics = context.service.metrics
    if let connection, let state = ConnectionGuard.state(of: connection) {
        if state.current.phase == .answering, reason != .REQUEST_TERMINATED_COMPLETED_OK,
            reason != .REQUEST_TERMINATED_DAEMON_SHUTDOWN
        {
            context.counters.truncated.wrappingAdd(1, ordering: .relaxed)  // answered, but not read to the end
        }
        state.enter(.idle)
    }
    if let conCls, let mark = conCls.pointee,
        mark == notYetHandledSentinel || mark == nulInTargetSentinel || mark == tooManyParametersSentinel
    {
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
        let unboxed = Unmanaged<RequestBox>.fromOpaque(box)
        // A worker's answer still in the box was never sent (its client left): the work it took still counts.
        let left = unboxed.takeUnretainedValue()
        if left.response != nil { context.service.recordWork(left.work) }
        unboxed.release()
        conCls.pointee = nil
    }
}
