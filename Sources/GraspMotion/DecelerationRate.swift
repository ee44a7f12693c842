// Why this file exists: a scroll view's deceleration is set by one number, the fraction of velocity kept
// every millisecond (UIKit's `UIScrollView.DecelerationRate`). This value type carries it, refuses the
// numbers that would make the decay meaningless, and gives the decay constant the closed forms use.

import GraspGeometry

/// How quickly a flung scroll view slows down: the fraction of its velocity it keeps every millisecond.
///
/// The semantics of UIKit's `UIScrollView.DecelerationRate`: ``normal`` keeps 99.8 % a millisecond,
/// ``fast`` 99 %, and any value strictly between 0 and 1 is allowed. A velocity `v₀` becomes
/// `v₀ · rate^(1000 t)` after `t` seconds.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of velocity kept every millisecond, strictly between 0 and 1.
    public let rawValue: Double

    /// Creates a rate from the fraction of velocity kept every millisecond; `nil` unless `rawValue` is
    /// a finite number strictly between 0 and 1. ``init(validating:)`` says why a value is refused.
    public init?(rawValue: Double) {
        guard rawValue > 0, rawValue < 1, rawValue.isFinite else { return nil }
        self.rawValue = rawValue
    }

    /// Creates a rate, or throws a ``ScrollPhysicsError`` naming `rawValue` when it is not a finite
    /// number strictly between 0 and 1.
    public init(validating rawValue: Double) throws(ScrollPhysicsError) {
        guard let rate = DecelerationRate(rawValue: rawValue) else {
            throw ScrollPhysicsError(type: "DecelerationRate", parameter: "rawValue", value: rawValue,
                                     requirement: "a fraction per millisecond strictly between 0 and 1")
        }
        self = rate
    }

    /// 0.998 per millisecond: the default deceleration of a scroll view (``MotionConstants/normalDecelerationRate``).
    public static let normal = DecelerationRate(rawValue: MotionConstants.normalDecelerationRate)!

    /// 0.99 per millisecond: the quick stop of paging and short lists (``MotionConstants/fastDecelerationRate``).
    public static let fast = DecelerationRate(rawValue: MotionConstants.fastDecelerationRate)!

    /// The decay constant `k = 1000 · ln(rate)`, per second (negative): velocity is `v₀ · e^(k t)`.
    @inlinable public var decayConstant: Double { 1000 * GraspMath.log(rawValue) }
}
