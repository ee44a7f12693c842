// Why this file exists: the heart of `grasp test`: compare one replay with its expectations and list every
// difference with its time. Recognitions are matched per gesture in time order, so that simultaneous
// changes of different recognizers may be listed in any order; frames are compared at the last report at
// or before the expected time.

import Grasp
import GraspScenes

extension TraceExpectations {
    /// The states a recognition expectation may name.
    public static let matchableStates: Set<String> = ["began", "ended", "cancelled", "failed", "recognized"]

    /// Compares `records` (a replay with frames at every tick, see `ReplayFramePolicy`) with these
    /// expectations.
    ///
    /// - Returns: How many checks were made (one per recognition, value and node frame) and every
    ///   difference, in the order of the expectations (unexpected recognitions last).
    public func check(_ records: [ReplayRecord]) -> (checks: Int, differences: [TraceDifference]) {
        var checks = 0
        var differences: [TraceDifference] = []
        var byGesture: [String: [ReplayStateChange]] = [:]
        var gestureOrder: [String] = []
        for record in records {
            guard case .stateChange(let change) = record, change.state != "changed" else { continue }
            if byGesture[change.gesture] == nil { gestureOrder.append(change.gesture) }
            byGesture[change.gesture, default: []].append(change)
        }
        var matched: [String: Set<Int>] = [:]
        var cursor: [String: Int] = [:]
        for expected in recognitions ?? [] {
            checks += 1
            let list = byGesture[expected.gesture] ?? []
            let accepted = expected.acceptedTimes
            let start = cursor[expected.gesture] ?? 0
            let found = list.indices.first { $0 >= start && list[$0].state == expected.state && accepted.contains(list[$0].time) }
            let subject = "\(expected.gesture) \(expected.state)"
            guard let index = found else {
                let target = expected.t ?? accepted.lowerBound
                let candidates = list.indices.filter { list[$0].state == expected.state && !(matched[expected.gesture]?.contains($0) ?? false) }
                let nearest = candidates.min { abs(list[$0].time - target) < abs(list[$1].time - target) }
                differences.append(TraceDifference(
                    time: target, subject: subject, expected: Self.describe(expected),
                    got: nearest.map { "at \(TraceTestFormat.seconds(list[$0].time)) s" } ?? "never"))
                continue
            }
            cursor[expected.gesture] = index + 1
            matched[expected.gesture, default: []].insert(index)
            let change = list[index]
            for (name, value) in (expected.values ?? [:]).sorted(by: { $0.key < $1.key }) {
                checks += 1
                let got = Self.value(named: name, of: change)
                if let got, Self.matches(got, value) { continue }
                differences.append(TraceDifference(
                    time: change.time, subject: "\(subject) \(name)",
                    expected: Self.describe(value.value) + " ± " + TraceTestFormat.number(value.tolerance ?? 0.001, decimals: 6),
                    got: got.map(Self.describe) ?? "no value called \(name)"))
            }
        }
        if exhaustive ?? false {
            for gesture in gestureOrder {
                for (index, change) in (byGesture[gesture] ?? []).enumerated() where !(matched[gesture]?.contains(index) ?? false) {
                    differences.append(TraceDifference(
                        time: change.time, subject: "\(gesture) \(change.state)", expected: "no such recognition (the list is exhaustive)",
                        got: "\(gesture) \(change.state) at \(TraceTestFormat.seconds(change.time)) s"))
                }
            }
        }
        let reports: [(time: Double, frames: [ReplayFrame])] = records.compactMap {
            if case .frames(let time, let frames) = $0 { return (time, frames) }
            return nil
        }
        for expected in frames ?? [] {
            let report = reports.last { $0.time <= expected.t + 1e-6 }
            let tolerance = abs(expected.tolerance ?? 0.01)
            for (node, box) in expected.nodes.sorted(by: { $0.key < $1.key }) {
                checks += 1
                let subject = "frames \(node)"
                let expectedText = Self.describe(box) + " ± " + TraceTestFormat.number(tolerance, decimals: 6)
                guard let report else {
                    differences.append(TraceDifference(time: expected.t, subject: subject, expected: expectedText, got: "no frames reported yet"))
                    continue
                }
                guard let frame = report.frames.first(where: { $0.name == node }) else {
                    differences.append(TraceDifference(time: expected.t, subject: subject, expected: expectedText, got: "no node called \(node)"))
                    continue
                }
                let got = [frame.frame.origin.x, frame.frame.origin.y, frame.frame.width, frame.frame.height]
                if box.count != 4 || zip(box, got).contains(where: { abs($0 - $1) > tolerance + 1e-9 }) {
                    differences.append(TraceDifference(time: expected.t, subject: subject, expected: expectedText, got: Self.describe(got)))
                }
            }
        }
        return (checks, differences)
    }

    /// The value called `name` that `change` reports: `location`, `touches`, or one of the scene's values.
    static func value(named name: String, of change: ReplayStateChange) -> ExpectedValue.Value? {
        switch name {
        case "location": return .point(x: change.location.x, y: change.location.y)
        case "touches": return .number(Double(change.touches))
        default:
            switch change.values.first(where: { $0.name == name })?.value {
            case .number(let number): return .number(number)
            case .point(let point): return .point(x: point.x, y: point.y)
            case .string(let text): return .string(text)
            case .bool(let flag): return .bool(flag)
            case nil: return nil
            }
        }
    }

    static func matches(_ got: ExpectedValue.Value, _ expected: ExpectedValue) -> Bool {
        let tolerance = abs(expected.tolerance ?? 0.001) + 1e-9
        switch (got, expected.value) {
        case (.number(let a), .number(let b)): return abs(a - b) <= tolerance
        case (.point(let ax, let ay), .point(let bx, let by)): return abs(ax - bx) <= tolerance && abs(ay - by) <= tolerance
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        default: return false
        }
    }

    static func describe(_ value: ExpectedValue.Value) -> String {
        switch value {
        case .number(let number): TraceTestFormat.number(number)
        case .point(let x, let y): "[\(TraceTestFormat.number(x)), \(TraceTestFormat.number(y))]"
        case .string(let text): TraceTestFormat.quoted(text)
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    static func describe(_ numbers: [Double]) -> String {
        "[" + numbers.map { TraceTestFormat.number($0) }.joined(separator: ", ") + "]"
    }

    static func describe(_ recognition: ExpectedRecognition) -> String {
        if let window = recognition.window, window.count == 2 {
            return "between \(TraceTestFormat.seconds(window[0])) and \(TraceTestFormat.seconds(window[1])) s"
        }
        return "at \(TraceTestFormat.seconds(recognition.t ?? 0)) ± \(TraceTestFormat.number(recognition.tolerance ?? 0.001, decimals: 6)) s"
    }
}
