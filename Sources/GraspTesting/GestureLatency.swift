// Why this file exists: "how soon does the app hear about the gesture" is the figure the instant
// recognizers exist to improve. It is counted in touch events (what a host can't speed up) and in
// seconds, from an event chosen as the gesture's physical start.

/// How long a recognizer took to begin or recognize, from a chosen event.
public struct GestureLatency: Sendable, Hashable, CustomStringConvertible {
    /// The recognizer's name.
    public var recognizer: String
    /// The index of the event taken as the gesture's physical start.
    public var startEventIndex: Int
    /// That event's timestamp.
    public var startTime: Double
    /// The entry of the recognizer's first `began` or `recognized` at or after it.
    public var activation: TranscriptEntry

    /// Creates a latency.
    public init(recognizer: String, startEventIndex: Int, startTime: Double, activation: TranscriptEntry) {
        self.recognizer = recognizer
        self.startEventIndex = startEventIndex
        self.startTime = startTime
        self.activation = activation
    }

    /// The number of touch events after the start event up to the one whose dispatch ran the handler:
    /// 0 when the handler ran inside the start event's own dispatch (or a tick before the next event).
    public var events: Int { activation.eventIndex - startEventIndex }

    /// The time from the start event to the handler call, in seconds.
    public var time: Double { activation.timestamp - startTime }

    /// Whether the handler ran on a tick (a timer) rather than inside an event's dispatch.
    public var isFromTick: Bool { !activation.isDuringEvent }

    /// For example `pan: 3 events, 25 ms`.
    public var description: String {
        "\(recognizer): \(events) events, \(Int((time * 1000).rounded())) ms\(isFromTick ? " (tick)" : "")"
    }
}
