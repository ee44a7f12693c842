// Test support: a small engine over a 400×800 root with a state-change log and an invariant monitor,
// and one-line helpers that send raw touch events (no builder, so that bad input reaches the engine).
import Grasp
import GraspTesting

/// An engine, its root, a log of every state change as "name: old→new", and a monitor.
final class Scenario {
    let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let engine: GestureEngine
    let monitor: InvariantMonitor
    var log: [String] = []

    init() {
        engine = GestureEngine(rootNode: root)
        monitor = InvariantMonitor(engine: engine)
        engine.addStateObserver { [unowned self] change in
            self.log.append("\(change.recognizer.name): \(change.oldState)→\(change.newState)")
        }
    }

    /// Sends one event with the given samples, as given, then checks the invariants.
    func send(_ t: Double, _ samples: [(Int, TouchPhase, Double, Double)]) {
        let touches = samples.map { Touch(id: TouchID($0.0), phase: $0.1, location: Point(x: $0.2, y: $0.3), timestamp: t) }
        engine.handle(TouchEvent(timestamp: t, changedTouches: touches))
        monitor.checkpoint()
    }

    func down(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(t, [(id, .began, x, y)]) }
    func move(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(t, [(id, .moved, x, y)]) }
    func up(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(t, [(id, .ended, x, y)]) }

    func tick(_ t: Double) {
        engine.tick(t)
        monitor.checkpoint()
    }

    /// The kinds of the engine's diagnostics, oldest first.
    var diagnosticKinds: [EngineDiagnostic.Kind] { engine.diagnostics.map(\.kind) }

    /// Drains the engine and returns every violation, as text.
    func violations() -> [String] {
        monitor.drain()
        return monitor.violations.map(\.description)
    }
}
