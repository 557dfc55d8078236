/// Numbers as answers write them (``JSONNumber``), taking the cheap way where it gives the same bytes.
extension CompactJSONEncoder.Writer {
    /// A finite number as ``JSONNumber/text(_:)`` writes it; `null` (and ``wroteNonFinite``) for NaN or infinity.
    ///
    /// Whole numbers and eighths below 2^40 (most of an answer: `393`, `1282.5`) are written from their count of
    /// eighths: exact already, they have nothing to clean. Other values are cleaned and written with their shortest
    /// round-trip digits; a writer that has written ``NumberTexts/threshold`` of those keeps their texts, because a
    /// layout repeats its thirds (`94.66666666666666` a hundred times in a 200-view answer) and each costs about
    /// 500 instructions of cleaning and 300 of digit search.
    /// - Parameter value: Any double.
    /// - Example: `852` → `852`; `733.9999999999999` → `734`; `-0.0` → `0`; `.nan` → `null`.
    package func writeNumber(_ value: Double) {
        guard value.isFinite else {
            wroteNonFinite = true
            return writeRaw("null")
        }
        if let eighths = Self.eighths(value) { return writeEighths(eighths) }
        if let (offset, length) = recentFractions.text(of: value) { return rewrite(from: offset, length: length) }
        if let text = numberTexts?.text(of: value) { return append(contentsOf: text) }
        let offset = count
        let clean = JSONNumber.clean(value)
        if let whole = JSONNumber.whole(clean) {
            writeInteger(whole)
        } else {
            var sink = self  // the shortest round-trip digits, straight into the buffer (no String)
            clean.write(to: &sink)
        }
        fractionsWritten += 1
        recentFractions.keep(value, offset: offset, length: count - offset)
        if numberTexts == nil, fractionsWritten >= NumberTexts.threshold { numberTexts = NumberTexts() }
        numberTexts?.keep(written(from: offset), of: value)
    }

    /// A value that is a whole number of eighths below 2^40 in magnitude, as that count; else `nil`.
    /// Example: `1282.5` → 10,260; `-0.125` → −1; `393` → 3,144; `94.66666666666666` → nil.
    static func eighths(_ value: Double) -> Int64? {
        let scaled = value * 8  // exact: a power of two
        guard scaled.magnitude < 8_796_093_022_208 else { return nil }  // 2^43 eighths
        let count = Int64(scaled)  // toward zero; equal to the value only when it is whole
        return Double(count) == scaled ? count : nil
    }

    /// `count / 8` as `Double.description` writes it (without `.0` when whole): its decimal expansion, exact in up
    /// to three places, is also its shortest round-trip text below 2^40, where an ulp is under 0.00025 and any other
    /// decimal of three places or fewer (at least 0.001 away) reads back as another double; Swift writes no exponent
    /// there. From 2^46 it would not hold: 281474976710656.125 is written `281474976710656.1`.
    /// Example: 10,260 → `1282.5`; −3 → `-0.375`; 3,144 → `393`; −8 → `-1`.
    func writeEighths(_ count: Int64) {
        if count < 0 { append(UInt8(ascii: "-")) }  // before the whole part: −3 eighths is -0.375
        let magnitude = count.magnitude
        writeInteger(Int64(magnitude / 8))
        switch magnitude % 8 {
        case 0: break
        case 1: writeLiteral(".125")
        case 2: writeLiteral(".25")
        case 3: writeLiteral(".375")
        case 4: writeLiteral(".5")
        case 5: writeLiteral(".625")
        case 6: writeLiteral(".75")
        default: writeLiteral(".875")
        }
    }
}

extension CompactJSONEncoder {
    /// An integer's decimal digits into a log line's bytes: ``appendDecimal(_:into:)`` specialized here, one direct
    /// call from another module.
    /// Example: `-393` → `-393`.
    package static func appendDecimal(_ value: Int64, to out: inout [UInt8]) { appendDecimal(value, into: &out) }

