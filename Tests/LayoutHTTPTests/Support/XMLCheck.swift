import Foundation
import LayoutHTTPCore

/// Parses documents with Python's XML parser (`xml.dom.minidom`, the oracle independent of the writer), each from its
/// own file. Returns one error message per document that fails (empty when every document parses), and the names of
/// the elements of each, in document order.
/// - Parameter documents: The documents' bytes.
func parseWithPython(_ documents: [[UInt8]]) throws -> (errors: [String], elements: [[String]]) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-xml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (i, document) in documents.enumerated() {
        let url = directory.appendingPathComponent("\(i).svg")
        try Data(document).write(to: url)
        paths.append(url.path)
    }
    let script = """
        import json, sys, xml.dom.minidom
        out = []
        for path in sys.argv[1:]:
            try:
                doc = xml.dom.minidom.parse(path)
                out.append({"error": None, "elements": [e.tagName for e in doc.getElementsByTagName("*")]})
            except Exception as error:
                out.append({"error": f"{path}: {error}", "elements": []})
        print(json.dumps(out))
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let results = try JSONSerialization.jsonObject(with: output) as? [[String: Any]]
    else {
        return (["python3 failed (status \(process.terminationStatus))"], [])
    }
    return (results.compactMap { $0["error"] as? String }, results.map { $0["elements"] as? [String] ?? [] })
}
