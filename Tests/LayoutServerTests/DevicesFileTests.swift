import LayoutAnswers
import LayoutHTTP
import LayoutServer
import Testing
import LayoutHTTPCore

/// The `devicesFile` setting: the server loads another catalog from it and validates it as the bundled one.
struct DevicesFileTests {
    let catalog = DeviceCatalog.bundled

    @Test func devicesFileSettingLoadsAndValidatesAnotherCatalog() throws {
        let good = Array(EmbeddedCatalog.json.utf8)
        let loaded = try loadCatalog(ServerConfiguration().with(devicesFile: "/x.json")) { _ in good }
        #expect(loaded.devices.count == catalog.devices.count)
        #expect(throws: CatalogError.self) {
            try loadCatalog(ServerConfiguration().with(devicesFile: "/missing.json")) { _ in nil }
        }
        #expect(throws: CatalogError.self) {
            try loadCatalog(ServerConfiguration().with(devicesFile: "/bad.json")) { _ in Array("[1]".utf8) }
        }
    }
}
