import LayoutGeometry
import Testing
import LayoutTestSupport

/// Reads the oracle's view trees (`scripts/generate/generate-swiftui-fixtures.py`, the request's JSON shape) into
/// ``SwiftUILayout/Node`` values. Test-only: the service's own JSON reader lives in the HTTP layer.
enum SwiftUIFixture {
    struct Unreadable: Error, CustomStringConvertible { let description: String }

    static func proposal(_ j: J) -> ProposedSize {
        ProposedSize(width: j["width"].double, height: j["height"].double)
    }

    static func node(_ j: J) throws -> SwiftUILayout.Node {
        SwiftUILayout.Node(try kind(j), id: j["id"].string)
    }

    private static func alignment(_ j: J) throws -> SwiftUILayout.Alignment {
        let names: [String: (SwiftUILayout.HorizontalAlignment, SwiftUILayout.VerticalAlignment)] = [
            "topLeading": (.leading, .top), "top": (.center, .top), "topTrailing": (.trailing, .top),
            "leading": (.leading, .center), "center": (.center, .center), "trailing": (.trailing, .center),
            "bottomLeading": (.leading, .bottom), "bottom": (.center, .bottom), "bottomTrailing": (.trailing, .bottom),
        ]
        guard let pair = names[j.string ?? "center"] else { throw Unreadable(description: "alignment \(j)") }
        return SwiftUILayout.Alignment(horizontal: pair.0, vertical: pair.1)
    }

