// Why this file exists: the specification of a scroll view's release motion, as tests — each a release
// in and an outcome out: UIKit's deceleration-rate semantics, the resting offset and stop time, the same
// offsets at 60, 120, 240 Hz and under an irregular tick pattern, the bounce at the solved edge-crossing
// time with continuous velocity, the spring back from past an edge, the snapping hook, and the refusal
// of NaN and infinite inputs.

import GraspGeometry
@testable import GraspMotion
import Testing

/// The offsets a host ticking at the given times would show.
private func offsets(of motion: ScrollAxisDeceleration, at times: [Double]) -> [Double: Double] {
    var shown: [Double: Double] = [:]
    for t in times { shown[t] = motion.offset(at: t) }
    return shown
}

/// Frame times at `rate` Hz from 0 to `end`.
private func ticks(rate: Double, until end: Double) -> [Double] {
    (0...Int((end * rate).rounded(.up))).map { Double($0) / rate }
}

@Suite("ScrollAxisDeceleration")
struct ScrollDecelerationTests {
    @Test("Velocity keeps the rate per millisecond, as UIKit's decelerationRate", arguments: [DecelerationRate.normal, .fast, DecelerationRate(rawValue: 0.995)!])
    func rateSemantics(rate: DecelerationRate) throws {
        let glide = try ScrollAxisDeceleration(offset: 100, velocity: 3000, rate: rate)
        for ms in [1.0, 10, 100, 250] {
            let t = ms / 1000
            guard t < glide.duration else { continue }
            let expected = 3000 * GraspMath.pow(rate.rawValue, ms)
            #expect(abs(glide.velocity(at: t) - expected) < 1e-9 * 3000)
        }
        // The offset is the velocity's integral: 100 + v₀(rate^(1000t) − 1)/k.
        let t = min(0.2, glide.duration / 2)
        let k = rate.decayConstant
        #expect(abs(glide.offset(at: t) - (100 + 3000 * (GraspMath.exp(k * t) - 1) / k)) < 1e-9)
    }

    @Test("The glide stops where it is at 2 pt/s: resting offset and end time known at the release")
    func restingOffsetAndEnd() throws {
        let glide = try ScrollAxisDeceleration(offset: 0, velocity: 2000, rate: .normal)
        let k = DecelerationRate.normal.decayConstant
        let stop = MotionConstants.decelerationStopSpeed
        #expect(abs(glide.duration - GraspMath.log(stop / 2000) / k) < 1e-12)
        #expect(abs(glide.duration - 3.45) < 0.01)
        // Resting offset: the ideal projection v₀/|k| less the stop speed's share s/|k|.
        #expect(abs(glide.restingOffset - (2000 - stop) / -k) < 1e-9)
        #expect(abs(glide.velocity(at: glide.duration - 1e-9) - stop) < 1e-3)
        #expect(glide.velocity(at: glide.duration) == 0)
        // No jump at the stop.
        #expect(abs(glide.offset(at: glide.duration - 1e-9) - glide.restingOffset) < 1e-6)
        #expect(glide.offset(at: glide.duration + 5) == glide.restingOffset)
        #expect(glide.edgeCrossingTime == nil)
        // The fast rate stops sooner and nearer.
        let quick = try ScrollAxisDeceleration(offset: 0, velocity: 2000, rate: .fast)
        #expect(quick.duration < 0.7 && quick.restingOffset < 200)
        // Already slower than the stop speed: nothing moves.
        let still = try ScrollAxisDeceleration(offset: 42, velocity: 1.5)
        #expect(still.duration == 0 && still.restingOffset == 42 && still.offset(at: 1) == 42)
    }

    @Test("Same offsets at 60, 120, 240 Hz and under an irregular tick pattern")
    func rateIndependence() throws {
        let motions = [
            try ScrollAxisDeceleration(offset: 1200, velocity: 2600, rate: .normal, bounds: 0...4000),
            try ScrollAxisDeceleration(offset: 3700, velocity: 3000, rate: .normal, bounds: 0...4000),   // bounces
            try ScrollAxisDeceleration(offset: -80, velocity: -400, rate: .normal, bounds: 0...4000),   // springs back
            try ScrollAxisDeceleration(offset: 100, velocity: 1500, target: 600, rate: .fast, bounds: 0...4000),   // snaps
        ]
        for motion in motions {
            let end = motion.duration + 0.1
            let at60 = offsets(of: motion, at: ticks(rate: 60, until: end))
            let at120 = offsets(of: motion, at: ticks(rate: 120, until: end))
            let at240 = offsets(of: motion, at: ticks(rate: 240, until: end))
            // Irregular: frames of 4 to 33 ms in a repeating pattern, passing through every 1/60 s.
            var irregular: [Double] = []
            let pattern = [0.004, 0.011, 0.0016667, 0.033, 0.0083333]
            var t = 0.0, i = 0
            while t < end { irregular.append(t); t += pattern[i % pattern.count]; i += 1 }
            irregular += ticks(rate: 60, until: end)
            let atIrregular = offsets(of: motion, at: irregular)
            for frame in 0...Int((end * 60).rounded(.down)) {
                let t60 = Double(frame) / 60
                let reference = at60[t60]!
                #expect(abs(at120[Double(2 * frame) / 120]! - reference) < 1e-9)
                #expect(abs(at240[Double(4 * frame) / 240]! - reference) < 1e-9)
                #expect(abs(atIrregular[t60]! - reference) < 1e-9)
            }
        }
    }

