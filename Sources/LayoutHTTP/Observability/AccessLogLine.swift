import LayoutAnswers
import LayoutHTTPCore

/// The access log's line written straight into bytes: the bytes ``LayoutLogHandler`` writes for the `request` event
/// with `bytes`, `durationMs`, `method`, `path`, `requestID` and `status` metadata, without a `Logger.Metadata`
/// dictionary, a sort of its keys or a `String` per value.
///
/// ```
/// text: 2026-05-01T09:30:12.345Z info request bytes=371 durationMs=0.041 method=GET path=/fit status=200
/// json: {"time":"2026-05-01T09:30:12.345Z","level":"info","message":"request","bytes":371,"durationMs":0.041,…}
/// ```
/// `durationMs` is written as swift-log's handler writes `Double(micros) / 1000`: text `0.041`, `2.0`; JSON `0.041`,
/// `2` (a whole number without its fraction, as ``CompactJSONEncoder`` writes numbers).
enum AccessLogLine {
    /// Appends one line and its newline.
    /// - Parameters:
    ///   - format: `text` or `json`.
    ///   - time: Appends the RFC 3339 timestamp (``LogClock/append(to:)``).
    ///   - bytes: Body bytes sent (the caller passes 0 for HEAD).
    ///   - micros: Microseconds from the complete request to the queued response.
    ///   - out: The buffer.
    /// Example: `.text`, `GET`, `/fit`, 200, 371 bytes, no id, 41 µs → `<time> info request bytes=371
    /// durationMs=0.041 method=GET path=/fit status=200` and a newline.
    static func append(
        format: LogFormat, time: (inout [UInt8]) -> Void, method: String, path: String, status: Int, bytes: Int,
        requestID: String?, micros: UInt64, to out: inout [UInt8]
    ) {
        switch format {
        case .text:
            time(&out)
            out.append(contentsOf: " info request bytes=".utf8)
            appendDecimal(bytes, to: &out)
            out.append(contentsOf: " durationMs=".utf8)
            appendMilliseconds(micros, json: false, to: &out)
            out.append(contentsOf: " method=".utf8)
            appendTextValue(method, to: &out)
            out.append(contentsOf: " path=".utf8)
            appendTextValue(path, to: &out)
            if let requestID {
                out.append(contentsOf: " requestID=".utf8)
                appendTextValue(requestID, to: &out)
            }
            out.append(contentsOf: " status=".utf8)
            appendDecimal(status, to: &out)
        case .json:
            out.append(contentsOf: #"{"time":""#.utf8)
            time(&out)
            out.append(contentsOf: #"","level":"info","message":"request","bytes":"#.utf8)
            appendDecimal(bytes, to: &out)
            out.append(contentsOf: #","durationMs":"#.utf8)
            appendMilliseconds(micros, json: true, to: &out)
            out.append(contentsOf: #","method":"#.utf8)
            CompactJSONEncoder.appendString(method, to: &out)
            out.append(contentsOf: #","path":"#.utf8)
            CompactJSONEncoder.appendString(path, to: &out)
            if let requestID {
                out.append(contentsOf: #","requestID":"#.utf8)
                CompactJSONEncoder.appendString(requestID, to: &out)
            }
            out.append(contentsOf: #","status":"#.utf8)
            appendDecimal(status, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// A value in a text line as ``LayoutLogHandler`` writes it: bare when it is one plain word, else JSON-quoted.
    private static func appendTextValue(_ value: String, to out: inout [UInt8]) {
        var value = value
        let plain = value.withUTF8 { text in
            guard !text.isEmpty else { return false }
            for byte in text
            where byte <= 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "=") || byte == 0x7f {
                return false
            }
            out.append(contentsOf: text)
            return true
        }
        if !plain { CompactJSONEncoder.appendString(value, to: &out) }
    }

    /// `Double(micros) / 1000` as swift-log's `description` (text) or ``CompactJSONEncoder`` (JSON) writes it.
    ///
    /// Below 10¹² µs the quotient is the double nearest a decimal of at most three places, and both write that
    /// decimal: its digits are made here from the integer. Beyond (11.6 days), the double is formatted.
    private static func appendMilliseconds(_ micros: UInt64, json: Bool, to out: inout [UInt8]) {
        guard micros < 1_000_000_000_000 else {
            let value = Double(micros) / 1_000
            if json {
                let writer = CompactJSONEncoder.Writer()
                writer.writeNumber(value)
                out.append(contentsOf: writer.bytes)
            } else {
                out.append(contentsOf: value.description.utf8)
            }
            return
        }
        appendDecimal(Int(micros / 1_000), to: &out)
        var fraction = Int(micros % 1_000)
        if fraction == 0 {
            if !json { out.append(contentsOf: ".0".utf8) }
            return
        }
        out.append(UInt8(ascii: "."))
        var places = 3
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        var divisor = places == 3 ? 100 : places == 2 ? 10 : 1
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// An integer's decimal digits, as `String(value)` writes them.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        CompactJSONEncoder.appendDecimal(Int64(value), to: &out)
    }
}

/// The wall-clock timestamp of log lines (`2026-05-01T09:30:12.345Z`, as ``Platform/utcTimestamp()`` writes it),
/// with the text of the current second kept: one `clock_gettime` per line and one `gmtime_r` per second.
struct LogClock {
    private var second = Int.min
    /// `2026-05-01T09:30:12.` for ``second``.
    private var prefix: [UInt8] = []

    /// Appends the current time.
    mutating func append(to out: inout [UInt8]) {
        let now = Platform.wallClock()
        if now.seconds != second {
            second = now.seconds
            prefix = Array((Platform.utcSecond(now.seconds) + ".").utf8)
        }
        out.append(contentsOf: prefix)
        let milliseconds = now.milliseconds
        out.append(UInt8(ascii: "0") + UInt8(milliseconds / 100 % 10))
        out.append(UInt8(ascii: "0") + UInt8(milliseconds / 10 % 10))
        out.append(UInt8(ascii: "0") + UInt8(milliseconds % 10))
        out.append(UInt8(ascii: "Z"))
    }
}
