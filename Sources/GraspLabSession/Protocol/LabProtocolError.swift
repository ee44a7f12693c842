// Why this file exists: a refused message becomes an error frame, a log line and a test expectation;
// this value carries what all three need.

import GraspJSON

/// A message the session refused: why, in a code and in words, and which message it was.
@_spi(GraspInternal) public struct LabProtocolError: Error, Hashable {
    /// The machine-readable reason.
    @_spi(GraspInternal) public var code: LabErrorCode
    /// A sentence for people: what was wrong and where.
    @_spi(GraspInternal) public var message: String
    /// The refused message's `seq`, when it had one that could be read.
    @_spi(GraspInternal) public var ref: Int?

    /// An error with `code` and `message`, about the message whose `seq` was `ref`.
    @_spi(GraspInternal) public init(code: LabErrorCode, message: String, ref: Int? = nil) {
        self.code = code
        self.message = message
        self.ref = ref
    }

    /// The error frame that reports this error, in the latest protocol version.
    @_spi(GraspInternal) public var frame: String { frame(version: LabProtocol.version) }

    /// The error frame that reports this error, in protocol `version`.
    @_spi(GraspInternal) public func frame(version: Int) -> String {
        var json = JSONText()
        json.add("v", version)
        json.add("type", "error")
        json.add("code", code.rawValue)
        json.add("message", message)
        if let ref { json.add("ref", ref) }
        return json.json
    }
}