    @Test("A flick that will cross an edge reaches it at the solved time and carries its velocity into the bounce")
    func edgeCrossing() throws {
        let glide = try ScrollAxisDeceleration(offset: 3700, velocity: 3000, rate: .normal, bounds: 0...4000)
        let crossing = try #require(glide.edgeCrossingTime)
        // Solved: 3700 + 3000(e^(kt) − 1)/k = 4000.
        let k = DecelerationRate.normal.decayConstant
        #expect(abs(crossing - GraspMath.log(1 + k * 300 / 3000) / k) < 1e-12)
        #expect(abs(glide.offset(at: crossing) - 4000) < 1e-9)
        // Continuous position and velocity through the crossing.
        let before = glide.velocity(at: crossing - 1e-7), after = glide.velocity(at: crossing + 1e-7)
        let atCrossing = 3000 * GraspMath.exp(k * crossing)
        #expect(abs(before - atCrossing) < 0.01)
        #expect(abs(after - atCrossing) < 0.01)
        #expect(abs(glide.offset(at: crossing + 1e-7) - glide.offset(at: crossing - 1e-7)) < 1e-3)
        // It goes past the edge, comes back, and rests exactly on it.
        let peak = stride(from: crossing, to: glide.duration, by: 0.001).map { glide.offset(at: $0) }.max()!
        #expect(peak > 4010)
        #expect(glide.restingOffset == 4000)
        #expect(glide.offset(at: glide.duration) == 4000)
        #expect(glide.isBouncing(at: crossing + 0.05))
        // A glide that stops short of the edge never bounces.
        let short = try ScrollAxisDeceleration(offset: 1000, velocity: 3000, rate: .normal, bounds: 0...4000)
        #expect(short.edgeCrossingTime == nil && short.restingOffset < 4000)
    }

