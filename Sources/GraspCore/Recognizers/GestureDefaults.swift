// Why this file exists: every threshold of the standard recognizers (slops, distances, durations,
// speeds, clamps) is a design decision. They live here, in one place, each with its value and the
// reason for it, so that no magic number hides in a recognizer and the documentation can list them.

/// The default thresholds of the standard recognizers, each with its value and the reason for it.
///
/// Where UIKit documents a default (a long press's 0.5 s and 10 pt), Grasp uses it. The other values
/// are Grasp's choices; the reason is given with each. Every recognizer copies its defaults from here
/// when it is created, and every one of them can be changed per recognizer.
public enum GestureDefaults {
    // MARK: Engine input

    /// 1,000,000 pt: the largest coordinate the engine accepts; a touch location beyond it is clamped to
    /// it (with an `EngineDiagnostic`). No screen comes within a thousandth of it, and with coordinates
    /// this small every distance, square and velocity the recognizers compute stays finite.
    public static let maximumCoordinate: Double = 1_000_000

    /// 10,000,000,000 s (about 317 years): the largest magnitude of a timestamp the engine accepts; an
    /// event or tick stamped beyond it is handled at the current time (with an `EngineDiagnostic`). Any
    /// clock a host reads (seconds since boot, since a page loaded, since 1970) stays far within it, and
    /// within it two instants a microsecond apart are still two values, so that a deadline a few
    /// milliseconds later is later (at 10^300 s, adding ten seconds changes nothing).
    public static let maximumTimestamp: Double = 10_000_000_000

    // MARK: Tap

    /// 10 pt: how far a finger may move between landing and lifting and still tap. A resting finger
    /// rolls and its contact centroid wanders 2–5 pt; 10 pt tolerates that and equals the pan slop, so
    /// a movement that is too large for a tap is exactly one that starts a pan.
    public static let tapMaximumMovement: Double = 10

    /// 0.35 s: the longest pause between one tap's lift and the next tap's touch-down in a multi-tap.
    /// Deliberate double taps re-land within 100–250 ms; 0.35 s accepts slow hands while keeping the
    /// delay a single tap waits for a double tap to fail short.
    public static let tapMaximumInterval: Double = 0.35

    /// 45 pt: how far a later tap of a multi-tap may land from the first tap. A finger re-landing on
    /// the same target scatters by up to a fingertip's width (about 44 pt, the minimum hit target in
    /// Apple's guidelines); farther away it is a tap on something else.
    public static let tapMaximumDistance: Double = 45

    // MARK: Long press

    /// 0.5 s: how long the fingers must stay down before a long press begins (UIKit's documented default).
    public static let longPressMinimumDuration: Double = 0.5

    /// 10 pt: how far a finger may move before a long press begins (UIKit's documented default).
    public static let longPressAllowableMovement: Double = 10

    // MARK: Pan

    /// 10 pt: how far the touches' centroid must travel before a pan begins (its hysteresis). Enough to
    /// swallow the 2–5 pt a tapping or resting finger wanders, so taps and long presses are not stolen;
    /// small enough that a drag feels immediate (the content catches up at once, since the translation
    /// includes the slop). The same figure as the tap's movement allowance, so the two hand over cleanly.
    public static let panSlop: Double = 10

    /// 20 pt: how close to the root node's edge a touch must land to start a screen-edge pan. A thumb
    /// reaching from the bezel lands within the outer 10–20 pt; 20 pt catches it without claiming
    /// touches meant for controls laid out at the usual 16–20 pt margins.
    public static let screenEdgeMargin: Double = 20

    // MARK: Swipe

    /// 50 pt: how far the touches' centroid must travel in the swipe's direction. Five times the pan
    /// slop: a swipe is a deliberate stroke, not a drift, and 50 pt is reached within 30–60 ms by a
    /// real flick.
    public static let swipeMinimumDistance: Double = 50

    /// 300 pt/s: the slowest mean speed, in the swipe's direction from touch-down to recognition, that
    /// still counts as a swipe. Flicks run at 800–3000 pt/s and careful drags at 100–300 pt/s; 300
    /// separates them and still accepts a flick that starts after a short pause.
    public static let swipeMinimumSpeed: Double = 300

    /// 0.5 s: the longest a swipe may take from touch-down to recognition; later it fails, by a timer
    /// (a tick), without waiting for another event. At the minimum speed a swipe needs under 0.2 s,
    /// so this only ends fingers that rest or crawl.
    public static let swipeMaximumDuration: Double = 0.5

    /// 30°: the largest angle between the movement and the swipe's direction (checked once the touches
    /// travelled ``panSlop``). Wide enough for a thumb's arc, narrow enough that a diagonal (45°) is
    /// never read as a straight swipe.
    public static let swipeMaximumAngle: Double = 30 * .pi / 180

    /// 10 pt: how far the touches may come back against the swipe's direction before it fails (a
    /// reversal). The same as the pan slop: smaller backtracking is jitter.
    public static let swipeReversalTolerance: Double = 10

    // MARK: Pinch

    /// 30 pt: how much the span (the distance between two fingers) must change before a pinch begins.
    /// Each finger moves half of it, 15 pt, a little more than the pan slop, so a two-finger pan that
    /// breathes a little does not become a pinch. It is also the span slop Chromium's synthetic
    /// pinches assume, so a recorded "2×" pinch reads a scale of 2.
    public static let pinchSpanSlop: Double = 30

    /// 40 per second: the largest pinch velocity reported, in scale per second. Real pinches peak
    /// around 10 /s; the clamp only guards against a span that collapses near zero.
    public static let pinchMaximumVelocity: Double = 40

    /// 0.01: the scale change a pinch may show during the last 30 ms and still count as held before
    /// the lift (its release velocity is then zero), as the motion module's 2 pt hold for points.
    public static let pinchHoldScale: Double = 0.01

    // MARK: Rotation

    /// 10° (in radians): how far the line between two fingers must turn before a rotation begins. Two
    /// fingers that pinch or pan twist by 5–8° without meaning to; 10° keeps that out while a
    /// deliberate turn crosses it within about 100 ms.
    public static let rotationAngleSlop: Double = 10 * .pi / 180

    /// 60 rad/s: the largest rotation velocity reported. A fast wrist turn peaks near 15 rad/s; the
    /// clamp only guards against fingers that land almost on top of each other.
    public static let rotationMaximumVelocity: Double = 60

    /// 0.01 rad: the angle change a rotation may show during the last 30 ms and still count as held
    /// before the lift (its release velocity is then zero).
    public static let rotationHoldAngle: Double = 0.01

    // MARK: Instant recognizers

    /// 0 pt: how far a finger may move before a touch-down recognizer ends. Its whole purpose is the
    /// moment of contact; any reported movement means a drag is starting and belongs to a pan.
    public static let touchDownAllowableMovement: Double = 0

    /// 0.05 s: the longest time between the first and the last finger's touch-down for fingers that
    /// "land together". Fingers placed together reach the glass 10–30 ms apart; 50 ms accepts that and
    /// is still shorter than the quickest deliberate second finger (about 100 ms later).
    public static let touchLandingWindow: Double = 0.05

    // MARK: Composition

    /// 0.35 s: how long after a discrete gesture recognizes (a tap) the gesture sequenced after it may
    /// still receive a new touch-down. The same figure as ``tapMaximumInterval``: "tap, then drag" is
    /// paced like a double tap.
    public static let sequenceHandoffInterval: Double = tapMaximumInterval
}
