// Why this file exists: a touch is the engine's unit of input. It is a value: the engine keeps the
// identity (which node it hit, which recognizers it is bound to) by the touch's `id`.

/// The stable identity of one finger, pen or mouse contact, from touch-down until it ends.
@frozen
public struct TouchID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The host's number for the contact (a trace's `pointer`, a browser's `pointerId`).
    public var rawValue: Int
    /// Creates a touch identity.
    @inlinable public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Orders identities by their raw value.
    @inlinable public static func < (lhs: TouchID, rhs: TouchID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The raw value as text.
    public var description: String { "#\(rawValue)" }
}

/// Where a touch is in its life, as UIKit's `UITouch.Phase`.
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    /// The touch landed in this event.
    case began
    /// The touch moved in this event.
    case moved
    /// The touch is down and did not move in this event.
    case stationary
    /// The touch lifted in this event.
    case ended
    /// The system cancelled the touch in this event (for example, the host lost the pointer).
    case cancelled

    /// Whether this phase ends the touch.
    @inlinable public var isTerminal: Bool { self == .ended || self == .cancelled }
}

/// What made the contact.
public enum TouchKind: String, Sendable, Hashable, CaseIterable {
    /// A finger on a touch screen.
    case direct
    /// A stylus.
    case pencil
    /// A mouse or trackpad pointer with a button down.
    case mouse
}

/// One contact's state at one moment, in window (root node) coordinates.
public struct Touch: Hashable, Sendable, CustomStringConvertible {
    /// The contact's stable identity.
    public var id: TouchID
    /// Where the contact is in its life.
    public var phase: TouchPhase
    /// The location in window coordinates, in points.
    public var location: Point
    /// The location at the previous event that carried this touch; equal to `location` at touch-down.
    public var previousLocation: Point
    /// The time of this state, in seconds, on the host's clock.
    public var timestamp: Double
    /// What made the contact.
    public var kind: TouchKind
    /// The pressure, normalised so that 1 is an average touch, when the hardware reports it.
    public var force: Double?
    /// The radius of the contact area in points, when the hardware reports it.
    public var radius: Double?

    /// Creates a touch.
    public init(
        id: TouchID, phase: TouchPhase, location: Point, previousLocation: Point? = nil,
        timestamp: Double, kind: TouchKind = .direct, force: Double? = nil, radius: Double? = nil
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.previousLocation = previousLocation ?? location
        self.timestamp = timestamp
        self.kind = kind
        self.force = force
        self.radius = radius
    }

    /// A short textual form such as `#1 moved (10.0, 20.0) @0.016`.
    public var description: String { "\(id) \(phase.rawValue) \(location) @\(timestamp)" }
}
