// Why this file exists: a sequenced gesture (`ComposableGesture.sequenced(before:)`) lets a follower take
// the touches of its leader once the leader begins or recognizes. The gates themselves are `SequenceLink`s;
// the arena opens them when a leader wins, hands the leader's live touches over, and closes them when a
// recognizer resets. That bookkeeping is here, apart from the decisions in GestureArena.swift.

extension GestureArena {

    /// `leader` began or recognized: the gates it leads open and its live touches go to each follower.
    func openSequences(ledBy leader: Member) {
        for link in leader.membership.sequenceLinks where link.leader === leader {
            link.isOpen = true
            link.openUntil = nil
            if let follower = link.follower { handOverTouches(of: leader, to: follower) }
        }
    }

    /// Binds the live touches of `leader` to `follower` (a sequence hand-over); the engine delivers them
    /// to it as `touchesBegan`, with their current phase, when it performs the notice written here.
    func handOverTouches(of leader: Member, to follower: Member) {
        guard isAttached(follower), follower.storedState == .possible else { return }
        var handed: [Touch] = []
        for record in touchTable.records where !record.isFinished && !record.touch.phase.isTerminal {
            guard leader.isListed(in: record), !follower.isListed(in: record) else { continue }
            bind(record, to: follower)
            handed.append(record.touch)
        }
        guard !handed.isEmpty else { return }
        write(.handOver(follower, handed))
    }

    /// `recognizer` is being reset: a gate it follows closes; a gate it leads closes too, unless its
    /// follower is in play, or the leader was discrete and the follower may still take the next
    /// touch-down for a short while.
    func closeSequences(of recognizer: Member) {
        for link in recognizer.membership.sequenceLinks {
            if link.follower === recognizer {
                link.isOpen = false
                link.openUntil = nil
            } else if link.leader === recognizer, link.isOpen, link.openUntil == nil {
                if let follower = link.follower, isInPlay(follower) { continue }
                if recognizer.answer(.isDiscrete) && recognizer.storedState == .ended {
                    link.openUntil = now + GestureDefaults.sequenceHandoffInterval
                } else {
                    link.isOpen = false
                }
            }
        }
    }
}
