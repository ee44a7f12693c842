import Testing
@_spi(GraspInternal) @testable import Grasp
@_spi(GraspInternal) @testable import GraspCore

/// Each of UIKit's relationships in a two-recognizer scenario.
@Suite("Arena relationships")
struct RelationshipTests {
    final class Delegate: GestureRecognizerDelegate {
        var simultaneous = false
        var shouldBegin = true
        var receive = true
        var requireFailureOf: GestureRecognizer?
        var requiredToFailBy: GestureRecognizer?
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { other === requireFailureOf }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { other === requiredToFailBy }
    }

    /// Two continuous recognizers on the root that both begin on the first move.
    func twoPans() -> (GestureTestHost, ProbeRecognizer, ProbeRecognizer) {
        let h = GestureTestHost.recording()
        let a = ProbeRecognizer.continuous("a"), b = ProbeRecognizer.continuous("b")
        h.rootNode.addGestureRecognizer(a)
        h.rootNode.addGestureRecognizer(b)
        return (h, a, b)
    }

    @Test("By default the first to begin wins and its rival fails")
    func exclusiveByDefault() {
        let (h, _, _) = twoPans()
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["a: possible→began", "b: possible→failed"])
    }

    @Test("shouldRecognizeSimultaneously lets both run")
    func simultaneous() {
        let (h, a, _) = twoPans()
        let d = Delegate()
        d.simultaneous = true
        a.delegate = d
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        h.touchUp(at: Point(x: 30, y: 10), time: 0.02)
        #expect(h.transitions == ["a: possible→began", "b: possible→began", "a: began→ended", "b: began→ended"])
    }

    @Test("allowSimultaneousRecognition(with:) lets both run without a delegate")
    func simultaneousWithoutDelegate() {
        let (h, a, b) = twoPans()
        b.allowSimultaneousRecognition(with: a)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["a: possible→began", "b: possible→began"])
    }

    @Test("require(toFail:) holds the transition and commits it in the same dispatch as the failure")
    func requireToFailHeldThenCommitted() {
        let (h, a, b) = twoPans()
        a.require(toFail: b)
        b.onMoved = { r, touches in if touches[0].location.x > 50 { r.state = .failed } }
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions.isEmpty)
        #expect(a.isWaitingForFailure)
        h.touchMove(to: Point(x: 60, y: 10), time: 0.02)
        #expect(h.transitions == ["b: possible→failed", "a: possible→began"])
    }

    @Test("require(toFail:) fails the dependant when the other recognizes")
    func requireToFailFailsDependant() {
        let (h, a, b) = twoPans()
        a.require(toFail: b)
        b.onMoved = { r, touches in if touches[0].location.x > 50 { r.state = .began } }
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        h.touchMove(to: Point(x: 60, y: 10), time: 0.02)
        #expect(h.transitions == ["b: possible→began", "a: possible→failed"])
    }

    @Test("shouldRequireFailureOf (delegate) and shouldRequireFailure(of:) (subclass) act like require(toFail:)")
    func dynamicFailureRequirements() {
        for useDelegate in [true, false] {
            let (h, a, b) = twoPans()
            let d = Delegate()
            if useDelegate { d.requireFailureOf = b; a.delegate = d } else { d.requiredToFailBy = a; b.delegate = d }
            b.onMoved = { r, _ in r.state = .failed }
            h.touchDown(at: Point(x: 10, y: 10), time: 0)
            h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
            #expect(h.transitions == ["b: possible→failed", "a: possible→began"], "delegate on \(useDelegate ? "a" : "b")")
        }
    }

    @Test("canPrevent false lets the rival go on")
    func canPreventFalse() {
        let (h, a, _) = twoPans()
        a.preventsOthers = false
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["a: possible→began", "b: possible→began"])
    }

    @Test("canBePrevented false keeps a recognizer alive when a rival begins")
    func canBePreventedFalse() {
        let (h, _, b) = twoPans()
        b.preventable = false
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["a: possible→began", "b: possible→began"])
    }

    @Test("gestureRecognizerShouldBegin false fails the recognizer instead of beginning")
    func shouldBeginFalse() {
        let (h, a, _) = twoPans()
        let d = Delegate()
        d.shouldBegin = false
        a.delegate = d
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["a: possible→failed", "b: possible→began"])
    }

    @Test("shouldReceive false keeps the touch from the recognizer altogether")
    func shouldReceiveFalse() {
        let (h, a, b) = twoPans()
        let d = Delegate()
        d.receive = false
        a.delegate = d
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["b: possible→began"])
        #expect(a.numberOfTouches == 0 && b.numberOfTouches == 1)
    }

    @Test("A recognizer on a child and one on its parent share the touch; the child's comes first")
    func hitPathOrder() {
        let h = GestureTestHost.recording()
        let child = Node(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.rootNode.addChild(child)
        let parentPan = ProbeRecognizer.continuous("parent"), childPan = ProbeRecognizer.continuous("child")
        h.rootNode.addGestureRecognizer(parentPan)
        child.addGestureRecognizer(childPan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["child: possible→began", "parent: possible→failed"])
    }

    @Test("A rival already in progress keeps running when a recognizer it cannot prevent begins")
    func inProgressRivalCancelled() {
        let (h, a, b) = twoPans()
        a.preventsOthers = false  // a begins first but cannot stop b
        b.onMoved = { r, t in if t[0].location.x > 50 { r.state = r.state == .possible ? .began : .changed } }
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        h.touchMove(to: Point(x: 60, y: 10), time: 0.02)
        #expect(h.transitions == ["a: possible→began", "a: began→changed", "b: possible→began"])
    }

    @Test("Two recognizers that each wait for the other do not wait forever: the later one fails")
    func mutualWaitIsBroken() {
        let (h, a, b) = twoPans()
        a.require(toFail: b)
        b.require(toFail: a)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.01)
        #expect(h.transitions == ["b: possible→failed", "a: possible→began"])
    }
}
