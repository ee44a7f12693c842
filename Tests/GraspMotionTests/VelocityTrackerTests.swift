// Why this file exists: the specification of the velocity trackers, as tests — the fit, the rest
// and hold checks, the few-sample guard, the clamp and the treatment of bad samples.

import GraspGeometry
@testable import GraspMotion
import Testing

/// Feeds `tracker` samples of `position(t)` every `interval` seconds from `start` to `end` inclusive.
private func feed(_ tracker: inout VelocityTracker, from start: Double, to end: Double, every interval: Double, _ position: (Double) -> Point) {
    var t = start
    while t <= end + 1e-12 {
        tracker.addSample(position(t), at: t)
        t += interval
    }
}

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    @Test("A constant velocity is measured exactly")
    func constantVelocity() {
        var tracker = VelocityTracker()
        feed(&tracker, from: 0, to: 0.2, every: 1.0 / 120) { t in Point(x: 100 + 1000 * t, y: 50 - 300 * t) }
        let v = tracker.velocity(at: tracker.newestSample!.time)
        #expect(abs(v.x - 1000) < 1e-6)
        #expect(abs(v.y + 300) < 1e-6)
    }

    @Test("A constant acceleration is measured exactly at the newest sample (quadratic fit)")
    func constantAcceleration() {
        var tracker = VelocityTracker()
        // x = 200 t + 4000 t², so v(t) = 200 + 8000 t.
        feed(&tracker, from: 0, to: 0.15, every: 0.008) { t in Point(x: 200 * t + 4000 * t * t, y: 0) }
        let last = tracker.newestSample!.time
        let v = tracker.velocity(at: last)
        #expect(abs(v.x - (200 + 8000 * last)) < 1e-6)
        #expect(v.y == 0)
    }

    @Test("Only the last 100 ms count")
    func windowForgetsOlderMotion() {
        var tracker = VelocityTracker()
        // Slow for 300 ms, then 1000 pt/s for the final 100 ms.
        feed(&tracker, from: 0, to: 0.4, every: 0.01) { t in
            t <= 0.3 ? Point(x: 50 * t, y: 0) : Point(x: 15 + 1000 * (t - 0.3), y: 0)
        }
        #expect(abs(tracker.velocity(at: 0.4).x - 1000) < 1e-6)
    }

    @Test("A gap of 40 ms between samples ends the fit: older samples are another movement")
    func gapCutsTheFit() {
        var tracker = VelocityTracker()
        tracker.addSample(Point(x: 0, y: 0), at: 0)
        tracker.addSample(Point(x: -30, y: 0), at: 0.010)
        tracker.addSample(Point(x: 0, y: 0), at: 0.060)
        tracker.addSample(Point(x: 10, y: 0), at: 0.070)
        #expect(abs(tracker.velocity(at: 0.070).x - 1000) < 1e-9)
    }

    @Test("Rest: a newest sample 40 ms or more before the release means zero velocity")
    func restBeforeRelease() {
        var tracker = VelocityTracker()
        feed(&tracker, from: 0, to: 0.1, every: 0.008) { t in Point(x: 1500 * t, y: 0) }
        let last = tracker.newestSample!.time
        #expect(tracker.velocity(at: last + 0.039).x > 1000)
        #expect(tracker.velocity(at: last + 0.040) == .zero)
        #expect(tracker.velocity(at: last + 1) == .zero)
    }

    @Test("Hold then lift: within 2 pt for 30 ms before the release means zero velocity")
    func holdThenLift() {
        var tracker = VelocityTracker()
        feed(&tracker, from: 0, to: 0.1, every: 0.008) { t in Point(x: 1500 * t, y: 0) }
        let stop = tracker.newestSample!
        // Stationary samples with a little wander for 32 ms.
        for (i, wobble) in [0.5, -0.4, 0.3, 0.0].enumerated() {
            tracker.addSample(Point(x: stop.x + wobble, y: 0.2), at: stop.time + 0.008 * Double(i + 1))
        }
        #expect(tracker.velocity(at: stop.time + 0.032) == .zero)
    }

    @Test("Stopped short: a still tail too brief for the hold check, after fast motion, means zero")
    func stoppedShort() {
        var tracker = VelocityTracker()
        feed(&tracker, from: 0, to: 0.1, every: 0.008) { t in Point(x: 1500 * t, y: 0) }
        let stop = tracker.newestSample!
        // 8 ms of stillness: at 1500 pt/s the finger would have moved 12 pt, far beyond 2 × 2 pt.
        tracker.addSample(Point(x: stop.x, y: 0), at: stop.time + 0.008)
        #expect(tracker.velocity(at: stop.time + 0.008) == .zero)
    }

    @Test("A slow finger whose samples stay close together still flings")
    func slowMotionStillFlings() {
        var tracker = VelocityTracker()
        // 125 pt/s: 1 pt per 8 ms sample, so the newest samples lie within 2 pt of each other.
        feed(&tracker, from: 0, to: 0.1, every: 0.008) { t in Point(x: 125 * t, y: 0) }
        let v = tracker.velocity(at: tracker.newestSample!.time)
        #expect(abs(v.x - 125) < 1e-6)
    }

    @Test("Two samples: the slope of the segment")
    func twoSamples() {
        var tracker = VelocityTracker()
        tracker.addSample(Point(x: 0, y: 0), at: 1.000)
        tracker.addSample(Point(x: 12, y: -6), at: 1.008)
        let v = tracker.velocity(at: 1.008)
        #expect(abs(v.x - 1500) < 1e-6)
        #expect(abs(v.y + 750) < 1e-6)
    }

    @Test("Three or four samples: a least-squares line")
    func fewSamplesFitALine() {
        var tracker = VelocityTracker()
        tracker.addSample(Point(x: 0, y: 0), at: 0)
        tracker.addSample(Point(x: 10, y: 0), at: 0.01)
        tracker.addSample(Point(x: 30, y: 0), at: 0.02)
        // Line through (0,0), (0.01,10), (0.02,30): slope 1500.
        #expect(abs(tracker.velocity(at: 0.02).x - 1500) < 1e-6)
    }

    @Test("With few samples the velocity never points against the net displacement")
    func signGuard() {
        var tracker = VelocityTracker()
        for (i, x) in [0.0, 12, 6, 1].enumerated() {
            tracker.addSample(Point(x: x, y: 0), at: 0.008 * Double(i))
        }
        // The fitted line falls, but the samples ended 1 pt to the right of where they began.
        #expect(abs(tracker.velocity(at: 0.024).x - 1 / 0.024) < 1e-9)
    }

    @Test("One sample, or none, gives zero")
    func tooFewSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.addSample(Point(x: 5, y: 5), at: 0)
        #expect(tracker.velocity(at: 0) == .zero)
    }

    @Test("The magnitude is clamped, the direction kept")
    func clamp() {
        var tracker = VelocityTracker(maximumSpeed: 8000)
        feed(&tracker, from: 0, to: 0.05, every: 0.008) { t in Point(x: 30000 * t, y: 40000 * t) }
        let v = tracker.velocity(at: tracker.newestSample!.time)
        #expect(abs(v.magnitude - 8000) < 1e-6)
        #expect(abs(v.x - 4800) < 1e-6)
        #expect(abs(v.y - 6400) < 1e-6)
    }

    @Test("Non-finite samples and samples older than the newest are ignored")
    func badSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.addSample(Point(x: 0, y: 0), at: 0)
        tracker.addSample(Point(x: 10, y: 0), at: 0.01)
        tracker.addSample(Point(x: .nan, y: 0), at: 0.02)
        tracker.addSample(Point(x: 0, y: .infinity), at: 0.02)
        tracker.addSample(Point(x: 20, y: 0), at: .nan)
        tracker.addSample(Point(x: 500, y: 0), at: 0.005)
        #expect(tracker.sampleCount == 2)
        #expect(abs(tracker.velocity(at: 0.01).x - 1000) < 1e-9)
        #expect(tracker.velocity(at: .nan).x == tracker.velocity(at: 0.01).x)
    }

    @Test("A sample at the same time as the newest replaces it")
    func sameTimeReplaces() {
        var tracker = VelocityTracker()
        tracker.addSample(Point(x: 0, y: 0), at: 0)
        tracker.addSample(Point(x: 10, y: 0), at: 0.01)
        tracker.addSample(Point(x: 20, y: 0), at: 0.01)
        #expect(tracker.sampleCount == 2)
        #expect(tracker.newestSample == VelocitySample(time: 0.01, x: 20, y: 0))
    }

    @Test("The ring keeps the most recent samples, oldest first, and reset empties it")
    func ringBuffer() {
        var tracker = VelocityTracker()
        for i in 0..<100 { tracker.addSample(Point(x: Double(i), y: 0), at: Double(i) * 0.001) }
        #expect(tracker.sampleCount == MotionConstants.velocitySampleCapacity)
        #expect(tracker.samples.first?.x == Double(100 - MotionConstants.velocitySampleCapacity))
        #expect(tracker.samples.last?.x == 99)
        tracker.reset()
        #expect(tracker.sampleCount == 0)
        #expect(tracker.velocity(at: 1) == .zero)
    }

    @Test("The ring holds its samples inline: adding them never allocates or moves storage")
    func noReallocation() {
        // The storage is part of the ring's own value, so there is no buffer to reallocate.
        #expect(MemoryLayout<VelocitySampleRing>.size >= MotionConstants.velocitySampleCapacity * MemoryLayout<VelocitySample>.stride)
        var tracker = VelocityTracker()
        for i in 0..<1000 { tracker.addSample(Point(x: Double(i), y: 0), at: Double(i) * 0.008) }
        tracker.reset()
        tracker.addSample(.zero, at: 9)
        #expect(tracker.ring.storage.count == MotionConstants.velocitySampleCapacity)
        #expect(tracker.sampleCount == 1)
    }

    @Test("At 240 Hz the fit uses every sample of the window")
    func highRate() {
        var tracker = VelocityTracker()
        feed(&tracker, from: 0, to: 0.3, every: 1.0 / 240) { t in Point(x: 0, y: 2000 * t - 3000 * t * t) }
        let last = tracker.newestSample!.time
        #expect(abs(tracker.velocity(at: last).y - (2000 - 6000 * last)) < 1e-5)
    }

    @Test("Bad configuration values fall back to the defaults")
    func configurationSanitizes() {
        let c = VelocityTrackerConfiguration(window: -1, restDuration: .nan, holdDuration: 0, holdDistance: -3, maximumSpeed: 0)
        #expect(c.window == MotionConstants.velocityWindow)
        #expect(c.restDuration == MotionConstants.restDuration)
        #expect(c.holdDuration == MotionConstants.holdDuration)
        #expect(c.holdDistance == MotionConstants.holdDistance)
        #expect(c.maximumSpeed == .infinity)
    }
}

