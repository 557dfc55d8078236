// The only file of LayoutHTTP and LayoutHTTPCore that uses libc directly (files, cores, clocks, signals, stdout and
// stderr).
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif

/// Thin wrappers over the libc calls the server needs.
public enum Platform {
    /// Online processor cores (at least 1).
    public static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// A file's bytes, or `nil` when it cannot be read.
    @Sendable public static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count { break }
        }
        return ferror(file) == 0 ? bytes : nil
    }

    /// The wall-clock time as RFC 3339 in UTC with milliseconds, `2026-05-01T09:30:12.345Z` (log lines).
    package static func utcTimestamp() -> String {
        let now = wallClock()
        return utcSecond(now.seconds) + "." + digits(now.milliseconds, 3) + "Z"
    }

    /// The wall clock: whole seconds since the Unix epoch and the milliseconds within that second.
    package static func wallClock() -> (seconds: Int, milliseconds: Int) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return (Int(now.tv_sec), Int(now.tv_nsec / 1_000_000))
    }

    /// A second since the Unix epoch as RFC 3339 in UTC without its fraction: `2026-05-01T09:30:12`.
    package static func utcSecond(_ seconds: Int) -> String {
        var seconds = time_t(seconds)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let date = [(parts.tm_year + 1900, 4), (parts.tm_mon + 1, 2), (parts.tm_mday, 2)].map { digits(Int($0), $1) }
        let time = [parts.tm_hour, parts.tm_min, parts.tm_sec].map { digits(Int($0), 2) }
        return date.joined(separator: "-") + "T" + time.joined(separator: ":")
    }

    /// `value` in decimal, zero-padded on the left to `width` digits.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Monotonic time in nanoseconds.
    public static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Ignores SIGPIPE process-wide and stops SIGTERM/SIGINT from killing the process, so a dispatch
    /// signal source can handle them.
    package static func prepareSignals() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
    }

    package static let terminationSignals: [Int32] = [SIGTERM, SIGINT]
    /// SIGINT (Ctrl-C): stops without the shutdown delay.
    package static let interruptSignal: Int32 = SIGINT

    /// Writes a line to standard error, unbuffered.
    package static func writeError(_ line: String) {
        var text = line
        text.append("\n")
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// Writes a line to standard output, unbuffered (start-up messages that scripts wait for).
    package static func writeOutput(_ line: String) {
        var text = line
        text.append("\n")
        text.withUTF8 { bytes in _ = write(1, bytes.baseAddress, bytes.count) }
    }

    /// Lowers the calling thread's scheduling priority to nice +10 (on Linux the nice value is per thread; `who` 0
    /// is the calling thread), so the poll threads win a busy core from the workers. Idempotent and cheap.
    package static func lowerThreadPriority() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    }

    /// Shuts a connected socket down in both directions (its owner then sees the end and closes it).
    package static func shutdownSocket(_ fd: Int32) { _ = Glibc.shutdown(fd, Int32(SHUT_RDWR)) }

    /// Stops a listening socket from accepting (new connections are refused, queued ones reset); the descriptor
    /// stays open.
    package static func shutdownListening(_ fd: Int32) { _ = Glibc.shutdown(fd, Int32(SHUT_RDWR)) }

    /// Closes a file descriptor.
    package static func close(_ fd: Int32) { _ = Glibc.close(fd) }

    /// The environment as a dictionary.
    public static var environment: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}

extension Platform {
    /// Sleeps the calling thread.
    package static func sleep(milliseconds: Int) { _ = usleep(useconds_t(milliseconds * 1_000)) }

    /// Ends the process.
    public static func exit(_ code: Int32) -> Never { Glibc.exit(code) }
}

/// State behind a `pthread_mutex_t`.
///
/// Used instead of `Synchronization.Mutex` for shared state because, on Linux, `Mutex` waits on raw futex system
/// calls that ThreadSanitizer cannot see, so every access under it was reported as a race; pthread mutexes are
/// intercepted by the sanitizer, so `swift test --sanitize=thread` checks this code for real. Uncontended cost is
/// the same order (one atomic operation each way).
public final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is only touched between pthread_mutex_lock and pthread_mutex_unlock, which is also why its
    // dynamic exclusivity checks are off.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline @exclusivity(unchecked) var state: State

    /// - Parameter state: The initial state; not an empty type (ThreadSanitizer sees every access to an empty stored
    ///   property as one address touched without the lock, so a lock guarding nothing must still count something).
    public init(_ state: State) {
        precondition(MemoryLayout<State>.size > 0, "Locked needs a state with a size")
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&state)
    }

    /// Takes the mutex (a call out of line: the C library is imported into this file only).
    @usableFromInline func lock() { pthread_mutex_lock(mutex) }

    /// Gives the mutex back.
    @usableFromInline func unlock() { pthread_mutex_unlock(mutex) }
}

/// Several ``Locked`` states, one picked by the calling thread: counters that every request updates stay off one
/// shared lock (libmicrohttpd's poll threads would otherwise queue on it and sleep in the kernel). Readers combine
/// every shard.
///
/// ```swift
/// let hits = PerThread(shards: 8) { 0 }
/// hits.withLock { $0 += 1 }            // this thread's shard
/// hits.reduce(0) { $0 + $1 }           // 1
/// ```
public final class PerThread<State>: Sendable {
    @usableFromInline let shards: [Locked<State>]

    public init(shards: Int, _ initial: () -> State) {
        self.shards = (0..<max(1, shards)).map { _ in Locked(initial()) }
    }

    /// Runs `body` on the calling thread's shard (another thread may share it: it is still locked).
    @inlinable public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try shards[Platform.threadShard(of: shards.count)].withLock(body)
    }

    /// Folds every shard's state, each read under its lock.
    public func reduce<Result>(_ initial: Result, _ combine: (Result, State) -> Result) -> Result {
        shards.reduce(initial) { result, shard in combine(result, shard.withLock { $0 }) }
    }
}

extension Platform {
    /// The calling thread's shard among `count`: its pthread id, mixed (ids are stack addresses, far apart and
    /// aligned), modulo `count`.
    @usableFromInline package static func threadShard(of count: Int) -> Int {
        let id = UInt64(pthread_self())
        return Int((id &* 0x9e37_79b9_7f4a_7c15) >> 33) % count
    }
}

extension Platform {
    /// Starts a detached thread that runs `body` (the access log's writer: it may block in `write(2)` for as long
    /// as its output is blocked, which no Dispatch queue thread should).
    package static func startThread(_ body: @escaping @Sendable () -> Void) {
        var thread = pthread_t()
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, box)
        precondition(started == 0, "pthread_create failed (\(started))")
        pthread_detach(thread)
    }

    /// Writes every byte to a file descriptor, continuing after partial writes and `EINTR`; blocks while the
    /// descriptor does (a full pipe).
    /// - Returns: `false` when `write(2)` failed otherwise (a closed pipe, a bad descriptor): the rest is not written.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}

/// A thread's closure, passed through `pthread_create`'s untyped argument.
private final class ThreadBody {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
