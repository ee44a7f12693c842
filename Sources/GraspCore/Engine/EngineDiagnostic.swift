// Why this file exists: real hardware sends nonsense (a move for a touch that never went down, time
// running backwards, NaN coordinates). The engine never crashes on it: it repairs or ignores the input
// and records what it did as a diagnostic, so that a host can log it and a test can assert on it.

/// A note the engine records when it repairs or ignores bad input.
public struct EngineDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem the engine met.
    public enum Kind: String, Hashable, Sendable {
        /// An event's timestamp was earlier than the engine's current time; it was treated as "now".
        case timeWentBackwards
        /// A timestamp was not a finite number; the event or tick was treated as happening at the
        /// current time.
        case nonFiniteTimestamp
        /// A timestamp's magnitude was beyond ``GestureDefaults/maximumTimestamp``; the event or tick was
        /// treated as happening at the current time.
        case timestampOutOfRange
        /// A touch location was not finite; the touch's sample was ignored (a touch-down with such a
        /// location is ignored entirely, an end is delivered at the last good location).
        case nonFiniteLocation
        /// A touch-down for a touch that is already down; the sample was ignored.
        case duplicateBegan
        /// A move, end or cancel for a touch that is not down; the sample was ignored.
        case unknownTouch
        /// A touch location had a coordinate beyond ``GestureDefaults/maximumCoordinate``; it was
        /// clamped to that bound.
        case locationClamped
        /// A scrolling key went down with no scroll view focused and none under the pointer; it
        /// changed nothing.
        case keyWithoutScrollView
        /// A scrolling key went to a scroll view that cannot scroll along the key's axis (its content
        /// fits, scrolling or keyboard scrolling is off, or a finger holds it); it changed nothing.
        case keyCannotScroll
        /// A key went to the focused accessibility element, which takes no action for it (Return on a
        /// row that cannot be activated, Escape with nothing to dismiss), and the key does not scroll
        /// either; it changed nothing.
        case keyWithoutAction
        /// A key asked the focused accessibility element for an action it lists, and the element did not
        /// perform it (a slider already at its maximum, a control a finger holds); it changed nothing.
        case keyActionRefused
    }

    /// What kind of problem the engine met.
    public var kind: Kind
    /// The touch concerned, if any.
    public var touch: TouchID?
    /// The time of the event or tick.
    public var timestamp: Double

    /// Creates a diagnostic.
    public init(kind: Kind, touch: TouchID? = nil, timestamp: Double) {
        self.kind = kind
        self.touch = touch
        self.timestamp = timestamp
    }

    /// A one-line description.
    public var description: String {
        "\(kind.rawValue)" + (touch.map { " for touch \($0)" } ?? "") + " at \(timestamp)"
    }
}
