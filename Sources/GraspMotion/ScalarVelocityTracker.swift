// Why this file exists: pinch and rotation also hand a velocity to their animations (scale per
// second, radians per second). This is the 1-D tracker for them, on the same estimator as the 2-D one.

/// Estimates how fast a scalar (a pinch scale, a rotation angle) was changing when the gesture ended.
///
/// Works exactly as ``VelocityTracker``, on one axis. The hold check needs to know what "still"
/// means in the value's units, so ``init(maximumSpeed:holdDistance:)`` asks for it: for example
/// 0.01 for a scale, 0.01 rad for an angle. With the default of zero the hold check is off and only
/// the rest check (no sample for 40 ms before the release) zeroes the velocity.
public struct ScalarVelocityTracker: Sendable {
    /// The tuning in use.
    public let configuration: VelocityTrackerConfiguration
    @usableFromInline var ring: VelocitySampleRing

    /// Creates a tracker that clamps speeds to `maximumSpeed` units per second (no clamp by default)
    /// and treats changes within `holdDistance` as standing still (off by default).
    public init(maximumSpeed: Double = .infinity, holdDistance: Double = 0) {
        self.init(configuration: VelocityTrackerConfiguration(holdDistance: holdDistance, maximumSpeed: maximumSpeed))
    }

    /// Creates a tracker with the given tuning.
    public init(configuration: VelocityTrackerConfiguration) {
        self.configuration = configuration
        ring = VelocitySampleRing(capacity: MotionConstants.velocitySampleCapacity)
    }

    /// Records that the value was `value` at `time` (seconds).
    ///
    /// Ignored if `value` or `time` is not finite, or if `time` is earlier than the newest sample's.
    @inlinable
    public mutating func addSample(_ value: Double, at time: Double) {
        ring.append(VelocitySample(time: time, x: value, y: 0))
    }

    /// Forgets every sample (keeps the storage).
    @inlinable
    public mutating func reset() {
        ring.removeAll()
    }

    /// The number of samples held.
    @inlinable
    public var sampleCount: Int { ring.count }

    /// The release velocity in units per second, for a gesture that ends at `time` (seconds).
    /// See ``VelocityTracker/velocity(at:)`` for the rules.
    public func velocity(at time: Double) -> Double {
        VelocityEstimator.velocity(of: ring, at: time, configuration: configuration).x
    }
}
