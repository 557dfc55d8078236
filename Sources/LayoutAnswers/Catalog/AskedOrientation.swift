public import LayoutGeometry

/// An orientation as the client wrote it and the interface orientation it stands for.
///
/// `AskedOrientation.default(for: appleTV).asked` → `"landscape"` (a TV has no portrait interface)
public struct AskedOrientation: Hashable, Sendable {
    public init(asked: String, interface: InterfaceOrientation) {
        self.asked = asked
        self.interface = interface
    }

    /// `portrait`, `landscape`, `landscapeLeft` or `landscapeRight`, echoed in answers.
    public var asked: String
    /// The `UIInterfaceOrientation` used.
    public var interface: InterfaceOrientation

    /// The default for a device: portrait where it has one, else its landscape interface.
    public static func `default`(for device: Device) -> AskedOrientation {
        device.supports(.portrait)
            ? AskedOrientation(asked: "portrait", interface: .portrait)
            : AskedOrientation(asked: "landscape", interface: .landscapeLeft)
    }
}
