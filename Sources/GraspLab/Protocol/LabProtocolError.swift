// Why this file exists: a refused message becomes an error frame, a log line and a test expectation;
// this value carries what all three need.

/// A message the session refused: why, in a code and in words, and which message it was.
struct LabProtocolError: Error, Hashable {
    /// The machine-readable reason.
    var code: LabErrorCode
    /// A sentence for people: what was wrong and where.
    var message: String
    /// The refused message's `seq`, when it had one that could be read.
    var ref: Int?

    /// The error frame that reports this error, in the latest protocol version.
    var frame: String { frame(version: LabProtocol.version) }

    /// The error frame that reports this error, in protocol `version`.
    func frame(version: Int) -> String {
        var json = JSONText()
        json.add("v", version)
        json.add("type", "error")
        json.add("code", code.rawValue)
        json.add("message", message)
        if let ref { json.add("ref", ref) }
        return json.json
    }
}
