import Testing
@_spi(GraspInternal) @testable import Grasp
@_spi(GraspInternal) @testable import GraspCore

/// Apps change the tree while gestures run; the arena must stay consistent.
@Suite("Changes during a gesture")
struct MutationTests {
    @Test("A recognizer removed mid-gesture is reset at the engine's next dispatch and never called again")
    func removeRecognizer() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        var calls = 0
        pan.addHandler { _ in calls += 1 }
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.root.removeGestureRecognizer(pan)
        // The node lets it go at once; the engine takes the removal in at its next dispatch, which the
        // host is told to make at once.
        #expect(pan.node == nil && h.root.gestureRecognizers.isEmpty)
        #expect(pan.state == .began && h.engine.activeRecognizers.count == 1 && h.engine.nextDeadline == 0.01)
        h.engine.tick(0.01)
        #expect(pan.state == .possible && h.engine.activeRecognizers.isEmpty && h.engine.nextDeadline == nil)
        h.move(30, 10, at: 0.02)
        h.up(30, 10, at: 0.03)
        #expect(calls == 1)
        #expect(h.engine.activeRecognizers.isEmpty)
    }

    @Test("Removing the recognizer another waits for releases the waiting one")
    func removeRequirement() {
        let h = Harness()
        let a = ProbeRecognizer.continuous("a"), blocker = ProbeRecognizer(name: "blocker")
        a.require(toFail: blocker)
        h.root.addGestureRecognizer(a)
        h.root.addGestureRecognizer(blocker)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        #expect(a.isWaitingForFailure)
        h.root.removeGestureRecognizer(blocker)
        #expect(a.isWaitingForFailure && a.state == .possible && h.log.isEmpty)
        h.engine.tick(0.01)
        #expect(a.state == .began && h.log == ["a: possible→began"])
    }

    @Test("Disabling a recognizer in progress cancels it, with a handler call")
    func disableInProgress() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        var states: [GestureRecognizerState] = []
        pan.addHandler { states.append($0.state) }
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        pan.isEnabled = false
        // Read back at once; taken in by the engine's next dispatch (here the next move), before its touches.
        #expect(!pan.isEnabled && states == [.began] && h.log == ["pan: possible→began"])
        h.move(30, 10, at: 0.02)
        #expect(states == [.began, .cancelled] && h.log == ["pan: possible→began", "pan: began→cancelled"])
        h.move(40, 10, at: 0.03)
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test("A handler that adds a recognizer mid-dispatch does not disturb the dispatch")
    func addDuringHandler() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        let late = ProbeRecognizer.continuous("late")
        pan.addHandler { [unowned h] r in if r.state == .began && late.node == nil { h.root.addGestureRecognizer(late) } }
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.up(20, 10, at: 0.02)
        #expect(h.log == ["pan: possible→began", "pan: began→ended"])
        h.down(10, 10, at: 1)
        h.move(20, 10, at: 1.01)
        #expect(h.log.suffix(2) == ["pan: possible→began", "late: possible→failed"])
    }

    @Test("Removing the node under a gesture cancels its recognizers and stops the node's delivery")
    func removeNode() {
        let h = Harness()
        let card = RecordingNode(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.addChild(card)
        let pan = ProbeRecognizer.continuous("pan")
        pan.cancelsTouchesInView = false
        card.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        card.removeFromParent()
        #expect(card.parent == nil && h.log == ["pan: possible→began"])
        h.move(30, 10, at: 0.02)
        #expect(h.log == ["pan: possible→began", "pan: began→cancelled"])
        h.up(30, 10, at: 0.03)
        #expect(card.calls == ["began #1", "moved #1"])
        #expect(h.engine.activeRecognizers.isEmpty && h.engine.activeTouches.isEmpty)
    }

    @Test("A continuous recognizer whose touches all end without ending is cancelled by the engine")
    func danglingBeganIsCancelled() {
        let h = Harness()
        let sloppy = ProbeRecognizer(name: "sloppy")
        sloppy.onMoved = { r, _ in if r.state == .possible { r.state = .began } }
        h.root.addGestureRecognizer(sloppy)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.up(20, 10, at: 0.02)
        #expect(h.log == ["sloppy: possible→began", "sloppy: began→cancelled"])
    }

    @Test("A recognizer that never decides fails once its touches are gone and it has no timer")
    func undecidedFails() {
        let h = Harness()
        let idle = ProbeRecognizer(name: "idle")
        h.root.addGestureRecognizer(idle)
        h.down(10, 10, at: 0)
        h.up(10, 10, at: 0.02)
        #expect(h.log == ["idle: possible→failed"])
        #expect(idle.state == .possible && idle.resets == 1)
    }
}
