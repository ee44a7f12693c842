// Why this file exists: every way a trace file can be malformed has a test here, and each test
// states the exact message a person sees: the file, the place (line and column, or sample and
// field) and what is wrong. These messages are part of the format's contract.

import Foundation
import Testing
import GraspTrace
import GraspFoundationCompat

private typealias S = TraceTestSupport

@Suite("Reading malformed traces")
struct TraceReadingErrorTests {
    // MARK: Not JSON

    @Test("text that is not JSON names the line and column of the first syntax error")
    func notJSON() throws {
        let text = """
        {
          "format": "grasp-trace",
          "version": 1
          "samples": []
        }
        """
        let error = try #require(S.readError(text, fileName: "tap.json"))
        #expect(error.line == 4)
        #expect(error.column == 3)
        #expect(error.description == "tap.json: line 4, column 3: not valid JSON: unexpected '\"', expected ',' or '}' after the member \"version\"")
    }

    @Test("a missing comma between samples is located on the sample's line")
    func missingCommaBetweenSamples() throws {
        let text = S.document([S.sample(0, 1, "down") + " " + S.sample(0.1, 1, "up")])
        let error = try #require(S.readError(text))
        #expect(error.line == 7)
        #expect(error.description.hasPrefix("bad.json: line 7, column "))
        #expect(error.description.hasSuffix("not valid JSON: unexpected '{', expected ',' or ']' after an array element"))
    }

    @Test("an empty file is reported as empty")
    func emptyFile() throws {
        let error = try #require(S.readError("  \n"))
        #expect(error.description == "bad.json: line 2, column 1: not valid JSON: the document is empty")
    }

