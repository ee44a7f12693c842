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
final class ProvisionalRecognition {
    /// The recognizer that went ahead.
    @WeakReference var recognizer: GestureRecognizer?
    private let recognizerIdentity: ObjectIdentifier
    /// The recognizers it should have waited for that are still undecided.
    var pending: [WeakRecognizer]
    /// Whether the arena has retracted or confirmed it (it is then no longer in the arena's list, and
    /// the recognizers drop it from theirs the next time they join a provisional recognition).
    var isSettled = false

    init(recognizer: GestureRecognizer, pending: [WeakRecognizer]) {
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
struct WeakRecognizer {
    @WeakReference var value: GestureRecognizer?
    let identity: ObjectIdentifier
    init(_ value: GestureRecognizer) {
        self.value = value
        identity = ObjectIdentifier(value)
    }
}
