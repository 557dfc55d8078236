import LayoutText

/// The measurer `layoutd` runs (HarfBuzz and ICU over Debian's Inter and DejaVu Sans), shared by the suites that ask
/// questions with Text.
enum TestText {
    static let measurer = TextMeasurer(
        library: try! FontLibrary(directories: FontLibrary.defaultDirectories, cascade: FontLibrary.defaultCascade))
}
