import Foundation
import LayoutHTTP
import LayoutHTTPCore
import LayoutHTTPTestSupport
import LayoutTestSupport
import Testing

/// Changes to a question whose effect on the answer is known, over random trees
/// (``NumberSpellingTests/randomView(_:depth:)``: fixed views, images, aspect ratios, frames, offsets, alignment
/// guides, stacks) and proposals.
/// - A modifier that changes nothing (`padding` of 0, a `frame` without sizes) or an HStack or VStack of one child,
///   set around any view, leaves every other view's frame where it was and takes its child's frame (SwiftUI's
///   padding insets by its lengths, `frame()` with no size proposes and answers its content's, a stack of one view
///   is that view's size). Not a ZStack: placing, it proposes each child its own size (OpenSwiftUI's
///   `_ZStackLayout.placeSubviews`), so a child larger than the proposal is laid out again larger.
/// - `layoutDirection: rightToLeft` mirrors every frame in the root's width (x' = W − x − width), or the screen's
///   on a device.
/// - The tree with its axes swapped (HStack for VStack, width for height, x for y, top for leading) under the
///   proposal H × W lays every view out at its frame transposed: SwiftUI's stacks and frames treat both axes alike.
///
/// Reordered members and other spellings of a number are NumberSpellingTests'.
struct SwiftUIMetamorphicTests {
    let service = buildService(configuration: ServerConfiguration())
    typealias View = NumberSpellingTests.View

    static func text(_ view: View) -> String {
        var plain = NumberSpellingTests.Spelling(rng: SplitMix64(seed: 0), plain: true)
        return plain.text(view)
    }

    static func proposal(_ g: inout SplitMix64) -> (Double, Double) {
        ([0, 100, 150, 402][Int(g.next() % 4)], [0, 50, 120, 874][Int(g.next() % 4)])
    }

    /// The answer's frames by path (nil unless 200).
    func frames(_ view: View, _ proposal: (Double, Double), extra: String = "") -> [String: [String: Double]]? {
        let body = #"{"proposal":{"width":\#(proposal.0),"height":\#(proposal.1)},\#(extra)"view":\#(Self.text(view))}"#
        let response = service.respond(to: post("/swiftui/layout", body))
        guard response.status == 200 else { return nil }
        return Self.frames(json(response))
    }

    static func frames(_ answer: [String: Any]) -> [String: [String: Double]] {
        var found: [String: [String: Double]] = [:]
        for node in answer["nodes"] as? [[String: Any]] ?? [] {
            let frame = node["frame"] as? [String: Any] ?? [:]
            found[node["path"] as? String ?? "?"] = frame.compactMapValues { ($0 as? NSNumber)?.doubleValue }
        }
        return found
    }

    /// The paths of a tree's views, in order: the root `0`, a child `k` of the view at `p` at `p.k`.
    static func paths(_ view: View, _ path: String = "0") -> [String] {
        switch view {
        case .leaf: return [path]
        case .wrapper(_, _, _, let content): return [path] + paths(content, path + ".0")
        case .stack(_, _, _, let children):
            return [path] + children.indices.flatMap { paths(children[$0], path + ".\($0)") }
        }
    }

    /// `view` with `wrap` set around the view at `target`.
    static func wrapped(_ view: View, at target: String, path: String = "0", _ wrap: (View) -> View) -> View {
        if path == target { return wrap(view) }
        switch view {
        case .leaf: return view
        case .wrapper(let t, let n, let w, let content):
            return .wrapper(
                type: t, numbers: n, words: w, content: wrapped(content, at: target, path: path + ".0", wrap))
        case .stack(let t, let n, let w, let children):
            let kids = children.indices.map { wrapped(children[$0], at: target, path: path + ".\($0)", wrap) }
            return .stack(type: t, numbers: n, words: w, children: kids)
        }
    }

