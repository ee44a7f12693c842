// Why this file exists: several recognizers usually see the same touches, and at most a compatible
// subset of them may win. The arena is where that is decided: it applies UIKit's relationships
// (failure requirements, simultaneous recognition, canPrevent/canBePrevented, the delegate's answers)
// in one deterministic order, holds transitions that must wait, and resets recognizers when their
// touches are gone. It decides and calls nobody: what its decisions owe to app code (handlers, resets,
// provisional-recognition callbacks, touches handed to a sequence follower) it writes as notices
// (ArenaNotice.swift), with the state changes the observers have not heard of, and the engine performs
// them (Engine/Notifying.swift). It holds no reference to the engine; the touch table it shares with the
// engine is all it knows of it. The "Arena" and "Architecture" articles describe the same order in prose.

final class GestureArena<Member: GestureArenaMember>: UncheckedFields<GestureArenaFields<Member>> where Member.ArenaMember == Member {
    /// The touches that are down and what each is bound to, shared with the engine (which delivers them);
    /// the arena binds, unbinds and hands over. The arena holds nothing else of the engine's.
    let touchTable: TouchTable

    /// The dispatch under way, owned by the engine: the arena reads its clock and depth.
    let context: DispatchContext
    /// The time of the event or tick being dispatched: the dispatch context's clock.
    var now: Double { context.now }

    /// The recognizers in play, in the order they first received a touch since their last reset.
    var active: [Member] { _read { yield fields.active } _modify { fields.playChanges &+= 1; yield &fields.active } }
    /// Counts the changes to `active` and the recognizers in play that reached a final state, so that
    /// the engine's delivery can tell whether its list of the ones still deciding or running is true.
    var playChanges: Int { fields.playChanges }

    /// Whether touch hooks are being delivered; transitions out of `possible` are then proposed and
    /// resolved together after every recognizer has seen the touches.
    var isDelivering: Bool { _read { yield fields.isDelivering } _modify { yield &fields.isDelivering } }
    /// Whether something happened since the last settling that settling could act on (a final state, a
    /// touch gone, a timer set or fired, a recognizer joining or leaving play). A steady stream of moves
    /// leaves it unset, and settling is then skipped.
    var needsSettling: Bool { _read { yield fields.needsSettling } _modify { yield &fields.needsSettling } }
    /// Counts the changes of which recognizer tracks which touch (bind, unbind, reset, a touch ending), so that a
    /// delivery can tell whether its counts are still true.
    var bindingChanges: Int { _read { yield fields.bindingChanges } _modify { yield &fields.bindingChanges } }
    /// Whether the engine has state observers, so that a transition must record an `ArenaStateChange`
    /// (set by the engine).
    var reportsStateChanges: Bool { _read { yield fields.reportsStateChanges } _modify { yield &fields.reportsStateChanges } }
    private var proposals: [Member] { _read { yield fields.proposals } _modify { yield &fields.proposals } }
    /// The storage of the last batch of proposals resolved, empty, for the next batch to be taken into.
    private var spareProposals: [Member] { _read { yield fields.spareProposals } _modify { yield &fields.spareProposals } }
    /// The calls the decisions owe to app code, in the order owed, until the engine performs them (see
    /// ArenaNotice.swift).
    var notices: [ArenaNotice<Member>] { _read { yield fields.notices } _modify { yield &fields.notices } }
    /// State changes the observers have not heard of yet, oldest first. The engine reports them once the
    /// notices before them are performed, so that observers see what the handlers did.
    var unreported: [ArenaStateChange<Member>] { _read { yield fields.unreported } _modify { yield &fields.unreported } }
    /// Whether notices or unreported changes have been written since the engine last performed and
    /// reported them all (one flag, so that the engine's checks after each step cost a single load).
    var hasNotices: Bool { _read { yield fields.hasNotices } _modify { yield &fields.hasNotices } }

