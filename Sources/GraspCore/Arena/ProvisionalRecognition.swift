// Why this file exists: a single tap that waits for a double tap's window feels sluggish; an optimistic
// one reports at once and is corrected later. The arena lets a recognizer that asks for it go ahead
// while it would otherwise wait for a failure requirement, remembers the recognizers it skipped, and
// tells it later whether one of them won (a retraction) or all of them failed (a confirmation).
//
// A recognizer takes part through four overridable members of `GestureRecognizer` (its "provisional
// recognition" hooks: `proceedsProvisionally` and the three callbacks), not through a protocol the arena
// would have to cast to: Embedded Swift has no casts to protocols.

/// A recognition committed while its failure requirements were still pending.
///
/// It refers to its recognizers without keeping them alive (`WeakReference`). Each of them lists it in
/// `provisionalRecognitions` and, in `deinit`, clears itself from it (`forget(_:)`), so that no reference
/// outlives its recognizer in Embedded Swift, where the references are not zeroing (natively that clears
/// what already reads `nil`: nothing changes).
final class ProvisionalRecognition<Member: AnyObject> {
    /// The recognizer that went ahead.
    @WeakReference var recognizer: Member?
    private let recognizerIdentity: ObjectIdentifier
    /// The recognizers it should have waited for that are still undecided.
    var pending: [WeakRecognizer<Member>]
    /// Whether the arena has retracted or confirmed it (it is then no longer in the arena's list, and
    /// the recognizers drop it from theirs the next time they join a provisional recognition).
    var isSettled = false

    init(recognizer: Member, pending: [WeakRecognizer<Member>]) {
        self.recognizer = recognizer
        recognizerIdentity = ObjectIdentifier(recognizer)
        self.pending = pending
    }

    /// The recognizer identified by `identity` is going away: no reference to it is left.
    func forget(_ identity: ObjectIdentifier) {
        if identity == recognizerIdentity { recognizer = nil }
        pending.removeAll { $0.identity == identity }
    }
}

/// A reference to a recognizer that does not keep it alive, for the rare bookkeeping that cannot use an
/// `UnretainedRecognizer` (provisional recognitions). It keeps the recognizer's identity, which its
/// `deinit` compares to unlink it.
struct WeakRecognizer<Member: AnyObject> {
    @WeakReference var value: Member?
    let identity: ObjectIdentifier
    init(_ value: Member) {
        self.value = value
        identity = ObjectIdentifier(value)
    }
}

/// The provisional recognitions not settled yet, in the order they were made: the arena's list.
struct ProvisionalRecognitions<Member: GestureArenaMember> where Member.ArenaMember == Member {
    private var entries: [ProvisionalRecognition<Member>] = []

    /// Whether none is pending.
    var isEmpty: Bool { entries.isEmpty }

    /// Whether `recognizer` went ahead in one still pending.
    func contains(_ recognizer: Member) -> Bool {
        entries.contains { $0.recognizer === recognizer }
    }

    /// Starts one: `recognizer` goes ahead, `pending` decide later whether it stands. Each member lists it.
    mutating func begin(_ recognizer: Member, skipping pending: [Member]) {
        let entry = ProvisionalRecognition(recognizer: recognizer, pending: pending.map { WeakRecognizer($0) })
        entries.append(entry)
        for member in [recognizer] + pending {
            member.membership.provisionalRecognitions.removeAll { $0.isSettled }
            member.membership.provisionalRecognitions.append(entry)
        }
    }

    /// `recognizer` just left `possible` (or was cancelled): the ones that skipped it are retracted if it
    /// won, and confirmed once nothing they skipped is left undecided. Both are settled and leave the list.
    mutating func settle(after recognizer: Member, won: Bool) -> (retracted: [ProvisionalRecognition<Member>], confirmed: [ProvisionalRecognition<Member>]) {
        var retracted: [ProvisionalRecognition<Member>] = []
        var confirmed: [ProvisionalRecognition<Member>] = []
        for entry in entries where entry.pending.contains(where: { $0.value === recognizer }) {
            if won {
                retracted.append(entry)
            } else {
                entry.pending.removeAll { $0.value === recognizer }
                if entry.pending.isEmpty { confirmed.append(entry) }
            }
        }
        drop(retracted + confirmed)
        return (retracted, confirmed)
    }

    /// Confirms the ones whose skipped recognizers all left play without deciding (`isLive` says which
    /// are still there), and the ones whose own recognizer is gone.
    mutating func confirmAbandoned(isLive: (Member) -> Bool) -> [ProvisionalRecognition<Member>] {
        var confirmed: [ProvisionalRecognition<Member>] = []
        for entry in entries {
            guard entry.recognizer != nil else {
                confirmed.append(entry)
                continue
            }
            entry.pending.removeAll { weak in
                guard let other = weak.value else { return true }
                return !isLive(other)
            }
            if entry.pending.isEmpty { confirmed.append(entry) }
        }
        drop(confirmed)
        return confirmed
    }

    private mutating func drop(_ settled: [ProvisionalRecognition<Member>]) {
        guard !settled.isEmpty else { return }
        for entry in settled { entry.isSettled = true }
        entries.removeAll { entry in settled.contains { $0 === entry } }
    }
}

extension GestureArena {
    /// `recognizer` just left `possible` (or was cancelled): settles the provisional recognitions that
    /// skipped it, and writes the notices of their retraction or confirmation.
    func settleProvisional(after recognizer: Member, won: Bool) {
        guard !provisional.isEmpty else { return }
        let (retracted, confirmed) = provisional.settle(after: recognizer, won: won)
        for entry in retracted {
            if let optimist = entry.recognizer { write(.provisionalRetraction(optimist, winner: recognizer)) }
        }
        for entry in confirmed {
            if let optimist = entry.recognizer { write(.provisionalConfirmation(optimist)) }
        }
    }

    /// Confirms provisional recognitions whose skipped recognizers left play without deciding (they
    /// were removed or detached).
    func confirmAbandonedProvisionals() {
        guard !provisional.isEmpty else { return }
        let confirmed = provisional.confirmAbandoned { isInPlay($0) && isAttached($0) }
        for entry in confirmed {
            if let optimist = entry.recognizer { write(.provisionalConfirmation(optimist)) }
        }
    }
}
