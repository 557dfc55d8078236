import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutAnswers
import LayoutHTTPCore

/// A 404 for a device suggests the ids it was likely meant to be: by edit distance, then by shared words.
struct DeviceSuggestionTests {
    let service = buildService(configuration: ServerConfiguration())

    private func suggestions(_ name: String) -> [String] {
        let response = service.respond(to: get("/devices/\(name)"))
        #expect(response.status == 404)
        return json(response)["suggestions"] as? [String] ?? []
    }

    @Test func oneWrongLetterSuggestsTheDeviceFirst() {
        #expect(suggestions("iphone-14-pri").first == "iphone-14-pro")
        #expect(suggestions("iphonf-14-pro").first == "iphone-14-pro")
    }

    @Test func theSameWordsInAnotherOrderFindTheDevice() {
        #expect(suggestions("pro_14_iphone").contains("iphone-14-pro"))
    }

    /// A very long unknown id gets its 404 without suggestions: nothing is near it, and looking cost seconds of a
    /// poll thread for 30,000 characters.
    @Test func aVeryLongIdIsNotComparedWithEveryId() {
        #expect(suggestions(String(repeating: "iphone-", count: 4_000)).isEmpty)
        #expect(
            !suggestions(String(repeating: "a", count: 70) + "iphone-14-pro").isEmpty,
            "a long but plausible name still is")
    }
}
