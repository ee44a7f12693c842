// Why this file exists: duration-based animations (a fade, a property animator) map elapsed time
// to progress through a timing curve; these are the standard ones and any cubic Bézier.

import GraspGeometry

/// How progress follows time in a duration-based animation: linear, ease in/out or a cubic Bézier.
///
/// A curve maps the fraction of the duration elapsed (0…1) to the fraction of the change applied
/// (0 at 0, 1 at 1), like CoreAnimation's `CAMediaTimingFunction`. The named curves use the
/// control points CSS and CoreAnimation publish for them.
public enum TimingCurve: Hashable, Sendable {
    /// Progress equals time.
    case linear
    /// Starts slowly, ends at full speed: control points (0.42, 0) and (1, 1).
    case easeIn
    /// Starts at full speed, ends slowly: control points (0, 0) and (0.58, 1).
    case easeOut
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points `c1` and `c2`. Their x coordinates
    /// must lie in 0…1 so that the curve is a function of time; y may overshoot.
    case cubicBezier(Point, Point)

    /// The control points of the curve's cubic Bézier.
    public var controlPoints: (Point, Point) {
        switch self {
        case .linear: (Point(x: 0, y: 0), Point(x: 1, y: 1))
        case .easeIn: (Point(x: 0.42, y: 0), Point(x: 1, y: 1))
        case .easeOut: (Point(x: 0, y: 0), Point(x: 0.58, y: 1))
        case .easeInOut: (Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
        case let .cubicBezier(c1, c2): (c1, c2)
        }
    }

    /// Validates the control points.
    ///
    /// - Precondition: for ``cubicBezier(_:_:)``, both x coordinates lie in 0…1 and all coordinates
    ///   are finite.
    public func validated() -> TimingCurve {
        let (c1, c2) = controlPoints
        precondition(c1.isFinite && c2.isFinite, "TimingCurve: control points must be finite, got \(c1) and \(c2)")
        precondition((0...1).contains(c1.x) && (0...1).contains(c2.x), "TimingCurve: control point x coordinates must lie in 0...1, got \(c1.x) and \(c2.x)")
        return self
    }

    /// The progress at `fraction` of the duration: exactly 0 at or before 0, exactly 1 at or after 1.
    public func progress(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        if case .linear = self { return fraction }
        let (c1, c2) = controlPoints
        let s = Self.parameter(forX: fraction, c1.x, c2.x)
        return Self.bezier(s, c1.y, c2.y)
    }

    /// The rate of progress per unit of fraction (d progress / d fraction) at `fraction`;
    /// the one-sided slope at the ends, zero outside 0…1.
    public func slope(at fraction: Double) -> Double {
        if fraction < 0 || fraction > 1 { return 0 }
        if case .linear = self { return 1 }
        let (c1, c2) = controlPoints
        let s = Self.parameter(forX: fraction, c1.x, c2.x)
        let dx = Self.bezierDerivative(s, c1.x, c2.x)
        let dy = Self.bezierDerivative(s, c1.y, c2.y)
        if abs(dx) > 1e-9 { return dy / dx }
        // x stalls (a control point on the end): use the ratio of second derivatives, the limit.
        let ddx = Self.bezierSecondDerivative(s, c1.x, c2.x)
        let ddy = Self.bezierSecondDerivative(s, c1.y, c2.y)
        return abs(ddx) > 1e-12 ? ddy / ddx : dy
    }

    /// One coordinate of the Bézier with end points 0 and 1 and inner control values `p1`, `p2`.
    @usableFromInline static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    @usableFromInline static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    @usableFromInline static func bezierSecondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        6 * (1 - s) * (p2 - 2 * p1) + 6 * s * (1 - 2 * p2 + p1)
    }

    /// The Bézier parameter whose x coordinate is `x` (x is monotonic when the controls lie in 0…1):
    /// Newton's method, with bisection when it stalls.
    @usableFromInline static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let d = bezierDerivative(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            s = (lo + hi) / 2
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-13 { break }
            if value < x { lo = s } else { hi = s }
        }
        return s
    }
}
