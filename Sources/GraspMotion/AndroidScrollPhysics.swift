// Why this file exists: Android's scroll views fling on another curve than UIKit's, stretch at their edges
// instead of rubber-banding, and read the screen's density to turn their physical constants into
// pixels. This value type carries the two numbers an Android fling depends on (the density and the
// friction), refuses the ones that would make it meaningless, and names AOSP's constants once; the
// enumeration beside it says which platform's physics a scroll view follows.

import GraspGeometry

/// The parameters of Android's scroll physics: the screen density and the fling friction, with the
/// constants AOSP's `OverScroller` and `EdgeEffect` use.
///
/// Grasp's points are Android's density-independent pixels (dp): a velocity in points per second is
/// `density` times as many pixels per second. In dp the fling's distance and duration do not depend on
/// the density (it cancels out of AOSP's formulas, which Android evaluates in pixels); the stretch's
/// linear take-over near rest is stated in pixels, so the density matters there.
///
/// ```swift
/// let pixel7 = try AndroidScrollPhysics(density: 2.625)
/// AndroidFling.distance(forVelocity: 4000, physics: pixel7)   // ≈ 2,157 dp, as at any density
/// ```
public struct AndroidScrollPhysics: Hashable, Sendable {
    /// Pixels per point (dp): 1 for mdpi, 2.625 for a 420 dpi phone. Finite and greater than 0.
    public let density: Double
    /// The fling friction, `ViewConfiguration.getScrollFriction()`: 0.015 by default. Finite and
    /// greater than 0.
    public let friction: Double

    /// Android's physics at `density` pixels per point with `friction`.
    ///
    /// - Throws: ``ScrollPhysicsError`` naming `density` or `friction` when it is zero, negative, NaN or
    ///   infinite.
    public init(density: Double = 1, friction: Double = AndroidScrollPhysics.scrollFriction) throws(ScrollPhysicsError) {
        try ScrollPhysicsError.requirePositive(density, "density", in: "AndroidScrollPhysics", requirement: "a finite number of pixels per point greater than 0")
        try ScrollPhysicsError.requirePositive(friction, "friction", in: "AndroidScrollPhysics")
        self.density = density
        self.friction = friction
    }

    /// Density 1 (points are pixels) and AOSP's friction 0.015.
    public static let standard = try! AndroidScrollPhysics()

    /// 0.015: `ViewConfiguration.SCROLL_FRICTION`, the default fling friction.
    public static let scrollFriction: Double = 0.015

    /// 9.80665 m/s²: `SensorManager.GRAVITY_EARTH`, the start of `OverScroller`'s physical coefficient.
    public static let gravityEarth: Double = 9.80665

    /// `ln(0.78) / ln(0.9)` ≈ 2.358: `OverScroller`'s `DECELERATION_RATE`, the exponent relating a
    /// fling's distance to its duration.
    public static let decelerationRate: Double = GraspMath.log(0.78) / GraspMath.log(0.9)

    /// 0.35: `OverScroller`'s `INFLEXION`, the point of the spline where the fling stops accelerating
    /// its slow-down.
    public static let inflexion: Double = 0.35

    /// `OverScroller`'s physical coefficient in pixels per second squared per unit of friction:
    /// `9.80665 × 39.37 × (density × 160) × 0.84` (g in inches per second squared, times the pixels per
    /// inch, times the fudge factor AOSP calls its "look and feel tuning").
    public var physicalCoefficient: Double { Self.gravityEarth * 39.37 * (density * 160) * 0.84 }
}

/// Which platform's scroll physics a scroll view follows after a drag.
///
/// ``iOS`` is UIKit's (the glide at a deceleration rate, the rubber band and the bounce); ``android(_:)``
/// is AOSP's (`OverScroller`'s spline fling, stopping at the edges, with the stretch of
/// ``OverscrollStretch`` instead of a rubber band).
public enum ScrollPhysics: Hashable, Sendable {
    /// UIKit's: ``ScrollAxisDeceleration`` at the scroll view's deceleration rate, rubber-banding and
    /// bouncing at the edges.
    case iOS
    /// AOSP's: ``AndroidFling`` with these parameters, and the stretch overscroll.
    case android(AndroidScrollPhysics)

    /// Android's physics at density 1 with the standard friction.
    public static let android = ScrollPhysics.android(.standard)

    /// The Android parameters, or `nil` for ``iOS``.
    public var androidPhysics: AndroidScrollPhysics? {
        if case .android(let physics) = self { return physics }
        return nil
    }
}
