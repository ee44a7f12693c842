// Why this file exists: a trace is Grasp's recorded input, the shared file format that the lab
// writes, `grasp replay` reads and the tests use as fixtures. This file holds its in-memory model;
// reading, writing and validation live beside it.

/// A recorded sequence of touch samples: the `grasp-trace` format, version 1.
///
/// See the trace-format article in this module's documentation for the file layout.
public struct Trace: Hashable, Sendable {
    /// The format name every trace file carries.
    public static let formatName = "grasp-trace"
    /// The format version this library reads and writes.
    public static let currentVersion = 1

    /// The format version of the file.
    public var version: Int
    /// A plain-text description of the gesture.
    public var description: String
    /// Where the samples came from (browser and input generator, or `grasp synthesizer`).
    public var source: String
    /// The page or screen size the coordinates refer to, if known.
    public var viewport: Viewport?
    /// Every sample, sorted by time; samples with equal `t` form one touch event.
    public var samples: [Sample]

    /// Creates a trace.
    public init(version: Int = Trace.currentVersion, description: String = "", source: String = "", viewport: Viewport? = nil, samples: [Sample]) {
        self.version = version
        self.description = description
        self.source = source
        self.viewport = viewport
        self.samples = samples
    }

    /// The page or screen size of a trace, in points (CSS px).
    public struct Viewport: Hashable, Sendable {
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
        /// Creates a viewport.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// What a sample reports about its pointer.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer went down.
        case down
        /// The pointer moved (or reported the same position again).
        case move
        /// The pointer lifted.
        case up
        /// The system cancelled the pointer.
        case cancel
    }

    /// One sample of one pointer.
    public struct Sample: Hashable, Sendable {
        /// Seconds since the first sample.
        public var t: Double
        /// The pointer's number, from 1 in order of first appearance.
        public var pointer: Int
        /// What the sample reports.
        public var phase: Phase
        /// The horizontal position, in points from the left.
        public var x: Double
        /// The vertical position, in points from the top.
        public var y: Double
        /// What made the contact, when the trace records it (`touch`, `pen`, `mouse`); `nil` means touch.
        public var kind: String?

        /// Creates a sample.
        public init(t: Double, pointer: Int, phase: Phase, x: Double, y: Double, kind: String? = nil) {
            self.t = t
            self.pointer = pointer
            self.phase = phase
            self.x = x
            self.y = y
            self.kind = kind
        }
    }
}
