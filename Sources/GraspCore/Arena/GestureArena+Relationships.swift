// Why this file exists: the arena's decisions ask the decision core (ArenaDecisions.swift) about the
// members it has in play, counting the ones still attached or waiting. They are asked here, in one place;
// the decisions in GestureArena.swift use them. (The question only a recognizer in a tree can answer,
// whether the nodes its touches hit let it begin, is the member's: `GestureArenaMember.answer(.mayBegin(touching:))`.)

extension GestureArena {

    /// The requirement status of `recognizer` among the recognizers in play that are still attached
    /// (see `ArenaDecisions.requirementStatus(of:among:counts:)`).
    func requirementStatus(of recognizer: Member) -> ArenaDecisions.RequirementStatus {
        ArenaDecisions.requirementStatus(of: recognizer, among: active) { isAttached($0) }
    }

    /// Whether `start`, by waiting, waits on itself through the recognizers in play that wait (see
    /// `ArenaDecisions.waitsTransitively(onItself:among:isWaiting:)`).
    func waitsTransitively(onItself start: Member) -> Bool {
        ArenaDecisions.waitsTransitively(onItself: start, among: active) { isWaitingForFailure($0) }
    }
}
