import Foundation
@testable import LayoutdClient
import OpenAPIRuntime
import Testing

/// Every route of a live layoutd through the generated client, every kind of answer read typed: members declared
/// nullable in `openapi.yaml` (safe areas, frames, rows, a sensor housing's rect) must arrive, not be dropped.
///
/// Expected values: the device figures come from `data/devices.json` (the catalog the binary embeds, read here as
/// plain JSON); the geometry ones are the README's examples, which the service's own tests check against the server.
@Suite struct LayoutdClientTests {
    let server: LiveLayoutd
    let layoutd: Layoutd
    var client: Client { layoutd.client }

    init() throws {
        server = try LiveLayoutd()
        layoutd = Layoutd(serverURL: server.url)
    }

    /// The catalog entry for `id` as plain JSON, from the repository's `data/devices.json`.
    static func catalogEntry(_ id: String) throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("data/devices.json"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let devices = try #require(catalog["devices"] as? [[String: Any]])
        return try #require(devices.first { $0["id"] as? String == id })
    }

    static func insets(_ json: Any?) throws -> [Double] {
        let object = try #require(json as? [String: Double])
        return [object["top"], object["left"], object["bottom"], object["right"]].compactMap { $0 }
    }

    @Test func aDevicesSafeAreaInBothOrientationsAndItsDynamicIsland() async throws {
        let expected = try Self.catalogEntry("iphone-14-pro")
        let expectedInsets = try #require(expected["safeAreaInsets"] as? [String: Any])
        let expectedHousing = try #require((expected["sensorHousing"] as? [String: Any])?["rect"] as? [String: Double])

        guard case .ok(let ok) = try await client.deviceGet(path: .init(id: "iphone-14-pro")) else {
            Issue.record("GET /devices/iphone-14-pro was not a 200"); return
        }
        let device = try ok.body.json
        let insets = try #require(device.safeAreaInsets, "safeAreaInsets was dropped or null")
        let portrait = try #require(insets.portrait)
        let landscape = try #require(insets.landscape)
        #expect(
            [portrait.top, portrait.left, portrait.bottom, portrait.right]
                == (try Self.insets(expectedInsets["portrait"])))
        #expect(
            [landscape.top, landscape.left, landscape.bottom, landscape.right]
                == (try Self.insets(expectedInsets["landscape"])))
        #expect(portrait.top == 59 && landscape.left == 59)
        #expect(device.sensorHousing?._type == .dynamicIsland)
        let island = try #require(device.sensorHousing?.rect, "sensorHousing.rect was dropped or null")
        #expect(
            [island.x, island.y, island.width, island.height]
                == [expectedHousing["x"], expectedHousing["y"], expectedHousing["width"], expectedHousing["height"]])
        #expect(device.pixels?.width == 1179)
        #expect(device.sizeClasses?.portrait.horizontal == .compact)

        // The convenience call reads the same entry; a group id resolves to a model and says so.
        #expect(try await layoutd.device("iphone-14-pro").safeAreaInsets?.landscape?.bottom == landscape.bottom)
        let resolved = try await layoutd.device("ipad-pro-11-inch")
        #expect(resolved.resolvedFrom?.group.id == "ipad-pro-11-inch")
    }

    @Test func aFitsRectAndTheAspectFitGuide() async throws {
        let rect = try await layoutd.fit(container: .init(width: 852, height: 393), aspect: "21:9")
        #expect(rect == .init(x: 0, y: 13.928571428571445, width: 852, height: 365.1428571428571))

        let query = Operations.FitGet.Input.Query(
            aspectRatio: "21:9", device: "iphone-14-pro", orientation: .landscape, region: .aspectFitGuide)
        guard case .ok(let ok) = try await client.fitGet(query: query), case .UIKitFit(let fit) = try ok.body.json
        else {
            Issue.record("GET /fit (aspectFitGuide) was not a UIKit 200"); return
        }
        let region = try #require(fit.deviceRegion)
        let guide = try #require(region.aspectFitGuide, "aspectFitGuide was dropped or null")
        #expect(guide.rect == .init(x: 48, y: 35, width: 756, height: 323))
        #expect(fit.rect == guide.rect)
        let safeArea = try #require(region.safeArea, "deviceRegion.safeArea was dropped or null")
        #expect(safeArea == .init(x: 59, y: 0, width: 734, height: 372))

        let inSafeArea = try await layoutd.fit(
            device: "iphone-14-pro", orientation: .landscape, region: .safeArea, aspect: "21:9")
        #expect(inSafeArea == .init(x: 59, y: 28.666666666666668, width: 734, height: 314.66666666666663))
    }

    @Test func aSwiftUIFitsFramesByGetAndByPost() async throws {
        let query = Operations.FitGet.Input.Query(
            semantics: .swiftui, aspectRatio: "0.75", proposalWidth: "200", proposalHeight: "200")
        guard case .ok(let ok) = try await client.fitGet(query: query), case .SwiftUIFit(let fit) = try ok.body.json
        else {
            Issue.record("GET /fit?semantics=swiftui was not a SwiftUI 200"); return
        }
        #expect(fit.flexibleFrame == .init(x: 25, y: 0, width: 150, height: 200))
        #expect(fit.fixedFrame != nil)
        #expect(fit.proposal.width == .case1(200))

        // The POST body carries the proposal (proposalWidth/Height are members of the generated FitRequest).
        let body = Components.Schemas.FitRequest(
            semantics: .swiftui, aspectRatio: .case1("0.75"), proposalWidth: .case1(200),
            proposalHeight: .case2(.infinity))
        guard case .ok(let posted) = try await client.fitPost(body: .json(body)),
            case .SwiftUIFit(let postedFit) = try posted.body.json
        else {
            Issue.record("POST /fit (SwiftUI) was not a SwiftUI 200"); return
        }
        #expect(postedFit.proposal.height == .case2(.infinity))
        #expect(postedFit.proposal.width == .case1(200))
        #expect(postedFit.flexibleFrame != nil)
    }

    @Test func aGridsRowsAndFocus() async throws {
        let query = Operations.TvgridGet.Input.Query(
            columns: 5, itemAspectRatio: "16:9", focusedScale: 1.1, titleHeight: 40, itemCount: 12)
        guard case .ok(let ok) = try await client.tvgridGet(query: query), case .TVGrid(let grid) = try ok.body.json
        else {
            Issue.record("GET /tvgrid?columns=5… was not one grid"); return
        }
        #expect(grid.itemWidth == 320)
        let rows = try #require(grid.rows, "rows was dropped or null")
        #expect(rows.itemHeight == 180)
        #expect(rows.verticalSpacing == 100)
        #expect(grid.focus?.scale == 1.1)
        #expect(grid.titledRow?.previousRowBottomToRowTop == 98)
        #expect(grid.scrollingRow?.itemCount == 12)

        guard case .ok(let all) = try await client.tvgridGet(), case .TVGridList(let list) = try all.body.json else {
            Issue.record("GET /tvgrid was not the list of grids"); return
        }
        #expect(list.count == 8)
        guard case .ok(let posted) = try await client.tvgridPost(body: .json(.init(columns: 2))),
            case .TVGrid(let two) = try posted.body.json
        else {
            Issue.record("POST /tvgrid was not one grid"); return
        }
        #expect(two.columnX == [80, 980])
    }

    @Test func aSizeClassAndAnAlignmentRect() async throws {
        let query = Operations.SizeclassGet.Input.Query(
            device: "ipad-pro-12-9-inch", orientation: .landscape, multitasking: .split12)
        guard case .ok(let ok) = try await client.sizeclassGet(query: query) else {
            Issue.record("GET /sizeclass was not a 200"); return
        }
        let answer = try ok.body.json
        #expect(answer.window == .init(width: 678, height: 1024))
        #expect(answer.horizontal == .regular)
        #expect(answer.vertical == .regular)
        #expect(answer.resolvedFrom?.group.id == "ipad-pro-12-9-inch")
        guard
            case .ok(let posted) = try await client.sizeclassPost(
                body: .json(.init(window: .case2("660x1000"), idiom: .pad)))
        else {
            Issue.record("POST /sizeclass was not a 200"); return
        }
        #expect(try posted.body.json.confidence == .inferred)

        guard
            case .ok(let aligned) = try await client.alignmentGet(
                query: .init(frame: "0,0,130,130", alignmentRectInsets: "0,0,30,30", scale: 3))
        else {
            Issue.record("GET /alignment was not a 200"); return
        }
        let alignment = try aligned.body.json
        #expect(alignment.alignmentRect == .init(x: 0, y: 0, width: 100, height: 100))
        #expect(alignment.pixelAlignmentRectInsets == .init(top: 0, left: 0, bottom: 90, right: 90))
        guard
            case .ok(let grown) = try await client.alignmentPost(
                body: .json(.init(alignmentRect: .case3("10,10,24,30"))))
        else {
            Issue.record("POST /alignment was not a 200"); return
        }
        #expect(try grown.body.json.frame == .init(x: 0, y: 3, width: 44, height: 44))
    }

    @Test func a400AndA404AreTypedProblems() async throws {
        guard case .badRequest(let bad) = try await client.fitGet(query: .init(container: "852x393", aspectRatio: "0"))
        else {
            Issue.record("an aspectRatio of 0 was not a 400"); return
        }
        let problem = try bad.body.applicationProblemJson
        #expect(problem.status == 400)
        #expect(problem._type == "/problems/invalid-request")
        #expect(problem.invalidFields == ["aspectRatio"])
        #expect(problem.detail.contains("aspectRatio"))
        guard
            case .unprocessableContent(let unprocessable) = try await client.fitGet(
                query: .init(container: "852x393", aspectRatio: "101"))
        else {
            Issue.record("an aspectRatio of 101 was not a 422"); return
        }
        #expect(try unprocessable.body.applicationProblemJson.status == 422)

        guard case .notFound(let missing) = try await client.deviceGet(path: .init(id: "iphone-99")) else {
            Issue.record("an unknown device was not a 404"); return
        }
        #expect(try missing.body.applicationProblemJson.status == 404)
        #expect(try missing.body.applicationProblemJson._type == "/problems/not-found")

        // The convenience layer throws them.
        await #expect(throws: LayoutdError.self) {
            try await layoutd.fit(container: .init(width: 852, height: 393), aspect: "0")
        }
        do {
            _ = try await layoutd.device("iphone-99")
            Issue.record("an unknown device gave an answer")
        } catch LayoutdError.problem(let notFound) {
            #expect(notFound.status == 404)
        }
    }

    @Test func aConditionalRequestGets304() async throws {
        let query = Operations.FitGet.Input.Query(container: "852x393", aspectRatio: "21:9")
        guard case .ok(let first) = try await client.fitGet(query: query) else {
            Issue.record("GET /fit was not a 200"); return
        }
        let etag = try #require(first.headers.eTag)
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
        guard
            case .notModified(let notModified) = try await client.fitGet(
                query: query, headers: .init(ifNoneMatch: etag))
        else {
            Issue.record("If-None-Match with the answer's ETag was not a 304"); return
        }
        #expect(notModified.headers.eTag == etag)
        // Another tag is not a match.
        guard case .ok = try await client.fitGet(query: query, headers: .init(ifNoneMatch: #""0000""#)) else {
            Issue.record("a stale ETag was not answered 200"); return
        }
    }

    /// A SwiftUI view tree laid out (objc.io's measured HStack, the README's example), the catalog's summary, and a
    /// batch whose questions each get their own status (the README's batch example).
    @Test func aSwiftUILayoutTheCatalogAndABatch() async throws {
        typealias View = Components.Schemas.SwiftUIView
        let rectangle = View.rectangle(.init(_type: .rectangle))
        let hstack = View.hStack(
            .init(
                _type: .hStack, spacing: 0,
                children: [
                    .flexibleFrame(.init(_type: .flexibleFrame, maxWidth: .case1(100), content: rectangle)),
                    .flexibleFrame(.init(_type: .flexibleFrame, minWidth: 100, content: rectangle)),
                ]))
        let request = Components.Schemas.SwiftUILayoutRequest(
            proposal: .init(width: .case1(150), height: .case1(100)), view: hstack)
        guard case .ok(let laid) = try await client.swiftuiLayout(body: .json(request)) else {
            Issue.record("POST /swiftui/layout was not a 200"); return
        }
        let widths = try laid.body.json.nodes.filter { ["0.0", "0.1"].contains($0.path) }.map(\.frame.width)
        #expect(widths == [75, 100])

        guard case .ok(let catalog) = try await client.catalogGet() else { Issue.record("/catalog"); return }
        #expect(try !catalog.body.json.snapshots.isEmpty)

        guard case .ok(let fonts) = try await client.fontsGet() else { Issue.record("/fonts"); return }
        #expect(try fonts.body.json.cascade == ["Inter", "DejaVu Sans"])

        let questions: [Components.Schemas.BatchQuestion] = [
            .init(
                path: "/fit",
                query: .init(additionalProperties: [
                    "container": .case1("852x393"),
                    "aspectRatio": .case1("21:9"),
                ])),
            .init(path: "/fit", query: .init(additionalProperties: ["container": .case1("x")])),
        ]
        guard case .ok(let batch) = try await client.batch(body: .json(.init(questions: questions))) else {
            Issue.record("POST /batch was not a 200"); return
        }
        #expect(try batch.body.json.answers.map(\.status) == [200, 400])
    }

    @Test func everyOtherRouteAnswers() async throws {
        guard case .ok = try await client.healthz() else { Issue.record("/healthz"); return }
        guard case .ok = try await client.readyz() else { Issue.record("/readyz"); return }
        guard case .ok(let metrics) = try await client.metrics() else { Issue.record("/metrics"); return }
        let text = try await String(collecting: try metrics.body.plainText, upTo: 1 << 20)
        #expect(text.contains("layoutd_http_requests_total"))

        guard
            case .ok(let list) = try await client.devicesList(
                query: .init(family: .ipad, fields: "id,name,screen,pixels", limit: 3))
        else {
            Issue.record("/devices"); return
        }
        let page = try list.body.json
        #expect(page.count == 3 && page.devices.count == 3)
        #expect(page.nextCursor != nil)
        #expect(page.devices.allSatisfy { $0.id != nil && $0.screen != nil && $0.safeAreaInsets == nil })

        guard
            case .ok(let some) = try await client.deviceGet(
                path: .init(id: "iphone-16-pro"),
                query: .init(fields: "id,screen"))
        else {
            Issue.record("/devices/{id}?fields="); return
        }
        let projected = try some.body.json
        #expect(projected.id == "iphone-16-pro" && projected.screen?.value1.width == 402 && projected.name == nil)

        // Design tokens: a DTCG group per model, in it one per orientation; every leaf a token with $value and $type.
        guard
            case .ok(let tokens) = try await client.deviceTokens(
                path: .init(id: "iphone-16-pro"),
                query: .init(dimensions: .string))
        else {
            Issue.record("/devices/{id}/tokens"); return
        }
        let document = try tokens.body.json
        #expect(document._dollar_description?.contains("iPhone 16 Pro") == true)
        let model = try #require(document.additionalProperties["iphone-16-pro"]?.value)
        let top = ((model["portrait"] as? [String: Any])?["safeArea"] as? [String: Any])?["top"] as? [String: Any]
        #expect(top?["$value"] as? String == "62px" && top?["$type"] as? String == "dimension")
        guard case .ok(let family) = try await client.devicesTokens(query: .init(family: .watch)) else {
            Issue.record("/devices.tokens.json"); return
        }
        #expect(try family.body.json.additionalProperties.count > 10)

        guard case .ok(let groups) = try await client.deviceGroupsList() else {
            Issue.record("/devices/groups"); return
        }
        #expect(try groups.body.json.count > 10)
        guard case .ok(let group) = try await client.deviceGroupGet(path: .init(id: "ipad-pro-11-inch")) else {
            Issue.record("/devices/groups/{id}"); return
        }
        let row = try group.body.json
        #expect(row.models.contains("ipad-pro-11-inch-1st-generation"))
        #expect(row.pixels != nil)

        guard case .ok(let type) = try await client.problemType(path: .init(_type: .unknownParameter)) else {
            Issue.record("/problems/{type}"); return
        }
        #expect(try type.body.json.status == 400)
        guard case .ok(let deprecations) = try await client.deprecations() else {
            Issue.record("/deprecations"); return
        }
        #expect(
            try deprecations.body.json.deprecations.contains { $0.name == "aspect" && $0.replacement == "aspectRatio" })
    }
}

