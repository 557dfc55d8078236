import LayoutGeometry

extension SwiftUISheetAnswers {
    /// The most bytes a sheet's answer may take as JSON, and as SVG: ``Estimate`` bounds both from the groups
    /// before any layout, and a sheet whose bound passes this is refused then, never written.
    public static let maximumAnswerBytes = 8 << 20
    /// The most findings one group lists; the rest are counted in its `findingsLeftOut`.
    public static let maximumGroupFindings = 64
    /// Work units (``WorkBudget``: one a size request, 86–190 ns) charged for hosting one context: a catalog look-up,
    /// its size classes and safe area, about 2 µs.
    static let unitsPerHosting = 16
    /// Answer bytes a work unit stands for: writing, sizing and merging a sheet costs about 2–3 ns a byte.
    static let bytesPerUnit = 64
    /// The most bytes a number takes as an answer writes it (`-1.7976931348623157e+308`).
    static let numberBytes = 24

    /// An upper bound on the bytes a sheet's answer takes, computed from its groups' trees and contexts before any
    /// layout: every number at its longest, every id as it is escaped, every other string escaped at its longest,
    /// every group listing its most findings, every view taking a size of its own in every group.
    ///
    /// A 200-view tree on 55 groups: about 8 MB of bound for about 4 MB of answer.
    public struct Estimate: Sendable, Hashable {
        /// The JSON answer's bytes, at most.
        public var json: Int
        /// The SVG picture's bytes, at most (its first ``AnswerPictures`` cells).
        public var svg: Int
    }

    /// Charges `units` to `budget`, or throws why the work must end: 503 when it was stopped (deadline, client
    /// gone, shutdown), 422 naming `at` when it passes the budget.
    static func charge(_ budget: WorkBudget, _ units: Int, at: @autoclosure () -> String) throws(AnswerError) {
        guard !budget.charge(units) else { return }
        if let stop = budget.stopReason { throw AnswerError.stopped(stop.detail) }
        throw AnswerError.unprocessable(
            ["view", "devices", "family", "all"],
            "the sheet passed the request's work budget of \(budget.limit) units at \(at()) (a context hosted is "
                + "\(unitsPerHosting) units, a view's size request one, \(bytesPerUnit) bytes of answer one); ask "
                + "fewer contexts or a smaller tree.")
    }

    /// The bound of a sheet whose groups lay out `trees` (one a group, branches resolved, strings in the group's
    /// pseudolanguage) for `contexts`, with `distinct` the distinct trees among them and `skipped` its skipped
    /// contexts.
    static func estimate(
        trees: [SwiftUILayout.Node], contexts: [[Context]], distinct: [SwiftUILayout.Node], skipped: [Skipped],
        pictureCells: Int, fonts: [String] = [], form: Form = .full
    ) -> Estimate {
        // A Text's `fonts` lists its family and the cascade's families it fell back to: at most all of them.
        let fontBytes = fonts.reduce(0) { $0 + CompactJSONEncoder.escapedByteCount($1) + 1 }
        let n = numberBytes
        let rect = 30 + 4 * n
        var json = 200 + 2 * n
        var svg = 8_192  // the root, its title and the sheet's legend
        for (g, tree) in trees.enumerated() {
            var sum = TreeSum(fontBytes: fontBytes)
            sum.add(tree, pathBytes: 1)
            let names = contexts[g].reduce(0) { $0 + $1.name.utf8.count }
            // The group's members, the layout's head, its contexts, nodes, findings (listed and merged) and the
            // views' size entries (one a node: a size and a group index).
            json += 400 + 3 * rect + 12 * n + contexts[g].count * 200 + 2 * names
            json += maximumGroupFindings * (2 * 140 + 2 * sum.longest)
            // `full`: each node's object and its size entry in `views`; the other forms: its numbers in arrays.
            json += form == .full ? sum.json + sum.nodes * (60 + 2 * n) : sum.compact
            if g < pictureCells {
                svg += 32_768 + 6 * names + sum.svg
                svg += maximumGroupFindings * (900 + 2 * sum.longestPath + 2 * sum.longestSVGID)
            }
        }
        for tree in distinct {  // the views' list: a path, id and type once a distinct tree's node
            var sum = TreeSum(fontBytes: fontBytes)
            sum.add(tree, pathBytes: 1)
            json += sum.heads
        }
        for s in skipped { json += 300 + 2 * s.context.name.utf8.count + 6 * s.reason.utf8.count }
        return Estimate(json: json, svg: svg)
    }

    /// What a tree's nodes add to the bound, walked once.
    struct TreeSum {
        /// The bytes of the fonts a Text may list (its own family aside).
        let fontBytes: Int
        var nodes = 0
        var json = 0
        /// The `compact` and `columns` forms' bytes: a node's 10 numbers with their separators, its Text's and
        /// GeometryReader's members with its index.
        var compact = 0
        var svg = 0
        /// The views' list's heads: path, id and type.
        var heads = 0
        /// The longest path and id (escaped) of a node: what one finding repeats.
        var longest = 0
        var longestPath = 0
        /// The longest id of a node as a picture escapes it: a finding's title and label repeat it.
        var longestSVGID = 0

        mutating func add(_ node: SwiftUILayout.Node, pathBytes: Int) {
            let n = SwiftUISheetAnswers.numberBytes
            let id = node.id.map(CompactJSONEncoder.escapedByteCount) ?? 4
            let svgID = node.id.map { SVGDocument.escapedByteCount($0) + 2 } ?? 0
            let type = node.kind.typeName.utf8.count
            nodes += 1
            json += 160 + 10 * n + pathBytes + id + type
            compact += 24 + 10 * n
            svg += 1_200 + 3 * pathBytes + 3 * svgID + 2 * type
            heads += 60 + pathBytes + id + type
            longest = Swift.max(longest, pathBytes + id)
            longestPath = Swift.max(longestPath, pathBytes)
            longestSVGID = Swift.max(longestSVGID, svgID)
            if case .text(let spec) = node.kind {
                // The lines are pieces of the string (an ellipsis each at most): the string escaped once, and a
                // line's own bytes (quotes, an ellipsis, its width) a line; a line at least one character.
                let lines = Swift.min(spec.lineLimit ?? Int.max, spec.string.unicodeScalars.count + 1)
                let family = CompactJSONEncoder.escapedByteCount(spec.font.family)
                let text = 400 + 6 * n + 2 * family + fontBytes + CompactJSONEncoder.escapedByteCount(spec.string)
                json += text + lines * (30 + n)
                compact += 16 + n + text + lines * (30 + n)
                svg += 1_200 + family + SVGDocument.escapedByteCount(spec.string) + lines * 240
            }
            if case .geometryReader = node.kind {  // `"geometry":{"size":{…},"safeAreaInsets":{…}}`: 6 numbers
                json += 120 + 6 * n
                compact += 136 + 7 * n
            }
            let children = node.kind.childNodes
            for k in children.indices {
                add(children[k], pathBytes: pathBytes + SwiftUILayout.childSuffixes[k].utf8.count)
            }
        }
    }
}
