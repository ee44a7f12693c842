// Why this file exists: a delegate question (should this pan begin? may these two recognize together?) is
// asked during the dispatch and must be answered then. In a page the answer comes from JavaScript through
// functions the module imports; natively (in tests) from Swift closures. The host API takes the answers
// through this one set of closures, so that the same engine code serves both, with no `#if`.

/// The host's answers to the delegate questions of the recognizers it flagged (``GraspHost/Option/delegateMask``).
///
/// Each closure receives recognizer handles (0 for a recognizer the host did not make: a scroll view's pan,
/// an interaction's). A closure runs during the dispatch; a call that changes the host from inside it is
/// refused with ``GraspHostError/Code/inDispatch``.
public struct GraspHostCallbacks {
    /// Whether the recognizer may leave `possible` (UIKit's `gestureRecognizerShouldBegin`). Default: yes.
    public var shouldBegin: (_ recognizer: Int32) -> Bool
    /// Whether the recognizer should see the touch `id` that landed at `x`, `y` (root space). Default: yes.
    public var shouldReceiveTouch: (_ recognizer: Int32, _ id: Double, _ x: Double, _ y: Double) -> Bool
    /// Whether the recognizer and `other` may recognize together. Default: no.
    public var shouldRecognizeSimultaneously: (_ recognizer: Int32, _ other: Int32) -> Bool
    /// Whether the recognizer must wait for `other` to fail. Default: no.
    public var shouldRequireFailureOf: (_ recognizer: Int32, _ other: Int32) -> Bool
    /// Whether `other` must wait for the recognizer to fail. Default: no.
    public var shouldBeRequiredToFailBy: (_ recognizer: Int32, _ other: Int32) -> Bool

    /// Callbacks that give UIKit's default answers, except where one is given.
    public init(
        shouldBegin: @escaping (_ recognizer: Int32) -> Bool = { _ in true },
        shouldReceiveTouch: @escaping (_ recognizer: Int32, _ id: Double, _ x: Double, _ y: Double) -> Bool = { _, _, _, _ in true },
        shouldRecognizeSimultaneously: @escaping (_ recognizer: Int32, _ other: Int32) -> Bool = { _, _ in false },
        shouldRequireFailureOf: @escaping (_ recognizer: Int32, _ other: Int32) -> Bool = { _, _ in false },
        shouldBeRequiredToFailBy: @escaping (_ recognizer: Int32, _ other: Int32) -> Bool = { _, _ in false }
    ) {
        self.shouldBegin = shouldBegin
        self.shouldReceiveTouch = shouldReceiveTouch
        self.shouldRecognizeSimultaneously = shouldRecognizeSimultaneously
        self.shouldRequireFailureOf = shouldRequireFailureOf
        self.shouldBeRequiredToFailBy = shouldBeRequiredToFailBy
    }
}
