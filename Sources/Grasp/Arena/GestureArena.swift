// Why this file exists: several recognizers usually see the same touches, and at most a compatible
// subset of them may win. The arena is where that is decided: it applies UIKit's relationships
// (failure requirements, simultaneous recognition, canPrevent/canBePrevented, the delegate's answers)
// in one deterministic order, holds transitions that must wait, and resets recognizers when their
// touches are gone. It decides and calls nobody: what its decisions owe to app code (handlers, resets,
// provisional-recognition callbacks, touches handed to a sequence follower) it writes as notices
// (ArenaNotice.swift), with the state changes the observers have not heard of, and the engine performs
// them (Engine/Notifying.swift). It holds no reference to the engine; the touch table it shares with the
// engine is all it knows of it. The "Arena" and "Architecture" articles describe the same order in prose.

final class GestureArena: UncheckedFields<GestureArenaFields> {
    /// The touches that are down and what each is bound to, shared with the engine (which delivers them);
    /// the arena binds, unbinds and hands over. The arena holds nothing else of the engine's.
    let touchTable: TouchTable

    /// The time of the event or tick being dispatched (the latest one seen).
    var now: Double { _read { yield fields.now } _modify { yield &fields.now } }
    /// Whether `now` has been set by an event or a tick.
    var hasTime: Bool { _read { yield fields.hasTime } _modify { yield &fields.hasTime } }
    /// The modifier keys of the latest event (touch, hover or scroll), which recognizers read as
    /// `GestureRecognizer.modifierFlags`.
    var modifierFlags: ModifierFlags { _read { yield fields.modifierFlags } _modify { yield &fields.modifierFlags } }

    /// The recognizers in play, in the order they first received a touch since their last reset.
    private(set) var active: [GestureRecognizer] { _read { yield fields.active } _modify { yield &fields.active } }

    /// Whether touch hooks are being delivered; transitions out of `possible` are then proposed and
    /// resolved together after every recognizer has seen the touches.
    var isDelivering: Bool { _read { yield fields.isDelivering } _modify { yield &fields.isDelivering } }
    /// Whether something happened since the last settling that settling could act on (a final state, a
    /// touch gone, a timer set or fired, a recognizer joining or leaving play). A steady stream of moves
    /// leaves it unset, and settling is then skipped.
    var needsSettling: Bool { _read { yield fields.needsSettling } _modify { yield &fields.needsSettling } }
    /// How many dispatches (events, ticks) are under way, nested ones included; kept here by the engine
    /// so that a recognizer setting its state can tell, without retaining the engine, whether it must settle.
    var dispatchDepth: Int { _read { yield fields.dispatchDepth } _modify { yield &fields.dispatchDepth } }
    /// Numbers the deliveries of several touches at once, so that each recognizer's count of the
    /// changed touches it tracks (`GestureRecognizer.deliveryMatches(_:)`) belongs to one delivery.
    var deliveryEpoch: Int { _read { yield fields.deliveryEpoch } _modify { yield &fields.deliveryEpoch } }
    /// Counts the changes of which recognizer tracks which touch (bind, unbind, reset, a touch ending), so that a
    /// delivery can tell whether its counts are still true.
    var bindingChanges: Int { _read { yield fields.bindingChanges } _modify { yield &fields.bindingChanges } }
    /// Whether the engine has state observers, so that a transition must build a `GestureStateChange`
    /// (set by the engine).
    var reportsStateChanges: Bool { _read { yield fields.reportsStateChanges } _modify { yield &fields.reportsStateChanges } }
    private var proposals: [GestureRecognizer] { _read { yield fields.proposals } _modify { yield &fields.proposals } }
    /// The calls the decisions owe to app code, in the order owed, until the engine performs them (see
    /// ArenaNotice.swift).
    var notices: [ArenaNotice] { _read { yield fields.notices } _modify { yield &fields.notices } }
    /// State changes the observers have not heard of yet, oldest first. The engine reports them once the
    /// notices before them are performed, so that observers see what the handlers did.
    var unreported: [GestureStateChange] { _read { yield fields.unreported } _modify { yield &fields.unreported } }
    /// Whether notices or unreported changes have been written since the engine last performed and
    /// reported them all (one flag, so that the engine's checks after each step cost a single load).
    var hasNotices: Bool { _read { yield fields.hasNotices } _modify { yield &fields.hasNotices } }

