/// `GET /catalog`: what the device catalog holds and how current it is — its version, the date of the newest source
/// snapshot it was checked against, the newest model of each family, counts, and what it leaves out on purpose.
///
/// `CatalogSummary(DeviceCatalog.bundled).newestSnapshot?.date` → `"2026-10-23"` (AppleDB's device files, whose newest
/// model is the iPhone Duo, released 2026-10-23); `newestModels.first { $0.family == "iPhone" }?.id` → `"iphone-duo"`.
/// Mirrors no Apple API: it is the catalog's own provenance, so a client can tell when it is behind the hardware.
public struct CatalogSummary: Encodable, Sendable {
    /// The first 16 hex digits of the SHA-256 of the catalog's content (`scripts/generate/build-device-catalog.py`).
    public var version: String?
    /// The snapshot of a public identifier list with the newest date (`data/snapshots/index.json`).
    public var newestSnapshot: SourceSnapshot?
    /// Every snapshot the test command checks the catalog against.
    public var snapshots: [SourceSnapshot]
    public var counts: Counts
    /// The newest model of each family (latest release year; the catalog's order breaks a tie).
    public var newestModels: [NewestModel]
    /// What the catalog deliberately lacks, each with its reason and sources (`data/left-out.json`).
    public var leftOut: LeftOut?

    public struct Counts: Encodable, Sendable {
        public var models: Int
        public var identifiers: Int
        public var groups: Int
        /// Models per family, in the catalog's family order.
        public var families: [FamilyCount]
    }

    public struct FamilyCount: Encodable, Sendable {
        public var family: String
        public var models: Int
    }

    public struct NewestModel: Encodable, Sendable {
        public var family: String
        public var id: String
        public var name: String
        public var released: Int?
    }

    /// Builds the summary of a loaded catalog.
    public init(_ catalog: DeviceCatalog) {
        version = catalog.version
        snapshots = catalog.snapshots
        newestSnapshot = catalog.snapshots.max { ($0.date ?? "", $0.file) < ($1.date ?? "", $1.file) }
        leftOut = catalog.leftOut
        var families: [String] = []
        var newest: [String: (year: Int, index: Int)] = [:]
        for (i, d) in catalog.devices.enumerated() {
            if !families.contains(d.family) { families.append(d.family) }
            let year = d.released.value ?? 0
            if let current = newest[d.family], (current.year, current.index) > (year, i) { continue }
            newest[d.family] = (year, i)
        }
        counts = Counts(
            models: catalog.devices.count, identifiers: catalog.devices.reduce(0) { $0 + $1.identifiers.count },
            groups: catalog.groups.count,
            families: families.map { f in
                FamilyCount(family: f, models: catalog.devices.count { $0.family == f })
            })
        newestModels = families.compactMap { f in
            newest[f].map {
                let d = catalog.devices[$0.index]
                return NewestModel(family: f, id: d.id, name: d.name, released: d.released.value)
            }
        }
    }
}

/// One snapshot of a public identifier list kept in `data/snapshots/`.
public struct SourceSnapshot: Codable, Sendable {
    public var file: String
    /// Its code in the catalog's sources table.
    public var source: String
    public var repository: String
    public var path: String
    public var commit: String?
    /// The day the snapshot's source was current (ISO 8601).
    public var date: String?
}

/// `data/left-out.json`: models no source describes and identifiers left out, each with the reason (as the catalog
/// document holds it: identifiers keyed by identifier; `/catalog` lists them in order, each with its `identifier`).
public struct LeftOut: Codable, Sendable {
    public struct Model: Codable, Sendable {
        public var name: String
        public var family: String
        public var reason: String
        public var sources: [String]
    }

    public struct Identifier: Codable, Sendable {
        public var identifier: String?
        public var reason: String
        public var sources: [String]
    }

    public var notes: String?
    public var models: [Model]
    public var identifiers: [Identifier]

    enum CodingKeys: String, CodingKey { case notes, models, identifiers }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
        models = try c.decode([Model].self, forKey: .models)
        let keyed = try c.decode([String: Identifier].self, forKey: .identifiers)
        identifiers = keyed.keys.sorted().compactMap { key in
            keyed[key].map { Identifier(identifier: key, reason: $0.reason, sources: $0.sources) }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(notes, forKey: .notes)
        try c.encode(models, forKey: .models)
        try c.encode(identifiers, forKey: .identifiers)
    }
}
