// Why this file exists: at the end of every dispatch the recognizers in play must come to rest: a possible
// one with nothing left to wait for fails, a gesture with no touch left is cancelled, a finished one is
// reset and leaves play. App code that disables or removes a recognizer, or cuts a node from the tree,
// takes recognizers out of play as well (inside a dispatch: a change made between dispatches is an intent,
// which the engine takes in at the start of the next, Engine/Intents.swift). Both are the arena's
// bookkeeping after its decisions, apart from the decisions themselves (GestureArena.swift).

extension GestureArena {

    /// Brings every recognizer in play to a resting point at the end of a dispatch: a possible
    /// recognizer with no touch, no timer and nothing held fails; a gesture in progress with no touch
    /// left is cancelled; a recognizer in a final state with no touch is reset.
    @inline(__always)
    func settle() {
        if needsSettling { settleNow() }
    }

    func settleNow() {
        var changed = true
        var rounds = 0
        while changed && rounds < 1000 {
            changed = false
            rounds += 1
            releaseHeld()
            for recognizer in active where recognizer.trackedRecords.isEmpty {
                if recognizer.storedState == .possible && !isWaitingForFailure(recognizer) && !hasTimers(recognizer) {
                    fail(recognizer)
                    changed = true
                } else if recognizer.storedState.isInProgress {
                    transition(recognizer, to: .cancelled)
                    changed = true
                }
            }
            for recognizer in active where recognizer.storedState.isFinal && recognizer.trackedRecords.isEmpty {
                reset(recognizer)
                changed = true
            }
        }
        confirmAbandonedProvisionals()
        needsSettling = false
    }

    /// Takes a recognizer out of play; the engine returns it to `possible` and calls its `reset()` when it
    /// performs the notice written here, after the notices before it.
    func reset(_ recognizer: Member) {
        needsSettling = true
        bindingChanges &+= 1
        closeSequences(of: recognizer)
        cancelTimers(for: recognizer)
        active.removeAll(identicalTo: recognizer)
        for record in touchTable.records { recognizer.leave(record) }
        // It leaves play: its entry (held, proposed and queued transitions) goes, and its slot is free.
        recognizer.membership.slot.arena.object?.releaseSlot(of: recognizer)
        // Emptied in place: the next gesture's touches reuse the storage.
        recognizer.trackedRecords.removeAllKeepingStorage()
        write(.reset(recognizer))
    }

    /// Takes a recognizer out of play without any handler call (it was removed from its node). A gesture
    /// in progress is reported to the state observers as cancelled first, so that no `began` is left open.
    func remove(_ recognizer: Member) {
        guard isInPlay(recognizer) else { return }
        cancelSilently(recognizer)
        reset(recognizer)
        recognizer.membership.wasRemovedWhileInPlay = true
        releaseHeld()
    }

    /// A recognizer was disabled: a gesture in progress is cancelled, a possible one fails, and it lets
    /// go of its touches. (Inside a dispatch: disabled by app code during it, or taken in as an intent.)
    func recognizerWasDisabled(_ recognizer: Member) {
        guard isInPlay(recognizer) else { return }
        if handlerRounds != 0 { return deferChange(.disable(recognizer)) }
        fail(recognizer)
        for record in recognizer.trackedRecords { unbind(record.touch.id, from: recognizer) }
        markChangedOutsideDispatch()
    }

    /// A recognizer is leaving its node (or its node the tree): it leaves play.
    func recognizerWillDetach(_ recognizer: Member) {
        if handlerRounds != 0 {
            if isInPlay(recognizer) { deferChange(.remove(recognizer)) }
            return
        }
        remove(recognizer)
        markChangedOutsideDispatch()
    }

    /// A node left the tree: `doomed`, the recognizers in play in its subtree, are failed (a gesture in
    /// progress is cancelled) and leave play.
    func subtreeWasDetached(_ doomed: [Member]) {
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

    /// App code changed something outside the dispatch's own steps: an intent taken in at the start of a
    /// dispatch, or a change its handlers made meanwhile. Nothing else marks the arena for settling then (a
    /// state set by app code may leave a gesture in progress with no touch), so it is marked here, and the
    /// engine settles after each intent (Engine/Intents.swift); during the dispatch's own steps, the
    /// dispatch settles before it returns, as it always has.
    func markChangedOutsideDispatch() {
        if context.isTakingInIntents { needsSettling = true }
    }

    /// A gesture in progress that leaves the engine is reported to the state observers as cancelled,
    /// without handler calls, so that no `began` is left open; anything else is left as it is.
    func cancelSilently(_ recognizer: Member) {
        guard recognizer.storedState.isInProgress else { return }
        let old = recognizer.storedState
        recognizer.membership.storedState = .cancelled
        if reportsStateChanges {
            record(ArenaStateChange(member: recognizer, oldState: old, newState: .cancelled, timestamp: now))
        }
    }
}
