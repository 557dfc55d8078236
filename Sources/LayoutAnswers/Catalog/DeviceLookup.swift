extension DeviceCatalog {
    /// The model a client named (id, name, hardware identifier, or a group that resolves to a model).
    ///
    /// `try catalog.lookup("iPhone17,1").id` → `"iphone-16-pro"`; `try catalog.lookup("iphone-16-prp")` throws a
    /// `notFound` whose detail asks "Did you mean iphone-16-pro, …?".
    /// - Parameters:
    ///   - name: What the client wrote.
    ///   - field: The request field it came from, named in the message and in `fields` (nil for a path segment).
    /// - Throws: ``AnswerError`` `.notFound` with up to five suggestions.
    public func lookup(_ name: String, field: String? = nil) throws(AnswerError) -> Device {
        if let device = device(named: name) { return device }
        throw Self.notFound("device", name, suggestions: suggestions(for: name), field: field)
    }

    /// The HIG device-table row (group) a client named.
    /// - Throws: ``AnswerError`` `.notFound`, suggesting group names only.
    public func lookupGroup(_ name: String) throws(AnswerError) -> DeviceGroup {
        if let group = group(named: name) { return group }
        throw Self.notFound(
            "device group", name, suggestions: suggestions(for: name).filter { group(named: $0) != nil },
            field: nil)
    }

    private static func notFound(_ what: String, _ name: String, suggestions: [String], field: String?) -> AnswerError {
        let hint =
            suggestions.isEmpty
            ? " See GET /devices and GET /devices/groups for the lists."
            : " Did you mean \(suggestions.joined(separator: ", "))?"
        let shown = name.count > 80 ? String(name.prefix(80)) + "…" : name
        let detail = "No \(what) \"\(shown)\"\(field.map { " (\($0))" } ?? "").\(hint)"
        return AnswerError(kind: .notFound, fields: field.map { [$0] } ?? [], detail: detail, suggestions: suggestions)
    }
}
