// Why this file exists: the benchmark compares Grasp's tracker with the estimators other toolkits
// publish. Each is written here from its public description (not from anyone's code), working on the
// same samples: time-sorted, one per timestamp, ending at or before the release time.

import GraspGeometry
import GraspMotion

/// A release-velocity estimator under test.
struct Estimator: Sendable {
    /// The short name used in the tables.
    let name: String
    /// Estimates the release velocity (pt/s) from `samples` (sorted, distinct times) released at `release`.
    let estimate: @Sendable ([VelocitySample], Double) -> Point
}

extension Estimator {
    /// Grasp's `VelocityTracker`, defaults (rest, hold and few-sample checks, 8000 pt/s clamp).
    static let grasp = Estimator(name: "Grasp") { samples, release in
        var tracker = VelocityTracker()
        for s in samples { tracker.addSample(Point(x: s.x, y: s.y), at: s.time) }
        return tracker.velocity(at: release)
    }

    /// The slope of the last segment.
    static let twoPoint = Estimator(name: "Two-point") { samples, _ in
        guard samples.count >= 2 else { return .zero }
        let a = samples[samples.count - 2], b = samples[samples.count - 1]
        return velocity(from: a, to: b)
    }

    /// Hammer.js style: the displacement over the latest interval of at least 25 ms (from the newest
    /// sample back to the latest one 25 ms or more before it; the first sample if none is).
    static let interval25 = Estimator(name: "25 ms interval") { samples, _ in
        guard samples.count >= 2, let b = samples.last else { return .zero }
        var a = samples[0]
        for s in samples.dropLast().reversed() where b.time - s.time >= 0.025 {
            a = s
            break
        }
        return velocity(from: a, to: b)
    }

    /// iOS style: a weighted average of the last three segment velocities, 0.6 (newest), 0.35, 0.05;
    /// the weights of missing segments are left out and the rest renormalised.
    static let weighted = Estimator(name: "iOS weighted 3") { samples, _ in
        let weights = [0.6, 0.35, 0.05]
        var sum = Point.zero, total = 0.0
        for (k, w) in weights.enumerated() {
            let i = samples.count - 1 - k
            guard i >= 1 else { break }
            sum += velocity(from: samples[i - 1], to: samples[i]) * w
            total += w
        }
        return total > 0 ? sum / total : .zero
    }

    /// Android's impulse strategy: the pointer pushes a unit mass; every segment's change of velocity
    /// transfers kinetic energy (the first segment's half), and the release velocity is the one that
    /// carries the accumulated energy, with its sign. Samples within 100 ms of the newest, at most 20.
    static let impulse = Estimator(name: "Impulse") { samples, _ in
        let window = recentWindow(samples)
        return Point(x: impulse1D(window.map { ($0.time, $0.x) }), y: impulse1D(window.map { ($0.time, $0.y) }))
    }

    /// Plain least squares, degree 2 (degree 1 with two samples), over the samples within 100 ms of
    /// the newest (at most 20), evaluated at the newest: no rest, hold or sign checks, no clamp.
    static let lsq2 = Estimator(name: "LSQ2 plain") { samples, _ in
        let window = recentWindow(samples)
        guard window.count >= 2 else { return .zero }
        return Point(x: polynomialSlope(window.map { ($0.time, $0.x) }), y: polynomialSlope(window.map { ($0.time, $0.y) }))
    }

    /// All estimators, Grasp's first.
    static let all: [Estimator] = [.grasp, .twoPoint, .interval25, .weighted, .impulse, .lsq2]
}

private func velocity(from a: VelocitySample, to b: VelocitySample) -> Point {
    let dt = b.time - a.time
    guard dt > 0 else { return .zero }
    return Point(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
}

/// The samples within 100 ms of the newest, at most 20.
private func recentWindow(_ samples: [VelocitySample]) -> ArraySlice<VelocitySample> {
    guard let newest = samples.last else { return [] }
    var start = samples.count - 1
    while start > 0, samples.count - start < 20, newest.time - samples[start - 1].time <= 0.100 + 1e-9 { start -= 1 }
    return samples[start...]
}

/// The impulse estimate on one axis, samples oldest first.
private func impulse1D(_ s: [(t: Double, x: Double)]) -> Double {
    guard s.count >= 2 else { return 0 }
    if s.count == 2 { return (s[1].x - s[0].x) / (s[1].t - s[0].t) }
    func energyToVelocity(_ e: Double) -> Double { (e < 0 ? -1 : 1) * (2 * abs(e)).squareRoot() }
    var energy = 0.0
    for i in 1..<s.count {
        let dt = s[i].t - s[i - 1].t
        guard dt > 0 else { continue }
        let previous = energyToVelocity(energy)
        let current = (s[i].x - s[i - 1].x) / dt
        energy += (current - previous) * abs(current)
        if i == 1 { energy *= 0.5 }
    }
    return energyToVelocity(energy)
}

/// The slope at the newest sample of the least-squares polynomial of degree min(2, n − 1).
private func polynomialSlope(_ s: [(t: Double, x: Double)]) -> Double {
    let n = s.count
    guard n >= 2 else { return 0 }
    let t0 = s[n - 1].t, x0 = s[n - 1].x
    if n == 2 { return (s[1].x - s[0].x) / (s[1].t - s[0].t) }
    // Normal equations for x = a + b·τ + c·τ², τ = (t − t0) in units of 0.1 s.
    var m = [[Double]](repeating: [0, 0, 0], count: 3), r = [0.0, 0, 0]
    for p in s {
        let tau = (p.t - t0) / 0.1, x = p.x - x0
        let powers = [1, tau, tau * tau]
        for i in 0..<3 {
            r[i] += powers[i] * x
            for j in 0..<3 { m[i][j] += powers[i] * powers[j] }
        }
    }
    // Gaussian elimination with partial pivoting.
    for col in 0..<3 {
        let pivot = (col..<3).max { abs(m[$0][col]) < abs(m[$1][col]) }!
        m.swapAt(col, pivot); r.swapAt(col, pivot)
        guard abs(m[col][col]) > 1e-15 else { return 0 }
        for row in (col + 1)..<3 {
            let f = m[row][col] / m[col][col]
            for j in col..<3 { m[row][j] -= f * m[col][j] }
            r[row] -= f * r[col]
        }
    }
    var coefficients = [0.0, 0, 0]
    for row in stride(from: 2, through: 0, by: -1) {
        var v = r[row]
        for j in (row + 1)..<3 { v -= m[row][j] * coefficients[j] }
        coefficients[row] = v / m[row][row]
    }
    return coefficients[1] / 0.1
}
