// Why this file exists: writing expectations by hand is slow; a user who has watched a replay and approves
// of it wants to freeze that behaviour. `grasp test --record` derives expectations from a replay: every
// recognition with its time and values, and the frames at every animation stop and at the end.

import Grasp
import GraspScenes

extension TraceExpectations {
    /// Expectations that `records` satisfy: an exhaustive list of every recognition (every state change
    /// but `changed`) at its time ± 1 ms with all its values (± 0.1 % of the value, at least 0.001), and
    /// the frames of every node at each of `frameTimes` (± 0.01 pt), as ``check(_:)`` reads them.
    ///
    /// - Parameters:
    ///   - records: A replay into `scene` with frames at every tick.
    ///   - frameTimes: When to freeze the frames; `grasp test --record` uses the times of the frames
    ///     lines of a default replay (every animation stop and the end).
    ///   - scene: The scene's name.
    ///   - frameRate: The replay's tick rate, written when it is not the default.
    ///   - tail: The replay's tail, written when it is not the default.
    public static func recorded(from records: [ReplayRecord], frameTimes: [Double], scene: String, frameRate: Double? = nil, tail: Double? = nil) -> TraceExpectations {
        var recognitions: [ExpectedRecognition] = []
        var frames: [ExpectedFrames] = []
        var reports: [(time: Double, frames: [ReplayFrame])] = []
        for record in records {
            switch record {
            case .stateChange(let change) where change.state != "changed":
                var values: [String: ExpectedValue] = [
                    "location": ExpectedValue(.point(x: rounded(change.location.x), y: rounded(change.location.y)), tolerance: tolerance(for: [change.location.x, change.location.y])),
                    "touches": ExpectedValue(.number(Double(change.touches)), tolerance: 0),
                ]
                for (name, value) in change.values where values[name] == nil {
                    switch value {
                    case .number(let number):
                        guard number.isFinite else { continue }
                        values[name] = ExpectedValue(.number(rounded(number)), tolerance: tolerance(for: [number]))
                    case .point(let point):
                        guard point.x.isFinite, point.y.isFinite else { continue }
                        values[name] = ExpectedValue(.point(x: rounded(point.x), y: rounded(point.y)), tolerance: tolerance(for: [point.x, point.y]))
                    case .string(let text):
                        values[name] = ExpectedValue(.string(text))
                    case .bool(let flag):
                        values[name] = ExpectedValue(.bool(flag))
                    }
                }
                recognitions.append(ExpectedRecognition(gesture: change.gesture, state: change.state, t: rounded(change.time, decimals: 6), tolerance: 0.001, values: values))
            case .stateChange, .controlEvent:
                continue
            case .frames(let time, let list):
                reports.append((time, list))
            }
        }
        for time in frameTimes where frames.last?.t != rounded(time, decimals: 6) {
            guard let report = reports.last(where: { $0.time <= time + 1e-6 }) else { continue }
            let nodes = Dictionary(report.frames.map { ($0.name, [$0.frame.origin.x, $0.frame.origin.y, $0.frame.width, $0.frame.height].map { rounded($0) }) }, uniquingKeysWith: { first, _ in first })
            frames.append(ExpectedFrames(t: rounded(time, decimals: 6), tolerance: 0.01, nodes: nodes))
        }
        return TraceExpectations(scene: scene, frameRate: frameRate, tail: tail, exhaustive: true, recognitions: recognitions, frames: frames)
    }

    /// 0.1 % of the largest magnitude, at least 0.001 (values are printed to 3 decimals).
    static func tolerance(for numbers: [Double]) -> Double {
        let largest = numbers.map { abs($0) }.max() ?? 0
        return rounded(max(0.001, largest * 0.001), decimals: 6)
    }

    static func rounded(_ value: Double, decimals: Int = 3) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
