import LayoutGeometry

/// A value that writes its own JSON straight into the output buffer, skipping `Encoder`'s boxed containers.
///
/// Only for the hottest answer (`/fit`) and the geometry values in it; their shapes must equal their `Codable`
/// shapes, which `JSONWritableTests` checks field by field.
protocol JSONWritable {
    func write(to w: CompactJSONEncoder.Writer)
}

extension CompactJSONEncoder.Writer {
    /// `{` … `}` around `body`, as the value of the current key or array slot.
    func object(_ body: () -> Void) {
        bytes.append(UInt8(ascii: "{"))
        open.append((UInt8(ascii: "}"), false))
        body()
        bytes.append(open.removeLast().close)
    }

    func field(_ key: StaticString, _ value: Double) { writeKey(key); writeNumber(value) }
    func field(_ key: StaticString, _ value: Double?) { writeKey(key); if let value { writeNumber(value) } else { writeRaw("null") } }
    func field(_ key: StaticString, _ value: Bool) { writeKey(key); writeRaw(value ? "true" : "false") }
    func field(_ key: StaticString, _ value: String) { writeKey(key); writeString(value) }
    func field(_ key: StaticString, _ value: some JSONWritable) { writeKey(key); value.write(to: self) }
    func field(_ key: StaticString, _ value: (some JSONWritable)?) {
        writeKey(key)
        if let value { value.write(to: self) } else { writeRaw("null") }
    }

    /// A nested value that only has `Encodable`, through the generic encoder.
    func field(_ key: StaticString, encodable value: some Encodable) {
        writeKey(key)
        let depth = open.count
        try? CompactJSONEncoder.write(value, writer: self, depth: depth)
    }
}

extension CompactJSONEncoder {
    /// Encodes a self-writing value.
    static func encode(writable value: some JSONWritable) -> [UInt8] {
        encodeChecked(writable: value).bytes
    }

    /// Encodes a self-writing value, saying whether every number was finite.
    static func encodeChecked(writable value: some JSONWritable) -> (bytes: [UInt8], finite: Bool) {
        let writer = Writer()
        value.write(to: writer)
        return (writer.bytes, !writer.wroteNonFinite)
    }
}

extension Rect: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) {
        w.object { w.field("x", x); w.field("y", y); w.field("width", width); w.field("height", height) }
    }
}

extension Size: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) { w.object { w.field("width", width); w.field("height", height) } }
}

extension Point: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) { w.object { w.field("x", x); w.field("y", y) } }
}

extension EdgeInsets: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) {
        w.object { w.field("top", top); w.field("left", left); w.field("bottom", bottom); w.field("right", right) }
    }
}
