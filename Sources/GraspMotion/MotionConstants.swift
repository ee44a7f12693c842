// Why this file exists: every tuning number of the motion module (velocity windows, rest and hold
// thresholds, the speed clamp, deceleration rates, the rubber-band coefficient, tolerances) lives here,
// each with its value and the reason for it, so that no magic number hides in the algorithms.

/// The tuning constants of GraspMotion, each with its value and the reason for it.
public enum MotionConstants {
    // MARK: Velocity estimation

    /// 0.100 s: how far back the velocity fit looks. Long enough for a dozen samples at 120 Hz (two
    /// dozen at 240 Hz) to average out noise, short enough that the start of a gesture does not
    /// drag the release velocity. The same horizon Android's velocity tracker uses.
    public static let velocityWindow: Double = 0.100

    /// 32 samples: the capacity of the tracker's ring buffer. 100 ms at 240 Hz is 24 samples; 32 leaves
    /// room for faster digitizers and jittered timestamps. At 120 Hz or less the window holds at most
    /// about 12 samples, well under the 20 a touch history usually keeps.
    public static let velocitySampleCapacity: Int = 32

    /// 0.040 s: if the newest sample is at least this much older than the release time, the pointer
    /// rested before it lifted and the release velocity is zero. Digitizers report a moving finger
    /// every 4–17 ms, so 40 ms without a sample means it stopped (Android uses the same figure).
    /// The same gap between two samples also cuts the fit: older samples belong to an earlier movement.
    public static let restDuration: Double = 0.040

    /// 1 µs: the tolerance for comparing times. Timestamps are sums and differences of binary fractions,
    /// so an exact 40 ms rest can read as 39.999999… ms; traces have microsecond resolution anyway.
    public static let timeTolerance: Double = 0.000_001

    /// 0.030 s: a still tail (the newest samples within ``holdDistance`` of the newest one) that lasts
    /// at least this long before the release time is judged on its last 30 ms: if the pointer covered
    /// less than half of what its fitted velocity predicts there (``stoppedFraction``), it held, then
    /// lifted, and its release velocity is zero. Two or three frames without progress are a deliberate
    /// stop, not the tail of a flick. A slow, steady finger stays within ``holdDistance`` for long too
    /// (5 pt/s for 400 ms), but it covers all of its predicted travel and keeps its velocity.
    public static let holdDuration: Double = 0.030

    /// 2 pt: how far a held finger may still wander (sensor noise, finger roll) and count as still.
    public static let holdDistance: Double = 2

    /// 2×: a still tail shorter than ``holdDuration`` means the pointer stopped when it fell short of the
    /// travel its fitted velocity predicts for that tail (until the release time) by more than this many
    /// hold distances (4 pt), and its samples covered less than half of their predicted travel. A finger
    /// moving that fast cannot produce such a tail; one that stopped a frame or two before lifting does;
    /// a slow, steady finger covers its predicted travel and falls short of nothing.
    public static let stoppedShortFactor: Double = 2

    /// 0.5: a still tail means a stop only when the pointer fell short of the travel its fitted velocity
    /// predicts for the tail by more than this fraction of it. A slow, steady finger (5 pt/s stays within
    /// ``holdDistance`` for 400 ms) covers all of it and keeps its velocity; a finger that stopped covers
    /// next to nothing.
    public static let stoppedFraction: Double = 0.5

    /// 0.014 s: a still tail at least this long (more than a 60 Hz frame's worth of no movement before the
    /// lift) is treated as a real stop with the smaller factor below. Shorter tails are a sample or two at
    /// a high rate, where position noise alone can look like stillness.
    public static let longStillTail: Double = 0.014

    /// 0.75×: with a still tail of at least ``longStillTail``, the shortfall that means a stop is 0.75 hold
    /// distances (1.5 pt). This catches a finger that stopped one frame before lifting at moderate speed
    /// (a 90° two-finger turn, ~160 pt/s).
    public static let longStillTailFactor: Double = 0.75

    /// 4 samples: with this many samples or fewer in the window, a fitted velocity that points against
    /// the net displacement of those samples is replaced by that displacement over its duration.
    /// Very short fits flip sign on a single noisy sample; the net displacement does not.
    public static let fewSamples: Int = 4

    /// 5 samples: the smallest window fitted with a quadratic. With fewer, a quadratic's end slope
    /// amplifies noise several times over, so the tracker fits a line (3–4 samples) or takes the
    /// two-point slope (2 samples).
    public static let minimumSamplesForQuadratic: Int = 5

