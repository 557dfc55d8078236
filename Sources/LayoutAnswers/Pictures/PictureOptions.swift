/// What a picture shows besides its shapes and how it is coloured: `legend=` and `labels=` (both `true` by default)
/// `colorScheme=` (`light` by default) and `export=figma` (the import form), read by every route that draws.
///
/// `GET /devices/iphone-16-pro?format=svg&legend=false&labels=false` → the shapes with their titles, no legend card
/// and no text on the drawing (a clean mock-up layer); `&colorScheme=dark` draws it for a dark page. The options
/// reach ``SVGDocument`` as a task-local while the picture is drawn, so the drawing code of each route needs no
/// extra argument.
public struct PictureOptions: Hashable, Sendable {
    /// Whether to draw the legend card.
    public var legend = true
    /// Whether to write labels on the shapes (a label with no free place goes into the legend).
    public var labels = true
    /// The colours drawn (``ColorScheme``).
    public var colorScheme = ColorScheme.light
    /// The form for a design tool's import (`export=figma`, ``PictureExport``), or `nil` for the served form.
    public var export: Export? = nil

    /// `export=`'s forms.
    public enum Export: String, CaseIterable, Hashable, Sendable {
        /// Presentation attributes inline, no `<style>`, bare ids as layer names.
        case figma
    }

    /// The options of the picture being drawn.
    @TaskLocal public static var current = PictureOptions()

    public init(legend: Bool = true, labels: Bool = true, colorScheme: ColorScheme = .light, export: Export? = nil) {
        self.legend = legend
        self.labels = labels
        self.colorScheme = colorScheme
        self.export = export
    }

    /// Runs `draw` with these options as ``current``.
    /// - Parameter draw: Draws the picture, e.g. `AnswerPictures.device(…)`.
    /// - Returns: Its bytes.
    public func drawing<Failure: Error>(_ draw: () throws(Failure) -> [UInt8]) throws(Failure) -> [UInt8] {
        var failure: Failure?
        let bytes = Self.$current.withValue(self) { () -> [UInt8] in
            do throws(Failure) { return try draw() } catch { failure = error; return [] }
        }
        if let failure { throw failure }
        return bytes
    }
}
