extension CompactJSONEncoder {
    /// The output and the stack of open containers.
    ///
    /// Dynamic exclusivity checks are off for its two buffers (`@exclusivity(unchecked)`): one writer serves one
    /// encode on one thread, and the checks cost about 6% of a cache miss.
    package final class Writer: JSONByteSink {
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
        /// per-thread cache serves (up to 1,024 bytes). A buffer that grows past it (a 512-byte start would double
        /// to 1,024 for every `/fit` answer over 512 bytes) is a large-bin request, which makes glibc consolidate its
        /// fast bins on every answer.
        static let initialCapacity = 960

        package init() {
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
        package var bytes: [UInt8] {
            [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                if count > 0 { buffer.baseAddress!.update(from: start, count: count) }
                initialized = count
            }
        }

        package func append(_ byte: UInt8) {
            if count == capacity { grow(toHold: 1) }
            start[count] = byte
            count += 1
        }

        /// Nearly every piece is a key, a number or punctuation, 1 to 32 bytes: those are copied as two overlapping
        /// words or pairs of words (loads within the piece, stores within the room made) or byte by byte, not
        /// through a `memcpy` call (5,800 of them a 200-view answer, most of its numbers one to three digits).
        @inline(__always) package func append(contentsOf piece: UnsafeBufferPointer<UInt8>) {
            guard let source = piece.baseAddress else { return }
            let length = piece.count
            if capacity - count < length { grow(toHold: length) }
            let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(start + count)
            if length > 32 {
                to.copyMemory(from: from, byteCount: length)
            } else if length > 16 {
                Self.copyWords(UInt64.self, from, to, 0, length - 16)
                Self.copyWords(UInt64.self, from, to, 8, length - 8)
            } else if length >= 8 {
                Self.copyWords(UInt64.self, from, to, 0, length - 8)
            } else if length >= 4 {
                Self.copyWords(UInt32.self, from, to, 0, length - 4)
            } else {
                for i in 0..<length { start[count + i] = source[i] }
            }
            count += length
        }

        /// Copies the word at `first` and the word at `second` (offsets in bytes, each word within the piece).
        @inline(__always) private static func copyWords<Word: FixedWidthInteger>(
            _ word: Word.Type, _ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, _ first: Int, _ second: Int
        ) {
            let a = from.loadUnaligned(fromByteOffset: first, as: Word.self)
            let b = from.loadUnaligned(fromByteOffset: second, as: Word.self)
            to.storeBytes(of: a, toByteOffset: first, as: Word.self)
            to.storeBytes(of: b, toByteOffset: second, as: Word.self)
        }

        /// A whole number's decimal digits, as `String(Int64)` writes them, straight into the output from the last
        /// digit back (room for the longest made first): a 200-view answer writes 2,000 whole numbers and eighths.
        /// Example: `-393` → `-393`; `0` → `0`; `Int64.min` → `-9223372036854775808`.
        func writeInteger(_ value: Int64) {
            if capacity - count < 20 { grow(toHold: 20) }
            if value < 0 {
                start[count] = UInt8(ascii: "-")
                count += 1
            }
            var magnitude = value.magnitude
            var digits = 1, below: UInt64 = 10  // 10^digits, up to 10^19 (Int64's magnitudes have at most 19 digits)
            while digits < 19 && magnitude >= below {
                digits += 1
                below &*= 10
            }
            var at = count + digits
            repeat {
                at -= 1
                start[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            count += digits
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

        package func writeKey(_ key: String) {
            beginElement()
            writeString(key)
            append(UInt8(ascii: ":"))
        }

        /// A key written by the self-writing answers: a literal of ours, so plain ASCII with nothing to escape.
        package func writeKey(_ key: StaticString) {
            beginElement()
            append(UInt8(ascii: "\""))
            key.withUTF8Buffer { append(contentsOf: $0) }
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
        }

        package func writeString(_ string: String) {
            var sink = self
            CompactJSONEncoder.appendString(string, into: &sink)
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
        @inline(__always) package func writeLiteral(_ text: StaticString) {
            text.withUTF8Buffer { append(contentsOf: $0) }
        }

        package func writeRaw(_ text: String) {
            var text = text
            text.withUTF8 { append(contentsOf: $0) }
        }
    }
}
