// Why this file exists: Android users expect their own fling, the curve AOSP's `OverScroller` draws from
// a spline table, not UIKit's exponential glide. This value type is that fling along one axis, in closed
// form from the release (the table is built once), so that a scroll view evaluates it at whatever time
// a frame or a touch arrives and gets the same offset at 60, 120 or 240 Hz; it stops at an edge at the
// exact time the curve reaches it and says with what velocity, for the stretch to absorb.

import GraspGeometry

/// The fling of Android's `OverScroller` (its `SplineOverScroller`) along one axis, evaluated from time.
///
/// ```swift
/// let fling = try AndroidFling(offset: 0, velocity: 4000, physics: .standard, bounds: 0...10_000)
/// fling.restingOffset        // ≈ 2,157: the formula's distance
/// fling.duration             // ≈ 1.54 s
/// fling.offset(at: 0.25)     // on the spline, 250 ms after the release
/// ```
///
/// - **Distance and duration** are AOSP's: with `l = ln(0.35·|v| / (friction·c))` for the physical
///   coefficient `c` (``AndroidScrollPhysics/physicalCoefficient``), the fling travels
///   `friction·c·e^(D/(D−1)·l)` pixels in `e^(l/(D−1))` seconds, `D` being
///   ``AndroidScrollPhysics/decelerationRate``. Velocities are converted from points to pixels with the
///   density and distances back, so in points neither depends on the density.
/// - **The curve** is AOSP's spline table: 101 samples of the position (as a fraction of the distance)
///   at evenly spaced fractions of the duration, built by bisection on the Bézier of
///   `INFLEXION 0.35`, `START_TENSION 0.5`, `END_TENSION 1.0` (P1 0.175, P2 0.35), and interpolated
///   linearly between samples, as `OverScroller.update()` does. The velocity is the slope of the
///   segment the time falls in (`getCurrVelocity()`).
/// - **An edge** on the way ends the fling there, at the time the curve reaches it (``edgeCrossingTime``,
///   solved on the same interpolated curve, so the offset is exactly the edge then), with the velocity
///   it has there (``velocityAtEdge``), which Android hands to the edge's stretch
///   (``OverscrollStretch/absorb(velocity:at:)``). There is no rubber band and no bounce.
///
/// Where AOSP rounds (the distance to whole pixels, the duration to whole milliseconds, floats
/// throughout, the time to the frame's millisecond), Grasp keeps doubles; where AOSP shortens a fling
/// cut by an edge with its second table (`adjustDuration`, an approximation of the inverse), Grasp
/// solves the crossing exactly on the first.
///
/// Flutter's `ClampingScrollSimulation` approximates the same fling with a closed form instead of the
/// table: its position is `d·(1 − (1 − t/T)^D)` over `T = 0.35·D` times Android's duration (≈ 0.825 of
/// it), with `d = v·T/D`. It starts at the same velocity and travels the same distance (`0.35·v` times
/// Android's duration, which is also what AOSP's distance formula comes to), but it stops about a sixth
/// sooner, slowing down differently on the way (its velocity `v·(1 − t/T)^(D−1)` against the spline's
/// slope). Grasp follows Android.
public struct AndroidFling: ValueAnimation {
    /// The offset at the release, in points.
    public let releaseOffset: Double
    /// The velocity at the release, in points per second.
    public let releaseVelocity: Double
    /// The density and friction.
    public let physics: AndroidScrollPhysics
    /// The offsets the content may rest at.
    public let bounds: ClosedRange<Double>
    /// The distance the fling would travel without edges, in points, signed as the velocity.
    public let splineDistance: Double
    /// How long the fling would last without edges, in seconds.
    public let splineDuration: Double
    /// Where the fling ends: the release offset plus ``splineDistance``, or the edge it reached.
    public let restingOffset: Double
    /// How long the fling lasts, in seconds: ``splineDuration``, or ``edgeCrossingTime`` when it reaches
    /// an edge.
    public let duration: Double
    /// When the fling reaches an edge and stops there, in seconds after the release; `nil` when it
    /// stays within the bounds.
    public let edgeCrossingTime: Double?

    /// The fling after a release at `offset` with `velocity`, within `bounds`.
    ///
    /// - Parameters:
    ///   - offset: The content offset at the release, in points, within `bounds` (a release outside
    ///     them is clamped onto the nearer edge: Android's content never lies past its edges).
    ///   - velocity: The release velocity of the content offset, in points per second; zero does not
    ///     move.
    ///   - physics: The density and friction.
    ///   - bounds: The lowest and highest content offsets; unbounded by default.
    /// - Throws: ``ScrollPhysicsError`` when `offset`, `velocity` or a bound is NaN or infinite (a
    ///   bound only on its own side).
    public init(
        offset: Double, velocity: Double, physics: AndroidScrollPhysics = .standard,
        bounds: ClosedRange<Double> = -Double.infinity...Double.infinity
    ) throws(ScrollPhysicsError) {
        try ScrollPhysicsError.requireFinite(offset, "offset", in: "AndroidFling")
        try ScrollPhysicsError.requireFinite(velocity, "velocity", in: "AndroidFling")
        try ScrollPhysicsError.requireBounds(bounds, in: "AndroidFling")
        let start = min(max(offset, bounds.lowerBound), bounds.upperBound)
        releaseOffset = start
        releaseVelocity = velocity
        self.physics = physics
        self.bounds = bounds
        let distance = Self.distance(forVelocity: velocity, physics: physics)
        splineDistance = velocity < 0 ? -distance : distance
        splineDuration = Self.duration(forVelocity: velocity, physics: physics)
        let end = start + splineDistance
        guard splineDuration > 0, distance > 0 else {
            restingOffset = start
            duration = 0
            edgeCrossingTime = nil
            return
        }
        let edge = end < bounds.lowerBound ? bounds.lowerBound : end > bounds.upperBound ? bounds.upperBound : nil
        if let edge {
            let crossing = Self.time(forFraction: abs(edge - start) / distance) * splineDuration
            restingOffset = edge
            duration = crossing
            edgeCrossingTime = crossing
        } else {
            restingOffset = end
            duration = splineDuration
            edgeCrossingTime = nil
        }
    }

