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

        // 1. Rest: no sample for a while before the release means the pointer stopped.
        if now - newest.time >= configuration.restDuration { return (0, 0) }

        // 2. Hold: the pointer stayed within a small distance for long enough before the release.
        if configuration.holdDistance > 0, ring.count > 1 {
            var stillSince = newest.time
            for age in 1..<ring.count {
                let sample = ring[age: age]
                let dx = sample.x - newest.x, dy = sample.y - newest.y
                if (dx * dx + dy * dy).squareRoot() > configuration.holdDistance { break }
                stillSince = sample.time
            }
            if stillSince < newest.time, now - stillSince >= configuration.holdDuration { return (0, 0) }
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

        // 6. Clamp the magnitude, keeping the direction.
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
    /// samples, per axis; `nil` if the system is singular. Time is measured from the newest sample
    /// in units of `scale` seconds, which keeps the normal equations well conditioned.
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
        // Normal equations [s0 s1 s2; s1 s2 s3; s2 s3 s4]·(a, b, c) = (r0, r1, r2); Cramer's rule for b.
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard det.magnitude > 1e-12 * max(1, s4 * s4 * s0) else { return nil }
        func slope(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
            let detB = s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)
            return detB / det / scale
        }
        return (slope(x0, x1, x2), slope(y0, y1, y2))
    }
}
