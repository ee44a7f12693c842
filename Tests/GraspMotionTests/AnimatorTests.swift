// Why this file exists: the specification of the animator as tests — interruption and retargeting
// keep value and velocity continuous, positions do not depend on the frame rate, and completions
// report how an animation ended.

import GraspGeometry
import GraspMotion
import Testing

@Suite("Animator")
struct AnimatorTests {
    @Test("Stopping returns the exact presentation value and velocity at that time")
    func stopIsExact() {
        let box = Animator(value: Point(x: 0, y: 0))
        box.decay(initialVelocity: Point(x: 2400, y: -600), at: 1.0)
        box.tick(1.016)
        box.tick(1.033)
        let reference = DecayAnimation(from: Point(x: 0, y: 0), initialVelocity: Point(x: 2400, y: -600))
        let caught = box.stop(at: 1.0405)
        let expected = reference.state(at: 0.0405)
        #expect(caught.value.distance(to: expected.value) < 1e-9)
        #expect(caught.velocity.distance(to: expected.velocity) < 1e-9)
        #expect(box.value == caught.value)
        #expect(!box.isAnimating)
        #expect(box.state(at: 5).value == caught.value)
        #expect(box.state(at: 5).velocity == .zero)
    }

    @Test("Retargeting mid-flight keeps value and velocity continuous to 1e-9", arguments: [0.05, 0.2, 0.45])
    func retargetIsContinuous(at time: Double) {
        let a = Animator(value: 0.0)
        a.spring(to: 300, parameters: SpringParameters(response: 0.5, dampingRatio: 0.6), at: 0)
        let before = a.state(at: time)
        a.spring(to: -100, parameters: SpringParameters(response: 0.3, dampingRatio: 1), at: time)
        let after = a.state(at: time)
        #expect(abs(after.value - before.value) < 1e-9)
        #expect(abs(after.velocity - before.velocity) < 1e-9)
        // Just after, the new motion starts from there.
        let h = 1e-7
        #expect(abs(a.state(at: time + h).value - (before.value + before.velocity * h)) < 1e-6)
    }

    @Test("Decay handed to a spring, and a spring handed to a decay, are continuous")
    func handOffs() {
        let a = Animator(value: Point(x: 0, y: 0))
        a.decay(initialVelocity: Point(x: 1000, y: 500), at: 0)
        let mid = a.state(at: 0.12)
        a.spring(to: Point(x: 50, y: 50), at: 0.12)
        #expect(a.state(at: 0.12).value.distance(to: mid.value) < 1e-9)
        #expect(a.state(at: 0.12).velocity.distance(to: mid.velocity) < 1e-9)
        let later = a.state(at: 0.3)
        a.decay(at: 0.3)   // carries the spring's current velocity on
        #expect(a.state(at: 0.3).value.distance(to: later.value) < 1e-9)
        #expect(a.state(at: 0.3).velocity.distance(to: later.velocity) < 1e-9)
    }

    @Test("Flick, catch, release: stops exactly where it is, then carries on with the new velocity")
    func flickCatchRelease() {
        let box = Animator(value: Point(x: 100, y: 100))
        box.decay(initialVelocity: Point(x: 1500, y: 0), at: 0)
        let caught = box.stop(at: 0.25)
        #expect(box.value == caught.value)
        box.decay(initialVelocity: Point(x: -800, y: 0), at: 0.6)
        #expect(box.state(at: 0.6).value == caught.value)
        #expect(box.state(at: 0.6).velocity == Point(x: -800, y: 0))
    }

    @Test("Ticking at 30, 60, 120 or 240 Hz gives the same positions at the same times")
    func frameRateIndependence() {
        func positions(rate: Double) -> [Double: Point] {
            let a = Animator(value: Point(x: 0, y: 0))
            a.spring(to: Point(x: 400, y: 100), parameters: SpringParameters(response: 0.4, dampingRatio: 0.7), at: 0)
            var recorded: [Double: Point] = [:]
            let frames = Int(rate)   // one second
            for frame in 0...frames {
                let t = Double(frame) / rate
                a.tick(t)
                if frame % Int(rate / 30) == 0 { recorded[Double(frame / Int(rate / 30)) / 30] = a.value }
                if frame == frames / 2 {   // interrupt and retarget mid-way at the same instant for all rates
                    a.spring(to: Point(x: -50, y: 0), at: t)
                }
            }
            return recorded
        }
        let reference = positions(rate: 30)
        for rate in [60.0, 120, 240] {
            let other = positions(rate: rate)
            for (t, p) in reference { #expect(other[t]!.distance(to: p) < 1e-9, "rate \(rate) at \(t)") }
        }
    }

    @Test("Completion: true when an animation finishes, false when stopped or replaced")
    func completions() {
        var log: [String] = []
        let a = Animator(value: 0.0)
        a.animate(to: 10, duration: 0.2, at: 0) { log.append("first \($0)") }
        a.animate(to: 20, duration: 0.2, at: 0.1) { log.append("second \($0)") }
        a.tick(0.2)
        #expect(a.isAnimating)
        a.tick(0.31)
        #expect(!a.isAnimating)
        #expect(a.value == 20)
        a.spring(to: 0, at: 1) { log.append("third \($0)") }
        a.stop(at: 1.1)
        #expect(log == ["first false", "second true", "third false"])
    }

    @Test("stop() without a time stops at the latest tick")
    func stopAtLatestTick() {
        let a = Animator(value: 0.0)
        a.spring(to: 100, at: 0)
        a.tick(0.1)
        let expected = SpringAnimation(from: 0.0, to: 100).state(at: 0.1)
        let caught = a.stop()
        #expect(abs(caught.value - expected.value) < 1e-9)
        #expect(abs(caught.velocity - expected.velocity) < 1e-9)
    }

    @Test("onChange reports every ticked value")
    func onChange() {
        var seen: [Double] = []
        let a = Animator(value: 0.0)
        a.onChange = { seen.append($0) }
        a.animate(to: 1, duration: 1, curve: .linear, at: 0)
        a.tick(0.5)
        a.tick(1)
        #expect(seen == [0.5, 1])
        a.jump(to: 3)
        #expect(seen.last == 3 && a.value == 3)
    }
}
