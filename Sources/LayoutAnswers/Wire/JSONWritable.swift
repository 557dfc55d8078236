import LayoutGeometry

/// A value that writes its own JSON straight into the output buffer, skipping `Encoder`'s boxed containers.
///
/// For the answers written straight to the wire, each beside its answer (`Answers/FitAnswers+JSON.swift`, the SwiftUI
/// layout's and the sheet's), and the geometry values in them; a geometry value's shape must equal its `Codable`
/// shape, which `JSONWritableTests` checks field by field.
package protocol JSONWritable {
    func write(to w: CompactJSONEncoder.Writer)
}

extension CompactJSONEncoder.Writer {
    /// `{` … `}` around `body`, as the value of the current key or array slot.
    package func object(_ body: () -> Void) {
        append(UInt8(ascii: "{"))
        open.append((UInt8(ascii: "}"), false))
        body()
        append(open.removeLast().close)
    }

    /// `[` … `]` around one element per item.
    func array<T>(_ items: [T], _ element: (T) -> Void) {
        openContainer(UInt8(ascii: "["), UInt8(ascii: "]"))
        for item in items {
            beginElement()
            element(item)
        }
        append(open.removeLast().close)
    }

    /// An array of strings.
    func strings(_ items: [String]) { array(items) { writeString($0) } }

    /// An array of whole numbers.
    func integers(_ items: [Int]) { array(items) { writeInteger(Int64($0)) } }

    package func field(_ key: StaticString, _ value: Double) { writeKey(key); writeNumber(value) }
    package func field(_ key: StaticString, _ value: Double?) {
        writeKey(key); if let value { writeNumber(value) } else { writeRaw("null") }
    }
    package func field(_ key: StaticString, _ value: Bool) { writeKey(key); writeRaw(value ? "true" : "false") }
    package func field(_ key: StaticString, _ value: String) { writeKey(key); writeString(value) }
    package func field(_ key: StaticString, _ value: some JSONWritable) { writeKey(key); value.write(to: self) }
    package func field(_ key: StaticString, _ value: (some JSONWritable)?) {
        writeKey(key)
        if let value { value.write(to: self) } else { writeRaw("null") }
    }

    /// A nested value that only has `Encodable`, through the generic encoder.
    package func field(_ key: StaticString, encodable value: some Encodable) {
        writeKey(key)
        let depth = open.count
        try? CompactJSONEncoder.write(value, writer: self, depth: depth)
    }
}

extension CompactJSONEncoder {
    /// Encodes a self-writing value.
    package static func encode(writable value: some JSONWritable) -> [UInt8] {
        encodeChecked(writable: value).bytes
    }

    /// Encodes a self-writing value, saying whether every number was finite.
    package static func encodeChecked(writable value: some JSONWritable) -> (bytes: [UInt8], finite: Bool) {
        let writer = Writer()
        value.write(to: writer)
        return (writer.bytes, !writer.wroteNonFinite)
    }
}

// The geometry values have a fixed shape: written from literals, without the container stack (a `/fit` answer
// writes ten of them, and the stack's bookkeeping cost more than their numbers).

extension Rect: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) {
        w.writeLiteral("{\"x\":")
        w.writeNumber(x)
        w.writeLiteral(",\"y\":")
        w.writeNumber(y)
        w.writeLiteral(",\"width\":")
        w.writeNumber(width)
        w.writeLiteral(",\"height\":")
        w.writeNumber(height)
        w.writeLiteral("}")
    }
}

extension Size: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) {
        w.writeLiteral("{\"width\":")
        w.writeNumber(width)
        w.writeLiteral(",\"height\":")
        w.writeNumber(height)
        w.writeLiteral("}")
    }
}

extension Point: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) {
        w.writeLiteral("{\"x\":")
        w.writeNumber(x)
        w.writeLiteral(",\"y\":")
        w.writeNumber(y)
        w.writeLiteral("}")
    }
}

extension EdgeInsets: JSONWritable {
    func write(to w: CompactJSONEncoder.Writer) {
        w.writeLiteral("{\"top\":")
        w.writeNumber(top)
        w.writeLiteral(",\"left\":")
        w.writeNumber(left)
        w.writeLiteral(",\"bottom\":")
        w.writeNumber(bottom)
        w.writeLiteral(",\"right\":")
        w.writeNumber(right)
        w.writeLiteral("}")
    }
}
