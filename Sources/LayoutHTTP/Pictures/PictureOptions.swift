/// What a picture shows besides its shapes: `legend=` and `labels=` (both `true` by default), read by every route
/// that draws.
///
/// `GET /devices/iphone-16-pro?format=svg&legend=false&labels=false` → the shapes with their titles, no legend card
/// and no text on the drawing (a clean mock-up layer). The options reach ``SVGDocument`` as a task-local while the
/// picture is drawn, so the drawing code of each route needs no extra argument.
struct PictureOptions: Hashable, Sendable {
    /// Whether to draw the legend card.
    var legend = true
    /// Whether to write labels on the shapes (a label with no free place goes into the legend).
    var labels = true

    /// The options of the picture being drawn.
    @TaskLocal static var current = PictureOptions()

    init() {}

    /// Reads `legend` and `labels` from a request.
    /// - Parameter parameters: The request's fields; `legend=false` → `legend == false`.
    init(_ parameters: inout Parameters) throws(Problem) {
        legend = try parameters.bool("legend") ?? true
        labels = try parameters.bool("labels") ?? true
    }

    /// Runs `draw` with these options as ``current``.
    /// - Parameter draw: Draws the picture, e.g. `AnswerPictures.device(…)`.
    /// - Returns: Its bytes.
    func drawing(_ draw: () throws(Problem) -> [UInt8]) throws(Problem) -> [UInt8] {
        var failure: Problem?
        let bytes = Self.$current.withValue(self) { () -> [UInt8] in
            do throws(Problem) { return try draw() } catch { failure = error; return [] }
        }
        if let failure { throw failure }
        return bytes
    }
}
