import LayoutGeometry
import Testing

@testable import LayoutAnswers

/// A display's four corner radii and its hinge edge turned with the window (``DisplayCorners``), and the outline
/// drawn from four radii (``SVGDocument/path(_:radii:)``). Expected values by hand from UIKit's interface
/// orientations: landscapeLeft turns the portrait window clockwise (its top edge becomes the right edge),
/// landscapeRight counter-clockwise (its top edge becomes the left edge). A 100 × 200 pt display with a different
/// radius at each corner (1, 2, 3, 4 from the top-left, clockwise) tells every corner apart.
struct DisplayCornersTests {
    static let portrait = Size(width: 100, height: 200)

    static func corners(_ radii: [Double?], hinge: String? = nil) -> DisplayCorners {
        DisplayCorners(
            topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3], hingeEdge: hinge,
            sources: ["TEST"], notes: nil)
    }

    @Test(arguments: [
        (InterfaceOrientation.portrait, [1.0, 2, 3, 4]),
        // clockwise: the portrait bottom-left corner is the window's top-left
        (.landscapeLeft, [4, 1, 2, 3]),
        // counter-clockwise: the portrait top-right corner is the window's top-left
        (.landscapeRight, [2, 3, 4, 1]),
    ])
    func eachCornerTurnsWithTheWindow(orientation: InterfaceOrientation, radii: [Double]) {
        #expect(Self.corners([1, 2, 3, 4]).radii(orientation, portrait: Self.portrait) == radii)
    }

    /// One unknown corner leaves the whole set unknown: no neighbouring corner's radius stands in for it.
    @Test(arguments: 0..<4)
    func anUnknownCornerMakesNoRadii(unknown: Int) {
        var radii: [Double?] = [1, 2, 3, 4]
        radii[unknown] = nil
        for orientation in InterfaceOrientation.allCases {
            #expect(Self.corners(radii).radii(orientation, portrait: Self.portrait) == nil, "\(orientation)")
        }
    }

    /// The hinge's portrait edge, and the window edge it runs along in portrait, landscapeLeft and landscapeRight,
    /// on the 100 × 200 pt display and on displays of a point or less a side (a custom devices file can give one).
    @Test(arguments: [
        ("left", ["left", "top", "bottom"]),
        ("right", ["right", "bottom", "top"]),
        ("top", ["top", "right", "left"]),
        ("bottom", ["bottom", "left", "right"]),
    ])
    func theHingeEdgeTurnsWithTheWindow(edge: String, edges: [String]) {
        let corners = Self.corners([1, 2, 3, 4], hinge: edge)
        for portrait in [Self.portrait, Size(width: 1, height: 1), Size(width: 0.8, height: 0.6)] {
            let turned = [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight].map {
                corners.hinge($0, portrait: portrait)
            }
            #expect(turned == edges, "\(portrait)")
        }
    }

    @Test func noHingeEdgeIsNoHinge() {
        for orientation in InterfaceOrientation.allCases {
            #expect(Self.corners([1, 2, 3, 4]).hinge(orientation, portrait: Self.portrait) == nil)
        }
    }

    /// Each corner's arc has its own radius: the outline worked out by hand for a rect at (10, 20), 100 × 50 pt.
    @Test func theOutlineGivesEachCornerItsRadius() {
        let path = SVGDocument.path(Rect(x: 10, y: 20, width: 100, height: 50), radii: [1, 2, 3, 4])
        #expect(
            path == "M 11 20 H 108 A 2 2 0 0 1 110 22 V 67 A 3 3 0 0 1 107 70 H 14 A 4 4 0 0 1 10 66 V 21 "
                + "A 1 1 0 0 1 11 20 Z")
    }
}
