public import LayoutGeometry

/// One device of the catalog (`data/devices.json`), as served by `/devices/{id}`.
///
/// Every figure carries the codes of its `sources` (described in the catalog's `sources` table); where sources
/// disagree the chosen value is kept and the others are listed in `alternatives`.
public struct Device: Sendable, Codable {
    /// Stable id: the lower-case slug of the HIG name, e.g. `iphone-14-pro`.
    public var id: String
    /// The name as the HIG prints it.
    public var name: String
    /// `iPhone`, `iPad`, `iPod touch`, `Apple Watch`, `Apple TV`, `Apple Vision Pro`.
    public var family: String
    /// `phone`, `pad`, `watch`, `tv`, `vision`.
    public var idiom: String
    /// Hardware model identifiers (`iPhone15,2`), all of which look the device up.
    public var identifiers: [String]
    /// Marketing model names covered by this entry (DeviceKit's).
    public var models: [String]
    /// Orientations the device's interface takes.
    public var orientations: [String]
    /// Screen size in points as the device is normally held (portrait for iPhone, iPad and Watch).
    public var screen: Figure<Size>
    /// `UIScreen.scale`.
    public var scale: Double?
    /// `UIScreen.nativeScale` where it differs from `scale` (Plus phones).
    public var nativeScale: Double?
    /// Panel pixels.
    public var pixels: Size?
    /// Full-screen size classes.
    public var sizeClasses: DeviceSizeClasses?
    /// Safe-area insets per orientation.
    public var safeArea: DeviceSafeArea?
    /// `UIScreen._displayCornerRadius` in points (0 for square corners).
    public var displayCornerRadius: Figure<Double>
    /// Notch or Dynamic Island.
    public var sensorHousing: SensorHousing
    /// The home indicator.
    public var homeIndicator: HomeIndicator
    /// DeviceKit capability flags.
    public var features: [String: JSONValue]
    /// Decisions and caveats for this entry.
    public var notes: [String]
    /// Descriptions of the source codes used by this entry (added when served).
    public var sourceDescriptions: [String: String]?

    /// The portrait (or natural) screen size.
    public var portraitSize: Size { screen.value }

    /// The window in an orientation.
    public func windowSize(_ orientation: InterfaceOrientation) -> Size {
        idiom == "phone" || idiom == "pad" ? orientation.size(forPortrait: portraitSize) : portraitSize
    }

    /// Safe-area insets in an orientation (`nil` when the catalog has none).
    public func safeAreaInsets(_ orientation: InterfaceOrientation) -> EdgeInsets? {
        orientation.isLandscape ? safeArea?.landscape : safeArea?.portrait
    }

    /// The visible display shape in an orientation.
    public func displayShape(_ orientation: InterfaceOrientation) -> DisplayShape {
        if idiom == "phone" || idiom == "pad" {
            return DisplayShape(portrait: portraitSize, cornerRadius: displayCornerRadius.value, sensorHousing: sensorHousing.rect, orientation: orientation)
        }
        return DisplayShape(size: portraitSize, cornerRadius: displayCornerRadius.value)
    }

    /// Whether the device's interface can take this orientation.
    public func supports(_ orientation: InterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: orientations.contains("portrait")
        case .landscapeLeft, .landscapeRight: orientations.contains(orientation.rawValue) || orientations.contains("landscape")
        }
    }
}

/// A value with its provenance.
public struct Figure<Value: Sendable & Codable>: Sendable, Codable {
    public var value: Value
    public var sources: [String]
    public var notes: String?
    public var alternatives: [JSONValue]
    public var confidence: String?
}

public struct DeviceSizeClasses: Sendable, Codable {
    public var portrait: SizeClasses
    public var landscape: SizeClasses
    public var sources: [String]
}

public struct DeviceSafeArea: Sendable, Codable {
    public var portrait: EdgeInsets?
    public var landscape: EdgeInsets?
    public var statusBarHidden: EdgeInsets?
    public var sources: [String]
    public var notes: String?
    public var alternatives: [JSONValue]
}

public struct SensorHousing: Sendable, Codable {
    /// `none`, `notch` or `dynamicIsland`.
    public var type: String
    /// Its rect in portrait points.
    public var rect: Rect?
    public var sources: [String]
    public var confidence: String?
    public var notes: String?
}

public struct HomeIndicator: Sendable, Codable {
    public var present: Bool
    public var size: Size?
    public var bottomOffset: Double?
    public var sources: [String]
    public var notes: String?
}

/// One measured iPad multitasking window.
public struct SplitViewWindow: Sendable, Codable {
    public var portraitScreen: Size
    /// `split-2/3`, `split-1/2`, `split-1/3` or `slide-over`.
    public var multitasking: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The window; `nil` where the configuration does not exist (1/2 split in portrait).
    public var window: Size?
    /// The horizontal class the measurement reported, where it did.
    public var measuredHorizontal: SizeClass?
    public var sources: [String]
}

/// The catalog document.
struct CatalogDocument: Sendable, Codable {
    var generatedBy: String
    var sources: [String: String]
    var devices: [Device]
    var splitView: SplitViewTable

    struct SplitViewTable: Sendable, Codable {
        var notes: String
        var windows: [SplitViewWindow]
    }
}
