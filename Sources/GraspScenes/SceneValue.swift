// Why this file exists: scenes report recognizer values (a translation, a scale, a direction) that
// tools print as JSON lines. This small enum is those values, with their JSON text, so that no tool
// needs Foundation to print them.

import Grasp
import GraspJSON

/// A value a scene reports for one of its recognizers.
public enum SceneValue: Hashable, Sendable, CustomStringConvertible {
    /// A number (a scale, an angle, a speed).
    case number(Double)
    /// A point or vector (a location, a translation, a velocity).
    case point(Point)
    /// A text (a swipe direction).
    case string(String)
    /// A truth value (whether a switch is on, a control highlighted).
    case bool(Bool)

    /// The value as JSON: a number, a two-element array `[x, y]`, a string, or `true` or `false`. Numbers are rounded to
    /// 3 decimals, as traces are; non-finite numbers are `null`.
    public var json: String {
        switch self {
        case .number(let value): Self.jsonNumber(value)
        case .point(let p): "[\(Self.jsonNumber(p.x)), \(Self.jsonNumber(p.y))]"
        case .string(let text): Self.jsonString(text)
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    /// The JSON text.
    public var description: String { json }

    static func jsonNumber(_ value: Double, decimals: Int = 3) -> String { JSONText.number(value, decimals: decimals) }

    static func jsonString(_ text: String) -> String { JSONText.quoted(text) }
}
