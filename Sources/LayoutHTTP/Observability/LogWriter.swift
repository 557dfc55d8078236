import Dispatch
import Synchronization
import LayoutHTTPCore

/// Where finished log lines go: one output (a file descriptor or a per-line callback), and the buffered path the
/// access log takes to reach it.
///
/// Two ways in, written in one order:
/// - ``writeLine(_:)``, the service's own lines (`started`, `stopped`, warnings): written at once on the calling
///   thread, **after every access line recorded before it** (the shards and the queue are written first, under the
///   same output lock), so a warning or the `stopped` line never overtakes the access lines it follows. Like every
///   line before the access log was buffered, it waits while the output is blocked; these lines are rare and never
///   written per request.
/// - ``append(_:)``, access lines: formatted into the calling thread's shard buffer (no lock shared by the poll
///   threads); a buffer that reaches ``bufferBytes`` joins a bounded queue that one writer thread writes, and that
///   thread also queues every shard's partial buffer each ``flushMilliseconds``. When the queue already holds
///   ``queueBytes`` (the output is slower than the requests, or blocked), the buffer is dropped and its lines counted
///   in ``dropped`` and ``droppedTotal``: a poll thread never waits for the output.
///
/// A connection is served by one poll thread, so its lines share a shard and the queue is first in, first out: they
/// are written in order (a dropped buffer leaves a gap, never a reordering).
///
/// ```swift
/// let writer = LogWriter(sink: .fileDescriptor(2))
/// writer.attach()                                    // starts the writer thread
/// writer.append { bytes, _ in bytes.append(contentsOf: "one line\n".utf8) }
/// writer.close(timeoutSeconds: 2)                    // true: the line is written
/// ```
/// It mirrors nginx's buffered access log (`access_log … buffer=64k flush=250ms`), with a bound and a drop count
/// where nginx blocks its worker.
final class LogWriter: Sendable {
    /// Where the bytes go.
    enum Sink: Sendable {
        /// `write(2)` to a descriptor, a whole buffer at a time.
        case fileDescriptor(Int32)
        /// A callback called once per line, without its newline (tests).
        case lines(@Sendable (String) -> Void)
    }

    let sink: Sink
    /// A shard's buffer is queued once it holds this many bytes.
    let bufferBytes: Int
    /// The most bytes waiting in the queue; a buffer that would exceed it is dropped.
    let queueBytes: Int
    /// How often the writer thread queues the shards' partial buffers.
    let flushMilliseconds: Int
    /// Access lines this output dropped (queue full) or failed to write.
    let dropped = Atomic<Int>(0)
    /// Access lines dropped by every output of the process (`layoutd_access_log_dropped_lines_total`).
    static let droppedTotal = Atomic<Int>(0)

    private let shards: [Locked<Shard>]
    private let queue = Locked(Queue())
    /// Held while bytes go to the sink: one writer at a time, and the queue taken and written in one piece. It counts
    /// the turns taken (a ``Locked`` state has a size).
    private let output = Locked(0)
    private let wake = DispatchSemaphore(value: 0)
    /// Users of the writer thread (running servers) and the thread's generation: a thread stops once it is stale.
    private let thread = Locked((users: 0, generation: 0))
    /// Whether ``append(_:)`` ever ran (until then ``writeLine(_:)`` has no shards to look at).
    private let buffered = Atomic<Bool>(false)

    /// One thread's lines not yet queued, and its clock for their timestamps.
    struct Shard {
        var bytes: [UInt8] = []
        var lines = 0
        var clock = LogClock()
    }

    /// Full buffers waiting for the writer thread, oldest first.
    private struct Queue {
        var chunks: [(bytes: [UInt8], lines: Int)] = []
        var bytes = 0
        /// Emptied buffers kept for reuse (their capacity is the point).
        var spare: [[UInt8]] = []
        /// Chunks queued and chunks written (or failed) since the start: a flush waits for the second to catch up.
        var queued = 0
        var finished = 0
    }

    /// - Parameters:
    ///   - sink: Where the lines go.
    ///   - bufferBytes: The size at which a shard's buffer is queued (64 KiB).
    ///   - queueBytes: The most bytes queued for the output (4 MiB: about 0.3 s of lines at 100,000 requests/s).
    ///   - flushMilliseconds: The longest a line waits in a shard (250 ms).
    init(sink: Sink, bufferBytes: Int = 65_536, queueBytes: Int = 4 << 20, flushMilliseconds: Int = 250) {
        self.sink = sink
        self.bufferBytes = max(1, bufferBytes)
        self.queueBytes = max(1, queueBytes)
        self.flushMilliseconds = max(1, flushMilliseconds)
        shards = (0..<16).map { _ in Locked(Shard()) }
    }

    /// Writes one of the service's own lines now, after every access line recorded before it.
    func writeLine(_ line: String) {
        output.withLock { turns in
            turns &+= 1
            if buffered.load(ordering: .relaxed) {
                queueShards()
                writeQueue()
            }
            switch sink {
            case .fileDescriptor(let fd):
                var text = line
                text.append("\n")
                _ = text.withUTF8 { Platform.writeAll(fd, UnsafeRawBufferPointer($0)) }
            case .lines(let write):
                write(line)
            }
        }
    }

