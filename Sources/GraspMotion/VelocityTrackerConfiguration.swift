// Why this file exists: the 2-D and the 1-D velocity trackers share their tuning (window, rest and hold
// checks, clamp); this value type carries it so both read the same numbers from one place.

/// The tuning of a velocity tracker: how far back it looks, when it decides the pointer stopped,
/// and how fast it lets a release be.
///
/// The defaults come from ``MotionConstants``.
public struct VelocityTrackerConfiguration: Hashable, Sendable {
    /// How far back the fit looks, in seconds.
    public var window: Double
    /// If the newest sample is at least this many seconds older than the release time, the velocity
    /// is zero. A gap this long between two samples also ends the fit.
    public var restDuration: Double
    /// A still tail (the newest samples within ``holdDistance`` of the newest) at least this many
    /// seconds long is judged on its last `holdDuration`: the velocity is zero if the pointer covered
    /// less than half of the travel the fitted velocity predicts there.
    public var holdDuration: Double
    /// How far a held pointer may wander and still count as still, in the tracked value's units.
    /// Zero turns the hold check off.
    public var holdDistance: Double
    /// The largest speed reported, in units per second; faster velocities keep their direction and
    /// are scaled down to this magnitude.
    public var maximumSpeed: Double

    /// Creates a configuration. Negative or non-finite durations and distances are replaced by the
    /// defaults; a non-positive maximum speed means no clamp.
    public init(
        window: Double = MotionConstants.velocityWindow,
        restDuration: Double = MotionConstants.restDuration,
        holdDuration: Double = MotionConstants.holdDuration,
        holdDistance: Double = MotionConstants.holdDistance,
        maximumSpeed: Double = MotionConstants.maximumSpeed
    ) {
        self.window = window > 0 && window.isFinite ? window : MotionConstants.velocityWindow
        self.restDuration = restDuration > 0 ? restDuration : MotionConstants.restDuration
        self.holdDuration = holdDuration > 0 && holdDuration.isFinite ? holdDuration : MotionConstants.holdDuration
        self.holdDistance = holdDistance >= 0 && holdDistance.isFinite ? holdDistance : MotionConstants.holdDistance
        self.maximumSpeed = maximumSpeed > 0 && !maximumSpeed.isNaN ? maximumSpeed : .infinity
    }

    /// The configuration for points on screen: every default from ``MotionConstants``.
    public static let `default` = VelocityTrackerConfiguration()
}
