// Why this file exists: touches that change at the same moment arrive together, so that a two-finger
// touch-down is one event and recognizers see both fingers at once. `TouchEvent` is that bundle.

/// Every touch that changed at one moment, together with all the touches that are down.
public struct TouchEvent: Sendable, CustomStringConvertible {
    /// The time of the event in seconds, on the host's clock.
    public var timestamp: Double
    /// Every touch that is down during this event, including the changed ones (with their new phase).
    public var allTouches: [Touch]
    /// The touches that began, moved, ended or were cancelled in this event.
    public var changedTouches: [Touch]
    /// The buttons of the indirect pointer that are down, as UIKit's `UIEvent.buttonMask`; empty (the
    /// default) for a finger or a pen, and taken as ``ButtonMask/primary`` for a mouse when empty.
    public var buttonMask: ButtonMask = []
    /// The modifier keys held during the event, as UIKit's `UIEvent.modifierFlags`. Default: none.
    public var modifierFlags: ModifierFlags = []

    /// Creates an event. Touches in `changedTouches` that are missing from `allTouches` are added to it.
    public init(
        timestamp: Double, allTouches: [Touch] = [], changedTouches: [Touch],
        buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.changedTouches = changedTouches
        self.buttonMask = buttonMask
        self.modifierFlags = modifierFlags
        var all = allTouches
        for touch in changedTouches where !all.contains(where: { $0.id == touch.id }) {
            all.append(touch)
        }
        self.allTouches = all
    }

    /// Creates an event whose `allTouches` is known to hold every changed touch (the engine's own events).
    init(timestamp: Double, uncheckedAllTouches allTouches: [Touch], changedTouches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = allTouches
        self.changedTouches = changedTouches
    }

    /// The changed touches in `phase`.
    public func touches(in phase: TouchPhase) -> [Touch] {
        changedTouches.filter { $0.phase == phase }
    }

    /// A textual form listing the changed touches.
    public var description: String { "event @\(timestamp): \(changedTouches)" }
}
