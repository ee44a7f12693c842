// Why this file exists: a headless scroll view draws nothing, yet a user expects the thin bars that say
// where the visible part is and how much there is. This value is one such bar as data (its frame and its
// opacity at a time), with the figures that shape it, so any host can draw it the same way.

/// One of a scroll view's scroll indicators, as a host draws it: a rounded bar of ``frame`` at opacity
/// ``alpha``. Read it from ``ScrollView/scrollIndicator(along:at:)`` or ``ScrollView/scrollIndicators(at:)``.
///
/// The figures are UIKit-like and the same for every scroll view (the ScrollViews article explains
/// them): a bar ``thickness`` thick, ``edgeInset`` from the scroll view's edge and from the ends of its
/// track, never shorter than ``minimumLength`` except while the content rubber-bands past an edge (down
/// to ``minimumRubberBandedLength``), fully opaque while the content moves and for ``fadeDelay`` after it
/// stops, then fading out over ``fadeDuration``.
public struct ScrollIndicator: Hashable, Sendable {
    /// The axis the indicator shows: ``PanAxis/vertical`` for the bar along the right edge,
    /// ``PanAxis/horizontal`` for the one along the bottom edge.
    public var axis: PanAxis
    /// The bar, in the scroll view's own coordinate space (its bounds space, where its content is laid
    /// out), as a subview of a `UIScrollView` would be: it moves with the content offset, so that it stays
    /// at the same place on screen.
    public var frame: Rect
    /// The opacity, 0 (hidden) to 1, at the time it was read.
    public var alpha: Double
    /// Whether the indicator is a scrollbar (``ScrollView/allowsIndicatorInteraction``).
    public var isInteractive = false
    /// Whether the pointer hovers its strip or presses it: the bar is then ``expandedThickness`` thick,
    /// fully opaque, and a host draws its track (``trackFrame``) behind it.
    public var isExpanded = false
    /// Whether a press on it (a thumb drag or a paging press) is under way.
    public var isPressed = false
    /// The track the bar runs in, as thick as the bar, in the same space as ``frame``; `nil` when the
    /// indicator is not interactive.
    public var trackFrame: Rect?

    /// Creates an indicator value.
    public init(axis: PanAxis, frame: Rect, alpha: Double) {
        (self.axis, self.frame, self.alpha) = (axis, frame, alpha)
    }

    /// The width of the vertical bar and the height of the horizontal one: 3 pt.
    public static let thickness = 3.0
    /// The gap between a bar and the scroll view's edge beside it, and between a bar and each end of its
    /// track: 3 pt. With both indicators showing, each track also stops short of the corner by
    /// `thickness + edgeInset`, so the bars never overlap.
    public static let edgeInset = 3.0
    /// The shortest a bar gets from the visible fraction alone: 36 pt (a tiny fraction of a very long
    /// list still gives a bar a finger-sized glance can find).
    public static let minimumLength = 36.0
    /// The shortest a bar gets while the content is pulled past an edge: 6 pt (twice the thickness, a
    /// short rounded dot).
    public static let minimumRubberBandedLength = 6.0
    /// How long the bars stay fully opaque after scrolling stops (or after a flash): 0.5 s.
    public static let fadeDelay = 0.5
    /// How long they then take to fade out, linearly: 0.3 s.
    public static let fadeDuration = 0.3
    /// The thickness of a scrollbar's bar while the pointer hovers or presses it: 8 pt (it widens
    /// inward from the edge).
    public static let expandedThickness = 8.0
    /// How wide the strip along the edge is in which a pointer hovers or presses a scrollbar: 16 pt,
    /// counted from the edge.
    public static let interactiveWidth = 16.0
    /// How long a press in a scrollbar's track waits before paging again: 0.25 s (Chromium's initial
    /// autoscroll delay for a scrollbar press).
    public static let pageRepeatDelay = 0.25
    /// The interval of the repeated paging after that: 0.05 s (Chromium's autoscroll timer).
    public static let pageRepeatInterval = 0.05

    /// The opacity `elapsed` seconds after scrolling stopped: 1 up to ``fadeDelay``, then linearly down
    /// to 0 over ``fadeDuration``. A negative `elapsed` (a time before the stop) reads 1.
    public static func alpha(secondsAfterStop elapsed: Double) -> Double {
        guard elapsed.isFinite else { return elapsed < 0 ? 1 : 0 }
        if elapsed <= fadeDelay { return 1 }
        return max(0, 1 - (elapsed - fadeDelay) / fadeDuration)
    }
}
