// Why this file exists: expectations files, differences and reports print numbers the same way (times to
// the millisecond or microsecond, values to 3 decimals, no trailing zeros), without Foundation's
// formatters. The helpers live here once.

/// Number formatting shared by the trace-test files and reports.
enum TraceTestFormat {
    /// `value` rounded to `decimals`, without trailing zeros (`0.25`, `12`, `-3.5`).
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A time in seconds to the millisecond, always with three decimals (`0.050`).
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let millis = Int((abs(value) * 1000).rounded())
        let fraction = String(millis % 1000)
        return (value < 0 && millis != 0 ? "-" : "") + "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
