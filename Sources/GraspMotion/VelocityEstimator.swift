// Why this file exists: the 2-D and the 1-D trackers must estimate release velocity the same way.
// This is that one estimator: rest and hold checks, a per-axis least-squares fit over the recent
// window (quadratic, linear or two-point by sample count), the check that follows a flick's end when it
// breaks away from the window's fit, the few-sample sign guard and the clamp.

/// The release-velocity estimator shared by ``VelocityTracker`` and ``ScalarVelocityTracker``.
@usableFromInline
enum VelocityEstimator {
    /// The velocity (units per second, per axis) at release time `time`, from the samples in `ring`.
    @usableFromInline
    static func velocity(
        of ring: VelocitySampleRing, at time: Double, configuration: VelocityTrackerConfiguration
    ) -> (x: Double, y: Double) {
        guard ring.count > 0 else { return (0, 0) }
        // The samples are read from a span of the ring's storage (see ``VelocitySampleRing/slot(age:)``).
        let samples = ring.storage.span
        let newest = samples[ring.slot(age: 0)]
        let now = time.isFinite ? max(time, newest.time) : newest.time

        // 1. Rest: no sample for a while before the release means the pointer stopped. The microsecond
        // tolerance keeps an exact 40 ms rest (0.44 − 0.4 is 0.0399999… in binary) on the right side.
        if now - newest.time >= configuration.restDuration - MotionConstants.timeTolerance { return (0, 0) }

        // 2. The still tail: the newest samples within the hold distance of the newest one, and how long
        //    the pointer has been in it by the release time. Whether it means a stop is decided in step 6,
        //    against the fitted velocity: a slow, steady finger stays within 2 pt for a long time too.
        var stillFor = 0.0
        var tailStart = newest
        if configuration.holdDistance > 0, ring.count > 1 {
            for age in 1..<ring.count {
                let sample = samples[ring.slot(age: age)]
                let dx = sample.x - newest.x, dy = sample.y - newest.y
                if (dx * dx + dy * dy).squareRoot() > configuration.holdDistance { break }
                tailStart = sample
            }
            if tailStart.time < newest.time { stillFor = now - tailStart.time }
        }

        // 3. The window: recent samples, cut at the first gap that means the pointer had stopped.
        var n = 1
        while n < ring.count {
            let sample = samples[ring.slot(age: n)]
            if newest.time - sample.time > configuration.window + 1e-9 { break }
            if samples[ring.slot(age: n - 1)].time - sample.time >= configuration.restDuration { break }
            n += 1
        }
        guard n >= 2 else { return (0, 0) }

        // 4. The fit; with enough samples, corrected towards the end of the flick when it broke away.
        var v: (x: Double, y: Double)
        var windowEstimate: (x: Double, y: Double)? = nil
        if n == 2 {
            let older = samples[ring.slot(age: 1)]
            let dt = newest.time - older.time
            v = ((newest.x - older.x) / dt, (newest.y - older.y) / dt)
        } else if n < MotionConstants.minimumSamplesForQuadratic {
            v = linearSlope(of: ring, in: samples, count: n)
        } else {
            if let fit = QuadraticFit(of: ring, in: samples, count: n, scale: configuration.window) {
                v = quadraticSlope(of: fit, ring: ring, in: samples)
                windowEstimate = v
                v = followingTheEnd(v, fit: fit, of: ring, in: samples)
            } else {
                // No parabola (its equations are singular), so no end slope to check the end against.
                v = linearSlope(of: ring, in: samples, count: n)
                windowEstimate = v
            }
        }

        // 5. Few samples: never point against the net displacement.
        if n <= MotionConstants.fewSamples {
            let oldest = samples[ring.slot(age: n - 1)]
            let dt = newest.time - oldest.time
            let netX = newest.x - oldest.x, netY = newest.y - oldest.y
            if v.x * netX < 0 { v.x = netX / dt }
            if v.y * netY < 0 { v.y = netY / dt }
        }

        guard v.x.isFinite, v.y.isFinite else { return (0, 0) }

        // 6. Stopped: a still tail during which the pointer fell short of the travel its fitted velocity
        //    predicts, by more than half of it (and, for short tails, by more than a margin). A slow,
        //    steady finger covers what its velocity predicts; a finger that stopped (or held, then
        //    lifted) covers next to nothing of it.
        //    A tail of at least the hold duration is judged over its samples only (the unsampled time
        //    after the newest is the rest check's), twice: over the last hold duration before the
        //    release, and over the whole tail. No margin: a steady finger progresses exactly as fitted.
        //    A shorter tail must fall short over its samples, and over its length up to the release by
        //    more than a margin that shrinks as the tail grows: 0.75 hold distances from a 60 Hz frame
        //    on, 2 hold distances below that (a sample or two at a high rate, where noise alone can look
        //    like stillness). The first condition keeps a steady drag read between two samples (at a
        //    frame tick) from counting as a stop.
        //    The window's estimate is the one judged: following the end may already have slowed it
        //    towards the stop, which would hide the evidence.
        if stillFor > 0 {
            let judged = windowEstimate ?? v
            let speed = (judged.x * judged.x + judged.y * judged.y).squareRoot()
            // Whether the pointer, going from `from` to the newest sample in `span` seconds, fell short.
            func fellShort(from: (x: Double, y: Double), in span: Double, margin: Double, fraction: Double) -> Bool {
                guard span > 0 else { return false }
                let expected = speed * span
                let along = speed > 0 ? ((newest.x - from.x) * judged.x + (newest.y - from.y) * judged.y) / speed : 0
                let shortfall = expected - max(0, along)
                return shortfall > expected * fraction && shortfall > margin
            }
            if stillFor >= configuration.holdDuration - MotionConstants.timeTolerance {
                let start = now - configuration.holdDuration
                if fellShort(from: position(of: ring, in: samples, at: start), in: newest.time - start, margin: 0, fraction: MotionConstants.stoppedFraction)
                    || fellShort(from: (tailStart.x, tailStart.y), in: newest.time - tailStart.time, margin: 0, fraction: MotionConstants.stoppedFraction) {
                    return (0, 0)
                }
            } else {
                let factor = stillFor >= MotionConstants.longStillTail ? MotionConstants.longStillTailFactor : MotionConstants.stoppedShortFactor
                let tail = (x: tailStart.x, y: tailStart.y)
                if fellShort(from: tail, in: newest.time - tailStart.time, margin: 0, fraction: MotionConstants.stoppedFraction),
                   fellShort(from: tail, in: stillFor, margin: configuration.holdDistance * factor, fraction: 0) {
                    return (0, 0)
                }
            }
        }

        // 7. Clamp the magnitude, keeping the direction.
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        if speed > configuration.maximumSpeed {
            let factor = configuration.maximumSpeed / speed
            v = (v.x * factor, v.y * factor)
        }
        return v
    }

