// Why this file exists: the synthetic half of the benchmark. Each trajectory is a known motion with a
// known release velocity; sampling it at a given rate, phase, noise and timestamp jitter gives the
// samples every estimator sees.

import Foundation
import GraspGeometry
import GraspMotion

/// A synthetic gesture with a known release velocity.
struct Trajectory: Sendable {
    /// The name used in the tables.
    let name: String
    /// The family it belongs to, for the per-family table.
    let family: String
    /// How long the finger moves, in seconds.
    let motionDuration: Double
    /// The position at time t (0 ≤ t ≤ motionDuration) along a unit direction, before rotation.
    let position: @Sendable (Double) -> Point
    /// The velocity at time t.
    let velocity: @Sendable (Double) -> Point
    /// How long the finger holds still before lifting (0: lifts while moving).
    var hold: Double = 0
    /// Whether the digitizer keeps reporting the still finger during the hold.
    var stationarySamples: Bool = false
    /// If set, the gesture has exactly this many samples (a very short flick).
    var sampleCount: Int? = nil

    /// The release velocity the estimators should report, given the last sample's true time.
    func truth(lastSampleTime: Double) -> Point {
        hold > 0 ? .zero : velocity(lastSampleTime)
    }
}

/// One sampled trial: the samples, the release time and the true release velocity.
struct Trial {
    var samples: [VelocitySample]
    var release: Double
    var truth: Point
    /// The finger's mean velocity over its last 40 ms of motion (what a user feels as "the end of the
    /// flick", the yardstick of issue 18's recordings); zero after a hold.
    var recentVelocity: Point = .zero
}

extension Trajectory {
    /// A straight motion with the given speed profile `speed(t)` and its integral `distance(t)`.
    static func straight(_ name: String, family: String, duration: Double, distance: @escaping @Sendable (Double) -> Double, speed: @escaping @Sendable (Double) -> Double) -> Trajectory {
        Trajectory(name: name, family: family, motionDuration: duration,
                   position: { Point(x: distance($0), y: 0) }, velocity: { Point(x: speed($0), y: 0) })
    }

    /// Every trajectory of the benchmark.
    static let all: [Trajectory] = {
        var list: [Trajectory] = []
        for v in [300.0, 1500, 4000] {
            list.append(.straight("constant \(Int(v))", family: "constant", duration: 0.25, distance: { v * $0 }, speed: { _ in v }))
        }
        // 300 → 3000 pt/s over 250 ms, and 3000 → 500 pt/s.
        list.append(.straight("accelerating", family: "accelerating", duration: 0.25,
                              distance: { 300 * $0 + 0.5 * 10800 * $0 * $0 }, speed: { 300 + 10800 * $0 }))
        list.append(.straight("decelerating", family: "decelerating", duration: 0.25,
                              distance: { 3000 * $0 - 0.5 * 10000 * $0 * $0 }, speed: { 3000 - 10000 * $0 }))
        // 1500 pt/s forward, then in the last 60 ms the velocity swings smoothly to −1500 pt/s.
        let turn = 0.19, swing = 0.06
        list.append(.straight("reversal (last 60 ms)", family: "reversal", duration: turn + swing,
                              distance: { t in t <= turn ? 1500 * t : 1500 * turn + 1500 * swing / Double.pi * sin(Double.pi * (t - turn) / swing) },
                              speed: { t in t <= turn ? 1500 : 1500 * cos(Double.pi * (t - turn) / swing) }))
        for hold in [0.020, 0.060, 0.150] {
            for stationary in [false, true] {
                var t = Trajectory.straight("hold \(Int(hold * 1000)) ms\(stationary ? ", samples" : "")", family: "hold", duration: 0.25,
                                            distance: { 1200 * $0 }, speed: { _ in 1200 })
                t.hold = hold
                t.stationarySamples = stationary
                list.append(t)
            }
        }
        for n in [2, 3, 4] {
            var t = Trajectory.straight("\(n)-sample flick", family: "short flick", duration: 1, distance: { 1500 * $0 }, speed: { _ in 1500 })
            t.sampleCount = n
            list.append(t)
        }
        // A quarter circle of radius 150 pt at 1200 pt/s.
        let r = 150.0, w = 1200 / r
        list.append(Trajectory(name: "curved arc", family: "curved", motionDuration: (Double.pi / 2) / w,
                               position: { Point(x: r * sin(w * $0), y: r - r * cos(w * $0)) },
                               velocity: { Point(x: r * w * cos(w * $0), y: r * w * sin(w * $0)) }))
        return list
    }()

