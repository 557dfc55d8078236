import LayoutGeometry

// `/swiftui/sheet`'s answer, written directly: each group's `layout` is written by the `/swiftui/layout` answer's own
// writer, so its bytes are that answer's for any context of the group.

extension SwiftUISheetAnswers.Answer: JSONWritable {
    /// `{"region","contexts","cost","groups":[…],"views":[…],"findings":[…],"skipped":[…]}`.
    package func write(to w: CompactJSONEncoder.Writer) {
        if form != .full { return writeCompact(to: w, columns: form == .columns) }
        w.object {
            w.field("region", region.rawValue)
            w.writeKey("contexts")
            w.writeInteger(Int64(contexts))
            w.writeKey("cost")
            w.writeInteger(Int64(cost))
            w.writeKey("groups")
            w.array(groups) { group in Self.write(group, w) }
            w.writeKey("views")
            w.array(views) { view in
                w.object {
                    w.field("path", view.path)
                    w.writeKey("id")
                    if let id = view.id { w.writeString(id) } else { w.writeRaw("null") }
                    w.field("type", view.type)
                    w.writeKey("sizes")
                    w.array(view.sizes) { entry in
                        w.object {
                            w.field("size", entry.size)
                            w.writeKey("groups")
                            w.integers(entry.groups)
                        }
                    }
                }
            }
            writeTail(w)
        }
    }

    /// The answer's last members, in every form: `findings` (with their groups) and `skipped`.
    func writeTail(_ w: CompactJSONEncoder.Writer) {
        w.writeKey("findings")
        w.array(findings) { Self.write($0, w, groups: true) }
        w.writeKey("skipped")
        w.array(skipped) { s in
            w.object {
                w.writeKey("context")
                Self.write(s.context, w)
                w.field("reason", s.reason)
            }
        }
    }

    private static func write(_ group: SwiftUISheetAnswers.Group, _ w: CompactJSONEncoder.Writer) {
        w.object {
            writeHead(group, w)
            w.writeKey("layout")
            group.layout.write(to: w)
            writeFindings(group, w)
        }
    }

    /// A group's first members, in every form: `contexts`, `window`, `insets`, `scale`, `sizeClasses`.
    static func writeHead(_ group: SwiftUISheetAnswers.Group, _ w: CompactJSONEncoder.Writer) {
        w.writeKey("contexts")
        w.array(group.contexts) { write($0, w) }
        w.field("window", group.window)
        w.field("insets", group.host.insets)
        w.field("scale", group.host.scale)
        w.writeKey("sizeClasses")
        if let classes = group.host.sizeClasses {
            w.object {
                w.field("horizontal", classes.horizontal.rawValue)
                w.field("vertical", classes.vertical.rawValue)
            }
        } else {
            w.writeRaw("null")
        }
    }

    /// A group's last members, in every form: `findings` and `findingsLeftOut`.
    static func writeFindings(_ group: SwiftUISheetAnswers.Group, _ w: CompactJSONEncoder.Writer) {
        w.writeKey("findings")
        w.array(group.findings) { write($0, w, groups: false) }
        w.writeKey("findingsLeftOut")
        w.writeInteger(Int64(group.findingsLeftOut))
    }

    static func write(_ c: SwiftUISheetAnswers.Context, _ w: CompactJSONEncoder.Writer) {
        w.object {
            w.field("name", c.name)
            w.field("device", c.device)
            w.field("orientation", c.orientation)
            w.writeKey("display")
            if let display = c.display { w.writeString(display) } else { w.writeRaw("null") }
            w.writeKey("window")
            if let window = c.window { w.writeString(window) } else { w.writeRaw("null") }
            // Only where the sheet asks them: a sheet without text dimensions keeps its shape.
            if let size = c.dynamicTypeSize { w.field("dynamicTypeSize", size) }
            if let language = c.pseudolanguage { w.field("pseudolanguage", language) }
            if let direction = c.layoutDirection { w.field("layoutDirection", direction) }
        }
    }

    static func write(_ f: SwiftUISheetAnswers.Finding, _ w: CompactJSONEncoder.Writer, groups: Bool) {
        w.object {
            w.field("kind", f.kind.rawValue)
            w.field("path", f.path)
            w.writeKey("id")
            if let id = f.id { w.writeString(id) } else { w.writeRaw("null") }
            w.writeKey("edges")
            w.strings(f.edges)
            if groups {
                w.writeKey("groups")
                w.integers(f.groups)
                w.writeKey("contexts")
                w.writeInteger(Int64(f.contexts))
            }
        }
    }
}
