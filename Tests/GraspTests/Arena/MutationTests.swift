import Testing
@_spi(GraspInternal) @testable import Grasp
@_spi(GraspInternal) @testable import GraspCore

/// Apps change the tree while gestures run; the arena must stay consistent.
@Suite("Changes during a gesture")
struct MutationTests {
    @Test("A recognizer removed mid-gesture is reset at the engine's next dispatch and never called again")
    func removeRecognizer() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        var calls = 0
        pan.addHandler { _ in calls += 1 }
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.rootNode.removeGestureRecognizer(pan)
        // The node lets it go at once; the engine takes the removal in at its next dispatch, which the
        // host is told to make at once.
        #expect(pan.node == nil && h.rootNode.gestureRecognizers.isEmpty)
        #expect(pan.state == .began && h.engine.activeRecognizers.count == 1 && h.engine.nextDeadline == 0.01)
        h.advance(by: 0)
        #expect(pan.state == .possible && h.engine.activeRecognizers.isEmpty && h.engine.nextDeadline == nil)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.02)
        h.touchUp(at: Point(x: 30, y: 10), time: 0.03)
        #expect(calls == 1)
        #expect(h.engine.activeRecognizers.isEmpty)
    }

    @Test("Removing the recognizer another waits for releases the waiting one")
    func removeRequirement() {
        let h = GestureTestHost.recording()
        let a = ProbeRecognizer.continuous("a"), blocker = ProbeRecognizer(name: "blocker")
        a.require(toFail: blocker)
        h.rootNode.addGestureRecognizer(a)
        h.rootNode.addGestureRecognizer(blocker)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(a.isWaitingForFailure)
        h.rootNode.removeGestureRecognizer(blocker)
        #expect(a.isWaitingForFailure && a.state == .possible && h.transitions.isEmpty)
        h.advance(by: 0)
        #expect(a.state == .began && h.transitions == ["a: possible→began"])
    }

    @Test("A node moved into another engine's tree takes its recognizers out of this engine's decisions")
    func moveNodeToAnotherEngine() {
        // The arena asks each recognizer whether its node's tree is this engine's (walked to the root without
        // retaining: Unsafe/Unretained.swift); a tree that has an engine, but another one, does not count.
        let h = GestureTestHost.recording()
        let otherRoot = Node(name: "other root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let other = GestureEngine(rootNode: otherRoot)
        let card = Node(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.rootNode.addChild(card)
        let a = ProbeRecognizer.continuous("a"), blocker = ProbeRecognizer(name: "blocker")
        a.require(toFail: blocker)
        h.rootNode.addGestureRecognizer(a)
        card.addGestureRecognizer(blocker)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(a.isWaitingForFailure && a.state == .possible)
        otherRoot.addChild(card)
        #expect(card.engine === other && blocker.node === card)
        h.advance(by: 0)
        #expect(a.state == .began && h.transitions == ["blocker: possible→failed", "a: possible→began"])
    }

    @Test("Disabling a recognizer in progress cancels it, with a handler call")
    func disableInProgress() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        var states: [GestureRecognizerState] = []
        pan.addHandler { states.append($0.state) }
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        pan.isEnabled = false
        // Read back at once; taken in by the engine's next dispatch, before the next move's touches.
        #expect(!pan.isEnabled && states == [.began] && h.transitions == ["pan: possible→began"])
        h.touchMove(to: Point(x: 30, y: 10), time: 0.02)
        #expect(states == [.began, .cancelled] && h.transitions == ["pan: possible→began", "pan: began→cancelled"])
        h.touchMove(to: Point(x: 40, y: 10), time: 0.03)
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test("A handler that adds a recognizer mid-dispatch does not disturb the dispatch")
    func addDuringHandler() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        let late = ProbeRecognizer.continuous("late")
        pan.addHandler { [unowned h] r in if r.state == .began && late.node == nil { h.rootNode.addGestureRecognizer(late) } }
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchUp(at: Point(x: 20, y: 10), time: 0.02)
        #expect(h.transitions == ["pan: possible→began", "pan: began→ended"])
        h.touchDown(at: Point(x: 10, y: 10), time: 1)
        h.touchMove(to: Point(x: 20, y: 10), time: 1.01)
        #expect(h.transitions.suffix(2) == ["pan: possible→began", "late: possible→failed"])
    }

    @Test("Removing the node under a gesture cancels its recognizers and stops the node's delivery")
    func removeNode() {
        let h = GestureTestHost.recording()
        let card = RecordingNode(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.rootNode.addChild(card)
        let pan = ProbeRecognizer.continuous("pan")
        pan.cancelsTouchesInView = false
        card.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        card.removeFromParent()
        #expect(card.parent == nil && h.transitions == ["pan: possible→began"])
        h.touchMove(to: Point(x: 30, y: 10), time: 0.02)
        #expect(h.transitions == ["pan: possible→began", "pan: began→cancelled"])
        h.touchUp(at: Point(x: 30, y: 10), time: 0.03)
        #expect(card.calls == ["began #1", "moved #1"])
        #expect(h.engine.activeRecognizers.isEmpty && h.engine.activeTouches.isEmpty)
    }

    @Test("A continuous recognizer whose touches all end without ending is cancelled by the engine")
    func danglingBeganIsCancelled() {
        let h = GestureTestHost.recording()
        let sloppy = ProbeRecognizer(name: "sloppy")
        sloppy.onMoved = { r, _ in if r.state == .possible { r.state = .began } }
        h.rootNode.addGestureRecognizer(sloppy)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchUp(at: Point(x: 20, y: 10), time: 0.02)
        #expect(h.transitions == ["sloppy: possible→began", "sloppy: began→cancelled"])
    }

    @Test("A recognizer that never decides fails once its touches are gone and it has no timer")
    func undecidedFails() {
        let h = GestureTestHost.recording()
        let idle = ProbeRecognizer(name: "idle")
        h.rootNode.addGestureRecognizer(idle)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchUp(at: Point(x: 10, y: 10), time: 0.02)
        #expect(h.transitions == ["idle: possible→failed"])
        #expect(idle.state == .possible && idle.resets == 1)
    }
}
