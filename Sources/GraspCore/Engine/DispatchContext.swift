// Why this file exists: the clock, the modifier keys, the nesting depth and the delivery numbering describe
// the dispatch under way (an event or a tick), and the engine is what dispatches. So the engine owns them,
// here, and moves them; the arena only reads the clock (to stamp state changes and timers' deadlines) and
// the depth (to tell app code's changes between events from changes made inside a dispatch), and
// recognizers read the clock and the modifier keys as `currentTime` and `modifierFlags`. Time is data: the
// clock moves only with events' timestamps and the host's ticks, never with a wall clock. The intents app
// code records between dispatches wait here too, for the next dispatch to take them in (Intents.swift).

/// The state of the dispatch under way, owned by the engine and shared, read-only in spirit, with its arena.
final class DispatchContext: UncheckedFields<DispatchContextFields> {
    /// The time of the event or tick being dispatched (the latest one seen).
    var now: Double { _read { yield fields.now } _modify { yield &fields.now } }
    /// Whether `now` has been set by an event or a tick.
    var hasTime: Bool { _read { yield fields.hasTime } _modify { yield &fields.hasTime } }
    /// The modifier keys of the latest event (touch, hover or scroll), which recognizers read as
    /// `GestureRecognizer.modifierFlags`.
    var modifierFlags: ModifierFlags { _read { yield fields.modifierFlags } _modify { yield &fields.modifierFlags } }
    /// How many dispatches (events, ticks) are under way, nested ones included: a change app code makes
    /// while it is 0 comes from between dispatches, and is recorded as an intent (Intents.swift).
    var dispatchDepth: Int { _read { yield fields.dispatchDepth } _modify { yield &fields.dispatchDepth } }
    /// Whether a dispatch is under way: a change made now is taken in by it (points ① and ② of the
    /// Architecture article); one made while none is, is recorded as an intent for the next.
    var isDispatching: Bool {
        @inline(__always) get { fields.dispatchDepth != 0 }
    }
    /// The changes app code made between dispatches, oldest first, until the engine's next dispatch takes
    /// them in (see Intents.swift). The engine owns them with the rest of the context; a recognizer reaches
    /// them through the arena that has it in play, or through its node's engine.
    var intents: [Intent] { _read { yield fields.intents } _modify { yield &fields.intents } }
    /// Whether the engine is taking in intents: the changes they cause are settled after each.
    var isTakingInIntents: Bool { _read { yield fields.isTakingInIntents } _modify { yield &fields.isTakingInIntents } }
    /// Numbers the deliveries of several touches at once, so that each recognizer's count of the changed
    /// touches it tracks (`ArenaEntry.deliveryMatches(_:)`) belongs to one delivery.
    var deliveryEpoch: Int { _read { yield fields.deliveryEpoch } _modify { yield &fields.deliveryEpoch } }

    /// A context before any dispatch: time 0, not yet set.
    init() {
        super.init(fields: DispatchContextFields())
    }
}

/// The stored fields of a `DispatchContext`, kept in its unchecked `fields` (see Unchecked.swift).
struct DispatchContextFields {
    var now: Double = 0
    var hasTime: Bool = false
    var modifierFlags: ModifierFlags = []
    var dispatchDepth: Int = 0
    var deliveryEpoch: Int = 0
    var intents: [Intent] = []
    var isTakingInIntents: Bool = false
}