    /// Adds one access line to the calling thread's shard: `body` appends the line and its newline.
    func append(_ body: (inout [UInt8], inout LogClock) -> Void) {
        if !buffered.load(ordering: .relaxed) { buffered.store(true, ordering: .relaxed) }
        shards[Platform.threadShard(of: shards.count)].withLock { shard in
            if shard.bytes.capacity == 0 { shard.bytes.reserveCapacity(bufferBytes + 1_024) }
            body(&shard.bytes, &shard.clock)
            shard.lines += 1
            if shard.bytes.count >= bufferBytes, enqueue(&shard) { wake.signal() }
        }
    }

    /// Starts the writer thread unless one is running for another user.
    func attach() {
        let generation = thread.withLock { state -> Int? in
            state.users += 1
            guard state.users == 1 else { return nil }
            state.generation += 1
            return state.generation
        }
        if let generation { Platform.startThread { [self] in run(generation) } }
    }

    /// Writes what is buffered and, for the last user, stops the writer thread.
    /// - Parameter timeoutSeconds: The longest to wait for the output.
    /// - Returns: Whether every line was written in time (`false` when the output stayed blocked).
    @discardableResult
    func close(timeoutSeconds: Double) -> Bool {
        let done = flush(timeoutSeconds: timeoutSeconds)
        let stop = thread.withLock { state in
            state.users -= 1
            if state.users == 0 { state.generation += 1 }
            return state.users == 0
        }
        if stop { wake.signal() }
        return done
    }

    /// Queues every shard and waits until the writer thread has written the queue.
    /// - Returns: `false` when `timeoutSeconds` passed first.
    func flush(timeoutSeconds: Double) -> Bool {
        queueShards()
        let target = queue.withLock { $0.queued }
        wake.signal()
        let deadline = Platform.monotonicNanoseconds() + UInt64(max(0, timeoutSeconds) * 1e9)
        while queue.withLock({ $0.finished }) < target {
            guard Platform.monotonicNanoseconds() < deadline else { return false }
            Platform.sleep(milliseconds: 1)
        }
        return true
    }

    /// The writer thread: wakes for a full buffer or every flush interval, and stops once `generation` is stale.
    private func run(_ generation: Int) {
        let interval = UInt64(flushMilliseconds) * 1_000_000
        var lastSweep = Platform.monotonicNanoseconds()
        var stopping = false
        while !stopping {
            _ = wake.wait(timeout: .now() + .milliseconds(flushMilliseconds))
            stopping = thread.withLock { $0.generation } != generation
            let now = Platform.monotonicNanoseconds()
            output.withLock { turns in
                turns &+= 1
                if stopping || now &- lastSweep >= interval {
                    queueShards()
                    lastSweep = now
                }
                writeQueue()
            }
        }
    }

    /// Moves every shard's lines to the queue.
    private func queueShards() {
        for shard in shards {
            shard.withLock { shard in
                if shard.lines > 0 { _ = enqueue(&shard) }
            }
        }
    }

    /// Moves a shard's buffer to the queue, or drops and counts its lines when the queue is full; called under the
    /// shard's lock, so one shard's buffers are queued in the order they were filled.
    /// - Returns: Whether the buffer was queued.
    private func enqueue(_ shard: inout Shard) -> Bool {
        let chunk = (bytes: shard.bytes, lines: shard.lines)
        let (accepted, spare) = queue.withLock { queue -> (Bool, [UInt8]?) in
            guard queue.bytes + chunk.bytes.count <= queueBytes else { return (false, nil) }
            queue.chunks.append(chunk)
            queue.bytes += chunk.bytes.count
            queue.queued += 1
            return (true, queue.spare.popLast())
        }
        if accepted {
            shard.bytes = spare ?? []
            if shard.bytes.capacity == 0 { shard.bytes.reserveCapacity(bufferBytes + 1_024) }
        } else {
            shard.bytes.removeAll(keepingCapacity: true)
            dropped.wrappingAdd(chunk.lines, ordering: .relaxed)
            LogWriter.droppedTotal.wrappingAdd(chunk.lines, ordering: .relaxed)
        }
        shard.lines = 0
        return accepted
    }

    /// Writes and empties the queue; called with the output lock held.
    private func writeQueue() {
        var chunks = queue.withLock { queue in
            let taken = queue.chunks
            queue.chunks = []
            queue.bytes = 0
            return taken
        }
        guard !chunks.isEmpty else { return }
        let count = chunks.count
        for chunk in chunks where !write(chunk.bytes) {
            dropped.wrappingAdd(chunk.lines, ordering: .relaxed)
            LogWriter.droppedTotal.wrappingAdd(chunk.lines, ordering: .relaxed)
        }
        var emptied: [[UInt8]] = []
        while emptied.count < 4, var chunk = chunks.popLast() {
            chunk.bytes.removeAll(keepingCapacity: true)
            emptied.append(chunk.bytes)
        }
        queue.withLock { queue in
            queue.finished += count
            queue.spare += emptied.prefix(max(0, 4 - queue.spare.count))
        }
    }

    /// Writes whole lines to the sink.
    /// - Returns: `false` when the descriptor refused them.
    private func write(_ bytes: [UInt8]) -> Bool {
        switch sink {
        case .fileDescriptor(let fd):
            return bytes.withUnsafeBytes { Platform.writeAll(fd, $0) }
        case .lines(let write):
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                write(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index + 1
            }
            return true
        }
    }
}
