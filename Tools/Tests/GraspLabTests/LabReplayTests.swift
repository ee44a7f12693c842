// Why this file exists: protocol version 2 lets a page replay a trace through its session's engine and
// scrub through it. These tests are that feature's specification: what `replay`, `seek` and `live` answer,
// that any path to a time shows the same scene as `grasp replay` at that time, that a bad trace is refused
// with the reader's located error and nothing lost, and that version 1 pages are answered as before.

import Foundation
import Grasp
import GraspGeometry
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import GraspTrace
import GraspFoundationCompat
import Testing
@testable import GraspLab

@Suite("Lab protocol version 2: replays and emulated fingers")
struct LabReplayTests {
    /// The repository's recorded traces (Tests/Fixtures/Traces, beside the tools package in Tools/).
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/Traces")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("\(name).json"), encoding: .utf8)
    }

    /// A session on the standard catalog, said hello to in version 2 on `scene`.
    static func session(scene: String = "flick") -> SessionDriver {
        let driver = SessionDriver(catalog: .standard)
        driver.send(["v": 2, "type": "hello", "scene": scene, "viewport": ["width": 390, "height": 844], "client": "test"])
        return driver
    }

    @Test("a session answers in the version the page speaks; an unknown version lists both")
    func versions() {
        let one = SessionDriver()
        #expect(one.hello().allSatisfy { $0["v"] as? Int == 1 })
        let two = SessionDriver()
        let replies = two.send(["v": 2, "type": "hello", "viewport": ["width": 400, "height": 800]])
        #expect(replies.map { type($0) } == ["welcome", "scene", "frame"])
        #expect(replies.allSatisfy { $0["v"] as? Int == 2 })
        let bad = two.send(["v": 6, "type": "frame", "t": 1])
        #expect(errorCode(bad[0]) == "unsupported-version")
        #expect((bad[0]["message"] as? String)?.contains("versions 1, 2, 3, 4 and 5") == true)
    }

    @Test("replay, seek and live need version 2")
    func versionOneHasNoReplay() {
        let driver = SessionDriver()
        driver.hello()
        for message: [String: Any] in [["type": "replay", "trace": "{}"], ["type": "seek", "t": 0], ["type": "live"]] {
            let reply = driver.send(message)[0]
            #expect(errorCode(reply) == "unknown-type")
            #expect((reply["message"] as? String)?.contains("needs protocol version 2") == true)
        }
    }

    @Test("replay rebuilds the scene in the trace's viewport and shows its first instant")
    func replayStarts() throws {
        let driver = Self.session()
        let replies = driver.send(["v": 2, "type": "replay", "trace": try Self.fixture("scroll-right-400-2000-fling")])
        #expect(replies.map { type($0) } == ["scene", "replay", "frame"])
        let viewport = replies[0]["viewport"] as? [String: Any]
        #expect(viewport?["width"] as? Double == 1000 && viewport?["height"] as? Double == 700)
        #expect(abs((replies[1]["duration"] as? Double ?? 0) - (0.2075 + LabReplay.tail)) <= 0.0005 + 1e-12)
        #expect(replies[1]["samples"] as? Int == 27)
        #expect(replies[2]["reset"] as? Bool == true)
        #expect(replies[2]["t"] as? Double == 0)
    }

    @Test("seeking to a time shows what grasp replay shows then, by any path, forwards or back")
    func seekingIsPathIndependent() throws {
        let text = try Self.fixture("scroll-right-400-2000-fling")
        let driver = Self.session()
        driver.send(["v": 2, "type": "replay", "trace": text])
        // In many small steps, as a playing page does…
        // (A frame carries nodes only when they moved: the box is where the latest frame with nodes put it.)
        var stepped: [Double]?
        for step in 1...100 {
            stepped = nodeFrame(driver.send(["v": 2, "type": "seek", "t": 0.022 * Double(step)])[0], "box") ?? stepped
        }
        // …in one step from the beginning (a rebuild, since it goes back)…
        driver.send(["v": 2, "type": "seek", "t": 0.1])
        let back = driver.send(["v": 2, "type": "seek", "t": 0.05])[0]
        #expect(back["reset"] as? Bool == true)
        let direct = nodeFrame(driver.send(["v": 2, "type": "seek", "t": 2.2])[0], "box")
            ?? nodeFrame(back, "box")
        #expect(stepped != nil && stepped == direct)
        // …and what `grasp replay` reports at that time (its tail ends at the same instant).
        let trace = try Trace(jsonData: Data(text.utf8))
        let records = try #require(SceneReplay.run(trace, sceneNamed: "flick", replayer: TraceReplayer(frameRate: 120, tail: 2.2 - 0.2075)))
        guard case .frames(let time, let frames)? = records.last else { Issue.record("no frames line"); return }
        #expect(abs(time - 2.2) < 1e-9)
        let box = try #require(frames.first { $0.name == "box" }).frame
        let shown = try #require(direct)
        // The lab rounds to a thousandth.
        #expect(abs(shown[0] - box.origin.x) <= 0.0005 + 1e-9 && abs(shown[1] - box.origin.y) <= 0.0005 + 1e-9, "\(shown) vs \(box)")
    }

    @Test("a rebuilt frame carries every change from the beginning, so the page's timeline fills in")
    func resetCarriesTheWholeLog() throws {
        let driver = Self.session()
        driver.send(["v": 2, "type": "replay", "trace": try Self.fixture("scroll-right-400-2000-fling")])
        driver.send(["v": 2, "type": "seek", "t": 1.0])
        let reset = driver.send(["v": 2, "type": "seek", "t": 0.5])[0]
        let changes = SessionDriver.changes(in: [reset])
        #expect(changes.contains("pan:began") && changes.contains("pan:ended"), "\(changes)")
        // A seek past the end shows the end.
        let end = driver.send(["v": 2, "type": "seek", "t": 999])[0]["t"] as? Double ?? 0
        #expect(abs(end - (0.2075 + LabReplay.tail)) <= 0.0005 + 1e-12)
    }

    @Test("a bad trace is refused with the reader's located error, and the session stays live")
    func badTrace() {
        let driver = Self.session(scene: "probe")
        let bad = "{\"format\": \"grasp-trace\", \"version\": 1, \"samples\": [{\"t\": 0, \"pointer\": 1, \"phase\": \"drag\", \"x\": 1, \"y\": 2}]}"
        let reply = driver.send(["v": 2, "type": "replay", "trace": bad])[0]
        #expect(errorCode(reply) == "invalid-trace")
        #expect(reply["message"] as? String == "the dropped trace: sample 0: field \"phase\": expected one of down, move, up, cancel, found \"drag\"")
        #expect(driver.session.replay == nil)
        let after = driver.send(["v": 2, "type": "pointer", "seq": 9, "samples": [["t": 10, "id": 1, "phase": "down", "x": 200, "y": 400]]])
        #expect(after.first?["ack"] as? Int == 9)
    }

    @Test("while replaying, touches and recording are refused and frames do not move the scene; live goes back")
    func modes() throws {
        let driver = Self.session(scene: "probe")
        #expect(errorCode(driver.send(["v": 2, "type": "seek", "t": 0])[0]) == "wrong-mode")
        #expect(errorCode(driver.send(["v": 2, "type": "live"])[0]) == "wrong-mode")
        driver.send(["v": 2, "type": "replay", "trace": try Self.fixture("tap")])
        let touch = driver.send(["v": 2, "type": "pointer", "seq": 3, "samples": [["t": 10, "id": 1, "phase": "down", "x": 200, "y": 400]]])[0]
        #expect(errorCode(touch) == "wrong-mode" && touch["ref"] as? Int == 3)
        #expect(errorCode(driver.send(["v": 2, "type": "record", "action": "start"])[0]) == "wrong-mode")
        let timeBefore = driver.session.engineTime
        driver.send(["v": 2, "type": "frame", "t": 5000])
        #expect(driver.session.engineTime == timeBefore)
        let live = driver.send(["v": 2, "type": "live"])
        #expect(live.map { type($0) } == ["scene", "frame"])
        let viewport = live[0]["viewport"] as? [String: Any]
        #expect(viewport?["width"] as? Double == 390)
        let after = driver.send(["v": 2, "type": "pointer", "seq": 4, "samples": [["t": 20, "id": 1, "phase": "down", "x": 200, "y": 400]]])
        #expect(after.first?["ack"] as? Int == 4)
    }

    @Test("only a replay may exceed the message size, up to its own bound, one a second")
    func sizes() throws {
        let driver = Self.session(scene: "probe")
        let padding = String(repeating: " ", count: 40 * 1024)
        let pointer = "{\"v\": 2, \"type\": \"frame\", \"t\": 1\(padding)}"
        #expect(errorCode(driver.send(text: pointer)[0]) == "too-large")
        driver.now = 10
        let trace = try Self.fixture("tap") + padding
        let accepted = driver.send(["v": 2, "type": "replay", "trace": trace])
        #expect(accepted.map { type($0) } == ["scene", "replay", "frame"])
        let huge = String(repeating: " ", count: 800 * 1024)
        driver.now = 20
        #expect(errorCode(driver.send(["v": 2, "type": "replay", "trace": huge])[0]) == "too-large")
    }

    @Test("a recording of fingers emulated from a mouse says so in its source; a bad flag is refused")
    func emulatedFingers() {
        let driver = Self.session(scene: "probe")
        driver.send(["v": 2, "type": "record", "action": "start"])
        func pair(_ t: Double, _ phase: String, _ x: Double) -> [[String: Any]] {
            [["t": t, "id": 1, "phase": phase, "x": x, "y": 400, "kind": "touch", "emulated": true],
             ["t": t, "id": 1_000_001, "phase": phase, "x": 390 - x, "y": 400, "kind": "touch", "emulated": true]]
        }
        driver.send(["v": 2, "type": "pointer", "samples": pair(10, "down", 100)])
        driver.send(["v": 2, "type": "pointer", "samples": pair(30, "move", 80)])
        driver.send(["v": 2, "type": "pointer", "samples": pair(50, "up", 80)])
        let trace = driver.send(["v": 2, "type": "record", "action": "stop"])[0]
        let data = trace["data"] as? String ?? ""
        #expect(data.contains("+ two fingers emulated from a mouse (Option-drag)"), "\(data.prefix(300))")
        let bad = driver.send(["v": 2, "type": "pointer", "seq": 5, "samples": [["t": 60, "id": 2, "phase": "down", "x": 1, "y": 1, "emulated": 1]]])[0]
        #expect(errorCode(bad) == "malformed")
        #expect(bad["message"] as? String == "samples[0].emulated must be true or false")
    }
}
