import LayoutHTTP
public import LayoutHTTPCore

/// Builds a GET request from a path with a query string, percent-decoding like libmicrohttpd does.
public func get(_ target: String, headers: [String: String] = [:], method: String = "GET") -> Request {
    let parts = target.split(separator: "?", maxSplits: 1)
    var query: [(name: String, value: String)] = []
    if parts.count == 2 {
        for pair in parts[1].split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1)
            query.append((decode(kv[0]), kv.count == 2 ? decode(kv[1]) : ""))
        }
    }
    return Request(method: method, path: String(parts[0]), query: query, headers: headers)
}

/// A JSON POST request.
public func post(_ path: String, _ json: String, contentType: String = "application/json") -> Request {
    Request(method: "POST", path: path, headers: ["Content-Type": contentType], body: Array(json.utf8))
}

private func decode(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var i = text.utf8.startIndex
    let utf8 = text.utf8
    while i < utf8.endIndex {
        let c = utf8[i]
        if c == UInt8(ascii: "%"), let h = utf8.index(i, offsetBy: 2, limitedBy: utf8.endIndex), h < utf8.endIndex,
            let v = UInt8(String(decoding: utf8[utf8.index(after: i)...h], as: UTF8.self), radix: 16)
        {
            bytes.append(v)
            i = utf8.index(after: h)
        } else {
            bytes.append(c == UInt8(ascii: "+") ? UInt8(ascii: " ") : c)
            i = utf8.index(after: i)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// A parsed JSON body for assertions (tests may use Foundation). A body that is not a JSON object records a
/// failure (and gives `[:]`), so an unparsable answer can never pass as an empty one.
import Foundation
public import Testing

public func json(_ response: Response, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any] {
    do {
        if let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any] { return object }
        Issue.record("the body is JSON but not an object: \(response.bodyText)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("the body is not JSON (\(response.status)): \(response.bodyText)", sourceLocation: sourceLocation)
    }
    return [:]
}

public func number(_ object: [String: Any], _ path: String...) -> Double? {
    var current: Any? = object
    for key in path { current = (current as? [String: Any])?[key] }
    return (current as? NSNumber)?.doubleValue
}

public func string(_ object: [String: Any], _ path: String...) -> String? {
    var current: Any? = object
    for key in path { current = (current as? [String: Any])?[key] }
    return current as? String
}

/// Approximate equality for test expectations only: |a − b| ≤ tolerance.
public func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance * max(1, abs(b))
}

/// An error answer as the contract says: the status, `application/problem+json`, the same status in the body, a
/// `type` and `title`, and a `detail` that names the field.
public func expectProblem(
    _ response: Response, status: Int, naming field: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(response.status == status, "\(response.bodyText)", sourceLocation: sourceLocation)
    #expect(response.header("Content-Type") == "application/problem+json", sourceLocation: sourceLocation)
    let body = json(response, sourceLocation: sourceLocation)
    #expect(body["status"] as? Int == status, sourceLocation: sourceLocation)
    #expect(
        (body["type"] as? String)?.hasPrefix("/problems/") == true && body["title"] is String, "\(body)",
        sourceLocation: sourceLocation)
    #expect((body["detail"] as? String)?.contains(field) == true, "\(body)", sourceLocation: sourceLocation)
}