    /// 0.040 s: the end of the flick. With six samples or more, the tracker also fits the window with a
    /// parabola whose acceleration may change this long before the newest sample, and follows that fit
    /// when it differs significantly (``VelocityTracker``). 40 ms holds three samples at 60 Hz, and is the
    /// span over which issue 18's phone recordings measured how fast the finger really was at the end.
    /// (On the benchmark's fling ends 50 ms followed the end clearly less well, 53 % median error on
    /// level-offs against 35 %; 30 ms leaves 60 Hz too few samples.)
    public static let flickEndWindow: Double = 0.040

    /// 1: the multiple of Student's t 97.5th percentile (for the spline's residual degrees of freedom)
    /// by which the end of the flick must differ from the window's parabola, in standard deviations,
    /// before the estimate follows it: a two-sided 5 % test. Fewer samples need a larger difference (4.3
    /// standard deviations with two degrees of freedom, 2.1 with twenty), which keeps noise at 60 Hz from
    /// passing for a level-off; a fixed 2 made constant-speed flicks 14 % worse.
    public static let flickEndSignificance: Double = 1

    /// 8,000 pt/s: the largest release speed the tracker reports. Faster readings come from glitches
    /// (a dropped frame, a merged touch), and a fling faster than this leaves the screen anyway.
    /// The same magnitude UIKit and Android use for their maximum fling velocities.
    public static let maximumSpeed: Double = 8000

    // MARK: Deceleration

    /// 0.998 per millisecond: the normal deceleration rate of a momentum scroll; velocity keeps
    /// 99.8 % of itself every millisecond (UIKit's `UIScrollView.DecelerationRate.normal`).
    public static let normalDecelerationRate: Double = 0.998

    /// 0.99 per millisecond: the fast deceleration rate, for paging and short lists
    /// (UIKit's `UIScrollView.DecelerationRate.fast`).
    public static let fastDecelerationRate: Double = 0.99

    /// 2 pt/s: a scroll view's deceleration stops where it is once it is this slow
    /// (``ScrollAxisDeceleration``). At 60 Hz that is 0.03 pt a frame, a tenth of a pixel on a 3× screen:
    /// the stop cannot be seen, nothing jumps, and the content rests at most 1 pt (normal rate) or 0.2 pt
    /// (fast rate) short of the ideal exponential's limit. From a 2,000 pt/s flick the normal rate takes
    /// 3.45 s to get there, the fast rate 0.69 s.
    public static let decelerationStopSpeed: Double = 2

    /// 0.5 and 4: how much weaker and stronger than the requested rate a deceleration retargeted to a
    /// replaced offset (snapping, paging) may decay. A target between those lands with the release
    /// velocity intact and an exponential slow-down; a target too far for the velocity (it would crawl),
    /// too near (it would stop abruptly) or behind it is reached by a spring instead.
    public static let retargetedDecayRange: ClosedRange<Double> = 0.5...4

    /// 300 pt/s: a paging scroll view released faster than this goes to the next page in the direction
    /// of the velocity (at most one page from where the drag began), whatever the distance dragged. A
    /// deliberate flick is several times faster (a quick 100 pt flick is about 1,000 pt/s); a finger
    /// that slows down and lets go, meaning "stay", is under 100–200 pt/s. Android's pager uses
    /// 400 dp/s; a little lower suits the slower flicks of a trackpad in the lab.
    public static let pagingVelocityThreshold: Double = 300

    // MARK: Bounds

    /// 0.55: the rubber-band coefficient. Dragging past a bound by `x` moves the content by
    /// `(1 − 1 / (x · 0.55 / d + 1)) · d` for a dimension `d`: one to one at first, never past `d`.
    /// The coefficient iOS scroll views are measured to use.
    public static let rubberBandCoefficient: Double = 0.55

    // MARK: Springs and settling

    /// 0.55 s: the default spring response (the undamped period) — quick but not abrupt; the
    /// figure SwiftUI uses for its default spring.
    public static let defaultSpringResponse: Double = 0.55

    /// 0.825: the default damping ratio — a slight overshoot that reads as physical without wobbling.
    public static let defaultDampingRatio: Double = 0.825

    /// 0.4 s and critical damping: the spring that returns a decay that hit a bound. Fast enough to
    /// feel like a bounce, critically damped so it never overshoots back past the bound.
    public static let bounceResponse: Double = 0.4

    /// 0.001 (in the animated value's units): when an animation counts as finished. For points this is
    /// far below a pixel; for a 0…1 progress it is a thousandth.
    public static let restingTolerance: Double = 0.001
}
