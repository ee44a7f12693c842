// Why this file exists: the API behind the exports keeps scenes and lab sessions by handle, replays traces
// as `grasp replay` does and runs the lab in the page. These tests check each against the code it stands
// for (the replay lines, the lab session) and check that every bad handle, trace and scene is refused with
// its code.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import GraspTrace
import Testing
@testable import GraspWasm

@Suite("The API: handles, replay, the in-page lab")
struct GraspAPITests {
    /// The repository's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the scene names are the lab's, as a JSON array")
    func sceneNames() throws {
        let names = try #require(JSONSerialization.jsonObject(with: Data(GraspAPI().sceneNames().utf8)) as? [String])
        #expect(names == LabSceneCatalog.standard.names)
        #expect(names.first == "inspector" && names.contains("probe"))
    }

    @Test("handles name open scenes and lab sessions; a closed or unknown handle is refused")
    func handles() throws {
        let api = GraspAPI()
        let scene = try api.createScene(named: "drag", width: 800, height: 600)
        let lab = api.openLabSession()
        #expect(scene > 0 && lab > scene)
        #expect(api.openCount == 2)
        // Looked up before it closes (the API remembers the scene of the last call): refused after all the same.
        #expect(try api.scene(scene).sceneName == "drag")
        try api.destroyScene(scene)
        #expect(throws: GraspAPIError(code: "unknown-handle", message: "no scene has handle \(scene): it was never opened, or it is closed")) {
            try api.scene(scene)
        }
        #expect(throws: GraspAPIError.self) { try api.destroyScene(scene) }
        #expect(throws: GraspAPIError.self) { try api.scene(lab) }
        #expect(throws: GraspAPIError.self) { try api.receive(scene, "{}", nowMilliseconds: 0) }
        try api.closeLabSession(lab)
        #expect(throws: GraspAPIError.self) { try api.closeLabSession(lab) }
        #expect(api.openCount == 0)
    }

    @Test("replay gives the lines grasp replay's code gives, for every example trace and frames policy")
    func replayMatchesTheCommandsCode() throws {
        let api = GraspAPI()
        for (file, scene) in [("Examples/traces/drag-piece.json", "drag"), ("Examples/traces/pointer-input-v2.json", "inspector")] {
            let text = try Self.text(file)
            let trace = try LabTraceText.read(text, fileName: "x.json")
            for (frames, policy) in [("stops", ReplayFramePolicy.atStops), ("every", .everyTick(1)), ("every=3", .everyTick(3))] {
                let lines = try api.replay(text, fileName: "x.json", scene: scene, frameRate: 60, frames: frames)
                #expect(lines == ReplayLines.jsonLines(trace, scene: scene, frameRate: 60, frames: policy))
                #expect(lines.hasSuffix("\n") && lines.contains("\"frames\""))
            }
        }
    }

    @Test("a malformed trace is refused with the trace reader's message and grasp replay's hint")
    func malformedTrace() {
        let api = GraspAPI()
        let bad = #"{"format": "grasp-trace", "version": 1, "samples": [{"t": 0, "pointer": 1, "phase": "drag", "x": 1, "y": 2}]}"#
        #expect(throws: GraspAPIError(code: "invalid-trace", message: #"bad.json: sample 0: field "phase": expected one of down, move, up, cancel, found "drag""#)) {
            try api.replay(bad, fileName: "bad.json")
        }
        let dangling = #"{"format": "grasp-trace", "version": 1, "samples": [{"t": 0, "pointer": 1, "phase": "down", "x": 1, "y": 2}]}"#
        do {
            _ = try api.replay(dangling, fileName: "d.json")
            Issue.record("a pointer that never ends was accepted")
        } catch {
            #expect(error.code == "invalid-trace" && error.message.contains("never ends"))
            #expect(error.hint == "use --repair to cancel pointers that never end at the trace's last time instead of rejecting the trace")
            #expect(error.json.contains(#""hint":"use --repair"#))
        }
        #expect(throws: GraspAPIError.self) { try api.replay("not json") }
        #expect(throws: GraspAPIError.self) { try api.replay("") }
    }

    @Test("replay refuses an unknown scene, a bad frame rate and a bad frames policy in the command's words")
    func replayArguments() throws {
        let api = GraspAPI()
        let text = try Self.text("Examples/traces/drag-piece.json")
        #expect(throws: GraspAPIError(code: "unknown-scene", message: "no scene called \"probe\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))")) {
            try api.replay(text, scene: "probe")
        }
        #expect(throws: GraspAPIError(code: "out-of-range", message: "--frame-rate must be a positive number of ticks per second, at most 10000")) {
            try api.replay(text, frameRate: .nan)
        }
        #expect(throws: GraspAPIError(code: "invalid-argument", message: "--frames must be stops, every or every=N with N at least 1, not \"every=0\"")) {
            try api.replay(text, frames: "every=0")
        }
    }

    @Test("the in-page lab answers exactly as a lab session does")
    func labSession() throws {
        let api = GraspAPI()
        let handle = api.openLabSession()
        let reference = LabSession(id: Int(handle), catalog: .standard, limits: LabLimits())
        let messages = [
            #"{"v":3,"type":"hello","scene":"drag","viewport":{"width":800,"height":600},"client":"test"}"#,
            #"{"v":3,"type":"pointer","seq":1,"samples":[{"t":1000,"id":1,"phase":"down","x":400,"y":300}]}"#,
            #"{"v":3,"type":"frame","t":1016}"#,
            #"{"v":3,"type":"pointer","seq":2,"samples":[{"t":1020,"id":1,"phase":"move","x":440,"y":300}]}"#,
            #"{"v":3,"type":"frame","t":1032}"#,
            #"{"v":3,"type":"pointer","seq":3,"samples":[{"t":1040,"id":1,"phase":"up","x":440,"y":300}]}"#,
            "garbage",
        ]
        for (index, message) in messages.enumerated() {
            let now = Double(index) * 16
            #expect(try api.receive(handle, message, nowMilliseconds: now) == reference.receive(message, at: now / 1000))
        }
    }
}
