import Foundation
import Testing
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat

@Suite("Scene replay and its output")
struct SceneReplayTests {
    static var traceNames: [String] {
        Trace.files(in: TraceFixture.tracesDirectory).map(\.lastPathComponent)
    }

    @Test("Every recorded trace replays through every scene without error, and every jsonl line is a JSON object")
    func everyTraceEveryScene() throws {
        #expect(Self.traceNames.count >= 14)
        for name in Self.traceNames {
            let trace = try Trace(contentsOf: TraceFixture.tracesDirectory.appendingPathComponent(name))
            for scene in SceneCatalog.names {
                let records = try #require(SceneReplay.run(trace, sceneNamed: scene))
                guard case .frames = records.last else {
                    Issue.record("\(name) in \(scene): the last record is not the final frames line")
                    continue
                }
                for record in records {
                    let object = try JSONSerialization.jsonObject(with: Data(record.jsonLine.utf8)) as? [String: Any]
                    #expect(object?["t"] is NSNumber, "\(name) in \(scene): \(record.jsonLine)")
                }
            }
        }
    }

    @Test("A state-change line carries the contract's fields, then the recognizer's values, each once")
    func stateLineContract() throws {
        let trace = try Trace(contentsOf: TraceFixture.tracesDirectory.appendingPathComponent("scroll-up-300-800-fling.json"))
        let records = try #require(SceneReplay.run(trace, sceneNamed: "inspector"))
        let panLines = records.compactMap { record -> [String: Any]? in
            guard case .stateChange(let c) = record, c.gesture == "pan" else { return nil }
            return try? JSONSerialization.jsonObject(with: Data(record.jsonLine.utf8)) as? [String: Any]
        }
        #expect(panLines.first?["state"] as? String == "began")
        #expect(panLines.last?["state"] as? String == "ended")
        let last = try #require(panLines.last)
        #expect(Set(last.keys) == ["t", "gesture", "state", "location", "touches", "translation", "velocity"])
        let translation = try #require(last["translation"] as? [Double])
        #expect(abs(translation[1] + 315) <= 1)
        let tap = try #require(records.first { if case .stateChange(let c) = $0 { c.gesture == "tap" } else { false } })
        #expect(tap.jsonLine.components(separatedBy: "\"location\"").count == 2)
    }

    @Test("Replays are deterministic: the same trace gives the same lines")
    func deterministic() throws {
        let trace = try Trace(contentsOf: TraceFixture.tracesDirectory.appendingPathComponent("flick-then-catch.json"))
        let a = try #require(SceneReplay.run(trace, sceneNamed: "inspector")).map(\.jsonLine)
        let b = try #require(SceneReplay.run(trace, sceneNamed: "inspector")).map(\.jsonLine)
        #expect(a == b && !a.isEmpty)
    }

    @Test("Frames lines list named nodes as [x, y, w, h]")
    func framesLine() {
        let line = ReplayRecord.frames(time: 1.5, frames: [ReplayFrame(name: "box", frame: Rect(x: 10, y: 20.5, width: 100, height: 50))]).jsonLine
        #expect(line == "{\"t\": 1.5, \"frames\": {\"box\": [10, 20.5, 100, 50]}}")
    }

    @Test("An unknown scene name gives nil, not a crash")
    func unknownScene() {
        #expect(SceneReplay.run(Trace(samples: []), sceneNamed: "nope") == nil)
    }

    @Test("The replayer ticks at every frame between events and through the tail, on the frame clock's grid")
    func replayerTicks() {
        var ticks: [Double] = []
        var handled: [Double] = []
        let events = [0.0, 0.05].map { TouchEvent(timestamp: $0, changedTouches: []) }
        TraceReplayer(frameRate: 100, tail: 0.02).replay(events, handle: { handled.append($0.timestamp) }, tick: { ticks.append($0) })
        #expect(handled == [0, 0.05])
        // Frame 5 falls on the second event's time: the event's own dispatch stands for it, and the frame
        // clock never ticks at a time already dispatched.
        #expect(ticks.map { ($0 * 100).rounded() } == [1, 2, 3, 4, 6, 7])
        #expect(ticks == [1, 2, 3, 4, 6, 7].map { Double($0) / 100 })
    }
}