    @Test("Released past an edge: the spring starts with the release velocity and settles on the edge")
    func springBack() throws {
        let release = try ScrollAxisDeceleration(offset: -60, velocity: -250, rate: .normal, bounds: 0...4000)
        #expect(release.edgeCrossingTime == 0)
        #expect(abs(release.velocity(at: 1e-9) + 250) < 1e-3)
        #expect(release.offset(at: 1e-9) < -60)   // still moving outwards at first
        #expect(release.restingOffset == 0)
        #expect(release.offset(at: release.duration) == 0)
        // Critically damped: never crosses back over the edge into the content.
        for t in stride(from: 0.0, through: release.duration, by: 0.005) { #expect(release.offset(at: t) <= 1e-9) }
    }

    @Test("Snapping: a replaced target is landed on exactly, from the release velocity")
    func snapping() throws {
        let glide = try ScrollDeceleration(offset: Point(x: 0, y: 1200), velocity: Point(x: 0, y: 2500), verticalBounds: 0...40000)
        var target = glide.restingOffset
        target.y = (target.y / 60).rounded() * 60
        let snapped = try glide.retargeted(to: target)
        #expect(snapped.offset(at: snapped.duration) == target)
        #expect(snapped.restingOffset == target)
        // The release velocity is kept (a glide with a solved decay constant).
        #expect(abs(snapped.velocity(at: 1e-9).y - 2500) < 0.01)
        // Monotonic glide, no overshoot.
        var previous = 1200.0
        for t in stride(from: 0.0, through: snapped.duration, by: 0.01) {
            let y = snapped.offset(at: t).y
            #expect(y >= previous - 1e-9 && y <= target.y + 1e-9)
            previous = y
        }
        // A target behind the velocity is reached by a spring that starts with the release velocity.
        let back = try ScrollAxisDeceleration(offset: 500, velocity: 800, target: 300, rate: .normal, bounds: 0...4000)
        #expect(abs(back.velocity(at: 1e-9) - 800) < 0.1)
        #expect(back.offset(at: back.duration) == 300)
        // A target past the bounds lands on the edge.
        let beyond = try ScrollAxisDeceleration(offset: 500, velocity: 800, target: 9000, rate: .normal, bounds: 0...4000)
        #expect(beyond.restingOffset == 4000 && beyond.offset(at: beyond.duration + 1) == 4000)
    }

    @Test("Each axis decelerates and bounces on its own")
    func twoAxes() throws {
        let glide = try ScrollDeceleration(offset: Point(x: 10, y: 3900), velocity: Point(x: -300, y: 2000),
                                           horizontalBounds: 0...500, verticalBounds: 0...4000)
        #expect(glide.horizontal.edgeCrossingTime != nil && glide.vertical.edgeCrossingTime != nil)
        #expect(glide.restingOffset == Point(x: 0, y: 4000))
        #expect(glide.duration == max(glide.horizontal.duration, glide.vertical.duration))
        #expect(glide.offset(at: 0.1) == Point(x: glide.horizontal.offset(at: 0.1), y: glide.vertical.offset(at: 0.1)))
    }

    @Test("NaN and infinite inputs are refused with a diagnostic naming the parameter and the value")
    func badInput() {
        #expect(throws: ScrollPhysicsError(type: "ScrollAxisDeceleration", parameter: "velocity", value: .infinity)) {
            try ScrollAxisDeceleration(offset: 0, velocity: .infinity)
        }
        do {
            _ = try ScrollAxisDeceleration(offset: .nan, velocity: 10)
            Issue.record("NaN offset accepted")
        } catch {
            #expect(error.parameter == "offset" && error.value.isNaN)
            #expect(error.description == "ScrollAxisDeceleration: offset must be a finite number, got nan")
        }
        #expect(throws: ScrollPhysicsError.self) { try ScrollAxisDeceleration(offset: 0, velocity: 10, bounds: Double.infinity...Double.infinity) }
        #expect(throws: ScrollPhysicsError.self) { try ScrollAxisDeceleration(offset: 0, velocity: 10, target: .nan) }
        do {
            _ = try ScrollDeceleration(offset: .zero, velocity: Point(x: 0, y: -.infinity))
            Issue.record("infinite velocity accepted")
        } catch {
            #expect(error.description == "ScrollDeceleration: y.velocity must be a finite number, got -inf")
        }
        // Rates: RawRepresentable's failable init, and a throwing one that says why.
        #expect(DecelerationRate(rawValue: 1) == nil)
        #expect(DecelerationRate(rawValue: 0) == nil)
        #expect(DecelerationRate(rawValue: .nan) == nil)
        #expect(DecelerationRate(rawValue: 0.998) == .normal)
        do {
            _ = try DecelerationRate(validating: 1.2)
            Issue.record("rate 1.2 accepted")
        } catch {
            #expect(error.description == "DecelerationRate: rawValue must be a fraction per millisecond strictly between 0 and 1, got 1.2")
        }
    }

    @Test("Run by an Animator: a touch stops the glide at the exact offset of that instant, whatever the tick rate", arguments: [60.0, 120, 240])
    func caughtByATouch(rate: Double) throws {
        let glide = try ScrollDeceleration(offset: Point(x: 0, y: 3600), velocity: Point(x: 0, y: 2400), verticalBounds: 0...4000)
        let animator = Animator(value: glide.offset(at: 0))
        animator.run(glide, startingAt: 10)
        var t = 10.0
        while t < 10.4 { t += 1 / rate; animator.tick(t) }
        // The touch lands between frames, while the content is bouncing past the bottom edge.
        let touch = 10.4 + 0.3 / rate
        let caught = animator.stop(at: touch)
        #expect(caught.value == glide.offset(at: touch - 10))
        #expect(caught.velocity == glide.velocity(at: touch - 10))
        #expect(glide.vertical.isBouncing(at: touch - 10))
        // A drag from there starts on the content, without a jump.
        let drag = try ScrollAxisDrag(startOffset: caught.value.y, bounds: 0...4000, dimension: 800)
        #expect(abs(drag.offset(forTranslation: 0) - caught.value.y) < 1e-9)
    }

    @Test("The stop speed leaves DecayAnimation's default glide unchanged")
    func decayDefaultUnchanged() {
        let decay = DecayAnimation(from: 0.0, initialVelocity: 2000)
        #expect(decay.stopSpeed == 0)
        #expect(abs(decay.projection - 2000 / -DecelerationRate.normal.decayConstant) < 1e-9)
        #expect(decay.value(at: 1) < decay.projection)
    }
}
