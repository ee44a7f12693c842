// Why this file exists: the swipe's specification as scenarios: recognized during the movement in
// each direction, distance and speed thresholds just below and above, off-axis, reversal, the
// deadline that fails a slow swipe by a tick, and multi-finger swipes.

import Grasp
import Testing

@Suite("Swipe")
struct SwipeGestureRecognizerTests {
    func makeSwipe(_ direction: SwipeDirection = .all, touches: Int = 1) -> SwipeGestureRecognizer {
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = direction
        swipe.numberOfTouchesRequired = touches
        return swipe
    }

    @Test func isDiscreteAndDefaultsToRight() {
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.isDiscrete)
        #expect(swipe.direction == .right)
    }

    @Test(arguments: [
        (SwipeDirection.right, Point(x: 1, y: 0)), (.left, Point(x: -1, y: 0)),
        (.up, Point(x: 0, y: -1)), (.down, Point(x: 0, y: 1)),
    ])
    func recognizedDuringTheMovementInEachDirection(direction: SwipeDirection, unit: Point) {
        let swipe = makeSwipe()
        var seen: SwipeDirection?
        swipe.addHandler { seen = $0.recognizedDirection }
        let d = GestureTestHost.scenario(swipe)
        let start = Point(x: 200, y: 400)
        // 1000 pt/s for 150 pt, 120 Hz, lift with the last move.
        d.drag(1, from: start, to: start + unit * 150, at: 0, duration: 0.15, steps: 18, lift: false)
        #expect(d.reportedStates(of: swipe) == ["recognized"])
        #expect(seen == direction)
        #expect(d.time(of: swipe, .ended)! < 0.075)  // well before the lift
    }

    @Test func distanceJustBelowFailsOnLift() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 149.9, y: 100), at: 0, duration: 0.05, steps: 6)
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func distanceJustAboveRecognizes() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 150.1, y: 100), at: 0, duration: 0.05, steps: 6)
        #expect(d.reportedStates(of: swipe) == ["recognized"])
    }

    @Test func speedJustBelowDoesNotRecognize() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        // 50 pt in 0.1672 s is 299 pt/s; the finger stops there.
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), at: 0, duration: 0.1672, steps: 20, lift: false)
        #expect(d.reportedStates(of: swipe).isEmpty)
        d.advance(to: 0.6)
        #expect(d.reportedStates(of: swipe) == ["failed"])
        #expect(d.time(of: swipe, .failed) == GestureDefaults.swipeMaximumDuration)
    }

    @Test func speedJustAboveRecognizes() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        // 50 pt in 0.1661 s is 301 pt/s.
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), at: 0, duration: 0.1661, steps: 20, lift: false)
        #expect(d.reportedStates(of: swipe) == ["recognized"])
    }

    @Test func aDirectionNotAllowedFails() {
        let swipe = makeSwipe(.left)
        let d = GestureTestHost.scenario(swipe)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 250, y: 100), at: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func offAxisJustInsideTheAngleRecognizes() {
        let swipe = makeSwipe(.right)
        let d = GestureTestHost.scenario(swipe)
        // 29° off the x axis.
        let angle = 29.0 * .pi / 180
        let end = Point(x: 100 + 100 * GraspMath.cos(angle), y: 100 + 100 * GraspMath.sin(angle))
        d.drag(1, from: Point(x: 100, y: 100), to: end, at: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: swipe) == ["recognized"])
    }

    @Test func offAxisJustOutsideTheAngleFails() {
        let swipe = makeSwipe(.right)
        let d = GestureTestHost.scenario(swipe)
        let angle = 31.0 * .pi / 180
        let end = Point(x: 100 + 100 * GraspMath.cos(angle), y: 100 + 100 * GraspMath.sin(angle))
        d.drag(1, from: Point(x: 100, y: 100), to: end, at: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func aDiagonalIsNotASwipe() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 200), at: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func aReversalFails() {
        let swipe = makeSwipe(.right)
        swipe.minimumDistance = 100
        let d = GestureTestHost.scenario(swipe)
        d.down(1, 100, 100, at: 0)
        d.move(1, 140, 100, at: 0.02)
        d.move(1, 125, 100, at: 0.04)  // back 15 pt
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func aSmallBacktrackIsTolerated() {
        let swipe = makeSwipe(.right)
        swipe.minimumDistance = 100
        let d = GestureTestHost.scenario(swipe)
        d.down(1, 100, 100, at: 0)
        d.move(1, 140, 100, at: 0.02)
        d.move(1, 135, 100, at: 0.04)  // back 5 pt
        d.move(1, 210, 100, at: 0.08)
        #expect(d.reportedStates(of: swipe) == ["recognized"])
    }

    @Test func aRestingFingerFailsByATickAtTheDeadline() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.49)
        #expect(d.reportedStates(of: swipe).isEmpty)
        d.advance(to: 0.51)
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func twoFingerSwipe() {
        let swipe = makeSwipe(.all, touches: 2)
        let d = GestureTestHost.scenario(swipe)
        d.send(at: 0, [d.sample(1, .began, 300, 300), d.sample(2, .began, 300, 400)])
        d.glide([(1, Point(x: 300, y: 300), Point(x: 150, y: 300)), (2, Point(x: 300, y: 400), Point(x: 150, y: 400))],
                from: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: swipe) == ["recognized"])
        #expect(swipe.recognizedDirection == .left)
    }

    @Test func oneFingerDoesNotMakeATwoFingerSwipe() {
        let swipe = makeSwipe(.all, touches: 2)
        let d = GestureTestHost.scenario(swipe)
        d.drag(1, from: Point(x: 300, y: 300), to: Point(x: 100, y: 300), at: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func twoFingersDoNotMakeAOneFingerSwipe() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        d.send(at: 0, [d.sample(1, .began, 300, 300), d.sample(2, .began, 300, 400)])
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func cancelledTouchFails() {
        let swipe = makeSwipe()
        let d = GestureTestHost.scenario(swipe)
        d.down(1, 100, 100, at: 0)
        d.cancel(1, 110, 100, at: 0.02)
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }
}
