// Why this file exists: the arena's decisions ask the decision core (ArenaDecisions.swift) about the
// recognizers it has in play, counting the ones still attached or waiting; and one question only a
// recognizer in a tree can answer, whether the nodes its touches hit let it begin. They are asked here, in
// one place; the decisions in GestureArena.swift use them.

extension GestureArena {

    /// The requirement status of `recognizer` among the recognizers in play that are still attached
    /// (see `ArenaDecisions.requirementStatus(of:among:counts:)`).
    func requirementStatus(of recognizer: GestureRecognizer) -> ArenaDecisions.RequirementStatus {
        ArenaDecisions.requirementStatus(of: recognizer, among: active) { isAttached($0) }
    }

    /// Whether `start`, by waiting, waits on itself through the recognizers in play that wait (see
    /// `ArenaDecisions.waitsTransitively(onItself:among:isWaiting:)`).
    func waitsTransitively(onItself start: GestureRecognizer) -> Bool {
        ArenaDecisions.waitsTransitively(onItself: start, among: active) { isWaitingForFailure($0) }
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