@Suite struct IfNoneMatchMiddlewareTests {
    @Test func decodesPercentEncodedTags() {
        #expect(IfNoneMatchMiddleware.decoded("%22abc%22") == #""abc""#)
        #expect(IfNoneMatchMiddleware.decoded("%22abc%22%2C%20W%2F%22def%22") == #""abc", W/"def""#)
        #expect(IfNoneMatchMiddleware.decoded(#""abc""#) == #""abc""#)
        #expect(IfNoneMatchMiddleware.decoded("*") == "*")
    }
}

@Suite struct LayoutdFailureTests {
    @Test func answersOtherThan200ComeToTheirError() throws {
        let problem = Components.Schemas.Problem(
            _type: "/problems/not-found", title: "Not found", status: 404, detail: "No such device: x.")
        #expect(
            try Layoutd.failure(Operations.DeviceGet.Output.notFound(.init(body: .applicationProblemJson(problem))))
                == .problem(problem))
        #expect(
            try Layoutd.failure(Operations.FitGet.Output.notModified(.init(headers: .init(eTag: #""1""#))))
                == .notModified)
        #expect(
            try Layoutd.failure(Operations.FitGet.Output.undocumented(statusCode: 503, .init()))
                == .undocumented(statusCode: 503))
        #expect(
            try Layoutd.failure(Operations.FitGet.Output.uriTooLong(.init(body: .html(.init("x")))))
                == .undocumented(statusCode: 414))
    }
}