    @Test("a truncated file is reported at its end")
    func truncated() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"samples\": ["))
        #expect(error.description == "bad.json: line 1, column 39: not valid JSON: unexpected end of the document, expected a value")
    }

    @Test("an unclosed string names where it starts")
    func unclosedString() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-tr"))
        #expect(error.description == "bad.json: line 1, column 12: not valid JSON: a string is not closed before the end of the document")
    }

    @Test("text after the document is rejected")
    func trailingText() throws {
        let error = try #require(S.readError(S.document([]) + "\n}"))
        #expect(error.problem == .invalidJSON("unexpected '}' after the end of the document"))
    }

    @Test("absurdly deep nesting is rejected instead of exhausting the stack")
    func deepNesting() throws {
        let error = try #require(S.readError(String(repeating: "[", count: 10_000)))
        #expect(error.description == "bad.json: line 1, column 33: not valid JSON: arrays and objects are nested more than 32 deep")
    }

    // MARK: The document

    @Test("a top level that is not an object is rejected")
    func topLevelArray() throws {
        let error = try #require(S.readError("[1, 2]"))
        #expect(error.description == "bad.json: expected a JSON object at the top level, found an array")
    }

    @Test("a missing format is named")
    func missingFormat() throws {
        let error = try #require(S.readError("{\"version\": 1, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"format\": missing")
    }

    @Test("another format is named, with the expected one")
    func wrongFormat() throws {
        let error = try #require(S.readError("{\"format\": \"svg\", \"version\": 1, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"format\": expected \"grasp-trace\", found \"svg\"")
    }

    @Test("a format that is not a string is rejected")
    func formatNotString() throws {
        let error = try #require(S.readError("{\"format\": 5, \"version\": 1, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"format\": expected a string, found 5")
    }

    @Test("a missing version is named")
    func missingVersion() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"samples\": []}"))
        #expect(error.description == "bad.json: field \"version\": missing")
    }

    @Test("an unsupported version names the supported ones")
    func unsupportedVersion() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 5, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"version\": unsupported version 5; this library reads versions 1, 2, 3 and 4")
        #expect(error.problem == .unsupportedVersion(5, supported: [1, 2, 3, 4]))
    }

    @Test("a version that is not a whole number is rejected")
    func versionNotNumber() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": \"1\", \"samples\": []}"))
        #expect(error.description == "bad.json: field \"version\": expected a whole number, found \"1\"")
    }

    @Test("a missing samples array is named")
    func missingSamples() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 1}"))
        #expect(error.description == "bad.json: field \"samples\": missing")
    }

    @Test("samples that are not an array are rejected")
    func samplesNotArray() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 1, \"samples\": {}}"))
        #expect(error.description == "bad.json: field \"samples\": expected an array of samples, found an object")
    }

    @Test("a description that is not a string is rejected")
    func descriptionNotString() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 1, \"description\": null, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"description\": expected a string, found null")
    }

    @Test("an unknown top-level field is rejected, since the format changes only with its version")
    func unknownTopLevelField() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 1, \"sampels\": [], \"samples\": []}"))
        #expect(error.description == "bad.json: field \"sampels\": unknown field (version 1 does not define it)")
    }

    @Test("a field given twice is rejected")
    func duplicateField() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 1, \"version\": 1, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"version\": appears more than once")
    }

    @Test("a viewport without a height is rejected")
    func viewportMissingHeight() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 1, \"viewport\": {\"width\": 10}, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"viewport.height\": missing")
    }

    @Test("a viewport with a zero width is rejected")
    func viewportZeroWidth() throws {
        let error = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 1, \"viewport\": {\"width\": 0, \"height\": 5}, \"samples\": []}"))
        #expect(error.description == "bad.json: field \"viewport.width\": expected a size greater than 0 and at most 10000000, found 0")
    }

    @Test("a file that does not exist is named")
    func missingFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent-folder/ghost.json")
        #expect(throws: TraceError(fileName: "ghost.json", problem: .unreadable("no such file at /nonexistent-folder/ghost.json"))) {
            try Trace(contentsOf: url)
        }
    }

    // MARK: Samples

    @Test("a sample that is not an object names its index")
    func sampleNotObject() throws {
        let error = try #require(S.readError(S.document([S.sample(0, 1, "down"), "5"])))
        #expect(error.description == "bad.json: sample 1: expected an object with t, pointer, phase, x and y, found 5")
    }

    @Test("a missing sample field names the sample and the field")
    func missingSampleField() throws {
        let text = S.document([S.sample(0, 1, "down"), "{\"t\": 0.1, \"pointer\": 1, \"phase\": \"up\", \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.sampleIndex == 1)
        #expect(error.field == "x")
        #expect(error.description == "bad.json: sample 1: field \"x\": missing")
    }

    @Test("a field of the wrong type names what was expected and what was found")
    func wrongFieldType() throws {
        let text = S.document([S.sample(0, 1, "down"), "{\"t\": 0.1, \"pointer\": 1, \"phase\": \"up\", \"x\": \"10\", \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 1: field \"x\": expected a number, found \"10\"")
    }

    @Test("an unknown phase lists the phases")
    func unknownPhase() throws {
        let text = S.document([
            S.sample(0, 1, "down"), S.sample(0.01, 1, "move"), S.sample(0.02, 1, "move"), S.sample(0.03, 1, "drag"),
        ])
        let error = try #require(S.readError(text, fileName: "tap.json"))
        #expect(error.description == "tap.json: sample 3: field \"phase\": expected one of down, move, up, cancel, found \"drag\"")
    }

    @Test("a phase that is not a string is rejected")
    func phaseNotString() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": 1, \"x\": 1, \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"phase\": expected a string, one of down, move, up, cancel, found 1")
    }

    @Test("NaN is not a coordinate")
    func nanCoordinate() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": NaN, \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"x\": expected a finite number, found NaN")
    }

    @Test("Infinity is not a coordinate")
    func infiniteCoordinate() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": 1, \"y\": -Infinity}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"y\": expected a finite number, found -Infinity")
    }

    @Test("a number too large for a Double is reported with its literal")
    func overflowingNumber() throws {
        let text = S.document(["{\"t\": 1e999, \"pointer\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"t\": expected a finite number, found 1e999")
    }

    @Test("a huge but finite coordinate is out of range")
    func hugeCoordinate() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": 1e300, \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"x\": expected a coordinate from -10000000 to 10000000, found 1e+300")
    }

    @Test("pointer 0 is not a pointer")
    func pointerZero() throws {
        let error = try #require(S.readError(S.document([S.sample(0, 0, "down")])))
        #expect(error.description == "bad.json: sample 0: field \"pointer\": expected a whole number from 1 to 1000000, found 0")
    }

    @Test("a negative pointer is not a pointer")
    func pointerNegative() throws {
        let error = try #require(S.readError(S.document([S.sample(0, -2, "down")])))
        #expect(error.description == "bad.json: sample 0: field \"pointer\": expected a whole number from 1 to 1000000, found -2")
    }

    @Test("a fractional pointer is not a pointer")
    func pointerFraction() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1.5, \"phase\": \"down\", \"x\": 1, \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"pointer\": expected a whole number from 1 to 1000000, found 1.5")
    }

    @Test("a pointer written as a string is rejected")
    func pointerString() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": \"1\", \"phase\": \"down\", \"x\": 1, \"y\": 2}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"pointer\": expected a number, found \"1\"")
    }

    @Test("a negative time is rejected")
    func negativeTime() throws {
        let error = try #require(S.readError(S.document([S.sample(-0.5, 1, "down"), S.sample(0, 1, "up")])))
        #expect(error.description == "bad.json: sample 0: field \"t\": expected a time from 0 to 1000000 seconds, found -0.5")
    }

    @Test("a time that goes backwards is rejected: samples must be sorted by t")
    func timeGoesBackwards() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.2, 1, "move"), S.sample(0.1, 1, "up")])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 2: field \"t\": t goes backwards, from 0.2 to 0.1; samples must be sorted by t")
    }

    @Test("an unknown kind lists the kinds")
    func unknownKind() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 2, \"kind\": \"finger\"}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"kind\": expected one of touch, pen, mouse, found \"finger\"")
    }

    @Test("a kind that is not a string is rejected")
    func kindNotString() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 2, \"kind\": true}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"kind\": expected a string, one of touch, pen, mouse, found true")
    }

    @Test("an unknown sample field is rejected")
    func unknownSampleField() throws {
        let text = S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 2, \"pressure\": 0.5}"])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 0: field \"pressure\": unknown field (version 1 does not define it)")
    }

    @Test("long unexpected strings are shortened in messages")
    func longValueIsShortened() throws {
        let long = String(repeating: "a", count: 100)
        let error = try #require(S.readError(S.document([S.sample(0, 1, long)])))
        #expect(error.description.count < 160)
        #expect(error.description.hasSuffix("\"" + String(repeating: "a", count: 40) + "…\""))
    }

    @Test("the same bad input gives equal errors")
    func errorsAreEquatable() {
        let text = S.document([S.sample(0, 1, "drag")])
        #expect(S.readError(text) == S.readError(text))
        #expect(S.readError(text) != S.readError(text, fileName: "other.json"))
    }

    @Test("an in-memory trace with a NaN coordinate fails validation")
    func inMemoryValidation() {
        let trace = Trace(samples: [Trace.Sample(t: 0, pointer: 1, phase: .down, x: .nan, y: 0)])
        #expect(throws: TraceError(fileName: "<memory>", sampleIndex: 0, field: "x", problem: .notFinite(found: "nan"))) {
            try trace.validate()
        }
    }

    @Test("an in-memory trace with a negative viewport fails validation")
    func inMemoryViewport() {
        let trace = Trace(viewport: .init(width: -1, height: 10), samples: [])
        #expect(throws: TraceError(fileName: "lab", field: "viewport.width", problem: .outOfRange(expected: "a size greater than 0 and at most 10000000", found: "-1.0"))) {
            try trace.validate(fileName: "lab")
        }
    }
}
