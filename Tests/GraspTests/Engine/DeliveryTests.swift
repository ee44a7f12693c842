import Testing
@testable import Grasp

/// What the node itself hears, depending on its recognizers' delivery flags.
@Suite("Node delivery")
struct DeliveryTests {
    @Test("With no recognizer the node hears every touch at once")
    func plainNode() {
        let h = Harness()
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.up(20, 10, at: 0.02)
        #expect(h.root.calls == ["began #1", "moved #1", "ended #1"])
    }

    @Test("cancelsTouchesInView: recognizing cancels the touch in the node, which hears nothing more")
    func cancelsTouchesInView() {
        let h = Harness()
        h.root.addGestureRecognizer(ProbeRecognizer.continuous("pan"))
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.move(30, 10, at: 0.02)
        h.up(30, 10, at: 0.03)
        #expect(h.root.calls == ["began #1", "cancelled #1"])
    }

    @Test("cancelsTouchesInView false: the node keeps hearing the touch while the gesture runs")
    func cancelsTouchesInViewFalse() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        pan.cancelsTouchesInView = false
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.up(20, 10, at: 0.02)
        #expect(h.root.calls == ["began #1", "moved #1", "ended #1"])
    }

    @Test("delaysTouchesBegan: the node hears nothing while the recognizer is possible, then everything once it fails")
    func delaysTouchesBeganThenFail() {
        let h = Harness()
        let r = ProbeRecognizer(name: "r")
        r.delaysTouchesBegan = true
        r.onMoved = { r, t in if t[0].location.x > 25 { r.state = .failed } }
        h.root.addGestureRecognizer(r)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        #expect(h.root.calls.isEmpty)
        h.move(30, 10, at: 0.02)
        #expect(h.root.calls == ["began #1", "moved #1", "moved #1"])
        h.up(30, 10, at: 0.03)
        #expect(h.root.calls.last == "ended #1")
    }

    @Test("delaysTouchesBegan: if the recognizer recognizes, the node never hears of the touch")
    func delaysTouchesBeganThenRecognize() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        pan.delaysTouchesBegan = true
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.up(20, 10, at: 0.02)
        #expect(h.root.calls.isEmpty)
    }

    @Test("delaysTouchesEnded: the node's end waits while the recognizer is possible, and is delivered when it fails")
    func delaysTouchesEndedThenFail() {
        let h = Harness()
        let waiter = ProbeRecognizer(name: "doubleTap")
        waiter.discrete = true
        waiter.onEnded = { r, _ in r.setTimer("window", at: r.currentTime + 0.3) }
        waiter.onTimer = { r, _ in r.state = .failed }
        h.root.addGestureRecognizer(waiter)
        h.down(10, 10, at: 0)
        h.up(10, 10, at: 0.05)
        #expect(h.root.calls == ["began #1"])
        h.engine.tick(0.2)
        #expect(h.root.calls == ["began #1"])
        h.engine.tick(0.35)
        #expect(h.root.calls == ["began #1", "ended #1"])
    }

    @Test("delaysTouchesEnded: a later recognition turns the held end into a cancel")
    func delaysTouchesEndedThenRecognize() {
        let h = Harness()
        let waiter = ProbeRecognizer(name: "late")
        waiter.discrete = true
        waiter.onEnded = { r, _ in r.setTimer("decide", at: r.currentTime + 0.1) }
        waiter.onTimer = { r, _ in r.state = .recognized }
        h.root.addGestureRecognizer(waiter)
        h.down(10, 10, at: 0)
        h.up(10, 10, at: 0.05)
        h.engine.tick(0.2)
        #expect(h.root.calls == ["began #1", "cancelled #1"])
        #expect(h.log == ["late: possible→ended"])
    }

    @Test("delaysTouchesEnded false: the node's end is not held")
    func delaysTouchesEndedFalse() {
        let h = Harness()
        let waiter = ProbeRecognizer(name: "w")
        waiter.delaysTouchesEnded = false
        waiter.onEnded = { r, _ in r.setTimer("t", at: r.currentTime + 0.3) }
        h.root.addGestureRecognizer(waiter)
        h.down(10, 10, at: 0)
        h.up(10, 10, at: 0.05)
        #expect(h.root.calls == ["began #1", "ended #1"])
    }

    @Test("Handlers run inside the dispatch of the event that caused the change")
    func sameDispatch() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        var began = false
        pan.addHandler { if $0.state == .began { began = true } }
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        #expect(!began)
        h.move(20, 10, at: 0.01)
        #expect(began)
    }

    @Test("Target–action handlers receive the recognizer's own type and hold their target weakly")
    func targetAction() {
        final class Controller {
            var names: [String] = []
            func handle(_ r: ProbeRecognizer) { names.append(r.name) }
        }
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        var controller: Controller? = Controller()
        pan.addTarget(controller!, action: Controller.handle)
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        #expect(controller?.names == ["pan"])
        controller = nil
        h.move(30, 10, at: 0.02)  // no crash, no call
    }

    @Test("A system cancel reaches recognizers and nodes; a gesture in progress ends as cancelled")
    func systemCancel() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        pan.cancelsTouchesInView = false
        h.root.addGestureRecognizer(pan)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.01)
        h.engine.cancelAllTouches(at: 0.02)
        #expect(h.log == ["pan: possible→began", "pan: began→cancelled"])
        #expect(h.root.calls == ["began #1", "moved #1", "cancelled #1"])
        #expect(h.engine.activeTouches.isEmpty && h.engine.activeRecognizers.isEmpty)
    }
}
