#if canImport(Glibc)
import Glibc
#endif

/// Shaped strings by (string, face), least recently used first out, bounded by entries and by code units held.
///
/// Shared by every worker thread behind one pthread mutex (Thread Sanitizer sees it; the work under it is a hash
/// look-up). A string longer than a quarter of the unit budget is shaped every time, never kept.
final class ShapedCache: @unchecked Sendable {
    /// A string's UTF-8 bytes, not the `String`: Swift's `==` on strings is canonical equivalence, and `é` as one
    /// scalar and as `e` + U+0301 are different code units, shaped and broken apart.
    struct Key: Hashable {
        let bytes: [UInt8]
        let face: ObjectIdentifier

        init(string: String, face: ObjectIdentifier) {
            bytes = Array(string.utf8)
            self.face = face
        }

        /// The bytes hashed as one buffer, not one `combine` a byte (a 3 KB string: 3,000 calls).
        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(face)
        }
    }

    private let maximumEntries: Int
    private let maximumUnits: Int
    private var entries: [Key: (value: ShapedText, stamp: UInt64)] = [:]
    private var units = 0
    private var clock: UInt64 = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(entries: Int, units: Int) {
        maximumEntries = max(1, entries)
        maximumUnits = max(1, units)
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func get(_ key: Key) -> ShapedText? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard let hit = entries[key] else { return nil }
        clock &+= 1
        entries[key] = (hit.value, clock)
        return hit.value
    }

    func put(_ key: Key, _ value: ShapedText) {
        let size = value.units.count + 1
        guard size * 4 <= maximumUnits else { return }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if entries[key] != nil { return }
        while !entries.isEmpty && (entries.count >= maximumEntries || units + size > maximumUnits) {
            // Evicts the oldest eighth at once: a scan a time, amortised over the entries it frees.
            let victims = entries.sorted { $0.value.stamp < $1.value.stamp }.prefix(max(1, entries.count / 8))
            for (k, v) in victims {
                entries[k] = nil
                units -= v.value.units.count + 1
            }
        }
        clock &+= 1
        entries[key] = (value, clock)
        units += size
    }
}
