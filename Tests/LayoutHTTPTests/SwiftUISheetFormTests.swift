import Foundation
import LayoutAnswers
import LayoutGeometry
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// A sheet's `compact` and `columns` forms hold the full answer: each group rebuilt from its tree and its numbers is
/// the full answer's group member for member, on random sheets; every form is held to its own bound.
struct SwiftUISheetFormTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    /// Random sheets (ids that escape, Text, GeometryReader, size-class branches, text sizes and pseudolanguages)
    /// asked in all three forms: the compact and columns answers rebuilt are the full answer without `views`.
    @Test func everyFormHoldsTheFullAnswer() throws {
        var g = SplitMix64(seed: 65)
        var compared = 0
        for _ in 0..<16 {
            let body = Self.randomSheet(&g)
            let full = service.respond(to: post("/swiftui/sheet", body))
            guard full.status == 200 else {
                #expect(full.status == 422, "\(full.bodyText.prefix(300))")
                continue
            }
            var expected = json(full)
            expected["views"] = nil
            for form in ["compact", "columns"] {
                let asked = service.respond(to: post("/swiftui/sheet", "{\"form\":\"\(form)\"," + body.dropFirst()))
                #expect(asked.status == 200, "\(asked.bodyText.prefix(300))")
                let rebuilt = try Self.full(fromCompact: json(asked), columns: form == "columns")
                #expect(NSDictionary(dictionary: rebuilt).isEqual(to: expected), "\(form) of \(body.prefix(300))")
                #expect(asked.body.count < full.body.count, "\(form): \(asked.body.count) ≥ \(full.body.count)")
            }
            compared += 1
        }
        #expect(compared >= 12, "\(compared) of 16 sheets answered")
    }

    /// A full answer's members from a compact or columns one: each group's `layout` rebuilt from `trees[tree]`
    /// and its arrays, the `form` member dropped.
    static func full(fromCompact answer: [String: Any], columns: Bool) throws -> [String: Any] {
        var out = answer
        out["form"] = nil
        out["trees"] = nil
        let trees = try #require(answer["trees"] as? [[[String: Any]]])
        let groups = try #require(answer["groups"] as? [[String: Any]])
        out["groups"] = try groups.map { group -> [String: Any] in
            let heads = trees[try #require(group["tree"] as? Int)]
            func rects(_ key: String) throws -> [[String: Any]] {
                let names = ["x", "y", "width", "height"]
                if columns {
                    let cols = try #require(group[key] as? [String: [Any]])
                    return heads.indices.map { i in Dictionary(uniqueKeysWithValues: names.map { ($0, cols[$0]![i]) }) }
                }
                let rows = try #require(group[key] as? [[Any]])
                return rows.map { row in Dictionary(uniqueKeysWithValues: zip(names, row).map { ($0, $1) }) }
            }
            let frames = try rects("frames"), pixels = try rects("pixelFrames")
            let proposals: [[String: Any]]
            if columns {
                let cols = try #require(group["proposals"] as? [String: [Any]])
                proposals = heads.indices.map { ["width": cols["width"]![$0], "height": cols["height"]![$0]] }
            } else {
                let rows = try #require(group["proposals"] as? [[Any]])
                proposals = rows.map { ["width": $0[0], "height": $0[1]] }
            }
            #expect(frames.count == heads.count && pixels.count == heads.count && proposals.count == heads.count)
            var nodes = heads.indices.map { i -> [String: Any] in
                heads[i].merging(["frame": frames[i], "pixelFrame": pixels[i], "proposal": proposals[i]]) { a, _ in a }
            }
            for (key, member) in [("text", "text"), ("geometry", "geometry")] {
                for var entry in try #require(group[key] as? [[String: Any]]) {
                    let i = try #require(entry.removeValue(forKey: "node") as? Int)
                    nodes[i][member] = entry
                }
            }
            var rebuilt = group
            for key in ["tree", "size", "region", "frames", "pixelFrames", "proposals", "text", "geometry"] {
                rebuilt[key] = nil
            }
            rebuilt["layout"] = [
                "size": group["size"]!, "scale": group["scale"]!, "region": group["region"]!, "nodes": nodes,
            ]
            return rebuilt
        }
        return out
    }

    /// Every form writes at most the bound it was held to, and the compact bound is below the full one.
    @Test func everyFormIsWithinItsBound() throws {
        var g = SplitMix64(seed: 66)
        for _ in 0..<12 {
            let body = Self.randomSheet(&g)
            var bounds: [Int] = []
            for form in ["full", "compact", "columns"] {
                let asked = "{\"form\":\"\(form)\"," + body.dropFirst()
                var parameters = Parameters.json(try Negotiation.jsonBody(of: post("/swiftui/sheet", asked)))
                let question = try SwiftUISheetEndpoint.parse(&parameters)
                let answer: SwiftUISheetAnswers.Answer
                do {
                    answer = try SwiftUISheetAnswers.answer(
                        question, .bundled, budget: WorkBudget(sizeRequests: 1 << 30), text: TestText.measurer)
                } catch {
                    #expect(error.detail.contains("at most 8388608 bytes"), "\(error.detail)")
                    continue
                }
                let written = CompactJSONEncoder.encodeChecked(writable: answer).bytes.count
                #expect(written <= answer.estimate.json, "\(form): \(written) > \(answer.estimate.json)")
                bounds.append(answer.estimate.json)
            }
            if bounds.count == 3 { #expect(bounds[1] == bounds[2] && bounds[1] < bounds[0], "\(bounds)") }
        }
    }

    /// `form` is a JSON answer's: with `format: svg` a 422 naming it; an unknown form a 400 listing the three.
    @Test func formIsForJSONOnly() {
        let view = #""devices":["iphone-17-pro"],"orientations":["portrait"],"view":{"type":"Rectangle"}"#
        let svg = service.respond(to: post("/swiftui/sheet", #"{"form":"compact","format":"svg","# + view + "}"))
        expectProblem(svg, status: 422, naming: "form")
        let unknown = service.respond(to: post("/swiftui/sheet", #"{"form":"rows","# + view + "}"))
        expectProblem(unknown, status: 400, naming: "form")
        #expect(unknown.bodyText.contains("full, compact, columns"), "\(unknown.bodyText)")
    }

    /// A random sheet's body: ``SwiftUISheetBoundsTests/randomSheet(_:around:)``'s, its tree beside a
    /// GeometryReader and a `sizeClass` view (its branches the same paths, other types) in a VStack, on phones and
    /// iPads.
    static func randomSheet(_ g: inout SplitMix64) -> String {
        let reader = #"{"type":"GeometryReader","children":[{"type":"Rectangle","id":"r\"1"}]}"#
        let branch =
            #"{"type":"sizeClass","compact":{"type":"Text","string":"Compact <&>"},"regular":{"type":"Circle"}}"#
        let body = SwiftUISheetBoundsTests.randomSheet(&g) { tree in
            #"{"type":"VStack","children":["# + reader + "," + branch + "," + tree + "]}"
        }
        // A watch has no size classes to pick a branch by: every iPad instead.
        return body.replacingOccurrences(of: #""family":"applewatch","region":"window""#, with: #""family":"ipad""#)
    }
}