    /// Writes a notice for the engine.
    @inline(__always)
    func write(_ notice: ArenaNotice) {
        fields.notices.append(notice)
        fields.hasNotices = true
    }

    /// Records a state change for the observers.
    @inline(__always)
    func record(_ change: GestureStateChange) {
        fields.unreported.append(change)
        fields.hasNotices = true
    }

    private var timers: [ScheduledTimer] { _read { yield fields.timers } _modify { yield &fields.timers } }
    /// Recognitions committed while failure requirements were pending, until those resolve.
    private var provisional: [ProvisionalRecognition] { _read { yield fields.provisional } _modify { yield &fields.provisional } }
    private var timerSequence: Int { _read { yield fields.timerSequence } _modify { yield &fields.timerSequence } }

    init(touchTable: TouchTable) {
        self.touchTable = touchTable
        super.init(fields: GestureArenaFields())
    }

    // MARK: Membership

    func bind(_ record: TouchRecord, to recognizer: GestureRecognizer) {
        needsSettling = true
        bindingChanges &+= 1
        recognizer.boundArena = self
        recognizer.wasRemovedWhileInPlay = false
        recognizer.touches.append(record.touch)
        record.recognizers.append(recognizer)
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }

    func unbind(_ id: TouchID, from recognizer: GestureRecognizer) {
        needsSettling = true
        bindingChanges &+= 1
        recognizer.touches.removeAll { $0.id == id }
        for record in touchTable.records where record.touch.id == id {
            record.recognizers.removeAll { $0 === recognizer }
        }
    }

    func isInPlay(_ recognizer: GestureRecognizer) -> Bool {
        active.contains { $0 === recognizer }
    }

    /// Whether `recognizer` may still take part: attached to this engine's tree and enabled.
    func isAttached(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.node?.engine?.arena === self
    }

    // MARK: Transitions

    /// Checks a transition against the state machine. Illegal ones stop debug builds and are ignored in
    /// release builds.
    static func checkTransition(_ recognizer: GestureRecognizer, from: GestureRecognizerState, to next: GestureRecognizerState) -> Bool {
        if from.canTransition(to: next, isDiscrete: recognizer.isDiscrete) { return true }
        assertionFailure("Grasp: illegal state transition \(from) → \(next) for \(type(of: recognizer)) \"\(recognizer.name)\"")
        return false
    }

    /// A recognizer set its `state`.
    func request(_ recognizer: GestureRecognizer, _ next: GestureRecognizerState) {
        // The common case first: a gesture in progress reports a change (from its own hook: a handler's
        // change waits for the end of its round, below).
        if next == .changed, handlerRounds == 0, reportChange(of: recognizer) { return }
        let effective = recognizer.state
        guard Self.checkTransition(recognizer, from: effective, to: next) else { return }
        guard isAttached(recognizer) else {
            // Removed or disabled by a handler whose round is still running: ignored, as by a removed one.
            if recognizer.arenaEntry.hasDeferredChange { return }
            // Not in this engine any more: apply quietly so the recognizer's own logic stays consistent.
            recognizer.storedState = next
            return
        }
        if recognizer.proposedState != nil {
            recognizer.proposedFollowUps.append(next)
            return
        }
        if handlerRounds != 0 {
            // Set by a handler: proposed now (the recognizer reads it back as its `state`), applied when
            // the handler round returns (see HandlerChanges.swift).
            recognizer.proposedState = next
            deferChange(.state(recognizer))
            return
        }
        apply(recognizer, next)
    }

