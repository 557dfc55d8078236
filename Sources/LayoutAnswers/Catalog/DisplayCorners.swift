public import LayoutGeometry

/// A display whose corners differ, or which has a hinge along one edge: each portrait corner's radius and the hinge's
/// edge, as `displayCorners` in `/devices/{id}` (only on a display whose catalog entry describes them).
///
/// Every radius is in points from its sources, or `null` when no source gives it (the reason is in `notes`), never a
/// neighbouring corner's or display's value. The iPhone Duo's outer display: `8, 59, 59, 8` (top-left, top-right,
/// bottom-right, bottom-left) with the hinge on the left edge, as the simulator's outer display draws it (DUOSIM).
///
/// `duo.displayCorners?.radii(.landscapeRight, portrait: duo.screen)` → `[59, 59, 8, 8]`: turned with the window.
public struct DisplayCorners: Sendable, Codable {
    public var topLeft: Double?
    public var topRight: Double?
    public var bottomRight: Double?
    public var bottomLeft: Double?
    /// The portrait edge the hinge runs along: `left`, `right`, `top`, `bottom`, or `nil` (none, or not an edge).
    public var hingeEdge: String?
    public var sources: [String]
    public var notes: String?

    enum CodingKeys: String, CodingKey {
        case topLeft, topRight, bottomRight, bottomLeft, hingeEdge, sources, notes
    }

    /// Writes every member, `null` where a figure is unknown.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        for (key, value) in [
            (CodingKeys.topLeft, topLeft), (.topRight, topRight), (.bottomRight, bottomRight),
            (.bottomLeft, bottomLeft),
        ] {
            if let value { try c.encode(value, forKey: key) } else { try c.encodeNil(forKey: key) }
        }
        if let hingeEdge { try c.encode(hingeEdge, forKey: .hingeEdge) } else { try c.encodeNil(forKey: .hingeEdge) }
        try c.encode(sources, forKey: .sources)
        if let notes { try c.encode(notes, forKey: .notes) } else { try c.encodeNil(forKey: .notes) }
    }

    /// The radii of the window's corners in an orientation (top-left, top-right, bottom-right, bottom-left), each
    /// portrait corner carried to where the orientation puts it; `nil` when a corner is unknown.
    /// - Parameters:
    ///   - orientation: The interface orientation.
    ///   - portrait: The display's portrait size.
    /// - Returns: e.g. `[8, 59, 59, 8]` for the Duo's outer display in portrait.
    public func radii(_ orientation: InterfaceOrientation, portrait: Size) -> [Double]? {
        guard let topLeft, let topRight, let bottomRight, let bottomLeft else { return nil }
        let window = orientation.size(forPortrait: portrait)
        let corners: [(Point, Double)] = [
            (Point(x: 0, y: 0), topLeft), (Point(x: portrait.width, y: 0), topRight),
            (Point(x: portrait.width, y: portrait.height), bottomRight), (Point(x: 0, y: portrait.height), bottomLeft),
        ]
        var out = [0.0, 0, 0, 0]
        for (point, radius) in corners {
            let p = orientation.rect(Rect(x: point.x, y: point.y, width: 0, height: 0), portrait: portrait)
            let right = p.x >= window.width / 2, bottom = p.y >= window.height / 2
            out[bottom ? (right ? 2 : 3) : (right ? 1 : 0)] = radius
        }
        return out
    }

    /// The window edge the hinge runs along in an orientation (`left`, `right`, `top`, `bottom`), or `nil`.
    public func hinge(_ orientation: InterfaceOrientation, portrait: Size) -> String? {
        guard let hingeEdge else { return nil }
        let window = orientation.size(forPortrait: portrait)
        let middle: Point =
            switch hingeEdge {
            case "left": Point(x: 0, y: portrait.height / 2)
            case "right": Point(x: portrait.width, y: portrait.height / 2)
            case "top": Point(x: portrait.width / 2, y: 0)
            default: Point(x: portrait.width / 2, y: portrait.height)
            }
        // The edge's middle lands on a window edge's middle: the nearest edge, whatever the display's size.
        let p = orientation.rect(Rect(x: middle.x, y: middle.y, width: 0, height: 0), portrait: portrait)
        let distances = [
            ("left", p.x), ("right", window.width - p.x), ("top", p.y), ("bottom", window.height - p.y),
        ]
        return distances.min { abs($0.1) < abs($1.1) }?.0
    }
}
