// Why this file exists: tools (the replay timeline, the lab's lanes, tests) watch every recognizer's
// state changes, including failures that handlers never see. A state change is reported as this value.

/// One change of one recognizer's state, as reported to the engine's state observers.
public struct GestureStateChange {
    /// The recognizer that changed.
    public let recognizer: GestureRecognizer
    /// The state it left.
    public let oldState: GestureRecognizerState
    /// The state it entered. A continuous recognizer reports every `changed` update, even when it was
    /// already `changed`.
    public let newState: GestureRecognizerState
    /// The time of the event or tick that caused the change, in seconds.
    public let timestamp: Double

    /// The state's name as `grasp replay` prints it: `recognized` for a discrete recognition (or a
    /// recognizer that went straight from `possible` to `ended`), otherwise the state's own name.
    public var reportedName: String {
        isRecognition ? "recognized" : newState.description
    }

    /// Whether the change is a recognition: a discrete recognizer's `ended`, or a recognizer that went
    /// straight from `possible` to `ended` (``reportedName`` is then `recognized`).
    public var isRecognition: Bool {
        newState == .ended && (recognizer.isDiscrete || oldState == .possible)
    }
}
