public import LayoutGeometry

/// One display of a model with more than one (the iPhone Duo: `outer` when folded, `inner` when open), as listed
/// in `/devices/{id}`'s `displays` and chosen with `display=` on `/devices/{id}`, `/fit` and `/sizeclass`.
///
/// Each display carries its own figures with their sources — geometry, size classes, safe areas, corner radius,
/// sensor housing, keyboard and status bar — never another display's or an iPhone rule: where no source gives one
/// it is `null` with the reason, as for a model. The model's own top-level figures are its default display's.
///
/// `try catalog.lookup("iphone-duo", display: "inner").screen` → 669 × 951 (the simulator profile's inner display);
/// `try catalog.lookup("iphone-16-pro", display: "inner")` throws a 422 naming the models that have displays.
public struct DeviceDisplay: Sendable, Codable {
    /// `outer`, `inner`.
    public var id: String
    /// What the display is, e.g. `outer display (folded)`.
    public var name: String
    /// Whether the model's top-level figures are this display's (the display answered when none is asked).
    public var isDefault: Bool
    public var orientations: [String]
    /// Points as the display is normally held (portrait).
    public var screen: Size
    public var screenProvenance: Provenance
    public var scale: Double?
    public var nativeScale: Double?
    public var pixels: Size?
    public var sizeClasses: DeviceSizeClasses?
    public var safeArea: DeviceSafeArea?
    public var safeAreas: [DeviceSafeArea]
    public var displayCornerRadius: Figure<Double?>
    public var displayCorners: DisplayCorners?
    public var sensorHousing: SensorHousing
    public var homeIndicator: HomeIndicator
    public var keyboard: [DeviceKeyboard]?
    public var statusBar: [DeviceStatusBar]?
    public var notes: [String]

    public enum CodingKeys: String, CodingKey {
        case id, name, isDefault = "default", orientations, screen, screenProvenance, scale, nativeScale, pixels
        case sizeClasses, safeArea = "safeAreaInsets", safeAreas = "safeAreaInsetsByOS", displayCornerRadius
        case displayCorners, sensorHousing, homeIndicator, keyboard, statusBar, notes
    }
}

extension Device {
    /// This model with one of its displays' figures in place of the default display's, `display` naming it.
    /// - Parameter name: A display id of the model (`outer`, `inner`), case-insensitive.
    /// - Throws: ``AnswerError`` `.unprocessable` (field `display`) when the model has no such display, naming the
    ///   ones it has (or saying it has one).
    ///
    /// `try duo.onDisplay("inner").sizeClasses?.portrait` → regular × regular (sourced; not the iPhone rule).
    public func onDisplay(_ name: String) throws(AnswerError) -> Device {
        let key = ByteText.asciiLowercased(name)
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        guard let displays, !displays.isEmpty else {
            throw AnswerError.unprocessable(
                "display",
                "\(self.name) has one display, so display= does not apply (got \"\(shown)\"); it chooses a display of "
                    + "a model with more than one, such as iphone-duo (outer, inner).")
        }
        guard let chosen = displays.first(where: { $0.id == key }) else {
            throw AnswerError.unprocessable(
                "display",
                "\(self.name) has no display \"\(shown)\"; its displays are "
                    + "\(displays.map(\.id).joined(separator: ", ")).")
        }
        var copy = self
        copy.display = chosen.id
        copy.orientations = chosen.orientations
        copy.screen = chosen.screen
        copy.screenProvenance = chosen.screenProvenance
        copy.scale = chosen.scale
        copy.nativeScale = chosen.nativeScale
        copy.pixels = chosen.pixels
        copy.sizeClasses = chosen.sizeClasses
        copy.safeArea = chosen.safeArea
        copy.safeAreas = chosen.safeAreas
        copy.displayCornerRadius = chosen.displayCornerRadius
        copy.displayCorners = chosen.displayCorners
        copy.sensorHousing = chosen.sensorHousing
        copy.homeIndicator = chosen.homeIndicator
        copy.keyboard = chosen.keyboard
        copy.statusBar = chosen.statusBar
        copy.displayZoom = nil
        copy.notes = chosen.notes + notes
        return copy
    }
}

extension Device {
    /// The name a file gives this model on the display it answers: its id, and on a model with more than one display
    /// the id and the display (`iphone-duo-inner`), so two displays never share a CSS class or a token group.
    ///
    /// `iphone16Pro.displayKey` → `"iphone-16-pro"`; `try duo.onDisplay("inner").displayKey` → `"iphone-duo-inner"`.
    public var displayKey: String { display.map { "\(id)-\($0)" } ?? id }

    /// The model's name with the display it answers, for titles and comments: `iPhone Duo (inner display)`; a
    /// one-display model's name alone (`iPhone 16 Pro`), so its files and pictures carry no display name.
    public var displayTitle: String { display.map { "\(name) (\($0) display)" } ?? name }

    /// The model on each of its displays in the catalog's order (`outer`, `inner` for the iPhone Duo), or the model
    /// alone when it has one: what a family's CSS or tokens file lists.
    ///
    /// `duo.everyDisplay.map(\.displayKey)` → `["iphone-duo-outer", "iphone-duo-inner"]`.
    public var everyDisplay: [Device] {
        guard let displays, !displays.isEmpty else { return [self] }
        return displays.compactMap { try? onDisplay($0.id) }
    }
}

extension DeviceCatalog {
    /// The model a client named, on the display it named (`nil`: the model's default display).
    /// - Parameters:
    ///   - name: An id, name, hardware identifier or group, as for ``lookup(_:field:)``.
    ///   - field: The request field the name came from.
    ///   - display: A display id of the model (`outer`, `inner`), or `nil`.
    /// - Throws: ``AnswerError`` `.notFound` for an unknown model, `.unprocessable` for a display it lacks.
    ///
    /// `try catalog.lookup("iPhone19,4", display: "inner").sizeClasses?.landscape` → regular × regular, as the Duo's
    /// inner display reports them (DUOFLUTTER, DUOFACTS).
    public func lookup(_ name: String, field: String? = nil, display: String?) throws(AnswerError) -> Device {
        let device = try lookup(name, field: field)
        guard let display else { return device }
        return try device.onDisplay(display)
    }
}
