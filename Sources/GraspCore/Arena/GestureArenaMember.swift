// Why this file exists: the arena decides among recognizers, but what a decision needs to know of a member
// is small: its state, how far past its threshold its input is, its relationships (must it wait for
// another to fail, may it recognize with another, may it make another fail) and whether it shares a touch
// with another. This protocol names those few requirements (compare Flutter's `GestureArenaMember`), so
// that the arena's decision core (ArenaDecisions.swift) is written against them, and tested with plain
// stand-ins that are not recognizers. `GestureRecognizer` is the member the engine's arena holds; the
// conformance below answers each requirement from the recognizer's relationships, overrides and delegate,
// in the order UIKit asks them. The Architecture article lists what of the arena still works on
// recognizers directly.

/// What the arena's decision core asks of a member. Generic code only (a class-bound protocol with `Self`
/// in its requirements: no existential, which Embedded Swift would refuse for a protocol cast anyway).
protocol GestureArenaMember: AnyObject {
    /// The member's state as the arena last applied it (not a pending one).
    var storedState: GestureRecognizerState { get }
    /// How far past its activation threshold its input is: when several ask to begin on one event, the
    /// largest goes first.
    var activationMargin: Double { get }
    /// Whether the member must wait for `other` to fail before it begins or recognizes.
    func requiresToFail(_ other: Self) -> Bool
    /// Whether the member and `other` may recognize on the same touches.
    func recognizesSimultaneously(with other: Self) -> Bool
    /// Whether the member, by beginning or recognizing, may make `other` fail (both sides agree).
    func mayPrevent(_ other: Self) -> Bool
    /// Whether the member and `other` track a touch in common.
    func sharesTouch(with other: Self) -> Bool
}

extension GestureRecognizer: GestureArenaMember {
    /// Its `require(toFail:)` requirements, its own and `other`'s overrides, then both delegates.
    final func requiresToFail(_ other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.value === other }
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Its simultaneous partners (either side), then both delegates.
    final func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        simultaneousPartners.contains { $0.value === other }
            || other.simultaneousPartners.contains { $0.value === self }
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// `canPrevent(_:)` of the member, then `canBePrevented(by:)` of `other`.
    final func mayPrevent(_ other: GestureRecognizer) -> Bool {
        canPrevent(other) && other.canBePrevented(by: self)
    }

    /// Whether one of its touches is one of `other`'s.
    final func sharesTouch(with other: GestureRecognizer) -> Bool {
        for record in trackedRecords where other.tracks(record) { return true }
        return false
    }
}