    /// Writes a notice for the engine.
    @inline(__always)
    func write(_ notice: ArenaNotice<Member>) {
        fields.notices.append(notice)
        fields.hasNotices = true
    }

    /// Records a state change for the observers.
    @inline(__always)
    func record(_ change: ArenaStateChange<Member>) {
        fields.unreported.append(change)
        fields.hasNotices = true
    }

    /// The recognizers' timers (see TimerQueue.swift).
    var timers: TimerQueue<Member> { _read { yield fields.timers } _modify { yield &fields.timers } }
    /// Recognitions committed while failure requirements were pending, until those resolve (see
    /// ProvisionalRecognition.swift).
    var provisional: ProvisionalRecognitions<Member> { _read { yield fields.provisional } _modify { yield &fields.provisional } }

    init(touchTable: TouchTable, context: DispatchContext) {
        self.touchTable = touchTable
        self.context = context
        super.init(fields: GestureArenaFields())
    }

    deinit { releaseAllSlots() }

    // MARK: Membership

    func bind(_ record: TouchRecord, to recognizer: Member) {
        needsSettling = true
        bindingChanges &+= 1
        bindSlot(of: recognizer)
        recognizer.membership.wasRemovedWhileInPlay = false
        recognizer.trackedRecords.append(record)
        recognizer.join(record)
        if !isInPlay(recognizer) { active.append(recognizer) }
    }

    func unbind(_ id: TouchID, from recognizer: Member) {
        needsSettling = true
        bindingChanges &+= 1
        recognizer.trackedRecords.removeAll { $0.touch.id == id }
        for record in touchTable.records where record.touch.id == id {
            recognizer.leave(record)
        }
    }

    func isInPlay(_ recognizer: Member) -> Bool {
        active.contains { $0 === recognizer }
    }

    /// Whether `recognizer` may still take part: attached to this engine's tree and enabled.
    func isAttached(_ recognizer: Member) -> Bool {
        recognizer.answer(.takesPart(in: self))
    }

    // MARK: Transitions

    /// Checks a transition against the state machine. Illegal ones stop debug builds and are ignored in
    /// release builds.
    static func checkTransition(_ recognizer: Member, from: GestureRecognizerState, to next: GestureRecognizerState) -> Bool {
        if from.canTransition(to: next, isDiscrete: recognizer.answer(.isDiscrete)) { return true }
        assertionFailure("Grasp: illegal state transition \(from) → \(next) for \(type(of: recognizer)) \"\(recognizer.name)\"")
        return false
    }

    /// The member's state as its own code reads it back (a recognizer's `state`): a state app code set
    /// between dispatches, until the engine takes it in; then a transition asked for that the arena has not
    /// applied yet (kept in its entry); without one, or without an entry, the stored state. A transition
    /// the member asks for is checked from this one.
    @inline(__always)
    static func currentState(of member: Member) -> GestureRecognizerState {
        if let intended = member.membership.intendedState { return intended }
        let slot = member.membership.slot
        if case let pending?? = slot.arena.borrow({ $0.pendingState(inSlot: slot.index) }) { return pending }
        return member.storedState
    }

    /// A recognizer set its `state`.
    func request(_ recognizer: Member, _ next: GestureRecognizerState) {
        // The common case first: a gesture in progress reports a change (from its own hook: a handler's
        // change waits for the end of its round, below).
        if next == .changed, handlerRounds == 0, reportChange(of: recognizer) { return }
        let effective = Self.currentState(of: recognizer)
        guard Self.checkTransition(recognizer, from: effective, to: next) else { return }
        guard isAttached(recognizer) else {
            // Removed or disabled by a handler whose round is still running: ignored, as by a removed one.
            if entry(of: recognizer, { $0.hasDeferredChange }) { return }
            // Not in this engine any more: apply quietly so the recognizer's own logic stays consistent.
            recognizer.membership.storedState = next
            return
        }
        if hasProposal(recognizer) {
            updateEntry(of: recognizer) { $0.proposedFollowUps.append(next) }
            return
        }
        if handlerRounds != 0 {
            // Set by a handler: proposed now (the recognizer reads it back as its `state`), applied when
            // the handler round returns (see HandlerChanges.swift).
            propose(next, for: recognizer)
            deferChange(.state(recognizer))
            return
        }
        apply(recognizer, next)
    }

