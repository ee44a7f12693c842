// Why this file exists: the specification of Android's scroll physics as tests: the fling's distance and
// duration against AOSP's formulas at every velocity of the issue and at 60, 120 and 240 Hz, positions
// on the spline table at arbitrary times (against a table built here independently), the edge, where
// Flutter's approximation differs, the stretch's pull, relax and absorb, and the refusal of bad numbers.

import GraspGeometry
@testable import GraspMotion
import Foundation
import Testing

/// AOSP's formulas, written out here again in pixels (Foundation's math, not the library's).
private func aosp(velocity: Double, density: Double = 1, friction: Double = 0.015) -> (distance: Double, duration: Double) {
    let decel = log(0.78) / log(0.9)
    let coeff = 9.80665 * 39.37 * (density * 160) * 0.84
    let l = log(0.35 * abs(velocity) * density / (friction * coeff))
    let distancePixels = friction * coeff * exp(decel / (decel - 1) * l)
    return (distancePixels / density, exp(l / (decel - 1)))
}

/// OverScroller's SPLINE_POSITION, built again here in Float as AOSP does.
private let floatTable: [Double] = {
    var table = [Double](repeating: 1, count: 101)
    var xMin: Float = 0
    for i in 0..<100 {
        let alpha = Float(i) / 100
        var xMax: Float = 1, x: Float = 0, coef: Float = 0
        while true {
            x = xMin + (xMax - xMin) / 2
            coef = 3 * x * (1 - x)
            let tx = coef * ((1 - x) * 0.175 + x * 0.35) + x * x * x
            if abs(tx - alpha) < 1e-5 { break }
            if tx > alpha { xMax = x } else { xMin = x }
        }
        table[i] = Double(coef * ((1 - x) * 0.5 + x) + x * x * x)
    }
    return table
}()

