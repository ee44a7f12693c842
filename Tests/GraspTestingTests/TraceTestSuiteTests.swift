// Why this file exists: `grasp test` is what a team's CI runs over its recorded traces, so its counts,
// its messages, its exit status and its JUnit XML must be right on a folder that mixes passing, failing
// and malformed traces; `--record` must never overwrite an approved file by accident.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Grasp
import GraspScenes
import GraspTesting
import GraspTrace
import GraspFoundationCompat
import Testing

@Suite("grasp test")
struct TraceTestSuiteTests {
    /// A fresh folder with `pass.json` (recorded, untouched), `fail.json` (recorded, then one time, one
    /// value and one frame changed), `broken.json` (not JSON, with an expectations file) and
    /// `nosidecar.json` (no expectations file), plus a measurement sidecar `pass.expect.json` that must be
    /// ignored.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grasp-test-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        synthesizer.drag(from: Point(x: 150, y: 350), to: Point(x: 450, y: 350), duration: 0.15)
        synthesizer.hold(at: Point(x: 800, y: 350), duration: 0.2, after: 0.3)
        let trace = synthesizer.trace(description: "flick and catch", viewport: Trace.Viewport(width: 1000, height: 700))
        for name in ["pass", "fail", "nosidecar"] { try trace.write(to: folder.appendingPathComponent("\(name).json")) }
        try TraceTestSuite.record(folder.appendingPathComponent("pass.json").path, scene: "flick")
        try TraceTestSuite.record(folder.appendingPathComponent("fail.json").path, scene: "flick")
        try Data("{\"spec\": {}, \"measured\": {}}".utf8).write(to: folder.appendingPathComponent("pass.expect.json"))
        try Data("{\"format\": \"grasp-trace\", \"version\": 1, \"samples\": [".utf8).write(to: folder.appendingPathComponent("broken.json"))
        try Data(try String(contentsOf: folder.appendingPathComponent("pass.grasp-test.json"), encoding: .utf8).utf8)
            .write(to: folder.appendingPathComponent("broken.grasp-test.json"))

