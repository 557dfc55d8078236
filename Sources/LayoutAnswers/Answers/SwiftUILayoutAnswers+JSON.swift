import LayoutGeometry

// The SwiftUI layout's view tree, written straight to the wire (a 2,000-view tree is a large answer).

extension SwiftUILayoutAnswers.Answer: JSONWritable {
    /// `{"size","scale","nodes":[{"path","id","type","frame","pixelFrame","proposal"}…]}`, written directly (a tree
    /// of 2,000 views is a large answer). A proposed dimension is `null`, a number, `"infinity"` or `"nan"` (the
    /// proposal SwiftUI makes from a degenerate ratio, e.g. `aspectRatio(nil)` over a 100 × 0 ideal size filling
    /// 200 × 100 proposes `("infinity", "nan")`; the content may still take a finite frame).
    package func write(to w: CompactJSONEncoder.Writer) {
        w.object {
            w.field("size", size)
            w.field("scale", scale)
            Self.write(region: region, to: w)
            w.writeKey("nodes")
            w.openContainer(UInt8(ascii: "["), UInt8(ascii: "]"))
            // Room for every node at once (about 230 bytes each with fractional frames), not a dozen regrowths.
            w.reserveCapacity(w.count + nodes.count * 240)
            // By index, each member read in place: `for node in nodes` copied every node (three strings retained and
            // released, 200 copies for a 200-view answer).
            for i in nodes.indices {
                w.beginElement()
                // One node's members from literals, as Rect writes its own: no container stack, no key strings.
                w.writeLiteral("{\"path\":")
                w.writePlainString(nodes[i].path)
                w.writeLiteral(",\"id\":")
                if nodes[i].id != nil { w.writeString(nodes[i].id!) } else { w.writeLiteral("null") }
                w.writeLiteral(",\"type\":")
                w.writePlainString(nodes[i].type)
                w.writeLiteral(",\"frame\":")
                nodes[i].frame.write(to: w)
                w.writeLiteral(",\"pixelFrame\":")
                nodes[i].pixelFrame.write(to: w)
                w.writeLiteral(",\"proposal\":{\"width\":")
                Self.write(proposed: nodes[i].proposal.width, to: w)
                w.writeLiteral(",\"height\":")
                Self.write(proposed: nodes[i].proposal.height, to: w)
                w.writeLiteral("}")
                if let text = nodes[i].text {
                    w.writeLiteral(",\"text\":{")
                    Self.writeMembers(text, to: w)
                    w.writeLiteral("}")
                }
                if let geometry = nodes[i].geometry {
                    w.writeLiteral(",\"geometry\":{")
                    Self.writeMembers(geometry, to: w)
                    w.writeLiteral("}")
                }
                w.writeLiteral("}")
            }
            w.append(w.open.removeLast().close)
        }
    }

    /// A Text node's `"text"` members: `"lines":[{"text","width"}…],"truncated","font":{"family","size","weight"},
    /// "scaleFactor","lineHeight","firstBaseline","lastBaseline","fonts":[…]`.
    static func writeMembers(_ text: SwiftUILayout.TextLayout, to w: CompactJSONEncoder.Writer) {
        w.writeLiteral("\"lines\":[")
        for (k, line) in text.lines.enumerated() {
            w.writeLiteral(k == 0 ? "{\"text\":" : ",{\"text\":")
            w.writeString(line.text)
            w.writeLiteral(",\"width\":")
            w.writeNumber(line.width)
            w.writeLiteral("}")
        }
        w.writeLiteral(text.truncated ? "],\"truncated\":true" : "],\"truncated\":false")
        w.writeLiteral(",\"font\":{\"family\":")
        w.writeString(text.font.family)
        w.writeLiteral(",\"size\":")
        w.writeNumber(text.font.size)
        w.writeLiteral(",\"weight\":")
        w.writeNumber(Double(text.font.weight))
        w.writeLiteral("},\"scaleFactor\":")
        w.writeNumber(text.scaleFactor)
        w.writeLiteral(",\"lineHeight\":")
        w.writeNumber(text.lineHeight)
        w.writeLiteral(",\"firstBaseline\":")
        w.writeNumber(text.firstBaseline)
        w.writeLiteral(",\"lastBaseline\":")
        w.writeNumber(text.lastBaseline)
        w.writeLiteral(",\"fonts\":[")
        for (k, font) in text.fonts.enumerated() {
            if k > 0 { w.writeLiteral(",") }
            w.writeString(font)
        }
        w.writeLiteral("]")
    }

    /// A GeometryReader node's `"geometry"` members, what its `GeometryProxy` reads: `"size":{"width","height"},
    /// "safeAreaInsets":{"top","leading","bottom","trailing"}` (SwiftUI's `EdgeInsets`, leading and trailing).
    static func writeMembers(_ g: SwiftUILayout.GeometryProxy, to w: CompactJSONEncoder.Writer) {
        w.writeLiteral("\"size\":")
        g.size.write(to: w)
        w.writeLiteral(",\"safeAreaInsets\":{\"top\":")
        w.writeNumber(g.safeAreaInsets.top)
        w.writeLiteral(",\"leading\":")
        w.writeNumber(g.safeAreaInsets.left)
        w.writeLiteral(",\"bottom\":")
        w.writeNumber(g.safeAreaInsets.bottom)
        w.writeLiteral(",\"trailing\":")
        w.writeNumber(g.safeAreaInsets.right)
        w.writeLiteral("}")
    }

    /// The `"region"` member: `{"name","frame"}` where a device hosts the root, else `null`.
    static func write(region: SwiftUILayoutAnswers.PlacedRegion?, to w: CompactJSONEncoder.Writer) {
        w.writeKey("region")
        guard let region else { return w.writeRaw("null") }
        w.object {
            w.field("name", region.name.rawValue)
            w.field("frame", region.frame)
        }
    }

    /// A proposed dimension: `null`, `"infinity"`, `"nan"` (a degenerate ratio: aspectRatio(nil) filling over an
    /// ideal 100 × 0 proposes 0 × ∞) or the number.
    static func write(proposed value: Double?, to w: CompactJSONEncoder.Writer) {
        switch value {
        case nil: w.writeLiteral("null")
        case let v? where v == .infinity: w.writeLiteral("\"infinity\"")
        case let v? where v.isNaN: w.writeLiteral("\"nan\"")
        case let v?: w.writeNumber(v)
        }
    }
}
