// Why this file exists: the arena keeps, for every recognizer in play, what only it needs: the transition
// a recognizer proposed during delivery and the ones it asked for after it, a transition held for a failure
// requirement, the delivery counts of several touches at once, and whether a change a handler made to it
// is queued. None of that is part of a recognizer's public surface, so the arena owns it: each arena keeps
// a table of entries (`ArenaEntries`, in its fields), and a recognizer holds at most a slot in one of them
// (`ArenaSlot`: the arena, the index, and whether the arena has it in play). A recognizer takes a slot when
// the arena first binds a touch to it or writes something in its entry, and gives it back when it leaves
// play (its reset, which its removal and its detaching go through); one that holds none reads as the
// defaults (nothing proposed, nothing held). The arena's code reads and writes the table here; the
// recognizer only reads its pending state (`state`) and whether a handler's change to it is queued.

/// The arena's bookkeeping for one recognizer: one row of an arena's table of entries.
struct ArenaEntry {
    /// The recognizer holding this slot; none while the slot is free.
    var owner = UnretainedOptional<GestureRecognizer>(nil)
    /// A transition asked for during event delivery, resolved by the arena after every recognizer has
    /// seen the event (or, asked for by a handler, when its round returns).
    var proposedState: GestureRecognizerState?
    /// Transitions asked for after `proposedState` within the same delivery.
    var proposedFollowUps: [GestureRecognizerState] = []
    /// Transitions asked for after one the arena committed, applied one by one after that one's handlers
    /// (the `.followUp` notice); the recognizer's `state` reads the committed one meanwhile.
    var committedFollowUps: [GestureRecognizerState] = []
    /// A transition held until the recognizers this one requires to fail have failed.
    var heldState: GestureRecognizerState?
    /// The delivery (numbered by the dispatch context) that `deliveryMatchCount` counts for.
    var deliveryMatchEpoch: Int = 0
    /// How many of the touches changed in that delivery the recognizer tracks.
    var deliveryMatchCount: Int = 0
    /// Whether a change a handler made to it waits for the end of the handler round (see
    /// HandlerChanges.swift): its own round of handlers stops, and a removed one ignores state changes.
    var hasDeferredChange: Bool = false

    /// Whether nothing waits in it: no transition proposed, queued or held, and no handler's change.
    var isIdle: Bool {
        proposedState == nil && proposedFollowUps.isEmpty && committedFollowUps.isEmpty && heldState == nil && !hasDeferredChange
    }

    /// Counts one more changed touch tracked in delivery `epoch`.
    @inline(__always)
    mutating func countDeliveryMatch(_ epoch: Int) {
        if deliveryMatchEpoch != epoch {
            deliveryMatchEpoch = epoch
            deliveryMatchCount = 0
        }
        deliveryMatchCount += 1
    }

    /// How many changed touches of delivery `epoch` the recognizer tracks.
    @inline(__always)
    func deliveryMatches(_ epoch: Int) -> Int {
        deliveryMatchEpoch == epoch ? deliveryMatchCount : 0
    }

    /// The defaults, read for a recognizer that holds no slot.
    static var vacant: ArenaEntry { ArenaEntry() }
}

/// Which entry a recognizer holds: stored in the recognizer, the only arena state it keeps.
struct ArenaSlot {
    /// The arena whose table holds the entry; none when the recognizer holds no slot. Held without
    /// retaining (the engine owns the arena, which clears its slot holders when it goes).
    var arena = UnretainedOptional<GestureArena>(nil)
    /// The entry's index in that arena's table.
    var index: Int = 0
    /// Whether that arena has the recognizer in play, bound to touches (`GestureRecognizer.boundArena`).
    var isBound: Bool = false
}

/// An arena's table of entries, with the slots given back, for reuse.
struct ArenaEntries {
    /// The rows; a free one has no owner.
    var rows: [ArenaEntry] = []
    /// The indices of the free rows, the last given back first.
    var free: [Int] = []
}

