// Why this file exists: a version 2 trace records more than contacts: hover, wheel steps, trackpad
// scrolls with momentum and trackpad transforms, with buttons and modifier keys. This file turns a trace
// into everything the engine takes, in order, so that a replay sees what a live host would send; a
// version 1 trace gives exactly the touch events of `touchEvents(startingAt:)`.

import Grasp
import GraspGeometry

/// One input a host sends the engine: a touch event, a hover report, a scroll report or a trackpad
/// transform report.
public enum EngineInput: Sendable {
    /// Contacts that changed together.
    case touch(TouchEvent)
    /// A hovering pointer.
    case hover(HoverEvent)
    /// A wheel step, a trackpad scroll or its momentum.
    case scroll(ScrollEvent)
    /// A trackpad pinch or rotation.
    case transform(TransformEvent)
    /// A key going down or up (trace version 3).
    case key(KeyEvent)
    /// An accessibility action (trace version 3).
    case accessibility(AccessibilityEvent)

    /// The input's time, in seconds, on the host's clock.
    public var timestamp: Double {
        switch self {
        case .touch(let event): event.timestamp
        case .hover(let event): event.timestamp
        case .scroll(let event): event.timestamp
        case .transform(let event): event.timestamp
        case .key(let event): event.timestamp
        case .accessibility(let event): event.timestamp
        }
    }

    /// The touch event, for a ``touch(_:)`` input.
    public var touchEvent: TouchEvent? {
        if case .touch(let event) = self { return event }
        return nil
    }
}

extension GestureEngine {
    /// Dispatches one input with the engine's entry point for its kind.
    public func handle(_ input: EngineInput) {
        switch input {
        case .touch(let event): handle(event)
        case .hover(let event): handle(event)
        case .scroll(let event): handle(event)
        case .transform(let event): handle(event)
        case .key(let event): handle(event)
        case .accessibility(let event): handle(event)
        }
    }
}

extension Trace {
    /// The trace as everything the engine takes, in file order.
    ///
    /// Contact samples with equal `t` form touch events as in ``touchEvents(startingAt:)`` (a version 1
    /// trace gives exactly those events), with the union of their `buttons` as the event's
    /// `buttonMask` (none recorded: empty, a primary press) and of their `modifiers` as its
    /// `modifierFlags`. Every other sample is one input of its own, at its place in the file: `enter`
    /// and `hover` are ``/GraspCore/HoverPhase/entered`` and ``/GraspCore/HoverPhase/moved`` reports, `leave` an
    /// ``/GraspCore/HoverPhase/exited`` one; `wheel` is a ``/GraspCore/ScrollPhase/step``; `scroll-begin`, `scroll`,
    /// `scroll-end`, `scroll-cancel`, `momentum` and `momentum-end` are the ``/GraspCore/ScrollPhase`` of the same
    /// name; the `transform` phases are the ``/GraspCore/TransformPhase``s; `key-down` and `key-up` are
    /// ``/GraspCore/KeyEvent``s at the sample's position (version 3). Kinds map as in ``touchEvents(startingAt:)``
    /// (`mouse` and `trackpad` are ``/GraspCore/TouchKind/mouse``). An `accessibility` sample (version 3) is an
    /// ``/GraspCore/AccessibilityEvent`` at its position.
    ///
    /// - Parameter startTime: Added to every `t` (the host clock at the trace's time zero).
    public func engineInputs(startingAt startTime: Double = 0) -> [EngineInput] {
        var builder = TouchEventBuilder()
        var inputs: [EngineInput] = []
        var batch: [TouchSample] = []
        var buttons: ButtonMask = []
        var modifiers: ModifierFlags = []
        var batchTime = 0.0
        func flush() {
            guard !batch.isEmpty else { return }
            for event in builder.events(at: startTime + batchTime, samples: batch, buttonMask: buttons, modifierFlags: modifiers) {
                inputs.append(.touch(event))
            }
            batch.removeAll()
            buttons = []
            modifiers = []
        }
        for sample in samples {
            if !batch.isEmpty && sample.t != batchTime { flush() }
            if let touch = sample.touchSample {
                batchTime = sample.t
                batch.append(touch)
                if let pressed = sample.buttons { buttons.formUnion(ButtonMask(rawValue: pressed.rawValue)) }
                modifiers.formUnion(ModifierFlags(rawValue: UInt32(sample.modifiers.rawValue)))
                continue
            }
            flush()
            if let input = sample.engineInput(at: startTime + sample.t) { inputs.append(input) }
        }
        flush()
        return inputs
    }
}

extension Trace.Sample {
    /// The sample as a hover, scroll or transform report at `time`; `nil` for a contact.
    func engineInput(at time: Double) -> EngineInput? {
        let pointer = TouchID(self.pointer)
        let location = Point(x: x, y: y)
        let keys = ModifierFlags(rawValue: UInt32(modifiers.rawValue))
        let delta = Point(x: scroll?.dx ?? 0, y: scroll?.dy ?? 0)
        func scrollInput(_ phase: ScrollPhase) -> EngineInput {
            .scroll(ScrollEvent(timestamp: time, pointer: pointer, phase: phase, location: location, delta: delta, kind: touchKind, modifierFlags: keys))
        }
        func hoverInput(_ phase: HoverPhase) -> EngineInput {
            .hover(HoverEvent(timestamp: time, pointer: pointer, phase: phase, location: location, kind: touchKind, modifierFlags: keys))
        }
        func transformInput(_ phase: TransformPhase) -> EngineInput {
            .transform(TransformEvent(
                timestamp: time, pointer: pointer, phase: phase, location: location, scale: transform?.scale ?? 1,
                rotation: transform?.rotation ?? 0, kind: touchKind, modifierFlags: keys))
        }
        switch phase {
        case .down, .move, .up, .cancel: return nil
        case .enter: return hoverInput(.entered)
        case .hover: return hoverInput(.moved)
        case .leave: return hoverInput(.exited)
        case .wheel: return scrollInput(.step)
        case .scrollBegin: return scrollInput(.began)
        case .scroll: return scrollInput(.changed)
        case .scrollEnd: return scrollInput(.ended)
        case .scrollCancel: return scrollInput(.cancelled)
        case .momentum: return scrollInput(.momentum)
        case .momentumEnd: return scrollInput(.momentumEnded)
        case .transformBegin: return transformInput(.began)
        case .transform: return transformInput(.changed)
        case .transformEnd: return transformInput(.ended)
        case .transformCancel: return transformInput(.cancelled)
        case .keyDown, .keyUp: return keyInput(at: time).map { .key($0) }
        case .accessibility: return accessibilityEvent(at: time).map { .accessibility($0) }
        }
    }
}

extension TraceReplayer {
    /// Replays `inputs` as ``replay(_:handle:tick:)`` replays touch events: frames ticked between them
    /// and for the tail after the last, counted from the first input's time.
    public func replay(_ inputs: [EngineInput], handle: (EngineInput) -> Void, tick: (Double) -> Void) {
        guard let start = inputs.first?.timestamp, let last = inputs.last?.timestamp else { return }
        var clock = FrameClock(frameRate: frameRate, origin: start)
        for input in inputs { clock.send(at: input.timestamp, tick: tick) { handle(input) } }
        clock.tickFrames(through: last + tail, tick)
    }

    /// Replays `inputs` into `engine`, ticking the engine itself.
    public func replay(_ inputs: [EngineInput], into engine: GestureEngine) {
        replay(inputs, handle: engine.handle, tick: engine.tick)
    }
}
