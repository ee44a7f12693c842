// Why this file exists: a list inside a list (or a sheet's list inside a sheet) scrolls along the same
// axis as the scroll view around it. UIKit gives the drag to the inner one for the whole gesture; Android
// and Compose hand the rest of the drag to the outer one once the inner reaches its edge. Both are
// right for some screens, so the choice is a property of the inner scroll view.

/// How a scroll view shares a drag with the nearest scroll view around it that scrolls along the same
/// axis.
public enum NestedScrolling: Hashable, Sendable {
    /// UIKit's behaviour: the inner scroll view takes the drag (and bounces at its edges); the outer
    /// one moves only with a new touch that the inner one does not take.
    case independent
    /// Hand-off within one gesture: the inner scroll view moves until it reaches its edge; the rest of
    /// the drag moves the outer one, and coming back the outer one returns first. On release, a glide
    /// that reaches the inner edge hands its velocity there to the outer one. Neither position nor
    /// velocity jumps. (Android's nested scrolling, Compose's `nestedScroll`.)
    case handOffAtEdges
}
