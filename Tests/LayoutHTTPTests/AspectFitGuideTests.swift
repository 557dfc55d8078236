import Foundation
import LayoutGeometry
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutAnswers
import LayoutHTTPCore

/// `UIWindow.safeAreaAspectFitLayoutGuide` for every device: the seed's worked example and properties.
struct AspectFitGuideTests {
    let catalog = DeviceCatalog.bundled
    let service = buildService(configuration: ServerConfiguration())

    static let ratios: [Double] = {
        var ratios: [Double] = (0...40).map { (step: Int) -> Double in pow(10.0, -2.0 + Double(step) * 0.1) }
        ratios.append(contentsOf: [21.0 / 9.0, 16.0 / 9.0, 4.0 / 3.0, 1.0, 9.0 / 16.0])
        return ratios
    }()

    /// iPhones, iPods and iPads whose display shape the catalog knows (corner radius and sensor housing sourced).
    var rotatingDevices: [Device] {
        catalog.devices.filter {
            ($0.idiom == "phone" || $0.idiom == "pad") && $0.displayShape(.portrait) != nil
                && ($0.sensorHousing.type == "none" || $0.sensorHousing.rect != nil)
        }
    }

    @Test func mostModelsHaveAKnownShape() {
        #expect(rotatingDevices.count >= 80, "\(rotatingDevices.count) models with a known display shape")
    }

    /// Seed 000: iPhone 14 Pro landscape, 21:9. The article measured "Aspect fit: 756 x 323; Safe area: 734 x 314.67".
    @Test func seedWorkedExample() {
        let guide = json(
            service.respond(
                to: get("/fit?device=iphone-14-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9")))
        #expect(number(guide, "rect", "width") == 756)
        #expect(number(guide, "rect", "height") == 323)
        #expect(number(guide, "rect", "x") == 48)
        #expect(number(guide, "rect", "y") == 35)
        // Centered on the 852 × 393 window: 48 + 756 / 2 = 426; 35 + 323 / 2 = 196.5.
        #expect(number(guide, "rect", "x")! + 378 == 426)
        #expect(number(guide, "rect", "y")! + 161.5 == 196.5)
        #expect(
            (guide["deviceRegion"] as? [String: Any]).flatMap {
                ($0["aspectFitGuide"] as? [String: Any])?["limitedBy"] as? String
            } == "sensorHousing")

