// Why this file exists: a page drives scenes through the WebAssembly API with whatever numbers it has. These
// tests drive ``SceneSession`` natively as a page would: a drag through a scene, a recording that replays,
// and every kind of bad input, each refused with its code and a clear message, the scene untouched.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import GraspTrace
import Testing
@testable import GraspWasm

@Suite("The scene API: input by calls, frames, recordings, refusals")
struct SceneSessionTests {
    /// The frame's JSON, decoded.
    static func decode(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The `reported` names of the changes in a frame, as `name:state`.
    static func changes(_ frame: [String: Any]) -> [String] {
        ((frame["changes"] as? [[String: Any]]) ?? []).map { "\($0["name"] ?? ""):\($0["reported"] ?? "")" }
    }

    /// Drags a finger from (500, 350) 200 px to the right in 10 steps of 16 ms, starting at `start` ms.
    static func drag(_ scene: SceneSession, from start: Double = 0) throws {
        try scene.touches(at: start, [.init(id: 1, phase: .began, x: 500, y: 350)])
        for step in 1...10 {
            let t = start + Double(step) * 16
            try scene.touches(at: t, [.init(id: 1, phase: .moved, x: 500 + Double(step) * 20, y: 350)])
            try scene.tick(at: t)
        }
        try scene.touches(at: start + 176, [.init(id: 1, phase: .ended, x: 700, y: 350)])
    }

    @Test("a drag through the drag scene moves the piece; the frame carries nodes, changes and values")
    func dragMovesThePiece() throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        let before = try Self.decode(scene.frame())
        try Self.drag(scene)
        let after = try Self.decode(scene.frame())
        #expect(Self.changes(after).contains("pan:began"))
        #expect(Self.changes(after).contains("pan:ended"))
        #expect(after["values"] != nil && after["nodes"] != nil)
        #expect(after["t"] as? Double == 0.176)
        #expect(try Self.decode(scene.frame())["changes"] == nil, "changes are reported once")
        #expect(String(describing: before["nodes"]) != String(describing: after["nodes"]))
    }

