// Why this file exists: pause-and-move's specification: it begins in the touch-down that completes
// exactly the required fingers, survives a pause, follows movement, ends on lift, fails on any other
// finger count, and lets a two-finger swipe on the same node recognize without delaying its begin.

import Grasp
import Testing

@Suite("Pause and move")
struct PauseAndMoveGestureRecognizerTests {
    @Test func beginsWhenTheFingersLandTogether() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(pm)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 200, 100)])
        #expect(d.reportedStates(of: pm) == ["began"])
        #expect(d.time(of: pm, .began) == 0)
        #expect(pm.minimumNumberOfTouches == 2 && pm.maximumNumberOfTouches == 2)
    }

    @Test func pausesThenMovesThenEndsOnLift() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        var final: Point?
        pm.addHandler { if $0.state == .ended { final = $0.translation(in: nil) } }
        let d = GestureTestHost.scenario(pm)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 1.0)  // a long pause: nothing changes, nothing fails
        #expect(d.reportedStates(of: pm) == ["began"])
        d.glide([(1, Point(x: 100, y: 100), Point(x: 100, y: 160))], from: 1.0, duration: 0.1, steps: 12)
        d.up(1, 100, 160, at: 1.2)
        #expect(d.summary(of: pm) == ["began", "changed", "ended"])
        #expect(final == Point(x: 0, y: 60))
    }

    @Test func fingersWithinTheLandingWindowCountAsTogether() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(pm)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: pm).isEmpty)
        d.down(2, 200, 100, at: 0.02)
        #expect(d.reportedStates(of: pm) == ["began"])
        #expect(d.time(of: pm, .began) == 0.02)
    }

    @Test func failsWhenTheWindowPassesWithTooFewFingers() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(pm)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.1)
        #expect(d.reportedStates(of: pm) == ["failed"])
        #expect(d.time(of: pm, .failed) == GestureDefaults.touchLandingWindow)
    }

    @Test func failsWithTooManyFingers() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(pm)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 200, 100), d.sample(3, .began, 300, 100)])
        #expect(d.reportedStates(of: pm) == ["failed"])
    }

    @Test func failsWhenAFingerLiftsBeforeTheOthersLand() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(pm)
        d.down(1, 100, 100, at: 0)
        d.up(1, 100, 100, at: 0.01)
        #expect(d.reportedStates(of: pm) == ["failed"])
    }

    @Test func endsWhenOneOfItsFingersLifts() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(pm)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 200, 100)])
        d.up(2, 200, 100, at: 0.3)
        #expect(d.reportedStates(of: pm) == ["began", "ended"])
    }

    @Test func ignoresFingersThatLandAfterItBegan() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        let d = GestureTestHost.scenario(pm)
        d.down(1, 100, 100, at: 0)
        d.down(2, 200, 100, at: 0.2)
        #expect(pm.numberOfTouches == 1)
        d.move(1, 100, 120, at: 0.3)
        #expect(d.reportedStates(of: pm) == ["began", "changed"])
    }

    @Test func badConfigurationIsClamped() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 0
        #expect(pm.numberOfTouchesRequired == 1)
        pm.landingWindow = -1
        #expect(pm.landingWindow == 0)
        pm.landingWindow = .nan
        #expect(pm.landingWindow == 0)
    }

    @Test func aZeroWindowNeedsOneEvent() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        pm.landingWindow = 0
        let d = GestureTestHost.scenario(pm)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: pm) == ["failed"])
    }

    @Test func coexistsWithATwoFingerSwipeWithoutDelayingItsBegan() {
        let pm = PauseAndMoveGestureRecognizer(name: "pm")
        pm.numberOfTouchesRequired = 2
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .left
        let d = GestureTestHost.scenario(swipe, pm)
        d.send(at: 0, [d.sample(1, .began, 300, 100), d.sample(2, .began, 300, 200)])
        #expect(d.reportedStates(of: pm) == ["began"])
        #expect(d.reportedStates(of: swipe).isEmpty)
        // A quick flick left, 1000 pt/s.
        d.glide([(1, Point(x: 300, y: 100), Point(x: 200, y: 100)), (2, Point(x: 300, y: 200), Point(x: 200, y: 200))],
                from: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: swipe) == ["recognized"])
        #expect(d.reportedStates(of: pm).first == "began")
        #expect(d.reportedStates(of: pm).contains("changed"))
        #expect(!d.reportedStates(of: pm).contains("cancelled"))
    }
}
