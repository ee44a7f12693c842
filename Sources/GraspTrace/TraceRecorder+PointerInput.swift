// Why this file exists: a recording made at a desktop holds more than touches: the pointer hovering, the
// wheel, trackpad scrolling and trackpad pinches. This file records those reports as version 2 samples,
// the reverse of `Trace.engineInputs()`, giving each hover, scroll, transform and stream of wheel steps a
// pointer number of its own, as the format's lifecycles require.

import Grasp
import GraspGeometry

extension TraceRecorder {
    /// Which lifecycle a reporting pointer's number belongs to.
    struct IndirectKey: Hashable {
        var lifecycle: Trace.Lifecycle
        var pointer: TouchID
    }

    /// Records a hover report as an `enter`, `hover` or `leave` sample (a `cancelled` one as `leave`).
    public mutating func record(_ event: HoverEvent) {
        let phase: Trace.Phase = switch event.phase {
        case .entered: .enter
        case .moved: .hover
        case .exited, .cancelled: .leave
        }
        let ends = phase == .leave
        // A hover report of a pointer not hovering yet opens its lifecycle: `enter` whatever it said.
        let opening = indirectPointers[IndirectKey(lifecycle: .hover, pointer: event.pointer)] == nil
        if opening && ends { return }
        append(event.pointer, .hover, opening ? .enter : (phase == .enter ? .hover : phase), ends: ends, at: event.timestamp, location: event.location,
               kind: Trace.Sample.kind(for: event.kind), modifiers: event.modifierFlags)
    }

    /// Records a scroll report: a wheel step as a `wheel` sample (kind `mouse`), continuous scrolling and
    /// its momentum as `scroll-begin` … `momentum-end` samples (kind `trackpad`).
    public mutating func record(_ event: ScrollEvent) {
        let delta = Trace.ScrollDelta(dx: event.delta.x, dy: event.delta.y)
        if event.phase == .step {
            append(event.pointer, .wheel, .wheel, ends: false, at: event.timestamp, location: event.location,
                   kind: "mouse", modifiers: event.modifierFlags, scroll: delta)
            return
        }
        let phase: Trace.Phase = switch event.phase {
        case .began: .scrollBegin
        case .changed: .scroll
        case .ended: .scrollEnd
        case .cancelled: .scrollCancel
        case .momentum: .momentum
        case .momentumEnded: .momentumEnd
        case .step: .wheel
        }
        let open = indirectPointers[IndirectKey(lifecycle: .scroll, pointer: event.pointer)] != nil
        // Reports of a scroll whose beginning was not recorded (the recording started mid-scroll) are left out.
        guard open || phase == .scrollBegin else { return }
        append(event.pointer, .scroll, phase, ends: phase == .scrollCancel || phase == .momentumEnd, at: event.timestamp,
               location: event.location, kind: "trackpad", modifiers: event.modifierFlags, scroll: delta)
    }

    /// Records a trackpad transform report as `transform-begin` … `transform-end` samples (kind `trackpad`).
    public mutating func record(_ event: TransformEvent) {
        let phase: Trace.Phase = switch event.phase {
        case .began: .transformBegin
        case .changed: .transform
        case .ended: .transformEnd
        case .cancelled: .transformCancel
        }
        let open = indirectPointers[IndirectKey(lifecycle: .transform, pointer: event.pointer)] != nil
        guard open || phase == .transformBegin else { return }
        append(event.pointer, .transform, phase, ends: phase == .transformEnd || phase == .transformCancel, at: event.timestamp,
               location: event.location, kind: "trackpad", modifiers: event.modifierFlags,
               transform: Trace.TransformDelta(scale: event.scale, rotation: event.rotation))
    }

    /// Appends one sample of the `lifecycle` of the reporting `pointer`, numbering the lifecycle when it
    /// opens and forgetting it when it `ends`.
    mutating func append(
        _ pointer: TouchID, _ lifecycle: Trace.Lifecycle, _ phase: Trace.Phase, ends: Bool, at timestamp: Double, location: Point,
        kind: String?, modifiers: ModifierFlags, scroll: Trace.ScrollDelta? = nil, transform: Trace.TransformDelta? = nil,
        keyStroke: Trace.KeyStroke? = nil
    ) {
        let start = startTime ?? timestamp
        startTime = start
        let key = IndirectKey(lifecycle: lifecycle, pointer: pointer)
        let number: Int
        if let known = indirectPointers[key], phase != .enter, phase != .scrollBegin, phase != .transformBegin {
            number = known
        } else {
            number = nextPointer
            nextPointer += 1
            indirectPointers[key] = number
        }
        if ends { indirectPointers[key] = nil }
        let sample = Trace.Sample(
            t: timestamp - start, pointer: number, phase: phase, x: location.x, y: location.y, kind: kind,
            modifiers: Trace.Modifiers(rawValue: UInt8(truncatingIfNeeded: modifiers.rawValue)), scroll: scroll, transform: transform, key: keyStroke)
        samples.append(sample.rounded())
    }

    /// Ends every hover, scroll and transform still open, at `timestamp` (a recording that stops while the
    /// pointer hovers or a trackpad scrolls), so that the trace is complete: a hover leaves, a scroll or a
    /// transform is cancelled, momentum ends.
    public mutating func closeOpenLifecycles(at timestamp: Double) {
        for (key, number) in indirectPointers.sorted(by: { $0.value < $1.value }) {
            indirectPointers[key] = nil
            guard var end = samples.last(where: { $0.pointer == number }) else { continue }
            let phase: Trace.Phase? = switch end.phase {
            case .enter, .hover: .leave
            case .scrollBegin, .scroll: .scrollCancel
            case .momentum: .momentumEnd
            case .transformBegin, .transform: .transformCancel
            default: nil
            }
            guard let phase else { continue }
            end.t = max(end.t, timestamp - (startTime ?? timestamp))
            end.phase = phase
            if end.scroll != nil { end.scroll = .zero }
            if end.transform != nil { end.transform = Trace.TransformDelta(scale: 1, rotation: 0) }
            samples.append(end.rounded())
        }
    }
}