extension GestureArena {
    /// `recognizer`'s entry: read, the defaults when it holds no slot; written, in the slot it holds (one
    /// taken in this arena if it holds none). The entry follows the recognizer: one that holds a slot in
    /// another arena is read and written there.
    subscript(entryOf recognizer: GestureRecognizer) -> ArenaEntry {
        _read {
            let slot = recognizer.arenaSlot
            if slot.arena.refers(to: self) {
                yield fields.entries.rows[slot.index]
            } else if let other = slot.arena.object {
                yield other.fields.entries.rows[slot.index]
            } else {
                yield ArenaEntry.vacant
            }
        }
        _modify {
            let slot = recognizer.arenaSlot
            if slot.arena.refers(to: self) {
                yield &fields.entries.rows[slot.index]
            } else if let other = slot.arena.object {
                yield &other.fields.entries.rows[slot.index]
            } else {
                let index = takeSlot(for: recognizer)
                yield &fields.entries.rows[index]
            }
        }
    }

    /// Calls `body` with `recognizer`'s entry when it holds a slot: for clearing what may be there
    /// without taking a slot for nothing.
    @inline(__always)
    func modifyEntryIfHeld(of recognizer: GestureRecognizer, _ body: (inout ArenaEntry) -> Void) {
        guard recognizer.arenaSlot.arena.isSet else { return }
        body(&self[entryOf: recognizer])
    }

    /// The transition `recognizer` has pending (its last proposed one), if any: what its `state` reads.
    @inline(__always)
    func pendingState(inSlot index: Int) -> GestureRecognizerState? {
        guard let proposed = fields.entries.rows[index].proposedState else { return nil }
        return fields.entries.rows[index].proposedFollowUps.last ?? proposed
    }

    /// Binds `recognizer` to this arena (it is in play here): it takes a slot here, bringing its entry
    /// along if it holds one in another arena.
    func bindSlot(of recognizer: GestureRecognizer) {
        if !recognizer.arenaSlot.arena.refers(to: self) {
            let carried = recognizer.arenaSlot.arena.isSet ? self[entryOf: recognizer] : nil
            recognizer.arenaSlot.arena.object?.releaseSlot(of: recognizer)
            let index = takeSlot(for: recognizer)
            if let carried {
                fields.entries.rows[index] = carried
                fields.entries.rows[index].owner = UnretainedOptional(recognizer)
            }
        }
        recognizer.arenaSlot.isBound = true
    }

    /// Gives back `recognizer`'s slot (it leaves play, or it is going): its entry is dropped and the
    /// recognizer reads the defaults from now on.
    func releaseSlot(of recognizer: GestureRecognizer) {
        let slot = recognizer.arenaSlot
        guard slot.arena.refers(to: self) else { return }
        fields.entries.rows[slot.index] = ArenaEntry()
        fields.entries.free.append(slot.index)
        recognizer.arenaSlot = ArenaSlot()
    }

    /// Gives back `recognizer`'s slot if it is not in play and nothing waits in its entry: a transition
    /// asked for outside play (by a handler, or by other code during a delivery) has been dealt with.
    func releaseSlotIfIdle(of recognizer: GestureRecognizer) {
        guard let arena = recognizer.arenaSlot.arena.object, !recognizer.arenaSlot.isBound,
              arena[entryOf: recognizer].isIdle, !arena.isInPlay(recognizer) else { return }
        arena.releaseSlot(of: recognizer)
    }

    /// Clears the slot of every recognizer holding one here: the arena is going (with its engine).
    func releaseAllSlots() {
        for row in fields.entries.rows {
            row.owner.object?.arenaSlot = ArenaSlot()
        }
        fields.entries = ArenaEntries()
    }

    private func takeSlot(for recognizer: GestureRecognizer) -> Int {
        let index: Int
        if let reused = fields.entries.free.popLast() {
            index = reused
        } else {
            index = fields.entries.rows.count
            fields.entries.rows.append(ArenaEntry())
        }
        fields.entries.rows[index].owner = UnretainedOptional(recognizer)
        recognizer.arenaSlot = ArenaSlot(arena: UnretainedOptional(self), index: index, isBound: false)
        return index
    }
}
