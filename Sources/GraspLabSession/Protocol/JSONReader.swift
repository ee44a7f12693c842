// Why this file exists: every message a page sends is parsed before anything else happens, up to 240
// times a second per session. Foundation's `JSONSerialization` spent more CPU on that than the engine
// spends on the touches the message carries (it builds `NSDictionary`s and `NSNumber`s that are then cast
// back). This reader parses the UTF-8 bytes of a message straight into a small value tree, strictly (the
// JSON grammar of RFC 8259, nothing more), so that malformed input is refused exactly as before.
//
// Why a second parser beside GraspTrace's `JSONParser`: the two are built for opposite jobs. The trace
// parser reads files a person may have edited: it keeps every number's literal text and accepts `NaN` and
// `Infinity`, so that a message can name the field and quote what was written, and it counts lines and
// columns for its errors. The lab's messages come from a program, up to 240 a second per session, and must
// be refused whole when they are not strict JSON (a `NaN` is malformed input here). Measured on one lab
// pointer message of two samples (the two files compiled with -O, 200,000 parses, 2 cores under load,
// 2026-11-26): this reader 4.5–6.5 µs a message, the trace parser 57–64 µs, about ten times as much (where
// that time goes was not profiled). One parser with both behaviours behind options would carry the slower
// one's work into the lab's hot path, or branch on the options in every function.

/// A JSON value as the lab's messages use it.
@_spi(GraspInternal) public enum JSONValue: Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as the nearest `Double`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object(JSONObject)
}

/// A JSON object: its members in the order they appear. A repeated key's last value wins, as with
/// `JSONSerialization`.
@_spi(GraspInternal) public struct JSONObject: Equatable {
    /// The members, in order.
    @_spi(GraspInternal) public var members: [(key: String, value: JSONValue)]

    /// An object with `members`, in order.
    @_spi(GraspInternal) public init(members: [(key: String, value: JSONValue)]) {
        self.members = members
    }

    /// The value of `key` (the last one when the key is repeated), or `nil` when it is absent.
    @_spi(GraspInternal) public subscript(key: String) -> JSONValue? {
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key == key { return members[index].value }
        }
        return nil
    }

    @_spi(GraspInternal) public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// A strict JSON parser over UTF-8 bytes.
///
/// Accepts exactly RFC 8259's grammar with an object or an array at the top (as `JSONSerialization`
/// without `.fragmentsAllowed`): no comments, no trailing commas, no leading zeros, no `NaN`, no
/// unescaped control characters, no lone surrogates; nesting at most ``maxDepth`` deep. Numbers become
/// the nearest `Double` (correctly rounded); one too large for a `Double` is refused. A leading byte
/// order mark is skipped. In all of this it agrees with `JSONSerialization`, which the tests check.
@_spi(GraspInternal) public struct JSONReader {
    /// Why a text is not JSON, with the byte offset where reading stopped (for tests and logs; the
    /// protocol's error message does not repeat it).
    @_spi(GraspInternal) public struct Failure: Error, Equatable {
        /// The byte offset at which the text stopped being JSON.
        var offset: Int
    }

    /// The deepest nesting of arrays and objects accepted, as `JSONSerialization`'s.
    @_spi(GraspInternal) public static let maxDepth = 512

    /// Parses `text`, whose top level must be an object or an array.
    @_spi(GraspInternal) public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var text = text
        // A native Swift string is contiguous UTF-8; a bridged one is made so first.
        text.makeContiguousUTF8()
        let result: Result<JSONValue, Failure> = text.utf8.withContiguousStorageIfAvailable { bytes in
            var reader = JSONReader(bytes: bytes)
            do throws(Failure) {
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        } ?? .failure(Failure(offset: 0))
        return try result.get()
    }

    /// Parses UTF-8 `bytes`, whose top level must be an object or an array.
    @_spi(GraspInternal) public static func parse(bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        return try reader.document()
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private func fail() -> Failure { Failure(offset: index) }

    private mutating func document() throws(Failure) -> JSONValue {
        // A byte order mark, which JSONSerialization skips too.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { throw fail() }
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw fail() }
        return value
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw fail() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try object())
        case UInt8(ascii: "["): return .array(try array())
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw fail() }
        let start = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { throw fail() }
        index += count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maxDepth else { throw fail() }
    }

    private mutating func object() throws(Failure) -> JSONObject {
        try enter()
        index += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        // One allocation for the objects the protocol uses (a sample has at most eight members).
        members.reserveCapacity(8)
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONObject(members: members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail() }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail() }
            index += 1
            let value = try self.value()
            members.append((key, value))
            skipSpace()
            guard index < bytes.count else { throw fail() }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw fail() }
            index += 1
            depth -= 1
            return JSONObject(members: members)
        }
    }

    private mutating func array() throws(Failure) -> [JSONValue] {
        try enter()
        index += 1  // [
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return items
        }
        while true {
            items.append(try value())
            skipSpace()
            guard index < bytes.count else { throw fail() }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail() }
            index += 1
            depth -= 1
            return items
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1  // "
        let start = index
        // The common case: no escapes, so the string is a slice of the (valid UTF-8) input.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw fail() }
            index += 1
        }
        guard index < bytes.count else { throw fail() }
        var scalars = String.UnicodeScalarView()
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    let unit = try hex4()
                    let scalar: Unicode.Scalar
                    if (0xD800...0xDBFF).contains(unit) {
                        // A high surrogate must be followed by an escaped low one.
                        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { throw fail() }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail() }
                        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                    } else {
                        guard let value = Unicode.Scalar(unit) else { throw fail() }
                        scalar = value
                    }
                    flush()
                    scalars.append(scalar)
                default:
                    throw fail()
                }
            default:
                guard byte >= 0x20 else { throw fail() }
                utf8.append(byte)
                index += 1
            }
        }
        throw fail()
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail()
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static let exactPowersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private func isDigit(_ at: Int) -> Bool {
        at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    /// A number by the JSON grammar. Up to 15 significant digits without an exponent (every number a
    /// page writes) it is the exact mantissa divided by an exact power of ten, one correctly rounded
    /// operation; anything else goes through the standard library's correctly rounded `Double(_:)`.
    private mutating func number() throws(Failure) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard isDigit(index) else { throw fail() }
        var mantissa: UInt64 = 0
        var digits = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            // No leading zeros: "0" stands alone before a fraction or an exponent.
            if isDigit(index) { throw fail() }
        } else {
            while isDigit(index) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
        }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw fail() }
            while isDigit(index) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw fail() }
            while isDigit(index) { index += 1 }
        }
        if !hasExponent, digits <= 15, fractionDigits <= 22 {
            let magnitude = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // A number too large for a Double is refused, as JSONSerialization refuses it.
        guard let value = Double(text), value.isFinite else { throw Failure(offset: start) }
        return value
    }
}
