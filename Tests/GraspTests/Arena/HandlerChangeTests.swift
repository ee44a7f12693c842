// Why this file exists: what a handler changes takes effect at one defined point, when the handler round
// that made the change returns (after the last handler of the transition being notified), before the
// observers hear of that transition and before the dispatch returns. These tests show each kind of change
// from inside a handler, the order of what follows, and that a test can assert right after `handle(_:)`.

@_spi(GraspInternal) @testable import Grasp
@_spi(GraspInternal) @testable import GraspCore
import Testing

@Suite("Changes made by handlers")
struct HandlerChangeTests {
    /// Two nodes side by side on a harness: `left` (x 0…200) and `right` (x 200…400), each with a
    /// continuous probe; the left one begins first, on finger 1; the right one on finger 2.
    private final class TwoSides {
        let h = GestureTestHost.recording()
        let leftNode = Node(name: "left", frame: Rect(x: 0, y: 0, width: 200, height: 800))
        let rightNode = Node(name: "right", frame: Rect(x: 200, y: 0, width: 200, height: 800))
        let left = ProbeRecognizer.continuous("left")
        let right = ProbeRecognizer.continuous("right")
        var order: [String] = []

        init() {
            h.rootNode.addChild(leftNode)
            h.rootNode.addChild(rightNode)
            leftNode.addGestureRecognizer(left)
            rightNode.addGestureRecognizer(right)
            h.engine.addStateObserver { [unowned self] change in
                order.append("observer \(change.recognizer.name) \(change.newState)")
            }
            left.addHandler { [unowned self] r in order.append("left \(r.state)") }
        }

        /// Finger 1 begins `left`; finger 2 lands on the right node and moves, which begins `right`.
        func beginLeftThenRight() {
            h.touchDown(finger: 1, at: Point(x: 100, y: 100), time: 0)
            h.touchMove(finger: 1, to: Point(x: 120, y: 100), time: 0.01)
            h.touchDown(finger: 2, at: Point(x: 300, y: 100), time: 0.02)
            h.touchMove(finger: 2, to: Point(x: 320, y: 100), time: 0.03)
        }
    }

    @Test("A handler that disables another recognizer: the rest of its round runs first, then the cancellation")
    func disable() {
        let s = TwoSides()
        s.right.addHandler { [unowned s] r in
            s.order.append("right \(r.state) 1")
            if r.state == .began { s.left.isEnabled = false }
            // The change waits for the end of this round: the other recognizer is still in progress.
            if r.state == .began { s.order.append("left is still \(s.left.state)") }
        }
        s.right.addHandler { [unowned s] r in s.order.append("right \(r.state) 2") }
        s.beginLeftThenRight()
        #expect(s.order == [
            "left began", "observer left began",
            "right began 1", "left is still began", "right began 2",
            "left cancelled",
            "observer right began", "observer left cancelled",
        ])
        // Settled before the dispatch returned.
        #expect(s.left.state == .possible && !s.h.engine.activeRecognizers.contains { $0 === s.left })
    }

    @Test("A handler that adds a failure requirement: it counts once the round returns, from the next decision")
    func requirement() {
        let s = TwoSides()
        let blocker = ProbeRecognizer.discreteOnLift("blocker")
        s.rightNode.addGestureRecognizer(blocker)
        s.right.addHandler { [unowned s] r in
            if r.state == .began {
                s.right.require(toFail: blocker)
                s.order.append("requirements now: \(s.right.failureRequirements.count)")
            }
        }
        s.right.addHandler { [unowned s] r in
            if r.state == .began { s.order.append("requirements in the next handler: \(s.right.failureRequirements.count)") }
        }
        s.beginLeftThenRight()
        #expect(s.order.suffix(4) == [
            "requirements now: 0", "requirements in the next handler: 0",
            "observer right began", "observer blocker failed",
        ])
        #expect(s.right.failureRequirements.count == 1)
        // The next gesture on the right waits for the blocker.
        s.h.touchUp(finger: 2, at: Point(x: 320, y: 100), time: 0.04)
        s.h.touchDown(finger: 3, at: Point(x: 300, y: 100), time: 1)
        s.h.touchMove(finger: 3, to: Point(x: 320, y: 100), time: 1.01)
        #expect(s.right.isWaitingForFailure)
    }

    @Test("A handler that removes a recognizer or a node: the rest of its round runs first, then they leave play")
    func removal() {
        let s = TwoSides()
        let third = Node(name: "third", frame: Rect(x: 0, y: 400, width: 200, height: 400))
        s.h.rootNode.addChild(third)
        let other = ProbeRecognizer.continuous("other")
        third.addGestureRecognizer(other)
        other.addHandler { [unowned s] r in s.order.append("other \(r.state)") }
        s.right.addHandler { [unowned s] r in
            guard r.state == .began else { return }
            s.leftNode.removeGestureRecognizer(s.left)
            third.removeFromParent()
            s.order.append("after removing: left \(s.left.state), other \(other.state)")
        }
        s.right.addHandler { [unowned s] r in if r.state == .began { s.order.append("right began 2") } }
        s.h.touchDown(finger: 9, at: Point(x: 100, y: 600), time: 0)
        s.h.touchMove(finger: 9, to: Point(x: 120, y: 600), time: 0.005)
        s.beginLeftThenRight()
        #expect(s.order == [
            "other began", "observer other began",
            "left began", "observer left began",
            "after removing: left began, other began", "right began 2",
            // Removing a recognizer calls no handler; cutting a node from the tree cancels its recognizers.
            "other cancelled",
            "observer right began", "observer left cancelled", "observer other cancelled",
        ])
        #expect(s.left.state == .possible && s.left.node == nil)
        #expect(other.state == .possible)
        #expect(s.h.engine.activeRecognizers.allSatisfy { $0 === s.right })
    }

    @Test("A handler that sets a state: read back at once, applied when the round returns")
    func setState() {
        let s = TwoSides()
        s.right.addHandler { [unowned s] r in
            guard r.state == .began else { return }
            s.left.state = .ended
            s.order.append("left reads \(s.left.state)")
        }
        s.right.addHandler { [unowned s] r in s.order.append("right \(r.state) 2") }
        s.beginLeftThenRight()
        #expect(s.order == [
            "left began", "observer left began",
            "left reads ended", "right began 2",
            "left ended",
            "observer right began", "observer left ended",
        ])
        // Ended, with its finger still down: it resets when the finger lifts.
        #expect(s.left.state == .ended)
    }

    @Test("A handler that dispatches has what it changed so far applied first, and that dispatch settles it")
    func dispatchFromAHandler() {
        let s = TwoSides()
        s.right.addHandler { [unowned s] r in
            guard r.state == .began else { return }
            s.left.isEnabled = false
            s.order.append("before tick: left \(s.left.state)")
            s.h.engine.tick(0.035)  // the engine itself, from inside the host's dispatch
            s.order.append("after tick: left \(s.left.state)")
        }
        s.beginLeftThenRight()
        #expect(s.order == [
            "left began", "observer left began",
            "before tick: left began", "left cancelled", "after tick: left possible",
            "observer right began", "observer left cancelled",
        ])
    }

    @Test("A handler that sets its own recognizer's state ends its round; the new state's round follows")
    func setOwnState() {
        let s = TwoSides()
        s.right.addHandler { r in if r.state == .began { r.state = .ended } }
        s.right.addHandler { [unowned s] r in s.order.append("right \(r.state) 2") }
        s.beginLeftThenRight()
        #expect(s.order.suffix(3) == ["right ended 2", "observer right began", "observer right ended"])
        #expect(s.right.state == .ended)
    }
}