    /// Where the samples in `ring` put the pointer at `time`, interpolating linearly between the two
    /// samples around it (the oldest sample's position before it, the newest's after it).
    @usableFromInline
    static func position(of ring: VelocitySampleRing, in samples: Span<VelocitySample>, at time: Double) -> (x: Double, y: Double) {
        var newer = samples[ring.slot(age: 0)]
        if time >= newer.time { return (newer.x, newer.y) }
        for age in 1..<max(ring.count, 1) {
            let older = samples[ring.slot(age: age)]
            if older.time <= time {
                let f = (time - older.time) / (newer.time - older.time)
                return (older.x + (newer.x - older.x) * f, older.y + (newer.y - older.y) * f)
            }
            newer = older
        }
        return (newer.x, newer.y)
    }

    /// The slope of the least-squares line through the newest `count` samples, per axis.
    @usableFromInline
    static func linearSlope(of ring: VelocitySampleRing, in samples: Span<VelocitySample>, count n: Int) -> (x: Double, y: Double) {
        let newest = samples[ring.slot(age: 0)]
        var st = 0.0, sx = 0.0, sy = 0.0
        for age in 0..<n {
            let s = samples[ring.slot(age: age)]
            st += s.time - newest.time
            sx += s.x - newest.x
            sy += s.y - newest.y
        }
        let count = Double(n)
        let mt = st / count, mx = sx / count, my = sy / count
        var stt = 0.0, stx = 0.0, sty = 0.0
        for age in 0..<n {
            let s = samples[ring.slot(age: age)]
            let dt = s.time - newest.time - mt
            stt += dt * dt
            stx += dt * (s.x - newest.x - mx)
            sty += dt * (s.y - newest.y - my)
        }
        guard stt > 0 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }

    /// The slope at the newest sample of the least-squares parabola through the newest `count`
    /// samples, per axis, shrunk towards the least-squares line's slope when the data cannot tell
    /// them apart.
    ///
    /// The parabola follows acceleration, the line averages noise better. Their difference Δ is
    /// compared with its own standard deviation under the residual noise of the parabola (σ²·‖g_q − g_l‖²
    /// for the two estimators' sample weights g): the estimate is `line + w·Δ` with
    /// `w = Δ² / (Δ² + Var Δ)`. Exact data (no residual) gives the parabola's slope; pure noise around
    /// a straight motion gives mostly the line's. Time is measured from the newest sample in units of
    /// `scale` seconds, which keeps the normal equations well conditioned.
    @usableFromInline
    static func quadraticSlope(of fit: QuadraticFit, ring: VelocitySampleRing, in samples: Span<VelocitySample>) -> (x: Double, y: Double) {
        let (n, scale, newest) = (fit.count, fit.scale, samples[ring.slot(age: 0)])
        let (s0, s1, x0, x1, y0, y1) = (fit.s0, fit.s1, fit.x0, fit.x1, fit.y0, fit.y1)
        let (c00, c01, c02, c11, c12, c22, det) = (fit.c00, fit.c01, fit.c02, fit.c11, fit.c12, fit.c22, fit.det)
        let (x2, y2) = (fit.x2, fit.y2)
        func solve(_ r0: Double, _ r1: Double, _ r2: Double) -> (a: Double, b: Double, c: Double) {
            ((c00 * r0 + c01 * r1 + c02 * r2) / det, (c01 * r0 + c11 * r1 + c12 * r2) / det, (c02 * r0 + c12 * r1 + c22 * r2) / det)
        }
        let fx = solve(x0, x1, x2), fy = solve(y0, y1, y2)
        // The line: slope = Stx / Stt around the mean time.
        let mt = s1 / s0, stt = c22 / s0
        let lx = (x1 - mt * x0) / stt, ly = (y1 - mt * y0) / stt
        // Residuals of the parabola and the squared distance between the two slope estimators' weights.
        var rssX = 0.0, rssY = 0.0, weightDistance = 0.0
        for age in 0..<n {
            let s = samples[ring.slot(age: age)]
            let t = (s.time - newest.time) / scale
            let ex = s.x - newest.x - (fx.a + fx.b * t + fx.c * t * t)
            let ey = s.y - newest.y - (fy.a + fy.b * t + fy.c * t * t)
            rssX += ex * ex
            rssY += ey * ey
            let gq = (c01 + c11 * t + c12 * t * t) / det
            let gl = (t - mt) / (stt * s0)
            weightDistance += (gq - gl) * (gq - gl)
        }
        let dof = s0 - 3
        func blend(_ quadratic: Double, _ line: Double, _ rss: Double) -> Double {
            let delta = quadratic - line
            let variance = rss / dof * weightDistance
            let d2 = delta * delta
            guard d2 + variance > 0 else { return quadratic }
            return line + delta * (d2 / (d2 + variance))
        }
        return (blend(fx.b, lx, rssX) / scale, blend(fy.b, ly, rssY) / scale)
    }