@Suite("Android physics")
struct AndroidPhysicsTests {
    static let velocities: [Double] = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]

    @Test("Distance and duration are AOSP's formulas, at every density", arguments: velocities)
    func formulas(velocity: Double) throws {
        let expected = aosp(velocity: velocity)
        #expect(abs(AndroidFling.distance(forVelocity: velocity) - expected.distance) < 1e-9 * expected.distance)
        #expect(abs(AndroidFling.duration(forVelocity: velocity) - expected.duration) < 1e-12)
        for density in [0.75, 2.625, 4] {
            let physics = try AndroidScrollPhysics(density: density)
            let dense = aosp(velocity: velocity, density: density)
            #expect(abs(AndroidFling.distance(forVelocity: velocity, physics: physics) - dense.distance) < 1e-9 * dense.distance)
            #expect(abs(dense.distance - expected.distance) < 1e-9 * expected.distance)  // dp: no density
        }
        let stiff = try AndroidScrollPhysics(friction: 0.03)
        #expect(AndroidFling.distance(forVelocity: velocity, physics: stiff) < expected.distance)
        #expect(abs(AndroidFling.distance(forVelocity: velocity, physics: stiff) - aosp(velocity: velocity, friction: 0.03).distance) < 1e-6)
    }

    @Test("A fling sampled at 60, 120 and 240 Hz travels the formula's distance and stops within a frame of its duration",
          arguments: [60.0, 120, 240])
    func sampledFling(rate: Double) throws {
        for velocity in Self.velocities + Self.velocities.map({ -$0 }) {
            let fling = try AndroidFling(offset: 500, velocity: velocity, physics: AndroidScrollPhysics(density: 2.625))
            let expected = aosp(velocity: velocity)
            var frame = 0, last = 500.0
            while fling.offset(at: Double(frame) / rate) != fling.restingOffset { frame += 1 }
            last = fling.offset(at: Double(frame) / rate)
            #expect(abs(abs(last - 500) - expected.distance) < 0.5)
            #expect(abs(Double(frame) / rate - expected.duration) <= 1 / rate)
            // Moving until then, monotonically.
            for f in 1..<frame {
                let a = fling.offset(at: Double(f - 1) / rate), b = fling.offset(at: Double(f) / rate)
                #expect(velocity > 0 ? b > a : b < a)
            }
        }
    }

    @Test("The table is AOSP's (built in Float there) and the position follows it between samples")
    func splineTable() throws {
        let table = AndroidFling.splinePositions
        #expect(table.count == 101 && table[0] < 1e-4 && table[100] == 1)  // AOSP's bisection stops near 0
        for i in 0...100 { #expect(abs(table[i] - floatTable[i]) < 2e-5) }
        for i in 1...100 { #expect(table[i] > table[i - 1]) }
        let fling = try AndroidFling(offset: 0, velocity: 3000)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let t = Double.random(in: 0..<fling.duration, using: &generator)
            let tau = t / fling.splineDuration, index = Int(tau * 100)
            let expected = fling.splineDistance * (floatTable[index] + (tau * 100 - Double(index)) * (floatTable[index + 1] - floatTable[index]))
            #expect(abs(fling.offset(at: t) - expected) < 1e-4 * fling.splineDistance)
            let slope = (floatTable[index + 1] - floatTable[index]) * 100 * fling.splineDistance / fling.splineDuration
            #expect(abs(fling.velocity(at: t) - slope) < 2e-3 * 3000)
        }
        // It starts at the release velocity (the spline's slope at 0 is 1 / INFLEXION) and ends at rest.
        #expect(abs(fling.velocity(at: 0.000_1) - 3000) < 0.02 * 3000)
        #expect(fling.velocity(at: fling.duration * 0.999) < 0.01 * 3000)
        #expect(fling.velocity(at: fling.duration + 0.001) == 0)
        // The inverse is exact.
        for x in stride(from: 0.01, to: 1, by: 0.037) {
            #expect(abs(AndroidFling.fraction(atTime: AndroidFling.time(forFraction: x)) - x) < 1e-12)
        }
    }

    @Test("An edge ends the fling exactly on it, at the crossing time, with the velocity it has there", arguments: [60.0, 120, 240])
    func edge(rate: Double) throws {
        let fling = try AndroidFling(offset: 100, velocity: 6000, bounds: 0...1000)
        let crossing = try #require(fling.edgeCrossingTime)
        #expect(fling.restingOffset == 1000 && fling.duration == crossing && crossing < fling.splineDuration)
        #expect(abs(fling.offset(at: crossing * (1 - 1e-12)) - 1000) < 1e-6)
        #expect(fling.velocityAtEdge > 0 && fling.velocity(at: crossing) == fling.velocityAtEdge)
        #expect(abs(fling.velocityAtEdge - fling.velocity(at: crossing * 0.9999)) < 0.02 * fling.velocityAtEdge)
        // Never past the edge, at any frame.
        for f in 0...Int(crossing * rate) + 2 { #expect(fling.offset(at: Double(f) / rate) <= 1000) }
        let scroll = try ScrollAxisDeceleration(offset: 100, velocity: 6000, android: .standard, bounds: 0...1000)
        #expect(scroll.edgeCrossingTime == crossing && scroll.velocity(at: crossing) == fling.velocityAtEdge)
        #expect(!scroll.isBouncing(at: crossing / 2) && scroll.offset(at: crossing + 1) == 1000)
        // Released past an edge: it settles on the edge.
        let back = try ScrollAxisDeceleration(offset: -40, velocity: 0, android: .standard, bounds: 0...1000)
        #expect(back.restingOffset == 0 && back.androidFling == nil)
    }

    @Test("Flutter's ClampingScrollSimulation: the same distance, a sixth shorter, another path")
    func flutterDiffers() throws {
        let decel = log(0.78) / log(0.9)
        let fling = try AndroidFling(offset: 0, velocity: 4000)
        let flutterDuration = 0.35 * decel * fling.splineDuration
        let flutterDistance = 4000 * flutterDuration / decel
        #expect(abs(flutterDistance - fling.splineDistance) < 1e-6 * fling.splineDistance)
        #expect(abs(flutterDuration / fling.splineDuration - 0.825) < 0.001)
        let t = fling.splineDuration / 2
        let flutterHalf = flutterDistance * (1 - pow(1 - t / flutterDuration, decel))
        #expect(abs(flutterHalf - fling.offset(at: t)) > 10)
    }

    @Test("Bad densities, frictions and velocities are refused, naming the value")
    func refusals() throws {
        for bad in [0.0, -1, .nan, .infinity, -.infinity] {
            #expect(throws: ScrollPhysicsError.self) { try AndroidScrollPhysics(density: bad) }
            #expect(throws: ScrollPhysicsError.self) { try AndroidScrollPhysics(friction: bad) }
            #expect(throws: ScrollPhysicsError.self) { try OverscrollStretch(length: bad) }
            #expect(throws: ScrollPhysicsError.self) { try OverscrollStretch(length: 100, density: bad) }
        }
        do {
            _ = try AndroidScrollPhysics(density: -2)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "AndroidScrollPhysics: density must be a finite number of pixels per point greater than 0, got -2.0")
        }
        do {
            _ = try AndroidScrollPhysics(friction: .nan)
            Issue.record("accepted")
        } catch {
            #expect(error.parameter == "friction" && error.value.isNaN)
        }
        for bad in [Double.nan, .infinity, -.infinity] {
            let error = #expect(throws: ScrollPhysicsError.self) { try AndroidFling(offset: 0, velocity: bad) }
            #expect(error?.parameter == "velocity" && error?.description.hasPrefix("AndroidFling: velocity must be a finite number, got ") == true)
            var stretch = try OverscrollStretch(length: 500)
            _ = try stretch.pull(by: -50, at: 0)
            let before = stretch
            #expect(throws: ScrollPhysicsError.self) { try stretch.pull(by: bad, at: 0.1) }
            #expect(throws: ScrollPhysicsError.self) { try stretch.absorb(velocity: bad, at: 0.1) }
            #expect(stretch == before)
        }
        // A zero velocity is a fling that does not move.
        let still = try AndroidFling(offset: 12, velocity: 0)
        #expect(still.duration == 0 && still.restingOffset == 12)
    }

    // MARK: The stretch

    @Test("A pull consumes the overscroll, capped at the whole length; pulling back consumes the stretch first")
    func pull() throws {
        var stretch = try OverscrollStretch(length: 800, density: 2)
        #expect(try stretch.pull(by: -80, at: 0) == -80)
        #expect(abs(stretch.amount(at: 0) + 0.1) < 1e-12 && stretch.anchor(at: 0) == 0)
        let damped = 0.016 * 0.1 + 0.016 * (1 - exp(-0.1 * M_E / 0.33))
        #expect(abs(stretch.scale(at: 0) - (1 + damped)) < 1e-12)
        // Back by more than the stretch: only the stretch is consumed.
        #expect(abs(try stretch.pull(by: 100, at: 0.1) - 80) < 1e-9)
        #expect(stretch.amount(at: 0.1) == 0 && stretch.scale(at: 0.1) == 1)
        // At the trailing edge, and capped at 1.
        try stretch.pull(by: 2000, at: 0.2)
        #expect(stretch.amount(at: 0.2) == 1 && stretch.anchor(at: 0.2) == 1)
        #expect(abs(stretch.scale(at: 0.2) - (1 + 0.016 + 0.016 * (1 - exp(-M_E / 0.33)))) < 1e-12)
        #expect(OverscrollStretch.dampedStretch(1) < 0.032)
    }

    @Test("Released, the stretch relaxes on the spring, then linearly near rest; the same at 60, 120 and 240 Hz",
          arguments: [60.0, 120, 240])
    func relax(rate: Double) throws {
        var stretch = try OverscrollStretch(length: 800, density: 2.625)
        try stretch.pull(by: -120, at: 1)
        stretch.release(at: 1)
        let rest = try #require(stretch.restTime)
        // The underdamped spring from rest speed: x(t) = x₀e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
        let omega = 24.657, zeta = 0.98, wd = omega * (1 - zeta * zeta).squareRoot()
        let x0 = 120 * 2.625
        for ms in [5.0, 20, 50, 100] {
            let t = ms / 1000
            let x = x0 * exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
            guard x >= 8 else { continue }
            #expect(abs(-stretch.amount(at: 1 + t) * 800 * 2.625 - x) < 1e-6)
        }
        // Ends between 0.2 and 0.6 s later, the last 8 px at most linearly at 200 px/s.
        #expect(rest - 1 > 0.2 && rest - 1 < 0.6)
        let near = -stretch.amount(at: rest - 0.01) * 800 * 2.625
        #expect(abs(near - 2) < 1e-6)
        // Sampled at the rate: decreasing to rest, inactive from the first frame at or after rest.
        var previous = stretch.amount(at: 1)
        var frame = 1
        while stretch.isActive(at: 1 + Double(frame) / rate) {
            let a = stretch.amount(at: 1 + Double(frame) / rate)
            #expect(a >= previous && a <= 0)
            previous = a
            frame += 1
        }
        #expect(1 + Double(frame) / rate >= rest && 1 + Double(frame - 1) / rate < rest)
        #expect(stretch.amount(at: rest) == 0 && stretch.scale(at: rest + 1) == 1)
    }

    @Test("A fling absorbed at the edge (its velocity × 13) stretches, then relaxes; a touch catches it", arguments: [60.0, 120, 240])
    func absorb(rate: Double) throws {
        var stretch = try OverscrollStretch(length: 900, density: 2)
        try stretch.absorb(velocity: 1500, at: 2)
        #expect(stretch.amount(at: 1.9) == 0 && stretch.amount(at: 2) == 0)
        // Starting out at 13 × 1500 pt/s = 39,000 px/s.
        let h = 1e-6
        #expect(abs(stretch.amount(at: 2 + h) * 1800 / h - 39_000) < 10)
        var peak = 0.0, frame = 0
        while stretch.isActive(at: 2 + Double(frame) / rate) {
            peak = max(peak, stretch.amount(at: 2 + Double(frame) / rate))
            frame += 1
        }
        #expect(peak > 0.2 && peak < 0.35)
        #expect(stretch.anchor(at: 2.05) == 1)
        // A very fast one is held at the whole length, then relaxes.
        var hard = try OverscrollStretch(length: 300)
        try hard.absorb(velocity: -8000, at: 0)
        let clamped = (0...200).map { hard.amount(at: Double($0) / 1000) }
        #expect(clamped.min()! < -0.99 && clamped.allSatisfy { $0 >= -1 && $0 <= 0 })
        #expect(try #require(hard.restTime) < 1.5)
        // Caught by a finger mid-relaxation, it holds where it was.
        let t = 2 + 0.05
        let shown = stretch.amount(at: t)
        try stretch.pull(by: 0, at: t)
        #expect(stretch.isHeld && stretch.amount(at: t + 1) == shown)
    }
}
