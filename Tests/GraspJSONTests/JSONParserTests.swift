import GraspJSON
import Testing

/// The one parser under both sets of options: the lab's messages (``JSONParsingOptions/strict``) and the trace
/// reader's (literals kept, non-finite numbers read, any value at the top, 32 levels).
struct JSONParserTests {
    static let traceLike = JSONParsingOptions(maximumDepth: 32, allowsNonFiniteNumbers: true, keepsNumberLiterals: true,
                                              requiresContainerAtTopLevel: false, skipsByteOrderMark: false)

    func reason(_ text: String, _ options: JSONParsingOptions = traceLike) -> String? {
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(text, options: options)
            return nil
        } catch {
            return "\(error.line):\(error.column) \(error.reason)"
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try JSONParser.parse(#"{"a": [1, -2.5, 1e3, true, false, null], "b": "x\ty\u00e9\ud83d\ude00", "a": {}}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.members.count == 3)
        #expect(object["a"] == .object(JSONObject(members: [])))
        #expect(object["b"] == .string("x\ty\u{e9}\u{1F600}"))
        #expect(object.members[0].value == .array([.number(1, literal: nil), .number(-2.5, literal: nil), .number(1000, literal: nil),
                                                    .bool(true), .bool(false), .null]))
    }

    @Test func keepsLiteralsOnlyWhenAsked() throws {
        #expect(try JSONParser.parse("[12.50]") == .array([.number(12.5, literal: nil)]))
        #expect(try JSONParser.parse("[12.50]", options: Self.traceLike) == .array([.number(12.5, literal: "12.50")]))
        #expect(try JSONParser.parse("12.50", options: Self.traceLike) == .number(12.5, literal: "12.50"))
    }

    @Test func theFastNumberPathAgreesWithTheStandardLibrary() throws {
        for literal in ["0", "-0", "0.1", "123.456", "-98765.4321", "0.000123", "999999999999999", "1.7976931348623157e308",
                        "5e-324", "0.30000000000000004", "1234567890.12345", "1.00000000000000000000001"] {
            guard case .array(let items) = try JSONParser.parse("[\(literal)]"), case .number(let value, _) = items[0] else {
                Issue.record("\(literal) not read"); continue
            }
            #expect(value.bitPattern == Double(literal)!.bitPattern, "\(literal)")
        }
    }

    @Test func nonFiniteNumbersOnlyWithTheOption() throws {
        #expect(reason("[NaN]", .strict) == "1:2 unexpected 'N', expected a value")
        #expect(reason("[1e400]", .strict) == "1:2 the number 1e400 is too large for a Double")
        #expect(reason("[-Infinity]", .strict) == "1:2 a number needs digits after '-'")
        guard case .array(let items) = try JSONParser.parse("[NaN, Infinity, -Infinity, 1e400]", options: Self.traceLike) else {
            Issue.record("not an array"); return
        }
        #expect(items.count == 4)
        #expect(items[1] == .number(.infinity, literal: "Infinity"))
        #expect(items[2] == .number(-.infinity, literal: "-Infinity"))
        #expect(items[3] == .number(.infinity, literal: "1e400"))
    }

    @Test func topLevelAndByteOrderMark() throws {
        #expect(reason("\"text\"", .strict) == "1:1 unexpected '\"', expected an object or an array")
        #expect(reason("  ", .strict) == "1:3 the document is empty")
        #expect(try JSONParser.parse("\u{FEFF}[1]") == .array([.number(1, literal: nil)]))
        #expect(reason("\u{FEFF}[1]") == "1:1 unexpected a byte 0xEF, expected a value")
    }

    @Test func depthLimitIsAnOption() {
        let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
        #expect(reason(deep) == "1:33 arrays and objects are nested more than 32 deep")
        #expect(reason(deep, .strict) == nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(reason(tooDeep, .strict) == "1:513 arrays and objects are nested more than 512 deep")
    }

    /// Every message the parser writes, with the line and column it points at.
    @Test func errorsSayWhatAndWhere() {
        let cases: [(String, String)] = [
            ("", "1:1 the document is empty"),
            ("{\"a\": 1,\n \"b\" 2}", "2:6 unexpected '2', expected ':' after the member name \"b\""),
            ("{\"a\": 1 \"b\": 2}", "1:9 unexpected '\"', expected ',' or '}' after the member \"a\""),
            ("{\"a\": 1,}", "1:9 unexpected '}', expected a member name in double quotes"),
            ("[1 2]", "1:4 unexpected '2', expected ',' or ']' after an array element"),
            ("[1,]", "1:4 unexpected ']', expected a value"),
            ("[1", "1:3 unexpected end of the document, expected ',' or ']' after an array element"),
            ("[tru]", "1:2 unexpected 't', expected a value"),
            ("[\"é\u{01}\"]", "1:4 a control character (code 1) must be escaped inside a string"),
            ("[\"abc", "1:2 a string is not closed before the end of the document"),
            ("[\"a\\", "1:2 a string is not closed before the end of the document"),
            ("[\"a\\x\"]", "1:4 an invalid escape sequence in a string"),
            ("[\"\\u12\"]", "1:3 a \\u escape needs four hexadecimal digits"),
            ("[\"\\ud83d\"]", "1:3 a lone surrogate \\u escape"),
            ("[\"\\ude00\"]", "1:3 a lone surrogate \\u escape"),
            ("[\"\\ud83d\\u0041\"]", "1:3 a lone surrogate \\u escape"),
            ("[-]", "1:2 a number needs digits after '-'"),
            ("[01]", "1:2 a number must not start with a leading zero"),
            ("[1.]", "1:2 a number needs digits after the decimal point"),
            ("[1e+]", "1:2 a number needs digits in its exponent"),
            ("[1] x", "1:5 unexpected 'x' after the end of the document"),
            ("[1] ", nil ?? "none"),
        ]
        for (text, expected) in cases where expected != "none" {
            #expect(reason(text) == expected, "\(text)")
            // The same text is refused under the strict options too (the message may differ).
            #expect(reason(text, .strict) != nil, "\(text)")
        }
    }
}

struct JSONWriterTests {
    @Test func escapesOnce() {
        #expect(JSONText.quoted("a\"b\\c\n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{2028}\u{2029}é") == #""a\"b\\c\n\r\t\b\f\u0001\u001f\u2028\u2029é""#)
    }

    @Test func numbers() {
        #expect(JSONText.number(1.23456) == "1.235")
        #expect(JSONText.number(-3) == "-3")
        #expect(JSONText.number(.nan) == "null")
        #expect(JSONText.number(0.1234567, decimals: 6) == "0.123457")
        for value in [0, 0.5, -0.0004, -0.0005, 12.3456, 1e10 + 0.25, -987654.321, 1e13, 3e20] {
            var buffer = JSONBuffer()
            buffer.append(number: value)
            #expect(buffer.string == JSONText.number(value), "\(value)")
        }
    }

    @Test func objects() throws {
        var text = JSONText()
        text.add("s", "x\"")
        text.add("n", 0.5)
        text.add("i", -12)
        text.add("b", true)
        text.add("r", raw: JSONText.array([1, 2.5]))
        #expect(text.json == #"{"s":"x\"","n":0.5,"i":-12,"b":true,"r":[1,2.5]}"#)
        guard case .object(let object) = try JSONParser.parse(text.json) else { Issue.record("not an object"); return }
        #expect(object["s"] == .string("x\""))
    }
}
