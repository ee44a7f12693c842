// Why this file exists: the server writes a frame for almost every message it reads, so frames are
// written straight into a string with keys in a fixed order (stable output for tests and diffs) and
// numbers rounded to a thousandth of a point, instead of going through a generic encoder.

import GraspGeometry
import GraspTrace

/// A JSON object under construction, written key by key in call order.
struct JSONText {
    private(set) var text = "{"
    private var isEmpty = true

    /// Starts an object.
    init() {}

    private mutating func key(_ key: String) {
        if !isEmpty { text += "," }
        isEmpty = false
        text += Self.quoted(key)
        text += ":"
    }

    /// Adds a string member.
    mutating func add(_ name: String, _ value: String) {
        key(name)
        text += Self.quoted(value)
    }

    /// Adds a number member (rounded to 0.001; `null` when not finite).
    mutating func add(_ name: String, _ value: Double) {
        key(name)
        text += Self.number(value)
    }

    /// Adds an integer member.
    mutating func add(_ name: String, _ value: Int) {
        key(name)
        text += String(value)
    }

    /// Adds a Boolean member.
    mutating func add(_ name: String, _ value: Bool) {
        key(name)
        text += value ? "true" : "false"
    }

    /// Adds a member whose value is already JSON text.
    mutating func add(_ name: String, raw: String) {
        key(name)
        text += raw
    }

    /// The finished object.
    var json: String { text + "}" }

    /// `value` as a JSON number rounded to a thousandth, or `null` when it is not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Numbers as a JSON array.
    static func array(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    /// JSON texts as a JSON array.
    static func array(raw values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }

    /// `string` as a JSON string literal.
    static func quoted(_ string: String) -> String { JSONString.quoted(string) }
}