    private static func edges(_ j: J) throws -> SwiftUILayout.Edges {
        let names: [String: SwiftUILayout.Edges] = [
            "all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top, "leading": .leading,
            "bottom": .bottom, "trailing": .trailing,
        ]
        if j.isNull { return .all }
        if case .array(let list) = j {
            return try list.reduce(into: []) { $0.formUnion(try #require(names[$1.string ?? ""])) }
        }
        return try #require(names[j.string ?? ""])
    }

    /// `safeAreaPadding`'s insets: top, leading, bottom, trailing (the others 0), or edges (default all) and
    /// length (default 16).
    private static func safeAreaPadding(_ j: J) throws -> EdgeInsets {
        let sides = ["top", "leading", "bottom", "trailing"].map { j[$0].double }
        if sides.contains(where: { $0 != nil }) {
            return EdgeInsets(top: sides[0] ?? 0, left: sides[1] ?? 0, bottom: sides[2] ?? 0, right: sides[3] ?? 0)
        }
        let set = try edges(j["edges"]), length = j["length"].double ?? 16
        return EdgeInsets(
            top: set.contains(.top) ? length : 0, left: set.contains(.leading) ? length : 0,
            bottom: set.contains(.bottom) ? length : 0, right: set.contains(.trailing) ? length : 0)
    }

    /// The screen a case is hosted on (`"screen": {"width", "height", "safeArea": [top, leading, bottom, trailing]}`),
    /// or `nil`.
    static func screen(_ j: J) throws -> SwiftUILayout.SafeArea? {
        if j.isNull { return nil }
        let i = j["safeArea"].doubles
        guard i.count == 4 else { throw Unreadable(description: "screen \(j)") }
        return SwiftUILayout.SafeArea(
            screen: Size(width: try #require(j["width"].double), height: try #require(j["height"].double)),
            insets: EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3]))
    }

    private static func children(_ j: J) throws -> [SwiftUILayout.Node] {
        guard case .array(let list) = j["children"] else { return [] }
        return try list.map(node)
    }

    private static func kind(_ j: J) throws -> SwiftUILayout.Kind {
        let type = j["type"].string ?? ""
        switch type {
        case "Rectangle": return .rectangle
        case "Circle": return .circle
        case "Capsule": return .capsule
        case "Divider": return .divider
        case "Image":
            return .image(
                width: try #require(j["width"].double), height: try #require(j["height"].double),
                resizable: j["resizable"].bool ?? false)
        case "RoundedRectangle": return .roundedRectangle(cornerRadius: j["cornerRadius"].double ?? 0)
        case "Color": return .color(j["color"].string ?? "")
        case "Spacer": return .spacer(minLength: j["minLength"].double)
        case "Fixed": return .fixed(width: try #require(j["width"].double), height: try #require(j["height"].double))
        case "HStack":
            let a = try #require(SwiftUILayout.VerticalAlignment(rawValue: j["alignment"].string ?? "center"))
            return .hStack(spacing: j["spacing"].double, alignment: a, children: try children(j))
        case "VStack":
            let a = try #require(SwiftUILayout.HorizontalAlignment(rawValue: j["alignment"].string ?? "center"))
            return .vStack(spacing: j["spacing"].double, alignment: a, children: try children(j))
        case "ZStack": return .zStack(alignment: try alignment(j["alignment"]), children: try children(j))
        case "ViewThatFits":
            let axes = j["axes"].string ?? "both"
            let kids = try children(j)
            return .viewThatFits(horizontal: axes != "vertical", vertical: axes != "horizontal", children: kids)
        case "LazyVGrid", "LazyHGrid": return .lazyGrid(try lazyGrid(j), children: try children(j))
        case "GeometryReader": return .geometryReader(children: try children(j))
        case "EqualWidthHStack":
            return .customLayout(.equalWidthHStack(spacing: j["spacing"].double), children: try children(j))
        case "EqualWidthVStack":
            return .customLayout(.equalWidthVStack(spacing: j["spacing"].double), children: try children(j))
        case "RadialLayout":
            let ranks = j["ranks"].isNull ? nil : j["ranks"].doubles.map { Int($0) }
            return .customLayout(.radial(ranks: ranks), children: try children(j))
        case "FlowLayout":
            let flow = SwiftUILayout.CustomLayout.flow(
                alignment: try alignment(j["alignment"]), spacing: j["spacing"].double,
                rowSpacing: j["rowSpacing"].double)
            return .customLayout(flow, children: try children(j))
        case "Grid":
            let spec = SwiftUILayout.GridSpec(
                horizontalSpacing: j["horizontalSpacing"].double, verticalSpacing: j["verticalSpacing"].double,
                alignment: try alignment(j["alignment"]))
            return .grid(spec, children: try children(j))
        case "GridRow":
            let a = j["alignment"].string.map { SwiftUILayout.VerticalAlignment(rawValue: $0) }
            return .gridRow(alignment: try a.map { try #require($0) }, children: try children(j))
        default: return try modifier(type, j, content: try node(j["content"]))
        }
    }

    /// A lazy grid's items (`columns` or `rows`: `size` "flexible", {"fixed": n}, {"flexible"|"adaptive": {"minimum",
    /// "maximum"}}; Apple's defaults: flexible 10 ... infinity, adaptive maximum infinity), spacing and alignment.
    private static func lazyGrid(_ j: J) throws -> SwiftUILayout.LazyGrid {
        let vertical = j["type"].string == "LazyVGrid"
        guard case .array(let list) = j[vertical ? "columns" : "rows"] else { throw Unreadable(description: "\(j)") }
        let items = try list.map { (item: J) -> SwiftUILayout.GridItem in
            let size: SwiftUILayout.GridItemSize
            if let n = item["size"]["fixed"].double {
                size = .fixed(n)
            } else if !item["size"]["adaptive"].isNull {
                let limits = item["size"]["adaptive"]
                size = .adaptive(
                    minimum: try #require(limits["minimum"].double),
                    maximum: limits["maximum"].double ?? .infinity)
            } else {
                let limits = item["size"]["flexible"]
                size = .flexible(
                    minimum: limits["minimum"].double ?? 10,
                    maximum: limits["maximum"].double ?? .infinity)
            }
            return SwiftUILayout.GridItem(
                size, spacing: item["spacing"].double,
                alignment: item["alignment"].isNull ? nil : try alignment(item["alignment"]))
        }
        var cells = SwiftUILayout.Alignment.center
        let name = j["alignment"].string ?? "center"
        if vertical {
            cells.horizontal = try #require(SwiftUILayout.HorizontalAlignment(rawValue: name))
        } else {
            cells.vertical = try #require(SwiftUILayout.VerticalAlignment(rawValue: name))
        }
        return SwiftUILayout.LazyGrid(
            vertical: vertical, items: items, spacing: j["spacing"].double,
            alignment: cells)
    }

    private static func modifier(_ type: String, _ j: J, content: SwiftUILayout.Node) throws -> SwiftUILayout.Kind {
        switch type {
        case "ScrollView":
            let axes = j["axes"].string ?? "vertical"
            return .scrollView(horizontal: axes != "vertical", vertical: axes != "horizontal", content: content)
        case "frame":
            return .frame(
                width: j["width"].double, height: j["height"].double,
                alignment: try alignment(j["alignment"]), content: content)
        case "flexibleFrame":
            let limits = SwiftUILayout.FlexibleFrame(
                minWidth: j["minWidth"].double, idealWidth: j["idealWidth"].double, maxWidth: j["maxWidth"].double,
                minHeight: j["minHeight"].double, idealHeight: j["idealHeight"].double,
                maxHeight: j["maxHeight"].double)
            return .flexibleFrame(limits, alignment: try alignment(j["alignment"]), content: content)
        case "padding":
            let edges = ["top", "leading", "bottom", "trailing"].map { j[$0].double }
            let insets: EdgeInsets
            if let all = j["length"].double {
                insets = EdgeInsets(top: all, left: all, bottom: all, right: all)
            } else if edges.allSatisfy({ $0 == nil }) {
                insets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            } else {
                insets = EdgeInsets(
                    top: edges[0] ?? 0, left: edges[1] ?? 0, bottom: edges[2] ?? 0,
                    right: edges[3] ?? 0)
            }
            return .padding(insets, content: content)
        case "fixedSize":
            return .fixedSize(
                horizontal: j["horizontal"].bool ?? true, vertical: j["vertical"].bool ?? true,
                content: content)
        case "layoutPriority": return .layoutPriority(try #require(j["value"].double), content: content)
        case "aspectRatio":
            let mode = try #require(SwiftUIContentMode(rawValue: j["contentMode"].string ?? "fit"))
            return .aspectRatio(j["ratio"].double, contentMode: mode, content: content)
        case "offset": return .offset(x: j["x"].double ?? 0, y: j["y"].double ?? 0, content: content)
        case "position": return .position(x: j["x"].double ?? 0, y: j["y"].double ?? 0, content: content)
        case "overlay":
            return .overlay(
                alignment: try alignment(j["alignment"]), content: content,
                secondary: try node(j["secondary"]))
        case "background":
            return .background(
                alignment: try alignment(j["alignment"]), content: content,
                secondary: try node(j["secondary"]))
        case "ignoresSafeArea": return .ignoresSafeArea(edges: try edges(j["edges"]), content: content)
        case "safeAreaInset":
            let edge = try #require(SwiftUILayout.Edge(rawValue: j["edge"].string ?? ""))
            let name = j["alignment"].string ?? "center"
            let fraction = try #require(
                edge == .top || edge == .bottom
                    ? SwiftUILayout.HorizontalAlignment(rawValue: name)?.fraction
                    : SwiftUILayout.VerticalAlignment(rawValue: name)?.fraction)
            return .safeAreaInset(
                edge: edge, alignment: fraction, spacing: j["spacing"].double, content: content,
                secondary: try node(j["secondary"]))
        case "safeAreaPadding": return .safeAreaPadding(try safeAreaPadding(j), content: content)
        case "gridCellColumns": return .gridCell(.columns(Int(try #require(j["count"].double))), content: content)
        case "gridColumnAlignment":
            let a = try #require(SwiftUILayout.HorizontalAlignment(rawValue: j["alignment"].string ?? ""))
            return .gridCell(.columnAlignment(a), content: content)
        case "gridCellUnsizedAxes":
            let axes = j["axes"].string ?? ""
            return .gridCell(
                .unsizedAxes(horizontal: axes != "vertical", vertical: axes != "horizontal"), content: content)
        case "gridCellAnchor":
            let anchor = SwiftUILayout.GridCellTrait.anchor(
                x: try #require(j["x"].double), y: try #require(j["y"].double))
            return .gridCell(anchor, content: content)
        case "alignmentGuide":
            let key = try #require(SwiftUILayout.GuideKey(rawValue: j["alignment"].string ?? ""))
            let value = j["value"]
            if let constant = value.double {
                return .alignmentGuide(.init(key: key, constant: constant), content: content)
            }
            if let read = value["guide"].string {
                let reads = try #require(SwiftUILayout.GuideKey(rawValue: read))
                let guide = SwiftUILayout.AlignmentGuide(key: key, constant: value["plus"].double ?? 0, reads: reads)
                return .alignmentGuide(guide, content: content)
            }
            let fraction = try #require(value["fraction"].double)
            let guide: SwiftUILayout.AlignmentGuide =
                value["of"].string == "width"
                ? .init(key: key, widthFraction: fraction) : .init(key: key, heightFraction: fraction)
            return .alignmentGuide(guide, content: content)
        default: throw Unreadable(description: "unknown view type \(type)")
        }
    }

    /// Lays out one fixture case and compares every view's path, type, id, frame, pixel frame and proposal.
    ///
    /// Frames, pixel frames and proposals agree within ``Approximate/relative`` (1e-9): the oracle computes
    /// exact fractions and writes the nearest double, while Swift accumulates in Double (100 / 3 summed three
    /// times is not 100 exactly); a pixel frame is k / scale in both, so it differs by at most an ulp.
    static func replay(_ input: J, _ expected: J) throws {
        let scale = try #require(input["scale"].double)
        if let refused = expected["refused"].string {  // the oracle's refusal: a Grid it cannot lay out
            do {
                _ = try SwiftUILayout.layout(
                    try node(input["view"]), proposal: proposal(input["proposal"]), scale: scale)
                Issue.record("laid out a tree the oracle refuses at \(refused)")
            } catch let failure as SwiftUILayout.Failure {
                guard case .invalid(let path, _) = failure else { throw failure }
                #expect(path == refused, "refused at \(path), the oracle at \(refused)")
            }
            return
        }
        let result =
            if let screen = try screen(input["screen"]) {
                try SwiftUILayout.layout(try node(input["view"]), on: screen, scale: scale)
            } else {
                try SwiftUILayout.layout(try node(input["view"]), proposal: proposal(input["proposal"]), scale: scale)
            }
        expectClose(result.size.width, expected["size"].doubles.first, "size.width")
        expectClose(result.size.height, expected["size"].doubles.last, "size.height")
        guard case .array(let nodes) = expected["nodes"] else { Issue.record("no expected nodes"); return }
        #expect(result.views.count == nodes.count, "view count")
        for (view, want) in zip(result.views, nodes) {
            let path = want["path"].string ?? "?"
            #expect(view.path == path)
            #expect(view.type == want["type"].string, "type at \(path)")
            #expect(view.id == want["id"].string, "id at \(path)")
            expectClose(view.frame, want["frame"].rect, "frame at \(path)")
            expectClose(view.pixelFrame, want["pixelFrame"].rect, "pixelFrame at \(path)")
            let proposal = want["proposal"]
            guard case .array(let dims) = proposal, dims.count == 2 else {
                Issue.record("proposal at \(path)")
                continue
            }
            expectClose(view.proposal.width, dims[0].double, "proposal.width at \(path)")
            expectClose(view.proposal.height, dims[1].double, "proposal.height at \(path)")
            expectGeometry(view.geometry, want["geometry"], at: path)
        }
    }
}
