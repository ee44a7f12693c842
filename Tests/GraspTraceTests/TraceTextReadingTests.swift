// Why this file exists: GraspTrace reads and writes text and bytes without Foundation (so that it compiles
// as Embedded Swift), and GraspFoundationCompat's `Data` and URL entry points only pass bytes to it. These
// tests pin that the text and byte entry points read exactly what the `Data` one reads, and fail exactly as
// it does, with the same error naming the same file and place.

import Foundation
import Testing
import GraspTrace
import GraspFoundationCompat

private typealias S = TraceTestSupport

@Suite("Reading and writing trace text")
struct TraceTextReadingTests {
    static let tapText = S.document([S.sample(0, 1, "down"), S.sample(0.05, 1, "up", 12, 21)])

    @Test("text, bytes and Data read the same trace")
    func sameTrace() throws {
        let fromText = try Trace(jsonText: Self.tapText, fileName: "tap.json")
        let fromBytes = try Trace(jsonBytes: Array(Self.tapText.utf8), fileName: "tap.json")
        let fromData = try Trace(jsonData: Data(Self.tapText.utf8), fileName: "tap.json")
        #expect(fromText == fromData)
        #expect(fromBytes == fromData)
        #expect(fromText.samples.count == 2)
    }

    @Test("jsonText() is the text of jsonData(), and reading it back gives an equal trace")
    func roundTrip() throws {
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        synthesizer.tap(at: .init(x: 10, y: 20))
        let trace = synthesizer.trace(description: "a tap").rounded()
        #expect(Data(trace.jsonText().utf8) == trace.jsonData())
        #expect(try Trace(jsonText: trace.jsonText()) == trace)
    }

    @Test("a byte order mark before the bytes is skipped")
    func byteOrderMark() throws {
        let trace = try Trace(jsonBytes: [0xEF, 0xBB, 0xBF] + Array(Self.tapText.utf8))
        #expect(trace == (try Trace(jsonText: Self.tapText)))
    }

    @Test("bad text throws the error the Data entry point throws, naming the file and the place")
    func sameErrors() throws {
        let bad = S.document([S.sample(0, 1, "drag")])
        let fromData = try #require(S.readError(bad, fileName: "drag.json"))
        #expect(throws: fromData) { try Trace(jsonText: bad, fileName: "drag.json") }
        #expect(throws: fromData) { try Trace(jsonBytes: Array(bad.utf8), fileName: "drag.json") }
        #expect(fromData.description.hasPrefix("drag.json: sample 0: field \"phase\""))
    }

    @Test("text that is not JSON names the line and column, through text and bytes alike")
    func notJSON() throws {
        let text = "{\n  \"format\": \"grasp-trace\",\n  \"version\": 1\n  \"samples\": []\n}"
        var report = TraceRepairReport()
        do {
            _ = try Trace(jsonText: text, fileName: "tap.json", options: .repair, repairReport: &report)
            Issue.record("read text that is not JSON")
        } catch {
            #expect(error.description == "tap.json: line 4, column 3: not valid JSON: unexpected '\"', expected ',' or '}' after the member \"version\"")
        }
        #expect(throws: TraceError.self) { try Trace(jsonBytes: Array(text.utf8), fileName: "tap.json") }
    }

    @Test("a missing file and a folder are unreadable, named by their path")
    func unreadableFiles() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-grasp-folder/none.json")
        #expect(throws: TraceError(fileName: "none.json", problem: .unreadable("no such file at \(missing.path)"))) {
            try Trace(contentsOf: missing)
        }
        let folder = S.sharedTracesFolder
        #expect(throws: TraceError(fileName: folder.lastPathComponent, problem: .unreadable("\(folder.path) is a folder"))) {
            try Trace(contentsOf: folder)
        }
    }
}
