import Foundation
@testable import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing

/// A sheet is its parts: every group's layout is `/swiftui/layout`'s for each of its contexts asked alone (frames,
/// pixel frames, the branch a `sizeClass` view takes), the sheet's finding list is the groups' own lists merged by
/// kind, path and edges (each entry naming exactly the groups that list it), and a cached sheet is the sheet a
/// service without a cache answers, whatever was asked before it.
struct SwiftUISheetDifferentialTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    /// The `/swiftui/layout` body asking what one sheet context hosts: its device, orientation, display, window
    /// (a multitasking name or `WxH`), Dynamic Type size and layout direction.
    static func layoutBody(_ context: [String: Any], view: String, region: String) throws -> String {
        var members: [(String, Any)] = [
            ("device", try #require(context["device"])), ("orientation", try #require(context["orientation"])),
            ("region", region),
        ]
        if let display = context["display"] as? String { members.append(("display", display)) }
        if let window = context["window"] as? String, window != "full" {
            members.append((SwiftUISheetEndpoint.windowNames.contains(window) ? "multitasking" : "window", window))
        }
        for name in ["dynamicTypeSize", "layoutDirection"] {
            if let value = context[name] as? String { members.append((name, value)) }
        }
        let object = Dictionary(uniqueKeysWithValues: members)
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        return #"{"view":"# + view + "," + text.dropFirst()
    }

    /// A random sheet: a VStack of a random tree and a `sizeClass` view whose children are two other random trees
    /// (``NumberSpellingTests/randomView(_:depth:)``), on a mix of iPhones and iPads (compact and regular), in
    /// their orientations, sometimes in iPad windows and both layout directions.
    static func randomSheet(_ g: inout SplitMix64) -> (body: String, view: String, region: String) {
        func tree() -> String {
            var plain = NumberSpellingTests.Spelling(rng: SplitMix64(seed: 0), plain: true)
            return plain.text(NumberSpellingTests.randomView(&g, depth: 1))
        }
        let axis = g.next() % 2 == 0 ? "horizontal" : "vertical"
        let branch = #"{"type":"sizeClass","axis":"\#(axis)","compact":\#(tree()),"regular":\#(tree())}"#
        let view = #"{"type":"VStack","children":[\#(tree()),\#(branch)]}"#
        let models = [
            #"["iphone-17-pro","iphone-se-3rd-generation","ipad-pro-13-inch-m5"]"#,
            #"["iphone-16-pro-max","ipad-mini-a17-pro","ipad-air-11-inch-m3"]"#,
            #"["iphone-duo","ipad-pro-13-inch-m5"]"#,
        ][Int(g.next() % 3)]
        let region = g.next() % 3 == 0 ? "window" : "safeArea"
        var members = [#""devices":\#(models)"#, #""view":\#(view)"#, #""region":"\#(region)""#]
        if g.next() % 2 == 0 { members.append(#""windows":["full","split-1/2","700x\#(300 + g.next() % 500)"]"#) }
        if g.next() % 2 == 0 { members.append(#""layoutDirections":["leftToRight","rightToLeft"]"#) }
        return ("{" + members.joined(separator: ",") + "}", view, region)
    }

    /// What identifies a finding in both lists: kind, path, id and edges.
    static func identity(_ finding: [String: Any]) -> String {
        let edges = (finding["edges"] as? [String] ?? []).joined(separator: ",")
        return "\(finding["kind"] ?? "") \(finding["path"] ?? "") \(finding["id"] ?? "-") [\(edges)]"
    }

    /// The sheet's findings are the groups' lists merged: each entry is listed by exactly the groups it names, with
    /// their contexts counted, and each finding a group lists is in exactly one entry, which names that group.
    static func expectMerged(_ sheet: [String: Any], _ label: String) {
        let groups = sheet["groups"] as? [[String: Any]] ?? []
        let lists = groups.map { ($0["findings"] as? [[String: Any]] ?? []).map(identity) }
        let merged = sheet["findings"] as? [[String: Any]] ?? []
        for entry in merged {
            let named = entry["groups"] as? [Int] ?? []
            let having = lists.indices.filter { lists[$0].contains(identity(entry)) }
            #expect(named == having, "\(label): \(identity(entry)) names groups \(named), listed by \(having)")
            let contexts = named.reduce(0) { $0 + ((groups[$1]["contexts"] as? [Any])?.count ?? 0) }
            #expect(entry["contexts"] as? Int == contexts, "\(label): \(identity(entry))")
        }
        let entries = merged.map(identity)
        #expect(Set(entries).count == entries.count, "\(label): an entry repeated")
        for (g, list) in lists.enumerated() {
            for finding in list {
                #expect(entries.contains(finding), "\(label): group \(g)'s \(finding) is in no entry")
            }
        }
    }

    @Test func everyGroupIsItsContextsLayoutAlone() throws {
        var g = SplitMix64(seed: 59)
        var (sheets, contexts, regular) = (0, 0, 0)
        for trial in 0..<14 {
            let (body, view, region) = Self.randomSheet(&g)
            let response = service.respond(to: post("/swiftui/sheet", body))
            guard response.status == 200 else {
                // A random tree may be refused (a view of infinite size): alone, every context refuses it too.
                #expect(response.status == 422, "\(trial): \(response.bodyText.prefix(300))")
                continue
            }
            let sheet = json(response)
            Self.expectMerged(sheet, "trial \(trial)")
            for group in try #require(sheet["groups"] as? [[String: Any]]) {
                let layout = try #require(group["layout"] as? [String: Any])
                if (group["sizeClasses"] as? [String: Any])?.values.contains(where: { "\($0)" == "regular" }) == true {
                    regular += 1
                }
                for context in try #require(group["contexts"] as? [[String: Any]]) {
                    let request = try Self.layoutBody(context, view: view, region: region)
                    let alone = json(service.respond(to: post("/swiftui/layout", request)))
                    #expect(
                        NSDictionary(dictionary: alone) == NSDictionary(dictionary: layout),
                        "trial \(trial), \(context["name"] ?? "?"): \(request)")
                    contexts += 1
                }
            }
            sheets += 1
        }
        #expect(sheets >= 10 && contexts > 150 && regular > 10, "\(sheets) sheets, \(contexts) contexts, \(regular)")
    }

    /// On the iPhone 17 Pro in portrait (874 pt high, safe area from 62 to 840) a 900-pt-high view centred in the
    /// safe area spans 1 to 901: outside the bottom edge only. On the iPhone SE (3rd generation), 667 pt high with
    /// the safe area from 20, it spans −106.5 to 793.5: outside both. Two groups, two entries.
    @Test func aFindingsEdgesStayWithTheirGroup() throws {
        let sheet = json(
            service.respond(
                to: post(
                    "/swiftui/sheet",
                    #"{"devices":["iphone-17-pro","iphone-se-3rd-generation"],"orientations":["portrait"],"#
                        + #""view":{"type":"Fixed","width":10,"height":900}}"#)))
        let outside = (sheet["findings"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "outsideScreen" }
        let found = outside.map { ($0["edges"] as? [String] ?? [], $0["groups"] as? [Int] ?? []) }
        #expect(found.map(\.0) == [["bottom"], ["top", "bottom"]], "\(outside)")
        #expect(found.map(\.1) == [[0], [1]], "\(outside)")
        Self.expectMerged(sheet, "900 pt high")
    }

    /// An iPhone in portrait is compact wide, an iPad full screen regular: on one sheet each takes its own child.
    @Test func eachGroupTakesItsOwnBranch() throws {
        let sheet = json(
            service.respond(
                to: post(
                    "/swiftui/sheet",
                    #"{"devices":["iphone-17-pro","ipad-pro-13-inch-m5"],"orientations":["portrait"],"#
                        + #""view":{"type":"sizeClass","compact":{"type":"Fixed","width":10,"height":10,"id":"c"},"#
                        + #""regular":{"type":"Fixed","width":20,"height":10,"id":"r"}}}"#)))
        var chosen: [String: String] = [:]
        for group in try #require(sheet["groups"] as? [[String: Any]]) {
            let root = ((group["layout"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first
            for context in group["contexts"] as? [[String: Any]] ?? [] {
                chosen[context["device"] as? String ?? "?"] =
                    "\(root?["id"] ?? "?") \(number(root ?? [:], "frame", "width") ?? 0)"
            }
        }
        #expect(chosen == ["iphone-17-pro": "c 10.0", "ipad-pro-13-inch-m5": "r 20.0"])
    }

    /// Two sheets that differ only in a branch's regular child are two questions: asked one after the other of one
    /// cached service, each gets what a service without a cache answers (the bytes and the ETag), in either order.
    @Test func sheetsDifferingInOneBranchShareNoCacheEntry() throws {
        let uncached = buildService(
            configuration: ServerConfiguration().with(cacheEntries: 0), text: TestText.measurer)
        func body(_ regular: Int, compact: Int = 10) -> String {
            #"{"devices":["ipad-pro-13-inch-m5"],"orientations":["landscape"],"view":{"type":"sizeClass","#
                + #""compact":{"type":"Fixed","width":\#(compact),"height":10},"#
                + #""regular":{"type":"Fixed","width":\#(regular),"height":10}}}"#
        }
        let a = body(300), b = body(200)
        #expect(uncached.respond(to: post("/swiftui/sheet", b)).bodyText.contains(#""size":{"width":200,"#))
        var g = SplitMix64(seed: 5_901)
        var pairs = [(a, b), (b, a), (body(300, compact: 20), body(300, compact: 30))]
        for _ in 0..<6 {
            let (one, _, _) = Self.randomSheet(&g)
            let other = one.replacingOccurrences(of: #""regular":{"#, with: #""regular":{"id":"other","#)
            pairs.append((one, other))
        }
        for (first, second) in pairs {
            let cached = buildService(configuration: ServerConfiguration(), text: TestText.measurer)
            for asked in [first, second, first] {
                let got = NumberSpellingTests.Answer(cached.respond(to: post("/swiftui/sheet", asked)))
                let alone = NumberSpellingTests.Answer(uncached.respond(to: post("/swiftui/sheet", asked)))
                #expect(got == alone, "\(asked.prefix(200)) after \(first == asked ? second : first)")
            }
        }
    }
}
