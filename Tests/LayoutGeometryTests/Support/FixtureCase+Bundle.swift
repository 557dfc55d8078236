import Foundation
import LayoutTestSupport

extension FixtureCase {
    /// Every case of every fixture file, loaded from this test bundle (empty if any file failed to load; see
    /// ``loadFailure``).
    static let all: [FixtureCase] = (try? loaded.get()) ?? []

    /// Why loading failed, or `nil`: a missing directory, an unreadable or malformed file, or a file without cases
    /// fails `FixtureTests.everyFixtureFileLoads` instead of quietly dropping its cases.
    static var loadFailure: String? {
        if case .failure(let failure) = loaded { failure.message } else { nil }
    }

    private static let loaded = load(from: Bundle.module.url(forResource: "Fixtures", withExtension: nil))
}
