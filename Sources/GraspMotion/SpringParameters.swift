// Why this file exists: designers describe springs by response and damping ratio, physics by
// stiffness, damping and mass. `SpringParameters` accepts either and gives the animations the
// natural frequency and damping ratio they compute with.

/// How a spring moves: its response (undamped period) and damping ratio.
///
/// A damping ratio below 1 overshoots and oscillates (underdamped), 1 returns as fast as possible
/// without overshooting (critically damped), above 1 creeps back (overdamped). The response is the
/// period the spring would oscillate with if it had no damping: smaller is snappier.
public struct SpringParameters: Hashable, Sendable {
    /// The undamped period, in seconds.
    public let response: Double
    /// The damping ratio: 0 never stops, 1 is critical damping.
    public let dampingRatio: Double

    /// Creates a spring from its response (seconds, > 0) and damping ratio (≥ 0).
    ///
    /// - Precondition: `response` is finite and positive; `dampingRatio` is finite and not negative.
    public init(response: Double, dampingRatio: Double) {
        precondition(response > 0 && response.isFinite, "SpringParameters: response must be a positive number of seconds, got \(response)")
        precondition(dampingRatio >= 0 && dampingRatio.isFinite, "SpringParameters: dampingRatio must be zero or more, got \(dampingRatio)")
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// Creates a spring from physical coefficients: `stiffness` (k > 0), `damping` (c ≥ 0) and
    /// `mass` (m > 0), for the equation m·x″ + c·x′ + k·x = 0.
    ///
    /// - Precondition: the three coefficients are finite, `stiffness` and `mass` positive, `damping`
    ///   not negative.
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        precondition(stiffness > 0 && stiffness.isFinite, "SpringParameters: stiffness must be positive, got \(stiffness)")
        precondition(mass > 0 && mass.isFinite, "SpringParameters: mass must be positive, got \(mass)")
        precondition(damping >= 0 && damping.isFinite, "SpringParameters: damping must be zero or more, got \(damping)")
        let omega = (stiffness / mass).squareRoot()
        self.init(response: 2 * Double.pi / omega, dampingRatio: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// The natural angular frequency ω₀ = 2π / response, in radians per second.
    @inlinable public var angularFrequency: Double { 2 * Double.pi / response }
    /// The stiffness k for a unit mass: ω₀².
    @inlinable public var stiffness: Double { angularFrequency * angularFrequency }
    /// The damping coefficient c for a unit mass: 2ζω₀.
    @inlinable public var damping: Double { 2 * dampingRatio * angularFrequency }

    /// The default spring: response 0.55 s, damping ratio 0.825 (see ``MotionConstants``).
    public static let `default` = SpringParameters(
        response: MotionConstants.defaultSpringResponse, dampingRatio: MotionConstants.defaultDampingRatio)

    /// The critically damped spring that returns a decay from a bound (see ``MotionConstants/bounceResponse``).
    public static let bounce = SpringParameters(response: MotionConstants.bounceResponse, dampingRatio: 1)
}
