// Why this file exists: the components are configured by apps, often from measured layout, and a NaN
// height or heights in the wrong order must neither crash the engine nor leave a component in a state it
// cannot leave. A component refuses or corrects such a value and records what it did here, as scroll
// views do with theirs, so that a host can log it and a test can assert on it.

/// A note a component of this module records when it refuses or corrects a value it was given.
public struct InteractionDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The parameter given, as `expandedHeight`.
    public var parameter: String
    /// The value it was given.
    public var value: Double
    /// The value the component uses instead.
    public var replacement: Double
    /// Why the value was not used as given.
    public var reason: String

    /// Creates a diagnostic.
    public init(parameter: String, value: Double, replacement: Double, reason: String) {
        self.parameter = parameter
        self.value = value
        self.replacement = replacement
        self.reason = reason
    }

    /// A one-line description, as `collapsedHeight: 200 replaced by 140 (above expandedHeight)`.
    public var description: String { "\(parameter): \(value) replaced by \(replacement) (\(reason))" }
}

extension InteractionDiagnostic {
    /// `value` when it is a finite number above zero (or at least zero, with `allowingZero`); otherwise
    /// `fallback`, with a diagnostic for `parameter` appended to `found`. The one check every component
    /// of this module makes on the lengths, speeds and durations it is configured with.
    static func checked(_ value: Double, _ parameter: String, fallback: Double, allowingZero: Bool = false,
                        into found: inout [InteractionDiagnostic]) -> Double {
        if value.isFinite, allowingZero ? value >= 0 : value > 0 { return value }
        let reason = !value.isFinite ? "not a finite number" : allowingZero ? "below zero" : "not above zero"
        found.append(InteractionDiagnostic(parameter: parameter, value: value, replacement: fallback, reason: reason))
        return fallback
    }
}
