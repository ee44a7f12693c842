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

    /// How long an `ended`, `recognized` or `cancelled` span lasts on the lane: the recognizer resets once
    /// its touches lift, and which touches were its own is not in the replay, so the span is a short
    /// block at the transition rather than a guess.
    static let outcomeSpan = 0.02

    /// Builds the lane of `gesture` from the replay's `changes`. A `failed` span lasts until the first
    /// moment at or after it when no pointer is down (`allUp`, sorted), or until `end`: a failed
    /// recognizer ignores the rest of the touch sequence. Other terminal states are short blocks
    /// (``outcomeSpan``, cut at the next change).
    init(gesture: String, changes: [ReplayStateChange], allUp: [Double], end: Double) {
        self.gesture = gesture
        var open: Span?
        let mine = changes.filter { $0.gesture == gesture }
        for (index, change) in mine.enumerated() {
            if var span = open {
                span.end = change.time
                spans.append(span)
                open = nil
            }
            if change.state != "changed" {
                transitions.append(Transition(state: change.state, time: change.time, change: change))
            }
            if change.state == "failed" {
                let reset = allUp.first { $0 >= change.time - 1e-9 } ?? end
                spans.append(Span(state: change.state, start: change.time, end: max(change.time, reset)))
            } else if Self.terminalStates.contains(change.state) {
                let next = index + 1 < mine.count ? mine[index + 1].time : end
                spans.append(Span(state: change.state, start: change.time, end: max(change.time, min(change.time + Self.outcomeSpan, next))))
            } else {
                open = Span(state: change.state, start: change.time, end: end)
            }
        }
        if let span = open { spans.append(span) }
    }
}
