// Why this file exists: a pan waits for its slop so that taps are not stolen, which costs the first
// 10 pt of every drag. Direct manipulation (dragging a knob, a sticker, a split divider) wants the
// content to follow from the first sample; this pan begins on touch-down instead.

/// A pan with no slop: it **begins** in the dispatch of the touch-down (once
/// ``PanGestureRecognizer/minimumNumberOfTouches`` fingers are down), then reports **changed** on every
/// movement and **ends** on lift, with the pan's translation and velocity API.
///
/// ``PanGestureRecognizer/slop`` is set to 0 and not consulted: ``shouldBegin(withTranslation:)``
/// always returns `true`. The finger-count bounds still apply. Because it begins at once it prevents
/// rivals that can be prevented (a tap on the same touch fails at touch-down); pair it with
/// ``/GraspCore/GestureRecognizer/allowSimultaneousRecognition(with:)`` where a tap must still work.
/// ``/GraspCore/GestureRecognizer/activationMargin`` is infinite (the threshold is zero).
open class InstantPanGestureRecognizer: PanGestureRecognizer {
    /// Creates an instant pan.
    override public init(name: String = "") {
        super.init(name: name)
        slop = 0
    }

    /// Returns `true`: an instant pan begins as soon as enough fingers are down.
    override open func shouldBegin(withTranslation translation: Point) -> Bool { true }
}
