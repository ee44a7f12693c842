// Why this file exists: the arena's decisions ask a few questions again and again: in which order do the
// members that asked to begin on one event go, may a member go ahead or must it wait for (or is it blocked
// by) the members it requires to fail, does a wait close a cycle, does a winner make a rival fail, does a
// rival in progress stop a member from beginning. The answers depend only on the members
// (`ArenaDecisionMember`, the part of `GestureArenaMember` they ask) and on which of them the arena counts,
// so they are written here, generic over the member, and the arena's bookkeeping (GestureArena.swift and its extensions) calls them; the tests put
// plain stand-ins through them, without an engine, a node or a recognizer. Specialized for
// `GestureRecognizer`, they cost what the same code written on recognizers cost.

/// The arena's decision core: pure functions of the members (see the comment at the top of this file).
enum ArenaDecisions {
    /// Whether a member may go ahead: every member it requires to fail (and that counts) has failed
    /// (`clear`), one is still possible (`waiting`), or one began or recognized (`blocked`).
    enum RequirementStatus { case clear, waiting, blocked }

    /// The requirement status of `member` among `active`, counting only the members `counts` admits (the
    /// arena counts the ones still attached to its tree and enabled).
    static func requirementStatus<Member: ArenaDecisionMember>(
        of member: Member, among active: [Member], counts: (Member) -> Bool
    ) -> RequirementStatus {
        var status = RequirementStatus.clear
        for other in active where other !== member && counts(other) && member.requiresToFail(other) {
            switch other.storedState {
            case .possible: status = .waiting
            case .began, .changed, .ended: return .blocked
            case .failed, .cancelled: continue
            }
        }
        return status
    }

    /// Whether `start`, by waiting, waits on itself: through the members of `active` that are waiting
    /// (`isWaiting`), one of the members it requires to fail requires it to fail in turn.
    static func waitsTransitively<Member: ArenaDecisionMember>(
        onItself start: Member, among active: [Member], isWaiting: (Member) -> Bool
    ) -> Bool {
        var frontier = active.filter { $0 !== start && isWaiting($0) && start.requiresToFail($0) }
        var seen: [Member] = []
        while let current = frontier.popLast() {
            if seen.contains(where: { $0 === current }) { continue }
            seen.append(current)
            if current.requiresToFail(start) { return true }
            frontier += active.filter { $0 !== current && isWaiting($0) && current.requiresToFail($0) }
        }
        return false
    }

    /// The order a batch of members that asked to begin on one event goes in: the largest activation
    /// margin first, and in the order asked among equal margins. A batch with one margin throughout (every
    /// standard recognizer but the swipe and the ranged pan has the default) keeps its order, unsorted.
    static func inResolutionOrder<Member: ArenaDecisionMember>(_ batch: [Member]) -> [Member] {
        guard let margin = batch.first?.activationMargin,
              batch.contains(where: { $0.activationMargin != margin }) else { return batch }
        return batch.enumerated()
            .map { (index: $0.offset, member: $0.element, margin: $0.element.activationMargin) }
            .sorted { $0.margin != $1.margin ? $0.margin > $1.margin : $0.index < $1.index }
            .map { $0.member }
    }

    /// Whether `rival`, in progress (or ended and still holding a touch), stops `member` from beginning or
    /// recognizing: they share a touch, may not recognize together, and the rival may prevent the member.
    static func stops<Member: ArenaDecisionMember>(_ rival: Member, beginning member: Member) -> Bool {
        // Sharing a touch, an ended rival still holds one.
        let state = rival.storedState
        return (state.isInProgress || state == .ended) && rival.sharesTouch(with: member)
            && !rival.recognizesSimultaneously(with: member) && rival.mayPrevent(member)
    }

    /// Whether `winner`, having begun or recognized, makes the possible `rival` fail: they share a touch,
    /// may not recognize together, the winner does not wait for the rival (it went ahead provisionally),
    /// and the winner may prevent the rival.
    static func prevents<Member: ArenaDecisionMember>(_ winner: Member, _ rival: Member) -> Bool {
        rival.storedState == .possible && rival.sharesTouch(with: winner) && !winner.recognizesSimultaneously(with: rival)
            && !winner.requiresToFail(rival) && winner.mayPrevent(rival)
    }
}
