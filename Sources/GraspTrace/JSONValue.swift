// Why this file exists: the trace reader's error messages quote what the file says (`"drag"`, `12.5`,
// `an array`); these are the phrases, over GraspJSON's value tree.

import GraspJSON

extension JSONValue {
    /// A short phrase naming the value in an error message: `"drag"`, `12.5`, `null`, `an array`.
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value, let literal): return literal ?? "\(value)"
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

extension JSONParsingOptions {
    /// How trace files are read: numbers keep their literal text, `NaN` and `Infinity` are read (and then
    /// reported as non-finite values of a named field), any value may stand at the top (the reader says
    /// what it expected), and nesting stops at ``TraceConstants/maximumNestingDepth``. The reader skips a
    /// byte order mark itself, so that lines and columns count from the text after it.
    static var trace: JSONParsingOptions {
        JSONParsingOptions(maximumDepth: TraceConstants.maximumNestingDepth, allowsNonFiniteNumbers: true, keepsNumberLiterals: true,
                           requiresContainerAtTopLevel: false, skipsByteOrderMark: false)
    }
}
