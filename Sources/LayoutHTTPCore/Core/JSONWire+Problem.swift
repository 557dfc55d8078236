package import LayoutAnswers

/// A JSON object document read with the problem a client gets when it is not one: here, beside ``Problem``, so that
/// the wire's reader (``StrictJSON``) knows nothing of HTTP's errors and nothing below calls up into them.
///
/// `try JSONWire.decodeObject(Array("{}".utf8))` → `[:]`; `try JSONWire.decodeObject(Array("[1]".utf8))` throws a
/// 400 whose detail is "The request body must be a JSON object, not an array."
extension JSONWire {
    /// Parses a document that must be a JSON object (a request body, a configuration file).
    /// - Parameter what: What the document is, for the message (`request body`, `file`).
    /// - Throws: a 400 ``Problem`` saying what is wrong with the document.
    package static func decodeObject(
        _ bytes: [UInt8], what: String = "request body"
    ) throws(Problem) -> JSONObject {
        guard !bytes.isEmpty else {
            throw Problem.badRequest("The \(what) is empty; send a JSON object.")
        }
        let value: JSONValue
        do {
            value = try StrictJSON.parse(bytes)
        } catch {
            throw Problem.badRequest("The \(what) is not valid JSON: \(error.message).")
        }
        guard case .object(let object) = value else {
            throw Problem.badRequest("The \(what) must be a JSON object, not \(value.typeName).")
        }
        return object
    }
}
