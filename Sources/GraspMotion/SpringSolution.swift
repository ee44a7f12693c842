// Why this file exists: every spring in GraspMotion is the closed-form solution of one damped
// oscillator per component. This is that solution (under-, critically and over-damped), with its
// velocity and the time it takes to settle, so that nothing is ever integrated frame by frame.

import GraspGeometry

/// The motion of a unit mass on a damped spring, as a displacement from the rest position.
@usableFromInline
struct SpringSolution: Sendable, Hashable {
    @usableFromInline let omega: Double
    @usableFromInline let zeta: Double
    @usableFromInline let x0: Double
    @usableFromInline let v0: Double
    // Precomputed coefficients of the closed form.
    @usableFromInline let a: Double
    @usableFromInline let b: Double
    @usableFromInline let r1: Double
    @usableFromInline let r2: Double

    @usableFromInline
    init(parameters: SpringParameters, displacement x0: Double, velocity v0: Double) {
        omega = parameters.angularFrequency
        zeta = parameters.dampingRatio
        self.x0 = x0
        self.v0 = v0
        if abs(zeta - 1) < 1e-9 {
            // x = e^(−ωt)·(x0 + (v0 + ω x0)·t)
            a = x0; b = v0 + omega * x0; r1 = -omega; r2 = -omega
        } else if zeta < 1 {
            // x = e^(−ζωt)·(x0 cos ωd t + (v0 + ζω x0)/ωd · sin ωd t)
            let wd = omega * (1 - zeta * zeta).squareRoot()
            a = x0; b = (v0 + zeta * omega * x0) / wd; r1 = -zeta * omega; r2 = wd
        } else {
            // x = A e^(r1 t) + B e^(r2 t)
            let s = (zeta * zeta - 1).squareRoot()
            let p = -omega * (zeta - s), q = -omega * (zeta + s)
            let coefficientA = (v0 - q * x0) / (p - q)
            a = coefficientA; b = x0 - coefficientA; r1 = p; r2 = q
        }
    }

    /// The displacement from rest at time `t` ≥ 0.
    @usableFromInline
    func position(at t: Double) -> Double {
        if t <= 0 { return x0 }
        if abs(zeta - 1) < 1e-9 {
            return GraspMath.exp(r1 * t) * (a + b * t)
        } else if zeta < 1 {
            return GraspMath.exp(r1 * t) * (a * GraspMath.cos(r2 * t) + b * GraspMath.sin(r2 * t))
        } else {
            return a * GraspMath.exp(r1 * t) + b * GraspMath.exp(r2 * t)
        }
    }

    /// The velocity at time `t` ≥ 0.
    @usableFromInline
    func velocity(at t: Double) -> Double {
        if t <= 0 { return v0 }
        if abs(zeta - 1) < 1e-9 {
            return GraspMath.exp(r1 * t) * (b + r1 * (a + b * t))
        } else if zeta < 1 {
            let e = GraspMath.exp(r1 * t), c = GraspMath.cos(r2 * t), s = GraspMath.sin(r2 * t)
            return e * (r1 * (a * c + b * s) + r2 * (b * c - a * s))
        } else {
            return a * r1 * GraspMath.exp(r1 * t) + b * r2 * GraspMath.exp(r2 * t)
        }
    }

    /// The amplitude at `t`: √(x² + (v/ω)²). Never increases (the spring's energy only drains).
    @usableFromInline
    func amplitude(at t: Double) -> Double {
        let x = position(at: t), v = velocity(at: t) / omega
        return (x * x + v * v).squareRoot()
    }

    /// The first time at which the amplitude is at most `tolerance`; infinite for an undamped spring
    /// that is not already at rest.
    @usableFromInline
    func settlingTime(tolerance: Double) -> Double {
        if amplitude(at: 0) <= tolerance { return 0 }
        if zeta <= 0 { return .infinity }
        // The amplitude never increases, so bracket the crossing by doubling, then bisect.
        var hi = 2 * Double.pi / omega
        var guardCount = 0
        while amplitude(at: hi) > tolerance {
            hi *= 2
            guardCount += 1
            if guardCount > 60 { return .infinity }
        }
        var lo = 0.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if amplitude(at: mid) > tolerance { lo = mid } else { hi = mid }
            if hi - lo < 1e-9 { break }
        }
        return hi
    }
}