    /// The window's estimate `v`, moved towards the end of the flick when the newest samples leave
    /// the window's parabola by more than the noise explains.
    ///
    /// A finger that levels off or turns in its last few tens of milliseconds breaks the parabola's
    /// model (one constant acceleration over the whole window): its end slope then remembers the faster
    /// or opposite motion before. The check fits a second model over the same samples, the parabola plus
    /// a change of acceleration ``MotionConstants/flickEndWindow`` before the newest sample (a quadratic
    /// spline with one knot: `a + bτ + cτ² + d·(τ + E)₊²`). With `D` the spline's end slope minus the
    /// parabola's and `Var D` its variance under the spline's residual noise (for nested least-squares
    /// fits, the difference of the two slopes' variances), the estimate becomes `v + w·(spline − v)` with
    /// `w = max(0, 1 − Γ²·Var D / D²)`, Γ the 97.5th percentile of Student's t for the spline's residual
    /// degrees of freedom (times ``MotionConstants/flickEndSignificance``): unchanged unless the change is
    /// significant, all the spline's when it dwarfs the noise. A constant acceleration leaves `D` at zero
    /// whatever the rate, so the check changes nothing where the parabola was right. It needs six samples
    /// or more, three of them within the end and two before it.
    @usableFromInline
    static func followingTheEnd(_ v: (x: Double, y: Double), fit: QuadraticFit, of ring: VelocitySampleRing, in samples: Span<VelocitySample>) -> (x: Double, y: Double) {
        let (n, scale) = (fit.count, fit.scale)
        let newest = samples[ring.slot(age: 0)]
        let knot = MotionConstants.flickEndWindow / scale
        var m = 1
        while m < n, newest.time - samples[ring.slot(age: m)].time < MotionConstants.flickEndWindow - 1e-9 { m += 1 }
        guard m >= 3, n - m >= 2, n >= 6 else { return v }
        // One augmented system, 4 rows of 7: the normal matrix of the basis (1, τ, τ², (τ + E)₊²), then three
        // right sides solved together: e = (0, 1, 0, 2E) (the end slope's functional), and the x and y data (the
        // spline's coefficients, for its residuals). Held inline, on the stack, and read and written in place
        // through its mutable span: nothing is allocated.
        var storage = InlineArray<28, Double>(repeating: 0)
        var a = storage.mutableSpan
        let width = 7
        for age in 0..<n {
            let s = samples[ring.slot(age: age)]
            let t = (s.time - newest.time) / scale
            let h = t + knot > 0 ? (t + knot) * (t + knot) : 0
            let basis = (1.0, t, t * t, h)
            func b(_ k: Int) -> Double { k == 0 ? basis.0 : k == 1 ? basis.1 : k == 2 ? basis.2 : basis.3 }
            for r in 0..<4 {
                for c in 0..<4 { a[r * width + c] += b(r) * b(c) }
                a[r * width + 5] += b(r) * (s.x - newest.x)
                a[r * width + 6] += b(r) * (s.y - newest.y)
            }
        }
        a[1 * width + 4] = 1; a[3 * width + 4] = 2 * knot
        // Gaussian elimination with partial pivoting (M is symmetric positive definite when the samples
        // after the knot are enough; a tiny pivot means they are not).
        let norm = max(a[0], a[3 * width + 3], 1e-300)
        for col in 0..<4 {
            var pivot = col
            for r in (col + 1)..<4 where abs(a[r * width + col]) > abs(a[pivot * width + col]) { pivot = r }
            guard abs(a[pivot * width + col]) > 1e-12 * norm else { return v }
            if pivot != col { for c in 0..<width { a.swapAt(col * width + c, pivot * width + c) } }
            for r in (col + 1)..<4 {
                let f = a[r * width + col] / a[col * width + col]
                for c in col..<width { a[r * width + c] -= f * a[col * width + c] }
            }
        }
        for rhs in 4..<width {
            for r in stride(from: 3, through: 0, by: -1) {
                var x = a[r * width + rhs]
                for c in (r + 1)..<4 { x -= a[r * width + c] * a[c * width + rhs] }
                a[r * width + rhs] = x / a[r * width + r]
            }
        }
        let u = (a[4], a[width + 4], a[2 * width + 4], a[3 * width + 4])
        let fx = (a[5], a[width + 5], a[2 * width + 5], a[3 * width + 5])
        let fy = (a[6], a[width + 6], a[2 * width + 6], a[3 * width + 6])
        // The spline's end slope is Σ (u·basis(τᵢ))·xᵢ; the same pass sums its residuals.
        var sx = 0.0, sy = 0.0, eu = u.1 + 2 * knot * u.3
        var rssX = 0.0, rssY = 0.0
        for age in 0..<n {
            let s = samples[ring.slot(age: age)]
            let t = (s.time - newest.time) / scale
            let h = t + knot > 0 ? (t + knot) * (t + knot) : 0
            let g = u.0 + u.1 * t + u.2 * t * t + u.3 * h
            sx += g * (s.x - newest.x)
            sy += g * (s.y - newest.y)
            let ex = s.x - newest.x - (fx.0 + fx.1 * t + fx.2 * t * t + fx.3 * h)
            let ey = s.y - newest.y - (fy.0 + fy.1 * t + fy.2 * t * t + fy.3 * h)
            rssX += ex * ex
            rssY += ey * ey
        }
        let residual = (x: rssX / Double(n - 4), y: rssY / Double(n - 4))
        let quadratic = fit.endSlope
        eu = max(eu - quadratic.weight, 0)
        let gamma = studentT975(degreesOfFreedom: n - 4) * MotionConstants.flickEndSignificance
        let gamma2 = gamma * gamma
        func follow(_ current: Double, _ spline: Double, _ parabola: Double, _ noise: Double) -> Double {
            let d = spline - parabola
            let d2 = d * d
            guard d2 > 0, d2.isFinite else { return current }
            let w = max(0, 1 - gamma2 * noise * eu / d2)
            return current + w * (spline / scale - current)
        }
        var followed = (x: follow(v.x, sx, quadratic.x, residual.x), y: follow(v.y, sy, quadratic.y, residual.y))
        // Never faster than both the window's estimate and the window's mean pace (its net
        // displacement over its duration): the end of a flick that levels off or reverses is what the
        // parabola misses, while an end faster than everything before it is noise that passed the test
        // (a finger resting with noisy samples) and must not make a fling.
        let oldest = samples[ring.slot(age: n - 1)]
        let span = newest.time - oldest.time
        let paceX = (newest.x - oldest.x) / span, paceY = (newest.y - oldest.y) / span
        let speed = max((v.x * v.x + v.y * v.y).squareRoot(), (paceX * paceX + paceY * paceY).squareRoot())
        let followedSpeed = (followed.x * followed.x + followed.y * followed.y).squareRoot()
        if followedSpeed > speed, followedSpeed > 0 {
            followed = (followed.x * speed / followedSpeed, followed.y * speed / followedSpeed)
        }
        return followed
    }

