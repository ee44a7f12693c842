// Why this file exists: the arena keeps, for every recognizer it decides about, what only it needs: the
// transition a recognizer proposed during delivery and the ones it asked for after it, a transition held
// for a failure requirement, the delivery counts of several touches at once, and whether a change a
// handler made to it is queued. None of that is part of a recognizer's public surface, so the arena owns
// it: each arena keeps a table of entries (`ArenaEntries`, in its fields), and a recognizer holds at most a
// slot in one of them (`ArenaSlot`: the arena, the row, and whether the arena has it in play). A recognizer
// takes a slot when the arena binds a touch to it or first writes something in its entry (a transition
// asked for outside play), and gives it back when it leaves play (its reset, which its removal and its
// detaching go through) or, never having entered play, once nothing waits in its entry. One that holds no
// slot reads as the defaults (nothing proposed, nothing held). The arena's code reads and writes the table
// here; the recognizer itself only reads its pending state (`state`) and whether a handler's change to it
// is queued. (Until the third design the entry was stored in the recognizer.)

/// The arena's bookkeeping for one recognizer: one row of an arena's table of entries.
struct ArenaEntry<Member: AnyObject> {
    /// The recognizer holding this slot; none while the slot is free.
    var owner = UnretainedOptional<Member>(nil)
    /// A transition asked for during event delivery, resolved by the arena after every recognizer has
    /// seen the event (or, asked for by a handler, when its round returns). Set and cleared only through
    /// the table (`ArenaEntries`), which counts the rows that have one.
    fileprivate(set) var proposedState: GestureRecognizerState?
    /// Transitions asked for after `proposedState` within the same delivery.
    var proposedFollowUps: [GestureRecognizerState] = []
    /// Transitions asked for after one the arena committed, applied one by one after that one's handlers
    /// (the `.followUp` notice); the recognizer's `state` reads the committed one meanwhile.
    var committedFollowUps: [GestureRecognizerState] = []
    /// A transition held until the recognizers this one requires to fail have failed. Set and cleared
    /// only through the table (`ArenaEntries`), which counts the rows that have one.
    fileprivate(set) var heldState: GestureRecognizerState?
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
struct ArenaSlot<Member: GestureArenaMember> where Member.ArenaMember == Member {
    /// The arena whose table holds the entry; none when the recognizer holds no slot. Held without
    /// retaining (the engine owns the arena, which clears its slot holders when it goes).
    var arena = UnretainedOptional<GestureArena<Member>>(nil)
    /// The entry's index in that arena's table, unsigned so that reading the row costs one bounds check
    /// instead of two (measured: `scripts/callgrind inspector`, see the Performance article).
    var position: UInt32 = 0
    /// The entry's index in that arena's table.
    var index: Int {
        @inline(__always) get { Int(position) }
    }
    /// Whether that arena has the recognizer in play, bound to touches (`GestureRecognizer.boundArena`).
    var isBound: Bool = false
}

/// An arena's table of entries, with the slots given back, for reuse.
struct ArenaEntries<Member: AnyObject> {
    /// The rows; a free one has no owner.
    var rows: [ArenaEntry<Member>] = []
    /// The indices of the free rows, the last given back first.
    var free: [Int] = []
    /// How many rows have a transition proposed. Almost always 0 (proposals live from a hook or a handler
    /// to the end of the delivery or the round), so that a recognizer's `state` and the arena's shortcut
    /// for `changed` read this one count instead of a row (measured: `scripts/callgrind inspector`, see
    /// the Performance article).
    private(set) var proposalCount = 0
    /// How many rows hold a transition for a failure requirement. Almost always 0 (a tap waiting for a
    /// double tap holds one between its lift and the double tap's outcome), so that the arena's check for
    /// held transitions, after every failure and at every settling, reads this count before walking the
    /// recognizers in play (`scripts/callgrind hammerPreset`).
    private(set) var heldCount = 0

    /// Holds `state` in row `index` (`nil`: holds nothing), keeping the count true.
    mutating func hold(_ state: GestureRecognizerState?, at index: Int) {
        heldCount += (state != nil ? 1 : 0) - (rows[index].heldState != nil ? 1 : 0)
        rows[index].heldState = state
    }

