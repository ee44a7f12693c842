// Why this file exists: the inspector is checked against recorded traces and their measured facts.
// This driver loads a trace and its `.expect.json` sidecar from Tests/Fixtures/Traces, replays the trace
// into a scene on the core's `FrameClock` the way `grasp replay` does (one event per distinct time,
// 120 Hz frames in between, frames for a second after the end, then that instant), and records every
// state change with the values the scene reports.

import Foundation
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat

/// A trace replayed into a scene, with every state change and the values reported at it.
final class TraceReplay {
    struct Entry {
        var recognizer: String
        var state: GestureRecognizerState
        var reported: String
        var time: Double
        var values: SceneValues
    }

    static let tracesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/Traces")

    let trace: Trace
    /// The sidecar's `measured` object.
    let measured: [String: Any]
    /// The sidecar's `spec` object.
    let spec: [String: Any]
    let scene: any Scene
    private(set) var entries: [Entry] = []

    init(_ name: String, scene makeScene: (Size) -> any Scene = { InspectorScene(viewport: $0) }) throws {
        let url = Self.tracesDirectory.appendingPathComponent("\(name).json")
        trace = try Trace(contentsOf: url)
        let sidecar = try Data(contentsOf: Self.tracesDirectory.appendingPathComponent("\(name).expect.json"))
        let json = try JSONSerialization.jsonObject(with: sidecar) as? [String: Any] ?? [:]
        measured = json["measured"] as? [String: Any] ?? [:]
        spec = json["spec"] as? [String: Any] ?? [:]
        let viewport = trace.viewport.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 1000, height: 700)
        scene = makeScene(viewport)
        scene.engine.addStateObserver { [unowned self] change in
            entries.append(Entry(
                recognizer: change.recognizer.name, state: change.newState, reported: change.reportedName,
                time: change.timestamp, values: scene.values(of: change.recognizer)))
        }
        replay()
    }

    private func replay() {
        var clock = FrameClock(frameRate: 120)
        for event in trace.touchEvents() { clock.send(event, handle: scene.engine.handle, tick: scene.tick) }
        clock.advance(to: clock.currentTime + 1, scene.tick)
    }

    // MARK: Queries

    func entries(of name: String) -> [Entry] { entries.filter { $0.recognizer == name } }

    /// The reported states of `name`, without repeated `changed`.
    func summary(of name: String) -> [String] {
        var out: [String] = []
        for e in entries(of: name) where !(e.reported == "changed" && out.last == "changed") { out.append(e.reported) }
        return out
    }

    func last(_ name: String, _ state: GestureRecognizerState) -> Entry? {
        entries(of: name).last { $0.state == state }
    }

    func first(_ name: String, _ state: GestureRecognizerState) -> Entry? {
        entries(of: name).first { $0.state == state }
    }

    // MARK: Sidecar facts

    func pointer(_ id: Int) -> [String: Any] {
        (measured["per_pointer"] as? [String: Any])?["\(id)"] as? [String: Any] ?? [:]
    }

    /// The measured displacement of pointer `id`.
    func displacement(of id: Int) -> Point {
        let d = pointer(id)["displacement_px"] as? [String: Any] ?? [:]
        return Point(x: number(d["dx"]), y: number(d["dy"]))
    }

    /// The measured mean speed of pointer `id` while it moved.
    func meanSpeed(of id: Int) -> Double {
        number((pointer(id)["moving"] as? [String: Any])?["mean_speed_px_s"])
    }

    /// How long pointer `id` was still before it lifted.
    func stillBeforeEnd(of id: Int) -> Double {
        number(pointer(id)["still_before_end_s"])
    }

    func downTime(of id: Int) -> Double { number((pointer(id)["down"] as? [String: Any])?["t"]) }
    func endTime(of id: Int) -> Double { number((pointer(id)["end"] as? [String: Any])?["t"]) }

    var multiTouch: [String: Any] { measured["multi_touch"] as? [String: Any] ?? [:] }

    func number(_ value: Any?) -> Double {
        (value as? NSNumber)?.doubleValue ?? .nan
    }
}

extension SceneValue {
    var number: Double? { if case .number(let v) = self { v } else { nil } }
    var point: Point? { if case .point(let p) = self { p } else { nil } }
    var string: String? { if case .string(let s) = self { s } else { nil } }
}
