// Why this file exists: the pointer tests read as scenarios ("the mouse goes down with the secondary
// button held", "the pointer hovers here"). This driver sends those inputs to an engine as a host would,
// with the buttons, keys and kinds the scenario names, and records every state change.

import Grasp

/// Drives an engine with pointer input and records the state changes of its recognizers.
final class PointerDriver {
    let root: Node
    let engine: GestureEngine
    private var builder = TouchEventBuilder()
    /// Every reported change, as `name: state`.
    private(set) var log: [String] = []

    init(size: Size = Size(width: 400, height: 800)) {
        root = Node(name: "root", frame: Rect(origin: .zero, size: size))
        engine = GestureEngine(rootNode: root)
        engine.addStateObserver { [unowned self] change in
            log.append("\(change.recognizer.name): \(change.reportedName)")
        }
    }

    /// The reported states of the recognizer called `name`, in order.
    func states(_ name: String) -> [String] {
        log.filter { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
    }

    /// The states without repeated `changed`.
    func summary(_ name: String) -> [String] {
        var out: [String] = []
        for s in states(name) where !(s == "changed" && out.last == "changed") { out.append(s) }
        return out
    }

    /// Sends one contact sample as an event.
    func touch(
        _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double, kind: TouchKind = .direct,
        buttons: ButtonMask = [], modifiers: ModifierFlags = []
    ) {
        let sample = TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y), kind: kind)
        for event in builder.events(at: t, samples: [sample], buttonMask: buttons, modifierFlags: modifiers) {
            engine.handle(event)
        }
    }

    /// A click or tap: down at `t`, up 50 ms later, at the same place.
    func click(_ id: Int, _ x: Double, _ y: Double, at t: Double, kind: TouchKind = .direct, buttons: ButtonMask = [], modifiers: ModifierFlags = []) {
        touch(id, .began, x, y, at: t, kind: kind, buttons: buttons, modifiers: modifiers)
        touch(id, .ended, x, y, at: t + 0.05, kind: kind, buttons: buttons, modifiers: modifiers)
    }

    /// A drag in 10 steps over 100 ms, then a lift.
    func drag(_ id: Int, from a: Point, to b: Point, at t: Double, kind: TouchKind = .direct, buttons: ButtonMask = [], modifiers: ModifierFlags = []) {
        touch(id, .began, a.x, a.y, at: t, kind: kind, buttons: buttons, modifiers: modifiers)
        for step in 1...10 {
            let f = Double(step) / 10
            touch(id, .moved, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, at: t + 0.01 * Double(step), kind: kind, buttons: buttons, modifiers: modifiers)
        }
        touch(id, .ended, b.x, b.y, at: t + 0.11, kind: kind, buttons: buttons, modifiers: modifiers)
    }
}

extension PointerDriver {
    /// Sends one hover report.
    func hover(
        _ id: Int, _ phase: HoverPhase, _ x: Double, _ y: Double, at t: Double, kind: TouchKind = .mouse,
        modifiers: ModifierFlags = [], zOffset: Double? = nil
    ) {
        engine.handle(HoverEvent(
            timestamp: t, pointer: TouchID(id), phase: phase, location: Point(x: x, y: y), kind: kind,
            modifierFlags: modifiers, zOffset: zOffset))
    }
}

extension PointerDriver {
    /// Sends one scroll report.
    func scroll(
        _ id: Int, _ phase: ScrollPhase, _ dx: Double, _ dy: Double, at t: Double, x: Double = 200, y: Double = 400,
        modifiers: ModifierFlags = []
    ) {
        engine.handle(ScrollEvent(
            timestamp: t, pointer: TouchID(id), phase: phase, location: Point(x: x, y: y), delta: Point(x: dx, y: dy),
            modifierFlags: modifiers))
    }
}

extension PointerDriver {
    /// Sends one trackpad transform report about (200, 400).
    func transform(_ id: Int, _ phase: TransformPhase, scale: Double = 1, rotation: Double = 0, at t: Double) {
        engine.handle(TransformEvent(
            timestamp: t, pointer: TouchID(id), phase: phase, location: Point(x: 200, y: 400), scale: scale, rotation: rotation))
    }
}