    /// Proposes `next` in row `index` (the first proposal of a delivery or round; later ones queue
    /// behind it as follow-ups).
    mutating func propose(_ next: GestureRecognizerState, at index: Int) {
        if rows[index].proposedState == nil { proposalCount += 1 }
        rows[index].proposedState = next
    }

    /// Takes the transition proposed in row `index` and its follow-ups, leaving none: the arena is about
    /// to act on them.
    mutating func takeProposal(at index: Int) -> (first: GestureRecognizerState, followUps: [GestureRecognizerState])? {
        guard let first = rows[index].proposedState else { return nil }
        let followUps = rows[index].proposedFollowUps
        clearProposal(at: index)
        return (first, followUps)
    }

    /// Drops the transitions proposed and held in row `index` (the recognizer fails).
    mutating func dropTransitions(at index: Int) {
        clearProposal(at: index)
        hold(nil, at: index)
    }

    /// Clears row `index`'s proposed transition and its follow-ups, keeping the count true.
    private mutating func clearProposal(at index: Int) {
        if rows[index].proposedState != nil { proposalCount -= 1 }
        rows[index].proposedState = nil
        rows[index].proposedFollowUps = []
    }

    /// Gives `owner` a row, with `entry`'s contents (defaults for a new slot); returns its index.
    mutating func occupy(by owner: Member, with entry: ArenaEntry<Member> = ArenaEntry()) -> Int {
        let index: Int
        if let reused = free.popLast() {
            index = reused
        } else {
            index = rows.count
            rows.append(ArenaEntry())
        }
        rows[index] = entry
        rows[index].owner = UnretainedOptional(owner)
        if entry.proposedState != nil { proposalCount += 1 }
        if entry.heldState != nil { heldCount += 1 }
        return index
    }

    /// Frees row `index`, dropping what it held.
    mutating func vacate(at index: Int) {
        if rows[index].proposedState != nil { proposalCount -= 1 }
        if rows[index].heldState != nil { heldCount -= 1 }
        rows[index] = ArenaEntry()
        free.append(index)
    }
}

extension GestureArena {
    /// Reads a field of `recognizer`'s entry (the defaults when it holds no slot). The entry follows the
    /// recognizer: one holding a slot in another arena is read there. (A plain function with a closure
    /// the optimizer inlines, not a `_read` accessor: a coroutine that is not inlined allocates its
    /// frame, and this runs on every move.)
    @inline(__always)
    func entry<Value>(of recognizer: Member, _ field: (borrowing ArenaEntry<Member>) -> Value) -> Value {
        let slot = recognizer.membership.slot
        if let value = slot.arena.borrow({ field($0.fields.entries.rows[slot.index]) }) { return value }
        return field(ArenaEntry<Member>.vacant)
    }

    /// Updates `recognizer`'s entry where it is, taking a slot in this arena when it holds none.
    @inline(__always) @discardableResult
    func updateEntry<Result>(of recognizer: Member, _ body: (inout ArenaEntry<Member>) -> Result) -> Result {
        if !recognizer.membership.slot.arena.isSet { takeSlot(for: recognizer) }
        let slot = recognizer.membership.slot
        return slot.arena.borrow { body(&$0.fields.entries.rows[slot.index]) }!
    }

    /// Updates `recognizer`'s entry when it holds one (for clearing or taking what may be there without
    /// taking a slot for nothing); `nil` when it holds none.
    @inline(__always) @discardableResult
    func updateEntryIfHeld<Result>(of recognizer: Member, _ body: (inout ArenaEntry<Member>) -> Result) -> Result? {
        let slot = recognizer.membership.slot
        return slot.arena.borrow { body(&$0.fields.entries.rows[slot.index]) }
    }

    /// The transition pending in row `index` (its last proposed one), if any: what a recognizer's `state`
    /// reads.
    @inline(__always)
    func pendingState(inSlot index: Int) -> GestureRecognizerState? {
        guard fields.entries.proposalCount != 0, let proposed = fields.entries.rows[index].proposedState else { return nil }
        return fields.entries.rows[index].proposedFollowUps.last ?? proposed
    }

    /// Whether `recognizer` holds a transition until the recognizers it requires to fail have failed.
    @inline(__always)
    func isWaitingForFailure(_ recognizer: Member) -> Bool {
        entry(of: recognizer, { $0.heldState }) != nil
    }

