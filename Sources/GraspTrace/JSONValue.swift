// Why this file exists: the trace reader walks its own JSON tree so that it can tell an integer
// from a fraction, a Boolean from a number, keep the literal text of every number for error
// messages and report duplicate keys. Foundation's JSONSerialization hides all of these.

/// A parsed JSON value, as the trace reader sees it.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number, with its literal text. `NaN`, `Infinity` and `-Infinity` are accepted here (some
    /// writers emit them) so that the reader can report them as non-finite values of a named field.
    case number(Double, literal: String)
    case string(String)
    case array([JSONValue])
    /// An object's members in file order; a duplicated key appears twice.
    case object([(key: String, value: JSONValue)])

    /// A short phrase naming the value in an error message: `"drag"`, `12.5`, `null`, `an array`.
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(_, let literal): return literal
        case .string(let text): return JSONValue.quoted(text)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `text` in double quotes, shortened to ``TraceConstants/maximumQuotedLength`` characters.
    static func quoted(_ text: String) -> String {
        let limit = TraceConstants.maximumQuotedLength
        if text.count <= limit { return "\"\(text)\"" }
        return "\"\(text.prefix(limit))…\""
    }
}
