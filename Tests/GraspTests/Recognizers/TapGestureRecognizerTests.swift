// Why this file exists: the tap's specification as scenarios: recognized, failed and cancelled paths,
// each threshold just below and just above, multi-tap timing by ticks, and multi-finger taps.

import Grasp
import Testing

@Suite("Tap")
struct TapGestureRecognizerTests {
    func makeTap(taps: Int = 1, touches: Int = 1) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer(name: "tap")
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        return tap
    }

    @Test func isDiscrete() {
        #expect(TapGestureRecognizer().isDiscrete)
    }

    @Test func singleTapIsRecognizedOnLift() {
        let tap = makeTap()
        var location: Point?
        tap.addHandler { location = $0.location(in: nil) }
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 200, at: 0)
        #expect(d.reportedStates(of: tap) == ["recognized"])
        #expect(d.time(of: tap, .ended) == 0.05)
        #expect(location == Point(x: 100, y: 200))
    }

    @Test func movementJustBelowTheLimitStillTaps() {
        let tap = makeTap()
        let d = GestureTestHost.scenario(tap)
        d.down(1, 100, 100, at: 0)
        d.move(1, 109.9, 100, at: 0.02)
        d.up(1, 109.9, 100, at: 0.04)
        #expect(d.reportedStates(of: tap) == ["recognized"])
    }

    @Test func movementJustAboveTheLimitFails() {
        let tap = makeTap()
        let d = GestureTestHost.scenario(tap)
        d.down(1, 100, 100, at: 0)
        d.move(1, 110.1, 100, at: 0.02)
        #expect(d.reportedStates(of: tap) == ["failed"])
        d.up(1, 110.1, 100, at: 0.04)
        #expect(d.reportedStates(of: tap) == ["failed"])
    }

    @Test func movementFoldedIntoTheLiftCounts() {
        let tap = makeTap()
        let d = GestureTestHost.scenario(tap)
        d.down(1, 100, 100, at: 0)
        d.up(1, 100, 111, at: 0.04)
        #expect(d.reportedStates(of: tap) == ["failed"])
    }

    @Test func cancelledTouchFails() {
        let tap = makeTap()
        let d = GestureTestHost.scenario(tap)
        d.down(1, 100, 100, at: 0)
        d.cancel(1, 100, 100, at: 0.03)
        #expect(d.reportedStates(of: tap) == ["failed"])
    }

    @Test func doubleTapIsRecognizedOnTheSecondLift() {
        let tap = makeTap(taps: 2)
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: tap).isEmpty)
        d.tap(2, 104, 98, at: 0.2)
        #expect(d.reportedStates(of: tap) == ["recognized"])
        #expect(d.time(of: tap, .ended) == 0.25)
    }

    @Test func pendingDoubleTapFailsByATickAtTheDeadline() {
        let tap = makeTap(taps: 2)
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 100, at: 0)
        d.advance(to: 0.39)
        #expect(d.reportedStates(of: tap).isEmpty)
        d.advance(to: 0.41)
        #expect(d.reportedStates(of: tap) == ["failed"])
        #expect(d.time(of: tap, .failed) == 0.05 + GestureDefaults.tapMaximumInterval)
    }

    @Test func secondTapJustInsideTheIntervalCounts() {
        let tap = makeTap(taps: 2)
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 100, 100, at: 0.05 + 0.349)
        #expect(d.reportedStates(of: tap) == ["recognized"])
    }

    @Test func secondTapJustOutsideTheIntervalFails() {
        let tap = makeTap(taps: 2)
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 100, 100, at: 0.05 + 0.351)
        #expect(d.reportedStates(of: tap) == ["failed"])
        // The late tap starts a new sequence, which fails in turn.
        d.advance(to: 1)
        #expect(d.reportedStates(of: tap) == ["failed", "failed"])
    }

    @Test func secondTapJustInsideTheDistanceCounts() {
        let tap = makeTap(taps: 2)
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 144.9, 100, at: 0.2)
        #expect(d.reportedStates(of: tap) == ["recognized"])
    }

    @Test func secondTapJustOutsideTheDistanceFails() {
        let tap = makeTap(taps: 2)
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 100, at: 0)
        d.down(2, 145.1, 100, at: 0.2)
        #expect(d.reportedStates(of: tap) == ["failed"])
    }

    @Test func twoFingerTapIsRecognizedWhenBothLift() {
        let tap = makeTap(touches: 2)
        var location: Point?
        tap.addHandler { location = $0.location(in: nil) }
        let d = GestureTestHost.scenario(tap)
        d.down(1, 100, 100, at: 0)
        d.down(2, 160, 100, at: 0.02)
        d.up(1, 100, 100, at: 0.06)
        #expect(d.reportedStates(of: tap).isEmpty)
        d.up(2, 160, 100, at: 0.07)
        #expect(d.reportedStates(of: tap) == ["recognized"])
        // The location is the centroid of the fingers still bound when it is recognized.
        #expect(location == Point(x: 160, y: 100))
    }

    @Test func twoFingersLiftingTogetherTapAtTheirCentroid() {
        let tap = makeTap(touches: 2)
        var location: Point?
        tap.addHandler { location = $0.location(in: nil) }
        let d = GestureTestHost.scenario(tap)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 160, 100)])
        d.send(at: 0.05, [d.sample(1, .ended, 100, 100), d.sample(2, .ended, 160, 100)])
        #expect(d.reportedStates(of: tap) == ["recognized"])
        #expect(location == Point(x: 130, y: 100))
    }

    @Test func twoFingerTapFailsWhenTheFirstLiftsBeforeTheSecondLands() {
        let tap = makeTap(touches: 2)
        let d = GestureTestHost.scenario(tap)
        d.down(1, 100, 100, at: 0)
        d.up(1, 100, 100, at: 0.05)
        #expect(d.reportedStates(of: tap) == ["failed"])
    }

    @Test func tooManyFingersFail() {
        let tap = makeTap()
        let d = GestureTestHost.scenario(tap)
        d.down(1, 100, 100, at: 0)
        d.down(2, 150, 100, at: 0.01)
        #expect(d.reportedStates(of: tap) == ["failed"])
    }

    @Test func twoFingerDoubleTap() {
        let tap = makeTap(taps: 2, touches: 2)
        let d = GestureTestHost.scenario(tap)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 150, 100)])
        d.send(at: 0.05, [d.sample(1, .ended, 100, 100), d.sample(2, .ended, 150, 100)])
        d.send(at: 0.2, [d.sample(3, .began, 102, 100), d.sample(4, .began, 152, 100)])
        d.send(at: 0.25, [d.sample(3, .ended, 102, 100), d.sample(4, .ended, 152, 100)])
        #expect(d.reportedStates(of: tap) == ["recognized"])
    }

    @Test func recognizesAgainAfterReset() {
        let tap = makeTap()
        let d = GestureTestHost.scenario(tap)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 300, 300, at: 1)
        #expect(d.reportedStates(of: tap) == ["recognized", "recognized"])
    }
}
