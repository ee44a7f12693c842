import Testing
@testable import Grasp
@testable import GraspCore

/// What the node itself hears, depending on its recognizers' delivery flags.
@Suite("Node delivery")
struct DeliveryTests {
    @Test("With no recognizer the node hears every touch at once")
    func plainNode() {
        let h = GestureTestHost.recording()
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchUp(at: Point(x: 20, y: 10), time: 0.02)
        #expect(h.recordingRoot.calls == ["began #1", "moved #1", "ended #1"])
    }

    @Test("cancelsTouchesInView: recognizing cancels the touch in the node, which hears nothing more")
    func cancelsTouchesInView() {
        let h = GestureTestHost.recording()
        h.rootNode.addGestureRecognizer(ProbeRecognizer.continuous("pan"))
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.02)
        h.touchUp(at: Point(x: 30, y: 10), time: 0.03)
        #expect(h.recordingRoot.calls == ["began #1", "cancelled #1"])
    }

    @Test("cancelsTouchesInView false: the node keeps hearing the touch while the gesture runs")
    func cancelsTouchesInViewFalse() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        pan.cancelsTouchesInView = false
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchUp(at: Point(x: 20, y: 10), time: 0.02)
        #expect(h.recordingRoot.calls == ["began #1", "moved #1", "ended #1"])
    }

    @Test("delaysTouchesBegan: the node hears nothing while the recognizer is possible, then everything once it fails")
    func delaysTouchesBeganThenFail() {
        let h = GestureTestHost.recording()
        let r = ProbeRecognizer(name: "r")
        r.delaysTouchesBegan = true
        r.onMoved = { r, t in if t[0].location.x > 25 { r.state = .failed } }
        h.rootNode.addGestureRecognizer(r)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(h.recordingRoot.calls.isEmpty)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.02)
        #expect(h.recordingRoot.calls == ["began #1", "moved #1", "moved #1"])
        h.touchUp(at: Point(x: 30, y: 10), time: 0.03)
        #expect(h.recordingRoot.calls.last == "ended #1")
    }

    @Test("delaysTouchesBegan: if the recognizer recognizes, the node never hears of the touch")
    func delaysTouchesBeganThenRecognize() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        pan.delaysTouchesBegan = true
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchUp(at: Point(x: 20, y: 10), time: 0.02)
        #expect(h.recordingRoot.calls.isEmpty)
    }

    @Test("delaysTouchesEnded: the node's end waits while the recognizer is possible, and is delivered when it fails")
    func delaysTouchesEndedThenFail() {
        let h = GestureTestHost.recording()
        let waiter = ProbeRecognizer(name: "doubleTap")
        waiter.discrete = true
        waiter.onEnded = { r, _ in r.setTimer("window", at: r.currentTime + 0.3) }
        waiter.onTimer = { r, _ in r.state = .failed }
        h.rootNode.addGestureRecognizer(waiter)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchUp(at: Point(x: 10, y: 10), time: 0.05)
        #expect(h.recordingRoot.calls == ["began #1"])
        h.advance(to: 0.2)
        #expect(h.recordingRoot.calls == ["began #1"])
        h.advance(to: 0.35)
        #expect(h.recordingRoot.calls == ["began #1", "ended #1"])
    }

    @Test("delaysTouchesEnded: a later recognition turns the held end into a cancel")
    func delaysTouchesEndedThenRecognize() {
        let h = GestureTestHost.recording()
        let waiter = ProbeRecognizer(name: "late")
        waiter.discrete = true
        waiter.onEnded = { r, _ in r.setTimer("decide", at: r.currentTime + 0.1) }
        waiter.onTimer = { r, _ in r.state = .recognized }
        h.rootNode.addGestureRecognizer(waiter)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchUp(at: Point(x: 10, y: 10), time: 0.05)
        h.advance(to: 0.2)
        #expect(h.recordingRoot.calls == ["began #1", "cancelled #1"])
        #expect(h.transitions == ["late: possible→ended"])
    }

    @Test("delaysTouchesEnded false: the node's end is not held")
    func delaysTouchesEndedFalse() {
        let h = GestureTestHost.recording()
        let waiter = ProbeRecognizer(name: "w")
        waiter.delaysTouchesEnded = false
        waiter.onEnded = { r, _ in r.setTimer("t", at: r.currentTime + 0.3) }
        h.rootNode.addGestureRecognizer(waiter)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchUp(at: Point(x: 10, y: 10), time: 0.05)
        #expect(h.recordingRoot.calls == ["began #1", "ended #1"])
    }

    @Test("Handlers run inside the dispatch of the event that caused the change")
    func sameDispatch() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        var began = false
        pan.addHandler { if $0.state == .began { began = true } }
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        #expect(!began)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(began)
    }

    @Test("Target–action handlers receive the recognizer's own type and hold their target weakly")
    func targetAction() {
        final class Controller {
            var names: [String] = []
            func handle(_ r: ProbeRecognizer) { names.append(r.name) }
        }
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        var controller: Controller? = Controller()
        pan.addTarget(controller!, action: Controller.handle)
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(controller?.names == ["pan"])
        controller = nil
        h.touchMove(to: Point(x: 30, y: 10), time: 0.02)  // no crash, no call
    }

    @Test("Touches that move together reach each node in one call with that node's touches, in landing order")
    func movesGroupedByNode() {
        let h = GestureTestHost.recording()
        let left = RecordingNode(name: "left", frame: Rect(x: 0, y: 0, width: 200, height: 800))
        let right = RecordingNode(name: "right", frame: Rect(x: 200, y: 0, width: 200, height: 800))
        h.rootNode.addChild(left)
        h.rootNode.addChild(right)
        h.send([sample(1, .began, 10, 10), sample(2, .began, 210, 10), sample(3, .began, 20, 20)], time: 0)
        h.send([sample(1, .moved, 11, 10), sample(2, .moved, 211, 10), sample(3, .moved, 21, 20)], time: 0.01)
        h.send([sample(1, .moved, 12, 10), sample(3, .moved, 22, 20)], time: 0.02)
        h.send([sample(1, .moved, 13, 10)], time: 0.03)
        #expect(left.batches == ["began #1@10 #3@20", "moved #1@11 #3@21", "moved #1@12 #3@22", "moved #1@13"])
        #expect(right.batches == ["began #2@210", "moved #2@211"])
        #expect(h.recordingRoot.calls.isEmpty)
    }

    @Test("Of two touches that move on one node, the one whose delivery a recognizer cancelled is left out of the call")
    func movesSkipCancelledTouch() {
        let h = GestureTestHost.recording()
        let node = RecordingNode(name: "node", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        h.rootNode.addChild(node)
        node.addGestureRecognizer(ProbeRecognizer.continuous("pan"))
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchDown(finger: 2, at: Point(x: 50, y: 50), time: 0.02)
        h.send([sample(1, .moved, 30, 10), sample(2, .moved, 60, 50)], time: 0.03)
        #expect(node.batches == ["began #1@10", "cancelled #1@20", "began #2@50", "moved #2@60"])
    }

    @Test("A system cancel reaches recognizers and nodes; a gesture in progress ends as cancelled")
    func systemCancel() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        pan.cancelsTouchesInView = false
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.engine.cancelAllTouches(at: 0.02)
        #expect(h.transitions == ["pan: possible→began", "pan: began→cancelled"])
        #expect(h.recordingRoot.calls == ["began #1", "moved #1", "cancelled #1"])
        #expect(h.engine.activeTouches.isEmpty && h.engine.activeRecognizers.isEmpty)
    }
}
