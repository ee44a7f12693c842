// Why this file exists: the long press's specification as scenarios: begun by its timer on a tick,
// changed while moving (and only then), ended on lift, and failed or cancelled otherwise, with each
// threshold just below and just above.

import Grasp
import Testing

@Suite("Long press")
struct LongPressGestureRecognizerTests {
    @Test func defaultsAreUIKits() {
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
        #expect(!press.isDiscrete)
    }

    @Test func beginsByATickAtTheDurationWithoutAnEvent() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.49)
        #expect(d.reportedStates(of: press).isEmpty)
        d.advance(to: 0.51)
        #expect(d.reportedStates(of: press) == ["began"])
        #expect(d.time(of: press, .began) == 0.5)
    }

    @Test func changesWhileMovingAndEndsOnLift() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.move(1, 150, 100, at: 0.6)
        d.move(1, 200, 120, at: 0.7)
        d.up(1, 200, 120, at: 0.8)
        #expect(d.reportedStates(of: press) == ["began", "changed", "changed", "ended"])
        #expect(d.time(of: press, .ended) == 0.8)
    }

    @Test("A still finger's samples change nothing; the first that moves it does, at 60, 120 and 240 Hz",
          arguments: [60.0, 120.0, 240.0])
    func stillSamplesReportNoChange(hz: Double) {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        let dt = 1 / hz
        d.down(1, 100, 100, at: 0)
        // Held still past the duration, sampled at the display's rate (a browser's pointermove for the
        // pressure alone, or a still finger's repeated sample), then moved once and held again.
        var t = dt
        while t < 0.8 { d.move(1, 100, 100, at: t); t += dt }
        d.move(1, 103, 100, at: t)
        for k in 1...10 { d.move(1, 103, 100, at: t + Double(k) * dt) }
        d.up(1, 103, 100, at: t + 11 * dt)
        #expect(d.reportedStates(of: press) == ["began", "changed", "ended"])
        #expect(d.time(of: press, .changed) == t)
    }

    @Test func aSecondFingerMovingChangesATwoFingerPress() {
        let press = LongPressGestureRecognizer(name: "press")
        press.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.down(2, 200, 100, at: 0.01)
        d.advance(to: 0.6)
        d.move(1, 100, 100, at: 0.62)
        d.move(2, 205, 100, at: 0.63)
        d.up(1, 100, 100, at: 0.7)
        #expect(d.reportedStates(of: press) == ["began", "changed", "ended"])
        #expect(d.time(of: press, .changed) == 0.63)
    }

    @Test func liftJustBeforeTheDurationFails() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.tap(1, 100, 100, at: 0, duration: 0.499)
        #expect(d.reportedStates(of: press) == ["failed"])
    }

    @Test func liftJustAfterTheDurationEnds() {
        let press = LongPressGestureRecognizer(name: "press")
        // One frame a second: no tick before the lift, so the event's own timestamp fires the timer first.
        let d = GestureTestHost.scenario(frameRate: 1, press)
        d.tap(1, 100, 100, at: 0, duration: 0.501)
        #expect(d.reportedStates(of: press) == ["began", "ended"])
    }

    @Test func movementJustBelowTheAllowanceKeepsIt() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.move(1, 106, 107.9, at: 0.2)  // 9.96 pt
        d.advance(to: 0.6)
        #expect(d.reportedStates(of: press) == ["began"])
    }

    @Test func movementJustAboveTheAllowanceFails() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.move(1, 106, 108.1, at: 0.2)  // 10.08 pt
        d.advance(to: 0.6)
        #expect(d.reportedStates(of: press) == ["failed"])
    }

    @Test func cancelledTouchCancelsAPressInProgress() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.cancel(1, 100, 100, at: 0.7)
        #expect(d.reportedStates(of: press) == ["began", "cancelled"])
    }

    @Test func cancelAllTouchesCancelsToo() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.6)
        d.engine.cancelAllTouches(at: 0.65)
        #expect(d.reportedStates(of: press) == ["began", "cancelled"])
    }

    @Test func twoFingerPressWaitsForTheSecondFinger() {
        let press = LongPressGestureRecognizer(name: "press")
        press.numberOfTouchesRequired = 2
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.3)
        d.down(2, 150, 100, at: 0.3)
        d.advance(to: 0.79)
        #expect(d.reportedStates(of: press).isEmpty)
        d.advance(to: 0.81)
        #expect(d.reportedStates(of: press) == ["began"])
        d.up(2, 150, 100, at: 1)
        #expect(d.reportedStates(of: press) == ["began", "ended"])
    }

    @Test func aThirdFingerBeforeTheBeginFails() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.down(2, 150, 100, at: 0.1)
        #expect(d.reportedStates(of: press) == ["failed"])
    }

    @Test func aFingerAfterTheBeginIsIgnored() {
        let press = LongPressGestureRecognizer(name: "press")
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.6)
        d.down(2, 150, 100, at: 0.6)
        d.up(2, 150, 100, at: 0.7)
        #expect(d.reportedStates(of: press) == ["began"])
        #expect(press.numberOfTouches == 1)
        d.up(1, 100, 100, at: 0.8)
        #expect(d.reportedStates(of: press) == ["began", "ended"])
    }

    @Test func tapThenPress() {
        let press = LongPressGestureRecognizer(name: "press")
        press.numberOfTapsRequired = 1
        let d = GestureTestHost.scenario(press)
        d.tap(1, 100, 100, at: 0)
        d.down(2, 100, 100, at: 0.2)
        d.advance(to: 0.69)
        #expect(d.reportedStates(of: press).isEmpty)
        d.advance(to: 0.71)
        #expect(d.reportedStates(of: press) == ["began"])
    }

    @Test func tapThenNothingFailsAtTheTapInterval() {
        let press = LongPressGestureRecognizer(name: "press")
        press.numberOfTapsRequired = 1
        let d = GestureTestHost.scenario(press)
        d.tap(1, 100, 100, at: 0)
        d.advance(to: 1)
        #expect(d.reportedStates(of: press) == ["failed"])
        #expect(d.time(of: press, .failed) == 0.05 + GestureDefaults.tapMaximumInterval)
    }

    @Test func aHeldFirstTapIsNotATap() {
        let press = LongPressGestureRecognizer(name: "press")
        press.numberOfTapsRequired = 1
        let d = GestureTestHost.scenario(press)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.6)
        #expect(d.reportedStates(of: press) == ["failed"])
    }
}
