// Why this file exists: the velocity trackers keep their recent samples in a ring buffer; this is
// one slot of it, public so that reference estimators and tests can work on the same samples.

/// One timed sample of a tracked quantity: a time and up to two coordinates.
///
/// The 1-D tracker leaves ``y`` at zero.
@frozen
public struct VelocitySample: Hashable, Sendable {
    /// When the sample was taken, in seconds.
    public var time: Double
    /// The first coordinate (or the scalar value).
    public var x: Double
    /// The second coordinate; zero for scalars.
    public var y: Double

    /// Creates a sample.
    @inlinable public init(time: Double, x: Double, y: Double = 0) {
        self.time = time
        self.x = x
        self.y = y
    }
}
