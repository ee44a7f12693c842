// Why this file exists: the package writes JSON by hand in many places (the trace writer, `grasp replay
// --format jsonl`, the lab's frames, the wasm module's answers), because their layouts are public contracts
// spelled out byte for byte rather than left to an encoder. This is the one writer they share: a byte buffer
// a caller can reuse from message to message (the lab writes a frame for almost every message it reads),
// the one string escaper, and the one number format (rounded to a thousandth by default).

/// UTF-8 JSON text under construction, appended to in call order; clear it to reuse its storage.
///
/// Numbers are written as ``JSONText/number(_:decimals:)`` writes them (rounded to a thousandth, `null` when
/// not finite) and strings as ``JSONText/quoted(_:)`` does, byte for byte: it is this buffer's escaper.
public struct JSONBuffer {
    /// The text so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its storage.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Whether nothing has been written.
    public var isEmpty: Bool { bytes.isEmpty }

    /// The text as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends ASCII text that is already JSON (punctuation, keys, literals).
    public mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends one byte.
    public mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends text that is already JSON.
    public mutating func append(raw text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends the bytes of another buffer.
    public mutating func append(_ other: JSONBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends an integer in decimal.
    public mutating func append(int value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        append(unsigned: UInt64(value.magnitude))
    }

    /// Digits of 64-bit numbers, whatever the width of `Int` (32 bits in wasm32).
    private mutating func append(unsigned value: UInt64) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        let start = bytes.count
        var rest = value
        while rest > 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    /// Appends `value` rounded to a thousandth, written as ``JSONText/number(_:decimals:)`` writes it: an
    /// integer without a point, otherwise the shortest decimal, and `null` when not finite.
    public mutating func append(number value: Double) {
        guard value.isFinite else {
            append("null")
            return
        }
        let scaled = (value * 1000).rounded()
        // Below 1e9 in magnitude, thousandths are far apart compared with the spacing of doubles, so the
        // shortest decimal that reads back as `scaled / 1000` is the thousandths themselves with trailing
        // zeros dropped: what Swift's `description` writes. Larger values take the general path.
        guard abs(scaled) < 1e12 else {
            append(raw: JSONText.number(value))
            return
        }
        let thousandths = Int64(scaled)
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        append(unsigned: magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Appends `value` as a JSON Boolean.
    public mutating func append(bool value: Bool) {
        value ? append("true") : append("false")
    }

    /// Appends `text` as a JSON string literal: quotes and backslashes escaped, the common control characters
    /// by their short escapes, every other control character and the two line separators JavaScript treats
    /// as line ends (U+2028, U+2029) as `\\uXXXX` (lowercase hexadecimal), everything else as it is.
    public mutating func append(quoted text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { utf8 in
            var plainStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escape: StaticString?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x00..<0x20: escape = ""
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    // U+2028 and U+2029, which JavaScript takes as line ends.
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                if escape.utf8CodeUnitCount == 0 {
                    let digits: StaticString = "0123456789abcdef"
                    append("\\u00")
                    bytes.append(digits.utf8Start[Int(byte >> 4)])
                    bytes.append(digits.utf8Start[Int(byte & 0xF)])
                } else {
                    append(escape)
                }
                index += length
                plainStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// A JSON object under construction, written key by key in call order.
public struct JSONText {
    private var buffer = JSONBuffer()
    private var isEmpty = true

    /// Starts an object.
    public init() {
        buffer.append("{")
    }

    private mutating func key(_ key: String) {
        if !isEmpty { buffer.append(",") }
        isEmpty = false
        buffer.append(quoted: key)
        buffer.append(":")
    }

    /// Adds a string member.
    public mutating func add(_ name: String, _ value: String) {
        key(name)
        buffer.append(quoted: value)
    }

    /// Adds a number member (rounded to 0.001; `null` when not finite).
    public mutating func add(_ name: String, _ value: Double) {
        key(name)
        buffer.append(number: value)
    }

    /// Adds an integer member.
    public mutating func add(_ name: String, _ value: Int) {
        key(name)
        buffer.append(int: value)
    }

    /// Adds a Boolean member.
    public mutating func add(_ name: String, _ value: Bool) {
        key(name)
        buffer.append(bool: value)
    }

    /// Adds a member whose value is already JSON text.
    public mutating func add(_ name: String, raw: String) {
        key(name)
        buffer.append(raw: raw)
    }

    /// The finished object.
    public var json: String {
        var finished = buffer
        finished.append("}")
        return finished.string
    }

    /// `value` as a JSON number rounded to `decimals` places (a thousandth by default), without trailing
    /// zeros (`0.25`, `12`, `-3.5`), or `null` when it is not finite.
    public static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        // Int64, not Int: where `Int` has 32 bits (wasm32) a whole number above 2³¹ would trap.
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// Numbers as a JSON array.
    public static func array(_ values: [Double]) -> String {
        "[" + values.map { number($0) }.joined(separator: ",") + "]"
    }

    /// JSON texts as a JSON array.
    public static func array(raw values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }

    /// `string` as a JSON string literal.
    public static func quoted(_ string: String) -> String {
        var buffer = JSONBuffer(capacity: string.utf8.count + 2)
        buffer.append(quoted: string)
        return buffer.string
    }
}
