import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
import LayoutHTTPCore

/// A model with two displays: the CSS and design-token files answer each display of the iPhone Duo under its own name
/// (`iphone-duo-outer`, `iphone-duo-inner`), and `display=` on the model's routes answers one. Every expected value is
/// a literal from data/devices.json (`data/sources.json`): DUOSIM's simulator profile (outer 466 × 678 pt, inner
/// 669 × 951 pt, both @3x) and its measured insets (outer 0 / 0 / 84 / 34 left / top / right / bottom in both
/// orientations; inner tall pose 0 / 82 / 0 / 34, wide pose 0 / 0 / 84 / 34). No source gives either display's corner
/// radius or status-bar height, so each is a comment, never a value.
struct DisplayFilesTests {
    let service = buildService(configuration: ServerConfiguration())

    static let innerPortrait = """
        @media (width: 669px) and (height: 951px) {
          :root.layoutd-mockup, :root.layoutd-iphone-duo-inner {
            --layoutd-device: "iphone-duo";
            --layoutd-display: "inner";
            --layoutd-safe-area-top: 82px;
            --layoutd-safe-area-left: 0px;
            --layoutd-safe-area-bottom: 34px;
            --layoutd-safe-area-right: 0px;
            /* no source gives --layoutd-display-corner-radius in portrait */
            /* no source gives --layoutd-status-bar-height in portrait */
          }
        }
        :root.layoutd-iphone-duo-inner.layoutd-portrait {
          --layoutd-device: "iphone-duo";
          --layoutd-display: "inner";
          --layoutd-safe-area-top: 82px;
          --layoutd-safe-area-left: 0px;
          --layoutd-safe-area-bottom: 34px;
          --layoutd-safe-area-right: 0px;
          /* no source gives --layoutd-display-corner-radius in portrait */
          /* no source gives --layoutd-status-bar-height in portrait */
        }
        @supports not (-webkit-touch-callout: none) {
          @media (device-width: 669px) and (device-height: 951px) and (-webkit-device-pixel-ratio: 3) \
        and (orientation: portrait) {
            :root.layoutd-emulated {
              --layoutd-device: "iphone-duo";
              --layoutd-display: "inner";
              --layoutd-safe-area-top: 82px;
              --layoutd-safe-area-left: 0px;
              --layoutd-safe-area-bottom: 34px;
              --layoutd-safe-area-right: 0px;
              /* no source gives --layoutd-display-corner-radius in portrait */
              /* no source gives --layoutd-status-bar-height in portrait */
            }
          }
        }

        """

