// Why this file exists: Grasp's composition (`ComposedGesture`) relates the recognizers it composes in
// two ways app code has no call for: a race undoes the simultaneity an earlier composition allowed, and
// a sequence opens a gate from one recognizer to the next (SequenceLink.swift). The relationships are
// the core's, kept on the recognizers; these two operations are the composition's way in.
//
// Debt: `package`, not public, until composition's relationships are declared API (see "The GraspCore
// split" in <doc:Architecture>).

extension GestureRecognizer {
    /// Undoes ``allowSimultaneousRecognition(with:)`` between this recognizer and `other` (both sides).
    package final func disallowSimultaneousRecognition(with other: GestureRecognizer) {
        simultaneousPartners.removeAll { $0.value === other }
        other.simultaneousPartners.removeAll { $0.value === self }
    }

    /// Links `follower` after this recognizer as a sequence (see `SequenceLink`), once.
    package final func addSequence(to follower: GestureRecognizer) {
        let exists = follower.sequenceLinks.contains { $0.leader === self && $0.follower === follower }
        guard !exists else { return }
        let link = SequenceLink(leader: self, follower: follower)
        sequenceLinks.append(link)
        follower.sequenceLinks.append(link)
    }
}
