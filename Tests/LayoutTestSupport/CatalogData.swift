import Foundation

/// `data/devices.json` as plain JSON (`JSONSerialization`), not through the catalog's types: for expected values
/// read from the data file itself (each figure there has its source), independent of the code that answers.
///
/// `CatalogData.devices().first { $0["id"] as? String == "iphone-16-pro" }?["displayZoom"]` → the zoomed window
/// `{"value": {"width": 320, "height": 693}, …}` (DOTF)
public enum CatalogData {
    /// Every model's object, in the file's order; empty when the file cannot be read (a test then fails on the count).
    public static func devices() -> [[String: Any]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/devices.json")
        guard let data = try? Data(contentsOf: url),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        return document["devices"] as? [[String: Any]] ?? []
    }

    /// A number member of a JSON object (`nil` when absent or null).
    public static func number(_ object: Any?, _ key: String) -> Double? {
        ((object as? [String: Any])?[key] as? NSNumber)?.doubleValue
    }
}
