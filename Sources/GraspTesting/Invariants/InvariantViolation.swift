// Why this file exists: when an invariant breaks, a test must say which one, for which recognizer, at
// what time and what was seen instead, in one line a person can act on. This is that record.

import Grasp

/// One broken engine invariant, as found by an ``InvariantMonitor``.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariants the monitor checks. Their meaning is spelled out in the BadInput article of the
    /// Grasp documentation.
    public enum Invariant: String, Hashable, Sendable, CaseIterable {
        /// A reported state change is not in the state machine's table of legal transitions.
        case legalTransition
        /// A reported change does not start from the state the recognizer was last seen in.
        case stateSequence
        /// A recognizer that began went back to `possible` without an `ended` or `cancelled`.
        case beganEndsOrCancels
        /// A handler ran, or a state change was reported, for a recognizer after it left the engine.
        case noCallAfterRemoval
        /// A recognizer is not back to `possible` (and out of play) once its touches are gone and no
        /// deadline is pending.
        case backToPossible
        /// A touch is bound to a recognizer that can no longer receive it (removed, disabled, or the
        /// touch is no longer down).
        case touchBinding
        /// Something is still waiting after every touch ended and every deadline passed.
        case arenaResolves
        /// A scroll view left alone (no finger, ten seconds of ticks) is still moving, or rests at an
        /// offset that is not finite or lies outside its content.
        case scrollViewRests
        /// A component on a nested-scroll connection (a collapsing header, a bottom sheet, a refresh
        /// control) left its range, reported a non-finite value, or still moves on its own ten seconds
        /// after the last touch.
        case connectionBounds
        /// A control's touch-down did not get exactly one of touch-up-inside, touch-up-outside or
        /// touch-cancel before the control's next touch-down and by the end of the run.
        case controlTouchEnds
    }

    /// Which invariant broke.
    public var invariant: Invariant
    /// The recognizer concerned, as its description (type, name, state), or an empty string.
    public var recognizer: String
    /// What was seen.
    public var detail: String
    /// The engine's time when it was seen.
    public var timestamp: Double

    /// Creates a violation record.
    public init(invariant: Invariant, recognizer: String, detail: String, timestamp: Double) {
        self.invariant = invariant
        self.recognizer = recognizer
        self.detail = detail
        self.timestamp = timestamp
    }

    /// The whole record in one line: invariant, recognizer, time and detail.
    public var description: String {
        "\(invariant.rawValue): \(recognizer.isEmpty ? "engine" : recognizer) @\(timestamp): \(detail)"
    }
}
