// Why this file exists: a small, strict JSON parser (RFC 8259) that reports the line and column
// of the first syntax error in plain words, so that a hand-edited trace with a missing comma gets
// a message a person can act on.

/// A syntax error found by ``JSONParser``, with its 1-based line and column.
struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var reason: String
}

/// Parses UTF-8 JSON text into a ``JSONValue``.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document: one value, surrounded only by white space.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        if parser.index == bytes.count { throw parser.error("the document is empty", at: parser.index) }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeByte(at: parser.index)) after the end of the document", at: parser.index)
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of the document, expected a value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "N"): try expectWord("NaN"); return .number(.nan, literal: "NaN")
        case UInt8(ascii: "I"): try expectWord("Infinity"); return .number(.infinity, literal: "Infinity")
        case UInt8(ascii: "-") where matches("-Infinity", at: index):
            index += 9
            return .number(-.infinity, literal: "-Infinity")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected \(describeByte(at: index)), expected a value", at: index)
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        try enterNesting(at: start)
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error(unexpected(orEnd: "expected a member name in double quotes"), at: index)
            }
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error(unexpected(orEnd: "expected ':' after the member name \"\(key)\""), at: index) }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append((key, value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; break }
            throw error(unexpected(orEnd: "expected ',' or '}' after the member \"\(key)\""), at: index)
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting(at: index)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; break }
            throw error(unexpected(orEnd: "expected ',' or ']' after an array element"), at: index)
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = [UInt8]()
        func flush() {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
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
                flush()
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw error("a control character (code \(byte)) must be escaped inside a string", at: index)
            default:
                run.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("a string is not closed before the end of the document", at: start) }
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
            let high = try parseHex4(escapeStart: start)
            if (0xD800..<0xDC00).contains(high) {
                guard matches("\\u", at: index) else { throw error("a lone surrogate \\u escape", at: start) }
                index += 2
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate \\u escape", at: start) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate \\u escape", at: start) }
            return scalar
        default:
            throw error("an invalid escape sequence in a string", at: start)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = JSONParser.hexValue(bytes[index]) else {
                throw error("a \\u escape needs four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after '-'", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number must not start with a leading zero", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after the decimal point", at: start) }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits in its exponent", at: start) }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        // Double(_:) gives ±infinity for a literal too large to represent, which the reader reports.
        guard let value = Double(literal) else { throw error("an invalid number \(literal)", at: start) }
        return .number(value, literal: literal)
    }

    // MARK: Helpers

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func matches(_ word: String, at position: Int) -> Bool {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count else { return false }
        return Array(bytes[position..<position + utf8.count]) == utf8
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        guard matches(word, at: index) else { throw error("unexpected \(describeByte(at: index)), expected a value", at: index) }
        index += word.utf8.count
    }

    private mutating func enterNesting(at position: Int) throws(JSONSyntaxError) {
        depth += 1
        if depth > TraceConstants.maximumNestingDepth {
            throw error("arrays and objects are nested more than \(TraceConstants.maximumNestingDepth) deep", at: position)
        }
    }

    private mutating func skipWhitespace() {
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

    private func error(_ reason: String, at position: Int) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(position, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }
}
