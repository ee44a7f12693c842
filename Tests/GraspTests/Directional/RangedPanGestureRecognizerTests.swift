// Why this file exists: per-axis ranges as scenarios: begin once x (or y) leaves the activation range,
// fail once it leaves the failure range, failure first, ranges widened to contain zero.

import Grasp
import Testing

@Suite("Ranged pan")
struct RangedPanGestureRecognizerTests {
    /// A swipe-to-reveal row: begins after 20 pt sideways, gives up after 10 pt vertically.
    private func row() -> RangedPanGestureRecognizer {
        let pan = RangedPanGestureRecognizer(name: "row")
        pan.activationRangeX = -20...20
        pan.failureRangeY = -10...10
        return pan
    }

    @Test func beginsOnceXLeavesTheActivationRange() {
        let pan = row()
        let d = GestureTestHost.scenario(pan)
        d.down(1, 200, 100, at: 0)
        d.move(1, 215, 105, at: 0.016)  // 15.8 pt: past a pan's slop, still inside the range
        #expect(d.reportedStates(of: pan).isEmpty)
        d.move(1, 178, 105, at: 0.032)  // x = −22
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(abs(pan.activationMargin - 0.1) < 1e-9)
    }

    @Test func failsOnceYLeavesTheFailureRange() {
        let pan = row()
        let d = GestureTestHost.scenario(pan)
        d.down(1, 200, 100, at: 0)
        d.move(1, 205, 111, at: 0.016)
        #expect(d.reportedStates(of: pan) == ["failed"])
    }

    @Test func failureIsCheckedBeforeActivation() {
        let pan = row()
        let d = GestureTestHost.scenario(pan)
        d.down(1, 200, 100, at: 0)
        d.move(1, 230, 115, at: 0.016)  // leaves both at once
        #expect(d.reportedStates(of: pan) == ["failed"])
    }

    @Test func failureRangesStopMatteringOnceBegun() {
        let pan = row()
        let d = GestureTestHost.scenario(pan)
        d.down(1, 200, 100, at: 0)
        d.move(1, 230, 100, at: 0.016)
        d.move(1, 230, 150, at: 0.032)
        d.up(1, 230, 150, at: 0.05)
        #expect(d.summary(of: pan) == ["began", "changed", "ended"])
    }

    @Test func withoutActivationRangesItBeginsAtTheSlop() {
        let pan = RangedPanGestureRecognizer(name: "p")
        pan.failureRangeX = -5...5
        let d = GestureTestHost.scenario(pan)
        d.down(1, 200, 100, at: 0)
        d.move(1, 203, 112, at: 0.016)
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(abs(pan.activationMargin - (Point(x: 3, y: 12).magnitude - 10) / 10) < 1e-9)
    }

    @Test func activationOnYUsesTheLowerBound() {
        let pan = RangedPanGestureRecognizer(name: "p")
        pan.activationRangeY = -40...80
        let d = GestureTestHost.scenario(pan)
        d.down(1, 200, 400, at: 0)
        d.move(1, 200, 350, at: 0.05)
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(abs(pan.activationMargin - 0.25) < 1e-9)
    }

    @Test func rangesThatMissZeroAreWidenedToReachIt() {
        let pan = RangedPanGestureRecognizer(name: "p")
        pan.activationRangeX = 20...40
        #expect(pan.activationRangeX == 0...40)
        pan.failureRangeY = -30 ... -10
        #expect(pan.failureRangeY == -30...0)
        pan.activationRangeY = nil
        #expect(pan.activationRangeY == nil)
    }

    @Test func aBoundAtZeroCrossesWithAnInfiniteMargin() {
        let pan = RangedPanGestureRecognizer(name: "p")
        pan.activationRangeX = 0...0
        let d = GestureTestHost.scenario(pan)
        d.down(1, 200, 100, at: 0)
        #expect(d.reportedStates(of: pan).isEmpty)
        d.move(1, 200.5, 100, at: 0.008)
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(pan.activationMargin == .infinity)
    }
}
