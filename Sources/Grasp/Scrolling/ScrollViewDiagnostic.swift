// Why this file exists: a scroll view is configured by the app, often from measured layout, and a NaN
// from a division by zero or a negative size must neither crash the engine nor poison every later
// offset. The scroll view refuses or clamps such a value and records what it did here, naming the
// property and the value, so that a host can log it and a test can assert on it.

/// A note a ``ScrollView`` records when it refuses or clamps a value it was given.
public struct ScrollViewDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What the scroll view did with the value.
    public enum Action: Hashable, Sendable {
        /// The value was refused: the property kept its previous value.
        case refused
        /// The value was replaced by the one given (a negative size by 0, crossing zoom limits by
        /// the other limit).
        case clamped(to: Double)
    }

    /// The property set, as `contentSize.width` or `minimumZoomScale`.
    public var property: String
    /// The value it was given.
    public var value: Double
    /// What the scroll view did.
    public var action: Action

    /// Creates a diagnostic.
    public init(property: String, value: Double, action: Action) {
        (self.property, self.value, self.action) = (property, value, action)
    }

    /// A one-line description, as `contentSize.width: -20 clamped to 0`.
    public var description: String {
        switch action {
        case .refused: "\(property): \(value) refused (not a finite number); the previous value is kept"
        case .clamped(let replacement): "\(property): \(value) clamped to \(replacement)"
        }
    }
}
