// Why this file exists: whether a recognizer must wait for another, may run with it, or shares its
// touches are questions the arena's decisions ask again and again, of the recognizers' relationships
// (`require(toFail:)`, simultaneous partners), their overridable answers and their delegates'. They are
// answered here, in one place, in the order UIKit asks them; the decisions in GestureArena.swift use them.

extension GestureArena {

    enum RequirementStatus { case clear, waiting, blocked }

    /// Whether `recognizer` may go ahead: every recognizer it requires to fail and that is in play has
    /// failed (`clear`), one is still possible (`waiting`), or one began or recognized (`blocked`).
    func requirementStatus(of recognizer: GestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.clear
        for other in active where other !== recognizer && isAttached(other) && Self.requires(recognizer, toFail: other) {
            switch other.storedState {
            case .possible: status = .waiting
            case .began, .changed, .ended: return .blocked
            case .failed, .cancelled: continue
            }
        }
        return status
    }

    func waitsTransitively(onItself start: GestureRecognizer) -> Bool {
        var frontier = active.filter { $0 !== start && isWaitingForFailure($0) && Self.requires(start, toFail: $0) }
        var seen: [GestureRecognizer] = []
        while let current = frontier.popLast() {
            if seen.contains(where: { $0 === current }) { continue }
            seen.append(current)
            if Self.requires(current, toFail: start) { return true }
            frontier += active.filter { $0 !== current && isWaitingForFailure($0) && Self.requires(current, toFail: $0) }
        }
        return false
    }

    static func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.value === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    static func canRunTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.simultaneousPartners.contains { $0.value === b }
            || b.simultaneousPartners.contains { $0.value === a }
            || a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        for record in a.trackedRecords where b.tracks(record) { return true }
        return false
    }

    /// Whether every node between the recognizer's touches and the recognizer's node lets it begin
    /// (``Node/gestureRecognizerShouldBegin(_:)``): each touch's hit node, then its ancestors up to and
    /// including the recognizer's node, as UIKit asks the touched views. A control answers `false` for an
    /// ancestor's recognizer that would take its default action.
    func touchedNodesLetBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let attached = recognizer.node else { return true }
        for record in touchTable.records where record.recognizers.contains(where: { $0 === recognizer }) {
            var current = record.hitNode
            while let node = current {
                if !node.gestureRecognizerShouldBegin(recognizer) { return false }
                if node === attached { break }
                current = node.parent
            }
        }
        return true
    }
}
