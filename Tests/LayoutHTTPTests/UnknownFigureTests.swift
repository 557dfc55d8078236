import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// Unknown stays unknown: every figure a model or one of its displays may lack (a corner radius, a sensor housing's
/// rect, a home indicator's size and offset, the keyboard and status bar of each OS in each orientation, the safe
/// area of each orientation) is answered by `/devices/{id}` (with `display=` for each display) exactly as
/// `data/devices.json` holds it: `null` where the file has no figure (with the file's reason beside it), the file's
/// own value otherwise, never another display's, orientation's or model's. The file is the literal source.
struct UnknownFigureTests {
    /// Each figure: a member of the model (or display) object, and the path to the figure inside it.
    static let figures: [(member: String, path: [String])] = [
        ("displayCornerRadius", ["value"]), ("sensorHousing", ["type"]), ("sensorHousing", ["rect"]),
        ("homeIndicator", ["present"]), ("homeIndicator", ["size"]), ("homeIndicator", ["bottomOffset"]),
        ("safeAreaInsets", ["portrait"]), ("safeAreaInsets", ["landscape"]),
    ]

    /// The per-OS lists whose entries hold one figure per orientation.
    static let perOS = ["keyboard", "statusBar"]

    /// `object` followed along `path` (`NSNull` where a member is missing or null).
    static func at(_ object: Any?, _ path: [String]) -> Any {
        var here: Any? = object
        for key in path { here = (here as? [String: Any])?[key] }
        return here.map { $0 is NSNull ? NSNull() : $0 } ?? NSNull()
    }

    /// Whether two JSON values are the same (numbers by value; `NSNull` is only equal to `NSNull`).
    static func same(_ a: Any, _ b: Any) -> Bool {
        if a is NSNull || b is NSNull { return a is NSNull && b is NSNull }
        return (a as? NSObject)?.isEqual(b) == true
    }

    /// Every (model, display or nil, the object holding its figures) of the data file.
    static var subjects: [(id: String, display: String?, figures: [String: Any])] {
        CatalogData.devices().flatMap { device -> [(id: String, display: String?, figures: [String: Any])] in
            let id = device["id"] as? String ?? ""
            let displays = device["displays"] as? [[String: Any]] ?? []
            if displays.isEmpty { return [(id, nil, device)] }
            return displays.map { (id, $0["id"] as? String, $0) }
        }
    }

    @Test func everyFigureIsTheDataFilesOwnOrNull() {
        let service = buildService(configuration: ServerConfiguration())
        let subjects = Self.subjects
        #expect(subjects.count >= CatalogData.devices().count, "\(subjects.count) models and displays")
        var wrong: [String] = [], unknown = 0
        for (id, display, data) in subjects {
            let target = "/devices/\(id)" + (display.map { "?display=\($0)" } ?? "")
            let answer = json(service.respond(to: get(target)))
            for (member, path) in Self.figures {
                let expected = Self.at(data[member], path), got = Self.at(answer[member], path)
                if !Self.same(expected, got) {
                    wrong.append("\(target) \(member).\(path.joined(separator: ".")): \(got), the file: \(expected)")
                }
                if expected is NSNull && data[member] != nil {
                    unknown += 1
                    // An unknown figure keeps the file's reason for it, when the file gives one.
                    if let reason = (data[member] as? [String: Any])?["notes"] as? String, !reason.isEmpty,
                        (answer[member] as? [String: Any])?["notes"] as? String != reason
                    {
                        wrong.append("\(target) \(member): the file's reason is not answered beside the null")
                    }
                }
            }
            for list in Self.perOS {
                let expected = data[list] as? [[String: Any]] ?? []
                let got = answer[list] as? [[String: Any]] ?? []
                if expected.map({ $0["os"] as? String }) != got.map({ $0["os"] as? String }) {
                    wrong.append(
                        "\(target) \(list): OS versions \(got.map { $0["os"] ?? "?" }), the file's "
                            + "\(expected.map { $0["os"] ?? "?" })")
                    continue
                }
                for (e, g) in zip(expected, got) {
                    for orientation in ["portrait", "landscape"] {
                        let a = Self.at(e, [orientation]), b = Self.at(g, [orientation])
                        if a is NSNull { unknown += 1 }
                        if !Self.same(a, b) {
                            wrong.append("\(target) \(list) \(e["os"] ?? "?") \(orientation): \(b), the file: \(a)")
                        }
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) figures:\n\(wrong.prefix(40).joined(separator: "\n"))")
        // The file has unknown figures to check (the Duo's corner radii, landscape home indicators, status bars).
        #expect(unknown >= 20, "only \(unknown) unknown figures in the file")
    }

    /// An OS version's numbers, for ordering (`"26.1"` → `[26, 1]`).
    static func version(_ text: String?) -> [Int] { (text ?? "").split(separator: ".").compactMap { Int($0) } }

    /// The keyboard layout guide of every model and display in each orientation it has: where the data file's newest
    /// keyboard entry has no height for that orientation, `/fit` refuses it (422 naming `keyboard`), never answering
    /// with another display's, orientation's or OS's height; where it has one, the region is answered (unless the
    /// file has no safe area in that orientation, which the region also needs: then a 422 too).
    @Test func anUnknownKeyboardIsRefusedNeverBorrowed() {
        let service = buildService(configuration: ServerConfiguration())
        var wrong: [String] = [], refused = 0, answered = 0
        for (id, display, data) in Self.subjects {
            guard let entries = data["keyboard"] as? [[String: Any]], !entries.isEmpty,
                let newest = entries.max(by: {
                    Self.version($0["os"] as? String).lexicographicallyPrecedes(Self.version($1["os"] as? String))
                })
            else { continue }
            let orientations = data["orientations"] as? [String] ?? []
            for orientation in ["portrait", "landscape"]
            where orientations.contains(where: { $0.hasPrefix(orientation) }) {
                let target =
                    "/fit?device=\(id)" + (display.map { "&display=\($0)" } ?? "")
                    + "&orientation=\(orientation)&region=keyboardLayoutGuide&aspectRatio=1:1"
                let response = service.respond(to: get(target))
                if Self.at(data["safeAreaInsets"], [orientation]) is NSNull {
                    // No safe area in this orientation: the region stands on it, so it is refused as well.
                    refused += 1
                    if response.status != 422 { wrong.append("\(target): \(response.status), no safe area") }
                } else if Self.at(newest, [orientation, "height"]) is NSNull {
                    refused += 1
                    if response.status != 422 || !response.bodyText.contains("keyboard") {
                        wrong.append("\(target): \(response.status), the file has no height")
                    }
                } else {
                    answered += 1
                    if response.status != 200 { wrong.append("\(target): \(response.status) \(response.bodyText)") }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count):\n\(wrong.prefix(30).joined(separator: "\n"))")
        #expect(refused >= 2 && answered >= 50, "refused \(refused), answered \(answered)")
    }
}
