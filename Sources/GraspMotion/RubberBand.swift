// Why this file exists: dragging content past its bound should resist more the further it goes,
// never reaching more than one dimension beyond — the rubber band of iOS scroll views.

import GraspGeometry

/// Rubber-banding: how far content follows a finger that drags it past a bound.
///
/// An overshoot `x` past the bound shows as `(1 − 1 / (x·c / d + 1))·d`, where `d` is the
/// dimension of the view along that axis and `c` the coefficient (0.55 by default,
/// ``MotionConstants/rubberBandCoefficient``). Small overshoots move almost one to one (slope c);
/// large ones approach `d` without reaching it.
public enum RubberBand {
    /// The displayed overshoot for an `overshoot` past the bound (either sign), in a view of
    /// `dimension` along that axis. Zero when `dimension` is not positive.
    @inlinable
    public static func offset(for overshoot: Double, dimension: Double, coefficient: Double = MotionConstants.rubberBandCoefficient) -> Double {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// `value` inside `bounds` unchanged; outside, the bound plus the rubber-banded overshoot.
    @inlinable
    public static func clamp(_ value: Double, to bounds: ClosedRange<Double>, dimension: Double, coefficient: Double = MotionConstants.rubberBandCoefficient) -> Double {
        if value < bounds.lowerBound {
            return bounds.lowerBound + offset(for: value - bounds.lowerBound, dimension: dimension, coefficient: coefficient)
        }
        if value > bounds.upperBound {
            return bounds.upperBound + offset(for: value - bounds.upperBound, dimension: dimension, coefficient: coefficient)
        }
        return value
    }

    /// `point` rubber-banded into `bounds` (a content offset range) on each axis, for a view of
    /// size `dimensions`.
    @inlinable
    public static func clamp(_ point: Point, to bounds: Rect, dimensions: Size, coefficient: Double = MotionConstants.rubberBandCoefficient) -> Point {
        Point(
            x: clamp(point.x, to: bounds.minX...bounds.maxX, dimension: dimensions.width, coefficient: coefficient),
            y: clamp(point.y, to: bounds.minY...bounds.maxY, dimension: dimensions.height, coefficient: coefficient)
        )
    }
}
