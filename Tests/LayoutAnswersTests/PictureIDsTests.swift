import Testing

@testable import LayoutAnswers

/// A picture's ids carry the FNV-1a hash of the picture written with bare ids. The expected prefixes are the FNV
/// specification's arithmetic done by hand in Python (`h = ((h ^ b) * 0x01000193) & 0xffffffff` from 0x811c9dc5).
struct PictureIDsTests {
    @Test func everyIDAndReferenceGetsThePicturesOwnPrefix() {
        let bare = #"<svg width="9"><rect id="a" clip-path="url(#c)"/></svg>"#
        let served = String(decoding: PictureIDs.unique(bare), as: UTF8.self)
        let expected =
            #"<svg data-id-prefix="p2771931b-" width="9"><rect id="p2771931b-a" "#
            + #"clip-path="url(#p2771931b-c)"/></svg>"#
        #expect(served == expected)
    }

    /// `data-id`, text and escaped user words are not ids: only ` id="`, `="url(#` and ` href="#` are prefixed.
    @Test func onlyIDsAndReferencesArePrefixed() {
        let bare = ##"<g data-id="x" id="g"><use href="#g"/><title>url(#x) id=&quot;y&quot;</title></g>"##
        let out = String(decoding: PictureIDs.prefixed(Array(bare.utf8), Array("q-".utf8)), as: UTF8.self)
        #expect(out == ##"<g data-id="x" id="q-g"><use href="#q-g"/><title>url(#x) id=&quot;y&quot;</title></g>"##)
    }

    /// A document that is nothing but the root's opening (the pattern as long as the text) still names its prefix:
    /// FNV-1a of `<svg ` is 0x9c01d435.
    @Test func aRootAsLongAsItsPatternIsFound() {
        let served = String(decoding: PictureIDs.unique("<svg "), as: UTF8.self)
        #expect(served == #"<svg data-id-prefix="p9c01d435-" "#)
    }
}
