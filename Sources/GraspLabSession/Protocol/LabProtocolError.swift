// Why this file exists: a refused message becomes an error frame, a log line and a test expectation;
// this value carries what all three need.

/// A message the session refused: why, in a code and in words, and which message it was.
package struct LabProtocolError: Error, Hashable {
    /// The machine-readable reason.
    package var code: LabErrorCode
    /// A sentence for people: what was wrong and where.
    package var message: String
    /// The refused message's `seq`, when it had one that could be read.
    package var ref: Int?

    /// An error with `code` and `message`, about the message whose `seq` was `ref`.
    package init(code: LabErrorCode, message: String, ref: Int? = nil) {
        self.code = code
        self.message = message
        self.ref = ref
    }

    /// The error frame that reports this error, in the latest protocol version.
    package var frame: String { frame(version: LabProtocol.version) }

    /// The error frame that reports this error, in protocol `version`.
    package func frame(version: Int) -> String {
        var json = JSONText()
        json.add("v", version)
        json.add("type", "error")
        json.add("code", code.rawValue)
        json.add("message", message)
        if let ref { json.add("ref", ref) }
        return json.json
    }
}
