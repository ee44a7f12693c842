// Why this file exists: pinch and rotation share one finger tracker, and which fingers it follows is a
// decision: a pinch spans every finger down; a rotation keeps the first two in landing order, so a
// finger that lands later does not take the turn over, and the next one replaces a finger that lifts.

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Two-finger tracker")
struct TwoFingerTrackerTests {
    func touch(_ id: Int, _ x: Double, _ y: Double) -> Touch {
        let p = Point(x: x, y: y)
        return Touch(id: TouchID(id), phase: .moved, location: p, previousLocation: p, timestamp: 0)
    }

    /// Follows `touches`; whether the followed fingers changed.
    func follow(_ tracker: inout TwoFingerTracker, _ touches: [Touch]) -> Bool {
        tracker.follow(touches)
    }

    @Test func followsNothingBelowTwoFingers() {
        var tracker = TwoFingerTracker(.firstTwo, slop: 0.17, maximumVelocity: 60, hold: 0.01)
        #expect(follow(&tracker, [touch(1, 0, 0)]) == false)
        #expect(!tracker.isFollowing)
        #expect(tracker.span(in: [touch(1, 0, 0)]) == nil)
        #expect(tracker.angle(in: [touch(1, 0, 0)]) == nil)
    }

    @Test func firstTwoKeepsThePairWhenAThirdLands() {
        var tracker = TwoFingerTracker(.firstTwo, slop: 0.17, maximumVelocity: 60, hold: 0.01)
        let fingers = [touch(1, 0, 0), touch(2, 10, 0), touch(3, 0, 10)]
        #expect(follow(&tracker, Array(fingers.prefix(2))) == true)
        #expect(follow(&tracker, fingers) == false)
        #expect(tracker.followed == [TouchID(1), TouchID(2)])
        #expect(tracker.angle(in: fingers) == 0)
        // The first lifts: the next in landing order joins.
        #expect(follow(&tracker, Array(fingers.dropFirst())) == true)
        #expect(tracker.followed == [TouchID(2), TouchID(3)])
    }

    @Test func allFingersSpansEveryFingerDown() {
        var tracker = TwoFingerTracker(.allFingers, slop: 30, maximumVelocity: 40, hold: 0.01)
        let fingers = [touch(1, 0, 0), touch(2, 100, 0)]
        #expect(follow(&tracker, fingers) == true)
        #expect(tracker.span(in: fingers) == 100)
        let three = fingers + [touch(3, 50, 300)]
        #expect(follow(&tracker, three) == true)
        #expect(tracker.followed.count == 3)
        // A followed finger missing from the touches gives no span.
        #expect(tracker.span(in: fingers) == nil)
        tracker.reset()
        #expect(!tracker.isFollowing)
    }

    @Test func aRotationIgnoresAFingerThatLandsLater() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        d.send(at: 0, [d.sample(1, .began, 100, 400), d.sample(2, .began, 300, 400)])
        d.down(3, 200, 600, at: 0.05)
        // The third finger circles a quarter turn around the first while the pair stays still.
        for step in 1...12 {
            let angle = Double.pi / 2 + Double(step) / 12 * Double.pi / 2
            d.move(3, 100 + 200 * GraspMath.cos(angle), 400 + 200 * GraspMath.sin(angle), at: 0.05 + Double(step) / 120)
        }
        #expect(rotation.rotation == 0)
        #expect(rotation.state == .possible)
        // The second finger turns a quarter turn clockwise around the first: that is the rotation.
        d.move(2, 100, 600, at: 0.2)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(rotation.state == .began)
    }

    @Test func aPinchSpansEveryFingerDown() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        pinch.spanSlop = 0
        let d = GestureTestHost.scenario(pinch)
        d.send(at: 0, [d.sample(1, .began, 100, 400), d.sample(2, .began, 300, 400)])
        d.down(3, 200, 500, at: 0.05)
        // The third finger alone moving away from the others widens the span.
        d.move(3, 200, 700, at: 0.06)
        #expect(pinch.state == .began)
        #expect(pinch.scale > 1)
    }
}
