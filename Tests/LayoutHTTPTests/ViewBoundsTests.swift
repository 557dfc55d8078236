import Foundation
import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import Testing

/// The ranges a view's members take, from openapi.yaml, asked at each bound and one step past it; and the limits
/// the layout compares with, asked at the limit: a value the contract allows at its bound is answered there, the
/// one past it refused naming the member, and a spanning Grid cell exactly as wide as its columns is laid out.
struct ViewBoundsTests {
    let service = buildService(configuration: ServerConfiguration(), text: TestText.measurer)

    /// One bounded member of a view type, as openapi.yaml states it.
    struct Bound: CustomStringConvertible {
        let type: String
        let required: [String]
        let member: String
        let integer: Bool
        let minimum: (value: Double, exclusive: Bool)?
        let maximum: (value: Double, exclusive: Bool)?
        var description: String { "\(type).\(member)" }
    }

    /// Every view schema's members of a number type with a bound, read line by line: a schema is a 4-space key
    /// whose `type` member is `{type: string, enum: [Name]}`; its members are its 8-space keys.
    static let bounds: [Bound] = {
        let text = RouteListTests.file("openapi.yaml")
        var found: [Bound] = []
        var (type, required): (String?, [String]) = (nil, [])
        var members: [(String, String)] = []
        func flush() {
            guard let type else { return }
            for (member, spec) in members {
                let integer = spec.hasPrefix("{type: integer") || spec.hasPrefix("{type: [integer")
                guard integer || spec.hasPrefix("{type: number") || spec.hasPrefix("{type: [number") else { continue }
                func value(_ key: String) -> Double? {
                    guard let range = spec.range(of: key + ": ") else { return nil }
                    return Double(spec[range.upperBound...].prefix { "-0123456789.e".contains($0) })
                }
                let minimum = value("exclusiveMinimum").map { ($0, true) } ?? value("minimum").map { ($0, false) }
                let maximum = value("exclusiveMaximum").map { ($0, true) } ?? value("maximum").map { ($0, false) }
                guard minimum != nil || maximum != nil else { continue }
                found.append(
                    Bound(
                        type: type, required: required, member: member, integer: integer, minimum: minimum,
                        maximum: maximum))
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                flush()
                (type, required, members) = (nil, [], [])
            } else if line.hasPrefix("      required: [") {
                required = line.dropFirst(17).dropLast().split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            } else if line.hasPrefix("        type: {type: string, enum: [") {
                type = String(line.dropFirst(36).prefix { $0 != "]" })
            } else if line.hasPrefix("        "), !line.hasPrefix("         "), let colon = line.firstIndex(of: ":") {
                members.append(
                    (
                        String(line[line.index(line.startIndex, offsetBy: 8)..<colon]),
                        String(line[colon...].dropFirst(2))
                    ))
            }
        }
        flush()
        return found
    }()

