// Why this file exists: the arena decides, and telling app code what it decided is not its job. Wherever a
// decision owes a call to code outside the arena (a winner's handlers, a recognizer's `reset()`, the
// callbacks of a provisional recognition, touches handed to a sequence follower), the arena writes a notice
// instead, in the order the calls are owed, and returns. The engine reads the notices and makes the calls
// (Engine/Notifying.swift), then reports the state changes to the observers. The arena only ever *asks*
// outside code (the delegate's and the recognizers' relationship questions); it never *tells*.

/// A call a decision of the arena owes to code outside it, made by the engine in the order written.
enum ArenaNotice<Member: GestureArenaMember> where Member.ArenaMember == Member {
    /// The recognizer's handlers, as one round, for the transition to the given state. A recognizer that
    /// has left that state by the time the notice is performed (a handler before it changed it) is not
    /// called: its handlers would hear a state that is no longer true.
    case handlers(Member, GestureRecognizerState)
    /// The recognizer goes ahead provisionally (before its handlers run).
    case provisionalCommit(Member)
    /// One of the recognizers a provisional recognition skipped won: the recognition is withdrawn.
    case provisionalRetraction(Member, winner: Member)
    /// Every recognizer a provisional recognition skipped failed or left: the recognition stands.
    case provisionalConfirmation(Member)
    /// The recognizer went back to `possible` and out of play: its state reads `possible` and its
    /// `reset()` hook is called when the notice is performed, after the notices written before it, so that
    /// their handlers see the state they were written for.
    case reset(Member)
    /// The recognizer asked for more transitions in the hook that proposed the one just committed: the
    /// engine asks the arena to apply the next (`GestureArena.applyFollowUp(_:)`) once that one's
    /// handlers have run.
    case followUp(Member)
    /// These live touches of a sequence's leader were bound to its follower, which hears them as
    /// `touchesBegan`.
    case handOver(Member, [Touch])
}
