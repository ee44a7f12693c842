// Why this file exists: the inspector is checked against recorded traces and their measured facts.
// This fixture loads a trace and its `.expect.json` sidecar from Tests/Fixtures/Traces, reads the facts
// the sidecar measured, and replays the trace into an inspector scene on `SceneTestHost` the way
// `grasp replay` does (one event per distinct time, 120 Hz frames in between, frames for a second after
// the end, then that instant).

import Foundation
import Grasp
import GraspScenes
import GraspTesting
import GraspTrace
import GraspFoundationCompat

/// A recorded trace and the facts its sidecar measured.
struct TraceFixture {
    static let tracesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/Traces")

    let trace: Trace
    /// The sidecar's `measured` object.
    let measured: [String: Any]
    /// The sidecar's `spec` object.
    let spec: [String: Any]

    init(_ name: String) throws {
        let url = Self.tracesDirectory.appendingPathComponent("\(name).json")
        trace = try Trace(contentsOf: url)
        let sidecar = try Data(contentsOf: Self.tracesDirectory.appendingPathComponent("\(name).expect.json"))
        let json = try JSONSerialization.jsonObject(with: sidecar) as? [String: Any] ?? [:]
        measured = json["measured"] as? [String: Any] ?? [:]
        spec = json["spec"] as? [String: Any] ?? [:]
    }

    /// The trace replayed into an inspector scene of the trace's viewport (1000 × 700 without one), with
    /// a second of frames after its end.
    func replayed() -> SceneTestHost<InspectorScene> {
        let viewport = trace.viewport.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 1000, height: 700)
        let host = SceneTestHost(InspectorScene(viewport: viewport), trace: trace)
        host.finish(tail: 1)
        return host
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
