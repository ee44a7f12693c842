// Why this file exists: one strict JSON parser (RFC 8259) for the whole package. The trace reader and the
// lab read JSON for opposite reasons, and the difference is in ``JSONParsingOptions``, not in two parsers:
// a trace file may have been edited by hand, so its reader keeps every number's literal text, accepts
// `NaN` and `Infinity` (to name them as non-finite values of a field) and reports the line and column of
// the first mistake in plain words; a lab message comes from a program and is refused whole when it is not
// strict JSON. The hot path is the lab's (a message per touch event, up to 240 a second per session): it
// reads straight from UTF-8 bytes, takes a string without escapes as one slice and a short decimal number
// as one exact division, and works out an error's line and column only once there is an error.

/// What a ``JSONParser`` accepts beyond RFC 8259's grammar, and what it keeps.
public struct JSONParsingOptions: Equatable, Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maximumDepth: Int
    /// Whether `NaN`, `Infinity` and `-Infinity` are read as numbers (some writers emit them), and a number
    /// too large for a `Double` as an infinity; otherwise all of these are refused.
    public var allowsNonFiniteNumbers: Bool
    /// Whether each number keeps its literal text (see ``JSONValue/number(_:literal:)``).
    public var keepsNumberLiterals: Bool
    /// Whether the document's top level must be an object or an array (a lone string, number or literal
    /// is refused), as Foundation's `JSONSerialization` without `.fragmentsAllowed`.
    public var requiresContainerAtTopLevel: Bool
    /// Whether a leading UTF-8 byte order mark is skipped.
    public var skipsByteOrderMark: Bool

    /// Options with the given values; by default those of ``strict``.
    public init(maximumDepth: Int = 512, allowsNonFiniteNumbers: Bool = false, keepsNumberLiterals: Bool = false,
                requiresContainerAtTopLevel: Bool = true, skipsByteOrderMark: Bool = true) {
        self.maximumDepth = maximumDepth
        self.allowsNonFiniteNumbers = allowsNonFiniteNumbers
        self.keepsNumberLiterals = keepsNumberLiterals
        self.requiresContainerAtTopLevel = requiresContainerAtTopLevel
        self.skipsByteOrderMark = skipsByteOrderMark
    }

    /// What Foundation's `JSONSerialization` accepts without options: an object or an array at the top,
    /// nesting at most 512 deep, finite numbers only, a byte order mark skipped. The lab's messages are read
    /// this way.
    public static var strict: JSONParsingOptions { JSONParsingOptions() }
}

/// Why a text is not JSON: where (a byte offset, and the 1-based line and column) and a sentence a person
/// can act on, such as `expected ',' or '}' after the member "x"`.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// The byte offset where the text stopped being JSON (for a string or a number, where it starts).
    public var offset: Int
    /// The 1-based line of ``offset``.
    public var line: Int
    /// The 1-based column of ``offset``, in characters (UTF-8 sequences), not bytes.
    public var column: Int
    /// What is wrong there.
    public var reason: String

    /// An error at `offset`, `line`, `column`, for `reason`.
    public init(offset: Int, line: Int, column: Int, reason: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.reason = reason
    }
}

