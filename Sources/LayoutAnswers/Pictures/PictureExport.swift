/// The picture for a design tool's import (`export=figma`): every colour as a presentation attribute on its shape,
/// no `<style>` block, and readable ids (the layer names Figma and Sketch give the shapes).
///
/// A picture is written with a `<style>` of class rules (`.safe-area{fill:#30d158;fill-opacity:0.18;…}`) and ids
/// behind a hash prefix (``PictureIDs``) so that pictures inlined in one page never meet; an importer that reads
/// neither classes nor `<style>` (or names layers by id) gets black shapes named `p7fce804c-safe-area`. The export
/// form writes each rule's declarations as attributes of the elements of its class (an attribute the element sets
/// itself, and an inline `style`, still win) and keeps the bare ids, which are unique within one picture (a
/// sheet's cells and a pair's displays have their own prefixes, `g0-`, `outer-`).
///
/// `<style>.safe-area{fill:#30d158;fill-opacity:0.18}</style><rect id="safe-area" class="safe-area" x="0"/>` →
/// `<rect id="safe-area" class="safe-area" fill="#30d158" fill-opacity="0.18" x="0"/>`.
enum PictureExport {
    /// The picture as served for `options`: the export form, or the ids behind the picture's own prefix.
    /// - Parameter text: The whole document with bare ids.
    static func served(_ text: String, _ options: PictureOptions = PictureOptions.current) -> [UInt8] {
        options.export == .figma ? Array(inlined(text).utf8) : PictureIDs.unique(text)
    }

    /// `text` with its `<style>` blocks removed and their class rules written on the elements of each class.
    static func inlined(_ text: String) -> String {
        var rules: [Substring: [(Substring, Substring)]] = [:]
        var rest = Substring(text), body = ""
        while let open = rest.firstRange(of: "<style"), let close = rest[open.upperBound...].firstRange(of: "</style>")
        {
            body += rest[..<open.lowerBound]
            let css = rest[open.upperBound..<close.lowerBound]
            let start = css.firstIndex(of: ">").map { css.index(after: $0) } ?? css.startIndex
            for (selector, declarations) in Self.rules(css[start...]) where rules[selector] == nil {
                rules[selector] = declarations
            }
            rest = rest[close.upperBound...]
            if rest.first == "\n" { rest = rest.dropFirst() }
        }
        body += rest
        var out = ""
        out.reserveCapacity(body.utf8.count + body.utf8.count / 2)
        var tail = Substring(body)
        while let at = tail.firstRange(of: " class=\"") {
            let nameEnd = tail[at.upperBound...].firstIndex(of: "\"") ?? tail.endIndex
            let name = tail[at.upperBound..<nameEnd]
            let tagStart = tail[..<at.lowerBound].lastIndex(of: "<") ?? tail.startIndex
            let tagEnd = tail[nameEnd...].firstIndex(of: ">") ?? tail.endIndex
            let tag = tail[tagStart..<tagEnd]
            out += tail[..<nameEnd]
            if nameEnd < tail.endIndex { out += "\"" }
            for (property, value) in rules[name] ?? [] where !tag.contains(" \(property)=\"") {
                out += " \(property)=\"\(value)\""
            }
            tail = nameEnd < tail.endIndex ? tail[tail.index(after: nameEnd)...] : tail[nameEnd...]
        }
        return out + tail
    }

    /// The class rules of a style sheet: `.a{fill:#000;stroke:#fff}` → `[("a", [("fill", "#000"), …])]`.
    private static func rules(_ css: Substring) -> [(Substring, [(Substring, Substring)])] {
        css.split(separator: "}").compactMap { rule in
            let parts = rule.split(separator: "{", maxSplits: 1)
            guard parts.count == 2, parts[0].first == "." else { return nil }
            let declarations = parts[1].split(separator: ";").compactMap { item -> (Substring, Substring)? in
                let pair = item.split(separator: ":", maxSplits: 1)
                return pair.count == 2 ? (pair[0], pair[1]) : nil
            }
            return (parts[0].dropFirst(), declarations)
        }
    }
}
