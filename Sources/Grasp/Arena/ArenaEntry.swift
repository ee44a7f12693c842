// Why this file exists: the arena keeps, for every recognizer, what only it needs: the transition a
// recognizer proposed during delivery and the ones it asked for after it, a transition held for a failure
// requirement, which arena has it in play, whether it was taken out of play by its removal, and the
// delivery counts of several touches at once, and whether a change a handler made to it is queued. None of that is part of a recognizer's public surface; it is
// kept in this record, stored out of line with the recognizer's other fields (in its `Unchecked` box, see
// Unchecked.swift), and read and written by the arena and the engine's delivery only.

/// The arena's bookkeeping for one recognizer.
struct ArenaEntry {
    var proposedState: GestureRecognizerState?
    var proposedFollowUps: [GestureRecognizerState] = []
    /// Transitions asked for after one the arena committed, applied one by one after that one's handlers
    /// (the `.followUp` notice); the recognizer's `state` reads the committed one meanwhile.
    var committedFollowUps: [GestureRecognizerState] = []
    var heldState: GestureRecognizerState?
    var boundArenaReference = UnretainedOptional<GestureArena>(nil)
    var wasRemovedWhileInPlay: Bool = false
    var deliveryMatchEpoch: Int = 0
    var deliveryMatchCount: Int = 0
    /// Whether a change a handler made to it waits for the end of the handler round (see
    /// HandlerChanges.swift): its own round of handlers stops, and a removed one ignores state changes.
    var hasDeferredChange: Bool = false
}
