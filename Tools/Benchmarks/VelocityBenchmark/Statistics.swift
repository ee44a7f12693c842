// Why this file exists: the benchmark reports the same figures for every estimator and every group of
// trials; `Tally` accumulates them and formats the percentiles.

import Foundation
import GraspGeometry
import GraspMotion

/// The figures of one estimator over a group of trials.
struct Tally {
    /// Relative errors |v − truth| / |truth| of trials whose truth is not zero.
    var relativeErrors: [Double] = []
    /// |landing(v) − landing(truth)| in points, normal deceleration, every trial.
    var landingErrors: [Double] = []
    /// Trials whose truth is not zero, and of those, estimates pointing against it.
    var movingTrials = 0, signErrors = 0
    /// Trials whose truth is zero, and of those, estimates faster than the fling threshold.
    var restingTrials = 0, falseFlings = 0
    /// Trials whose truth is a fling, and of those, estimates at or below the fling threshold.
    var flingTrials = 0, missedFlings = 0

    /// Estimate along the finger's last-40-ms velocity, over that speed, minus one: how much more than
    /// the end of the flick the estimate reports (fling-end trials whose last 40 ms moved forward).
    var excessOverRecent: [Double] = []

    /// Speeds above this count as a fling, in pt/s.
    static let flingThreshold = 50.0

    mutating func add(estimate v: Point, truth: Point, recent: Point? = nil) {
        if let recent, recent.magnitude > 0 {
            let speed = recent.magnitude
            excessOverRecent.append((v.x * recent.x + v.y * recent.y) / (speed * speed) - 1)
        }
        let landing = DecayAnimation<Point>.projection(of: .zero, velocity: v)
        let trueLanding = DecayAnimation<Point>.projection(of: .zero, velocity: truth)
        landingErrors.append(landing.distance(to: trueLanding))
        let speed = v.magnitude, trueSpeed = truth.magnitude
        if trueSpeed > 0 {
            movingTrials += 1
            relativeErrors.append(v.distance(to: truth) / trueSpeed)
            if v.x * truth.x + v.y * truth.y < 0 { signErrors += 1 }
        } else {
            restingTrials += 1
            if speed > Self.flingThreshold { falseFlings += 1 }
        }
        if trueSpeed > Self.flingThreshold {
            flingTrials += 1
            if speed <= Self.flingThreshold { missedFlings += 1 }
        }
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var medianError: Double { Self.percentile(relativeErrors, 0.5) }
    var p90Error: Double { Self.percentile(relativeErrors, 0.9) }
    var medianExcess: Double { Self.percentile(excessOverRecent, 0.5) }
    var signErrorRate: Double { movingTrials > 0 ? Double(signErrors) / Double(movingTrials) : 0 }
    var falseFlingRate: Double { restingTrials > 0 ? Double(falseFlings) / Double(restingTrials) : 0 }
    var missedFlingRate: Double { flingTrials > 0 ? Double(missedFlings) / Double(flingTrials) : 0 }
}

/// `value` as a percentage with one decimal.
func percent(_ value: Double) -> String {
    value.isNaN ? "–" : String(format: "%.1f %%", value * 100)
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int = 1) -> String {
    value.isNaN ? "–" : String(format: "%.\(digits)f", value)
}
