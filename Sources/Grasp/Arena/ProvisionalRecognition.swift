// Why this file exists: a single tap that waits for a double tap's window feels sluggish; an optimistic
// one reports at once and is corrected later. The arena lets a recognizer that asks for it go ahead
// while it would otherwise wait for a failure requirement, remembers the recognizers it skipped, and
// tells it later whether one of them won (a retraction) or all of them failed (a confirmation).

/// A recognizer that may commit while it waits for recognizers it requires to fail.
protocol ProvisionalRecognizing: GestureRecognizer {
    /// Whether the recognizer wants to go ahead now instead of waiting.
    var proceedsProvisionally: Bool { get }
    /// It is about to commit provisionally (before its handlers run).
    func provisionalRecognitionWillCommit()
    /// One of the recognizers it skipped began or recognized: its recognition is withdrawn.
    func provisionalRecognitionWasRetracted(by winner: GestureRecognizer)
    /// Every recognizer it skipped failed: its recognition stands.
    func provisionalRecognitionWasConfirmed()
}

/// A recognition committed while its failure requirements were still pending.
final class ProvisionalRecognition {
    weak var recognizer: (any ProvisionalRecognizing)?
    /// The recognizers it should have waited for that are still undecided.
    var pending: [WeakRecognizer]

    init(recognizer: any ProvisionalRecognizing, pending: [WeakRecognizer]) {
        self.recognizer = recognizer
        self.pending = pending
    }
}
