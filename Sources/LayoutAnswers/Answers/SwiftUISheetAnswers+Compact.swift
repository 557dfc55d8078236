import LayoutGeometry

// `/swiftui/sheet`'s `compact` and `columns` forms: what the groups share is written once, each group's geometry as
// numbers in arrays.

extension SwiftUISheetAnswers.Answer {
    /// `{"form","region","contexts","cost","trees":[[{"path","id","type"}…]…],"groups":[…],"findings":[…],
    /// "skipped":[…]}`: each group as in `full` with, in place of its `layout`, `tree` (an index into `trees`),
    /// `size`, `region` and per node of its tree, in order, `frames`, `pixelFrames`, `proposals`, then its Text
    /// nodes' `text` and GeometryReader nodes' `geometry` members, each with its node's index.
    ///
    /// One group of one `Fixed` 500 × 10 on an iPhone 17 Pro, compact: `"tree":0,"size":{"width":500,"height":10},
    /// …,"frames":[[-49,446,500,10]],"pixelFrames":[[-49,446,500,10]],"proposals":[[402,778]],"text":[],
    /// "geometry":[]`; as columns, `"frames":{"x":[-49],"y":[446],"width":[500],"height":[10]}`.
    func writeCompact(to w: CompactJSONEncoder.Writer, columns: Bool) {
        let (trees, treeOf) = distinctTrees()
        w.object {
            w.field("form", form.rawValue)
            w.field("region", region.rawValue)
            w.writeKey("contexts")
            w.writeInteger(Int64(contexts))
            w.writeKey("cost")
            w.writeInteger(Int64(cost))
            w.writeKey("trees")
            w.array(trees) { g in
                let nodes = groups[g].layout.nodes
                w.array(Array(nodes.indices)) { i in
                    w.writeLiteral("{\"path\":")
                    w.writePlainString(nodes[i].path)
                    w.writeLiteral(",\"id\":")
                    if let id = nodes[i].id { w.writeString(id) } else { w.writeLiteral("null") }
                    w.writeLiteral(",\"type\":")
                    w.writePlainString(nodes[i].type)
                    w.writeLiteral("}")
                }
            }
            w.writeKey("groups")
            w.array(Array(groups.indices)) { g in
                w.object {
                    Self.writeHead(groups[g], w)
                    w.writeKey("tree")
                    w.writeInteger(Int64(treeOf[g]))
                    Self.writeGeometry(groups[g].layout, w, columns: columns)
                    Self.writeFindings(groups[g], w)
                }
            }
            writeTail(w)
        }
    }

    /// The groups whose node lists are written as `trees` (the first group with each distinct list of paths, ids
    /// and types) and each group's index among them. A tree without `sizeClass` views is one list for every group.
    func distinctTrees() -> (trees: [Int], treeOf: [Int]) {
        var trees: [Int] = []
        var treeOf: [Int] = []
        treeOf.reserveCapacity(groups.count)
        for (g, group) in groups.enumerated() {
            let nodes = group.layout.nodes
            let found = trees.firstIndex { t in
                let other = groups[t].layout.nodes
                return other.count == nodes.count
                    && other.indices.allSatisfy {
                        other[$0].path == nodes[$0].path && other[$0].id == nodes[$0].id
                            && other[$0].type == nodes[$0].type
                    }
            }
            if let found {
                treeOf.append(found)
            } else {
                treeOf.append(trees.count)
                trees.append(g)
            }
        }
        return (trees, treeOf)
    }

    /// A group's layout without its node heads: `size`, `region`, `frames`, `pixelFrames`, `proposals`, `text`,
    /// `geometry`.
    private static func writeGeometry(
        _ layout: SwiftUILayoutAnswers.Answer, _ w: CompactJSONEncoder.Writer, columns: Bool
    ) {
        let nodes = layout.nodes
        w.field("size", layout.size)
        SwiftUILayoutAnswers.Answer.write(region: layout.region, to: w)
        w.writeKey("frames")
        writeRects(nodes.map(\.frame), w, columns: columns)
        w.writeKey("pixelFrames")
        writeRects(nodes.map(\.pixelFrame), w, columns: columns)
        w.writeKey("proposals")
        if columns {
            w.writeLiteral("{\"width\":")
            w.array(nodes) { SwiftUILayoutAnswers.Answer.write(proposed: $0.proposal.width, to: w) }
            w.writeLiteral(",\"height\":")
            w.array(nodes) { SwiftUILayoutAnswers.Answer.write(proposed: $0.proposal.height, to: w) }
            w.writeLiteral("}")
        } else {
            w.array(nodes) { node in
                w.writeLiteral("[")
                SwiftUILayoutAnswers.Answer.write(proposed: node.proposal.width, to: w)
                w.writeLiteral(",")
                SwiftUILayoutAnswers.Answer.write(proposed: node.proposal.height, to: w)
                w.writeLiteral("]")
            }
        }
        w.writeKey("text")
        w.array(nodes.indices.filter { nodes[$0].text != nil }) { i in
            w.writeLiteral("{\"node\":")
            w.writeInteger(Int64(i))
            w.writeLiteral(",")
            SwiftUILayoutAnswers.Answer.writeMembers(nodes[i].text!, to: w)
            w.writeLiteral("}")
        }
        w.writeKey("geometry")
        w.array(nodes.indices.filter { nodes[$0].geometry != nil }) { i in
            w.writeLiteral("{\"node\":")
            w.writeInteger(Int64(i))
            w.writeLiteral(",")
            SwiftUILayoutAnswers.Answer.writeMembers(nodes[i].geometry!, to: w)
            w.writeLiteral("}")
        }
    }

    /// Rects as `[[x,y,width,height]…]`, or as columns `{"x":[…],"y":[…],"width":[…],"height":[…]}`.
    private static func writeRects(_ rects: [Rect], _ w: CompactJSONEncoder.Writer, columns: Bool) {
        guard columns else {
            w.array(rects) { r in
                w.writeLiteral("[")
                w.writeNumber(r.x)
                w.writeLiteral(",")
                w.writeNumber(r.y)
                w.writeLiteral(",")
                w.writeNumber(r.width)
                w.writeLiteral(",")
                w.writeNumber(r.height)
                w.writeLiteral("]")
            }
            return
        }
        w.writeLiteral("{\"x\":")
        w.array(rects) { w.writeNumber($0.x) }
        w.writeLiteral(",\"y\":")
        w.array(rects) { w.writeNumber($0.y) }
        w.writeLiteral(",\"width\":")
        w.array(rects) { w.writeNumber($0.width) }
        w.writeLiteral(",\"height\":")
        w.array(rects) { w.writeNumber($0.height) }
        w.writeLiteral("}")
    }
}
