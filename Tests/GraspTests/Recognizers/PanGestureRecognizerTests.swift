// Why this file exists: the pan's specification as scenarios: its slop just below and just above,
// translation from touch-down without jumps when fingers land or lift, release velocity against the
// finger's real speed, the rest rule, finger-count bounds, coordinate spaces, and the open hooks.

import Grasp
import Testing

@Suite("Pan")
struct PanGestureRecognizerTests {
    @Test func slopJustBelowDoesNotBegin() {
        let pan = PanGestureRecognizer(name: "pan")
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        d.move(1, 107, 107, at: 0.05)  // 9.9 pt
        #expect(d.reportedStates(of: pan).isEmpty)
        d.up(1, 107, 107, at: 0.1)
        #expect(d.reportedStates(of: pan) == ["failed"])
    }

    @Test func slopJustAboveBeginsWithTheSlopInTheTranslation() {
        let pan = PanGestureRecognizer(name: "pan")
        var atBegin: Point?
        pan.addHandler { if $0.state == .began { atBegin = $0.translation(in: nil) } }
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        d.move(1, 110.1, 100, at: 0.05)
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(abs(atBegin!.x - 10.1) < 1e-9)
        #expect(abs(pan.activationMargin - 0.01) < 1e-9)
    }

    @Test func changesOnEveryMoveAndEndsOnLift() {
        let pan = PanGestureRecognizer(name: "pan")
        let d = GestureTestHost.scenario(pan)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), at: 0, duration: 0.2, steps: 24)
        #expect(d.summary(of: pan) == ["began", "changed", "ended"])
        #expect(d.time(of: pan, .ended) == 0.2)
    }

    @Test func finalTranslationIsTheDisplacement() {
        let pan = PanGestureRecognizer(name: "pan")
        var final: Point?
        pan.addHandler { if $0.state == .ended { final = $0.translation(in: nil) } }
        let d = GestureTestHost.scenario(pan)
        d.drag(1, from: Point(x: 300, y: 500), to: Point(x: 340, y: 200), at: 0, duration: 0.25, steps: 30, rest: 0.1)
        #expect(abs(final!.x - 40) < 1e-9 && abs(final!.y + 300) < 1e-9)
    }

    @Test func releaseVelocityMatchesASteadyDrag() {
        let pan = PanGestureRecognizer(name: "pan")
        var velocity: Point?
        pan.addHandler { if $0.state == .ended { velocity = $0.velocity(in: nil) } }
        let d = GestureTestHost.scenario(pan)
        // 600 pt/s to the right, 120 Hz, lift with the last move.
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 340, y: 100), at: 0, duration: 0.4, steps: 48)
        #expect(abs(velocity!.x - 600) < 30)
        #expect(abs(velocity!.y) < 1)
    }

    @Test func velocityIsZeroAfterARestBeforeLifting() {
        let pan = PanGestureRecognizer(name: "pan")
        var velocity: Point?
        pan.addHandler { if $0.state == .ended { velocity = $0.velocity(in: nil) } }
        let d = GestureTestHost.scenario(pan)
        // 41 ms: at exactly 40 ms, 0.4 + 0.04 − 0.4 rounds below 0.04 and the tracker's rest rule misses it.
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 340, y: 100), at: 0, duration: 0.4, steps: 48, rest: 0.041)
        #expect(velocity!.magnitude < 50)
    }

    @Test func velocityIsClamped() {
        let pan = PanGestureRecognizer(name: "pan")
        var velocity: Point?
        pan.addHandler { if $0.state == .ended { velocity = $0.velocity(in: nil) } }
        let d = GestureTestHost.scenario(size: Size(width: 10000, height: 800), pan)
        d.drag(1, from: Point(x: 0, y: 100), to: Point(x: 5000, y: 100), at: 0, duration: 0.1, steps: 12)
        #expect(velocity!.magnitude <= 8000 + 1e-9)
        #expect(velocity!.magnitude > 7000)
    }

    @Test func aLandingFingerDoesNotMakeTheTranslationJump() {
        let pan = PanGestureRecognizer(name: "pan")
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        d.move(1, 100, 130, at: 0.05)
        d.down(2, 300, 500, at: 0.06)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 30))
        // Both fingers move 20 pt down: the centroid moves 20.
        d.send(at: 0.07, [d.sample(1, .moved, 100, 150), d.sample(2, .moved, 300, 520)])
        #expect(pan.translation(in: nil) == Point(x: 0, y: 50))
        // Only one of the two moves 20: the centroid moves 10.
        d.move(2, 300, 540, at: 0.08)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 60))
    }

    @Test func aLiftingFingerDoesNotMakeTheTranslationJump() {
        let pan = PanGestureRecognizer(name: "pan")
        let d = GestureTestHost.scenario(pan)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 300, 100)])
        d.send(at: 0.05, [d.sample(1, .moved, 100, 140), d.sample(2, .moved, 300, 140)])
        d.up(2, 300, 140, at: 0.06)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 40))
        #expect(pan.state == .changed || pan.state == .began)
        d.move(1, 100, 150, at: 0.07)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 50))
        #expect(d.reportedStates(of: pan) == ["began", "changed"])
    }

    @Test func minimumNumberOfTouchesHoldsTheBegin() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.minimumNumberOfTouches = 2
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        d.move(1, 100, 150, at: 0.05)
        #expect(d.reportedStates(of: pan).isEmpty)
        // Movement with too few fingers does not count toward the slop.
        d.down(2, 200, 150, at: 0.06)
        d.send(at: 0.07, [d.sample(1, .moved, 100, 159), d.sample(2, .moved, 200, 159)])
        #expect(d.reportedStates(of: pan).isEmpty)
        d.send(at: 0.08, [d.sample(1, .moved, 100, 161), d.sample(2, .moved, 200, 161)])
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(pan.translation(in: nil) == Point(x: 0, y: 11))
        // Down to one finger: below the minimum, the pan ends.
        d.up(2, 200, 161, at: 0.09)
        #expect(d.reportedStates(of: pan) == ["began", "ended"])
    }

    @Test func maximumNumberOfTouchesHoldsTheBegin() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.maximumNumberOfTouches = 1
        let d = GestureTestHost.scenario(pan)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 200, 100)])
        d.send(at: 0.05, [d.sample(1, .moved, 100, 150), d.sample(2, .moved, 200, 150)])
        #expect(d.reportedStates(of: pan).isEmpty)
    }

    @Test func cancelledTouchCancelsThePan() {
        let pan = PanGestureRecognizer(name: "pan")
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        d.move(1, 100, 150, at: 0.05)
        d.cancel(1, 100, 150, at: 0.06)
        #expect(d.reportedStates(of: pan) == ["began", "cancelled"])
    }

    @Test func setTranslationRebasesAndRestartsVelocity() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.addHandler { pan in pan.setTranslation(.zero, in: nil) }
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        d.move(1, 100, 150, at: 0.05)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        d.move(1, 100, 160, at: 0.06)
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test func translationAndVelocityInAScaledNode() {
        let pan = PanGestureRecognizer(name: "pan")
        let d = GestureTestHost.scenario(pan)
        let child = Node(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        child.transform = AffineTransform(scaleX: 2, y: 2)
        d.rootNode.addChild(child)
        d.down(1, 100, 100, at: 0)
        d.move(1, 140, 100, at: 0.05)
        #expect(pan.translation(in: child) == Point(x: 20, y: 0))
        pan.setTranslation(Point(x: 5, y: 0), in: child)
        #expect(pan.translation(in: nil) == Point(x: 10, y: 0))
    }

    @Test func activationMarginLetsTheFartherPastItsSlopWin() {
        let near = PanGestureRecognizer(name: "near")
        near.slop = 20
        let far = PanGestureRecognizer(name: "far")
        far.slop = 10
        // `near` is first in arena order; a 30 pt jump is 0.5 past its slop but 2 past `far`'s.
        let d = GestureTestHost.scenario(near, far)
        d.down(1, 100, 100, at: 0)
        d.move(1, 130, 100, at: 0.02)
        #expect(d.reportedStates(of: far) == ["began"])
        #expect(d.reportedStates(of: near) == ["failed"])
    }

    final class HorizontalPan: PanGestureRecognizer {
        override func slopDistance(for translation: Point) -> Double { abs(translation.x) }
        override func shouldFail(withTranslation translation: Point) -> Bool {
            abs(translation.y) >= slop && abs(translation.y) > abs(translation.x)
        }
    }

    @Test func subclassesCanLockToAnAxis() {
        let horizontal = HorizontalPan(name: "h")
        let d = GestureTestHost.scenario(horizontal)
        d.down(1, 100, 100, at: 0)
        d.move(1, 105, 130, at: 0.05)
        #expect(d.reportedStates(of: horizontal) == ["failed"])
        d.up(1, 105, 130, at: 0.1)
        d.down(2, 100, 100, at: 0.2)
        d.move(2, 115, 108, at: 0.25)
        #expect(d.reportedStates(of: horizontal) == ["failed", "began"])
    }
}
