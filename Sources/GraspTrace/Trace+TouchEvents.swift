// Why this file exists: the engine consumes `TouchEvent`s, not samples. This file converts a trace
// into the events a host would deliver: samples with equal `t` become one event, built by the
// engine's own `TouchEventBuilder` so that a replay sees exactly what a live host would send.

import Grasp
import GraspGeometry

extension Trace {
    /// The trace as the engine's touch events, one per distinct `t`.
    ///
    /// Samples with equal `t` form one event, in file order: both fingers of a pinch land in the same
    /// event, and a final move folds into the lift that shares its time. A pointer that goes down and
    /// up at the same `t` gives two events with that timestamp, so its touch-down is not lost. Phases map as `down` →
    /// `began`, `move` → `moved`, `up` → `ended`, `cancel` → `cancelled`; kinds map as `touch` →
    /// `direct`, `pen` → `pencil`, `mouse` → `mouse`. Pointer numbers become `TouchID`s unchanged.
    ///
    /// - Parameter startTime: Added to every `t` to give the event timestamps (the host clock at
    ///   the trace's time zero).
    public func touchEvents(startingAt startTime: Double = 0) -> [TouchEvent] {
        var builder = TouchEventBuilder()
        var events: [TouchEvent] = []
        var index = samples.startIndex
        while index < samples.endIndex {
            let t = samples[index].t
            var batch: [TouchSample] = []
            while index < samples.endIndex, samples[index].t == t {
                batch.append(samples[index].touchSample)
                index += 1
            }
            events += builder.events(at: startTime + t, samples: batch)
        }
        return events
    }
}

extension Trace.Phase {
    /// The engine phase a sample of this phase reports.
    public var touchPhase: TouchPhase {
        switch self {
        case .down: .began
        case .move: .moved
        case .up: .ended
        case .cancel: .cancelled
        }
    }

    /// The trace phase for an engine phase, or `nil` for `stationary`, which a trace does not record.
    public init?(_ touchPhase: TouchPhase) {
        switch touchPhase {
        case .began: self = .down
        case .moved: self = .move
        case .ended: self = .up
        case .cancelled: self = .cancel
        case .stationary: return nil
        }
    }
}

extension Trace.Sample {
    /// The engine's contact kind for this sample's `kind` (`nil` and `touch` are `direct`).
    public var touchKind: TouchKind {
        switch kind {
        case "pen": .pencil
        case "mouse": .mouse
        default: .direct
        }
    }

    /// The trace `kind` for an engine contact kind: `nil` (touch) for `direct`, `pen`, `mouse`.
    public static func kind(for touchKind: TouchKind) -> String? {
        switch touchKind {
        case .direct: nil
        case .pencil: "pen"
        case .mouse: "mouse"
        }
    }

    /// The sample as the engine's `TouchSample`.
    public var touchSample: TouchSample {
        TouchSample(id: TouchID(pointer), phase: phase.touchPhase, location: Point(x: x, y: y), kind: touchKind)
    }
}