    /// The distance AOSP's formula gives a fling at `velocity` (points per second), in points:
    /// `friction·c·e^(D/(D−1)·l)` pixels with `l = ln(0.35·|v| / (friction·c))`, over the density.
    public static func distance(forVelocity velocity: Double, physics: AndroidScrollPhysics = .standard) -> Double {
        let speed = abs(velocity) * physics.density
        guard speed > 0, speed.isFinite else { return 0 }
        let d = AndroidScrollPhysics.decelerationRate
        let scale = physics.friction * physics.physicalCoefficient
        let l = GraspMath.log(AndroidScrollPhysics.inflexion * speed / scale)
        return scale * GraspMath.exp(d / (d - 1) * l) / physics.density
    }

    /// The duration AOSP's formula gives a fling at `velocity` (points per second), in seconds:
    /// `e^(l/(D−1))` with `l = ln(0.35·|v| / (friction·c))`.
    public static func duration(forVelocity velocity: Double, physics: AndroidScrollPhysics = .standard) -> Double {
        let speed = abs(velocity) * physics.density
        guard speed > 0, speed.isFinite else { return 0 }
        let d = AndroidScrollPhysics.decelerationRate
        let l = GraspMath.log(AndroidScrollPhysics.inflexion * speed / (physics.friction * physics.physicalCoefficient))
        return GraspMath.exp(l / (d - 1))
    }

    /// The velocity the fling has when it reaches the edge, in points per second (zero when it never
    /// does): what Android's scroll view gives the edge's stretch to absorb.
    public var velocityAtEdge: Double {
        guard let edge = edgeCrossingTime else { return 0 }
        return slope(at: edge / splineDuration)
    }

    /// The content offset `time` seconds after the release: on the spline until ``duration``, then
    /// ``restingOffset``.
    public func offset(at time: Double) -> Double {
        if time <= 0 { return releaseOffset }
        if time >= duration { return restingOffset }
        return releaseOffset + splineDistance * Self.fraction(atTime: time / splineDuration)
    }

    /// The velocity `time` seconds after the release, in points per second: the slope of the spline
    /// segment `time` falls in; at ``edgeCrossingTime`` itself, ``velocityAtEdge``; zero after
    /// ``duration``.
    public func velocity(at time: Double) -> Double {
        if time < 0 { return releaseVelocity }
        if time > duration || (time == duration && edgeCrossingTime == nil) { return 0 }
        return slope(at: time / splineDuration)
    }

    /// The same as ``offset(at:)``, for ``ValueAnimation``.
    public func value(at time: Double) -> Double { offset(at: time) }

    /// The same as ``restingOffset``, for ``ValueAnimation``.
    public var finalValue: Double { restingOffset }

    /// The velocity at the fraction `tau` of the spline's duration (AOSP's `velocityCoef`).
    private func slope(at tau: Double) -> Double {
        let n = Double(Self.sampleCount)
        let index = Int(n * tau)
        guard index >= 0, index < Self.sampleCount else { return 0 }
        let table = Self.splinePositions
        return (table[index + 1] - table[index]) * n * splineDistance / splineDuration
    }

    // MARK: The spline table

    /// 100: `OverScroller`'s `NB_SAMPLES`, the number of segments of the spline table.
    public static let sampleCount = 100

    /// The spline table: the fraction of the distance travelled at each hundredth of the duration,
    /// from 0 to 1 (101 values), as `OverScroller`'s static initializer builds `SPLINE_POSITION`.
    public static let splinePositions: [Double] = makeSplineTable()

    /// The fraction of the distance travelled at the fraction `tau` of the duration, interpolated
    /// linearly in ``splinePositions`` (1 from `tau` = 1 on).
    public static func fraction(atTime tau: Double) -> Double {
        guard tau > 0 else { return 0 }
        let n = Double(sampleCount)
        let index = Int(n * tau)
        guard index < sampleCount else { return 1 }
        let table = splinePositions
        let low = Double(index) / n
        return table[index] + (tau - low) * n * (table[index + 1] - table[index])
    }

    /// The fraction of the duration at which the interpolated spline reaches the fraction `x` of the
    /// distance (the exact inverse of ``fraction(atTime:)``, the table being increasing).
    public static func time(forFraction x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let table = splinePositions
        var low = 0, high = sampleCount
        while high - low > 1 {  // the segment [low, high] holds x
            let mid = (low + high) / 2
            if table[mid] <= x { low = mid } else { high = mid }
        }
        let n = Double(sampleCount)
        return (Double(low) + (x - table[low]) / (table[high] - table[low])) / n
    }

    /// Builds the position table: for each fraction of time α = i/100, the Bézier's parameter `x` whose
    /// time coordinate `3x(1−x)((1−x)·P1 + x·P2) + x³` is α (by bisection to 1e-5, as AOSP), and the
    /// position coordinate `3x(1−x)((1−x)·START_TENSION + x) + x³` there.
    private static func makeSplineTable() -> [Double] {
        let p1 = 0.175, p2 = 0.35, startTension = 0.5
        var table = [Double](repeating: 1, count: sampleCount + 1)
        var xMin = 0.0
        for i in 0..<sampleCount {
            let alpha = Double(i) / Double(sampleCount)
            var xMax = 1.0
            var x = 0.0, coef = 0.0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        return table
    }
}
