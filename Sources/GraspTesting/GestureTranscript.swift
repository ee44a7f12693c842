// Why this file exists: tests read a replay back as a list ("the pan began at event 3, the tap failed at
// event 3"). The transcript is that list, with the queries scenario tests keep asking.

/// Everything the recognizers of an engine did during a replay, in order.
public struct GestureTranscript: Sendable, Hashable, CustomStringConvertible {
    /// The entries, oldest first.
    public internal(set) var entries: [TranscriptEntry] = []

    /// Creates an empty transcript.
    public init() {}

    /// The entries of the recognizer called `name`.
    public func entries(of name: String) -> [TranscriptEntry] {
        entries.filter { $0.recognizer == name }
    }

    /// The reported names of the recognizer called `name`, in order (`began`, `changed`, …).
    public func states(of name: String) -> [String] {
        entries(of: name).map(\.reportedName)
    }

    /// The reported names without repeated `changed`.
    public func summary(of name: String) -> [String] {
        var out: [String] = []
        for s in states(of: name) where !(s == "changed" && out.last == "changed") { out.append(s) }
        return out
    }

    /// The first time the recognizer called `name` began or recognized at or after the event at
    /// `eventIndex`, if it did.
    public func activation(of name: String, atOrAfterEvent eventIndex: Int = 0) -> TranscriptEntry? {
        entries.first { $0.recognizer == name && $0.isActivation && $0.eventIndex >= eventIndex }
    }

    /// One entry per line.
    public var description: String {
        entries.map(\.description).joined(separator: "\n")
    }
}
