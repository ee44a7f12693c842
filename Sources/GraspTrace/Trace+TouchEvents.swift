// Why this file exists: the engine consumes `TouchEvent`s, not samples. This file converts a trace
// into the events a host would deliver: samples with equal `t` become one event, built by the
// engine's own `TouchEventBuilder` so that a replay sees exactly what a live host would send.
// Only contacts become events here; Replay/Trace+EngineInput.swift gives every input.

import Grasp
import GraspGeometry

extension Trace {
    /// The trace as the engine's touch events, one per distinct `t`.
    ///
    /// Samples with equal `t` form one event, in file order: both fingers of a pinch land in the same
    /// event, and a final move folds into the lift that shares its time. A pointer that goes down and
    /// up at the same `t` gives two events with that timestamp, so its touch-down is not lost. Phases map as `down` →
    /// `began`, `move` → `moved`, `up` → `ended`, `cancel` → `cancelled`; kinds map as `touch` →
    /// `direct`, `pen` → `pencil`, `mouse` and `trackpad` → `mouse`. Pointer numbers become
    /// `TouchID`s unchanged.
    ///
    /// Only contacts (`down`, `move`, `up`, `cancel`) become events, without their buttons and
    /// modifiers; ``touchReplayNote`` says what this leaves out. ``engineInputs(startingAt:)`` gives
    /// every input, hover, wheel, scroll and transform samples and buttons and modifiers included.
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
                if let touch = samples[index].touchSample { batch.append(touch) }
                index += 1
            }
            if !batch.isEmpty { events += builder.events(at: startTime + t, samples: batch) }
        }
        return events
    }

    /// The number of samples that ``touchEvents(startingAt:)`` leaves out: hover, wheel, scroll and
    /// transform samples.
    public var samplesWithoutTouchEvents: Int {
        samples.count { $0.phase.lifecycle != .contact }
    }

    /// A one-line note on what a replay through touch events alone leaves out, or `nil` when it leaves
    /// nothing out (every version 1 trace).
    ///
    /// For example `12 of 40 samples (hover, scroll) are not touch events: touchEvents() leaves them
    /// out, engineInputs() replays them`. ``engineInputs(startingAt:)`` (what `grasp replay` and
    /// scene replays use) leaves nothing out.
    public var touchReplayNote: String? {
        let skipped = samplesWithoutTouchEvents
        guard skipped > 0 else { return nil }
        let lifecycles = Lifecycle.allCases.filter { lifecycle in
            lifecycle != .contact && samples.contains { $0.phase.lifecycle == lifecycle }
        }
        let names = lifecycles.map { $0.rawValue }.joined(separator: ", ")
        return "\(skipped) of \(samples.count) samples (\(names)) are not touch events: touchEvents() leaves them out, engineInputs() replays them"
    }
}

extension Trace.Phase {
    /// The engine phase a contact sample of this phase reports; `nil` for the phases of the other
    /// lifecycles, which are not touches.
    public var touchPhase: TouchPhase? {
        switch self {
        case .down: .began
        case .move: .moved
        case .up: .ended
        case .cancel: .cancelled
        default: nil
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
    /// The engine's contact kind for this sample's `kind` (`nil` and `touch` are `direct`; a
    /// trackpad's click is an indirect pointer, `mouse`, until the engine tells them apart).
    public var touchKind: TouchKind {
        switch kind {
        case "pen": .pencil
        case "mouse", "trackpad": .mouse
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

    /// The sample as the engine's `TouchSample`, or `nil` if it is not a contact.
    public var touchSample: TouchSample? {
        guard let touchPhase = phase.touchPhase else { return nil }
        return TouchSample(id: TouchID(pointer), phase: touchPhase, location: Point(x: x, y: y), kind: touchKind)
    }
}
