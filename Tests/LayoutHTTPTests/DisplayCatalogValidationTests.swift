import Foundation
import LayoutAnswers
import LayoutHTTPCore
import Testing

/// Catalog validation of a model with more than one display (the Duo's outer and inner): each display's screen and
/// corner radii are checked as the model's are, and each source code it names is in the sources table.
struct DisplayCatalogValidationTests {
    /// Every display's corner radii lie in 0 ..< half its shorter side (the Duo's outer display is 466 pt wide, its
    /// inner 669 pt), on the model and on each of its displays, and each source code is in the sources table.
    @Test(arguments: [
        ("model", "topLeft", -1.0, false), ("outer", "topRight", 233, false), ("outer", "topRight", 232.5, true),
        ("inner", "bottomLeft", 334.5, false), ("inner", "bottomLeft", 334, true), ("outer", "bottomLeft", 0, true),
    ])
    func displayCornersAreCheckedOnEveryDisplay(display: String, corner: String, radius: Double, valid: Bool) throws {
        let bytes = try mutatedDuo { duo in
            func edited(_ entry: [String: Any]) -> [String: Any] {
                var entry = entry, corners = entry["displayCorners"] as! [String: Any]
                corners[corner] = radius
                entry["displayCorners"] = corners
                return entry
            }
            if display == "model" { duo = edited(duo); return }
            var displays = duo["displays"] as! [[String: Any]]
            let at = displays.firstIndex { $0["id"] as? String == display }!
            displays[at] = edited(displays[at])
            duo["displays"] = displays
        }
        expect(bytes, valid: valid, naming: ["displayCorners", "got \(radius)"], "\(display) \(corner) \(radius)")
    }

    /// Every display's screen has positive sides, as the model's must: a hinge, a corner bound or a size class is
    /// never worked out on a display of no size.
    @Test(arguments: [("inner", 0.0, false), ("outer", -466, false), ("inner", 669, true), ("outer", 500, true)])
    func everyDisplaysScreenHasPositiveSides(display: String, width: Double, valid: Bool) throws {
        let bytes = try mutatedDuo { duo in
            var displays = duo["displays"] as! [[String: Any]]
            let at = displays.firstIndex { $0["id"] as? String == display }!
            var screen = displays[at]["screen"] as! [String: Any]
            screen["width"] = width
            displays[at]["screen"] = screen
            duo["displays"] = displays
        }
        expect(bytes, valid: valid, naming: ["screen", "got \(width)x"], "\(display) \(width)")
    }

    /// A corner figure's source code must be in the sources table, on a display as on the model.
    @Test func aDisplaysCornerSourceIsInTheSourcesTable() throws {
        let unsourced = try mutatedDuo { duo in
            var displays = duo["displays"] as! [[String: Any]]
            var corners = displays[1]["displayCorners"] as! [String: Any]
            corners["sources"] = ["NO-SUCH-SOURCE"]
            displays[1]["displayCorners"] = corners
            duo["displays"] = displays
        }
        do { _ = try DeviceCatalog(json: unsourced) } catch {
            #expect(error.message.contains("displayCorners.sources") && error.message.contains("NO-SUCH-SOURCE"))
            return
        }
        Issue.record("a corner source missing from the sources table was accepted")
    }

    /// Expects the catalog `bytes` accepted when `valid`, else refused with a message holding each of `naming`.
    private func expect(_ bytes: [UInt8], valid: Bool, naming: [String], _ what: String) {
        do {
            _ = try DeviceCatalog(json: bytes)
            #expect(valid, "\(what) was accepted")
        } catch {
            #expect(!valid, "\(what): \(error.message)")
            #expect(naming.allSatisfy(error.message.contains), "\(what): \(error.message)")
        }
    }

    private func mutatedDuo(_ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        try bundledCatalogJSON { document in
            var devices = document["devices"] as! [[String: Any]]
            let at = devices.firstIndex { $0["id"] as? String == "iphone-duo" }!
            edit(&devices[at])
            document["devices"] = devices
        }
    }
}
