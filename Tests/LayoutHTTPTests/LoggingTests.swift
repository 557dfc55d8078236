import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Logging
import Testing
import LayoutHTTPCore

private nonisolated(unsafe) let rfc3339UTC = #/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/#

struct LoggingTests {
    @Test func jsonHandlerWritesOneObjectPerLineWithTimeLevelMessageAndMetadata() throws {
        let captured = CapturedLines()
        var logger = captured.logger(.json)
        logger[metadataKey: "component"] = "cache"
        logger.info("plain")
        logger.warning(
            "two\nlines \"quoted\" \\ and \u{1}",
            metadata: [
                "count": .stringConvertible(3), "ratio": .stringConvertible(0.25), "flag": .stringConvertible(true),
                "name": "x y", "nested": ["a": "1", "b": ["c", .stringConvertible(2)]], "level": "clash",
            ])
        logger.critical("last")

        let lines = captured.all
        #expect(lines.count == 3)
        let objects = lines.map(jsonObject)
        for object in objects {
            let time = try #require(object["time"] as? String)
            #expect(time.wholeMatch(of: rfc3339UTC) != nil, "\(time)")
            #expect(object["component"] as? String == "cache")
        }
        #expect(objects.map { $0["level"] as? String } == ["info", "warning", "critical"])
        #expect(objects.map { $0["message"] as? String } == ["plain", "two\nlines \"quoted\" \\ and \u{1}", "last"])
        let rich = objects[1]
        #expect(rich["count"] as? Int == 3)
        #expect(rich["ratio"] as? Double == 0.25)
        #expect(rich["flag"] as? Bool == true)
        #expect(rich["name"] as? String == "x y")
        let nested = try #require(rich["nested"] as? [String: Any])
        #expect(nested["a"] as? String == "1")
        #expect((nested["b"] as? [Any])?.count == 2)
        #expect(rich["metadata.level"] as? String == "clash", "a metadata key never replaces level")
        #expect(Set(objects[0].keys) == ["time", "level", "message", "component"])
    }

    @Test func levelFiltersBeforeAnyWork() {
        let captured = CapturedLines()
        let logger = captured.logger(.json, level: .warning)
        var built = false
        logger.info("\({ built = true; return "never" }())")
        logger.error("kept")
        #expect(!built, "a filtered message is not even built")
        #expect(captured.all.count == 1)
        #expect(Logging.Logger(level: .notice).logLevel == .notice)
    }

    @Test func textHandlerWritesTimeLevelMessageAndSortedMetadata() throws {
        let captured = CapturedLines()
        captured.logger(.text).info(
            "request", metadata: ["status": .stringConvertible(200), "path": "/fit", "id": "a b"])
        let line = try #require(captured.all.first)
        let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
        #expect(parts[0].wholeMatch(of: rfc3339UTC) != nil, "\(line)")
        #expect(parts[1] == "info")
        #expect(parts[2] == #"request id="a b" path=/fit status=200"#)
    }

    @Test func configurationLevelsAreSwiftLogLevels() {
        #expect(LogLevel.allCases.map(\.level) == Logging.Logger.Level.allCases)
        #expect(LogLevel.debug < .info && LogLevel.error > .warning)
    }

    /// An access line gives the time in milliseconds to the microsecond (48,000 ns → 0.048; 1,500,999 ns → 1.5) and
    /// no body bytes for HEAD, written by the buffered path (layoutd's own handler) and through swift-log alike.
    @Test(arguments: [true, false])
    func anAccessLineSaysMillisecondsAndNoBodyForHEAD(buffered: Bool) throws {
        let captured = CapturedLines()
        var logger = captured.logger(.json, level: .info)
        if !buffered { logger[metadataKey: "replica"] = "a" }  // metadata of its own: written through swift-log
        let log = try #require(AccessLog(logger: logger, enabled: true))
        log.open()
        log.record(method: "GET", path: "/fit", status: 200, bytes: 507, requestID: "r1", nanoseconds: 48_000)
        log.record(method: "HEAD", path: "/fit", status: 200, bytes: 507, requestID: nil, nanoseconds: 1_500_999)
        #expect(log.close(timeoutSeconds: 30))
        let lines = captured.waitFor(2).map(jsonObject)
        #expect(lines.count == 2)
        guard lines.count == 2 else { return }
        #expect(lines[0]["durationMs"] as? Double == 0.048 && lines[1]["durationMs"] as? Double == 1.5, "\(lines)")
        #expect(lines[0]["bytes"] as? Int == 507 && lines[1]["bytes"] as? Int == 0, "\(lines)")
        #expect(lines[0]["requestID"] as? String == "r1" && lines[1]["requestID"] == nil, "\(lines)")
        #expect(lines.map { $0["method"] as? String } == ["GET", "HEAD"] && lines[0]["status"] as? Int == 200)
        #expect(lines.allSatisfy { ($0["replica"] as? String == "a") != buffered }, "\(lines)")
    }
}