    /// An integer's decimal digits, as `String(Int64)` writes them, into the writer or a log line.
    /// Example: `-393` → `-393`; `Int64.min + 1` → `-9223372036854775807`.
    static func appendDecimal(_ value: Int64, into out: inout some JSONByteSink) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for any Int64's 19 digits
        withUnsafeMutableBytes(of: &scratch) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            // As a typed buffer: appending the raw buffer's slice copied it a byte at a time.
            let first = digits.baseAddress!.assumingMemoryBound(to: UInt8.self) + start
            out.append(contentsOf: UnsafeBufferPointer(start: first, count: digits.count - start))
        }
    }
}

/// Texts of numbers one writer has written, by the value's bits: 64 slots, each holding up to 24 bytes (every
/// double's shortest text fits: `-2.2250738585072014e-308` is the longest), a newer value replacing an older one in
/// its slot. Bounded by construction: 2 KiB a writer, made only for an answer with many fractional numbers.
///
/// ```swift
/// var texts = NumberTexts()
/// texts.keep(bytesOf("94.66666666666666"), of: 94.66666666666666)
/// texts.text(of: 94.66666666666666)  // → the 17 bytes; texts.text(of: 1 / 3) → nil
/// ```
struct NumberTexts {
    /// Fractional numbers a writer writes before it keeps their texts (a `/fit` answer writes about seven).
    static let threshold = 16
    private static let slots = 64

    private struct Slot {
        var bits: UInt64 = 0
        var count: UInt8 = 0  // 0: empty
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
    }

    private let storage: UnsafeMutablePointer<Slot>

    init() {
        storage = .allocate(capacity: Self.slots)
        storage.initialize(repeating: Slot(), count: Self.slots)
    }

    func deallocate() { storage.deallocate() }

    private func slot(of value: Double) -> UnsafeMutablePointer<Slot> {
        let bits = value.bitPattern
        return storage + Int(truncatingIfNeeded: (bits ^ (bits >> 29) ^ (bits >> 47)) & UInt64(Self.slots - 1))
    }

    /// The text kept for `value`, if its slot holds it.
    func text(of value: Double) -> UnsafeBufferPointer<UInt8>? {
        let slot = slot(of: value)
        guard slot.pointee.count > 0, slot.pointee.bits == value.bitPattern else { return nil }
        return UnsafeBufferPointer(start: Self.textBytes(of: slot), count: Int(slot.pointee.count))
    }

    /// Keeps `text` as the text of `value` (not kept when over 24 bytes).
    func keep(_ text: UnsafeBufferPointer<UInt8>, of value: Double) {
        guard text.count > 0, text.count <= 24 else { return }
        let slot = slot(of: value)
        slot.pointee.bits = value.bitPattern
        slot.pointee.count = UInt8(text.count)
        Self.textBytes(of: slot).update(from: text.baseAddress!, count: text.count)
    }

    /// Where a slot's text bytes are (its storage outlives every use: the writer's).
    private static func textBytes(of slot: UnsafeMutablePointer<Slot>) -> UnsafeMutablePointer<UInt8> {
        (UnsafeMutableRawPointer(slot) + MemoryLayout<Slot>.offset(of: \.text)!).assumingMemoryBound(to: UInt8.self)
    }
}

/// The last two fractional numbers a writer wrote and where their texts are in its output: the shortest round-trip
/// digits cost about 600 instructions a number, a copy of the bytes already written a few dozen.
///
/// ```swift
/// var recent = RecentFractions()
/// recent.keep(1.0 / 3, offset: 10, length: 18)
/// recent.text(of: 1.0 / 3) // (10, 18); recent.text(of: 2.0 / 3) // nil
/// ```
struct RecentFractions {
    private var newest = (bits: UInt64(0), offset: -1, length: 0)
    private var older = (bits: UInt64(0), offset: -1, length: 0)

    /// Where the text of `value` was written, when it is one of the last two kept (same bits: -0.0 is not 0).
    func text(of value: Double) -> (offset: Int, length: Int)? {
        let bits = value.bitPattern
        if newest.offset >= 0, newest.bits == bits { return (newest.offset, newest.length) }
        if older.offset >= 0, older.bits == bits { return (older.offset, older.length) }
        return nil
    }

    /// Remembers the text just written for `value`, forgetting the older of the two.
    mutating func keep(_ value: Double, offset: Int, length: Int) {
        older = newest
        newest = (value.bitPattern, offset, length)
    }
}