    @Test("a recording of calls replays to the same state changes as the calls made")
    func recordingReplays() throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        scene.startRecording()
        try Self.drag(scene)
        let text = try scene.stopRecording()
        let trace = try LabTraceText.read(text, fileName: "recorded.json")
        #expect(trace.samples.count == 12)
        #expect(trace.viewport?.width == 1000)
        let lines = try #require(ReplayLines.jsonLines(trace, scene: "drag"))
        #expect(lines.contains(#""gesture": "pan", "state": "began""#), "\(lines)")
        #expect(throws: GraspAPIError(code: "empty-recording", message: "nothing was recorded: start a recording, then touch the stage")) {
            try scene.stopRecording()
        }
    }

    @Test("hover, wheel, scroll and transform calls reach the engine")
    func desktopInput() throws {
        let scene = try SceneSession(named: "inspector", width: 1000, height: 700)
        try scene.hover(at: 0, id: 1, phase: .entered, x: 300, y: 300)
        try scene.hover(at: 16, id: 1, phase: .moved, x: 320, y: 300)
        try scene.hover(at: 32, id: 1, phase: .exited, x: 320, y: 300)
        try scene.scroll(at: 40, id: 2, phase: .step, x: 500, y: 350, dx: 0, dy: -100)
        try scene.scroll(at: 48, id: 3, phase: .began, x: 500, y: 350, dx: 0, dy: -8)
        try scene.scroll(at: 56, id: 3, phase: .changed, x: 500, y: 350, dx: 0, dy: -8)
        try scene.scroll(at: 64, id: 3, phase: .ended, x: 500, y: 350, dx: 0, dy: 0)
        try scene.transform(at: 70, id: 4, phase: .began, x: 500, y: 350, scale: 1, rotation: 0)
        try scene.transform(at: 86, id: 4, phase: .changed, x: 500, y: 350, scale: 1.2, rotation: 0.1)
        try scene.transform(at: 102, id: 4, phase: .ended, x: 500, y: 350, scale: 1, rotation: 0)
        let frame = try Self.decode(scene.frame())
        #expect(!Self.changes(frame).isEmpty, "\(frame)")
    }

    // MARK: Bad input

    /// Runs `body`, which must throw an error with `code`; returns its message.
    @discardableResult
    static func refusal(_ code: String, _ body: () throws(GraspAPIError) -> Void) -> String {
        do throws(GraspAPIError) {
            try body()
            Issue.record("no error; expected \(code)")
            return ""
        } catch {
            #expect(error.code == code, "\(error)")
            return error.message
        }
    }

    @Test("an unknown scene is refused, naming the scenes there are")
    func unknownScene() {
        let message = Self.refusal("unknown-scene") { () throws(GraspAPIError) in _ = try SceneSession(named: "nope", width: 100, height: 100) }
        #expect(message.contains("\"nope\"") && message.contains("inspector"))
        Self.refusal("not-finite") { () throws(GraspAPIError) in _ = try SceneSession(named: "drag", width: .nan, height: 100) }
        Self.refusal("out-of-range") { () throws(GraspAPIError) in _ = try SceneSession(named: "drag", width: 0, height: 100) }
    }

    @Test("NaN and infinite numbers are refused and change nothing")
    func notFinite() throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        let before = scene.frame()
        Self.refusal("not-finite") { () throws(GraspAPIError) in try scene.touches(at: 0, [.init(id: 1, phase: .began, x: .nan, y: 1)]) }
        Self.refusal("not-finite") { () throws(GraspAPIError) in try scene.touches(at: .infinity, [.init(id: 1, phase: .began, x: 1, y: 1)]) }
        Self.refusal("not-finite") { () throws(GraspAPIError) in try scene.tick(at: .nan) }
        Self.refusal("not-finite") { () throws(GraspAPIError) in try scene.scroll(at: 0, id: 1, phase: .step, x: 1, y: 1, dx: .infinity, dy: 0) }
        Self.refusal("not-finite") { () throws(GraspAPIError) in try scene.transform(at: 0, id: 1, phase: .began, x: 1, y: 1, scale: .nan, rotation: 0) }
        Self.refusal("out-of-range") { () throws(GraspAPIError) in try scene.touches(at: 0, [.init(id: 1, phase: .began, x: 1e9, y: 1)]) }
        #expect(scene.frame() == before)
        // Nothing was lost: the scene takes a whole drag afterwards, from time zero.
        try Self.drag(scene)
        #expect(Self.changes(try Self.decode(scene.frame())).contains("pan:ended"))
    }

    @Test("a move, lift or cancel for a pointer that never went down is refused in the trace reader's words")
    func pointerNeverDown() throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        let message = Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.touches(at: 0, [.init(id: 7, phase: .moved, x: 1, y: 1)]) }
        #expect(message == "pointer 7 moves before going down (its first sample must be a down)")
        Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.touches(at: 0, [.init(id: 7, phase: .ended, x: 1, y: 1)]) }
        Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.hover(at: 0, id: 2, phase: .moved, x: 1, y: 1) }
        Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.scroll(at: 0, id: 2, phase: .changed, x: 1, y: 1, dx: 0, dy: 0) }
        Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.transform(at: 0, id: 2, phase: .ended, x: 1, y: 1, scale: 1, rotation: 0) }
        try scene.touches(at: 0, [.init(id: 1, phase: .began, x: 500, y: 350)])
        let twice = Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.touches(at: 1, [.init(id: 1, phase: .began, x: 500, y: 350)]) }
        #expect(twice == "pointer 1 goes down again while down")
        // A refused batch changes nothing, even its valid samples: pointer 2 did not go down.
        Self.refusal("lifecycle") { () throws(GraspAPIError) in
            try scene.touches(at: 2, [.init(id: 2, phase: .began, x: 1, y: 1), .init(id: 3, phase: .moved, x: 1, y: 1)])
        }
        try scene.touches(at: 3, [.init(id: 2, phase: .began, x: 1, y: 1)])
    }

    @Test("each pointer's lifecycle is followed through calls of several touches: a lift takes only its own pointer up")
    func lifecyclesOfSeveralPointers() throws {
        let scene = try SceneSession(named: "inspector", width: 1000, height: 700)
        // Three fingers land; the middle one lifts while the others move; one lands and lifts in one call.
        try scene.touches(at: 0, [.init(id: 1, phase: .began, x: 100, y: 100), .init(id: 2, phase: .began, x: 200, y: 100),
                                  .init(id: 3, phase: .began, x: 300, y: 100)])
        try scene.touches(at: 16, [.init(id: 1, phase: .moved, x: 110, y: 100), .init(id: 2, phase: .ended, x: 200, y: 100),
                                   .init(id: 3, phase: .moved, x: 310, y: 100)])
        try scene.touches(at: 32, [.init(id: 4, phase: .began, x: 400, y: 100), .init(id: 4, phase: .ended, x: 400, y: 100)])
        // Up: 2 and 4. Down: 1 and 3.
        Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.touches(at: 48, [.init(id: 2, phase: .moved, x: 1, y: 1)]) }
        Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.touches(at: 48, [.init(id: 4, phase: .ended, x: 1, y: 1)]) }
        let again = Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.touches(at: 48, [.init(id: 3, phase: .began, x: 1, y: 1)]) }
        #expect(again == "pointer 3 goes down again while down")
        try scene.touches(at: 48, [.init(id: 1, phase: .moved, x: 120, y: 100), .init(id: 3, phase: .cancelled, x: 320, y: 100)])
        try scene.touches(at: 64, [.init(id: 2, phase: .began, x: 200, y: 100), .init(id: 1, phase: .ended, x: 120, y: 100)])
        Self.refusal("lifecycle") { () throws(GraspAPIError) in try scene.touches(at: 80, [.init(id: 3, phase: .moved, x: 1, y: 1)]) }
        try scene.touches(at: 80, [.init(id: 2, phase: .ended, x: 200, y: 100)])
    }

    @Test("frames are version 4: changed reports in progress leave their values to the frame; version 3 on request gives every change its values")
    func frameVersions() throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        try Self.drag(scene)
        let frame = try Self.decode(scene.frame())
        #expect(frame["v"] as? Int == 4)
        let changes = try #require(frame["changes"] as? [[String: Any]])
        #expect(changes.contains { $0["reported"] as? String == "changed" })
        for change in changes {
            #expect((change["values"] == nil) == (change["reported"] as? String == "changed"), "\(change)")
        }
        let old = try SceneSession(named: "drag", width: 1000, height: 700)
        try old.setFrameVersion(3)
        try Self.drag(old)
        let oldFrame = try Self.decode(old.frame())
        #expect(oldFrame["v"] as? Int == 3)
        #expect((oldFrame["changes"] as? [[String: Any]] ?? []).allSatisfy { $0["values"] != nil })
        #expect(Self.changes(oldFrame) == Self.changes(frame))
        let message = Self.refusal("invalid-argument") { () throws(GraspAPIError) in try old.setFrameVersion(6) }
        #expect(message == "the frame version is 6; it must be one of 1, 2, 3, 4")
    }

    @Test("a refused touch is named in the error as before: by its index when the call has several")
    func touchErrorsNameTheTouch() throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        let ok = SceneSession.Touch(id: 1, phase: .began, x: 1, y: 1)
        #expect(Self.refusal("not-finite") { () throws(GraspAPIError) in try scene.touches(at: 0, [.init(id: 1, phase: .began, x: .nan, y: 1)]) }
                == "touch: x must be a finite number, not NaN or infinite")
        #expect(Self.refusal("not-finite") { () throws(GraspAPIError) in try scene.touches(at: 0, [ok, .init(id: 2, phase: .began, x: 1, y: -.infinity)]) }
                == "touch 1: y must be a finite number, not NaN or infinite")
        #expect(Self.refusal("out-of-range") { () throws(GraspAPIError) in try scene.touches(at: 0, [ok, .init(id: 2, phase: .began, x: 1e9, y: 1)]) }
                == "touch 1: x is 1000000000.0; it must be at most 100000 px from the stage either way")
        #expect(Self.refusal("invalid-argument") { () throws(GraspAPIError) in try scene.touches(at: 0, [ok, .init(id: 2, phase: .stationary, x: 1, y: 1)]) }
                == "touch 1: phase must be began, moved, ended or cancelled")
        #expect(Self.refusal("invalid-argument") { () throws(GraspAPIError) in try scene.touches(at: 0, [.init(id: 2, phase: .stationary, x: 1, y: 1)]) }
                == "touch: phase must be began, moved, ended or cancelled")
        // Nothing of the refused calls reached the scene: pointer 1 goes down now.
        try scene.touches(at: 0, [ok])
    }

    @Test("time going backwards is refused, and the scene keeps its time")
    func timeBackwards() throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        try scene.tick(at: 100)
        try scene.tick(at: 116)
        let message = Self.refusal("time-goes-backwards") { () throws(GraspAPIError) in try scene.tick(at: 50) }
        #expect(message == "t goes backwards, from 116.0 ms to 50.0 ms: each call's time must be at least the previous call's")
        Self.refusal("time-goes-backwards") { () throws(GraspAPIError) in try scene.touches(at: 115, [.init(id: 1, phase: .began, x: 1, y: 1)]) }
        try scene.tick(at: 116)
        #expect(try Self.decode(scene.frame())["t"] as? Double == 0.016)
    }

    @Test("each bad time gets its own error, in the order the checks name them", arguments: [
        (-Double.infinity, "not-finite"), (Double.nan, "not-finite"), (-1, "out-of-range"), (1e12, "out-of-range"),
        (2e12, "out-of-range"), (99.5, "time-goes-backwards"),
    ])
    func badTimes(time: Double, code: String) throws {
        let scene = try SceneSession(named: "drag", width: 1000, height: 700)
        try scene.tick(at: 100)
        Self.refusal(code) { () throws(GraspAPIError) in try scene.touches(at: time, [.init(id: 1, phase: .began, x: 1, y: 1)]) }
        Self.refusal(code) { () throws(GraspAPIError) in try scene.tick(at: time) }
        // The scene still takes its time, and the touch that was refused can go down.
        try scene.touches(at: 100, [.init(id: 1, phase: .began, x: 1, y: 1)])
    }
}
