// Why this file exists: the package reads JSON in two places, trace files (which a person may have edited)
// and the lab's messages (which a program writes, up to 240 a second per session). Both read into this one
// value tree, so that a number, a string or an object means the same thing in both.

/// A parsed JSON value.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as the nearest `Double`, with its literal text when the parser was asked to keep it
    /// (``JSONParsingOptions/keepsNumberLiterals``), so that an error message can quote what was written.
    case number(Double, literal: String?)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order they appear.
    case object(JSONObject)
}

/// A JSON object: its members in the order they appear, a repeated key as often as it appears.
public struct JSONObject: Equatable, Sendable {
    /// The members, in order.
    public var members: [(key: String, value: JSONValue)]

    /// An object with `members`, in order.
    public init(members: [(key: String, value: JSONValue)]) {
        self.members = members
    }

    /// The value of `key` (the last one when the key is repeated, as with Foundation's
    /// `JSONSerialization`), or `nil` when it is absent.
    public subscript(key: String) -> JSONValue? {
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key == key { return members[index].value }
        }
        return nil
    }

    /// Whether the two objects have equal members in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
