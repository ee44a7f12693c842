// Why this file exists: every message the server refuses gets an error frame whose code a page or a
// test can branch on. The codes are listed here once, with the DocC protocol article beside them.

/// Why the server refused a message or closed a session; the `code` of an error frame.
public enum LabErrorCode: String, Sendable, Hashable, CaseIterable {
    /// The message is not a JSON object, or a field is missing or of the wrong type.
    case malformed
    /// The message's `v` is not a protocol version this server speaks.
    case unsupportedVersion = "unsupported-version"
    /// The message's `type` is not one the server knows.
    case unknownType = "unknown-type"
    /// The message is longer than the session accepts.
    case tooLarge = "too-large"
    /// The session sent more messages than its rate allows; the message was dropped.
    case rateLimited = "rate-limited"
    /// A value is out of range: a coordinate too large, too many samples, an unknown phase.
    case invalid
    /// The scene named is not in the catalog.
    case unknownScene = "unknown-scene"
    /// The message needs a scene, and the page has not sent `hello` yet.
    case notReady = "not-ready"
    /// A recording was stopped with nothing recorded, or stopped when none was running.
    case emptyRecording = "empty-recording"
    /// The server already has as many sessions as it allows; the connection is closed.
    case tooManySessions = "too-many-sessions"
    /// The session sent nothing for too long; the connection is closed.
    case idle
    /// A `replay` message's trace could not be read; the message gives the trace reader's located error.
    case invalidTrace = "invalid-trace"
    /// Touch input (or `seek` outside a replay) does not fit the session's mode: a replaying session
    /// takes no pointer messages until the page sends `live`, and `seek` needs a replay.
    case wrongMode = "wrong-mode"
}
