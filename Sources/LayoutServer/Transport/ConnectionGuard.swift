import LayoutHTTP
internal import CMicroHTTPD
import Dispatch
import Synchronization
import LayoutHTTPCore

/// Keeps one client from holding the server's connections: a per-address limit with a reserve, and a deadline for
/// a request to arrive once it has begun.
///
/// - **Per address**: up to ``ServerConfiguration/perIPConnectionLimit`` connections from one address are served;
///   a few more (``overflow``) are let in only to be answered 429 (`/problems/too-many-connections`, `Retry-After`,
///   then closed); past that, libmicrohttpd's accept-policy callback refuses the connection. Addresses in
///   ``ServerConfiguration/connectionLimitExempt`` (a load balancer's) are not limited.
/// - **Reserve**: once the open connections come within ``reserve`` of the connection limit, an address that holds
///   ``reserveShare`` connections or more gets no new one, so a new client is still answered.
/// - **Request deadline**: a request must arrive within ``ServerConfiguration/requestTimeoutSeconds``: its headers
///   from its request line, its body from its headers. libmicrohttpd's own timeout only ends connections with no
///   traffic at all, which a sender of one byte every few seconds (slowloris) never is. A sweep every half second
///   shuts such connections down (libmicrohttpd then closes them); a connection that trickles its request line is
///   ended once it has been idle longer than the keep-alive timeout.
///
/// Per-connection state hangs off libmicrohttpd's socket context, set in the connection-notify callback; the access
/// handler marks where each request is (``ConnectionState/Phase``). Everything here runs on the poll threads but the
/// sweep; one lock guards the table, taken once per connection opened or closed, never per request.
final class ConnectionGuard: @unchecked Sendable {
    // @unchecked: `table` is only used under its lock; the rest is immutable or atomic.

    /// Where one connection's current request is.
    final class ConnectionState: Sendable {
        enum Phase: Int {
            /// Between requests (keep-alive), or before the first.
            case idle = 0
            /// The request line is in; the headers are arriving.
            case headers = 1
            /// The headers are in; the body is arriving.
            case body = 2
            /// Received: being computed or sent.
            case answering = 3
            /// Shut down by the sweep; libmicrohttpd is closing it.
            case ended = 4
        }

        let address: AddressKey
        let socket: Int32
        /// Let in past the per-address limit: its requests are answered 429 and the connection closed.
        let overLimit: Bool
        /// The phase (low 3 bits) and when it began (``ConnectionGuard/coarseNow``, the rest): one store per change,
        /// so poll threads serving neighbouring connections do not pass a cache line back and forth.
        private let word: Atomic<UInt64>

        init(address: AddressKey, socket: Int32, overLimit: Bool) {
            self.address = address
            self.socket = socket
            self.overLimit = overLimit
            word = Atomic(ConnectionGuard.coarseNow.load(ordering: .relaxed) << 3 | UInt64(Phase.idle.rawValue))
        }

        /// Marks the phase, from now (to the sweep's half second: no clock read per request).
        func enter(_ next: Phase) {
            word.store(
                ConnectionGuard.coarseNow.load(ordering: .relaxed) << 3 | UInt64(next.rawValue),
                ordering: .releasing)
        }

        var current: (phase: Phase, since: UInt64) {
            let value = word.load(ordering: .acquiring)
            return (Phase(rawValue: Int(value & 7)) ?? .idle, value >> 3)
        }
    }

    /// An IP address as the two halves of its IPv6 form (IPv4 mapped).
    struct AddressKey: Hashable, Sendable {
        var high: UInt64
        var low: UInt64
    }

    private struct Table {
        var perAddress: [AddressKey: Int] = [:]
        var live: [ObjectIdentifier: ConnectionState] = [:]
    }

    /// The monotonic clock in nanoseconds as of the last sweep (or start-up): what a phase change stamps, so that a
    /// request costs no clock reads here; deadlines are kept to the sweep's half second.
    static let coarseNow = Atomic<UInt64>(Platform.monotonicNanoseconds())

    /// Connections let in past the per-address limit, to be answered 429.
    static let overflow = 8
    private let table = Locked(Table())
    let perAddressLimit: Int
    private let exempt: Set<AddressKey>
    private let connectionLimit: Int
    /// Connections kept for new clients near the limit (a tenth of it).
    let reserve: Int
    /// Connections an address may already hold and still open one from the reserve.
    static let reserveShare = 4
    private let requestTimeout: UInt64
    private let idleTimeout: UInt64
    let counters: TransportCounters
    private var sweeper: (any DispatchSourceTimer)?

    init(configuration: ServerConfiguration, counters: TransportCounters) {
        perAddressLimit = configuration.perIPConnectionLimit
        exempt = Set(Self.parseAddresses(configuration.connectionLimitExempt) ?? [])
        connectionLimit = configuration.connectionLimit
        reserve = max(1, configuration.connectionLimit / 10)
        requestTimeout = UInt64(configuration.requestTimeoutSeconds) * 1_000_000_000
        idleTimeout = UInt64(configuration.connectionTimeoutSeconds + 2) * 1_000_000_000
        self.counters = counters
    }