    /// Applies a transition a recognizer asked for, now.
    func apply(_ recognizer: Member, _ next: GestureRecognizerState) {
        switch (recognizer.storedState, next) {
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .ended):
            if isWaitingForFailure(recognizer) {
                hold(next, for: recognizer)
                needsSettling = true
            } else if isDelivering {
                propose(next, for: recognizer)
                proposals.append(recognizer)
            } else {
                if !isInPlay(recognizer) { active.append(recognizer) }
                commitFromPossible(recognizer, next)
            }
        case (.possible, .failed):
            fail(recognizer)
        default:
            transition(recognizer, to: next)
        }
    }

    /// Resolves the transitions proposed during a delivery: largest activation margin first, ties in
    /// arena order.
    @inline(__always)
    func resolveProposals() {
        if !proposals.isEmpty { resolvePendingProposals() }
    }

    // Out of line: most deliveries propose nothing, and inlined, this (with the sort of the batch) grew
    // the engine's delivery by a third of its machine code (the Performance article, "The twelfth round").
    @inline(never)
    private func resolvePendingProposals() {
        // The batch is taken out whole (what a hook proposes meanwhile waits for the next resolution), into
        // the storage the previous batch left, so that resolving allocates nothing.
        var batch = spareProposals
        spareProposals = []
        swap(&batch, &proposals)
        defer {
            batch.removeAllKeepingStorage()
            spareProposals = batch
        }
        for recognizer in ArenaDecisions.inResolutionOrder(batch) {
            guard let (proposed, followUps) = takeProposal(of: recognizer) else { continue }
            defer { releaseSlotIfIdle(of: recognizer) }
            guard recognizer.storedState == .possible, isAttached(recognizer) else { continue }
            if commitFromPossible(recognizer, proposed), !followUps.isEmpty, recognizer.storedState.isInProgress {
                // Asked for in the same hook, after the transition just committed: applied once that
                // transition's handlers have run (the engine performs the notice in that order).
                updateEntry(of: recognizer) { $0.committedFollowUps = followUps }
                write(.followUp(recognizer))
            }
        }
    }

    /// Applies the next transition a recognizer asked for after one the arena committed (the engine
    /// performs the `.followUp` notice after the handlers of that transition). Further follow-ups get a
    /// notice of their own, after the handlers of this one.
    func applyFollowUp(_ recognizer: Member) {
        guard !entry(of: recognizer, { $0.committedFollowUps.isEmpty }) else { return }
        let next = updateEntry(of: recognizer) { $0.committedFollowUps.removeFirst() }
        defer { releaseSlotIfIdle(of: recognizer) }
        // Cancelled, failed or taken out of play since (by a handler of the committed transition, say):
        // the rest no longer applies.
        guard recognizer.storedState.isInProgress, isAttached(recognizer) else {
            updateEntry(of: recognizer) { $0.committedFollowUps = [] }
            return
        }
        transition(recognizer, to: next)
        if !entry(of: recognizer, { $0.committedFollowUps.isEmpty }) { write(.followUp(recognizer)) }
    }

    /// A recognizer leaves `possible` to begin or recognize: the delegate, then failure requirements,
    /// then rivals in progress decide. Returns whether the transition was applied.
    @discardableResult
    func commitFromPossible(_ recognizer: Member, _ next: GestureRecognizerState) -> Bool {
        if !recognizer.answer(.mayBegin(touching: touchTable.records)) {
            fail(recognizer)
            return false
        }
        return proceed(recognizer, next)
    }

    private func proceed(_ recognizer: Member, _ next: GestureRecognizerState) -> Bool {
        switch requirementStatus(of: recognizer) {
        case .blocked:
            fail(recognizer)
            return false
        case .waiting:
            if recognizer.answer(.proceedsProvisionally), !provisional.contains(recognizer) {
                // It goes ahead now; the recognizers it skipped decide later whether it stands.
                let pending = active.filter { $0 !== recognizer && isAttached($0) && $0.storedState == .possible && recognizer.requiresToFail($0) }
                provisional.begin(recognizer, skipping: pending)
                write(.provisionalCommit(recognizer))
            } else if waitsTransitively(onItself: recognizer) {
                // Two recognizers each waiting for the other would wait forever: the later one fails.
                fail(recognizer)
                return false
            } else {
                hold(next, for: recognizer)
                needsSettling = true
                return false
            }
        case .clear:
            break
        }
        for other in active where other !== recognizer && isAttached(other) && ArenaDecisions.stops(other, beginning: recognizer) {
            fail(recognizer)
            return false
        }
        hold(nil, for: recognizer)
        // Decided first, then told: the rivals it prevents and the recognizers that required it to fail
        // fail before its handlers' notice is written, so that a handler sees every rival's outcome.
        transition(recognizer, to: next, callsHandlers: false)
        preventRivals(of: recognizer)
        failDependants(of: recognizer)
        if recognizer.storedState == next { write(.handlers(recognizer, next)) }
        recognizer.perform(.cancelNodeDelivery(in: touchTable, at: now))
        openSequences(ledBy: recognizer)
        return true
    }

    /// The most frequent transition, on every move of a gesture in progress: `changed` again. It needs
    /// none of the generic path's checks (no timer to cancel, no settling, no provisional recognition to
    /// settle), so it is applied here directly, with the same effects as ``transition(_:to:)``. Returns
    /// `false`, doing nothing, when the recognizer is not in a state where the shortcut applies.
    @inline(__always)
    func reportChange(of recognizer: Member) -> Bool {
        let old = recognizer.storedState
        guard old.isInProgress, !hasProposal(recognizer), recognizer.answer(.isEnabled),
              recognizer.answer(.isOnNode), !recognizer.answer(.isDiscrete) else { return false }
        recognizer.perform(.willTransition)
        recognizer.membership.storedState = .changed
        if reportsStateChanges {
            record(ArenaStateChange(member: recognizer, oldState: old, newState: .changed, timestamp: now))
        }
        if recognizer.answer(.hasHandlers) { write(.handlers(recognizer, .changed)) }
        return true
    }

    /// Applies a transition and writes the notice of its handlers (unless `callsHandlers` is `false`: the
    /// caller writes it later) and its report to the observers.
    func transition(_ recognizer: Member, to next: GestureRecognizerState, callsHandlers: Bool = true) {
        let old = recognizer.storedState
        recognizer.perform(.willTransition)
        recognizer.membership.storedState = next
        if next.isFinal {
            needsSettling = true
            fields.playChanges &+= 1
            cancelTimers(for: recognizer)
        }
        if reportsStateChanges {
            record(ArenaStateChange(member: recognizer, oldState: old, newState: next, timestamp: now))
        }
        // A provisional recognition this one overrules is withdrawn before this one's handlers run.
        if old == .possible { settleProvisional(after: recognizer, won: next != .failed) }
        if next != .failed && callsHandlers { write(.handlers(recognizer, next)) }
    }

    /// Fails a possible recognizer (or cancels one in progress), then releases what waited for it.
    func fail(_ recognizer: Member) {
        // A recognizer taken out of play earlier in the same pass (removed from its node, perhaps added
        // again) has nothing left to fail; failing it would leave it in `failed` with nothing to reset it.
        guard isInPlay(recognizer) else { return }
        dropTransitions(of: recognizer)
        switch recognizer.storedState {
        case .possible: transition(recognizer, to: .failed)
        case .began, .changed: transition(recognizer, to: .cancelled)
        default: return
        }
        releaseHeld()
    }

    /// Fails the possible rivals that `winner` may prevent. Rivals already in progress keep running: they
    /// began legitimately, and only a rival that may prevent a recognizer stops it from beginning.
    private func preventRivals(of winner: Member) {
        // A recognizer the winner requires to fail can only still be possible when the winner went ahead
        // provisionally: it is left to decide (ArenaDecisions.prevents).
        for other in active where other !== winner && ArenaDecisions.prevents(winner, other) {
            fail(other)
        }
    }

    private func failDependants(of winner: Member) {
        for other in active where other !== winner && other.storedState == .possible {
            if other.requiresToFail(winner) { fail(other) }
        }
    }

    /// Commits or fails held transitions whose requirements have resolved, until nothing changes.
    func releaseHeld() {
        // Most calls find nothing held: they leave here, before the loop below, which retains each
        // recognizer it visits (on the benchmark trace, some 80,000 retains and releases for nothing).
        // The count of held transitions first: most calls find none (`scripts/callgrind hammerPreset`).
        guard holdsAnyTransition, active.contains(where: { isWaitingForFailure($0) }) else { return }
        var progress = true
        while progress {
            progress = false
            // A held recognizer whose node has just left the tree (its subtree is being failed) must not
            // go ahead now that a requirement in the same subtree failed: it is about to be cancelled.
            for recognizer in active where isWaitingForFailure(recognizer) && recognizer.storedState == .possible && isAttached(recognizer) {
                switch requirementStatus(of: recognizer) {
                case .waiting:
                    continue
                case .blocked:
                    fail(recognizer)
                case .clear:
                    let held = entry(of: recognizer, { $0.heldState })!
                    hold(nil, for: recognizer)
                    _ = proceed(recognizer, held)
                }
                progress = true
            }
            // Recognizers that are all waiting, each for another: a requirement added while they waited
            // (by a handler or the app) closed a cycle that the check at the moment of asking could not
            // see. As there, the later one (in arena order) fails, and the others may then go ahead.
            // A cycle takes two waiting recognizers at least, each holding its transition in this table.
            if !progress, fields.entries.heldCount >= 2, let stuck = active.last(where: {
                isWaitingForFailure($0) && $0.storedState == .possible && isAttached($0) && waitsTransitively(onItself: $0)
            }) {
                fail(stuck)
                progress = true
            }
        }
    }
}

