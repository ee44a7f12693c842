// Why this file exists: a key moves the content to a target over a short time, and a key that comes
// while the content is still moving (a held arrow repeats about thirty times a second) must move the
// target without a jump in position or speed. A cubic Hermite curve does both: it starts at the offset
// and velocity of the moment and ends at the target at rest, and it is evaluated from the time since it
// started, so every frame rate sees the same path. The "Keyboard Scrolling" article draws the choice.

/// The path of a keyboard scroll: from `from` with velocity `velocity` to `to` at rest, over `duration`,
/// on the cubic Hermite curve, each axis on its own and kept between `low` and `high`.
///
/// p(s) = (2s³ − 3s² + 1)·from + (s³ − 2s² + s)·T·v₀ + (−2s³ + 3s²)·to, with s = t / T. From rest it
/// is the smoothstep 3s² − 2s³ (an ease in and out); with a starting velocity it carries it on. Along
/// each axis the starting velocity towards the target is limited to 3·(to − from)/T, the bound under
/// which the curve never passes its target (Fritsch and Carlson's condition); a velocity away from the
/// target is kept, and the offset is then kept within the content, which the target always is.
struct KeyboardScrollCurve: Hashable, Sendable {
    var from: Point
    var velocity: Point
    var to: Point
    var duration: Double
    var low: Point
    var high: Point

    init(from: Point, velocity: Point, to: Point, duration: Double, low: Point, high: Point) {
        func limited(_ v: Double, _ a: Double, _ b: Double) -> Double {
            let span = b - a
            guard span != 0, v.isFinite else { return span == 0 ? 0 : (v.isFinite ? v : 0) }
            let bound = 3 * span / duration
            return span > 0 ? min(v, bound) : max(v, bound)
        }
        self.from = from
        self.to = to
        self.duration = duration
        self.low = low
        self.high = high
        self.velocity = Point(x: limited(velocity.x, from.x, to.x), y: limited(velocity.y, from.y, to.y))
    }

    /// The offset `elapsed` seconds after the start.
    func value(at elapsed: Double) -> Point {
        guard elapsed < duration else { return to }
        let s = max(elapsed, 0) / duration, s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2
        func axis(_ a: Double, _ v: Double, _ b: Double, _ lo: Double, _ hi: Double) -> Double {
            let value = h00 * a + h10 * duration * v + h01 * b
            // Within the content; a start already past an edge (a bounce caught by the key) is let in.
            return min(max(value, min(lo, a)), max(hi, a))
        }
        return Point(x: axis(from.x, velocity.x, to.x, low.x, high.x), y: axis(from.y, velocity.y, to.y, low.y, high.y))
    }

    /// The velocity `elapsed` seconds after the start, in points per second.
    func velocity(at elapsed: Double) -> Point {
        guard elapsed < duration else { return .zero }
        let s = max(elapsed, 0) / duration, s2 = s * s
        let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s
        return Point(x: (d00 * from.x + d01 * to.x) / duration + d10 * velocity.x,
                     y: (d00 * from.y + d01 * to.y) / duration + d10 * velocity.y)
    }
}
