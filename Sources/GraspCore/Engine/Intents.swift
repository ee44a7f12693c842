// Why this file exists: app code changes what the engine decides on between its dispatches: it sets a
// recognizer's state, disables a recognizer, removes one from its node, or cuts a node from the tree. If the
// setter went to the arena and the engine itself, handlers and observers would run before the setter
// returned, inside the app's own call, and data would flow back up against the engine's one order. So a
// setter called between dispatches only records an intent, plain data, in a queue the engine owns (in its
// dispatch context, which the arena shares, so that a recognizer in play reaches it even once its node has
// left the tree). The engine takes the intents in at the start of its next dispatch of any kind (an event, a
// tick, a hover, a key, an accessibility action), at that dispatch's time (or at the deadline of a timer
// due before it), before anything else in it, in the order they were made; each is applied and settled as the same change made inside a dispatch would
// be, and the handlers and observers hear of what it caused there. The Architecture article (point ③) and
// the Arena article ("Changes made between dispatches") state the rule.

/// A change app code made between dispatches, waiting for the engine's next dispatch to take it in.
enum Intent {
    /// The recognizer's ``GestureRecognizer/state`` was set to this state (it reads it back meanwhile).
    case state(GestureRecognizer, GestureRecognizerState)
    /// The recognizer was disabled (``GestureRecognizer/isEnabled`` set to `false`).
    case disable(GestureRecognizer)
    /// The recognizer was removed from its node (``Node/removeGestureRecognizer(_:)``, or moved to another
    /// node by ``Node/addGestureRecognizer(_:)``).
    case remove(GestureRecognizer)
    /// The node was removed from its parent in the engine's tree (``Node/removeFromParent()``).
    case detach(Node)
}

extension DispatchContext {
    /// Records an intent for the engine's next dispatch: the one thing a setter does between dispatches,
    /// besides storing its own value.
    func record(_ intent: Intent) {
        intents.append(intent)
    }
}

extension GestureEngine {
    /// Whether changes app code made between dispatches wait for the engine's next dispatch to take them
    /// in (``nextDeadline`` then reads the current time). Engine bookkeeping, for the testing kit's
    /// invariant monitor: the invariants between dispatches hold once the changes are taken in.
    @_spi(GraspInternal) public var hasPendingIntents: Bool { !context.intents.isEmpty }

    /// Takes in the intents app code recorded since the last dispatch (see the comment at the top of this
    /// file): the clock moves to `time`, the dispatch's, and each intent, oldest first, is applied and
    /// settled, its handlers and observers told, before the next. Out of line: most dispatches find none.
    ///
    /// The intents go before the timers due by `time`; if one is due before `time` (a host that did not
    /// tick when ``nextDeadline`` asked), they are taken in at its deadline instead, so that the clock never
    /// goes back and every timer still fires at its own deadline.
    @inline(never)
    func takeInIntents(at time: Double) {
        context.now = max(context.now, min(time, arena.nextDeadline ?? time))
        context.hasTime = true
        context.isTakingInIntents = true
        defer { context.isTakingInIntents = false }
        // Nothing records while a dispatch is under way, but a handler of a later dispatch of another
        // engine could: the loop takes what is there until none is left.
        while !context.intents.isEmpty {
            let batch = context.intents
            context.intents.removeAll()
            // A subtree cut from the tree left it when app code cut it: nothing is delivered to its nodes
            // from then on, not even a call that taking in an earlier intent releases (a removed
            // recognizer's held-back touch-down, which a control cut since would track with no end).
            for case .detach(let subtree) in batch { touchTable.stopNodeDelivery(under: subtree) }
            for intent in batch {
                takeIn(intent)
                settleTakenChange()
            }
        }
    }

    private func takeIn(_ intent: Intent) {
        switch intent {
        case .state(let recognizer, let next):
            // It reads back the intent no longer: the arena's view (its stored or pending state) stands.
            recognizer.intendedState = nil
            // A recognizer that left the tree or was disabled since, or that the intents before moved to a
            // state this one cannot follow, is no longer the recognizer app code set: the intent is dropped.
            guard arena.isAttached(recognizer),
                  recognizer.state.canTransition(to: next, isDiscrete: recognizer.isDiscrete) else { return }
            arena.request(recognizer, next)
        case .disable(let recognizer):
            arena.recognizerWasDisabled(recognizer)
        case .remove(let recognizer):
            arena.recognizerWillDetach(recognizer)
            if recognizer.followedHoverPointer != nil { hoverWasRemoved(recognizer) }
            // Added to a node again since: it is no longer a removed recognizer.
            if recognizer.node != nil { recognizer.wasRemovedWhileInPlay = false }
        case .detach(let subtree):
            nodeWasDetached(subtree)
        }
    }

    /// Settles what a change taken in caused: first what the change itself caused (a `began` set by app
    /// code is told before settling cancels it for want of a touch), then settling and what it causes, then
    /// the node calls held back.
    private func settleTakenChange() {
        notify()
        arena.needsSettling = true
        settleAndNotify()
        touchTable.flushNodeDelivery()
        notify()
    }

    /// Forgets the intents still waiting when the engine goes: the recognizers they name read their own
    /// state again.
    func dropIntents() {
        for case .state(let recognizer, _) in context.intents { recognizer.intendedState = nil }
        context.intents.removeAll()
    }
}
