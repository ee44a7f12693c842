// Why this file exists: `grasp test` checks recorded traces against what a team approved: which
// recognizers fired and when, with which values, and where the scene's nodes were. That approval is a file
// beside the trace, `NAME.grasp-test.json`; this is its model. It is not called `NAME.expect.json` because
// the recorded Chromium traces already carry sidecars of that name with another meaning (the generator's
// spec and the facts measured in the browser), and one name must not mean two formats.

/// What a trace must do when replayed: the expectations file `NAME.grasp-test.json` beside `NAME.json`.
///
/// See the "Testing Traces" article for the format. Every field but ``format``, ``version`` and
/// ``scene`` may be left out.
public struct TraceExpectations: Codable, Sendable, Hashable {
    /// The value of ``format``: `"grasp-test"`.
    public static let formatName = "grasp-test"
    /// The format version this release reads and writes: 1.
    public static let currentVersion = 1
    /// The suffix that replaces a trace's `.json` to name its expectations file.
    public static let fileSuffix = ".grasp-test.json"

    /// Always ``formatName``.
    public var format: String
    /// The format version, ``currentVersion``.
    public var version: Int
    /// The scene the trace is replayed into (a name of GraspScenes' `SceneCatalog`).
    public var scene: String
    /// Ticks per second between samples; 120 when left out.
    public var frameRate: Double?
    /// Seconds of ticks after the last sample; 5 when left out.
    public var tail: Double?
    /// Whether ``recognitions`` lists every recognition of the replay: when `true`, a state change (other
    /// than `changed`) that no expectation matches is a difference too. `false` when left out.
    public var exhaustive: Bool?
    /// The expected state changes, in time order for each gesture.
    public var recognitions: [ExpectedRecognition]?
    /// The expected node frames at given times.
    public var frames: [ExpectedFrames]?

    /// Creates expectations for `scene`.
    public init(scene: String, frameRate: Double? = nil, tail: Double? = nil, exhaustive: Bool? = nil,
                recognitions: [ExpectedRecognition]? = nil, frames: [ExpectedFrames]? = nil) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.scene = scene
        self.frameRate = frameRate
        self.tail = tail
        self.exhaustive = exhaustive
        self.recognitions = recognitions
        self.frames = frames
    }
}

/// One expected state change of one recognizer, at a time or within a window, with values.
public struct ExpectedRecognition: Codable, Sendable, Hashable {
    /// The recognizer's name.
    public var gesture: String
    /// The state as `grasp replay` reports it: `began`, `ended`, `cancelled`, `failed` or `recognized`
    /// (`changed` updates are not matched one by one).
    public var state: String
    /// The expected time in seconds since the trace's start; give this or ``window``.
    public var t: Double?
    /// How far from ``t`` the change may be, in seconds; 0.001 when left out.
    public var tolerance: Double?
    /// The earliest and latest accepted times, `[from, to]`, instead of ``t``.
    public var window: [Double]?
    /// Values the recognizer must report at that change, by name (`location`, `touches`, or one of the
    /// scene's values such as `translation` or `velocity`).
    public var values: [String: ExpectedValue]?

    /// Creates an expected recognition at `t` (± `tolerance`) or within `window`.
    public init(gesture: String, state: String, t: Double? = nil, tolerance: Double? = nil, window: [Double]? = nil, values: [String: ExpectedValue]? = nil) {
        self.gesture = gesture
        self.state = state
        self.t = t
        self.tolerance = tolerance
        self.window = window
        self.values = values
    }

    /// The accepted times.
    public var acceptedTimes: ClosedRange<Double> {
        if let window, window.count == 2, window[0] <= window[1] { return window[0]...window[1] }
        let t = self.t ?? 0, tolerance = abs(self.tolerance ?? 0.001)
        return (t - tolerance - 1e-9)...(t + tolerance + 1e-9)
    }
}

/// An expected value with its tolerance.
public struct ExpectedValue: Codable, Sendable, Hashable {
    /// A number, a point or a text, as the JSON lines print them.
    public enum Value: Codable, Sendable, Hashable {
        /// A number (a scale, an angle, a touch count).
        case number(Double)
        /// A point or vector, `[x, y]` in JSON.
        case point(x: Double, y: Double)
        /// A text (a swipe direction).
        case string(String)
        /// A truth value (whether a switch is on), `true` or `false` in JSON.
        case bool(Bool)

        /// Reads a number, a two-number array, a string, `true` or `false`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let pair = try? container.decode([Double].self), pair.count == 2 {
                self = .point(x: pair[0], y: pair[1])
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a value must be a number, [x, y], a string, true or false")
            }
        }

        /// Writes a number, a two-number array, a string, `true` or `false`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .point(let x, let y): try container.encode([x, y])
            case .string(let text): try container.encode(text)
            case .bool(let flag): try container.encode(flag)
            }
        }
    }

    /// The expected value.
    public var value: Value
    /// How far each number (each coordinate of a point) may be from the expected one; 0.001 when left
    /// out. Texts must be equal.
    public var tolerance: Double?

    /// Creates an expected value.
    public init(_ value: Value, tolerance: Double? = nil) {
        self.value = value
        self.tolerance = tolerance
    }
}

/// The expected frames of some of the scene's nodes at one time.
public struct ExpectedFrames: Codable, Sendable, Hashable {
    /// The time in seconds since the trace's start: the frames after the last tick, event or animation
    /// stop at or before it are compared.
    public var t: Double
    /// How far each of `x`, `y`, `width` and `height` may be off, in points; 0.01 when left out.
    public var tolerance: Double?
    /// Each node's expected bounding box in window coordinates, `[x, y, width, height]`, by name.
    public var nodes: [String: [Double]]

    /// Creates expected frames at `t`.
    public init(t: Double, tolerance: Double? = nil, nodes: [String: [Double]]) {
        self.t = t
        self.tolerance = tolerance
        self.nodes = nodes
    }
}
