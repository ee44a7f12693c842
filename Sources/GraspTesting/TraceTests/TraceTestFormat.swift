// Why this file exists: expectations files, differences and reports print numbers the same way (times to
// the millisecond or microsecond, values to 3 decimals, no trailing zeros), without Foundation's
// formatters. The helpers live here once.

import GraspScenes
import GraspJSON

/// Number formatting shared by the trace-test files and reports.
enum TraceTestFormat {
    /// `value` rounded to `decimals`, without trailing zeros (`0.25`, `12`, `-3.5`), as the replay's JSON lines
    /// write numbers.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        JSONText.number(value, decimals: decimals)
    }

    /// A time in seconds to the millisecond, always with three decimals (`0.050`).
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let millis = Int((abs(value) * 1000).rounded())
        let fraction = String(millis % 1000)
        return (value < 0 && millis != 0 ? "-" : "") + "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
