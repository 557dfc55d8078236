import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// `POST /swiftui/layout` hosted as `/sizeclass` answers the window: a `sizeClass` view reads the device's size
/// classes (orientation, iPad window), the request's on a bare proposal, never a guess; iPad windows sit at the
/// screen's top-left with the screen's insets on the edges they share with it. The expected windows and classes are
/// the HIG size-class table's and the measured Split View windows' (678 × 1024 regular, 375 × 1024 compact for a
/// 12.9-inch iPad Pro in landscape), the insets the catalog's (24 top, 20 bottom on that iPad; 62 leading and
/// trailing, 20 bottom on an iPhone 16 Pro in landscape).
struct SwiftUILayoutHostingTests {
    let service = buildService(configuration: ServerConfiguration())

    static let branch =
        #"{"type":"sizeClass","compact":{"type":"Color","id":"compact"},"regular":{"type":"Color","id":"regular"}}"#

    /// The root's id and frame (x, y, width, height), or the problem's status and fields.
    func root(_ members: String, view: String = branch) -> (id: String, frame: [Double])? {
        let response = service.respond(to: post("/swiftui/layout", "{" + members + #","view":"# + view + "}"))
        guard response.status == 200 else { return nil }
        let node = (json(response)["nodes"] as? [[String: Any]])?.first ?? [:]
        let frame = node["frame"] as? [String: Double] ?? [:]
        return (node["id"] as? String ?? "?", ["x", "y", "width", "height"].map { frame[$0] ?? -1 })
    }

    func refusal(_ members: String, view: String = branch) -> (status: Int, fields: [String]) {
        let response = service.respond(to: post("/swiftui/layout", "{" + members + #","view":"# + view + "}"))
        return (Int(response.status), json(response)["invalidFields"] as? [String] ?? [])
    }

    @Test func aDeviceGivesItsSizeClasses() throws {
        let pad = #""device":"ipad-pro-12-9-inch","orientation":"landscape""#
        let full = try #require(root(pad))
        #expect(full.id == "regular" && full.frame == [0, 24, 1366, 980])
        let phone = try #require(root(#""device":"iphone-16-pro","orientation":"landscape""#))
        #expect(phone.id == "compact" && phone.frame == [62, 20, 750, 362])
        // A Max phone is regular wide in landscape (the HIG table).
        #expect(root(#""device":"iphone-16-pro-max","orientation":"landscape""#)?.id == "regular")
        #expect(root(#""device":"iphone-16-pro-max","orientation":"portrait""#)?.id == "compact")
        // tvOS: /sizeclass's rule, regular × regular.
        #expect(root(#""device":"apple-tv-4k-3rd-generation","region":"window""#)?.id == "regular")
    }

    @Test func anIPadWindowIsSizedAsSizeClassAnswersIt() throws {
        let pad = #""device":"ipad-pro-12-9-inch","orientation":"landscape","multitasking":"#
        let half = try #require(root(pad + #""split-1/2""#))
        #expect(half.id == "regular" && half.frame == [0, 24, 678, 980])
        let third = try #require(root(pad + #""split-1/3""#))
        #expect(third.id == "compact" && third.frame == [0, 24, 375, 980])
        #expect(root(pad + #""full""#)?.frame == [0, 24, 1366, 980])
        // An iPadOS 26 window 600 × 800 in a 1032 × 1376 portrait screen: the top inset kept, the bottom one inside.
        let sized = try #require(root(#""device":"ipad-pro-13-inch-m5","window":"600x800""#))
        #expect(sized.id == "compact" && sized.frame == [0, 24, 600, 776])
        #expect(
            root(#""device":"ipad-pro-13-inch-m5","window":"600x800","region":"window""#)?.frame == [0, 0, 600, 800])
    }

    @Test func theSheetHostsAWindowAsLayoutDoes() throws {
        let view = #"{"type":"padding","content":{"type":"Color","id":"c"}}"#
        let sheet = json(
            service.respond(
                to: post(
                    "/swiftui/sheet",
                    #"{"devices":["ipad-pro-12-9-inch"],"orientations":["landscape"],"windows":["split-1/2"],"#
                        + #""view":"# + view + "}")))
        let group = try #require((sheet["groups"] as? [[String: Any]])?.first)
        let alone = json(
            service.respond(
                to: post(
                    "/swiftui/layout",
                    #"{"device":"ipad-pro-12-9-inch","orientation":"landscape","multitasking":"split-1/2","view":"#
                        + view + "}")))
        #expect(NSDictionary(dictionary: group["layout"] as? [String: Any] ?? [:]) == NSDictionary(dictionary: alone))
        #expect(
            root(#""device":"ipad-pro-12-9-inch","orientation":"landscape","multitasking":"split-1/2""#, view: view)?
                .frame == [0, 24, 678, 980])
    }

    @Test func aBareProposalReadsTheRequestsClasses() throws {
        let proposal = #""proposal":{"width":10,"height":10}"#
        #expect(refusal(proposal).status == 422 && refusal(proposal).fields == ["horizontalSizeClass"])
        #expect(root(proposal + #","horizontalSizeClass":"regular""#)?.id == "regular")
        #expect(root(proposal + #","horizontalSizeClass":"compact""#)?.id == "compact")
        let vertical =
            #"{"type":"sizeClass","axis":"vertical","compact":{"type":"Color","id":"compact"},"#
            + #""regular":{"type":"Color","id":"regular"}}"#
        #expect(
            refusal(proposal + #","horizontalSizeClass":"regular""#, view: vertical).fields == ["verticalSizeClass"])
        #expect(root(proposal + #","verticalSizeClass":"regular""#, view: vertical)?.id == "regular")
        // A tree without a sizeClass needs neither.
        #expect(root(proposal, view: #"{"type":"Color","id":"c"}"#)?.frame == [0, 0, 10, 10])
    }

    /// A window the size of the screen fits it (in either orientation), a point more does not; an iPad whose newest
    /// OS is iPadOS 18 has no sized windows.
    @Test func aWindowAsLargeAsTheScreenFits() throws {
        let pad = #""device":"ipad-pro-13-inch-m5","region":"window","#
        let whole = try #require(root(pad + #""window":"1032x1376""#))
        #expect(whole.id == "regular" && whole.frame == [0, 0, 1032, 1376])
        #expect(root(pad + #""orientation":"landscape","window":"1376x1032""#)?.frame == [0, 0, 1376, 1032])
        #expect(refusal(pad + #""window":"1033x1376""#).fields == ["window"])
        #expect(refusal(pad + #""window":"1032x1377""#).fields == ["window"])
        #expect(refusal(pad + #""window":"1376x1032""#).fields == ["window"])
        #expect(refusal(#""device":"ipad-7th-generation","window":"300x300""#).fields == ["window"])
    }

    @Test func whatCannotBeHostedIsNamed() {
        // watchOS has no size classes: a sizeClass on a watch is refused, a tree without one is laid out.
        let watch = #""device":"apple-watch-series-10-46mm","region":"window""#
        #expect(refusal(watch).status == 422 && refusal(watch).fields == ["device"])
        #expect(root(watch, view: #"{"type":"Color"}"#)?.frame == [0, 0, 208, 248])
        #expect(refusal(#""device":"iphone-16-pro","multitasking":"split-1/2""#).fields == ["multitasking"])
        #expect(refusal(#""device":"iphone-16-pro","window":"300x300""#).fields == ["window"])
        #expect(refusal(#""device":"iphone-16-pro","horizontalSizeClass":"regular""#).fields == ["horizontalSizeClass"])
        #expect(refusal(#""proposal":{"width":1},"multitasking":"split-1/2""#).fields == ["multitasking"])
        #expect(refusal(#""device":"ipad-pro-12-9-inch","window":"2000x100""#).fields == ["window"])
        #expect(
            refusal(#""device":"ipad-pro-12-9-inch","window":"600x800","multitasking":"split-1/2""#).fields
                == ["multitasking"])
    }
}
