// Why this file exists: everything that reaches the WebAssembly API comes from JavaScript, which may pass
// anything: a NaN, a handle already closed, bytes that are not UTF-8. None of it may trap (a trap kills the
// whole module, and every scene in it). Each refusal is one of these errors, with a code a program can
// branch on and a sentence a person can act on, as JSON text (`{"code": …, "message": …}`).

import GraspJSON
@_spi(GraspInternal) import GraspLabSession

/// Why the API refused a call: a stable code and a sentence for people.
///
/// Across the C ABI, a refused call returns a negative status and leaves ``json`` in the output buffer;
/// `grasp.js` throws it as a `GraspError`. The codes (API versions 1 and 2):
///
/// | code | when |
/// |---|---|
/// | `unknown-scene` | no scene has the name given |
/// | `unknown-handle` | no open scene or lab session has the handle given (never opened, or closed) |
/// | `invalid-utf8` | text passed in is not UTF-8 |
/// | `not-finite` | a time, coordinate or other number is NaN or infinite |
/// | `out-of-range` | a finite number outside its range (a coordinate beyond 100,000 px, a frame rate of 0) |
/// | `invalid-argument` | an unknown phase or kind, a negative length, a pointer that is not an integer |
/// | `lifecycle` | a pointer moves, lifts or is cancelled without going down first (or goes down twice); the same for hovers, scrolls and transforms |
/// | `time-goes-backwards` | a call's time is earlier than the previous call's |
/// | `invalid-trace` | a trace cannot be read; the message is the trace reader's, naming the sample and field |
/// | `empty-recording` | a recording stopped with nothing in it, or none was running |
public struct GraspAPIError: Error, Hashable, Sendable {
    /// The machine-readable reason (see the table above).
    public var code: String
    /// What was wrong, in a sentence.
    public var message: String
    /// A suggestion that may fix it (for an invalid trace, the one `grasp replay` prints after its error),
    /// or `nil`.
    public var hint: String?

    /// Creates an error.
    public init(code: String, message: String, hint: String? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
    }

    /// The error as JSON text: `{"code":…,"message":…}`, with `"hint"` when there is one.
    public var json: String {
        var json = JSONText()
        json.add("code", code)
        json.add("message", message)
        if let hint { json.add("hint", hint) }
        return json.json
    }

    static func unknownHandle(_ handle: Int32, _ what: String) -> GraspAPIError {
        GraspAPIError(code: "unknown-handle", message: "no \(what) has handle \(handle): it was never opened, or it is closed")
    }

    static func notFinite(_ name: String) -> GraspAPIError {
        GraspAPIError(code: "not-finite", message: "\(name) must be a finite number, not NaN or infinite")
    }

    static func outOfRange(_ name: String, _ value: Double, _ range: String) -> GraspAPIError {
        GraspAPIError(code: "out-of-range", message: "\(name) is \(value); it must be \(range)")
    }

    static func invalidArgument(_ message: String) -> GraspAPIError {
        GraspAPIError(code: "invalid-argument", message: message)
    }

    /// The API's error for a refusal of the lab session.
    init(_ error: LabProtocolError) {
        self.init(code: error.code.rawValue, message: error.message)
    }
}
