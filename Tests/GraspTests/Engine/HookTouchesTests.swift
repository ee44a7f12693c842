import Testing
@testable import Grasp
@testable import GraspCore

/// A recognizer that writes down, for each hook call, the phase, the touches it was given and the event's
/// two lists, as "moved #1@11 #2@21 | changed #1 #2 | all #1 #2".
private final class HookLog: GestureRecognizer {
    var calls: [String] = []
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { record("began", touches, event) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { record("moved", touches, event) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { record("cancelled", touches, event) }
    private func record(_ phase: String, _ touches: [Touch], _ event: TouchEvent) {
        let given = touches.map { "\($0.id)@\(Int($0.location.x))" }.joined(separator: " ")
        let changed = event.changedTouches.map { "\($0.id)" }.joined(separator: " ")
        let all = event.allTouches.map { "\($0.id)" }.joined(separator: " ")
        calls.append("\(phase) \(given) | changed \(changed) | all \(all)")
    }
}

/// What each recognizer hook receives: the touches of its own phase only, and the event's changed and
/// live touches. An event that only moves (or only lifts) hands the hooks the event's own list of changed
/// touches; any other event, a list of the phase's touches. Both must read the same.
@Suite("The touches each hook receives")
struct HookTouchesTests {
    /// A harness whose root has a `HookLog`.
    private static func harness() -> (GestureTestHost, HookLog) {
        let h = GestureTestHost.recording()
        let log = HookLog(name: "log")
        h.rootNode.addGestureRecognizer(log)
        return (h, log)
    }

    @Test("An event that only moves gives each hook every moved touch, in landing order, as the event lists them")
    func onlyMoves() {
        let (h, log) = Self.harness()
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 11, y: 10), time: 0.01)
        h.send([sample(2, .began, 20, 10)], time: 0.02)
        h.send([sample(1, .moved, 12, 10), sample(2, .moved, 21, 10)], time: 0.03)
        #expect(log.calls == [
            "began #1@10 | changed #1 | all #1",
            "moved #1@11 | changed #1 | all #1",
            "began #2@20 | changed #2 | all #1 #2",
            "moved #1@12 #2@21 | changed #1 #2 | all #1 #2",
        ])
    }

    @Test("One touch moving while another lifts: touchesMoved hears the move, touchesEnded the lift")
    func moveAndLift() {
        let (h, log) = Self.harness()
        h.send([sample(1, .began, 10, 10), sample(2, .began, 20, 10)], time: 0)
        h.send([sample(1, .moved, 11, 10), sample(2, .ended, 21, 10)], time: 0.01)
        h.send([sample(1, .ended, 12, 10)], time: 0.02)
        #expect(log.calls == [
            "began #1@10 #2@20 | changed #1 #2 | all #1 #2",
            "moved #1@11 | changed #1 #2 | all #1 #2",
            "ended #2@21 | changed #1 #2 | all #1 #2",
            "ended #1@12 | changed #1 | all #1",
        ])
    }

    @Test("A touch landing while another moves: touchesBegan hears the landing, touchesMoved the move")
    func landAndMove() {
        let (h, log) = Self.harness()
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.send([sample(1, .moved, 11, 10), sample(2, .began, 20, 10)], time: 0.01)
        h.send([sample(1, .cancelled, 12, 10), sample(2, .cancelled, 21, 10)], time: 0.02)
        #expect(log.calls == [
            "began #1@10 | changed #1 | all #1",
            "began #2@20 | changed #2 #1 | all #1 #2",
            "moved #1@11 | changed #2 #1 | all #1 #2",
            "cancelled #1@12 #2@21 | changed #1 #2 | all #1 #2",
        ])
    }

    @Test("The event's lists grow and shrink with the touches: one, then three more at once, then two lifting")
    func listsGrowAndShrink() {
        let (h, log) = Self.harness()
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 11, y: 10), time: 0.01)
        h.send([sample(2, .began, 20, 10), sample(3, .began, 30, 10), sample(4, .began, 40, 10)], time: 0.02)
        h.send([sample(1, .moved, 12, 10), sample(2, .moved, 21, 10), sample(3, .moved, 31, 10), sample(4, .moved, 41, 10)], time: 0.03)
        h.send([sample(2, .ended, 22, 10), sample(4, .ended, 42, 10)], time: 0.04)
        h.send([sample(1, .moved, 13, 10), sample(3, .moved, 32, 10)], time: 0.05)
        #expect(log.calls == [
            "began #1@10 | changed #1 | all #1",
            "moved #1@11 | changed #1 | all #1",
            "began #2@20 #3@30 #4@40 | changed #2 #3 #4 | all #1 #2 #3 #4",
            "moved #1@12 #2@21 #3@31 #4@41 | changed #1 #2 #3 #4 | all #1 #2 #3 #4",
            "ended #2@22 #4@42 | changed #2 #4 | all #1 #2 #3 #4",
            "moved #1@13 #3@32 | changed #1 #3 | all #1 #3",
        ])
    }
}