@Suite("ScalarVelocityTracker")
struct ScalarVelocityTrackerTests {
    @Test("Measures a changing scale like the 2-D tracker measures an axis")
    func scale() {
        var tracker = ScalarVelocityTracker()
        var t = 0.0
        while t <= 0.2 { tracker.addSample(1 + 2 * t, at: t); t += 0.008 }
        #expect(abs(tracker.velocity(at: t - 0.008) - 2) < 1e-9)
        #expect(tracker.velocity(at: t + 0.05) == 0)
    }

    @Test("The hold check is off by default and uses the given distance when set")
    func holdDistance() {
        var free = ScalarVelocityTracker()
        var held = ScalarVelocityTracker(holdDistance: 0.01)
        for i in 0...10 {
            let t = Double(i) * 0.008
            let angle = i <= 6 ? Double(i) * 0.05 : 0.3
            free.addSample(angle, at: t)
            held.addSample(angle, at: t)
        }
        #expect(free.velocity(at: 0.08) != 0)
        #expect(held.velocity(at: 0.08) == 0)
        free.reset()
        #expect(free.sampleCount == 0)
    }
}

@Suite("Velocity tracker rest boundary")
struct VelocityRestBoundaryTests {
    @Test("A rest of exactly 40 ms before release gives zero, whatever binary rounding does to 0.44 − 0.4")
    func exactRest() {
        var tracker = VelocityTracker()
        for i in 0...40 { tracker.addSample(Point(x: Double(i) * 6, y: 0), at: Double(i) * 0.01) }
        #expect(tracker.velocity(at: 0.4).x > 500)
        #expect(tracker.velocity(at: 0.44) == .zero)
    }
}

