// Why this file exists: the scroll physics refuse NaN, infinite and out-of-range inputs instead of
// turning them into a motion that never ends or jumps to infinity. This is the diagnostic they throw:
// it names the parameter, the value and what was expected, so a host can log it or fix the call.

/// The diagnostic thrown by the scroll physics when an input is not a number they can use: a NaN or
/// infinite offset, velocity, bound, page size or target, a deceleration rate outside (0, 1), bounds
/// whose lower end exceeds the upper end.
///
/// ```swift
/// do {
///     _ = try ScrollDeceleration(offset: 0, velocity: .nan)
/// } catch {
///     print(error)   // ScrollDeceleration: velocity must be a finite number, got nan
/// }
/// ```
public struct ScrollPhysicsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The type that refused the input (for example `ScrollDeceleration`).
    public var type: String
    /// The name of the refused parameter (for example `velocity`).
    public var parameter: String
    /// The refused value.
    public var value: Double
    /// What the parameter must be.
    public var requirement: String

    /// Creates a diagnostic for `parameter` of `type`, which was `value` but must be `requirement`.
    public init(type: String = "ScrollPhysics", parameter: String, value: Double, requirement: String = "a finite number") {
        self.type = type
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    /// `Type: parameter must be requirement, got value`.
    public var description: String { "\(type): \(parameter) must be \(requirement), got \(value)" }

    /// Throws a diagnostic unless `value` is finite.
    static func requireFinite(_ value: Double, _ parameter: String, in type: String) throws(ScrollPhysicsError) {
        guard value.isFinite else { throw ScrollPhysicsError(type: type, parameter: parameter, value: value) }
    }

    /// Throws a diagnostic saying `requirement` unless `value` is finite and greater than 0.
    static func requirePositive(_ value: Double, _ parameter: String, in type: String, requirement: String = "a finite number greater than 0") throws(ScrollPhysicsError) {
        guard value > 0, value.isFinite else { throw ScrollPhysicsError(type: type, parameter: parameter, value: value, requirement: requirement) }
    }

    /// Throws a diagnostic unless each bound is a number or infinite on its own side (−∞ below, +∞ above).
    static func requireBounds(_ bounds: ClosedRange<Double>, in type: String) throws(ScrollPhysicsError) {
        if bounds.lowerBound.isNaN || bounds.lowerBound == .infinity {
            throw ScrollPhysicsError(type: type, parameter: "bounds.lowerBound", value: bounds.lowerBound, requirement: "a finite number or −infinity")
        }
        if bounds.upperBound.isNaN || bounds.upperBound == -.infinity {
            throw ScrollPhysicsError(type: type, parameter: "bounds.upperBound", value: bounds.upperBound, requirement: "a finite number or +infinity")
        }
    }
}
