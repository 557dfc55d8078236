import LayoutGeometry

extension PictureOptions {
    /// The appearance a picture is drawn in, chosen by the request (`colorScheme=`), never by the viewer: the same
    /// question gives the same bytes whatever page or OS shows them.
    ///
    /// `light` (the default) is Xcode's canvas in light mode: a pale canvas, white displays, dark text; `dark` is a
    /// dark-grey canvas, black displays outlined in light grey (so a Watch or a Vision Pro window is never black on
    /// black), light text. SwiftUI's `ColorScheme` has the same two cases.
    public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
        case light, dark
    }
}

extension SVGDocument {
    /// The colours of a picture's chrome in one scheme: canvas, text, label halo, legend card.
    ///
    /// `Palette.of(.dark).backdrop` → `#2c2c2e`.
    struct Palette {
        /// The scheme these colours are.
        let scheme: PictureOptions.ColorScheme
        /// The canvas under the whole drawing.
        let backdrop: String
        /// Text: labels, captions, the legend's words, a Text's lines (SwiftUI's `primary`).
        let ink: String
        /// Quieter text (a caption's detail with no finding).
        let muted: String
        /// The outline drawn round a label so it reads over any shape.
        let halo: String
        /// The legend card's fill and outline.
        let card: String, cardLine: String
        /// A caption's detail that counts findings.
        let warning: String

        static func of(_ scheme: PictureOptions.ColorScheme) -> Palette {
            switch scheme {
            case .light:
                Palette(
                    scheme: scheme, backdrop: "#f2f2f7", ink: "#1c1c1e", muted: "#3a3a3c", halo: "#fff", card: "#fff",
                    cardLine: "#c7c7cc", warning: "#d70015")
            case .dark:
                Palette(
                    scheme: scheme, backdrop: "#2c2c2e", ink: "#f2f2f7", muted: "#aeaeb2", halo: "#000",
                    card: "#1c1c1e",
                    cardLine: "#636366", warning: "#ff6961")
            }
        }
    }

    /// A kind's CSS rule body in a scheme: ``Kind/style`` in light, with the dark scheme's own colours for the
    /// shapes whose light colour would vanish on a dark canvas (the display black with a light outline, the home
    /// indicator light, windows and containers dark grey).
    static func style(_ kind: Kind, _ scheme: PictureOptions.ColorScheme) -> String {
        guard scheme == .dark else { return kind.style }
        switch kind {
        case .display: return "fill:#000;stroke:#aeaeb2;stroke-width:1.5"
        case .housing: return "fill:#000;stroke:#8e8e93;stroke-width:0.5"
        case .homeIndicator: return "fill:#f2f2f7;stroke:#f2f2f7;stroke-width:0.5"
        case .window, .screen, .container, .frame: return "fill:#1c1c1e;stroke:#aeaeb2;stroke-width:1"
        case .hinge: return "fill:#48484a;stroke:#aeaeb2;stroke-width:0.5"
        case .keyboard: return "fill:#8e8e93;fill-opacity:0.55;stroke:#aeaeb2;stroke-width:1"
        case .pixelGrid: return "stroke:#aeaeb2;stroke-width:0.02;fill:none"
        default: return kind.style
        }
    }

    /// The `<style>` rules of the kinds drawn, the labels and the legend in the picture's scheme.
    func styleRules(_ scheme: PictureOptions.ColorScheme) -> String {
        let palette = Palette.of(scheme)
        var out = ".backdrop{fill:\(palette.backdrop)}"
        for kind in Kind.allCases where kinds.contains(kind) && kind != .unknown {
            out += ".\(kind.rawValue){\(Self.style(kind, scheme))}"
        }
        out += ".unknown{\(Kind.unknown.style)}"
        out += ".label{fill:\(palette.ink);stroke:\(palette.halo);paint-order:stroke}"  // stroke width: each label's
        out += ".legend-card{fill:\(palette.card);fill-opacity:0.85;stroke:\(palette.cardLine)}"
        return out + ".legend-text{fill:\(palette.ink)}"
    }

    /// The canvas: a rect of the scheme's backdrop colour under everything in `box`, coloured by the `.backdrop`
    /// rule or, in a drawing with no `<style>` of its own, by `fill`.
    static func backdrop(_ box: Rect, fill: String? = nil) -> String {
        "<rect id=\"backdrop\" class=\"backdrop\" x=\"\(number(box.x))\" y=\"\(number(box.y))\" "
            + "width=\"\(number(box.width))\" height=\"\(number(box.height))\""
            + (fill.map { " fill=\"\($0)\"" } ?? "") + "/>\n"
    }
}
