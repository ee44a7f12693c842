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
    @inlinable public var isTerminal: Bool {
        // A switch, which compiles to a test of the case: the comparisons were a call on every delivery.
        switch self {
        case .ended, .cancelled: true
        case .began, .moved, .stationary: false
        }
    }
}

/// What made the contact.
public enum TouchKind: String, Sendable, Hashable, CaseIterable {
    /// A finger on a touch screen.
    case direct
    /// A stylus.
    case pencil
    /// A mouse or trackpad pointer with a button down.
    case mouse

    // Hashed by its case, not by its raw string (the default of a `String`-backed enum): a `Set` of kinds
    // (a recognizer's `allowedTouchKinds`) then brings no string hashing, and with it none of the standard
    // library's Unicode normalization, into a WebAssembly module (with the timers' names compared byte for
    // byte, TimerQueue.swift: the library module 192,985 → 163,521 bytes gzip).
    private var code: Int {
        switch self {
        case .direct: 0
        case .pencil: 1
        case .mouse: 2
        }
    }
    /// Hashes the kind by its case (not its raw string).
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// One contact's state at one moment, in window (root node) coordinates.
public struct Touch: Hashable, Sendable, CustomStringConvertible {
    // The stored properties are laid out small ones first, and the optional pressure and radius are kept
    // as plain numbers with a byte of flags: a touch is copied many times per event (into the event, into
    // each recognizer that follows it), and this makes it 64 bytes instead of 88 in WebAssembly (72
    // instead of 96 natively). See "The fourth round" in the Performance article.

    /// The contact's stable identity.
    public var id: TouchID
    /// Where the contact is in its life.
    public var phase: TouchPhase
    /// What made the contact.
    public var kind: TouchKind
    /// Which of `storedForce` and `storedRadius` hold a value.
    private var reported: ReportedMeasures
    /// The location in window coordinates, in points.
    public var location: Point
    /// The location at the previous event that carried this touch; equal to `location` at touch-down.
    public var previousLocation: Point
    /// The time of this state, in seconds, on the host's clock.
    public var timestamp: Double
    private var storedForce: Double
    private var storedRadius: Double

    /// The pressure, normalised so that 1 is an average touch, when the hardware reports it.
    public var force: Double? {
        get { reported.value(storedForce, if: .force) }
        set { reported.store(newValue, as: .force, in: &storedForce) }
    }
    /// The radius of the contact area in points, when the hardware reports it.
    public var radius: Double? {
        get { reported.value(storedRadius, if: .radius) }
        set { reported.store(newValue, as: .radius, in: &storedRadius) }
    }

    /// Creates a touch.
    public init(
        id: TouchID, phase: TouchPhase, location: Point, previousLocation: Point? = nil,
        timestamp: Double, kind: TouchKind = .direct, force: Double? = nil, radius: Double? = nil
    ) {
        self.id = id
        self.phase = phase
        self.kind = kind
        self.reported = []
        self.location = location
        self.previousLocation = previousLocation ?? location
        self.timestamp = timestamp
        self.storedForce = 0
        self.storedRadius = 0
        self.force = force
        self.radius = radius
    }

    /// Whether two touches are the same state of the same contact: every property equal, the pressure and
    /// the radius as optionals (an unreported one equals only an unreported one).
    public static func == (lhs: Touch, rhs: Touch) -> Bool {
        lhs.id == rhs.id && lhs.phase == rhs.phase && lhs.location == rhs.location
            && lhs.previousLocation == rhs.previousLocation && lhs.timestamp == rhs.timestamp
            && lhs.kind == rhs.kind && lhs.force == rhs.force && lhs.radius == rhs.radius
    }

    /// Hashes the properties `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(phase)
        hasher.combine(location)
        hasher.combine(previousLocation)
        hasher.combine(timestamp)
        hasher.combine(kind)
        hasher.combine(force)
        hasher.combine(radius)
    }

    /// A short textual form such as `#1 moved (10.0, 20.0) @0.016`.
    public var description: String { "\(id) \(phase.rawValue) \(location) @\(timestamp)" }
}

/// Which optional measures a ``Touch`` carries: one byte, beside plain numbers that hold the measures,
/// instead of an optional's tag and padding per measure.
private struct ReportedMeasures: OptionSet, Sendable {
    let rawValue: UInt8
    static let force = ReportedMeasures(rawValue: 1)
    static let radius = ReportedMeasures(rawValue: 2)

    /// `stored`, if `measure` is reported; otherwise `nil`.
    @inline(__always)
    func value(_ stored: Double, if measure: ReportedMeasures) -> Double? {
        contains(measure) ? stored : nil
    }

    /// Stores `newValue` in `stored` and notes whether `measure` is reported.
    @inline(__always)
    mutating func store(_ newValue: Double?, as measure: ReportedMeasures, in stored: inout Double) {
        stored = newValue ?? 0
        if newValue == nil { remove(measure) } else { insert(measure) }
    }
}
