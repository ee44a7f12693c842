// Why this file exists: delegates are where apps bend the arena's rules. Random scenes need delegates
// whose answers vary from scene to scene but never from call to call, so that a failing stream
// replays the same way.

import Grasp

/// A delegate for random scenes whose answers are a pure function of a salt and the recognizers' names.
public final class ChaosDelegate: GestureRecognizerDelegate {
    /// The value that picks this delegate's answers.
    public let salt: UInt64

    /// Creates a delegate whose answers `salt` picks.
    public init(salt: UInt64) { self.salt = salt }

    private func answer(_ question: UInt64, _ a: String, _ b: String = "", percent: UInt64) -> Bool {
        var h = salt ^ (question &* 0x9E37_79B9_7F4A_7C15)
        for byte in a.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        for byte in b.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        h ^= h >> 29
        return h % 100 < percent
    }

    /// Refuses to let about one recognizer in five begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !answer(1, recognizer.name, percent: 20)
    }

    /// Lets about one pair in three recognize together.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        answer(2, recognizer.name, other.name, percent: 33)
    }

    /// Makes about one pair in five wait for a failure.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        answer(3, recognizer.name, other.name, percent: 20)
    }

    /// Makes about one pair in ten wait for a failure, asked the other way round.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        answer(4, recognizer.name, other.name, percent: 10)
    }

    /// Refuses about one touch in six.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !answer(5, recognizer.name, "\(touch.id.rawValue)", percent: 16)
    }
}
