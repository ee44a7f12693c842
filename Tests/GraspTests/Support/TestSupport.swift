// Test support: a scriptable recognizer, a node that records its touch calls, and short helpers that
// send touch events, so that every test reads as "this input, this outcome".
@testable import Grasp
@testable import GraspCore

/// A recognizer whose behaviour each test scripts with closures.
final class ProbeRecognizer: GestureRecognizer {
    var discrete = false
    var onBegan: (ProbeRecognizer, [Touch]) -> Void = { _, _ in }
    var onMoved: (ProbeRecognizer, [Touch]) -> Void = { _, _ in }
    var onEnded: (ProbeRecognizer, [Touch]) -> Void = { _, _ in }
    var onTimer: (ProbeRecognizer, String) -> Void = { _, _ in }
    var preventsOthers = true
    var preventable = true
    var resets = 0

    override var isDiscrete: Bool { discrete }
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { onBegan(self, touches) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { onMoved(self, touches) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { onEnded(self, touches) }
    override func timerFired(_ name: String, at time: Double) { onTimer(self, name) }
    override func canPrevent(_ other: GestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { preventable }
    override func reset() { resets += 1 }

    /// A continuous recognizer that begins on the first move and ends on lift.
    static func continuous(_ name: String) -> ProbeRecognizer {
        let r = ProbeRecognizer(name: name)
        r.onMoved = { r, _ in r.state = r.state == .possible ? .began : .changed }
        r.onEnded = { r, _ in r.state = r.state == .possible ? .failed : .ended }
        return r
    }

    /// A discrete recognizer that recognizes on lift.
    static func discreteOnLift(_ name: String) -> ProbeRecognizer {
        let r = ProbeRecognizer(name: name)
        r.discrete = true
        r.onEnded = { r, _ in r.state = .recognized }
        return r
    }
}

/// A node that writes down every touch call it receives: each touch, as "began #1", "moved #1", … (`calls`),
/// and each call with its touches and where they are, as "moved #1@12 #3@22" (`batches`).
final class RecordingNode: Node {
    var calls: [String] = []
    var batches: [String] = []
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { record("began", touches) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { record("moved", touches) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { record("ended", touches) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { record("cancelled", touches) }
    private func record(_ phase: String, _ touches: [Touch]) {
        calls += touches.map { "\(phase) \($0.id)" }
        batches.append(phase + " " + touches.map { "\($0.id)@\(Int($0.location.x))" }.joined(separator: " "))
    }
}

/// An engine over a 400×800 root, with a log of every state change as "name: old→new".
final class Harness {
    let root: RecordingNode
    let engine: GestureEngine
    var log: [String] = []
    var builder = TouchEventBuilder()

    init() {
        root = RecordingNode(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        engine = GestureEngine(rootNode: root)
        engine.addStateObserver { [unowned self] change in
            self.log.append("\(change.recognizer.name): \(change.oldState)→\(change.newState)")
        }
    }

    func send(_ t: Double, _ samples: [(Int, TouchPhase, Double, Double)]) {
        let batch = samples.map { TouchSample(id: TouchID($0.0), phase: $0.1, location: Point(x: $0.2, y: $0.3)) }
        if let event = builder.event(at: t, samples: batch) { engine.handle(event) }
    }

    func down(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(t, [(id, .began, x, y)]) }
    func move(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(t, [(id, .moved, x, y)]) }
    func up(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(t, [(id, .ended, x, y)]) }
    func cancel(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(t, [(id, .cancelled, x, y)]) }
}