    @Test func theCSSOfOneDisplay() {
        let response = service.respond(to: get("/devices/iphone-duo/css?display=inner"))
        #expect(response.status == 200)
        let css = response.bodyText
        #expect(css.contains("\n/* iPhone Duo (inner display), portrait: 669 × 951 pt @3x */\n" + Self.innerPortrait))
        #expect(css.contains("for iPhone Duo (inner display) (iphone-duo-inner)."))
        #expect(!css.contains("466px") && !css.contains("layoutd-iphone-duo-outer"))
        let landscape = css.components(separatedBy: ":root.layoutd-iphone-duo-inner.layoutd-landscape {\n").last ?? ""
        #expect(
            landscape.hasPrefix(
                "  --layoutd-device: \"iphone-duo\";\n  --layoutd-display: \"inner\";\n"
                    + "  --layoutd-safe-area-top: 0px;\n  --layoutd-safe-area-left: 0px;\n"
                    + "  --layoutd-safe-area-bottom: 34px;\n  --layoutd-safe-area-right: 84px;\n"))
        #expect(css.components(separatedBy: "@media").count == 5, "portrait and landscape, a frame and a device query")
    }

    @Test func theModelsCSSAndTheFamilyFileHoldBothDisplays() {
        let model = service.respond(to: get("/devices/iphone-duo/css")).bodyText
        #expect(model.contains(Self.innerPortrait))
        #expect(
            model.contains(
                ":root.layoutd-mockup, :root.layoutd-iphone-duo-outer {\n"
                    + "    --layoutd-device: \"iphone-duo\";\n    --layoutd-display: \"outer\";\n"
                    + "    --layoutd-safe-area-top: 0px;\n    --layoutd-safe-area-left: 0px;\n"
                    + "    --layoutd-safe-area-bottom: 34px;\n    --layoutd-safe-area-right: 84px;\n"))
        #expect(model.components(separatedBy: "@media").count == 9, "two displays, two orientations, two queries each")
        #expect(
            service.respond(to: get("/devices/iphone-duo/css?display=outer")).bodyText.contains(
                "(device-width: 466px) and (device-height: 678px) and (-webkit-device-pixel-ratio: 3)"))
        for path in ["/devices.css?family=iphone", "/devices.css"] {
            let css = service.respond(to: get(path)).bodyText
            #expect(
                css.contains(
                    ":root.layoutd-iphone-duo-inner {\n    --layoutd-device: \"iphone-duo\";\n"
                        + "    --layoutd-display: \"inner\";\n    --layoutd-safe-area-top: 82px;\n"), "\(path)")
            #expect(
                css.contains(
                    ":root.layoutd-iphone-duo-outer {\n    --layoutd-device: \"iphone-duo\";\n"
                        + "    --layoutd-display: \"outer\";\n    --layoutd-safe-area-top: 0px;\n"), "\(path)")
            #expect(!css.contains(":root.layoutd-iphone-duo {"), "\(path)")
        }
    }

    @Test func theTokensOfEachDisplay() {
        let inner = service.respond(to: get("/devices/iphone-duo/tokens?display=inner"))
        #expect(inner.status == 200)
        let body = json(inner)
        #expect(Set(body.keys) == ["$description", "$extensions", "iphone-duo-inner"])
        let group = body["iphone-duo-inner"] as? [String: Any]
        let identity = (group?["$extensions"] as? [String: Any])?["io.github.layoutd"] as? [String: Any]
        #expect(identity?["display"] as? String == "inner" && identity?["id"] as? String == "iphone-duo")
        let tokens = DesignTokenWalk(bytes: inner.body)
        #expect(tokens.problems.isEmpty, "\(tokens.problems.prefix(5))")
        #expect(tokens.tokens["iphone-duo-inner.portrait.screen.width"] == 669)
        #expect(tokens.tokens["iphone-duo-inner.portrait.screen.height"] == 951)
        #expect(tokens.tokens["iphone-duo-inner.portrait.safeArea.top"] == 82)
        #expect(tokens.tokens["iphone-duo-inner.portrait.safeArea.bottom"] == 34)
        #expect(tokens.tokens["iphone-duo-inner.landscapeLeft.safeArea.right"] == 84)
        #expect(tokens.tokens["iphone-duo-inner.portrait.cornerRadius.display"] == nil)

        let model = DesignTokenWalk(bytes: service.respond(to: get("/devices/iphone-duo/tokens")).body).tokens
        #expect(model["iphone-duo-outer.portrait.screen.width"] == 466)
        #expect(model["iphone-duo-outer.portrait.safeArea.right"] == 84)
        #expect(model["iphone-duo-inner.portrait.screen.width"] == 669)
        let family = DesignTokenWalk(bytes: service.respond(to: get("/devices.tokens.json?family=iphone")).body)
        #expect(model.allSatisfy { family.tokens[$0.key] == $0.value })
        #expect(family.tokens["iphone-duo-inner.landscapeLeft.screen.width"] == 951)
    }

    @Test func aOneDisplayModelsFilesNameNoDisplay() {
        let css = service.respond(to: get("/devices/iphone-16-pro/css")).bodyText
        #expect(!css.contains("--layoutd-display:") && css.contains(":root.layoutd-iphone-16-pro {"))
        let tokens = json(service.respond(to: get("/devices/iphone-16-pro/tokens")))
        let identity =
            ((tokens["iphone-16-pro"] as? [String: Any])?["$extensions"] as? [String: Any])?[
                "io.github.layoutd"] as? [String: Any]
        #expect(identity != nil && identity?["display"] == nil)
        for path in ["/devices/iphone-16-pro/css?display=inner", "/devices/iphone-16-pro/tokens?display=outer"] {
            expectProblem(service.respond(to: get(path)), status: 422, naming: "display")
        }
        expectProblem(
            service.respond(to: get("/devices/iphone-duo/tokens?display=middle")), status: 422, naming: "display")
        expectProblem(
            service.respond(to: get("/devices/iphone-duo/css?display=in%20ner")), status: 400, naming: "display")
    }
}
