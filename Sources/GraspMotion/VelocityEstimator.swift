// Why this file exists: the 2-D and the 1-D trackers must estimate release velocity the same way.
// This is that one estimator: rest and hold checks, a per-axis least-squares fit over the recent
// window (quadratic, linear or two-point by sample count), the few-sample sign guard and the clamp.

/// The release-velocity estimator shared by ``VelocityTracker`` and ``ScalarVelocityTracker``.
@usableFromInline
enum VelocityEstimator {
    /// The velocity (units per second, per axis) at release time `time`, from the samples in `ring`.
    @usableFromInline
    static func velocity(
        of ring: VelocitySampleRing, at time: Double, configuration: VelocityTrackerConfiguration
    ) -> (x: Double, y: Double) {
        guard ring.count > 0 else { return (0, 0) }
        let newest = ring[age: 0]
        let now = time.isFinite ? max(time, newest.time) : newest.time

        // 1. Rest: no sample for a while before the release means the pointer stopped. The microsecond
        // tolerance keeps an exact 40 ms rest (0.44 − 0.4 is 0.0399999… in binary) on the right side.
        if now - newest.time >= configuration.restDuration - MotionConstants.timeTolerance { return (0, 0) }

        // 2. Hold: the pointer stayed within a small distance for long enough before the release.
        var stillFor = 0.0
        if configuration.holdDistance > 0, ring.count > 1 {
            var stillSince = newest.time
            for age in 1..<ring.count {
                let sample = ring[age: age]
                let dx = sample.x - newest.x, dy = sample.y - newest.y
                if (dx * dx + dy * dy).squareRoot() > configuration.holdDistance { break }
                stillSince = sample.time
            }
            if stillSince < newest.time {
                stillFor = now - stillSince
                if stillFor >= configuration.holdDuration { return (0, 0) }
            }
        }

        // 3. The window: recent samples, cut at the first gap that means the pointer had stopped.
        var n = 1
        while n < ring.count {
            let sample = ring[age: n]
            if newest.time - sample.time > configuration.window + 1e-9 { break }
            if ring[age: n - 1].time - sample.time >= configuration.restDuration { break }
            n += 1
        }
        guard n >= 2 else { return (0, 0) }

        // 4. The fit.
        var v: (x: Double, y: Double)
        if n == 2 {
            let older = ring[age: 1]
            let dt = newest.time - older.time
            v = ((newest.x - older.x) / dt, (newest.y - older.y) / dt)
        } else if n < MotionConstants.minimumSamplesForQuadratic {
            v = linearSlope(of: ring, count: n)
        } else {
            v = quadraticSlope(of: ring, count: n, scale: configuration.window) ?? linearSlope(of: ring, count: n)
        }

        // 5. Few samples: never point against the net displacement.
        if n <= MotionConstants.fewSamples {
            let oldest = ring[age: n - 1]
            let dt = newest.time - oldest.time
            let netX = newest.x - oldest.x, netY = newest.y - oldest.y
            if v.x * netX < 0 { v.x = netX / dt }
            if v.y * netY < 0 { v.y = netY / dt }
        }

        guard v.x.isFinite, v.y.isFinite else { return (0, 0) }

        // 6. Stopped short: a still tail too brief for the hold check, but during which the fitted
        //    velocity would have carried the pointer well beyond the hold distance. The tail is the
        //    newer evidence: the pointer stopped.
        if stillFor > 0 {
            let travel = (v.x * v.x + v.y * v.y).squareRoot() * stillFor
            // A still tail of at least one slow frame (a lift well after the last move) is stronger
            // evidence than a tail of a sample or two at a high rate, so it needs less travel.
            let factor = stillFor >= MotionConstants.longStillTail ? MotionConstants.longStillTailFactor : MotionConstants.stoppedShortFactor
            if travel > configuration.holdDistance * factor { return (0, 0) }
        }

        // 7. Clamp the magnitude, keeping the direction.
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        if speed > configuration.maximumSpeed {
            let factor = configuration.maximumSpeed / speed
            v = (v.x * factor, v.y * factor)
        }
        return v
    }

    /// The slope of the least-squares line through the newest `count` samples, per axis.
    @usableFromInline
    static func linearSlope(of ring: VelocitySampleRing, count n: Int) -> (x: Double, y: Double) {
        let newest = ring[age: 0]
        var st = 0.0, sx = 0.0, sy = 0.0
        for age in 0..<n {
            let s = ring[age: age]
            st += s.time - newest.time
            sx += s.x - newest.x
            sy += s.y - newest.y
        }
        let count = Double(n)
        let mt = st / count, mx = sx / count, my = sy / count
        var stt = 0.0, stx = 0.0, sty = 0.0
        for age in 0..<n {
            let s = ring[age: age]
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
    /// them apart; `nil` if the system is singular.
    ///
    /// The parabola follows acceleration, the line averages noise better. Their difference Δ is
    /// compared with its own standard deviation under the residual noise of the parabola (σ²·‖g_q − g_l‖²
    /// for the two estimators' sample weights g): the estimate is `line + w·Δ` with
    /// `w = Δ² / (Δ² + Var Δ)`. Exact data (no residual) gives the parabola's slope; pure noise around
    /// a straight motion gives mostly the line's. Time is measured from the newest sample in units of
    /// `scale` seconds, which keeps the normal equations well conditioned.
    @usableFromInline
    static func quadraticSlope(of ring: VelocitySampleRing, count n: Int, scale: Double) -> (x: Double, y: Double)? {
        let newest = ring[age: 0]
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0
        var y0 = 0.0, y1 = 0.0, y2 = 0.0
        for age in 0..<n {
            let s = ring[age: age]
            let t = (s.time - newest.time) / scale
            let t2 = t * t
            let x = s.x - newest.x, y = s.y - newest.y
            s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
            x0 += x; x1 += t * x; x2 += t2 * x
            y0 += y; y1 += t * y; y2 += t2 * y
        }
        let s0 = Double(n)
        // Normal equations M·(a, b, c) = r with M = [s0 s1 s2; s1 s2 s3; s2 s3 s4]; M⁻¹ by cofactors.
        let c00 = s2 * s4 - s3 * s3, c01 = s2 * s3 - s1 * s4, c02 = s1 * s3 - s2 * s2
        let c11 = s0 * s4 - s2 * s2, c12 = s1 * s2 - s0 * s3, c22 = s0 * s2 - s1 * s1
        let det = s0 * c00 + s1 * c01 + s2 * c02
        guard det.magnitude > 1e-12 * max(1, s4 * s4 * s0), c22 > 0 else { return nil }
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
            let s = ring[age: age]
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
}
