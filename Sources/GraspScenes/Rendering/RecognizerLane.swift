// Why this file exists: a replay reports state changes as instants, but a person reads a recognizer's
// behaviour as spans: possible, then active from `began` to `ended`, or failed until the touches lift.
// This turns one recognizer's changes into those spans and the transitions to mark, for the SVG timeline.

/// One recognizer's state over a replay: coloured spans and the transitions between them.
struct RecognizerLane {
    /// A span of time in one state (`possible` spans are not listed: they are the lane's background).
    struct Span {
        var state: String
        var start: Double
        var end: Double
    }

    /// A change into a state other than `changed`, to be marked and labelled.
    struct Transition {
        var state: String
        var time: Double
        var change: ReplayStateChange
    }

    var gesture: String
    var spans: [Span] = []
    var transitions: [Transition] = []

    /// The states a recognizer leaves on its own only once every touch has lifted.
    static let terminalStates: Set<String> = ["ended", "recognized", "cancelled", "failed"]

    /// Builds the lane of `gesture` from the replay's `changes`. A terminal state lasts until the first
    /// moment at or after it when no pointer is down (`allUp`, sorted), when the recognizer resets, or
    /// until `end`.
    init(gesture: String, changes: [ReplayStateChange], allUp: [Double], end: Double) {
        self.gesture = gesture
        var open: Span?
        for change in changes where change.gesture == gesture {
            if var span = open {
                span.end = change.time
                spans.append(span)
                open = nil
            }
            if change.state != "changed" {
                transitions.append(Transition(state: change.state, time: change.time, change: change))
            }
            if Self.terminalStates.contains(change.state) {
                let reset = allUp.first { $0 >= change.time - 1e-9 } ?? end
                spans.append(Span(state: change.state, start: change.time, end: max(change.time, reset)))
            } else {
                open = Span(state: change.state, start: change.time, end: end)
            }
        }
        if let span = open { spans.append(span) }
    }
}
