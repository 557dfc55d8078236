public import LayoutAnswers

extension DeviceCatalog {
    /// The catalog compiled into the binary (`data/devices.json`, embedded by
    /// `scripts/generate/build-device-catalog.py` as ``EmbeddedCatalog``). The tests load it through the same
    /// validation, so it cannot fail at run time.
    public static let bundled: DeviceCatalog = {
        switch Result(catching: { () throws(CatalogError) in try DeviceCatalog(json: Array(EmbeddedCatalog.json.utf8)) }
        ) {
        case .success(let catalog): return catalog
        case .failure(let error): preconditionFailure("the embedded device catalog is invalid: \(error.message)")
        }
    }()

    /// Decodes and validates a catalog document (`data/devices.json`, or a file given with `--devices-file`).
    ///
    /// `try DeviceCatalog(json: Array(EmbeddedCatalog.json.utf8)).device(named: "iPad16,3")?.id` →
    /// `"ipad-pro-11-inch-m4"`
    /// - Throws: ``CatalogError`` naming the path or entry at fault.
    public convenience init(json: [UInt8]) throws(CatalogError) {
        let document: CatalogDocument
        do {
            document = try JSONWire.decode(CatalogDocument.self, from: json)
        } catch {
            let place = error.path.isEmpty ? "the top level" : error.path
            throw CatalogError(message: "not a valid catalog at \(place): \(error.message)")
        }
        try self.init(document: document)
    }
}