    /// The flings whose end the tracker must follow (issue 18): a finger that levels off before
    /// lifting, and one that reverses late. Kept apart from ``all`` so that the figures of the original
    /// set stay comparable from run to run; their seeds follow the original cells'.
    static let flingEnds: [Trajectory] = {
        var list: [Trajectory] = []
        /// Constant `v0` until `start`, then the speed eases from `v0` to `v1` over `length` seconds along
        /// half a cosine (no acceleration at either end: the finger levels off).
        func eased(_ name: String, family: String, v0: Double, v1: Double, start: Double, length: Double) -> Trajectory {
            .straight(name, family: family, duration: start + length,
                      distance: { t in
                          if t <= start { return v0 * t }
                          let s = t - start
                          return v0 * start + (v0 + v1) / 2 * s + (v0 - v1) / 2 * length / Double.pi * sin(Double.pi * s / length)
                      },
                      speed: { t in t <= start ? v0 : v1 + (v0 - v1) / 2 * (1 + cos(Double.pi * (t - start) / length)) })
        }
        list.append(eased("level-off 2000 → 500 (last 50 ms)", family: "level-off", v0: 2000, v1: 500, start: 0.2, length: 0.05))
        list.append(eased("level-off 3000 → 1200 (last 40 ms)", family: "level-off", v0: 3000, v1: 1200, start: 0.21, length: 0.04))
        // Exponential slowing towards 400 pt/s with a 25 ms time constant over the last 80 ms (≈ 485 pt/s at the lift).
        let tau = 0.025, start = 0.17
        list.append(.straight("ease-out 2500 → 400 (τ 25 ms)", family: "level-off", duration: 0.25,
                              distance: { t in t <= start ? 2500 * t : 2500 * start + 400 * (t - start) + 2100 * tau * (1 - exp(-(t - start) / tau)) },
                              speed: { t in t <= start ? 2500 : 400 + 2100 * exp(-(t - start) / tau) }))
        // A gradual ease-out, as in the phone recordings: from 2400 pt/s towards 300 pt/s with a 60 ms time
        // constant over the last 150 ms (≈ 470 pt/s at the lift).
        let slowTau = 0.060, slowStart = 0.10
        list.append(.straight("gradual ease-out 2400 → 300 (τ 60 ms)", family: "level-off", duration: 0.25,
                              distance: { t in t <= slowStart ? 2400 * t : 2400 * slowStart + 300 * (t - slowStart) + 2100 * slowTau * (1 - exp(-(t - slowStart) / slowTau)) },
                              speed: { t in t <= slowStart ? 2400 : 300 + 2100 * exp(-(t - slowStart) / slowTau) }))
        // Speed falling linearly from 1500 to 300 pt/s in the last 40 ms.
        list.append(.straight("slowing 1500 → 300 (last 40 ms)", family: "level-off", duration: 0.25,
                              distance: { t in t <= 0.21 ? 1500 * t : 1500 * 0.21 + 1500 * (t - 0.21) - 15000 * (t - 0.21) * (t - 0.21) },
                              speed: { t in t <= 0.21 ? 1500 : 1500 - 30000 * (t - 0.21) }))
        list.append(eased("late reversal 1500 → −500 (last 40 ms)", family: "late reversal", v0: 1500, v1: -500, start: 0.21, length: 0.04))
        list.append(eased("late reversal 1200 → −800 (last 30 ms)", family: "late reversal", v0: 1200, v1: -800, start: 0.22, length: 0.03))
        return list
    }()

    /// Samples this trajectory at `rate` Hz with a random phase and direction, Gaussian position
    /// noise of `noise` pt per axis and timestamps jittered uniformly by ±`jitter` s.
    func trial(rate: Double, noise: Double, jitter: Double, random: inout SeededGenerator) -> Trial {
        let dt = 1 / rate
        let phase = random.uniform(0, dt)
        let angle = random.uniform(0, 2 * Double.pi)
        let c = cos(angle), s = sin(angle)
        func rotate(_ p: Point) -> Point { Point(x: c * p.x - s * p.y, y: s * p.x + c * p.y) }
        let lastMotionSample: Int
        if let n = sampleCount {
            lastMotionSample = n - 1
        } else {
            lastMotionSample = Int(((motionDuration - phase) / dt).rounded(.down))
        }
        let motionEnd = phase + Double(lastMotionSample) * dt
        var trueTimes: [Double] = (0...lastMotionSample).map { phase + Double($0) * dt }
        let release = hold > 0 ? motionEnd + hold : motionEnd
        if hold > 0, stationarySamples {
            var t = motionEnd + dt
            while t <= release + 1e-12 { trueTimes.append(t); t += dt }
        }
        var samples: [VelocitySample] = []
        samples.reserveCapacity(trueTimes.count)
        for t in trueTimes {
            var p = rotate(position(min(t, motionEnd)))
            if noise > 0 { p.x += noise * random.gaussian(); p.y += noise * random.gaussian() }
            let reported = jitter > 0 ? t + random.uniform(-jitter, jitter) : t
            samples.append(VelocitySample(time: reported, x: p.x, y: p.y))
        }
        let releaseReported = hold > 0 ? release : samples[samples.count - 1].time
        let recentStart = max(0, motionEnd - 0.040)
        let recent = hold > 0 || motionEnd <= recentStart ? Point.zero
            : rotate((position(motionEnd) - position(recentStart)) / (motionEnd - recentStart))
        return Trial(samples: samples, release: releaseReported, truth: rotate(truth(lastSampleTime: motionEnd)), recentVelocity: recent)
    }
}