    /// A view of `type` with its required members (sizes 10, one-line strings, a Rectangle as content) and `member`.
    static func view(_ bound: Bound, _ value: String) -> String {
        var members = [#""type":"\#(bound.type)""#]
        for name in bound.required where name != "type" && name != bound.member {
            switch name {
            case "content", "compact", "regular": members.append(#""\#(name)":{"type":"Rectangle"}"#)
            case "children": members.append(#""children":[{"type":"Rectangle"}]"#)
            case "string": members.append(#""string":"a""#)
            default: members.append(#""\#(name)":10"#)
            }
        }
        members.append(#""\#(bound.member)":\#(value)"#)
        return "{" + members.joined(separator: ",") + "}"
    }

    func layout(_ view: String) -> Response {
        service.respond(to: post("/swiftui/layout", #"{"proposal":{"width":100,"height":100},"view":"# + view + "}"))
    }

    /// The edges of one bound: the bound itself and one step past it (an integer's 1, a number's 0.001) or, for an
    /// exclusive bound, one step inside; each with whether it is in range.
    static func edges(_ bound: Bound) -> [(value: Double, accepted: Bool)] {
        let step = bound.integer ? 1.0 : 0.001
        var edges: [(value: Double, accepted: Bool)] = []
        if let (m, exclusive) = bound.minimum {
            edges += exclusive ? [(m, false), (m + step, true)] : [(m, true), (m - step, false)]
        }
        if let (m, exclusive) = bound.maximum {
            edges += exclusive ? [(m, false), (m - step, true)] : [(m, true), (m + step, false)]
        }
        return edges
    }

    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    @Test func everyBoundedViewMemberAtItsBoundAndPastIt() {
        let names = Set(Self.bounds.map(\.description))
        // The members openapi.yaml bounds today: a schema the reader stopped seeing would leave them unasked.
        for expected in [
            "RoundedRectangle.cornerRadius", "Text.lineSpacing", "Text.lineLimit", "Text.minimumScaleFactor",
            "Fixed.width", "Image.height", "frame.width", "aspectRatio.ratio", "safeAreaPadding.length",
            "safeAreaPadding.trailing", "gridCellColumns.count",
        ] {
            #expect(names.contains(expected), "\(expected) not read from openapi.yaml: \(names.sorted())")
        }
        for bound in Self.bounds {
            for (value, accepted) in Self.edges(bound) {
                let view = Self.view(bound, Self.text(value))
                let response = layout(view)
                if accepted {
                    #expect(response.status == 200, "\(view): \(response.bodyText.prefix(300))")
                } else {
                    #expect(response.status == 400, "\(view): \(response.status)")
                    #expect(response.bodyText.contains(bound.member), "\(view): \(response.bodyText.prefix(300))")
                }
            }
        }
    }

    /// The GridItem's members (nested in a LazyVGrid's `columns`, so not read above): `spacing` ≥ 0, a fixed size
    /// ≥ 0, a flexible item's `minimum` ≥ 0 and `maximum` ≥ 0 (a 0-wide column), an adaptive `minimum` > 0.
    @Test func gridItemMembersAtTheirBoundAndPastIt() {
        let cases: [(item: String, accepted: Bool)] = [
            (#"{"spacing":0}"#, true), (#"{"spacing":-0.001}"#, false),
            (#"{"size":{"fixed":0}}"#, true), (#"{"size":{"fixed":-0.001}}"#, false),
            (#"{"size":{"flexible":{"minimum":0}}}"#, true), (#"{"size":{"flexible":{"minimum":-0.001}}}"#, false),
            (#"{"size":{"flexible":{"minimum":0,"maximum":0}}}"#, true),
            (#"{"size":{"flexible":{"minimum":0,"maximum":-0.001}}}"#, false),
            (#"{"size":{"adaptive":{"minimum":0}}}"#, false), (#"{"size":{"adaptive":{"minimum":0.001}}}"#, true),
        ]
        for (item, accepted) in cases {
            let view = #"{"type":"LazyVGrid","columns":[\#(item)],"children":[{"type":"Rectangle"}]}"#
            let response = layout(view)
            #expect(response.status == (accepted ? 200 : 400), "\(item): \(response.bodyText.prefix(300))")
        }
        // A 0-wide flexible column holds its cell 0 wide (and a Rectangle with no height proposed is 10 high).
        let zero = json(
            layout(
                #"{"type":"LazyVGrid","columns":[{"size":{"flexible":{"minimum":0,"maximum":0}}}],"#
                    + #""children":[{"type":"Rectangle"}]}"#))
        let cell = (zero["nodes"] as? [[String: Any]])?.last ?? [:]
        #expect(number(cell, "frame", "width") == 0, "\(cell)")
    }

    /// `columns` holds 1 to 100 items (openapi.yaml's `minItems` and `maxItems`); past them the view is refused,
    /// naming the member (a 422 past 100: the count is a limit of the grid, not of the JSON).
    @Test func aGridOfTheMostColumnsIsAnsweredAndOneMoreRefused() {
        func grid(_ n: Int) -> String {
            #"{"type":"LazyVGrid","columns":["#
                + Array(repeating: #"{"size":{"fixed":1}}"#, count: n)
                .joined(separator: ",") + #"],"children":[{"type":"Rectangle"}]}"#
        }
        #expect(layout(grid(100)).status == 200)
        let past = layout(grid(101))
        #expect(past.status == 422 && past.bodyText.contains("columns"), "\(past.bodyText.prefix(300))")
        #expect(layout(grid(0)).status == 400)
    }

    /// Two 50-pt columns 8 pt apart are 108 pt wide: a cell spanning both that is exactly 108 pt wide fits them
    /// (laid out at x = 0, 108 wide; the grid 108 × 30 with the 8-pt row spacing), and one 108.5 pt wide is refused
    /// (how SwiftUI widens the columns for it is not published). developer.apple.com/documentation/swiftui/grid.
    @Test func aSpanningCellExactlyItsColumnsWideIsLaidOut() {
        func grid(_ width: String) -> String {
            #"{"type":"Grid","horizontalSpacing":8,"verticalSpacing":8,"children":[{"type":"GridRow","children":["#
                + #"{"type":"Fixed","width":50,"height":10},{"type":"Fixed","width":50,"height":10}]},"#
                + #"{"type":"GridRow","children":[{"type":"gridCellColumns","count":2,"content":"#
                + #"{"type":"Fixed","width":\#(width),"height":12,"id":"wide"}}]}]}"#
        }
        let exact = layout(grid("108"))
        #expect(exact.status == 200, "\(exact.bodyText.prefix(300))")
        let nodes = json(exact)["nodes"] as? [[String: Any]] ?? []
        let wide = nodes.first { $0["id"] as? String == "wide" } ?? [:]
        #expect(number(wide, "frame", "width") == 108 && number(wide, "frame", "height") == 12, "\(wide)")
        #expect(number(nodes.first ?? [:], "frame", "width") == 108, "\(nodes.first ?? [:])")
        #expect(number(nodes.first ?? [:], "frame", "height") == 30, "\(nodes.first ?? [:])")
        let wider = layout(grid("108.5"))
        #expect(wider.status == 422, "\(wider.status) \(wider.bodyText.prefix(300))")
    }
}
