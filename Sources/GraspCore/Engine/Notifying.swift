// Why this file exists: the arena decides and calls nobody; what its decisions owe to app code it writes as
// notices (Arena/ArenaNotice.swift), with the state changes the observers have not heard of. Making those
// calls is the engine's part of a dispatch, and this file is where it happens. The engine performs the
// notices at fixed points of a dispatch (after each phase's decisions, after each timer, after settling),
// in the order they were written and depth first: what a notice's handlers cause (the changes they made,
// applied when their round ends) is performed before the next notice. A handler that dispatches again has
// every notice still waiting performed first, so that the new dispatch decides on a world whose every
// decision has been told. The observers then hear of the changes, once nothing is left to perform, so that
// what they read is what the handlers left.

extension GestureEngine {
    /// Performs the arena's notices, then reports the changes to the state observers (see the comment at
    /// the top of this file). Cheap when there is nothing to perform.
    @inline(__always)
    func notify() {
        if arena.hasNotices { performNotices() }
    }

    /// Settles the arena at the end of a dispatch and performs what settling wrote; what the handlers then
    /// change (a state set, a recognizer disabled) is settled again, until nothing is left.
    @inline(__always)
    func settleAndNotify() {
        arena.settle()
        notify()
        if arena.needsSettling { settleUntilQuiet() }
    }

    private func settleUntilQuiet() {
        var rounds = 0
        while arena.needsSettling && rounds < 1000 {
            rounds += 1
            arena.settle()
            notify()
        }
    }

    private func performNotices() {
        performDepth += 1
        performWaitingNotices()
        performDepth -= 1
        guard performDepth == 0 else { return }
        arena.notices.removeAllKeepingStorage()
        noticeCursor = 0
        // Observers hear of the changes when nothing is being performed any more: not from inside a
        // handler (a handler that dispatches again), nor twice at once (an observer that dispatches again:
        // its changes join the reports under way).
        guard arena.handlerRounds == 0, !isReporting else { return }
        if !arena.unreported.isEmpty { report() }
        if arena.notices.isEmpty && arena.unreported.isEmpty { arena.hasNotices = false }
    }

    /// Performs every notice not performed yet, in order, depth first. Every performance (an outer one,
    /// and one inside a dispatch a notice's code sends) takes from the same queue, so each notice is
    /// performed once, and a nested one first performs what the outer ones left waiting.
    private func performWaitingNotices() {
        while noticeCursor < arena.notices.count {
            let notice = arena.notices[noticeCursor]
            noticeCursor += 1
            let mark = arena.notices.count
            perform(notice)
            // Depth first: what this notice wrote (and nothing has performed yet) goes before the notices
            // that were already waiting.
            let fresh = max(mark, noticeCursor)
            if fresh > noticeCursor && fresh < arena.notices.count {
                let written = Array(arena.notices[fresh...])
                arena.notices.removeSubrange(fresh...)
                arena.notices.insert(contentsOf: written, at: noticeCursor)
            }
        }
    }

    private func perform(_ notice: ArenaNotice<GestureRecognizer>) {
        switch notice {
        case .handlers(let recognizer, let state):
            // A recognizer that has moved on since (a handler before it changed it) is not told of a
            // state that is no longer true; one removed from its node since gets no further call.
            guard recognizer.storedState == state, recognizer.hasHandlers, recognizer.nodeReference.isSet else { return }
            arena.beginHandlerRound()
            recognizer.callHandlers()
            arena.endHandlerRound()
        case .followUp(let recognizer):
            arena.applyFollowUp(recognizer)
        case .provisionalCommit(let recognizer):
            recognizer.provisionalRecognitionWillCommit()
        case .provisionalRetraction(let recognizer, let winner):
            arena.beginHandlerRound()
            recognizer.provisionalRecognitionWasRetracted(by: winner)
            arena.endHandlerRound()
        case .provisionalConfirmation(let recognizer):
            arena.beginHandlerRound()
            recognizer.provisionalRecognitionWasConfirmed()
            arena.endHandlerRound()
        case .reset(let recognizer):
            // Bound to touches again since (it was `possible` when it left play): it is in a new gesture.
            guard !arena.isInPlay(recognizer) else { return }
            recognizer.storedState = .possible
            recognizer.reset()
        case .handOver(let follower, let touches):
            guard arena.isAttached(follower), follower.storedState == .possible else { return }
            follower.touchesBegan(touches, with: TouchEvent(timestamp: context.now, allTouches: touchTable.activeTouches, changedTouches: touches))
        }
    }

    /// Reports the unreported changes to the observers, oldest first. What an observer changes (outside
    /// a handler, it applies at once) is performed before the next change is reported.
    private func report() {
        isReporting = true
        var index = 0
        while index < arena.unreported.count {
            let applied = arena.unreported[index]
            let change = GestureStateChange(recognizer: applied.member, oldState: applied.oldState, newState: applied.newState, timestamp: applied.timestamp)
            index += 1
            for observer in stateObservers { observer.call(change) }
            if noticeCursor < arena.notices.count {
                performDepth += 1
                performWaitingNotices()
                performDepth -= 1
                arena.notices.removeAllKeepingStorage()
                noticeCursor = 0
            }
        }
        arena.unreported.removeAllKeepingStorage()
        isReporting = false
    }
}
