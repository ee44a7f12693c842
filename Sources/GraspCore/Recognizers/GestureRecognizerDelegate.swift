// Why this file exists: apps coordinate recognizers they do not own through a delegate, exactly as
// with UIKit. The protocol lists the questions the arena asks; every answer has UIKit's default.

/// An object that adjusts how a recognizer coordinates with the others, as `UIGestureRecognizerDelegate`.
///
/// Every method has a default implementation that gives UIKit's default answer, so a delegate
/// implements only what it needs.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `recognizer` is about to leave `possible` (to begin or to recognize). Returning `false`
    /// makes it fail instead. Default: `true`.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Whether `recognizer` and `other` may both recognize on the same touches. Either side answering
    /// `true` is enough. Default: `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool

    /// Whether `recognizer` must wait for `other` to fail before it may begin or recognize. Default: `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool

    /// Whether `other` must wait for `recognizer` to fail before it may begin or recognize. Default: `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool

    /// Whether `recognizer` should see `touch` at all; asked once, when the touch lands. Default: `true`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    /// Returns `true`.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// Returns `false`.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Returns `false`.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    /// Returns `false`.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
    /// Returns `true`.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
