// Why this file exists: the trace format and its tools depend on a few numbers (precisions, limits,
// default timings). They are gathered here, each with its value and the reason for it, so that the
// reader, the writer and the synthesizer agree and a reviewer finds every figure in one place.

/// The numbers that the trace format and its tools rely on.
public enum TraceConstants {
    /// The versions of the `grasp-trace` format this library can read: `[1, 2, 3, 4]`.
    ///
    /// The format is a public contract; a change to it comes with a new version number.
    public static let supportedVersions = [1, 2, 3, 4]

    /// The kinds a sample may name: `touch`, `pen`, `mouse` and, from version 2, `trackpad`.
    ///
    /// The first three are the kinds a browser's `PointerEvent.pointerType` reports and the three
    /// that Grasp's `TouchKind` distinguishes; version 2 adds the trackpad, whose scrolling and
    /// pinching are not a mouse's.
    public static let knownKinds = ["touch", "pen", "mouse", "trackpad"]

    /// The kinds version 1 defines: `touch`, `pen` and `mouse`.
    public static let versionOneKinds = ["touch", "pen", "mouse"]

    /// The kinds that may hover: `pen`, `mouse` and `trackpad` (a finger touches or is away).
    public static let hoverKinds = ["pen", "mouse", "trackpad"]

    /// The kinds that may scroll, by wheel steps or continuously: `mouse` and `trackpad`.
    public static let scrollKinds = ["mouse", "trackpad"]

    /// The kinds that may send transform samples: `trackpad`, whose pinch and rotation are not
    /// two fingers on the screen.
    public static let transformKinds = ["trackpad"]

    /// The number of decimals written for `x` and `y`: 3 (a thousandth of a point).
    ///
    /// Recorded positions are fractional CSS px; a thousandth of a point is far below what a finger
    /// can resolve, and the recorded traces use the same precision.
    public static let positionDecimals = 3

    /// The number of decimals written for `t`: 6 (microseconds).
    ///
    /// Browser timestamps have a resolution of 5 µs, so microseconds keep every recorded digit.
    public static let timeDecimals = 6

    /// The largest accepted magnitude of `x` or `y`: 10,000,000 points.
    ///
    /// No screen is that large. The bound keeps the fixed-point writer exact (10^7 · 10^3 is far
    /// below 2^53) and turns an absurd value such as `1e300` into a clear error.
    public static let maximumCoordinateMagnitude = 10_000_000.0

    /// The number of decimals written for a transform's `scale` and `rotation`: 6.
    ///
    /// A trackpad reports a pinch in small steps (a scale of 1.0123, a turn of 0.0041 radians); six
    /// decimals keep a millionth, far below what a person can control.
    public static let transformDecimals = 6

    /// The smallest accepted `scale` of one transform sample: 0.001.
    ///
    /// A scale is a factor since the previous sample; 0 or a negative factor cannot happen, and one
    /// sample shrinking the content a thousandfold is no gesture.
    public static let minimumScaleDelta = 0.001

    /// The largest accepted `scale` of one transform sample: 1000, the reciprocal of the smallest.
    public static let maximumScaleDelta = 1000.0

    /// The largest accepted magnitude of one transform sample's `rotation`: π radians.
    ///
    /// A turn of more than half a circle between two samples cannot be told from the opposite turn.
    public static let maximumRotationDelta = Double.pi

    /// The largest accepted `t`: 1,000,000 seconds (about 11.5 days).
    ///
    /// A recorded gesture lasts seconds. The bound keeps microseconds exact in a `Double`
    /// (10^6 · 10^6 is far below 2^53).
    public static let maximumTime = 1_000_000.0

    /// The largest accepted pointer number: 1,000,000.
    ///
    /// Pointers are numbered from 1 in order of first appearance; no recording has a million.
    public static let maximumPointer = 1_000_000

    /// The deepest nesting of arrays and objects the reader follows: 32.
    ///
    /// A trace nests three levels deep; the bound stops a hostile file from exhausting the stack.
    public static let maximumNestingDepth = 32

    /// The longest excerpt of an unexpected value quoted in an error message: 40 characters.
    public static let maximumQuotedLength = 40

    /// The synthesizer's default sampling rate: 120 Hz, the rate of Chromium's synthetic gestures.
    public static let defaultSampleRate = 120.0

    /// The synthesizer's default tap duration: 0.05 s, the hold of Chromium's synthetic tap.
    public static let defaultTapDuration = 0.05

    /// The synthesizer's default interval between the downs of repeated taps: 0.1 s.
    ///
    /// Chromium's synthetic double tap starts each tap about 100 ms after the previous one.
    public static let defaultTapInterval = 0.1

    /// The synthesizer's default long-press duration: 0.8 s, comfortably past UIKit's 0.5 s minimum.
    public static let defaultHoldDuration = 0.8

    /// The synthesizer's default interval between wheel steps: 0.05 s, a brisk turn of a wheel.
    public static let defaultWheelInterval = 0.05

    /// The deceleration of the synthesizer's trackpad momentum: the speed is multiplied by 0.998
    /// every millisecond, UIKit's normal scroll-view deceleration rate.
    public static let momentumDecelerationRate = 0.998

    /// The source the synthesizer writes into its traces: `grasp synthesizer`.
    public static let synthesizerSource = "grasp synthesizer"
}