    /// The 97.5th percentile of Student's t distribution with `dof` degrees of freedom (two-sided 95 %):
    /// the noise is estimated from a handful of residuals, so a small sample needs a larger difference.
    @usableFromInline
    static func studentT975(degreesOfFreedom dof: Int) -> Double {
        switch dof {
        case ..<1: .infinity
        case 1: 12.706
        case 2: 4.303
        case 3: 3.182
        case 4: 2.776
        case 5: 2.571
        case 6: 2.447
        case 7: 2.365
        case 8: 2.306
        case 9: 2.262
        case 10...11: 2.228
        case 12...14: 2.179
        case 15...19: 2.131
        case 20...29: 2.086
        default: 2.042
        }
    }
}

/// The normal equations of the least-squares parabola through the newest `count` samples, per axis, with
/// time measured from the newest sample in units of `scale`: the sums and the cofactors of
/// M = [s0 s1 s2; s1 s2 s3; s2 s3 s4]. Built once per release and read by both the window's estimate and the
/// check that follows the end of a flick.
@usableFromInline
struct QuadraticFit {
    let count: Int
    let scale: Double
    let s0, s1, s2, s3, s4: Double
    let x0, x1, x2, y0, y1, y2: Double
    let c00, c01, c02, c11, c12, c22, det: Double

    /// The fit's equations, or `nil` when M is singular.
    @usableFromInline
    init?(of ring: VelocitySampleRing, in samples: Span<VelocitySample>, count n: Int, scale: Double) {
        let newest = samples[ring.slot(age: 0)]
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0
        var y0 = 0.0, y1 = 0.0, y2 = 0.0
        for age in 0..<n {
            let s = samples[ring.slot(age: age)]
            let t = (s.time - newest.time) / scale
            let t2 = t * t
            let x = s.x - newest.x, y = s.y - newest.y
            s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
            x0 += x; x1 += t * x; x2 += t2 * x
            y0 += y; y1 += t * y; y2 += t2 * y
        }
        let s0 = Double(n)
        let c00 = s2 * s4 - s3 * s3, c01 = s2 * s3 - s1 * s4, c02 = s1 * s3 - s2 * s2
        let c11 = s0 * s4 - s2 * s2, c12 = s1 * s2 - s0 * s3, c22 = s0 * s2 - s1 * s1
        let det = s0 * c00 + s1 * c01 + s2 * c02
        guard det.magnitude > 1e-12 * max(1, s4 * s4 * s0), c22 > 0 else { return nil }
        (count, self.scale) = (n, scale)
        (self.s0, self.s1, self.s2, self.s3, self.s4) = (s0, s1, s2, s3, s4)
        (self.x0, self.x1, self.x2, self.y0, self.y1, self.y2) = (x0, x1, x2, y0, y1, y2)
        (self.c00, self.c01, self.c02, self.c11, self.c12, self.c22, self.det) = (c00, c01, c02, c11, c12, c22, det)
    }

    /// The parabola's raw end slope per axis (in units of `scale`) and its variance per unit of noise
    /// variance, `(M⁻¹)₁₁`.
    var endSlope: (x: Double, y: Double, weight: Double) {
        ((c01 * x0 + c11 * x1 + c12 * x2) / det, (c01 * y0 + c11 * y1 + c12 * y2) / det, c11 / det)
    }
}
