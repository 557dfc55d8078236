/// A small streaming JSON `Encoder`: writes compact UTF-8 JSON straight into a byte buffer, keys in the order
/// the value encodes them (its `CodingKeys` order), so equal values give equal bytes.
///
/// Replaces Foundation's `JSONEncoder` on the answer path, where it took about a third of the server's CPU on
/// cache misses. It supports values that encode sequentially (finish a nested container before going back to
/// its parent), which every synthesized and hand-written `encode(to:)` in this service does. Non-finite numbers
/// are written as `null`, and so are absent optionals: synthesized `Codable` skips them (`encodeIfPresent`), but the
/// API's answers keep every member, `null` when there is nothing to say.
package struct CompactJSONEncoder {
    /// Encodes a value to JSON bytes.
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        try encodeChecked(value).bytes
    }

    /// Encodes, saying whether every number was finite.
    package static func encodeChecked(_ value: some Encodable) throws -> (bytes: [UInt8], finite: Bool) {
        let writer = Writer()
        try value.encode(to: StreamEncoder(writer: writer, depth: 0))
        writer.close(to: 0)
        if writer.count == 0 { writer.writeLiteral("null") }
        return (writer.bytes, !writer.wroteNonFinite)
    }

    /// Appends a JSON string to a log line's bytes: ``appendString(_:into:)`` specialized here, so a caller in
    /// another module makes one direct call (a generic one would go through the protocol for every byte).
    /// Example: `a"b` followed by a newline → `"a\"b\n"`.
    package static func appendString(_ string: String, to bytes: inout [UInt8]) { appendString(string, into: &bytes) }

    /// The bytes ``appendString(_:into:)`` writes for `string`, quotes included: what an answer's bound counts.
    /// Example: `a"b` followed by a newline → 8 (`"a\"b\n"`).
    package static func escapedByteCount(_ string: String) -> Int {
        var count = 2
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09: count += 2
            case 0..<0x20: count += 6
            default: count += 1
            }
        }
        return count
    }

    /// Appends a JSON string: quoted, with `"`, `\` and control characters escaped.
    /// Example: `a"b` followed by a newline → `"a\"b\n"`.
    static func appendString(_ string: String, into bytes: inout some JSONByteSink) {
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
    package func write(_ string: String) { writeRaw(string) }
    package func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(contentsOf: buffer) }
}

/// Where ``CompactJSONEncoder/appendString(_:to:)`` writes: the encoder's writer, or a log line's bytes.
protocol JSONByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf piece: UnsafeBufferPointer<UInt8>)
}

extension [UInt8]: JSONByteSink {}