    @Test func aNoOpModifierOrAOneChildStackMovesNoView() {
        var g = SplitMix64(seed: 5_902)
        let wraps: [(String, (View) -> View)] = [
            ("padding 0", { .wrapper(type: "padding", numbers: [("length", 0)], words: [], content: $0) }),
            ("frame()", { .wrapper(type: "frame", numbers: [], words: [], content: $0) }),
            ("HStack", { .stack(type: "HStack", numbers: [("spacing", 30)], words: [], children: [$0]) }),
            ("VStack", { .stack(type: "VStack", numbers: [], words: [], children: [$0]) }),
        ]
        var compared = 0
        for trial in 0..<120 {
            let view = NumberSpellingTests.randomView(&g, depth: 0)
            let proposal = Self.proposal(&g)
            let paths = Self.paths(view)
            let target = paths[Int(g.next() % UInt64(paths.count))]
            let (name, wrap) = wraps[Int(g.next() % UInt64(wraps.count))]
            let before = frames(view, proposal)
            let after = frames(Self.wrapped(view, at: target, wrap), proposal)
            #expect((before == nil) == (after == nil), "\(trial): \(name) at \(target) of \(Self.text(view))")
            guard let before, let after else { continue }
            #expect(after.count == before.count + 1)
            for (path, frame) in before {
                // The views at and under the target are one level deeper: `p.rest` is now `p.0.rest`.
                let moved = path == target || path.hasPrefix(target + ".")
                let now = moved ? target + ".0" + path.dropFirst(target.count) : path
                let tree = Self.text(view)
                #expect(
                    after[now] == frame,
                    "\(trial): \(name), \(target), \(proposal): \(path) \(frame) → \(after[now] ?? [:]) in \(tree)"
                )
            }
            #expect(after[target] == before[target], "\(trial): \(name) at \(target) is not its child's frame")
            compared += 1
        }
        #expect(compared > 90, "\(compared) of 120 random trees answered")
    }

    @Test func rightToLeftMirrorsEveryFrame() {
        var g = SplitMix64(seed: 5_903)
        var compared = 0
        for trial in 0..<100 {
            let view = NumberSpellingTests.randomView(&g, depth: 0)
            let onDevice = trial % 3 == 0
            let orientation = g.next() % 2 == 0 ? "portrait" : "landscape"
            let proposed = Self.proposal(&g).0
            // The iPhone 17 Pro's side insets are equal in both orientations (0 and 0, 62 and 62).
            func ask(_ direction: String) -> [String: Any]? {
                let place =
                    onDevice
                    ? #""device":"iphone-17-pro","orientation":"\#(orientation)","#
                    : #""proposal":{"width":\#(proposed),"height":120},"#
                let response = service.respond(
                    to: post(
                        "/swiftui/layout",
                        "{" + place + #""layoutDirection":"\#(direction)","view":\#(Self.text(view))}"#))
                return response.status == 200 ? json(response) : nil
            }
            let ltr = ask("leftToRight"), rtl = ask("rightToLeft")
            guard let ltr, let rtl else {
                #expect((ltr == nil) == (rtl == nil), "\(trial): \(Self.text(view))")
                continue
            }
            let width = onDevice ? (orientation == "portrait" ? 402 : 874) : number(ltr, "size", "width") ?? .nan
            let (left, right) = (Self.frames(ltr), Self.frames(rtl))
            #expect(left.keys == right.keys)
            for (path, f) in left {
                let mirrored = [
                    "x": width - f["x"]! - f["width"]!, "y": f["y"]!, "width": f["width"]!, "height": f["height"]!,
                ]
                let got = right[path] ?? [:]
                #expect(
                    mirrored.allSatisfy { close(got[$0.key], $0.value) }, "\(trial) \(path): \(f) → \(got), W \(width)")
            }
            compared += 1
        }
        #expect(compared > 70, "\(compared) of 100 random trees answered")
    }

    /// The tree with its axes swapped: HStack ↔ VStack, width ↔ height, x ↔ y, a top guide a leading one.
    static func transposed(_ view: View) -> View {
        let names = ["width": "height", "height": "width", "x": "y", "y": "x"]
        let words = ["top": "leading", "leading": "top", "bottom": "trailing", "trailing": "bottom"]
        func swap(_ numbers: [(String, Double)]) -> [(String, Double)] { numbers.map { (names[$0.0] ?? $0.0, $0.1) } }
        func swap(_ pairs: [(String, String)]) -> [(String, String)] { pairs.map { ($0.0, words[$0.1] ?? $0.1) } }
        switch view {
        case .leaf(let t, let n, let f): return .leaf(type: t, numbers: swap(n), flags: f)
        case .wrapper(let t, let n, let w, let content):
            return .wrapper(type: t, numbers: swap(n), words: swap(w), content: transposed(content))
        case .stack(let t, let n, let w, let children):
            let type = ["HStack": "VStack", "VStack": "HStack"][t] ?? t
            return .stack(type: type, numbers: n, words: swap(w), children: children.map(transposed))
        }
    }

    @Test func theTransposedTreeUnderTheTransposedProposalIsTheTransposedLayout() {
        var g = SplitMix64(seed: 5_904)
        var compared = 0
        for trial in 0..<120 {
            let view = NumberSpellingTests.randomView(&g, depth: 0)
            let (w, h) = Self.proposal(&g)
            let portrait = frames(view, (w, h))
            let landscape = frames(Self.transposed(view), (h, w))
            #expect((portrait == nil) == (landscape == nil), "\(trial): \(Self.text(view))")
            guard let portrait, let landscape else { continue }
            for (path, f) in portrait {
                let swapped = ["x": f["y"]!, "y": f["x"]!, "width": f["height"]!, "height": f["width"]!]
                let got = landscape[path] ?? [:]
                #expect(
                    swapped.allSatisfy { close(got[$0.key], $0.value) },
                    "\(trial) \(path) at \(w) × \(h): \(f) → \(got) in \(Self.text(view))")
            }
            compared += 1
        }
        #expect(compared > 90, "\(compared) of 120 random trees answered")
    }
}