        let failURL = folder.appendingPathComponent("fail.grasp-test.json")
        var expectations = try TraceExpectations(contentsOf: failURL)
        var recognitions = try #require(expectations.recognitions)
        let began = try #require(recognitions.firstIndex { $0.gesture == "pan" && $0.state == "began" })
        recognitions[began].t = (recognitions[began].t ?? 0) + 0.05
        let ended = try #require(recognitions.firstIndex { $0.gesture == "pan" && $0.state == "ended" })
        recognitions[ended].values?["velocity"] = ExpectedValue(.point(x: 9999, y: 0), tolerance: 1)
        expectations.recognitions = recognitions
        var frames = try #require(expectations.frames)
        frames[frames.count - 1].nodes["box"] = [0, 0, 100, 100]
        expectations.frames = frames
        try Data(expectations.jsonText.utf8).write(to: failURL)
        return folder
    }

    @Test func aFolderOfPassingFailingAndMalformedTracesIsCountedRight() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traces = try TraceTestSuite.traceFiles(in: [folder.path])
        #expect(traces.map { URL(fileURLWithPath: $0).lastPathComponent } == ["broken.json", "fail.json", "nosidecar.json", "pass.json"])
        let outcomes = await TraceTestSuite.test(traces, concurrency: 3)
        #expect(outcomes.map(\.path) == traces)
        #expect(TraceTestSuite.summary(outcomes) == "1 passed, 3 failed")
        let byName = Dictionary(uniqueKeysWithValues: outcomes.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0) })

        let pass = try #require(byName["pass.json"])
        #expect(pass.passed)
        #expect(pass.checks > 5)
        #expect(pass.line.hasPrefix("PASS ") && pass.line.contains("(flick, "))

        let fail = try #require(byName["fail.json"])
        guard case .failed(let differences) = fail.status else { Issue.record("fail.json did not fail: \(fail.status)"); return }
        #expect(fail.line.hasPrefix("FAIL "))
        let text = fail.detailLines.joined(separator: "\n")
        #expect(text.contains("pan began: expected at"), "\(text)")
        #expect(text.contains("pan ended velocity: expected [9999, 0] ± 1, got ["), "\(text)")
        #expect(text.contains("frames box: expected [0, 0, 100, 100] ± 0.01, got ["), "\(text)")
        // The moved `began` is also reported as unexpected where it really happened (the list is exhaustive).
        #expect(differences.contains { $0.expected.contains("exhaustive") && $0.subject == "pan began" })
        #expect(differences.allSatisfy { $0.time != nil })

        #expect(byName["broken.json"]?.line.contains("malformed trace") == true)
        #expect(byName["nosidecar.json"]?.line.contains("no expectations file") == true)
    }

    @Test func theJUnitReportHasTheSchemasStructure() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = await TraceTestSuite.test(try TraceTestSuite.traceFiles(in: [folder.path]))
        let xml = JUnitReport.xml(for: outcomes, hostname: "ci & co")
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "4")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(root.attribute(forName: "errors")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        for attribute in ["name", "tests", "failures", "errors", "skipped", "time", "timestamp", "hostname", "id", "package"] {
            #expect(suite.attribute(forName: attribute) != nil, "testsuite has no \(attribute)")
        }
        #expect(suite.attribute(forName: "hostname")?.stringValue == "ci & co")
        #expect(suite.elements(forName: "properties").count == 1)
        #expect(suite.elements(forName: "system-out").count == 1)
        #expect(suite.elements(forName: "system-err").count == 1)
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 4)
        for testCase in cases {
            for attribute in ["name", "classname", "time"] { #expect(testCase.attribute(forName: attribute) != nil) }
            #expect(Double(testCase.attribute(forName: "time")?.stringValue ?? "") != nil)
        }
        let failures = cases.flatMap { $0.elements(forName: "failure") }
        let errors = cases.flatMap { $0.elements(forName: "error") }
        #expect(failures.count == 1 && errors.count == 2)
        for element in failures + errors {
            #expect(element.attribute(forName: "message")?.stringValue?.isEmpty == false)
            #expect(element.attribute(forName: "type") != nil)
        }
        #expect(cases.first { $0.attribute(forName: "name")?.stringValue == "fail" }?.elements(forName: "failure").first?.stringValue?.contains("pan began") == true)
    }

    @Test func recordRefusesToOverwriteWithoutForce() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("fail.json").path
        let sidecar = folder.appendingPathComponent("fail.grasp-test.json")
        let before = try Data(contentsOf: sidecar)
        #expect(throws: TraceTestError.expectationsExist(path: sidecar.path)) { try TraceTestSuite.record(trace) }
        #expect(try Data(contentsOf: sidecar) == before)
        // With force, it is replaced, in the scene of the file it replaces, and the trace passes again.
        try TraceTestSuite.record(trace, force: true)
        #expect(try TraceExpectations(contentsOf: sidecar).scene == "flick")
        #expect(TraceTestSuite.test(trace).passed)
    }

    @Test func expectationsWithWindowsAndPartialListsAreMatched() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("pass.json").path
        let expectations = TraceExpectations(scene: "flick", recognitions: [
            ExpectedRecognition(gesture: "pan", state: "began", window: [0, 0.1]),
            ExpectedRecognition(gesture: "pan", state: "ended", t: 0.15, tolerance: 0.01, values: ["touches": ExpectedValue(.number(1), tolerance: 0)]),
            ExpectedRecognition(gesture: "touchDown", state: "began", window: [0.4, 0.5]),
        ], frames: [ExpectedFrames(t: 0.1, tolerance: 500, nodes: ["box": [450, 300, 100, 100]])])
        try Data(expectations.jsonText.utf8).write(to: folder.appendingPathComponent("pass.grasp-test.json"))
        let outcome = TraceTestSuite.test(trace)
        #expect(outcome.passed, "\(outcome.detailLines)")
        #expect(outcome.checks == 5)
        let reread = try TraceExpectations(contentsOf: folder.appendingPathComponent("pass.grasp-test.json"))
        #expect(reread == expectations)
    }

    @Test func malformedExpectationsSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("{", "not valid JSON"),
            ("{\"format\": \"grasp-test\", \"version\": 1}", "missing \"scene\""),
            ("{\"format\": \"grasp-trace\", \"version\": 1, \"scene\": \"flick\"}", "\"format\""),
            ("{\"format\": \"grasp-test\", \"version\": 1, \"scene\": \"nope\"}", "no scene called \"nope\""),
            ("{\"format\": \"grasp-test\", \"version\": 1, \"scene\": \"flick\", \"recognitions\": [{\"gesture\": \"pan\", \"state\": \"began\"}]}", "needs \"t\" or \"window\""),
            ("{\"format\": \"grasp-test\", \"version\": 1, \"scene\": \"flick\", \"recognitions\": [{\"gesture\": \"pan\", \"state\": \"changed\", \"t\": 0}]}", "state \"changed\""),
            ("{\"format\": \"grasp-test\", \"version\": 1, \"scene\": \"flick\", \"recognitions\": [{\"gesture\": \"pan\", \"state\": \"began\", \"t\": \"soon\"}]}", "recognitions[0].t"),
        ]
        for (json, fragment) in cases {
            do {
                _ = try TraceExpectations(jsonData: Data(json.utf8), path: "x.grasp-test.json")
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.description.contains(fragment), "\(error.description) does not mention \(fragment)")
                #expect(error.description.contains("x.grasp-test.json"))
            }
        }
    }

    /// The command itself, when the test run has built it next to the test bundle: exit status and output.
    @Test(.enabled(if: TraceTestSuiteTests.graspCommand != nil))
    func theCommandExitsWithOneWhenATraceFailsAndZeroWhenAllPass() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("report.xml")
        let all = try run(["test", folder.path, "--junit", junit.path, "--jobs", "2"])
        #expect(all.status == 1)
        #expect(all.output.split(separator: "\n").last == "1 passed, 3 failed")
        #expect(FileManager.default.fileExists(atPath: junit.path))
        let one = try run(["test", folder.appendingPathComponent("pass.json").path])
        #expect(one.status == 0)
        #expect(one.output.split(separator: "\n").last == "1 passed, 0 failed")
        let refused = try run(["test", "--record", folder.appendingPathComponent("pass.json").path])
        #expect(refused.status == 1)
        #expect(refused.output.contains("--force"))
    }

    static var graspCommand: URL? {
        let candidate = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("grasp")
        let alongside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("grasp")
        return [candidate, alongside].first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct CommandMissing: Error {}

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        guard let command = Self.graspCommand else { throw CommandMissing() }
        process.executableURL = command
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
