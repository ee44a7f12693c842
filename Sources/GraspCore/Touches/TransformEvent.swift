// Why this file exists: a trackpad pinches and rotates without touching the screen. The host reports the
// gesture's scale and rotation deltas about the cursor as `TransformEvent`s; pinch and rotation
// recognizers take them as indirect gestures (TransformDispatch.swift, the "Hover and Pointers" article).

/// What a trackpad transform report says.
public enum TransformPhase: String, Sendable, Hashable, CaseIterable {
    /// A pinch or rotation began, possibly with first deltas.
    case began
    /// The pinch or rotation changed by the deltas.
    case changed
    /// The fingers lifted (with last deltas, usually none).
    case ended
    /// The system cancelled the gesture.
    case cancelled
}

/// One report of a trackpad pinch or rotation about the cursor, in window (root node) coordinates.
public struct TransformEvent: Sendable, Hashable, CustomStringConvertible {
    /// The time of the report, in seconds, on the host's clock.
    public var timestamp: Double
    /// The gesture's identity. It is followed as two touches, ``pointer`` and ``secondTouch``, while it
    /// lasts, so both must differ from the touches that are down.
    public var pointer: TouchID
    /// What the report says.
    public var phase: TransformPhase
    /// Where the cursor is, in window coordinates: the gesture goes to the nodes under it, and it
    /// scales and turns about it.
    public var location: Point
    /// The change of scale since the previous report, as a factor (1: none; 1.1: 10 % larger).
    public var scale: Double
    /// The change of rotation since the previous report, in radians (positive: clockwise on screen, as
    /// a rotation recognizer's).
    public var rotation: Double
    /// What made the gesture: ``TouchKind/mouse`` (a trackpad) unless the host says otherwise.
    public var kind: TouchKind
    /// The modifier keys held.
    public var modifierFlags: ModifierFlags

    /// Creates a transform report.
    public init(
        timestamp: Double, pointer: TouchID, phase: TransformPhase, location: Point, scale: Double = 1,
        rotation: Double = 0, kind: TouchKind = .mouse, modifierFlags: ModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
        self.kind = kind
        self.modifierFlags = modifierFlags
    }

    /// The identity of the gesture's second touch: ``pointer`` plus 2⁴⁰ (plus 2³⁰ where `Int` has 32 bits,
    /// as in wasm32, where 2⁴⁰ does not fit and the two touches would be one).
    public var secondTouch: TouchID { TouchID(pointer.rawValue &+ (Int.bitWidth > 32 ? 1 << 40 : 1 << 30)) }

    /// A short textual form such as `transform #5 changed ×1.1 ∠0.05 at (500.0, 350.0) @2.016`.
    public var description: String { "transform \(pointer) \(phase.rawValue) ×\(scale) ∠\(rotation) at \(location) @\(timestamp)" }
}
