import Grasp
import GraspTesting
import Testing

/// The documented bad-input policy (the BadInput article): what the engine does with each kind of
/// nonsense, with the diagnostic it records. Every scenario also runs under the invariant monitor.
@Suite("Bad input policy")
struct BadInputPolicyTests {
    /// A scenario with a pan on the root and the pan's handler calls.
    final class PanScenario {
        let s = Scenario()
        let pan = PanGestureRecognizer(name: "pan")
        var calls: [GestureRecognizerState] = []
        var lastTranslation = Point.zero
        init() {
            pan.addHandler { [unowned self] in
                self.calls.append($0.state)
                self.lastTranslation = $0.translation(in: nil)
            }
            s.root.addGestureRecognizer(pan)
        }
    }

    @Test("A second touch-down for a touch that is down is ignored, with duplicateBegan")
    func duplicateDown() {
        let p = PanScenario()
        p.s.down(10, 10, at: 0)
        p.s.down(200, 200, at: 0.01)
        #expect(p.s.diagnosticKinds == [.duplicateBegan])
        #expect(p.s.engine.activeTouches.map(\.location) == [Point(x: 10, y: 10)])
        #expect(p.s.violations().isEmpty)
    }

    @Test("A move, end or cancel for a touch that is not down is ignored, with unknownTouch")
    func withoutDown() {
        let p = PanScenario()
        p.s.move(10, 10, at: 0)
        p.s.up(10, 10, at: 0.01)
        p.s.send(0.02, [(7, .cancelled, 10, 10)])
        #expect(p.s.diagnosticKinds == [.unknownTouch, .unknownTouch, .unknownTouch])
        #expect(p.s.log.isEmpty && p.s.engine.activeTouches.isEmpty)
        #expect(p.s.violations().isEmpty)
    }

    @Test("A touch-down at a NaN or infinite location is ignored entirely, with nonFiniteLocation")
    func nonFiniteDown() {
        let p = PanScenario()
        p.s.down(.nan, 10, at: 0)
        p.s.down(.infinity, 10, at: 0, id: 2)
        p.s.move(50, 10, at: 0.01)
        #expect(p.s.diagnosticKinds == [.nonFiniteLocation, .nonFiniteLocation, .unknownTouch])
        #expect(p.s.engine.activeTouches.isEmpty && p.s.log.isEmpty)
        #expect(p.s.violations().isEmpty)
    }

    @Test("A NaN move is skipped; a NaN lift still ends the gesture, at the last good location")
    func nonFiniteMoveAndLift() {
        let p = PanScenario()
        p.s.down(10, 10, at: 0)
        p.s.move(40, 10, at: 0.02)
        p.s.move(.nan, .nan, at: 0.03)
        p.s.up(-.infinity, 10, at: 0.04)
        #expect(p.s.diagnosticKinds == [.nonFiniteLocation, .nonFiniteLocation])
        #expect(p.calls == [.began, .ended])
        #expect(p.lastTranslation == Point(x: 30, y: 0))
        #expect(p.s.violations().isEmpty)
    }

    @Test("Coordinates beyond a million points are clamped, with locationClamped, and values stay finite")
    func hugeCoordinates() {
        let p = PanScenario()
        p.s.down(10, 10, at: 0)
        p.s.move(.greatestFiniteMagnitude, 10, at: 0.02)
        p.s.move(-.greatestFiniteMagnitude, -1e300, at: 0.04)
        #expect(p.s.diagnosticKinds == [.locationClamped, .locationClamped])
        #expect(p.calls == [.began, .changed])
        let t = p.pan.translation(in: nil), v = p.pan.velocity(in: nil)
        #expect(t.x.isFinite && t.y.isFinite && v.x.isFinite && v.y.isFinite)
        #expect(abs(t.x) <= 2 * GestureDefaults.maximumCoordinate)
        p.s.up(0, 0, at: 0.05)
        #expect(p.calls == [.began, .changed, .ended])
        #expect(p.s.violations().isEmpty)
    }

