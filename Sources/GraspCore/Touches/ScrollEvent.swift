// Why this file exists: a mouse wheel and two fingers on a trackpad scroll without touching the screen.
// The host reports each scroll as a `ScrollEvent`: a wheel's discrete steps, or a trackpad's continuous
// scroll with its phases and the hardware's momentum after it. Pans that allow the scroll's type turn it
// into a drag (ScrollDispatch.swift, the "Hover and Pointers" article).

/// The kinds of scroll input a pan takes, as UIKit's `UIScrollTypeMask`.
@frozen
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    /// One bit per kind.
    public let rawValue: UInt8

    /// Creates a mask from its bits.
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Discrete steps: a mouse wheel's notches.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolling: two fingers on a trackpad, with phases.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: ScrollTypeMask = [.discrete, .continuous]
}

/// What a scroll report says.
public enum ScrollPhase: String, Sendable, Hashable, CaseIterable {
    /// One discrete step, such as a mouse wheel's notch: a whole scroll of its own.
    case step
    /// Continuous scrolling began (fingers landed on the trackpad), possibly with a first delta.
    case began
    /// Continuous scrolling moved the content by the delta.
    case changed
    /// The fingers lifted (with a last delta, usually zero); momentum reports may follow.
    case ended
    /// The system cancelled the scroll.
    case cancelled
    /// The hardware's momentum after a scroll ended moved the content by the delta.
    case momentum
    /// The hardware's momentum stopped.
    case momentumEnded
}

/// One report of a scroll wheel or a trackpad scroll, with the cursor's location in window (root node)
/// coordinates.
public struct ScrollEvent: Sendable, Hashable, CustomStringConvertible {
    /// The time of the report, in seconds, on the host's clock.
    public var timestamp: Double
    /// The scrolling pointer's identity. A scroll is followed as a touch with this identity while it
    /// lasts, so it must differ from the touches that are down.
    public var pointer: TouchID
    /// What the report says.
    public var phase: ScrollPhase
    /// Where the cursor is, in window coordinates: the scroll goes to the nodes under it.
    public var location: Point
    /// How far the report moves the content, in points, in the sense of a pan's translation (what a
    /// finger dragging the content would do): a positive `y` moves the content down.
    public var delta: Point
    /// What scrolls: ``TouchKind/mouse`` (a mouse or a trackpad) unless the host says otherwise.
    public var kind: TouchKind
    /// The modifier keys held.
    public var modifierFlags: ModifierFlags

    /// Creates a scroll report.
    public init(
        timestamp: Double, pointer: TouchID, phase: ScrollPhase, location: Point, delta: Point = .zero,
        kind: TouchKind = .mouse, modifierFlags: ModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.delta = delta
        self.kind = kind
        self.modifierFlags = modifierFlags
    }

    /// The kind of scroll input the report belongs to: ``ScrollTypeMask/discrete`` for a ``ScrollPhase/step``,
    /// ``ScrollTypeMask/continuous`` otherwise.
    public var scrollType: ScrollTypeMask { phase == .step ? .discrete : .continuous }

    /// A short textual form such as `scroll #4 changed (0.0, -6.5) at (500.0, 350.0) @1.008`.
    public var description: String { "scroll \(pointer) \(phase.rawValue) \(delta) at \(location) @\(timestamp)" }
}
