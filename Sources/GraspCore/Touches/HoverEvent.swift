// Why this file exists: a mouse, a trackpad cursor or a pen above the screen is somewhere before it
// touches anything. The host reports where, one `HoverEvent` at a time; hover recognizers follow it.
// Hover is not a touch: it binds to no recognizer and takes no part in the arena (see the "Hover and
// Pointers" article).

/// Where a hovering pointer is in its life.
public enum HoverPhase: String, Sendable, Hashable, CaseIterable {
    /// The pointer came into the window (treated as ``moved`` for a pointer already hovering).
    case entered
    /// The pointer moved, or reports the same position again.
    case moved
    /// The pointer left the window: every hover recognizer it hovers ends.
    case exited
    /// The system lost the pointer (it went out of range, the device went away): every hover recognizer
    /// it hovers is cancelled.
    case cancelled
}

/// One report of a pointer that hovers without touching, in window (root node) coordinates.
public struct HoverEvent: Sendable, Hashable, CustomStringConvertible {
    /// The time of the report, in seconds, on the host's clock.
    public var timestamp: Double
    /// The pointer's identity (a trace's `pointer`, a browser's `pointerId`). A touch-down with the same
    /// identity ends its hover.
    public var pointer: TouchID
    /// What the report says.
    public var phase: HoverPhase
    /// Where the pointer is, in window coordinates (ignored for ``HoverPhase/exited`` and
    /// ``HoverPhase/cancelled``).
    public var location: Point
    /// What the pointer is: ``TouchKind/mouse`` (a mouse or trackpad cursor) or ``TouchKind/pencil``.
    public var kind: TouchKind
    /// The modifier keys held.
    public var modifierFlags: ModifierFlags
    /// A pen's height above the screen, normalised from 0 (touching) to 1 (the top of its range), when
    /// the hardware reports it (UIKit's `UIHoverGestureRecognizer.zOffset`).
    public var zOffset: Double?

    /// Creates a hover report.
    public init(
        timestamp: Double, pointer: TouchID, phase: HoverPhase, location: Point, kind: TouchKind = .mouse,
        modifierFlags: ModifierFlags = [], zOffset: Double? = nil
    ) {
        self.timestamp = timestamp
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.kind = kind
        self.modifierFlags = modifierFlags
        self.zOffset = zOffset
    }

    /// A short textual form such as `hover #1 moved (10.0, 20.0) @0.016`.
    public var description: String { "hover \(pointer) \(phase.rawValue) \(location) @\(timestamp)" }
}
