// Why this file exists: while a finger drags a scroll view, its content follows the finger one to one
// inside its bounds and rubber-bands past them; when the finger lifts past an edge, the spring back must
// start with the content's own velocity. This value type maps a drag's translation to the content offset
// along one axis, and the finger's release velocity to the content's, with the rubber band of
// ``RubberBand`` (coefficient 0.55, relative to the view's dimension).

/// The content offset along one axis while a finger drags a scroll view: one to one within the bounds,
/// rubber-banded past them.
///
/// ```swift
/// let drag = try ScrollAxisDrag(startOffset: 0, bounds: 0...2000, dimension: 800)
/// drag.offset(forTranslation: 100)     // pulled down 100 pt at the top: ≈ −52.6 pt, not −100
/// ```
///
/// The translation is the finger's (positive down or right); the content offset moves the other way,
/// as in UIKit. A drag that starts on content already past an edge (a finger that caught a bounce)
/// starts from the unconstrained offset that rubber-bands to where the content is, so nothing jumps.
/// With `bounces` off, the offset is clamped to the bounds instead.
public struct ScrollAxisDrag: Hashable, Sendable {
    /// The content offset when the drag began, in points.
    public let startOffset: Double
    /// The offsets the content may rest at.
    public let bounds: ClosedRange<Double>
    /// The view's dimension along this axis (its width or height), in points: the rubber band's scale.
    public let dimension: Double
    /// The rubber-band coefficient (``MotionConstants/rubberBandCoefficient``).
    public let coefficient: Double
    /// Whether the content rubber-bands past its bounds (UIKit's `bounces`); if not, it stops at them.
    public let bounces: Bool
    /// The unconstrained offset that displays as ``startOffset``.
    @usableFromInline let unconstrainedStart: Double

    /// Creates the drag of content at `startOffset` within `bounds`, in a view of `dimension` points.
    ///
    /// - Throws: ``ScrollPhysicsError`` when `startOffset` or a bound is not finite, or `dimension` or
    ///   `coefficient` is not a finite positive number.
    public init(
        startOffset: Double, bounds: ClosedRange<Double>, dimension: Double,
        coefficient: Double = MotionConstants.rubberBandCoefficient, bounces: Bool = true
    ) throws(ScrollPhysicsError) {
        try ScrollPhysicsError.requireFinite(startOffset, "startOffset", in: "ScrollAxisDrag")
        try ScrollPhysicsError.requireFinite(bounds.lowerBound, "bounds.lowerBound", in: "ScrollAxisDrag")
        try ScrollPhysicsError.requireFinite(bounds.upperBound, "bounds.upperBound", in: "ScrollAxisDrag")
        try ScrollPhysicsError.requirePositive(dimension, "dimension", in: "ScrollAxisDrag", requirement: "a finite number of points greater than 0")
        try ScrollPhysicsError.requirePositive(coefficient, "coefficient", in: "ScrollAxisDrag")
        self.startOffset = startOffset
        self.bounds = bounds
        self.dimension = dimension
        self.coefficient = coefficient
        self.bounces = bounces
        if startOffset < bounds.lowerBound {
            unconstrainedStart = bounces ? bounds.lowerBound + RubberBand.overshoot(forOffset: startOffset - bounds.lowerBound, dimension: dimension, coefficient: coefficient) : bounds.lowerBound
        } else if startOffset > bounds.upperBound {
            unconstrainedStart = bounces ? bounds.upperBound + RubberBand.overshoot(forOffset: startOffset - bounds.upperBound, dimension: dimension, coefficient: coefficient) : bounds.upperBound
        } else {
            unconstrainedStart = startOffset
        }
    }

    /// The unconstrained offset for a finger translation: where the content would be without bounds.
    @inlinable
    public func unconstrainedOffset(forTranslation translation: Double) -> Double {
        unconstrainedStart - (translation.isFinite ? translation : 0)
    }

    /// The content offset for a finger translation of `translation` points since the drag began
    /// (a non-finite translation counts as none).
    @inlinable
    public func offset(forTranslation translation: Double) -> Double {
        let free = unconstrainedOffset(forTranslation: translation)
        guard bounces else { return min(max(free, bounds.lowerBound), bounds.upperBound) }
        return RubberBand.clamp(free, to: bounds, dimension: dimension, coefficient: coefficient)
    }

    /// The content offset's velocity, in points per second, for a finger moving at `velocity` (its
    /// translation's velocity) at `translation`: the opposite of the finger's within the bounds, scaled by
    /// the rubber band's slope past them (zero against a bound when `bounces` is off). Hand it with
    /// ``offset(forTranslation:)`` to ``ScrollAxisDeceleration`` at the release: past an edge, the spring
    /// back starts with it. A non-finite velocity counts as zero.
    @inlinable
    public func releaseVelocity(forTranslationVelocity velocity: Double, atTranslation translation: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        let free = unconstrainedOffset(forTranslation: translation)
        let overshoot = free < bounds.lowerBound ? free - bounds.lowerBound : free > bounds.upperBound ? free - bounds.upperBound : 0
        if overshoot == 0 { return -velocity }
        guard bounces else { return 0 }
        return -velocity * RubberBand.slope(at: overshoot, dimension: dimension, coefficient: coefficient)
    }
}
