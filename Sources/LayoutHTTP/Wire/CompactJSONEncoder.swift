import LayoutAnswers

/// A small streaming JSON `Encoder`: writes compact UTF-8 JSON straight into a byte buffer, keys in the order
/// the value encodes them (its `CodingKeys` order), so equal values give equal bytes.
///
/// Replaces Foundation's `JSONEncoder` on the answer path, where it took about a third of the server's CPU on
/// cache misses. It supports values that encode sequentially (finish a nested container before going back to
/// its parent), which every synthesized and hand-written `encode(to:)` in this service does. Non-finite numbers
/// are written as `null`, and so are absent optionals: synthesized `Codable` skips them (`encodeIfPresent`), but the
/// API's answers keep every member, `null` when there is nothing to say.
struct CompactJSONEncoder {
    /// Encodes a value to JSON bytes.
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        try encodeChecked(value).bytes
    }

    /// Encodes, saying whether every number was finite.
    static func encodeChecked(_ value: some Encodable) throws -> (bytes: [UInt8], finite: Bool) {
        let writer = Writer()
        try value.encode(to: StreamEncoder(writer: writer, depth: 0))
        writer.close(to: 0)
        if writer.count == 0 { writer.writeLiteral("null") }
        return (writer.bytes, !writer.wroteNonFinite)
    }

    /// Appends a JSON string: quoted, with `"`, `\` and control characters escaped (the log lines use it too).
    /// Example: `a"b` followed by a newline → `"a\"b\n"`.
    static func appendString(_ string: String, to bytes: inout some JSONByteSink) {
        bytes.append(UInt8(ascii: "\""))
        // Fast path: nothing to escape (always true for keys and enum names), scanned as contiguous bytes.
        var string = string
        let plain = string.withUTF8 { text in
            for byte in text where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(contentsOf: text)
            return true
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(92)
                bytes.append(byte)
            case 0x0A, 0x0D, 0x09:
                bytes.append(92)
                bytes.append(byte == 0x0A ? UInt8(ascii: "n") : byte == 0x0D ? UInt8(ascii: "r") : UInt8(ascii: "t"))
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                for escaped in [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]] {
                    bytes.append(escaped)
                }
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The output and the stack of open containers.
    ///
    /// Dynamic exclusivity checks are off for its two buffers (`@exclusivity(unchecked)`): one writer serves one
    /// encode on one thread, and the checks cost about 6% of a cache miss.
    final class Writer: JSONByteSink {
        /// The output so far: ``count`` bytes at `start`, room for `capacity`. A buffer of its own rather than an
        /// `[UInt8]`: `Array.append(contentsOf:)` cost 65 instructions a call on top of the copy, and an answer is
        /// written in dozens of short pieces (a `/fit` answer 72, a 200-view layout 5,000).
        @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
        @exclusivity(unchecked) private(set) var count = 0
        @exclusivity(unchecked) private var capacity: Int
        /// One entry per open container: its closing byte and whether it has an element yet.
        @exclusivity(unchecked) var open: [(close: UInt8, hasElements: Bool)] = []
        /// Whether a number was infinite or NaN (written as `null`, which no answer's schema allows for a number).
        @exclusivity(unchecked) var wroteNonFinite = false
        /// Texts of fractional numbers already written (``writeNumber(_:)``), made once the writer has written
        /// ``NumberTexts/threshold`` of them; `nil` until then.
        @exclusivity(unchecked) var numberTexts: NumberTexts?
        @exclusivity(unchecked) var fractionsWritten = 0
        /// The last two fractional numbers written: their bits, and where their texts lie in the output (which only
        /// grows, so the bytes stay). A `/fit` answer writes 3 of its 7 fractional numbers twice in a row (the rect's
        /// and the unrounded rect's y and height, the content scale's x and y).
        @exclusivity(unchecked) var recentFractions = RecentFractions()

        /// Room for a typical single answer (a `/fit` answer is 505–520 bytes) in one allocation that glibc's
        /// per-thread cache serves (up to 1,024 bytes). A buffer that grows past it (512 used to double to 1,024 for
        /// every `/fit` answer over 512 bytes) is a large-bin request, which makes glibc consolidate its fast bins on
        /// every answer.
        static let initialCapacity = 960

        init() {
            capacity = Self.initialCapacity
            start = .allocate(capacity: capacity)
        }

        deinit {
            start.deallocate()
            numberTexts?.deallocate()
        }

        /// The bytes written from `offset` on (a number's text just written), for ``NumberTexts``.
        func written(from offset: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: start + offset, count: count - offset)
        }

        /// Writes again `length` bytes written before at `offset` (a number's text, ``recentFractions``).
        func rewrite(from offset: Int, length: Int) {
            if capacity - count < length { grow(toHold: length) }  // first: growing moves the bytes
            (start + count).update(from: start + offset, count: length)
            count += length
        }

        /// The output, in an array of exactly its length (what the cache keeps).
        var bytes: [UInt8] {
            [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                if count > 0 { buffer.baseAddress!.update(from: start, count: count) }
                initialized = count
            }
        }

        func append(_ byte: UInt8) {
            if count == capacity { grow(toHold: 1) }
            start[count] = byte
            count += 1
        }

        /// Most pieces are a key or a number, 4 to 16 bytes: those are copied as two overlapping words (loads
        /// within the piece, stores within the room made), not through a `memcpy` call (5,800 of them a 200-view
        /// answer).
        @inline(__always) func append(contentsOf piece: UnsafeBufferPointer<UInt8>) {
            guard let source = piece.baseAddress else { return }
            let length = piece.count
            if capacity - count < length { grow(toHold: length) }
            let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(start + count)
            if length >= 8 && length <= 16 {
                let first = from.loadUnaligned(as: UInt64.self)
                let last = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                to.storeBytes(of: first, as: UInt64.self)
                to.storeBytes(of: last, toByteOffset: length - 8, as: UInt64.self)
            } else if length >= 4 && length < 8 {
                let first = from.loadUnaligned(as: UInt32.self)
                let last = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
                to.storeBytes(of: first, as: UInt32.self)
                to.storeBytes(of: last, toByteOffset: length - 4, as: UInt32.self)
            } else {
                to.copyMemory(from: from, byteCount: length)
            }
            count += length
        }

        /// Room for `more` bytes past ``count`` at once (a caller that knows how much it will write).
        func reserveCapacity(_ total: Int) {
            if total > capacity { grow(toHold: total - count) }
        }

        /// Moves the output into a buffer with room for `more` bytes past ``count``, at least twice as large.
        private func grow(toHold more: Int) {
            let grown = max(capacity * 2, count + more)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.moveInitialize(from: start, count: count)
            start.deallocate()
            start = moved
            capacity = grown
        }

        /// Closes containers deeper than `depth` (a parent's next write means its children are done).
        func close(to depth: Int) {
            while open.count > depth {
                append(open.removeLast().close)
            }
        }

        func openContainer(_ openByte: UInt8, _ closeByte: UInt8) {
            append(openByte)
            open.append((closeByte, false))
        }

        /// Starts an element in the innermost container: a comma after the first.
        func beginElement() {
            guard !open.isEmpty else { return }
            if open[open.count - 1].hasElements { append(UInt8(ascii: ",")) }
            open[open.count - 1].hasElements = true
        }

        func writeKey(_ key: String) {
            beginElement()
            writeString(key)
            append(UInt8(ascii: ":"))
        }

        /// A key written by the self-writing answers: a literal of ours, so plain ASCII with nothing to escape.
        func writeKey(_ key: StaticString) {
            beginElement()
            append(UInt8(ascii: "\""))
            key.withUTF8Buffer { append(contentsOf: $0) }
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
        }

        func writeString(_ string: String) {
            var sink = self
            CompactJSONEncoder.appendString(string, to: &sink)
        }

        /// A string of ours that has nothing to escape, in quotes, without looking for anything to escape: a SwiftUI
        /// node's path (digits and dots) or its view type's name (a fixed list). Never a client's text (an `id`).
        /// Example: `0.1.35` → `"0.1.35"`.
        func writePlainString(_ string: String) {
            var string = string
            append(UInt8(ascii: "\""))
            string.withUTF8 { text in
                assert(!text.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
                append(contentsOf: text)
            }
            append(UInt8(ascii: "\""))
        }

        /// Bytes of a literal of ours (JSON punctuation and keys), as they are.
        @inline(__always) func writeLiteral(_ text: StaticString) {
            text.withUTF8Buffer { append(contentsOf: $0) }
        }

        func writeRaw(_ text: String) {
            var text = text
            text.withUTF8 { append(contentsOf: $0) }
        }
    }

    struct StreamEncoder: Encoder {
        let writer: Writer
        /// Open containers outside this encoder's value.
        let depth: Int
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            writer.close(to: depth)
            writer.openContainer(UInt8(ascii: "{"), UInt8(ascii: "}"))
            return KeyedEncodingContainer(Keyed<Key>(writer: writer, depth: depth + 1))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            writer.close(to: depth)
            writer.openContainer(UInt8(ascii: "["), UInt8(ascii: "]"))
            return Unkeyed(writer: writer, depth: depth + 1)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(writer: writer, depth: depth)
        }
    }

    /// Writes one value at the current position (after a key, an array comma, or at the top).
    static func write<T: Encodable>(_ value: T, writer: Writer, depth: Int) throws {
        // Metatype comparisons, not `as?` casts: this runs for every nested value.
        if T.self == Double.self {
            writer.writeNumber(unsafeBitCast(value, to: Double.self))
        } else if T.self == String.self {
            writer.writeString(unsafeBitCast(value, to: String.self))
        } else {
            let before = writer.count
            try value.encode(to: StreamEncoder(writer: writer, depth: depth))
            writer.close(to: depth)
            if writer.count == before { writer.writeRaw("null") }
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: Writer
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        private func key(_ key: Key) {
            writer.close(to: depth)
            writer.writeKey(key.stringValue)
        }

        mutating func encodeNil(forKey k: Key) throws { key(k); writer.writeRaw("null") }
        mutating func encode(_ value: Bool, forKey k: Key) throws { key(k); writer.writeRaw(value ? "true" : "false") }
        mutating func encode(_ value: String, forKey k: Key) throws { key(k); writer.writeString(value) }
        mutating func encode(_ value: Double, forKey k: Key) throws { key(k); writer.writeNumber(value) }
        mutating func encode(_ value: Int, forKey k: Key) throws { key(k); writer.writeRaw(String(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey k: Key) throws {
            key(k)
            try CompactJSONEncoder.write(value, writer: writer, depth: depth)
        }

        // Absent optionals are written as null rather than left out.
        mutating func encodeIfPresent(_ value: Bool?, forKey k: Key) throws {
            if let value { try encode(value, forKey: k) } else { try encodeNil(forKey: k) }
        }
        mutating func encodeIfPresent(_ value: String?, forKey k: Key) throws {
            if let value { try encode(value, forKey: k) } else { try encodeNil(forKey: k) }
        }
        mutating func encodeIfPresent(_ value: Double?, forKey k: Key) throws {
            if let value { try encode(value, forKey: k) } else { try encodeNil(forKey: k) }
        }
        mutating func encodeIfPresent(_ value: Int?, forKey k: Key) throws {
            if let value { try encode(value, forKey: k) } else { try encodeNil(forKey: k) }
        }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey k: Key) throws {
            if let value { try encode(value, forKey: k) } else { try encodeNil(forKey: k) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey k: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            key(k)
            return StreamEncoder(writer: writer, depth: depth).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey k: Key) -> any UnkeyedEncodingContainer {
            key(k)
            return StreamEncoder(writer: writer, depth: depth).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { StreamEncoder(writer: writer, depth: depth) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            self.key(key); return StreamEncoder(writer: writer, depth: depth)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let writer: Writer
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var count = 0

        private mutating func element() {
            writer.close(to: depth)
            writer.beginElement()
            count += 1
        }

        mutating func encodeNil() throws { element(); writer.writeRaw("null") }
        mutating func encode(_ value: Bool) throws { element(); writer.writeRaw(value ? "true" : "false") }
        mutating func encode(_ value: String) throws { element(); writer.writeString(value) }
        mutating func encode(_ value: Double) throws { element(); writer.writeNumber(value) }
        mutating func encode(_ value: Int) throws { element(); writer.writeRaw(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            element()
            try CompactJSONEncoder.write(value, writer: writer, depth: depth)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            element()
            return StreamEncoder(writer: writer, depth: depth).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            return StreamEncoder(writer: writer, depth: depth).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { element(); return StreamEncoder(writer: writer, depth: depth) }
    }

    struct Single: SingleValueEncodingContainer {
        let writer: Writer
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { writer.writeRaw("null") }
        mutating func encode(_ value: Bool) throws { writer.writeRaw(value ? "true" : "false") }
        mutating func encode(_ value: String) throws { writer.writeString(value) }
        mutating func encode(_ value: Double) throws { writer.writeNumber(value) }
        mutating func encode(_ value: Int) throws { writer.writeRaw(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try CompactJSONEncoder.write(value, writer: writer, depth: depth)
        }
    }
}

/// The writer is where `Double.write(to:)` puts a number's digits: the standard library hands them over as ASCII
/// bytes (`_writeASCII`), so a fractional number costs no `String`.
extension CompactJSONEncoder.Writer: TextOutputStream {
    func write(_ string: String) { writeRaw(string) }
    func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(contentsOf: buffer) }
}

/// Where ``CompactJSONEncoder/appendString(_:to:)`` writes: the encoder's writer, or a log line's bytes.
protocol JSONByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf piece: UnsafeBufferPointer<UInt8>)
}

extension [UInt8]: JSONByteSink {}