/// A strict JSON parser over UTF-8 text.
///
/// Accepts exactly RFC 8259's grammar (no comments, no trailing commas, no leading zeros, no unescaped
/// control characters, no lone surrogates), with what ``JSONParsingOptions`` adds or narrows. Numbers are
/// the nearest `Double`, correctly rounded. An object keeps its members in order, a repeated key included.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"t": 0.5, "x": [1, 2]}"#)
/// ```
public struct JSONParser {
    /// Parses `text`.
    public static func parse(_ text: String, options: JSONParsingOptions = .strict) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        // A native Swift string is contiguous UTF-8; a bridged one is made so first.
        text.makeContiguousUTF8()
        let result: Result<JSONValue, JSONSyntaxError>? = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.result(bytes, options: options)
        }
        return try (result ?? Self.result(Array(text.utf8), options: options)).get()
    }

    /// Parses the UTF-8 text in `bytes`.
    public static func parse(_ bytes: [UInt8], options: JSONParsingOptions = .strict) throws(JSONSyntaxError) -> JSONValue {
        try result(bytes, options: options).get()
    }

    /// Parses the UTF-8 text in `bytes`.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions = .strict) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, options: options)
        return try parser.document()
    }

    private static func result(_ bytes: [UInt8], options: JSONParsingOptions) -> Result<JSONValue, JSONSyntaxError> {
        bytes.withUnsafeBufferPointer { result($0, options: options) }
    }

    private static func result(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONParser(bytes: bytes, options: options)
        do throws(JSONSyntaxError) {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let options: JSONParsingOptions
    private var index = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) {
        self.bytes = bytes
        self.options = options
    }

    // MARK: Values

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if options.skipsByteOrderMark, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipSpace()
        if index == bytes.count { throw error("the document is empty", at: index) }
        if options.requiresContainerAtTopLevel, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "[") {
            throw error("unexpected \(describeByte(at: index)), expected an object or an array", at: index)
        }
        let value = try self.value()
        skipSpace()
        if index < bytes.count {
            throw error("unexpected \(describeByte(at: index)) after the end of the document", at: index)
        }
        return value
    }

    /// The value at `index`, which is past any white space before it.
    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of the document, expected a value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try object())
        case UInt8(ascii: "["): return .array(try array())
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "N") where options.allowsNonFiniteNumbers:
            try word("NaN")
            return .number(.nan, literal: options.keepsNumberLiterals ? "NaN" : nil)
        case UInt8(ascii: "I") where options.allowsNonFiniteNumbers:
            try word("Infinity")
            return .number(.infinity, literal: options.keepsNumberLiterals ? "Infinity" : nil)
        case UInt8(ascii: "-") where options.allowsNonFiniteNumbers && matches("-Infinity"):
            index += 9
            return .number(-.infinity, literal: options.keepsNumberLiterals ? "-Infinity" : nil)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected \(describeByte(at: index)), expected a value", at: index)
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONObject {
        try enter()
        index += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return JSONObject(members: members)
        }
        // One allocation for the usual objects (a lab sample has at most eight members).
        members.reserveCapacity(8)
        while true {
            skipSpace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error(unexpected(orEnd: "expected a member name in double quotes"), at: index)
            }
            let key = try string()
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw error(unexpected(orEnd: "expected ':' after the member name \"\(key)\""), at: index) }
            index += 1
            skipSpace()
            let value = try self.value()
            members.append((key, value))
            skipSpace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return JSONObject(members: members)
            }
            throw error(unexpected(orEnd: "expected ',' or '}' after the member \"\(key)\""), at: index)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> [JSONValue] {
        try enter()
        index += 1  // [
        var elements: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            skipSpace()
            elements.append(try value())
            skipSpace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return elements
            }
            throw error(unexpected(orEnd: "expected ',' or ']' after an array element"), at: index)
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1  // "
        let contentStart = index
        // The common case: no escapes, so the string is a slice of the input.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            index += 1
        }
        var scalars = String.UnicodeScalarView()
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard index < bytes.count else { throw error("a string is not closed before the end of the document", at: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                let scalar = try escape(stringStart: start)
                if scalar.isASCII {
                    utf8.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    flush()
                    scalars.append(scalar)
                }
            case 0..<0x20:
                throw controlCharacter(byte)
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private func controlCharacter(_ byte: UInt8) -> JSONSyntaxError {
        error("a control character (code \(byte)) must be escaped inside a string", at: index)
    }

    /// The escape sequence at `index` (a backslash) in the string starting at `stringStart`.
    private mutating func escape(stringStart: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("a string is not closed before the end of the document", at: stringStart) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4(escapeStart: start)
            if (0xD800..<0xDC00).contains(high) {
                // A high surrogate must be followed by an escaped low one.
                guard matches("\\u") else { throw error("a lone surrogate \\u escape", at: start) }
                index += 2
                let low = try hex4(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate \\u escape", at: start) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate \\u escape", at: start) }
            return scalar
        default:
            throw error("an invalid escape sequence in a string", at: start)
        }
    }

    private mutating func hex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("a \\u escape needs four hexadecimal digits", at: escapeStart) }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hexadecimal digits", at: escapeStart)
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

    /// A number by the JSON grammar. Up to 15 significant digits without an exponent (every number the lab's
    /// page writes) it is the exact mantissa divided by an exact power of ten, one correctly rounded
    /// operation; anything else goes through the standard library's correctly rounded `Double(_:)`.
    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard isDigit(index) else { throw error("a number needs digits after '-'", at: start) }
        var mantissa: UInt64 = 0
        var digits = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            // No leading zeros: "0" stands alone before a fraction or an exponent.
            if isDigit(index) { throw error("a number must not start with a leading zero", at: start) }
        } else {
            while isDigit(index) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
        }
        var fractionDigits = 0
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard isDigit(index) else { throw error("a number needs digits after the decimal point", at: start) }
            while isDigit(index) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            hasExponent = true
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { throw error("a number needs digits in its exponent", at: start) }
            while isDigit(index) { index += 1 }
        }
        let literal = options.keepsNumberLiterals ? text(from: start) : nil
        if !hasExponent, digits <= 15, fractionDigits <= 22 {
            let magnitude = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
            return .number(negative ? -magnitude : magnitude, literal: literal)
        }
        let text = literal ?? text(from: start)
        guard let value = Double(text) else { throw error("an invalid number \(text)", at: start) }
        // Double(_:) gives ±infinity for a literal too large to represent.
        if !value.isFinite, !options.allowsNonFiniteNumbers {
            throw error("the number \(text) is too large for a Double", at: start)
        }
        return .number(value, literal: literal)
    }

    // MARK: Helpers

    private func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private func isDigit(_ at: Int) -> Bool {
        at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let start = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    private mutating func word(_ word: StaticString) throws(JSONSyntaxError) {
        guard matches(word) else { throw error("unexpected \(describeByte(at: index)), expected a value", at: index) }
        index += word.utf8CodeUnitCount
    }

    /// Counts the array or object starting at `index` as one level deeper.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > options.maximumDepth {
            throw error("arrays and objects are nested more than \(options.maximumDepth) deep", at: index)
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func unexpected(orEnd expectation: String) -> String {
        index < bytes.count ? "unexpected \(describeByte(at: index)), \(expectation)" : "unexpected end of the document, \(expectation)"
    }

    private func describeByte(at position: Int) -> String {
        guard position < bytes.count else { return "end of the document" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "a space" }
        return "a byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The error at byte `position`, with its line and column counted from the start of the text.
    private func error(_ reason: String, at position: Int) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in UnsafeBufferPointer(rebasing: bytes[0..<min(position, bytes.count)]) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(offset: position, line: line, column: column, reason: reason)
    }
}