        let safe = json(
            service.respond(to: get("/fit?device=iphone-14-pro&orientation=landscape&region=safeArea&aspectRatio=21:9"))
        )
        #expect(number(safe, "rect", "width") == 734)
        #expect(close(number(safe, "rect", "height"), 944.0 / 3))
        #expect(number(safe, "container", "height") == 372)
    }

    /// Seed 000's square example: with 1:1 the guide reaches the top and bottom edges (home indicator overlap allowed).
    @Test func squareGuideReachesTopAndBottom() {
        let body = json(
            service.respond(to: get("/fit?device=iphone-14-pro&orientation=landscape&region=aspectFitGuide")))
        #expect(number(body, "rect", "y") == 0)
        #expect(number(body, "rect", "height") == 393)
    }

    @Test func guideIsCenteredInsideTheDisplayAndWholePoints() {
        for device in rotatingDevices {
            for orientation in InterfaceOrientation.allCases {
                let shape = device.displayShape(orientation)!
                for ratio in Self.ratios {
                    let guide = AspectFitGuide(shape: shape, ratio: try! AspectRatio(ratio))
                    let what = "\(device.id) \(orientation) \(ratio)"
                    #expect(abs(guide.exactRect.midX - shape.size.width / 2) < 1e-9, "\(what) not centered")
                    #expect(abs(guide.exactRect.midY - shape.size.height / 2) < 1e-9, "\(what) not centered")
                    #expect(
                        abs(guide.exactRect.width / guide.exactRect.height - ratio) <= 1e-9 * ratio,
                        "\(what) wrong ratio")
                    #expect(shape.contains(guide.exactRect, slack: 1e-7), "\(what) exact rect leaves the display")
                    #expect(shape.contains(guide.rect, slack: 1e-7), "\(what) rounded rect leaves the display")
                    #expect(guide.exactRect.contains(guide.rect, slack: 1e-9), "\(what) rounding grew the rect")
                    for v in [guide.rect.x, guide.rect.y, guide.rect.width, guide.rect.height] {
                        #expect(v == v.rounded(), "\(what) not whole points: \(guide.rect)")
                    }
                    #expect(
                        abs(guide.rect.midX - shape.size.width / 2) <= 0.5
                            && abs(guide.rect.midY - shape.size.height / 2) <= 0.5)
                }
            }
        }
    }

    /// The largest centered rect: 0.1 % larger would leave the display (the guide is tight).
    @Test func guideIsTheLargest() {
        for device in rotatingDevices {
            for orientation in InterfaceOrientation.allCases {
                let shape = device.displayShape(orientation)!
                for ratio in Self.ratios {
                    let exact = AspectFitGuide(shape: shape, ratio: try! AspectRatio(ratio)).exactRect
                    let grown = Rect(
                        x: exact.midX - exact.width * 0.5005, y: exact.midY - exact.height * 0.5005,
                        width: exact.width * 1.001, height: exact.height * 1.001)
                    #expect(!shape.contains(grown, slack: 0), "\(device.id) \(orientation) \(ratio): not the largest")
                }
            }
        }
    }

    @Test func guideGrowsOrStaysAsTheShapeLoosens() {
        for device in rotatingDevices {
            for orientation in InterfaceOrientation.allCases {
                let shape = device.displayShape(orientation)!
                let looser = [
                    DisplayShape(size: shape.size, cornerRadius: shape.cornerRadius / 2, cutouts: shape.cutouts),
                    DisplayShape(size: shape.size, cornerRadius: shape.cornerRadius, cutouts: []),
                    DisplayShape(
                        size: shape.size, cornerRadius: 0,
                        cutouts: shape.cutouts.map { $0.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)) }),
                    DisplayShape(size: shape.size, cornerRadius: 0, cutouts: []),
                ]
                for ratio in Self.ratios {
                    let base = AspectFitGuide(shape: shape, ratio: try! AspectRatio(ratio)).exactRect.width
                    for loose in looser {
                        let width = AspectFitGuide(shape: loose, ratio: try! AspectRatio(ratio)).exactRect.width
                        #expect(
                            width >= base - 1e-9, "\(device.id) \(orientation) \(ratio): shrank when the shape loosened"
                        )
                    }
                }
            }
        }
    }

    /// The guide is never smaller than a plain aspect fit in the safe area — except for tall content in portrait on
    /// Dynamic Island phones. There the guide, centered on the window, must clear the island at the top and so gives
    /// up the same margin at the bottom, while the safe area's bottom inset (34 pt) is smaller than the island's
    /// bottom edge (≈48–51 pt). The test pins that exception exactly: every other case must hold.
    @Test func neverSmallerThanTheSafeAreaFitOutsideTheKnownException() {
        var exceptions = 0
        for device in rotatingDevices {
            for orientation in InterfaceOrientation.allCases {
                let window = Rect(size: device.windowSize(orientation))
                guard let insets = device.safeAreaInsets(orientation) else { continue }
                let safe = window.inset(by: insets)
                for ratio in Self.ratios {
                    let guide = AspectFitGuide(shape: device.displayShape(orientation)!, ratio: try! AspectRatio(ratio))
                        .exactRect
                    let fit = ContentMode.scaleAspectFit.place(Size(width: ratio, height: 1), in: safe).rect
                    guard guide.width < fit.width - 1e-9 else { continue }
                    exceptions += 1
                    let explained =
                        orientation == .portrait && ratio < 1 && device.sensorHousing.type == "dynamicIsland"
                    #expect(
                        explained,
                        """
                        \(device.id) \(orientation) \(ratio): guide \(guide.size) smaller than safe-area fit \
                        \(fit.size)
                        """
                    )
                }
            }
        }
        #expect(exceptions > 0, "the documented exception no longer occurs; update the note")
    }
}
