// Why this file exists: the trace writer, `grasp replay --format jsonl` and the lab's protocol all write
// JSON by hand (their layouts are public contracts, so they are spelled out rather than left to an
// encoder). Escaping a string is the one part of that which is easy to get subtly wrong, so it lives here
// once, shared within the package.

/// JSON string literals for the package's hand-written JSON.
@_spi(GraspInternal) public enum JSONString {
    /// `text` as a JSON string literal: quotes and backslashes escaped, the common control characters by
    /// their short escapes, every other control character and the two line separators JavaScript treats
    /// as line ends (U+2028, U+2029) as `\uXXXX`, everything else as it is.
    @_spi(GraspInternal) public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
