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

    /// The overshoot past the bound that displays as `offset` (either sign): the inverse of
    /// ``offset(for:dimension:coefficient:)``, so that a drag that starts on content already past its
    /// bound (caught while bouncing) continues from where the content shows, without a jump. Offsets of
    /// at least 99 % of `dimension` (which the rubber band never shows) count as 99 %. Zero when
    /// `dimension` or `coefficient` is not positive.
    @inlinable
    public static func overshoot(forOffset offset: Double, dimension: Double, coefficient: Double = MotionConstants.rubberBandCoefficient) -> Double {
        guard dimension > 0, coefficient > 0, offset != 0 else { return 0 }
        let fraction = min(abs(offset) / dimension, 0.99)
        let magnitude = fraction * dimension / (coefficient * (1 - fraction))
        return offset < 0 ? -magnitude : magnitude
    }

    /// How fast the displayed overshoot moves per unit of overshoot at `overshoot`:
    /// `c / (|x|·c / d + 1)²`, the coefficient at the bound, falling as the band stretches. The release
    /// velocity of rubber-banded content is the finger's velocity times this slope. Zero when
    /// `dimension` is not positive.
    @inlinable
    public static func slope(at overshoot: Double, dimension: Double, coefficient: Double = MotionConstants.rubberBandCoefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let stretch = abs(overshoot) * coefficient / dimension + 1
        return coefficient / (stretch * stretch)
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