    /// Whether `recognizer` has a transition proposed (asked for in a hook or a handler, not resolved yet).
    @inline(__always)
    func hasProposal(_ recognizer: Member) -> Bool {
        let slot = recognizer.membership.slot
        return slot.arena.borrow { $0.fields.entries.proposalCount != 0 && $0.fields.entries.rows[slot.index].proposedState != nil } ?? false
    }

    /// Proposes `next` for `recognizer` (the first proposal; later ones queue behind it as follow-ups).
    func propose(_ next: GestureRecognizerState, for recognizer: Member) {
        if !recognizer.membership.slot.arena.isSet { takeSlot(for: recognizer) }
        let slot = recognizer.membership.slot
        _ = slot.arena.borrow { $0.fields.entries.propose(next, at: slot.index) }
    }

    /// Takes `recognizer`'s proposed transition and its follow-ups, leaving none.
    func takeProposal(of recognizer: Member) -> (first: GestureRecognizerState, followUps: [GestureRecognizerState])? {
        let slot = recognizer.membership.slot
        return slot.arena.borrow { $0.fields.entries.takeProposal(at: slot.index) } ?? nil
    }

    /// Holds `state` in `recognizer`'s entry (`nil`: holds nothing), taking a slot in this arena when it
    /// holds none and `state` is a transition.
    func hold(_ state: GestureRecognizerState?, for recognizer: Member) {
        if state == nil && !recognizer.membership.slot.arena.isSet { return }
        if !recognizer.membership.slot.arena.isSet { takeSlot(for: recognizer) }
        let slot = recognizer.membership.slot
        _ = slot.arena.borrow { $0.fields.entries.hold(state, at: slot.index) }
    }

    /// Whether a recognizer holding a slot in this arena's table holds a transition for a failure
    /// requirement: when not, none of the recognizers in play does (each holds its slot here, taken when
    /// it was bound; see `bindSlot(of:)`), and the arena's check of them is skipped.
    var holdsAnyTransition: Bool { fields.entries.heldCount != 0 }

    /// Drops `recognizer`'s proposed and held transitions (it fails).
    func dropTransitions(of recognizer: Member) {
        let slot = recognizer.membership.slot
        _ = slot.arena.borrow { $0.fields.entries.dropTransitions(at: slot.index) }
    }

    /// Binds `recognizer` to this arena (it is in play here): it takes a slot here, bringing its entry
    /// along if it holds one in another arena.
    func bindSlot(of recognizer: Member) {
        if !recognizer.membership.slot.arena.refers(to: self) {
            let carried = recognizer.membership.slot.arena.isSet ? entry(of: recognizer) { copy $0 } : ArenaEntry<Member>()
            recognizer.membership.slot.arena.object?.releaseSlot(of: recognizer)
            let index = fields.entries.occupy(by: recognizer, with: carried)
            recognizer.membership.slot = ArenaSlot(arena: UnretainedOptional(self), position: UInt32(index), isBound: false)
        }
        recognizer.membership.slot.isBound = true
    }

    /// Gives back `recognizer`'s slot (it leaves play, or it is going): its entry is dropped and the
    /// recognizer reads the defaults from now on.
    func releaseSlot(of recognizer: Member) {
        let slot = recognizer.membership.slot
        guard slot.arena.refers(to: self) else { return }
        fields.entries.vacate(at: slot.index)
        recognizer.membership.slot = ArenaSlot()
    }

    /// Gives back `recognizer`'s slot if it is not in play and nothing waits in its entry: a transition
    /// asked for outside play (by a handler, or by other code during a delivery) has been dealt with.
    func releaseSlotIfIdle(of recognizer: Member) {
        guard let arena = recognizer.membership.slot.arena.object, !recognizer.membership.slot.isBound,
              entry(of: recognizer, { $0.isIdle }), !arena.isInPlay(recognizer) else { return }
        arena.releaseSlot(of: recognizer)
    }

    /// Clears the slot of every recognizer holding one here: the arena is going (with its engine).
    func releaseAllSlots() {
        for row in fields.entries.rows {
            row.owner.object?.membership.slot = ArenaSlot()
        }
        fields.entries = ArenaEntries()
    }

    private func takeSlot(for recognizer: Member) {
        let index = fields.entries.occupy(by: recognizer)
        recognizer.membership.slot = ArenaSlot(arena: UnretainedOptional(self), position: UInt32(index), isBound: false)
    }
}
