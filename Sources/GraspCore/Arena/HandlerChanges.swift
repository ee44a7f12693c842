// Why this file exists: a handler is app code told of a decision, and it may change the world it is told
// about (disable a recognizer, add a relationship, remove a recognizer or a node, set a state). If those
// changes were applied where the handler makes them, the arena would decide again in the middle of
// notifying, and the handlers after it in the same round would hear of a world that had moved under them.
// Instead the arena queues them and applies them, in the order they were made, when the handler round
// that made them returns (the engine opens and closes the rounds as it performs the arena's notices): one
// defined point, still inside the dispatch, with the same outcome as the same change made by app code
// between dispatches (taken in at the start of the next, Engine/Intents.swift). The "Arena" article states
// the rule.

extension GestureArena {
    /// A change a handler made, applied when its handler round returns.
    enum DeferredChange {
        /// The recognizer's `state` was set: the new state is its proposed state (and follow-ups).
        case state(Member)
        /// The recognizer, in play, was disabled.
        case disable(Member)
        /// The recognizer, in play, was removed from its node.
        case remove(Member)
        /// A node left the tree; these are the recognizers in play in its subtree, chosen at that moment.
        case removeSubtree([Member])
        /// `require(toFail:)`: the first must wait for the second to fail.
        case requireToFail(Member, Member)
        /// `allowSimultaneousRecognition(with:)` between the two.
        case allowSimultaneous(Member, Member)
    }

    /// How many handler rounds are running (a round's handler may cause another round; a nested dispatch
    /// starts again from 0). While it is not 0, changes are queued rather than applied.
    var handlerRounds: Int { _read { yield fields.handlerRounds } _modify { yield &fields.handlerRounds } }
    /// The changes handlers made in the rounds under way, oldest first.
    var deferredChanges: [DeferredChange] { _read { yield fields.deferredChanges } _modify { yield &fields.deferredChanges } }

    /// Starts a handler round: the engine is about to call app code for a notice (Engine/Notifying.swift);
    /// what that code changes is queued until the round ends.
    @inline(__always)
    func beginHandlerRound() {
        handlerRounds &+= 1
    }

    /// Ends a handler round; when it was the outermost, applies what its handlers changed.
    @inline(__always)
    func endHandlerRound() {
        handlerRounds &-= 1
        if handlerRounds == 0, !deferredChanges.isEmpty { applyDeferredChanges() }
    }

    /// Queues `change`. The recognizers it concerns end the handler round they are in (if they are the one
    /// being notified): the handlers after would hear a state that is about to change.
    func deferChange(_ change: DeferredChange) {
        switch change {
        case .state(let recognizer), .disable(let recognizer), .remove(let recognizer):
            updateEntry(of: recognizer) { $0.hasDeferredChange = true }
        case .removeSubtree(let recognizers):
            for recognizer in recognizers { updateEntry(of: recognizer) { $0.hasDeferredChange = true } }
        case .requireToFail, .allowSimultaneous:
            break
        }
        deferredChanges.append(change)
    }

    /// A dispatch (an event or a tick) starts while a handler round is running (a handler sent it): what
    /// the handler changed so far is applied first, and the dispatch's own handler rounds count from 0.
    func beginNestedDispatch() {
        handlerRounds = 0
        if !deferredChanges.isEmpty { applyDeferredChanges() }
    }

    /// Applies the queued changes, oldest first, each as the same change made outside a handler would
    /// be. Changes the handlers of these changes make form rounds of their own and are applied when those
    /// return.
    private func applyDeferredChanges() {
        let batch = deferredChanges
        deferredChanges = []
        for change in batch {
            switch change {
            case .state(let recognizer):
                updateEntryIfHeld(of: recognizer) { $0.hasDeferredChange = false }
                // Something applied before it (a disable, a removal, a reset) may have withdrawn it.
                guard let (first, followUps) = takeProposal(of: recognizer) else { continue }
                // Asked for again, in order, as if set now.
                request(recognizer, first)
                for next in followUps { request(recognizer, next) }
                releaseSlotIfIdle(of: recognizer)
                markChangedOutsideDispatch()
            case .disable(let recognizer):
                updateEntryIfHeld(of: recognizer) { $0.hasDeferredChange = false }
                guard isInPlay(recognizer) else { continue }
                fail(recognizer)
                for record in recognizer.trackedRecords { unbind(record.touch.id, from: recognizer) }
                markChangedOutsideDispatch()
            case .remove(let recognizer):
                updateEntryIfHeld(of: recognizer) { $0.hasDeferredChange = false }
                remove(recognizer)
                // Added back to a node since: it is no longer a removed recognizer.
                if recognizer.answer(.isOnNode) { recognizer.membership.wasRemovedWhileInPlay = false }
                markChangedOutsideDispatch()
            case .removeSubtree(let doomed):
                for recognizer in doomed { updateEntryIfHeld(of: recognizer) { $0.hasDeferredChange = false } }
                subtreeWasDetached(doomed)
            case .requireToFail(let recognizer, let other):
                recognizer.perform(.requireToFail(other))
            case .allowSimultaneous(let recognizer, let other):
                recognizer.perform(.allowSimultaneousRecognition(with: other))
            }
        }
    }
}