    /// Applies a transition a recognizer asked for, now.
    func apply(_ recognizer: GestureRecognizer, _ next: GestureRecognizerState) {
        switch (recognizer.storedState, next) {
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .ended):
            if recognizer.heldState != nil {
                recognizer.heldState = next
                needsSettling = true
            } else if isDelivering {
                recognizer.proposedState = next
                proposals.append(recognizer)
            } else {
                if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
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

    private func resolvePendingProposals() {
        let batch = proposals
        proposals.removeAll(keepingCapacity: true)
        let ordered = batch.enumerated()
            .map { (index: $0.offset, recognizer: $0.element, margin: $0.element.activationMargin) }
            .sorted { $0.margin != $1.margin ? $0.margin > $1.margin : $0.index < $1.index }
        for entry in ordered {
            let recognizer = entry.recognizer
            guard let proposed = recognizer.proposedState else { continue }
            let followUps = recognizer.proposedFollowUps
            recognizer.proposedState = nil
            recognizer.proposedFollowUps = []
            guard recognizer.storedState == .possible, isAttached(recognizer) else { continue }
            if commitFromPossible(recognizer, proposed), !followUps.isEmpty, recognizer.storedState.isInProgress {
                // Asked for in the same hook, after the transition just committed: applied once that
                // transition's handlers have run (the engine performs the notice in that order).
                recognizer.arenaEntry.committedFollowUps = followUps
                write(.followUp(recognizer))
            }
        }
    }

    /// Applies the next transition a recognizer asked for after one the arena committed (the engine
    /// performs the `.followUp` notice after the handlers of that transition). Further follow-ups get a
    /// notice of their own, after the handlers of this one.
    func applyFollowUp(_ recognizer: GestureRecognizer) {
        guard !recognizer.arenaEntry.committedFollowUps.isEmpty else { return }
        let next = recognizer.arenaEntry.committedFollowUps.removeFirst()
        // Cancelled, failed or taken out of play since (by a handler of the committed transition, say):
        // the rest no longer applies.
        guard recognizer.storedState.isInProgress, isAttached(recognizer) else {
            recognizer.arenaEntry.committedFollowUps = []
            return
        }
        transition(recognizer, to: next)
        if !recognizer.arenaEntry.committedFollowUps.isEmpty { write(.followUp(recognizer)) }
    }

    /// A recognizer leaves `possible` to begin or recognize: the delegate, then failure requirements,
    /// then rivals in progress decide. Returns whether the transition was applied.
    @discardableResult
    func commitFromPossible(_ recognizer: GestureRecognizer, _ next: GestureRecognizerState) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer)
            return false
        }
        if !touchedNodesLetBegin(recognizer) {
            fail(recognizer)
            return false
        }
        return proceed(recognizer, next)
    }

    /// Whether every node between the recognizer's touches and the recognizer's node lets it begin
    /// (``Node/gestureRecognizerShouldBegin(_:)``): each touch's hit node, then its ancestors up to and
    /// including the recognizer's node, as UIKit asks the touched views. A control answers `false` for an
    /// ancestor's recognizer that would take its default action.
    private func touchedNodesLetBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let attached = recognizer.node else { return true }
        for record in touchTable.records where record.recognizers.contains(where: { $0 === recognizer }) {
            var current = record.hitNode
            while let node = current {
                if !node.gestureRecognizerShouldBegin(recognizer) { return false }
                if node === attached { break }
                current = node.parent
            }
        }
        return true
    }

    private func proceed(_ recognizer: GestureRecognizer, _ next: GestureRecognizerState) -> Bool {
        switch requirementStatus(of: recognizer) {
        case .blocked:
            fail(recognizer)
            return false
        case .waiting:
            if recognizer.proceedsProvisionally, !provisional.contains(where: { $0.recognizer === recognizer }) {
                // It goes ahead now; the recognizers it skipped decide later whether it stands.
                let pending = active.filter { $0 !== recognizer && isAttached($0) && $0.storedState == .possible && Self.requires(recognizer, toFail: $0) }
                let entry = ProvisionalRecognition(recognizer: recognizer, pending: pending.map { WeakRecognizer($0) })
                provisional.append(entry)
                for member in [recognizer] + pending {
                    member.provisionalRecognitions.removeAll { $0.isSettled }
                    member.provisionalRecognitions.append(entry)
                }
                write(.provisionalCommit(recognizer))
            } else if waitsTransitively(onItself: recognizer) {
                // Two recognizers each waiting for the other would wait forever: the later one fails.
                fail(recognizer)
                return false
            } else {
                recognizer.heldState = next
                needsSettling = true
                return false
            }
        case .clear:
            break
        }
        for other in active where other !== recognizer && isAttached(other) {
            let holds = other.storedState.isInProgress || (other.storedState == .ended && !other.touches.isEmpty)
            if holds && sharesTouch(other, recognizer) && !Self.canRunTogether(other, recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
                fail(recognizer)
                return false
            }
        }
        recognizer.heldState = nil
        // Decided first, then told: the rivals it prevents and the recognizers that required it to fail
        // fail before its handlers' notice is written, so that a handler sees every rival's outcome.
        transition(recognizer, to: next, callsHandlers: false)
        preventRivals(of: recognizer)
        failDependants(of: recognizer)
        if recognizer.storedState == next { write(.handlers(recognizer, next)) }
        if recognizer.cancelsTouchesInView { touchTable.cancelNodeDelivery(for: recognizer, at: now) }
        openSequences(ledBy: recognizer)
        return true
    }

    /// The most frequent transition, on every move of a gesture in progress: `changed` again. It needs
    /// none of the generic path's checks (no timer to cancel, no settling, no provisional recognition to
    /// settle), so it is applied here directly, with the same effects as ``transition(_:to:)``. Returns
    /// `false`, doing nothing, when the recognizer is not in a state where the shortcut applies.
    @inline(__always)
    func reportChange(of recognizer: GestureRecognizer) -> Bool {
        let old = recognizer.storedState
        guard old.isInProgress, recognizer.proposedState == nil, recognizer.isEnabled,
              recognizer.nodeReference != nil, !recognizer.isDiscrete else { return false }
        recognizer.updateLastCentroid()
        recognizer.storedState = .changed
        if reportsStateChanges {
            record(GestureStateChange(recognizer: recognizer, oldState: old, newState: .changed, timestamp: now))
        }
        if recognizer.hasHandlers { write(.handlers(recognizer, .changed)) }
        return true
    }

    /// Applies a transition and writes the notice of its handlers (unless `callsHandlers` is `false`: the
    /// caller writes it later) and its report to the observers.
    func transition(_ recognizer: GestureRecognizer, to next: GestureRecognizerState, callsHandlers: Bool = true) {
        let old = recognizer.storedState
        recognizer.updateLastCentroid()
        recognizer.storedState = next
        if next.isFinal {
            needsSettling = true
            cancelTimers(for: recognizer)
        }
        if reportsStateChanges {
            record(GestureStateChange(recognizer: recognizer, oldState: old, newState: next, timestamp: now))
        }
        // A provisional recognition this one overrules is withdrawn before this one's handlers run.
        if old == .possible { settleProvisional(after: recognizer, won: next != .failed) }
        if next != .failed && callsHandlers { write(.handlers(recognizer, next)) }
    }

    /// Fails a possible recognizer (or cancels one in progress), then releases what waited for it.
    func fail(_ recognizer: GestureRecognizer) {
        // A recognizer taken out of play earlier in the same pass (removed from its node, perhaps added
        // again) has nothing left to fail; failing it would leave it in `failed` with nothing to reset it.
        guard isInPlay(recognizer) else { return }
        recognizer.proposedState = nil
        recognizer.proposedFollowUps = []
        recognizer.heldState = nil
        switch recognizer.storedState {
        case .possible: transition(recognizer, to: .failed)
        case .began, .changed: transition(recognizer, to: .cancelled)
        default: return
        }
        releaseHeld()
    }

    /// Fails the possible rivals that `winner` may prevent. Rivals already in progress keep running: they
    /// began legitimately, and only a rival that may prevent a recognizer stops it from beginning.
    private func preventRivals(of winner: GestureRecognizer) {
        for other in active where other !== winner {
            guard other.storedState == .possible else { continue }
            // A recognizer the winner requires to fail can only still be possible when the winner
            // went ahead provisionally: it is left to decide.
            guard sharesTouch(other, winner), !Self.canRunTogether(winner, other), !Self.requires(winner, toFail: other),
                  winner.canPrevent(other), other.canBePrevented(by: winner) else { continue }
            fail(other)
        }
    }

    private func failDependants(of winner: GestureRecognizer) {
        for other in active where other !== winner && other.storedState == .possible {
            if Self.requires(other, toFail: winner) { fail(other) }
        }
    }

    /// Commits or fails held transitions whose requirements have resolved, until nothing changes.
    func releaseHeld() {
        var progress = true
        while progress {
            progress = false
            // A held recognizer whose node has just left the tree (its subtree is being failed) must not
            // go ahead now that a requirement in the same subtree failed: it is about to be cancelled.
            for recognizer in active where recognizer.heldState != nil && recognizer.storedState == .possible && isAttached(recognizer) {
                switch requirementStatus(of: recognizer) {
                case .waiting:
                    continue
                case .blocked:
                    fail(recognizer)
                case .clear:
                    let held = recognizer.heldState!
                    recognizer.heldState = nil
                    _ = proceed(recognizer, held)
                }
                progress = true
            }
            // Recognizers that are all waiting, each for another: a requirement added while they waited
            // (by a handler or the app) closed a cycle that the check at the moment of asking could not
            // see. As there, the later one (in arena order) fails, and the others may then go ahead.
            if !progress, let stuck = active.last(where: {
                $0.heldState != nil && $0.storedState == .possible && isAttached($0) && waitsTransitively(onItself: $0)
            }) {
                fail(stuck)
                progress = true
            }
        }
    }

    // MARK: Relationships

    enum RequirementStatus { case clear, waiting, blocked }

    /// Whether `recognizer` may go ahead: every recognizer it requires to fail and that is in play has
    /// failed (`clear`), one is still possible (`waiting`), or one began or recognized (`blocked`).
    func requirementStatus(of recognizer: GestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.clear
        for other in active where other !== recognizer && isAttached(other) && Self.requires(recognizer, toFail: other) {
            switch other.storedState {
            case .possible: status = .waiting
            case .began, .changed, .ended: return .blocked
            case .failed, .cancelled: continue
            }
        }
        return status
    }

    private func waitsTransitively(onItself start: GestureRecognizer) -> Bool {
        var frontier = active.filter { $0 !== start && $0.heldState != nil && Self.requires(start, toFail: $0) }
        var seen: [GestureRecognizer] = []
        while let current = frontier.popLast() {
            if seen.contains(where: { $0 === current }) { continue }
            seen.append(current)
            if Self.requires(current, toFail: start) { return true }
            frontier += active.filter { $0 !== current && $0.heldState != nil && Self.requires(current, toFail: $0) }
        }
        return false
    }

    static func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.value === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    static func canRunTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.simultaneousPartners.contains { $0.value === b }
            || b.simultaneousPartners.contains { $0.value === a }
            || a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        for touch in a.touches where b.hasTouch(touch.id) { return true }
        return false
    }

    // MARK: Settling

    /// Brings every recognizer in play to a resting point at the end of a dispatch: a possible
    /// recognizer with no touch, no timer and nothing held fails; a gesture in progress with no touch
    /// left is cancelled; a recognizer in a final state with no touch is reset.
    @inline(__always)
    func settle() {
        if needsSettling { settleNow() }
    }

    private func settleNow() {
        var changed = true
        var rounds = 0
        while changed && rounds < 1000 {
            changed = false
            rounds += 1
            releaseHeld()
            for recognizer in active where recognizer.touches.isEmpty {
                if recognizer.storedState == .possible && recognizer.heldState == nil && !hasTimers(recognizer) {
                    fail(recognizer)
                    changed = true
                } else if recognizer.storedState.isInProgress {
                    transition(recognizer, to: .cancelled)
                    changed = true
                }
            }
            for recognizer in active where recognizer.storedState.isFinal && recognizer.touches.isEmpty {
                reset(recognizer)
                changed = true
            }
        }
        confirmAbandonedProvisionals()
        needsSettling = false
    }

    /// Takes a recognizer out of play; the engine returns it to `possible` and calls its `reset()` when it
    /// performs the notice written here, after the notices before it.
    func reset(_ recognizer: GestureRecognizer) {
        needsSettling = true
        bindingChanges &+= 1
        recognizer.boundArena = nil
        closeSequences(of: recognizer)
        cancelTimers(for: recognizer)
        active.removeAll { $0 === recognizer }
        for record in touchTable.records { record.recognizers.removeAll { $0 === recognizer } }
        recognizer.heldState = nil
        recognizer.proposedState = nil
        recognizer.proposedFollowUps = []
        recognizer.arenaEntry.committedFollowUps = []
        recognizer.touches = []
        write(.reset(recognizer))
    }

    /// Takes a recognizer out of play without any handler call (it was removed from its node). A gesture
    /// in progress is reported to the state observers as cancelled first, so that no `began` is left open.
    func remove(_ recognizer: GestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        cancelSilently(recognizer)
        reset(recognizer)
        recognizer.wasRemovedWhileInPlay = true
        releaseHeld()
    }

    // MARK: Hover

    /// A hover recognizer that ended or was cancelled goes back to `possible` once the notices before it
    /// are performed: it is never in play, so settling does not reset it.
    func finishHover(_ hover: HoverGestureRecognizer) {
        guard hover.storedState.isFinal else { return }
        cancelTimers(for: hover)
        write(.reset(hover))
    }

    /// A hover recognizer left its node or its node the tree: a hover in progress is reported to the
    /// state observers as cancelled, without handlers (as `remove(_:)`), and it goes back to `possible`.
    func removeHover(_ hover: HoverGestureRecognizer) {
        cancelSilently(hover)
        finishHover(hover)
    }

    /// A gesture in progress that leaves the engine is reported to the state observers as cancelled,
    /// without handler calls, so that no `began` is left open; anything else is left as it is.
    private func cancelSilently(_ recognizer: GestureRecognizer) {
        guard recognizer.storedState.isInProgress else { return }
        let old = recognizer.storedState
        recognizer.storedState = .cancelled
        if reportsStateChanges {
            record(GestureStateChange(recognizer: recognizer, oldState: old, newState: .cancelled, timestamp: now))
        }
    }

    /// A recognizer was disabled: a gesture in progress is cancelled, a possible one fails, and it lets
    /// go of its touches.
    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        if handlerRounds != 0 { return deferChange(.disable(recognizer)) }
        fail(recognizer)
        for touch in recognizer.touches { unbind(touch.id, from: recognizer) }
        markChangedOutsideDispatch()
    }

    /// A recognizer is leaving its node (or its node the tree): it leaves play, and, outside a dispatch,
    /// the arena settles at once.
    func recognizerWillDetach(_ recognizer: GestureRecognizer) {
        if handlerRounds != 0 {
            if active.contains(where: { $0 === recognizer }) { deferChange(.remove(recognizer)) }
            return
        }
        remove(recognizer)
        markChangedOutsideDispatch()
    }

    /// A node left the tree: `doomed`, the recognizers in play in its subtree, are failed (a gesture in
    /// progress is cancelled) and leave play; outside a dispatch, the arena settles at once.
    func subtreeWasDetached(_ doomed: [GestureRecognizer]) {
        if handlerRounds != 0 {
            if !doomed.isEmpty { deferChange(.removeSubtree(doomed)) }
            return
        }
        for recognizer in doomed {
            fail(recognizer)
            remove(recognizer)
        }
        markChangedOutsideDispatch()
    }

    /// App code changed something between events: outside a dispatch nothing else marks the arena for
    /// settling (a state set by app code may leave a gesture in progress with no touch), so it is marked
    /// here, and the engine settles it once it has performed the notices (`GestureEngine.settleAppChange()`);
    /// inside a dispatch, the dispatch settles before it returns.
    func markChangedOutsideDispatch() {
        if dispatchDepth == 0 { needsSettling = true }
    }

    // MARK: Provisional recognitions

    /// `recognizer` just left `possible` (or was cancelled): a provisional recognition that skipped it
    /// is retracted if it won, and confirmed once nothing it skipped is left undecided.
    private func settleProvisional(after recognizer: GestureRecognizer, won: Bool) {
        guard !provisional.isEmpty else { return }
        var retracted: [ProvisionalRecognition] = []
        var confirmed: [ProvisionalRecognition] = []
        for entry in provisional where entry.pending.contains(where: { $0.value === recognizer }) {
            if won {
                retracted.append(entry)
            } else {
                entry.pending.removeAll { $0.value === recognizer }
                if entry.pending.isEmpty { confirmed.append(entry) }
            }
        }
        for entry in retracted { entry.isSettled = true }
        for entry in confirmed { entry.isSettled = true }
        provisional.removeAll { entry in retracted.contains { $0 === entry } || confirmed.contains { $0 === entry } }
        for entry in retracted {
            if let optimist = entry.recognizer { write(.provisionalRetraction(optimist, winner: recognizer)) }
        }
        for entry in confirmed {
            if let optimist = entry.recognizer { write(.provisionalConfirmation(optimist)) }
        }
    }

    /// Confirms provisional recognitions whose skipped recognizers left play without deciding (they
    /// were removed or detached).
    private func confirmAbandonedProvisionals() {
        guard !provisional.isEmpty else { return }
        var confirmed: [ProvisionalRecognition] = []
        for entry in provisional {
            guard entry.recognizer != nil else {
                confirmed.append(entry)
                continue
            }
            entry.pending.removeAll { weak in
                guard let other = weak.value else { return true }
                return !isInPlay(other) || !isAttached(other)
            }
            if entry.pending.isEmpty { confirmed.append(entry) }
        }
        for entry in confirmed { entry.isSettled = true }
        provisional.removeAll { entry in confirmed.contains { $0 === entry } }
        for entry in confirmed {
            if let optimist = entry.recognizer { write(.provisionalConfirmation(optimist)) }
        }
    }

    // MARK: Sequences

    /// `leader` began or recognized: the gates it leads open and its live touches go to each follower.
    private func openSequences(ledBy leader: GestureRecognizer) {
        for link in leader.sequenceLinks where link.leader === leader {
            link.isOpen = true
            link.openUntil = nil
            if let follower = link.follower { handOverTouches(of: leader, to: follower) }
        }
    }

    /// Binds the live touches of `leader` to `follower` (a sequence hand-over); the engine delivers them
    /// to it as `touchesBegan`, with their current phase, when it performs the notice written here.
    private func handOverTouches(of leader: GestureRecognizer, to follower: GestureRecognizer) {
        guard isAttached(follower), follower.storedState == .possible else { return }
        var handed: [Touch] = []
        for record in touchTable.records where !record.isFinished && !record.touch.phase.isTerminal {
            guard record.recognizers.contains(where: { $0 === leader }),
                  !record.recognizers.contains(where: { $0 === follower }) else { continue }
            bind(record, to: follower)
            handed.append(record.touch)
        }
        guard !handed.isEmpty else { return }
        write(.handOver(follower, handed))
    }

    /// `recognizer` is being reset: a gate it follows closes; a gate it leads closes too, unless its
    /// follower is in play, or the leader was discrete and the follower may still take the next
    /// touch-down for a short while.
    private func closeSequences(of recognizer: GestureRecognizer) {
        for link in recognizer.sequenceLinks {
            if link.follower === recognizer {
                link.isOpen = false
                link.openUntil = nil
            } else if link.leader === recognizer, link.isOpen, link.openUntil == nil {
                if let follower = link.follower, isInPlay(follower) { continue }
                if recognizer.isDiscrete && recognizer.storedState == .ended {
                    link.openUntil = now + GestureDefaults.sequenceHandoffInterval
                } else {
                    link.isOpen = false
                }
            }
        }
    }

    // MARK: Timers

    struct ScheduledTimer {
        var deadline: Double
        var sequence: Int
        var name: String
        var recognizer: GestureRecognizer
    }

    func setTimer(_ name: String, at deadline: Double, for recognizer: GestureRecognizer) {
        cancelTimer(name, for: recognizer)
        guard deadline.isFinite else { return }
        timerSequence += 1
        needsSettling = true
        let timer = ScheduledTimer(deadline: deadline, sequence: timerSequence, name: name, recognizer: recognizer)
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
        timers.insert(timer, at: index)
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }

    func cancelTimer(_ name: String, for recognizer: GestureRecognizer) {
        needsSettling = true
        timers.removeAll { $0.recognizer === recognizer && $0.name == name }
    }

    func cancelTimers(for recognizer: GestureRecognizer) {
        needsSettling = true
        timers.removeAll { $0.recognizer === recognizer }
    }

    func hasTimers(_ recognizer: GestureRecognizer) -> Bool {
        timers.contains { $0.recognizer === recognizer }
    }

    /// The earliest pending deadline, if any.
    var nextDeadline: Double? { timers.first?.deadline }

    /// Whether any timer is set.
    var hasPendingTimers: Bool { !timers.isEmpty }

    /// Takes the earliest timer due at or before `time` off the list, if any, and moves the arena's clock
    /// to its deadline. The engine fires it (the arena calls no recognizer hook) and settles.
    func takeDueTimer(upTo time: Double) -> ScheduledTimer? {
        guard let first = timers.first, first.deadline <= time else { return nil }
        timers.removeFirst()
        needsSettling = true
        now = max(now, first.deadline)
        hasTime = true
        return first
    }
}

/// The stored fields of a `GestureArena`, kept in its unchecked `fields` (see Unchecked.swift).
struct GestureArenaFields {
    var now: Double = 0
    var hasTime: Bool = false
    var modifierFlags: ModifierFlags = []
    var active: [GestureRecognizer] = []
    var isDelivering: Bool = false
    var needsSettling: Bool = false
    var dispatchDepth: Int = 0
    var deliveryEpoch: Int = 0
    var bindingChanges: Int = 0
    var reportsStateChanges: Bool = false
    var proposals: [GestureRecognizer] = []
    var notices: [ArenaNotice] = []
    var unreported: [GestureStateChange] = []
    var hasNotices: Bool = false
    var timers: [GestureArena.ScheduledTimer] = []
    var handlerRounds: Int = 0
    var deferredChanges: [GestureArena.DeferredChange] = []
    var provisional: [ProvisionalRecognition] = []
    var timerSequence: Int = 0
}
