import Foundation
import LayoutAnswers
import LayoutGeometry
import LayoutTestSupport
import Testing

/// The design tokens of every model (``DeviceTokensAnswers``): valid DTCG (every leaf a token with `$value` and
/// `$type`), each token the catalog's figure, and every figure no source gives left out and named, never 0.
struct DeviceTokensAnswersTests {
    /// The catalog, read from `data/devices.json` with Foundation's decoder (LayoutHTTP embeds the same file).
    static let catalog: DeviceCatalog? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/devices.json")
        guard let data = try? Data(contentsOf: url),
            let document = try? JSONDecoder().decode(CatalogDocument.self, from: data)
        else { return nil }
        return try? DeviceCatalog(document: document)
    }()

    /// Every model, and a model with more than one display (the iPhone Duo) on each of its displays.
    static var devices: [Device] {
        (catalog?.devices ?? []).flatMap { device in
            (device.displays ?? []).isEmpty
                ? [device] : (device.displays ?? []).compactMap { try? device.onDisplay($0.id) }
        }
    }

    static func walk(_ devices: [Device], _ form: DeviceTokensAnswers.DimensionForm) throws -> DesignTokenWalk {
        let group = DeviceTokensAnswers.document(for: devices, about: "a test", dimensions: form)
        return DesignTokenWalk(bytes: Array(try JSONEncoder().encode(group)))
    }

    /// The tokens a model must have: every figure the catalog gives, in each orientation it takes, and no other.
    static func expected(_ device: Device) -> [String: Double] {
        var out: [String: Double] = [:]
        for name in device.orientations {
            let o = try! #require(InterfaceOrientation(name: name))
            // A display's group is named by model and display: iphone-duo-inner
            let at = "\(device.id)\(device.display.map { "-" + $0 } ?? "").\(name)."
            let window = device.windowSize(o)
            out[at + "screen.width"] = window.width
            out[at + "screen.height"] = window.height
            out[at + "screen.scale"] = device.scale
            out[at + "screen.nativeScale"] = device.nativeScale
            if let insets = device.safeAreaInsets(o) {
                for (edge, value) in [
                    ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
                    ("right", insets.right),
                ] { out[at + "safeArea." + edge] = value }
            }
            out[at + "cornerRadius.display"] = device.displayCornerRadius.value
            if device.sensorHousing.type != "none", let rect = device.sensorHousing.rect {
                // Where the housing sits, from the edge the portrait top turns into (not through the answers'
                // rotation): top in portrait, right in landscapeLeft, left in landscapeRight.
                let p = device.portraitSize
                let expected: Rect =
                    switch o {
                    case .portrait: rect
                    case .landscapeLeft:
                        Rect(x: p.height - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width)
                    case .landscapeRight:
                        Rect(x: rect.y, y: p.width - rect.x - rect.width, width: rect.height, height: rect.width)
                    }
                out[at + "sensorHousing.x"] = expected.x
                out[at + "sensorHousing.y"] = expected.y
                out[at + "sensorHousing.width"] = expected.width
                out[at + "sensorHousing.height"] = expected.height
            }
            if o == .portrait, device.homeIndicator.present != false {
                out[at + "homeIndicator.width"] = device.homeIndicator.size?.width
                out[at + "homeIndicator.height"] = device.homeIndicator.size?.height
                out[at + "homeIndicator.bottomOffset"] = device.homeIndicator.bottomOffset
            }
            if let bar = device.statusBar?.first {
                out[at + "statusBar.height"] = o.isLandscape ? bar.landscape : bar.portrait
            }
            if let keyboard = device.keyboard?.first {
                let heights = o.isLandscape ? keyboard.landscape : keyboard.portrait
                out[at + "keyboard.height"] = heights?.height
                out[at + "keyboard.predictiveBar"] = heights?.predictiveBar
            }
            if let zoom = device.displayZoom {
                let zoomed = o.size(forPortrait: zoom.value)
                out[at + "displayZoom.width"] = zoomed.width
                out[at + "displayZoom.height"] = zoomed.height
                out[at + "displayZoom.scale"] = zoom.scale
                out[at + "displayZoom.nativeScale"] = zoom.nativeScale
            }
        }
        return out
    }

    @Test(arguments: DeviceTokensAnswers.DimensionForm.allCases)
    func everyLeafOfEveryModelIsATokenWithValueAndType(form: DeviceTokensAnswers.DimensionForm) throws {
        #expect(Self.devices.count > 100)
        for device in Self.devices {
            let walk = try Self.walk([device], form)
            #expect(walk.problems.isEmpty, "\(device.id): \(walk.problems.prefix(5))")
            #expect(walk.forms == [form.rawValue], "\(device.id)")
            #expect(!walk.tokens.isEmpty, "\(device.id)")
        }
    }

    /// Each token is the catalog's figure, and the tokens are exactly the figures it gives (so an unknown figure
    /// written as 0, a landscape Dynamic Island on the wrong side or a figure of another orientation all fail).
    @Test func everyTokenIsTheCatalogsFigureAndNoneIsMissingOrInvented() throws {
        for device in Self.devices {
            let tokens = try Self.walk([device], .object).tokens
            let expected = Self.expected(device)
            let extra: [String] = Set(tokens.keys).subtracting(expected.keys).sorted()
            let missing: [String] = Set(expected.keys).subtracting(tokens.keys).sorted()
            #expect(extra.isEmpty && missing.isEmpty, "\(device.id): extra \(extra), missing \(missing)")
            for (path, value) in expected {
                let got: Double? = tokens[path]
                #expect(Approximate.equal(got, value), "\(path): \(String(describing: got)) ≠ \(value)")
            }
        }
    }

    /// Every token's `$type` is the type of its figure (DTCG §8): the scales (`screen.scale`, `screen.nativeScale`
    /// and Display Zoom's) are plain numbers (§8.7), every other figure is points, a `dimension` (§8.2); in both
    /// forms. The types are written out here by figure name, not read from the answers' sections.
    @Test(arguments: DeviceTokensAnswers.DimensionForm.allCases)
    func everyTokensTypeIsItsFiguresType(form: DeviceTokensAnswers.DimensionForm) throws {
        let numbers: Set<String> = [
            "screen.scale", "screen.nativeScale", "displayZoom.scale", "displayZoom.nativeScale",
        ]
        var counted = ["number": 0, "dimension": 0]
        for device in Self.devices {
            let walk = try Self.walk([device], form)
            #expect(Set(walk.types.keys) == Set(walk.tokens.keys), "\(device.id): a token without a $type")
            for (path, type) in walk.types {
                let figure = path.split(separator: ".").suffix(2).joined(separator: ".")
                let expected = numbers.contains(figure) ? "number" : "dimension"
                #expect(type == expected, "\(path): $type \(type), expected \(expected)")
                counted[type, default: 0] += 1
            }
        }
        #expect(counted["number"]! > 100 && counted["dimension"]! > 1000, "\(counted)")
    }

    /// A figure no source gives is named in its group's `unknown`, never written: status bar and keyboard where the
    /// catalog has none, and each model's own gaps (insets, corner radius, a notch without a size).
    @Test func unknownFiguresAreNamedNotZero() throws {
        var withoutInsets = 0, unsizedHousings = 0, withoutBars = 0
        for device in Self.devices {
            let walk = try Self.walk([device], .string)
            for name in device.orientations {
                let at = "\(device.id)\(device.display.map { "-" + $0 } ?? "").\(name)."
                let orientation = InterfaceOrientation(name: name) ?? .portrait
                if device.statusBar(os: nil)?.height(orientation) == nil {
                    withoutBars += 1
                    #expect(walk.unknown[at + "statusBar"] == ["height"], "\(at)")
                }
                if device.keyboard == nil {
                    #expect(walk.unknown[at + "keyboard"] == ["height", "predictiveBar"], "\(at)")
                }
                if device.safeArea == nil {
                    withoutInsets += 1
                    #expect(walk.unknown[at + "safeArea"] == ["top", "left", "bottom", "right"], "\(at)")
                }
                if device.displayCornerRadius.value == nil { #expect(walk.unknown[at + "cornerRadius"] == ["display"]) }
                if device.sensorHousing.type != "none", device.sensorHousing.rect == nil {
                    unsizedHousings += 1
                    #expect(walk.unknown[at + "sensorHousing"] == ["x", "y", "width", "height"], "\(at)")
                }
            }
        }
        // The catalog still has models without insets (iPhone 17e) and without a status-bar height (some iPads).
        #expect(withoutInsets > 0 && withoutBars > 0, "\(unsizedHousings) unsized housings")
    }

    /// One group per orientation the model takes, named as the catalog names it; both forms hold the same figures.
    @Test func groupsPerOrientationAndBothFormsAgree() throws {
        let tv = try #require(Self.devices.first { $0.idiom == "tv" })
        let phone = try #require(Self.devices.first { $0.id == "iphone-16-pro" })
        let tokens = try Self.walk([tv, phone], .object).tokens
        #expect(tokens.keys.contains { $0.hasPrefix("\(tv.id).landscape.screen.width") })
        #expect(!tokens.keys.contains { $0.hasPrefix("\(tv.id).portrait.") })
        for side in ["portrait", "landscapeLeft", "landscapeRight"] {
            #expect(tokens["iphone-16-pro.\(side).cornerRadius.display"] == 62)
        }
        #expect(tokens["iphone-16-pro.landscapeLeft.screen.width"] == 874)
        #expect(try Self.walk([tv, phone], .string).tokens == tokens)
        let group = DeviceTokensAnswers.document(for: [phone], about: "one", dimensions: .string)
        #expect(group.token(at: "iphone-16-pro.portrait.safeArea.top")?.type == "dimension")
        #expect(group.token(at: "iphone-16-pro.portrait.statusBar.height")?.type == "dimension")
        #expect(tokens["iphone-16-pro.landscapeLeft.keyboard.height"] == 172)
        #expect(tokens["iphone-16-pro.landscapeLeft.keyboard.predictiveBar"] == 37)
    }
}
