public import LayoutGeometry

/// `GET /fonts`: the families Text is measured in, each with its faces (weight, style, file), and the fallback
/// cascade. layoutd measures text in the fonts its operator loads (Inter and DejaVu Sans by default), not in
/// Apple's San Francisco, which Apple licenses only for its platforms.
///
/// `FontsAnswers.Answer(faces: [Inter Regular 400, Inter Bold 700], cascade: ["Inter"])` →
/// `{"defaultFamily":"Inter","cascade":["Inter"],"families":[{"family":"Inter","faces":[…400…, …700…]}]}`.
public enum FontsAnswers {
    public struct Face: Encodable, Sendable, Hashable {
        public var name: String
        public var weight: Int
        public var italic: Bool
        public var file: String
    }

    public struct Family: Encodable, Sendable, Hashable {
        public var family: String
        public var faces: [Face]
    }

    public struct Answer: Encodable, Sendable, Hashable {
        /// The family of a Text that names none; `null` when the server measures no text.
        public var defaultFamily: String?
        public var cascade: [String]
        public var families: [Family]

        /// The listing of a measurer's faces, families sorted by name and faces by weight (`nil`: no measurer).
        public init(_ measurer: (any SwiftUILayout.TextMeasuring)?) {
            defaultFamily = measurer?.defaultFamily
            cascade = measurer?.cascade ?? []
            var byFamily: [String: [Face]] = [:]
            for f in measurer?.faces ?? [] {
                byFamily[f.family, default: []].append(
                    Face(name: f.name, weight: f.weight, italic: f.italic, file: f.file))
            }
            families = byFamily.keys.sorted().map { name in
                Family(family: name, faces: byFamily[name]!.sorted { ($0.weight, $0.name) < ($1.weight, $1.name) })
            }
        }
    }
}
