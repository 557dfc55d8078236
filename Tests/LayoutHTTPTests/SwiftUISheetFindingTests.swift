import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// `squeezed` judged on what a user sees: a view that takes more than it was offered is squeezed only where it
/// spills out of its parent (the root: out of the region it was proposed), never where its container grows to hold
/// it. Widths, insets and scale are the catalog's (data/devices.json): the iPhone 17 Pro 402 pt wide, the iPhone 15
/// 393, the iPhone 12 390 (each a notch or Dynamic Island, no side insets in portrait), the iPhone SE (3rd
/// generation) 375; the HStack's default spacing between two Fixed views is 8 pt.
struct SwiftUISheetFindingTests {
    let service = buildService(configuration: ServerConfiguration())

    /// `HStack { Fixed 200 × 44; Fixed 180 × 44 }`: 388 pt wide.
    static let twoButtons =
        #"{"type":"HStack","children":[{"type":"Fixed","width":200,"height":44},"#
        + #"{"type":"Fixed","width":180,"height":44}]}"#

    func groups(_ body: String) throws -> [[String: Any]] {
        let response = service.respond(to: post("/swiftui/sheet", body))
        #expect(response.status == 200, "\(response.bodyText.prefix(400))")
        return try #require(json(response)["groups"] as? [[String: Any]])
    }

    /// The group's findings as `kind path edges` lines.
    static func findings(_ group: [String: Any]) -> [String] {
        (group["findings"] as? [[String: Any]] ?? []).map {
            "\($0["kind"] as? String ?? "?") \($0["path"] as? String ?? "?") "
                + ($0["edges"] as? [String] ?? []).joined(separator: ",")
        }
    }

    static func node(_ group: [String: Any], _ path: String) -> [String: Any] {
        let nodes = (group["layout"] as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
        return nodes.first { $0["path"] as? String == path } ?? [:]
    }

    /// Must not fire: on the 402-, 393- and 390-pt iPhones the stack offers its first child half of what is left
    /// after the spacing ((402 − 8) / 2 = 197, 192.5, 191), the rigid child takes 200 anyway, and the stack, 388 pt,
    /// fits and is centred (x 7, 2.5, 1): nothing is clipped or moved, so nothing is found.
    @Test func aRigidChildItsStackHoldsIsNotSqueezed() throws {
        let body =
            #"{"devices":["iphone-17-pro","iphone-15","iphone-12"],"orientations":["portrait"],"view":"#
            + Self.twoButtons + "}"
        let found = try groups(body)
        #expect(found.count == 3)
        let expected: [(width: Double, offered: Double, x: Double)] = [(402, 197, 7), (393, 192.5, 2.5), (390, 191, 1)]
        for (group, (width, offered, x)) in zip(found, expected) {
            #expect(number(group, "window", "width") == width)
            #expect(Self.findings(group).isEmpty, "\(width) pt: \(Self.findings(group))")
            let stack = Self.node(group, "0"), first = Self.node(group, "0.0")
            #expect(number(stack, "frame", "x") == x && number(stack, "frame", "width") == 388, "\(stack)")
            #expect(number(first, "proposal", "width") == offered, "\(first)")
            #expect(number(first, "frame", "width") == 200, "\(first)")
        }
    }

    /// Must fire: on the 375-pt iPhone SE the 388-pt stack, proposed 375, reaches 6.5 pt past the safe area on each
    /// side: the stack is squeezed; its children, each within it, are not (they are outside the screen, as it is).
    @Test func aStackWiderThanTheScreenIsSqueezed() throws {
        let found = try groups(
            #"{"devices":["iphone-se-3rd-generation"],"orientations":["portrait"],"view":"# + Self.twoButtons + "}")
        let group = try #require(found.first)
        #expect(number(group, "window", "width") == 375)
        #expect(number(Self.node(group, "0"), "frame", "x") == -6.5)
        #expect(
            Self.findings(group) == [
                "outsideScreen 0 leading,trailing", "squeezed 0 horizontal", "outsideScreen 0.0 leading",
                "outsideScreen 0.1 trailing",
            ])
    }

    /// Must fire: `Fixed(200, 44).frame(width: 100)` on the iPhone 17 Pro: the frame, 100 pt, fits the screen; the
    /// view, offered 100, keeps its 200 and spills 50 pt out of each side of the frame. A background larger than
    /// its view (proposed the view's 10 × 10, it takes 20 × 20) is squeezed on both axes.
    @Test func aViewSpillingOutOfItsFrameIsSqueezed() throws {
        let framed = try groups(
            #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"view":{"type":"frame","width":100,"#
                + #""content":{"type":"Fixed","width":200,"height":44}}}"#)
        let group = try #require(framed.first)
        #expect(number(Self.node(group, "0.0"), "frame", "x") == 101)  // (402 − 200) / 2
        #expect(Self.findings(group) == ["squeezed 0.0 horizontal"])
        let backed = try groups(
            #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"view":{"type":"background","#
                + #""content":{"type":"Fixed","width":10,"height":10},"#
                + #""secondary":{"type":"Fixed","width":20,"height":20}}}"#)
        #expect(try Self.findings(#require(backed.first)) == ["squeezed 0.1 horizontal,vertical"])
    }

    /// Must not fire: a view an `offset` or an alignment guide moves outside its parent, the size it was offered,
    /// only lies elsewhere (the field guide's badge on a button's top trailing corner, 10 pt past the overlay). A
    /// 200-pt view offset by 30 in a 100-pt frame is squeezed once, as the offset (its slot, −50…150, spills out of
    /// the frame), not again as the content the offset moves to −20…180.
    @Test func aViewMovedOutsideItsParentIsNotSqueezed() throws {
        func offset(_ width: Int) throws -> [String] {
            let found = try groups(
                #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"view":{"type":"frame","width":100,"#
                    + #""height":44,"content":{"type":"offset","x":\#(width == 100 ? 80 : 30),"y":0,"#
                    + #""content":{"type":"Fixed","width":\#(width),"height":44}}}}"#)
            return try Self.findings(#require(found.first))
        }
        #expect(try offset(100).isEmpty)
        #expect(try offset(200) == ["squeezed 0.0 horizontal"])
        let badge = try groups(
            #"{"devices":["iphone-17-pro"],"orientations":["portrait"],"view":{"type":"overlay","#
                + #""alignment":"topTrailing","content":{"type":"Fixed","width":120,"height":50},"#
                + #""secondary":{"type":"alignmentGuide","alignment":"top","value":{"fraction":0.5,"of":"height"},"#
                + #""content":{"type":"alignmentGuide","alignment":"trailing","#
                + #""value":{"fraction":0.5,"of":"width"},"content":{"type":"Fixed","width":20,"height":20}}}}}"#)
        let group = try #require(badge.first)
        #expect(number(Self.node(group, "0.1"), "frame", "y") == number(Self.node(group, "0"), "frame", "y")! - 10)
        #expect(Self.findings(group).isEmpty)
    }
}
