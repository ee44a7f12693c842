// Why this file exists: the lab records what a person does as a trace file. The recorder is the
// reverse of `Trace.touchEvents()`: it takes the engine's touch events and keeps their changed
// touches as samples, renumbering contacts from 1 as the format requires. Hover, scroll and transform
// reports are recorded by TraceRecorder+PointerInput.swift.

import Grasp

/// Builds a ``Trace`` from the touch events a host delivers.
///
/// Feed it every event with ``record(_:)-(TouchEvent)``, then read ``trace``. Times become seconds since the
/// first recorded event; touch identities become pointer numbers from 1, in order of first
/// appearance, with a new number each time an identity lands again. Stationary touches are not
/// recorded. Values are rounded to the format's precision, so the trace writes and reads back equal.
///
/// The recorder keeps what it is given: if a touch is still down when recording stops, the trace
/// ends with that pointer down and fails validation; ``Trace/repair(fileName:)`` cancels it.
public struct TraceRecorder: Sendable {
    /// The description the trace will carry.
    public var description: String
    /// The source the trace will carry.
    public var source: String
    /// The viewport the trace will carry.
    public var viewport: Trace.Viewport?
    /// The samples recorded so far.
    public internal(set) var samples: [Trace.Sample] = []

    var startTime: Double?
    private var pointers: [TouchID: Int] = [:]
    var nextPointer = 1
    /// The pointer numbers of the hovers, scrolls, transforms and wheel streams under way, by lifecycle
    /// and the reporting pointer.
    var indirectPointers: [IndirectKey: Int] = [:]

    /// Creates an empty recorder.
    public init(description: String = "", source: String = "", viewport: Trace.Viewport? = nil) {
        self.description = description
        self.source = source
        self.viewport = viewport
    }

    /// The touches that are down, according to the events recorded so far.
    public var activeTouchIDs: [TouchID] { pointers.keys.sorted() }

    /// Records the changed touches of `event` as samples at the event's time.
    public mutating func record(_ event: TouchEvent) {
        let start = startTime ?? event.timestamp
        startTime = start
        // Buttons are kept when they say more than a plain press (version 2), modifier keys when held.
        let buttons = event.buttonMask.isEmpty || event.buttonMask == .primary ? nil : Trace.Buttons(rawValue: event.buttonMask.rawValue)
        let modifiers = Trace.Modifiers(rawValue: UInt8(truncatingIfNeeded: event.modifierFlags.rawValue))
        for touch in event.changedTouches {
            guard let phase = Trace.Phase(touch.phase) else { continue }
            let pointer: Int
            if phase == .down || pointers[touch.id] == nil {
                pointer = nextPointer
                nextPointer += 1
                pointers[touch.id] = pointer
            } else {
                pointer = pointers[touch.id]!
            }
            if phase == .up || phase == .cancel { pointers[touch.id] = nil }
            let sample = Trace.Sample(
                t: event.timestamp - start, pointer: pointer, phase: phase,
                x: touch.location.x, y: touch.location.y, kind: Trace.Sample.kind(for: touch.kind),
                buttons: buttons, modifiers: modifiers)
            samples.append(sample.rounded())
        }
    }

    /// Records each event in turn.
    public mutating func record(_ events: some Sequence<TouchEvent>) {
        for event in events { record(event) }
    }

    /// The trace recorded so far.
    public var trace: Trace {
        Trace(description: description, source: source, viewport: viewport, samples: samples)
    }
}
