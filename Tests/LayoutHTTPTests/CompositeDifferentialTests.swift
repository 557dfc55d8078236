import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing

/// Answers composed of other answers equal those answers computed alone: every `/batch` item is, byte for byte,
/// what the same request gets alone from a service without a cache (whatever the batch asked before it, through
/// the batch's shared cache), and a `/swiftui/layout` picture draws every view at the JSON answer's frame and pixel
/// frame, with its type and id.
struct CompositeDifferentialTests {
    let service = buildService(configuration: ServerConfiguration())
    let uncached = buildService(configuration: ServerConfiguration().with(cacheEntries: 0))

    /// A random batch item: its JSON text and the request that asks it alone. Items repeat on purpose (a batch's
    /// later item may be answered from the cache an earlier one filled) and include refusals (400, 404, 422).
    static func randomItem(_ g: inout SplitMix64) -> (item: String, alone: Request) {
        func pick<T>(_ values: [T]) -> T { values[Int(g.next() % UInt64(values.count))] }
        switch g.next() % 5 {
        case 0:
            let container = "\(pick([0, 390, 852, 1_000]))x\(pick([1, 393, 844]))"
            let ratio = pick(["21:9", "16:9", "2.5", "1", "0", "x"])
            return (
                #"{"path":"/fit","query":{"container":"\#(container)","aspectRatio":"\#(ratio)"}}"#,
                get("/fit?container=\(container)&aspectRatio=\(ratio)")
            )
        case 1:
            let body =
                #"{"container":{"width":\#(pick([100, 402])),"height":\#(pick([50, 874]))},"#
                + #""aspectRatio":\#(pick(["1.5", "\"4:3\"", "-1"]))}"#
            return (#"{"path":"/fit","body":\#(body)}"#, post("/fit", body))
        case 2:
            let id = pick(["iphone-17-pro", "ipad-air-11-inch-m3", "iphone-99", "iphone-duo"])
            return (#"{"path":"/devices/\#(id)"}"#, get("/devices/\(id)"))
        case 3:
            let columns = pick([1, 2, 5, 100])
            return (
                #"{"path":"/tvgrid","query":{"columns":\#(columns)}}"#, get("/tvgrid?columns=\(columns)")
            )
        default:
            var plain = NumberSpellingTests.Spelling(rng: SplitMix64(seed: 0), plain: true)
            let view = plain.text(NumberSpellingTests.randomView(&g, depth: 1))
            let body = #"{"proposal":{"width":\#(pick([0, 150, 402])),"height":\#(pick([0, 120]))},"view":\#(view)}"#
            return (#"{"path":"/swiftui/layout","body":\#(body)}"#, post("/swiftui/layout", body))
        }
    }

    @Test func everyBatchItemIsTheRequestAlone() {
        var g = SplitMix64(seed: 5_905)
        var (items, statuses) = (0, Set<Int>())
        for trial in 0..<30 {
            let chosen = (0..<Int(1 + g.next() % 12)).map { _ in Self.randomItem(&g) }
            // A repeat of an earlier item, answered from the cache that one filled.
            let asked = chosen + (g.next() % 2 == 0 ? [chosen[0]] : [])
            let response = service.respond(
                to: post("/batch", #"{"questions":["# + asked.map(\.item).joined(separator: ",") + "]}"))
            #expect(response.status == 200, "\(trial): \(response.bodyText.prefix(300))")
            var text = Substring(response.bodyText)
            for (item, alone) in asked {
                let single = uncached.respond(to: alone)
                statuses.insert(single.status)
                let fragment = #"{"status":\#(single.status),"body":\#(single.bodyText)}"#
                guard let found = text.range(of: fragment) else {
                    Issue.record("\(trial): \(item) is not \(fragment.prefix(300)) in \(text.prefix(300))")
                    break
                }
                text = text[found.upperBound...]
                items += 1
            }
            #expect(text == "]}", "\(trial): after the answers: \(text.prefix(200))")
        }
        #expect(items > 150 && statuses.isSuperset(of: [200, 400, 404]), "\(items) items, statuses \(statuses)")
    }

    /// Attribute values by XPath (FoundationXML's `attribute(forName:)` finds none in the SVG namespace).
    static func values(_ doc: XMLDocument, _ xpath: String) throws -> [String] {
        try doc.nodes(forXPath: xpath).compactMap(\.stringValue)
    }

    @Test func aPictureDrawsEveryViewAtItsJSONFrame() throws {
        var g = SplitMix64(seed: 5_906)
        var drawn = 0
        for trial in 0..<40 {
            var plain = NumberSpellingTests.Spelling(rng: SplitMix64(seed: 0), plain: true)
            let view = plain.text(NumberSpellingTests.randomView(&g, depth: 0))
            let scale = [1, 2, 3][Int(g.next() % 3)]
            let proposal = #"{"width":\#([100, 150.5, 402][Int(g.next() % 3)]),"height":\#(120 + g.next() % 3)}"#
            let body = #"{"proposal":\#(proposal),"scale":\#(scale),"view":\#(view)"#
            let answer = service.respond(to: post("/swiftui/layout", body + "}"))
            let picture = service.respond(to: post("/swiftui/layout", body + #","format":"svg"}"#))
            #expect((answer.status == 200) == (picture.status == 200), "\(trial): \(body)")
            guard answer.status == 200, picture.status == 200 else { continue }
            let doc = try XMLDocument(data: Data(picture.body))
            let nodes = json(answer)["nodes"] as? [[String: Any]] ?? []
            #expect(try Self.values(doc, "//*[@data-path]/@data-path").count == nodes.count, "\(trial): \(body)")
            for node in nodes {
                let path = node["path"] as? String ?? "?"
                func attribute(_ name: String) throws -> String? {
                    try Self.values(doc, "//*[@data-path='\(path)']/@\(name)").first
                }
                for (member, prefix) in [("frame", ""), ("frame", "data-"), ("pixelFrame", "data-pixel-")] {
                    for key in ["x", "y", "width", "height"] {
                        let drawnValue = try attribute(prefix + key).flatMap(Double.init)
                        let value = number(node, member, key) ?? .nan
                        #expect(
                            close(drawnValue, value),
                            "\(trial) \(path) \(prefix)\(key): \(drawnValue ?? .nan) ≠ \(value)")
                    }
                }
                #expect(try attribute("data-type") == node["type"] as? String, "\(trial) \(path)")
                #expect(try attribute("data-id") == (node["id"] as? String ?? ""), "\(trial) \(path)")
                drawn += 1
            }
        }
        #expect(drawn > 150, "\(drawn) views compared")
    }
}