/// Steady drags of issue 26: a slow finger has a velocity at every speed and sample rate.
@Suite("Velocity of steady drags")
struct SteadyDragVelocityTests {
    static let speeds: [Double] = [5, 20, 60, 100, 120, 150, 1000]
    static let rates: [Double] = [60, 120, 240]

    /// The sample times of a drag at `rate` Hz lasting `duration` seconds, each moved by up to `jitter`
    /// seconds (a fixed pseudo-random pattern), strictly increasing.
    static func times(rate: Double, duration: Double, jitter: Double) -> [Double] {
        let interval = 1 / rate
        let pattern: [Double] = [0.3, -0.8, 0.9, -0.1, -0.6, 0.7, 0.0, -0.9, 0.5, 0.2, -0.4, 0.8]
        var result: [Double] = []
        var i = 0
        while Double(i) * interval <= duration + 1e-12 {
            let t = Double(i) * interval + (i == 0 ? 0 : jitter * pattern[i % pattern.count])
            result.append(t)
            i += 1
        }
        return result
    }

    @Test("A steady drag reads its speed on every sample after the first few, at 60, 120 and 240 Hz, with and without jitter",
          arguments: rates, [0.0, 0.002])
    func steadyDrag(rate: Double, jitter: Double) {
        for speed in Self.speeds {
            var tracker = VelocityTracker()
            let direction = (x: 0.6, y: -0.8)
            for (i, t) in Self.times(rate: rate, duration: 0.6, jitter: jitter).enumerated() {
                tracker.addSample(Point(x: 40 + speed * direction.x * t, y: 300 + speed * direction.y * t), at: t)
                guard i >= 1 else { continue }
                let v = tracker.velocity(at: t)
                #expect(abs(v.x - speed * direction.x) <= 1e-6 * speed && abs(v.y - speed * direction.y) <= 1e-6 * speed,
                        "\(speed) pt/s at \(rate) Hz (jitter \(jitter)), sample \(i): \(v)")
            }
        }
    }

    @Test("Read between samples (a frame tick), a steady drag still has its speed until the rest check", arguments: rates)
    func readBetweenSamples(rate: Double) {
        for speed in Self.speeds {
            var tracker = VelocityTracker()
            var t = 0.0
            while t <= 0.3 { tracker.addSample(Point(x: speed * t, y: 0), at: t); t += 1 / rate }
            let newest = tracker.newestSample!.time
            for fraction in [0.25, 0.5, 0.9, 0.99] {
                let v = tracker.velocity(at: newest + fraction / rate)
                #expect(abs(v.x - speed) <= 1e-6 * speed, "\(speed) pt/s at \(rate) Hz, read \(fraction) of a frame late: \(v)")
            }
        }
    }

    @Test("A finger that holds still before lifting releases at zero, whatever its speed before", arguments: rates)
    func holdAfterSteadyDrag(rate: Double) {
        for speed in Self.speeds {
            for hold in [0.030, 0.060, 0.150] {
                var tracker = VelocityTracker()
                var t = 0.0
                while t <= 0.4 { tracker.addSample(Point(x: speed * t, y: 0), at: t); t += 1 / rate }
                let stop = tracker.newestSample!
                var h = stop.time + 1 / rate
                while h <= stop.time + hold + 1e-9 { tracker.addSample(Point(x: stop.x, y: 0), at: h); h += 1 / rate }
                let v = tracker.velocity(at: stop.time + hold)
                #expect(v == .zero, "\(speed) pt/s, hold \(hold) s at \(rate) Hz: \(v) window \(String(describing: tracker.samples.suffix(3)))")
            }
        }
    }
}
