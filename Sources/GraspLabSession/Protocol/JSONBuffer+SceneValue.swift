// Why this file exists: the lab's frames carry each recognizer's scene values; they are written straight
// into the frame's buffer, byte for byte as `SceneValue.json` writes them, rather than through a string each.

import GraspGeometry
import GraspJSON
import GraspScenes

extension JSONBuffer {
    /// Appends `values` as members of an object, `"name":value`, in the order of their names, separated
    /// by commas (and preceded by one when `leadingComma`, for members that follow others).
    @_spi(GraspInternal) public mutating func append(members values: SceneValues, leadingComma: Bool) {
        var first = !leadingComma
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            if !first { append(byte: UInt8(ascii: ",")) }
            first = false
            append(quoted: name)
            append(byte: UInt8(ascii: ":"))
            append(value: value)
        }
    }

    /// Appends a scene value as `SceneValue.json` writes it: a number, `[x, y]` (with a space), a string,
    /// or `true` or `false`.
    @_spi(GraspInternal) public mutating func append(value: SceneValue) {
        switch value {
        case .number(let number):
            append(number: number)
        case .point(let point):
            append(byte: UInt8(ascii: "["))
            append(number: point.x)
            append(", ")
            append(number: point.y)
            append(byte: UInt8(ascii: "]"))
        case .string(let text):
            append(quoted: text)
        case .bool(let flag):
            append(flag ? "true" : "false")
        }
    }
}

