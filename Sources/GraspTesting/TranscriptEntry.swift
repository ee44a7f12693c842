// Why this file exists: a scenario test or a latency figure is a statement about "what happened at
// which event". One line of a transcript records exactly that: which recognizer, what change, and
// the touch event (or the tick after it) that caused it.

import Grasp

/// One thing a recognizer did during a replay: a state change, or the retraction or confirmation of an
/// optimistic tap.
public struct TranscriptEntry: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// The recognizer's state changed.
        case stateChange(from: GestureRecognizerState, to: GestureRecognizerState)
        /// An optimistic tap's recognition was withdrawn (a rival such as a double tap won).
        case retraction
        /// An optimistic tap's recognition was confirmed (every rival it skipped failed).
        case confirmation
    }

    /// The recognizer's name.
    public var recognizer: String
    /// What happened.
    public var kind: Kind
    /// The name `grasp replay` prints: `began`, `changed`, `recognized`, …, `retracted`, `confirmed`.
    public var reportedName: String
    /// The engine time of the change, in seconds.
    public var timestamp: Double
    /// The index (from 0) of the latest touch event dispatched at or before the change; −1 before any.
    public var eventIndex: Int
    /// Whether the change happened inside the dispatch of that event (`true`) or of a tick after it.
    public var isDuringEvent: Bool

    /// Creates an entry.
    public init(recognizer: String, kind: Kind, reportedName: String, timestamp: Double, eventIndex: Int, isDuringEvent: Bool) {
        self.recognizer = recognizer
        self.kind = kind
        self.reportedName = reportedName
        self.timestamp = timestamp
        self.eventIndex = eventIndex
        self.isDuringEvent = isDuringEvent
    }

    /// Whether the entry is a recognizer leaving `possible` to begin or recognize.
    public var isActivation: Bool {
        if case .stateChange(.possible, let to) = kind { return to == .began || to == .ended }
        return false
    }

    /// For example `event 3: pan began @0.025` or `tick after event 0: press began @0.500`.
    public var description: String {
        let cause = isDuringEvent ? "event \(eventIndex)" : "tick after event \(eventIndex)"
        let millis = Int((timestamp * 1000).rounded())
        return "\(cause): \(recognizer) \(reportedName) @\(millis)ms"
    }
}