/// A state change the arena applied, until the engine reports it to the observers (as a
/// `GestureStateChange`).
struct ArenaStateChange<Member: AnyObject> {
    /// The member whose state changed.
    let member: Member
    /// Its state before.
    let oldState: GestureRecognizerState
    /// Its state after.
    let newState: GestureRecognizerState
    /// When it changed (the dispatch's clock).
    let timestamp: Double
}

/// The stored fields of a `GestureArena`, kept in its unchecked `fields` (see Unchecked.swift).
struct GestureArenaFields<Member: GestureArenaMember> where Member.ArenaMember == Member {
    var active: [Member] = []
    var isDelivering: Bool = false
    var needsSettling: Bool = false
    var bindingChanges: Int = 0
    var playChanges: Int = 0
    var reportsStateChanges: Bool = false
    var proposals: [Member] = []
    var spareProposals: [Member] = []
    var notices: [ArenaNotice<Member>] = []
    var unreported: [ArenaStateChange<Member>] = []
    var hasNotices: Bool = false
    var timers = TimerQueue<Member>()
    var handlerRounds: Int = 0
    var deferredChanges: [GestureArena<Member>.DeferredChange] = []
    var provisional = ProvisionalRecognitions<Member>()
    var entries = ArenaEntries<Member>()
}
