// Why this file exists: a pan must know how fast the finger was moving when it lifted, so that the
// content can keep going. `VelocityTracker` collects a pointer's recent locations and estimates that
// release velocity, without allocating per sample.

import GraspGeometry

/// Estimates the velocity of a pointer on screen from its recent locations.
///
/// Add a sample for every touch-move (and the lift), then ask for the ``velocity(at:)`` at the
/// release time:
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(Point(x: 10, y: 0), at: 0.000)
/// tracker.addSample(Point(x: 20, y: 0), at: 0.008)
/// let release = tracker.velocity(at: 0.008)   // points per second
/// ```
///
/// The estimate is a per-axis least-squares fit over the last 100 ms (with five or more samples a
/// parabola, shrunk towards the line when noise hides the curvature; a line with three or four
/// samples; the last segment with two), evaluated at the newest sample, and moved towards a fit whose
/// acceleration may change in the last 40 ms when the end of the flick broke away from the parabola by
/// more than the noise explains (a finger that levels off or turns late). It is zero when the
/// pointer rested 40 ms or more before the release, or when its newest samples stayed within 2 pt of
/// the newest one and covered less than half of the travel the fitted velocity predicts for them (hold,
/// then lift; or stopped short after moving fast). A slow, steady finger covers all of its predicted
/// travel, so it keeps its velocity at any speed and sample rate; the article lists the exact rules.
/// With four samples or fewer it never points against their net displacement, and its magnitude is
/// clamped to ``VelocityTrackerConfiguration/maximumSpeed``.
/// The numbers live in ``MotionConstants``; the article <doc:VelocityEstimation> compares the
/// tracker with other estimators.
///
/// Samples with a non-finite time or location, and samples older than the newest one, are ignored.
/// A sample at the same time as the newest replaces it (a lift reported with its last move).
///
/// The samples live in a ring buffer allocated once, when the tracker is created; adding a sample
/// never allocates.
public struct VelocityTracker: Sendable {
    /// The tuning in use.
    public let configuration: VelocityTrackerConfiguration
    @usableFromInline var ring: VelocitySampleRing

    /// Creates a tracker that clamps speeds to `maximumSpeed` points per second and uses the default
    /// windows and thresholds.
    public init(maximumSpeed: Double = MotionConstants.maximumSpeed) {
        self.init(configuration: VelocityTrackerConfiguration(maximumSpeed: maximumSpeed))
    }

    /// Creates a tracker with the given tuning.
    public init(configuration: VelocityTrackerConfiguration) {
        self.configuration = configuration
        ring = VelocitySampleRing(capacity: MotionConstants.velocitySampleCapacity)
    }

    /// Records that the pointer was at `location` at `time` (seconds).
    ///
    /// Ignored if `location` or `time` is not finite, or if `time` is earlier than the newest sample's.
    @inlinable
    public mutating func addSample(_ location: Point, at time: Double) {
        ring.append(VelocitySample(time: time, x: location.x, y: location.y))
    }

    /// Forgets every sample (keeps the storage).
    @inlinable
    public mutating func reset() {
        ring.removeAll()
    }

    /// The number of samples held (at most ``MotionConstants/velocitySampleCapacity``).
    @inlinable
    public var sampleCount: Int { ring.count }

    /// The newest sample, if any.
    @inlinable
    public var newestSample: VelocitySample? { ring.count > 0 ? ring[age: 0] : nil }

    /// The samples held, oldest first. Allocates an array; meant for inspection and tests.
    public var samples: [VelocitySample] { ring.samples }

    /// The release velocity in points per second, for a pointer that lifts at `time` (seconds).
    ///
    /// `time` is "now": if the newest sample is ``VelocityTrackerConfiguration/restDuration`` or more
    /// older than it, the pointer had stopped and the velocity is zero. A `time` earlier than the
    /// newest sample, or not finite, counts as the newest sample's time.
    public func velocity(at time: Double) -> Point {
        let v = VelocityEstimator.velocity(of: ring, at: time, configuration: configuration)
        return Point(x: v.x, y: v.y)
    }
}