    @Test("An event from the past is treated as now, with timeWentBackwards; equal timestamps are fine")
    func timeGoingBackwards() {
        let p = PanScenario()
        p.s.down(10, 10, at: 1)
        p.s.move(30, 10, at: 1)
        p.s.move(50, 10, at: 0.5)
        #expect(p.s.diagnosticKinds == [.timeWentBackwards])
        #expect(p.s.engine.currentTime == 1)
        #expect(p.calls == [.began, .changed])
        p.s.tick(0.2)
        #expect(p.s.diagnosticKinds == [.timeWentBackwards, .timeWentBackwards])
        #expect(p.s.violations().isEmpty)
    }

    @Test("A NaN or infinite timestamp is treated as the current time, with nonFiniteTimestamp")
    func nonFiniteTimestamps() {
        let p = PanScenario()
        p.s.down(10, 10, at: 1)
        p.s.move(30, 10, at: .nan)
        p.s.tick(.infinity)
        #expect(p.s.diagnosticKinds == [.nonFiniteTimestamp, .nonFiniteTimestamp])
        #expect(p.s.engine.currentTime == 1)
        #expect(p.calls == [.began])
        #expect(p.s.violations().isEmpty)
    }

    @Test("A timestamp beyond ±10^10 s is treated as the current time, with timestampOutOfRange")
    func timestampsOutOfRange() {
        let p = PanScenario()
        p.s.down(10, 10, at: 1)
        p.s.move(30, 10, at: -1e300)
        p.s.move(50, 10, at: 2e10)
        p.s.tick(1e300)
        #expect(p.s.diagnosticKinds == [.timestampOutOfRange, .timestampOutOfRange, .timestampOutOfRange])
        #expect(p.s.engine.currentTime == 1)
        #expect(p.calls == [.began, .changed])
        // The largest accepted time is still a time: the engine moves to it.
        p.s.tick(GestureDefaults.maximumTimestamp)
        #expect(p.s.engine.currentTime == GestureDefaults.maximumTimestamp)
        #expect(p.s.diagnosticKinds.count == 3)
        #expect(p.s.violations().isEmpty)
    }

    @Test("Touches that never end are closed by cancelAllTouches: every began gesture hears cancelled")
    func touchesThatNeverEnd() {
        let p = PanScenario()
        p.s.down(10, 10, at: 0)
        p.s.move(40, 10, at: 0.02)
        p.s.engine.cancelAllTouches(at: 5)
        #expect(p.calls == [.began, .cancelled])
        #expect(p.s.engine.activeTouches.isEmpty)
        #expect(p.s.violations().isEmpty)
    }

    @Test("Twenty fingers landing, moving and lifting together make one pan")
    func twentyFingers() {
        let p = PanScenario()
        let ids = Array(0..<20)
        p.s.send(0, ids.map { ($0, .began, Double(10 + 15 * $0), 100) })
        p.s.send(0.02, ids.map { ($0, .moved, Double(40 + 15 * $0), 100) })
        #expect(p.pan.numberOfTouches == 20)
        p.s.send(0.04, ids.map { ($0, .ended, Double(40 + 15 * $0), 100) })
        #expect(p.calls == [.began, .ended])
        #expect(p.s.diagnosticKinds.isEmpty)
        #expect(p.s.violations().isEmpty)
    }

    @Test("A reused id after a lift is a new touch")
    func reusedID() {
        let p = PanScenario()
        p.s.down(10, 10, at: 0)
        p.s.up(10, 10, at: 0.05)
        p.s.down(100, 100, at: 0.1)
        p.s.move(140, 100, at: 0.12)
        #expect(p.calls == [.began])
        #expect(p.pan.translation(in: nil) == Point(x: 40, y: 0))
        #expect(p.s.diagnosticKinds.isEmpty)
        #expect(p.s.violations().isEmpty)
    }

    @Test("The engine keeps the latest 256 diagnostics")
    func diagnosticsAreBounded() {
        let p = PanScenario()
        for i in 0..<300 { p.s.move(0, 0, at: Double(i)) }
        #expect(p.s.engine.diagnostics.count == 256)
        #expect(p.s.engine.diagnostics.last?.timestamp == 299)
    }
}
