// Test support: a scriptable recognizer, a node that records its touch calls, and short helpers that
// build what the tests send and read what they recorded (the public GestureTestHost drives the engine),
// so that every test reads as "this input, this outcome".
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

extension GestureTestHost {
    /// A host over a 400×800 ``RecordingNode`` root whose engine is ticked only when a test says so (a
    /// live clock: no frames between touches), so that a timer due between two events fires at the second.
    static func recording() -> GestureTestHost {
        GestureTestHost(rootNode: RecordingNode(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800)), clock: .live())
    }

    /// The root of a ``recording()`` host.
    var recordingRoot: RecordingNode { rootNode as! RecordingNode }

    /// Every state change so far, as "name: old→new".
    var transitions: [String] {
        stateChanges.map { "\($0.recognizer.name): \($0.oldState)→\($0.newState)" }
    }

    /// The reported states of the recognizer called `name`, in order ("began", "changed", "recognized", …).
    func reportedStates(_ name: String) -> [String] {
        stateChanges.filter { $0.recognizer.name == name }.map { $0.reportedName }
    }

    /// ``reportedStates(_:)`` without repeated `changed`.
    func reportedSummary(_ name: String) -> [String] {
        var out: [String] = []
        for s in reportedStates(name) where !(s == "changed" && out.last == "changed") { out.append(s) }
        return out
    }

    /// Every state change so far, as "name: reported".
    var reportedLog: [String] {
        stateChanges.map { "\($0.recognizer.name): \($0.reportedName)" }
    }
}

/// A touch sample of contact `id` in `phase` at (`x`, `y`).
func sample(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, kind: TouchKind = .direct) -> TouchSample {
    TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y), kind: kind)
}