    /// The address keys of a comma-separated list of IP literals; `nil` when one is not an address.
    static func parseAddresses(_ text: String) -> [AddressKey]? {
        var keys: [AddressKey] = []
        for part in text.split(separator: ",") {
            let literal = part.trimmingCharacters(in: " ")
            var key = AddressKey(high: 0, low: 0)
            guard literal.withCString({ CMicroHTTPD_parseAddress($0, &key.high, &key.low) }) == 1 else { return nil }
            keys.append(key)
        }
        return keys
    }

    /// Whether `address` is exempt from the per-address limits (a balancer's:
    /// ``ServerConfiguration/connectionLimitExempt``).
    func isExempt(_ address: AddressKey) -> Bool { exempt.contains(address) }

    /// Whether a new connection from `address` may be accepted (libmicrohttpd's accept policy).
    func admits(_ address: AddressKey) -> Bool {
        guard !exempt.contains(address) else { return true }
        let (held, total) = table.withLock { ($0.perAddress[address] ?? 0, $0.live.count) }
        if perAddressLimit > 0, held >= perAddressLimit + Self.overflow {
            counters.refusedPerAddress.wrappingAdd(1, ordering: .relaxed)
            return false
        }
        if total >= connectionLimit - reserve, held >= Self.reserveShare {
            counters.refusedReserve.wrappingAdd(1, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Registers a connection that libmicrohttpd opened; returns its state, retained for the socket context.
    func opened(_ connection: OpaquePointer) -> ConnectionState {
        var key = AddressKey(high: 0, low: 0)
        CMicroHTTPD_clientKey(connection, &key.high, &key.low)
        let socket = CMicroHTTPD_connectionSocket(connection)
        return table.withLock { t in
            let held = (t.perAddress[key] ?? 0) + 1
            t.perAddress[key] = held
            let over = perAddressLimit > 0 && held > perAddressLimit && !exempt.contains(key)
            let state = ConnectionState(address: key, socket: socket, overLimit: over)
            t.live[ObjectIdentifier(state)] = state
            return state
        }
    }

    /// Forgets a connection libmicrohttpd closes (before it closes the socket, so a sweep never shuts down a socket
    /// number that was handed to another connection).
    func closed(_ state: ConnectionState) {
        table.withLock { t in
            t.live[ObjectIdentifier(state)] = nil
            let held = (t.perAddress[state.address] ?? 1) - 1
            t.perAddress[state.address] = held > 0 ? held : nil
        }
    }

    /// Starts the sweep (every 0.5 s) that ends requests past their deadline.
    func startSweeping() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "layoutd.connection-sweep"))
        timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
        timer.setEventHandler { [weak self] in
            let now = Platform.monotonicNanoseconds()
            Self.coarseNow.store(now, ordering: .relaxed)
            self?.sweep(now: now)
        }
        timer.resume()
        sweeper = timer
    }

    /// Stops the sweep (before the daemon stops).
    func stopSweeping() {
        sweeper?.cancel()
        sweeper = nil
    }

    /// Shuts down every connection whose request is past its deadline; returns how many.
    @discardableResult
    func sweep(now: UInt64) -> Int {
        table.withLock { t in
            var ended = 0
            for state in t.live.values {
                let (phase, since) = state.current
                let age = now &- since
                let overdue: Bool
                switch phase {
                case .headers: overdue = age > requestTimeout
                case .body: overdue = age > requestTimeout
                case .idle: overdue = age > idleTimeout
                case .answering, .ended: overdue = false
                }
                guard overdue, age < 1 << 62, state.socket >= 0 else { continue }
                Platform.shutdownSocket(state.socket)
                state.enter(.ended)  // shut down once
                counters.timedOut(phase)
                ended += 1
            }
            return ended
        }
    }

    /// The state libmicrohttpd keeps for a connection (nil outside a connection this guard registered).
    static func state(of connection: OpaquePointer) -> ConnectionState? {
        CMicroHTTPD_socketContext(connection).map { Unmanaged<ConnectionState>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// libmicrohttpd's accept-policy callback: `cls` is the ``ConnectionGuard``.
func acceptPolicy(cls: UnsafeMutableRawPointer?, address: UnsafePointer<sockaddr>?, length: socklen_t) -> MHD_Result {
    guard let cls else { return .YES }
    var key = ConnectionGuard.AddressKey(high: 0, low: 0)
    CMicroHTTPD_addressKey(address, &key.high, &key.low)
    return Unmanaged<ConnectionGuard>.fromOpaque(cls).takeUnretainedValue().admits(key) ? .YES : .NO
}

/// libmicrohttpd's connection-notify callback: registers a connection when it opens (its state retained in the
/// socket context) and forgets it when it closes.
func connectionNotified(
    cls: UnsafeMutableRawPointer?, connection: OpaquePointer?,
    socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    code: MHD_ConnectionNotificationCode
) {
    guard let cls, let connection, let socketContext else { return }
    let guardian = Unmanaged<ConnectionGuard>.fromOpaque(cls).takeUnretainedValue()
    if code == .CONNECTION_NOTIFY_STARTED {
        socketContext.pointee = Unmanaged.passRetained(guardian.opened(connection)).toOpaque()
    } else if let stored = socketContext.pointee {
        let state = Unmanaged<ConnectionGuard.ConnectionState>.fromOpaque(stored)
        guardian.closed(state.takeUnretainedValue())
        state.release()
        socketContext.pointee = nil
    }
}
