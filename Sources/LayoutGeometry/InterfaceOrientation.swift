/// The interface orientation (`UIInterfaceOrientation`), which decides where the sensor housing ends up.
///
/// `landscapeLeft` has the Home button (the device's bottom) on the left, so the top edge with the sensor housing
/// is on the right; `landscapeRight` is the opposite.
public enum InterfaceOrientation: String, Sendable, Hashable, Codable, CaseIterable {
    case portrait, landscapeLeft, landscapeRight

    /// Looks an orientation up by name; `landscape` means `landscapeLeft`.
    public init?(name: String) {
        if name == "landscape" { self = .landscapeLeft } else { self.init(rawValue: name) }
    }

    public var isLandscape: Bool { self != .portrait }

    /// A portrait screen size as seen in this orientation.
    public func size(forPortrait portrait: Size) -> Size { isLandscape ? portrait.transposed : portrait }

    /// A rect given in portrait screen coordinates, in this orientation's window coordinates.
    /// - Parameters:
    ///   - rect: The rect in portrait points (e.g. the Dynamic Island).
    ///   - portrait: The portrait screen size.
    ///
    /// `InterfaceOrientation.landscapeLeft.rect(Rect(x: 133.5, y: 11, width: 126, height: 37), portrait: Size(width:
    /// 393, height: 852))` → `(804, 133.5, 37, 126)`: the island sits at the right edge.
    public func rect(_ rect: Rect, portrait: Size) -> Rect {
        switch self {
        case .portrait:
            rect
        case .landscapeLeft:  // rotated clockwise: portrait top → right edge
            Rect(x: portrait.height - rect.maxY, y: rect.x, width: rect.height, height: rect.width)
        case .landscapeRight:  // rotated counter-clockwise: portrait top → left edge
            Rect(x: rect.y, y: portrait.width - rect.maxX, width: rect.height, height: rect.width)
        }
    }
}
